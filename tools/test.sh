#!/usr/bin/env bash
# The whole test suite on a fresh machine, set-up included (the README's test command; .ci/run
# calls exactly this):
#   1. picks a JDK 21+ (tools/find-jdk.sh);
#   2. installs the Debian packages the tests use when one is missing (as root, or with sudo):
#      hunspell-cs (Czech lemmas), wordnet-base and dict-gcide (English background knowledge),
#      postgresql (the server tests' second database), chromium and chromium-driver (the browser
#      tests, driven by Selenium);
#   3. checks that the real test data is beside the clone (../shared/data);
#   4. starts a throwaway PostgreSQL cluster (tools/postgres-server.sh) and runs `./mvnw -B -T 2
#      verify` once: H2 for the server tests (modules that do not depend on each other are built and
#      tested side by side, e.g. qakit-lucene beside qakit-neural, -train and -solr; qakit-app's tests
#      in four JVMs, its SolrCloud classes one suite among them; test JVMs compile with C1 only and
#      collect with the serial collector), then, in the
#      same build, the tests marked @DatabaseTest once more against PostgreSQL (qakit-app's profile
#      postgres, reports in qakit-app/target/surefire-reports-postgres), but those marked
#      @BrowserTest, which send no statement the others do not (tools/sql-coverage.sh). The shaded qakit.jar is not
#      built (no test runs it; ./qakit builds it on first use). tools/test-cpu.sh then lists where
#      qakit-app's test time went (TestCpuListener).
# Extra arguments go to Maven (e.g. -o to stay offline).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
JAVA_HOME="$(tools/find-jdk.sh)"
export JAVA_HOME
echo "test: JDK at $JAVA_HOME"
"$JAVA_HOME/bin/java" -version 2>&1 | head -1
missing=()
for p in hunspell-cs wordnet-base dict-gcide postgresql chromium chromium-driver; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "test: installing Debian packages: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "test: need root or sudo to install ${missing[*]} (apt-get install ${missing[*]})" >&2; exit 1; }
    SUDO="sudo"
  fi
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi
if [ ! -d ../shared/data ]; then
  echo "test: the real test data is missing: expected ../shared/data beside the clone ($(cd .. && pwd)/shared/data)." >&2
  echo "test: it holds the datasets listed in docs/datasets/ (each folder's PROVENANCE.md says where it comes from)." >&2
  exit 1
fi
. tools/postgres-server.sh
postgres_start
rm -f qakit-app/target/test-cpu.tsv # TestCpuListener appends; tools/test-cpu.sh reads this run only
start=$(date +%s)
./mvnw -B -T 2 verify -Dqakit.jar.skip=true "-Dqakit.postgres.url=$QAKIT_PG_URL" "$@"
end=$(date +%s)
echo "test: passed in $((end - start)) s (verify with the PostgreSQL pass)"
