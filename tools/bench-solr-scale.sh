#!/usr/bin/env bash
# Issue 10's figures (docs/scale-out.md "Figures"): the embedded index against the in-process
# SolrCloud (ClusterMain: every node in one JVM, on this machine's cores) on `qakit bench corpus`'s
# seeded sentence corpus, then indexing throughput from 1 to 2 to 3 nodes.
#   1. generates target/bench/corpus-LINES-seed42 unless it is there (the corpus of docs/benchmarks.md);
#   2. for each node count K in NODES: a fresh K-node cluster, the first CURVE lines of the corpus
#      as a K shards x 1 replica collection (`qakit index build --backend solr`), timed; then the
#      same lines embedded (`qakit index build --importer jsonl --lang en --threads T`);
#   3. all LINES embedded, then a fresh 3-node cluster and all LINES as 2 shards x 2 replicas, timed;
#      then the first Q queries of queries.txt on both (tools/solr/Compare.java: top-10 lists
#      compared hit for hit, mean and median latency after an untimed warm-up pass).
# Prints a table; raw rows go to target/bench/solr-scale-LINES.tsv. Needs a built tree: qakit-app/target/qakit.jar
# and qakit-solr/target/{classes,test-classes,test-classpath.txt} (./mvnw -o package -DskipTests -pl qakit-app,qakit-solr -am).
# Usage: tools/bench-solr-scale.sh [--lines 5000000] [--curve 500000] [--nodes "1 2 3"] [--queries 500]
#                                  [--threads 2] [--batch 1000] [--no-big] [--no-curve]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
JAVA_HOME="$("$here/tools/find-jdk.sh")"
java="$JAVA_HOME/bin/java"
lines=5000000 curve=500000 nodes="1 2 3" queries=500 threads=2 batch=1000 big=1 docurve=1
while [ $# -gt 0 ]; do
  case "$1" in
    --lines) lines="$2"; shift 2 ;;
    --curve) curve="$2"; shift 2 ;;
    --nodes) nodes="$2"; shift 2 ;;
    --queries) queries="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --batch) batch="$2"; shift 2 ;;
    --no-big) big=0; shift ;;
    --no-curve) docurve=0; shift ;;
    *) echo "unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
jar="$here/qakit-app/target/qakit.jar"
t="$here/qakit-solr/target"
for f in "$jar" "$t/test-classpath.txt" "$t/test-classes"; do
  [ -e "$f" ] || { echo "$f is missing: ./mvnw -o package -DskipTests -pl qakit-app,qakit-solr -am" >&2; exit 1; }
done
mkdir -p target/bench
corpus="target/bench/corpus-$lines-seed42"
if [ ! -f "$corpus/corpus.json" ]; then
  nice "$java" -Xmx4g -jar "$jar" bench corpus --lines "$lines" --seed 42 --files 8 --force -o "$corpus" >&2
fi
parts=("$corpus"/docs/part-*.jsonl)
work="$(mktemp -d -p target/bench solr-scale.XXXX)"
results="target/bench/solr-scale-$lines.tsv"
# a copy of the build, so that rebuilding the tree meanwhile cannot change what runs
mkdir -p "$work/build/solr"
cp "$jar" "$work/build/qakit.jar"; jar="$work/build/qakit.jar"
cp -r "$t/classes" "$t/test-classes" "$t/test-classpath.txt" "$work/build/solr/"; t="$work/build/solr"
cluster="" holder=""
stop_cluster() {
  if [ -n "$holder" ]; then kill "$holder" 2>/dev/null || true; wait "$cluster" 2>/dev/null || true; fi
  cluster="" holder=""
}
trap 'stop_cluster; rm -rf "$work"' EXIT
start_cluster() { # start_cluster N: sets $urls; a second try when the first start fails
  try_cluster "$1" || { cp "$work/cluster.err" "target/bench/cluster-$1-nodes-failed.err" || true; stop_cluster
    echo "the $1-node cluster did not start (target/bench/cluster-$1-nodes-failed.err); trying again" >&2; try_cluster "$1"; } ||
    { echo "the $1-node cluster did not start twice (see $work/cluster.err)" >&2; exit 1; }
}
try_cluster() {
  rm -f "$work/in"; mkfifo "$work/in"
  nice "$java" -Xmx4g -cp "$t/test-classes:$t/classes:$(cat "$t/test-classpath.txt")" org.qakit.solr.ClusterMain "$1" \
    <"$work/in" >"$work/cluster.out" 2>"$work/cluster.err" &
  cluster=$!
  sleep 1000000 >"$work/in" &
  holder=$!
  for _ in $(seq 1 900); do
    grep -qs '^qakit-solr-cluster ' "$work/cluster.out" && break
    kill -0 "$cluster" 2>/dev/null || break
    sleep 1
  done
  urls="$(sed -n 's/^qakit-solr-cluster //p' "$work/cluster.out")"
  [ -n "$urls" ]
}
cpu_of() { awk '{printf "%.1f", ($14 + $15 + $16 + $17) / 100}' "/proc/$1/stat"; } # user+sys of a process and its waited children
load() { cut -d' ' -f1 /proc/loadavg; }
timed() { # timed LABEL DOCS cmd...: one TSV row (label, docs, wall s, client cpu s, cluster cpu s, docs/s, load before, after)
  local label="$1" docs="$2"; shift 2
  local l0 c0 t0 t1; l0=$(load); c0=0; [ -n "$cluster" ] && c0=$(cpu_of "$cluster")
  t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$work/cpu" nice "$@" >"$work/out" 2>&1 || { tail -5 "$work/out" >&2; exit 1; }
  t1=$(date +%s.%N)
  local cc=0; [ -n "$cluster" ] && cc=$(awk -v a="$c0" -v b="$(cpu_of "$cluster")" 'BEGIN{printf "%.1f", b - a}')
  awk -v l="$label" -v d="$docs" -v a="$t0" -v b="$t1" -v cc="$cc" -v l0="$l0" -v l1="$(load)" \
    '{w = b - a; printf "%s\t%d\t%.1f\t%.1f\t%s\t%.0f\t%s\t%s\n", l, d, w, $1 + $2, cc, d / w, l0, l1}' "$work/cpu" | tee -a "$results" >&2
}
echo -e "run\tdocs\twall_s\tclient_cpu_s\tcluster_cpu_s\tdocs_per_s\tload_before\tload_after" >"$results"
echo "# $(date -u +%FT%TZ) $(nproc) cores; $("$java" -version 2>&1 | head -1); corpus $corpus" | tee -a "$results" >&2
cat "${parts[@]}" >/dev/null # every build reads the corpus from the page cache

if [ "$docurve" = 1 ]; then
  { head -q -n "$curve" "${parts[@]}" | head -n "$curve" >"$work/curve.jsonl"; } || true # head closing the pipe early is fine
  n=$(wc -l <"$work/curve.jsonl")
  for k in $nodes; do
    start_cluster "$k"
    timed "solr-$k-nodes-${k}x1" "$n" "$java" -Xmx1g -jar "$jar" index build --backend solr --solr "$urls" --collection curve \
      --shards "$k" --replicas 1 --batch "$batch" --importer jsonl --lang en "$work/curve.jsonl"
    stop_cluster
  done
  timed "embedded-$threads-threads" "$n" "$java" -Xmx4g -jar "$jar" index build --importer jsonl --lang en --threads "$threads" \
    --force -o "$work/embedded-curve" "$work/curve.jsonl"
fi
if [ "$big" = 1 ]; then
  timed "embedded-$threads-threads" "$lines" "$java" -Xmx4g -jar "$jar" index build --importer jsonl --lang en --threads "$threads" \
    --force -o "$work/embedded" "${parts[@]}"
  start_cluster 3
  timed "solr-3-nodes-2x2" "$lines" "$java" -Xmx1g -jar "$jar" index build --backend solr --solr "$urls" --collection big \
    --shards 2 --replicas 2 --batch "$batch" --importer jsonl --lang en "${parts[@]}"
  echo "search: $(nice "$java" -cp "$jar" tools/solr/Compare.java "$work/embedded" "$urls" "$corpus/queries.txt" "$queries" big 2>&1 \
    | grep -v 'WARN\|Vectoriz\|^$' | tee "target/bench/solr-scale-compare-$lines.txt" | tail -1) (load $(load))" | tee -a "$results" >&2
  stop_cluster
  rm -rf "$work/embedded"
fi

echo "rows in $results" >&2
column -t -s $'\t' "$results" | grep -v '^#'
