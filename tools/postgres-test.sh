#!/usr/bin/env bash
# Runs only the tests that use the test database (the classes marked @DatabaseTest, JUnit tag
# `database`; TestDatabases refuses an unmarked caller, so none is left out) against a throwaway
# PostgreSQL cluster (tools/postgres-server.sh), stopped and removed at the end, but those marked
# @BrowserTest (they send no statement the others do not: tools/sql-coverage.sh). tools/test.sh runs
# the same pass inside its one verify build (-Dqakit.postgres.url, qakit-app's profile postgres).
#   tools/postgres-test.sh [extra Maven arguments]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. tools/postgres-server.sh
postgres_start
JAVA_HOME="${JAVA_HOME:-$(tools/find-jdk.sh)}" ./mvnw -B -q test -pl qakit-app -am -Dtest='org/qakit/serve/**/*Test' \
  -Dgroups=database -Dqakit.test.excludedGroups=browser -Dsurefire.failIfNoSpecifiedTests=false "-Dqakit.test.postgres=$QAKIT_PG_URL" "$@"
