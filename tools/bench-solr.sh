#!/usr/bin/env bash
# Embedded index vs a 3-node in-process SolrCloud (2 shards x 2 replicas) on the same corpus
# (default: WordNet glosses, English): indexing time of each, then the top-10 hits of the first N
# ARC-Easy validation questions compared list for list (ids, texts, scores) with mean latencies.
# Needs a built tree (./mvnw -o verify, or package + qakit-solr test-compile): qakit-app/target/qakit.jar
# and qakit-solr/target/{classes,test-classes,test-classpath.txt}. Usage: tools/bench-solr.sh [N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAVA_HOME="$("$here/tools/find-jdk.sh")"
java="$JAVA_HOME/bin/java"
n="${1:-500}"
t="$here/qakit-solr/target"
work="$(mktemp -d)"
trap 'kill "$holder" 2>/dev/null || true; wait "$cluster" 2>/dev/null || true; rm -rf "$work"' EXIT
mkfifo "$work/in"
nice "$java" -Xmx1g -cp "$t/test-classes:$t/classes:$(cat "$t/test-classpath.txt")" org.qakit.solr.ClusterMain 3 \
  < "$work/in" > "$work/cluster.out" 2> "$work/cluster.err" &
cluster=$!
sleep 100000 > "$work/in" &
holder=$!
for _ in $(seq 1 300); do grep -qs '^qakit-solr-cluster ' "$work/cluster.out" && break; sleep 1; done
urls="$(sed -n 's/^qakit-solr-cluster //p' "$work/cluster.out")"
[ -n "$urls" ] || { echo "the cluster did not start" >&2; exit 1; }
jar="$here/qakit-app/target/qakit.jar"
nice "$java" -jar "$jar" index build --importer wordnet --lang en -o "$work/embedded" /usr/share/wordnet 2>&1 | tail -1
nice "$java" -jar "$jar" index build --backend solr --solr "$urls" --collection wn --shards 2 --replicas 2 \
  --importer wordnet --lang en /usr/share/wordnet 2>&1 | tail -1
nice "$java" -cp "$jar" "$here/tools/solr/Compare.java" "$work/embedded" "$urls" \
  "$here/../shared/data/arc/ARC-Easy-validation.jsonl" "$n" wn 2>&1 | grep -v 'WARN\|Vectoriz\|^$'
