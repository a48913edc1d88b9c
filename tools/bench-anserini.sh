#!/usr/bin/env bash
# qakit next to Anserini 1.5.0 on the same corpus, in the same run (docs/benchmarks.md):
#   1. fetches Anserini's fat jar from Maven Central into target/anserini (not a project dependency);
#   2. generates the seeded short-sentence corpus (`qakit bench corpus`) unless it is already there;
#   3. ROUNDS times, alternating qakit and Anserini (A B A B ...): builds an index of the corpus with
#      THREADS threads (wall and CPU seconds, size on disk), then times the 2,000 ARC-Easy-validation
#      queries (BM25 top 10, one at a time, after a warm-up pass) and checks the two systems' hits agree;
#   4. times the ir and pmi solvers over ARC-Easy validation on qakit's index (unless --no-solvers);
#   5. prints a table of medians and qakit/Anserini ratios; raw figures go to WORK/results-LINES.tsv.
# Usage: tools/bench-anserini.sh [--lines N] [--rounds R] [--threads T] [--search-rounds S]
#                                [--work DIR] [--seed S] [--no-solvers] [--report]
# --report prints the table of WORK/results-LINES.tsv again without running anything.
# Defaults: --lines 5000000 --rounds 1 --threads 2 --search-rounds 3 --work target/bench --seed 42.
# Both JVMs get the same options: $BENCH_JAVA_OPTS (default -Xmx6g); qakit runs through its launcher
# ./qakit, as users run it, with the launcher's own choices (the Parallel collector for index build).
# Runs under `nice`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
lines=5000000 rounds=1 threads=2 search_rounds=3 work=target/bench seed=42 solvers=1 report=0
while [ $# -gt 0 ]; do
  case "$1" in
    --lines) lines="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --search-rounds) search_rounds="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --no-solvers) solvers=0; shift ;;
    --report) report=1; shift ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-anserini: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
JAVA_HOME="$(tools/find-jdk.sh)"; export JAVA_HOME
java="$JAVA_HOME/bin/java"
opts=(${BENCH_JAVA_OPTS:--Xmx6g})
anserini=target/anserini/anserini-1.5.0-fatjar.jar
qakit_jar=qakit-app/target/qakit.jar
qakit=(env QAKIT_JAVA_OPTS="${opts[*]}" ./qakit) # as a user runs it: the launcher's JVM choices apply
run() { nice -n 10 "$@"; }
results="$work/results-$lines.tsv"
summary() {
  awk -F'\t' -v rounds="$rounds" '
    function median(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    NR > 1 { k = ($2 == "qakit") ? "q" : "a"; n[k]++; for (c = 4; c <= 11; c++) v[k, c, n[k]] = c == 7 ? $c / 1e6 : $c }
    END {
      split("index wall s|index cpu s|docs/s|index MB|search p50 ms|search p95 ms|search mean ms|queries/s", name, "|")
      printf "%-15s %12s %12s %9s %9s %13s  %s\n", "median of " rounds, "qakit", "anserini", "q/a", "paired", "paired range", "qakit runs; anserini runs"
      for (c = 4; c <= 11; c++) {
        for (s = 1; s <= 2; s++) { k = s == 1 ? "q" : "a"; all[k] = ""; for (i = 1; i <= n[k]; i++) { x[i] = v[k, c, i]; all[k] = all[k] (i > 1 ? " " : "") v[k, c, i] } m[k] = median(x, n[k]) }
        np = 0; lo = ""; hi = ""
        for (i = 1; i <= n["q"] && i <= n["a"]; i++) if (v["a", c, i] > 0) { r[++np] = v["q", c, i] / v["a", c, i]; if (lo == "" || r[np] < lo) lo = r[np]; if (hi == "" || r[np] > hi) hi = r[np] }
        printf "%-15s %12.3f %12.3f %9.3f %9.3f %6.3f-%-6.3f  %s; %s\n", name[c - 3], m["q"], m["a"], m["a"] ? m["q"] / m["a"] : 0, np ? median(r, np) : 0, lo, hi, all["q"], all["a"]
      }
      print "q/a: ratio of the medians; paired: median of the per-round ratios (qakit round i / anserini round i), and their range"
    }' "$results"
}
if [ "$report" = 1 ]; then
  [ -f "$results" ] || { echo "bench-anserini: no $results to report" >&2; exit 1; }
  rounds=$(($(wc -l <"$results") / 2)); summary; exit 0
fi

if [ ! -f "$anserini" ]; then
  echo "fetching Anserini 1.5.0 (fatjar) from Maven Central..." >&2
  ./mvnw -B -q -N dependency:copy -Dartifact=io.anserini:anserini:1.5.0:jar:fatjar -DoutputDirectory=target/anserini >&2
fi
./qakit --version >/dev/null # builds the jar when sources changed
corpus="$work/corpus-$lines-seed$seed"
if [ ! -f "$corpus/corpus.json" ]; then
  run "$java" "${opts[@]}" -jar "$qakit_jar" bench corpus --lines "$lines" --seed "$seed" --files 8 --force -o "$corpus" >&2
fi
parts=("$corpus"/docs/part-*.jsonl)
docs=$(grep -o '"lines" : [0-9]*' "$corpus/corpus.json" | head -1 | grep -o '[0-9]*$')
cat "${parts[@]}" >/dev/null # both systems read it from the page cache
qidx="$work/index-qakit-$lines" aidx="$work/index-anserini-$lines"
timed() { # timed OUTFILE cmd... : wall seconds and user+sys seconds of the command into OUTFILE
  local out="$1"; shift
  local t0 t1; t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$out.cpu" nice -n 10 "$@"
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" '{printf "%.3f %.3f\n", b - a, $1 + $2}' "$out.cpu" >"$out"
}
field() { grep -o "$1=[0-9.]*" | cut -d= -f2; }

bench_qakit() {
  rm -rf "$qidx"
  timed "$work/t" "${qakit[@]}" index build --importer jsonl --lang en --threads "$threads" \
    -o "$qidx" "${parts[@]}" 2>"$work/qakit-index.log" >/dev/null
  local s; s=$(run "${qakit[@]}" bench search "$qidx" --queries "$corpus/queries.txt" -k 10 \
    --rounds "$search_rounds" --run "$work/qakit.run")
  row "$1" qakit "$qidx" "$s"
}
bench_anserini() {
  rm -rf "$aidx"
  timed "$work/t" "$java" "${opts[@]}" -cp "$anserini" io.anserini.index.IndexCollection -collection JsonCollection \
    -input "$corpus/docs" -index "$aidx" -threads "$threads" -storePositions -storeContents -quiet \
    >"$work/anserini-index.log" 2>&1
  local s; s=$(run "$java" "${opts[@]}" -cp "$anserini" tools/anserini/AnseriniSearchBench.java "$aidx" "$corpus/queries.txt" 10 \
    "$search_rounds" "$work/anserini.run" 2>/dev/null)
  row "$1" anserini "$aidx" "$s"
}
row() { # row ROUND SYSTEM INDEX SEARCHLINE
  local wall cpu bytes; read -r wall cpu <"$work/t"
  bytes=$(du -sb "$3" | cut -f1)
  echo -e "$1\t$2\t$docs\t$wall\t$cpu\t$(awk -v d="$docs" -v w="$wall" 'BEGIN{printf "%.0f", d / w}')\t$bytes\t$(echo "$4" | field p50_ms)\t$(echo "$4" | field p95_ms)\t$(echo "$4" | field mean_ms)\t$(echo "$4" | field qps)" >>"$results"
  echo "round $1 $2: $docs docs in $wall s (cpu $cpu s), $bytes bytes; $4" >&2
}

echo -e "round\tsystem\tdocs\tindex_wall_s\tindex_cpu_s\tdocs_per_s\tindex_bytes\tp50_ms\tp95_ms\tmean_ms\tqps" >"$results"
for r in $(seq 1 "$rounds"); do
  bench_qakit "$r"
  bench_anserini "$r"
done
same=$(paste -d' ' <(awk '{print $1, $3}' "$work/qakit.run") <(awk '{print $1, $3}' "$work/anserini.run") | awk '$1 != $3 || $2 != $4' | wc -l)
hits_q=$(wc -l <"$work/qakit.run") hits_a=$(wc -l <"$work/anserini.run")

echo
echo "corpus: $corpus ($docs sentences, sha256 $(grep -o '"sha256" : "[0-9a-f]*"' "$corpus/corpus.json" | tail -1 | cut -d'"' -f4))"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java" -version 2>&1 | head -1); options ${opts[*]}; $threads indexing threads; $rounds round(s), qakit first"
echo "hits: qakit $hits_q, anserini $hits_a lines; $same differ in query or docid at some rank (0 = identical top 10s)"
summary

if [ "$solvers" = 1 ]; then
  for s in ir pmi; do
    run "$java" "${opts[@]}" -jar "$qakit_jar" solve -f arc --input ../shared/data/arc/ARC-Easy-validation.jsonl --solver "$s" \
      --index "$qidx" --threads "$threads" -o "$work/$s.jsonl" 2>&1 | tr '\r' '\n' | grep '^solved' | sed "s/^/qakit $s: /"
  done
fi
echo "raw figures: $results"
