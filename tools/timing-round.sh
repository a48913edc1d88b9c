#!/usr/bin/env bash
# One round of the tests whose outcome could depend on timing or load (README, "Timing-dependent
# tests"), optionally under extra load, with each class's pass/fail counted:
#   tools/timing-round.sh OUT quiet|loaded [h2|pg]
# loaded: `stress --cpu N` (Debian package stress; N = QAKIT_STRESS_CPUS, default 4, 0 when the
# caller loads the machine itself, e.g. with a training run at the same nice level: renice each of
# its threads, /proc/PID/task/*, since `renice -p PID` moves only a JVM's first thread) runs for the round's duration; pg: the classes
# marked @DatabaseTest against a throwaway PostgreSQL (tools/postgres-server.sh) instead of H2.
# Maven and the tests run at nice 19. The Surefire reports are copied to OUT/<module>/ and a line
# per class (tests, failures, errors, seconds, the failed methods) is printed and kept in OUT/summary.txt.
# DurabilityTest runs 10 kill cycles (QAKIT_KILL_CYCLES to change). Extra arguments go to Maven.
set -uo pipefail
out=$(realpath -m "$1"); mode=$2; db=${3:-h2}; shift 2; [ $# -gt 0 ] && shift
cd "$(dirname "${BASH_SOURCE[0]}")/.."
JAVA_HOME="${JAVA_HOME:-$(tools/find-jdk.sh)}"; export JAVA_HOME
SERVE=AuditStatesTest,RecordNumbersTest,SignInThrottlingTest,SessionPurgeTest,ImagePurgeTest,ApiLimitsTest,DurabilityTest
BROWSER=AuditBrowserTest,BrowserFlowTest,CzechUploadBrowserTest,ExchangeBrowserTest,ScenarioBrowserTest,SpanBrowserTest
OTHER=SolveOnSolrCommandTest,KilledRunTest,SourceFetcherTest,AnswererTest,LoadClientTest,ServeBenchmarkTest,EncoderCommandsTest,DataFetchCommandTest
MODULES=SolrFaultTest,OnnxEncoderConcurrencyTest,SessionPoolTest,GcBeforeBackwardTest
tests="$SERVE,$BROWSER,$OTHER,$MODULES"; pl=qakit-app,qakit-solr,qakit-neural,qakit-train; extra=()
if [ "$db" = pg ]; then
  . tools/postgres-server.sh
  postgres_start
  tests="$SERVE"; pl=qakit-app # the browser classes run on H2 only (@BrowserTest, tools/sql-coverage.sh)
  extra+=(-Dgroups=database "-Dqakit.test.postgres=$QAKIT_PG_URL")
fi
rm -rf qakit-*/target/surefire-reports
stress_pid=
if [ "$mode" = loaded ] && [ "${QAKIT_STRESS_CPUS:-4}" -gt 0 ]; then
  command -v stress >/dev/null || { echo "timing-round: no stress (apt-get install stress)" >&2; exit 1; }
  nice -n 19 stress --cpu "${QAKIT_STRESS_CPUS:-4}" >/dev/null 2>&1 & stress_pid=$!
fi
start=$(date +%s)
nice -n 19 ./mvnw -B -q -pl "$pl" -am test -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false -Dmaven.test.failure.ignore=true \
  "-Dqakit.test.killCycles=${QAKIT_KILL_CYCLES:-10}" "${extra[@]}" "$@" > "$out.log" 2>&1
rc=$?
[ -n "$stress_pid" ] && kill "$stress_pid"
mkdir -p "$out"
for m in qakit-*; do [ -d "$m/target/surefire-reports" ] && cp -r "$m/target/surefire-reports" "$out/$m"; done
{
  echo "$(basename "$out") $mode${stress_pid:+ (stress --cpu ${QAKIT_STRESS_CPUS:-4})} $db: maven exit $rc, $(( $(date +%s) - start )) s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  for f in "$out"/*/TEST-*.xml; do
    python3 - "$f" <<'PY'
import sys, xml.etree.ElementTree as ET
r = ET.parse(sys.argv[1]).getroot()
bad = [t.get('name') for t in r.iter('testcase') if t.find('failure') is not None or t.find('error') is not None]
print(f"  {r.get('name').rsplit('.', 1)[-1]}: {r.get('tests')} tests, {r.get('failures')} failed, {r.get('errors')} errors, {float(r.get('time')):.0f} s {' '.join(bad)}")
PY
  done
} | tee "$out/summary.txt"
