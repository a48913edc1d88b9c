#!/usr/bin/env bash
# Prints the home of a JDK 21 or newer: $JAVA_HOME if it qualifies, else the `java` on PATH,
# else the newest under /usr/lib/jvm or /opt. Exits 1 with a message when there is none.
set -uo pipefail
major() {
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}
candidates=()
[ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
command -v java >/dev/null 2>&1 && candidates+=("$(readlink -f "$(command -v java)")")
for j in $(ls -d /usr/lib/jvm/*/bin/java /opt/*/bin/java /opt/java/*/bin/java 2>/dev/null | sort -rV); do candidates+=("$j"); done
for j in "${candidates[@]}"; do
  [ -x "$j" ] || continue
  m=$(major "$j")
  if [ -n "$m" ] && [ "$m" -ge 21 ] 2>/dev/null && [ -x "$(dirname "$j")/javac" ]; then
    dirname "$(dirname "$j")"
    exit 0
  fi
done
echo "qakit needs a JDK 21 or newer; none found (looked at JAVA_HOME, PATH, /usr/lib/jvm, /opt)." >&2
exit 1
