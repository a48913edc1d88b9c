#!/usr/bin/env bash
# Which SQL statements only the browser tests send to the database: runs the PostgreSQL pass (the
# classes marked @DatabaseTest) against a throwaway cluster that logs every statement, names each
# statement's test class from its database (TestDatabases puts the class in the name) and prints
# the statements that no class other than the browser ones (@BrowserTest) sends. An empty list
# means the browser tests add no SQL to the PostgreSQL pass, which therefore leaves them out
# (tools/test.sh, tools/postgres-test.sh): they run on H2 only. Exit code 1 otherwise. Needs python3.
#   tools/sql-coverage.sh [extra Maven arguments, e.g. -o]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. tools/postgres-server.sh
export QAKIT_PG_OPTS="-c log_statement=all -c log_line_prefix=%d@"
postgres_start
mkdir -p target
JAVA_HOME="${JAVA_HOME:-$(tools/find-jdk.sh)}" ./mvnw -B -q test -pl qakit-app -am -Dtest='org/qakit/serve/**/*Test' \
  -Dgroups=database -Dsurefire.failIfNoSpecifiedTests=false "-Dqakit.test.postgres=$QAKIT_PG_URL" "$@"
cp "$POSTGRES_WORK/log" target/sql-coverage.log
python3 - target/sql-coverage.log qakit-app/src/test/java/org/qakit/serve <<'PY'
import collections, os, re, sys
log, tests = sys.argv[1], sys.argv[2]
browser = {f[:-5].lower() for f in os.listdir(tests) if f.endswith('Test.java') and '\n@BrowserTest\n' in open(os.path.join(tests, f)).read()}
by = collections.defaultdict(set)  # statement -> classes
db, stmt = None, None
def flush():
    if db and stmt:
        s = re.sub(r'\$\d+', '$', ' '.join(stmt.split()))
        s = re.sub(r'(\$, )+\$', '$...', s)
        s = re.sub(r"'[^']*'", "'?'", s)
        s = re.sub(r'\b\d+\b', 'N', s)
        by[s].add(db)
for line in open(log, errors='replace'):
    m = re.match(r'^qakit_([a-z0-9]+?)_\d+_\d+@(LOG|DETAIL|ERROR|STATEMENT|WARNING|HINT|NOTICE|FATAL):\s+(.*)', line)
    if m:
        flush(); db, stmt = None, None
        if m.group(2) == 'LOG':
            s = re.match(r'(?:statement|execute [^:]+): (.*)', m.group(3))
            if s:
                db, stmt = m.group(1), s.group(1)
    elif line.startswith(('\t', ' ')) and stmt is not None:
        stmt += ' ' + line.strip()
    else:
        flush(); db, stmt = None, None
flush()
classes = set().union(*by.values()) if by else set()
only = sorted(s for s, c in by.items() if c <= browser)
print(f"sql-coverage: {len(by)} distinct statements from {len(classes)} classes; browser classes: {', '.join(sorted(browser & classes))}")
print(f"sql-coverage: {len(only)} statement(s) sent only by browser classes")
for s in only:
    print(f"  [{', '.join(sorted(by[s]))}] {s[:300]}")
sys.exit(1 if only else 0)
PY
