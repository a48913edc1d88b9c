#!/bin/bash
# Reproduces the flaky NaN / non-repeatable weights of the qakit-train tests (see NanRepro.java).
# Usage, from the repository root after `./mvnw -B -q -o -pl qakit-train -am test-compile`:
#   tools/nan-repro/run.sh [RUNS]      (default 16; about 2 s a run)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
java="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java"
cp_file=$(mktemp)
trap 'rm -f "$cp_file"' EXIT
(cd "$root" && ./mvnw -B -q -o -pl qakit-train dependency:build-classpath -Dmdep.outputFile="$cp_file" -Dmdep.includeScope=test >/dev/null)
# the reactor's fresh classes rather than the snapshots in ~/.m2
cp=$(sed -e "s#[^:]*/qakit-core-[^:/]*-tests.jar#$root/qakit-core/target/test-classes#" \
  -e "s#[^:]*/qakit-core-[^:/]*SNAPSHOT.jar#$root/qakit-core/target/classes#" \
  -e "s#[^:]*/qakit-neural-[^:/]*SNAPSHOT.jar#$root/qakit-neural/target/classes#" "$cp_file"):$root/qakit-train/target/classes
"$java" --enable-native-access=ALL-UNNAMED -Dai.djl.offline=true -DDJL_CACHE_DIR="$root/qakit-train/target/djl-cache" \
  -Dslf4j.internal.verbosity=ERROR -cp "$cp" "$root/tools/nan-repro/NanRepro.java" "${1:-16}" "$root/qakit-train"
