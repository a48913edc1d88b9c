#!/usr/bin/env bash
# Runs the tests that use the test database (the classes marked @DatabaseTest, JUnit tag
# `database`; TestDatabases refuses an unmarked caller, so none is left out) against a throwaway
# PostgreSQL cluster: Debian's server binaries (package postgresql), a private data folder and port,
# trust authentication on loopback, stopped and removed at the end. Each test server creates its
# own database in it.
#   tools/postgres-test.sh [extra Maven arguments]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "postgres-test: no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }
port="${QAKIT_PG_PORT:-55432}"
work="$(mktemp -d /tmp/qakit-pg.XXXXXX)"
chmod 755 "$work"
as_pg=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$work"; as_pg=(runuser -u postgres --); fi
cleanup() { "${as_pg[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
"${as_pg[@]}" "$bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/log" -o "-p $port -k $work -c listen_addresses=127.0.0.1" -w start >/dev/null
echo "postgres-test: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
JAVA_HOME="${JAVA_HOME:-$(tools/find-jdk.sh)}" ./mvnw -B -q test -pl qakit-app -am -Dtest='org/qakit/serve/**/*Test' \
  -Dgroups=database -Dsurefire.failIfNoSpecifiedTests=false "-Dqakit.test.postgres=jdbc:postgresql://127.0.0.1:$port/postgres?user=postgres" "$@"
