#!/usr/bin/env bash
# Prints the home of a JDK 21 or newer: $JAVA_HOME if it qualifies, else the `java` on PATH,
# else the newest under /usr/lib/jvm or /opt. Exits 1 with a message when there is none.
# Every qakit launch runs this, so it starts no process when $JAVA_HOME's release file answers.
set -uo pipefail
major() { # JAVA_VERSION's major number from the JDK's release file, read by bash; else ask java
  local home="${1%/bin/java}" line
  if [ -f "$home/release" ]; then
    while IFS= read -r line; do
      case "$line" in JAVA_VERSION=*) line="${line#JAVA_VERSION=\"}"; echo "${line%%[.\"]*}"; return ;; esac
    done < "$home/release"
  fi
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}
qualifies() {
  local m
  [ -x "$1" ] && [ -x "${1%/java}/javac" ] || return 1
  m=$(major "$1")
  [ -n "$m" ] && [ "$m" -ge 21 ] 2>/dev/null
}
if [ -n "${JAVA_HOME:-}" ] && qualifies "$JAVA_HOME/bin/java"; then
  echo "${JAVA_HOME%/}"
  exit 0
fi
candidates=()
command -v java >/dev/null 2>&1 && candidates+=("$(readlink -f "$(command -v java)")")
for j in $(ls -d /usr/lib/jvm/*/bin/java /opt/*/bin/java /opt/java/*/bin/java 2>/dev/null | sort -rV); do candidates+=("$j"); done
for j in "${candidates[@]}"; do
  if qualifies "$j"; then
    echo "${j%/bin/java}"
    exit 0
  fi
done
echo "qakit needs a JDK 21 or newer; none found (looked at JAVA_HOME, PATH, /usr/lib/jvm, /opt)." >&2
exit 1
