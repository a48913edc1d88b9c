#!/usr/bin/env bash
# The solvers that read more of an index than its hits (pmi, over a collection's term documents analysed
# here) embedded vs a 3-node in-process SolrCloud (2 shards x 2 replicas), on the same corpus and questions:
# the solving time `qakit run` prints for each, and whether the prediction files are identical.
# Corpora: quartz (quartz-style knowledge, 90 sentences; its 90 dev questions) and wordnet (WordNet's
# 117,659 glosses; the first N ARC-Easy validation questions).
# Needs a built tree (./mvnw -o verify): qakit-app/target/qakit.jar and qakit-solr/target/{classes,
# test-classes,test-classpath.txt}. Usage: tools/bench-solr-pmi.sh [N] (default 50)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAVA_HOME="$("$here/tools/find-jdk.sh")"
java="$JAVA_HOME/bin/java"
n="${1:-50}"
t="$here/qakit-solr/target"
data="$here/../shared/data"
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
qakit() { nice "$java" -jar "$here/qakit-app/target/qakit.jar" "$@"; }
# the solving time qakit prints ("solved N item(s) with S in X s": no JVM start, no index opening)
seconds() { "$@" > "$work/last.out" 2> "$work/last.err" || { cat "$work/last.err" >&2; exit 1; }
  sed -n 's/^solved .* in \([0-9.]*\) s .*/\1/p' "$work/last.err"; }
bench() { # name importer corpus format questions
  local name=$1 importer=$2 corpus=$3 format=$4 questions=$5
  qakit index build --importer "$importer" --lang en -o "$work/$name" "$corpus" 2>&1 | tail -1
  qakit index build --backend solr --solr "$urls" --collection "$name" --shards 2 --replicas 2 \
    --importer "$importer" --lang en "$corpus" 2>&1 | tail -1
  local items; items=$(wc -l < "$questions")
  for solver in pmi; do
    local a b
    a=$(seconds qakit run -f "$format" --input "$questions" --solver "$solver" --index "$work/$name" --json -o "$work/$name-$solver-e.jsonl")
    b=$(seconds qakit run -f "$format" --input "$questions" --solver "$solver" --solr "$urls" --collection "$name" --lang en \
      --json -o "$work/$name-$solver-s.jsonl")
    local same=no; cmp -s "$work/$name-$solver-e.jsonl" "$work/$name-$solver-s.jsonl" && same=yes
    printf '%s\t%s\t%d items\tembedded %.1f s (%.2f items/s)\tsolr %.1f s (%.2f items/s)\tidentical predictions: %s\n' \
      "$name" "$solver" "$items" "$a" "$(echo "$items / $a" | bc -l)" "$b" "$(echo "$items / $b" | bc -l)" "$same"
  done
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
bench quartz quartz-knowledge "$data/quartz-style/knowledge.jsonl" quartz "$data/quartz-style/dev.jsonl"
head -n "$n" "$data/arc/ARC-Easy-validation.jsonl" > "$work/arc.jsonl"
bench wordnet wordnet /usr/share/wordnet arc "$work/arc.jsonl"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
