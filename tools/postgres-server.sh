#!/usr/bin/env bash
# Sourced by tools/test.sh and tools/postgres-test.sh: `postgres_start` starts a throwaway
# PostgreSQL cluster (Debian's server binaries, package postgresql; a private data folder and port,
# QAKIT_PG_PORT or 55432; trust authentication on loopback), sets QAKIT_PG_URL to its JDBC URL and
# stops and removes it when the calling script exits. Each test server creates its own database in it.
# QAKIT_PG_OPTS adds server settings (e.g. "-c log_statement=all", as tools/sql-coverage.sh does).
postgres_start() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -x "$bin/initdb" ] || { echo "postgres: no PostgreSQL server binaries (apt-get install postgresql)" >&2; return 1; }
  local port="${QAKIT_PG_PORT:-55432}"
  POSTGRES_WORK="$(mktemp -d /tmp/qakit-pg.XXXXXX)"
  POSTGRES_BIN="$bin"
  chmod 755 "$POSTGRES_WORK"
  POSTGRES_AS=()
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$POSTGRES_WORK"; POSTGRES_AS=(runuser -u postgres --); fi
  trap postgres_stop EXIT
  "${POSTGRES_AS[@]}" "$bin/initdb" -D "$POSTGRES_WORK/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${POSTGRES_AS[@]}" "$bin/pg_ctl" -D "$POSTGRES_WORK/data" -l "$POSTGRES_WORK/log" \
    -o "-p $port -k $POSTGRES_WORK -c listen_addresses=127.0.0.1 ${QAKIT_PG_OPTS:-}" -w start >/dev/null
  echo "postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
  QAKIT_PG_URL="jdbc:postgresql://127.0.0.1:$port/postgres?user=postgres"
}

postgres_stop() {
  "${POSTGRES_AS[@]}" "$POSTGRES_BIN/pg_ctl" -D "$POSTGRES_WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$POSTGRES_WORK"
}
