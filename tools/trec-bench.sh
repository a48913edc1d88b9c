#!/usr/bin/env bash
# Times `qakit eval trec` against the trec_eval C binary on a generated TREC run of 1,000,000 lines
# (1,000 queries x 1,000 documents, many tied scores) and qrels of 250,000 graded judgments, in
# alternating rounds (qakit first in odd rounds, trec_eval first in even ones), and checks that both
# print the same bytes. The files are deterministic (awk with fixed seeds).
#
# Usage: tools/trec-bench.sh [ROUNDS] [-- eval-trec-arguments...]
#   ROUNDS     rounds of one qakit run and one trec_eval run each (default 5)
#   arguments  default: -m map -m recip_rank -m P.5,10; `--` alone: trec_eval's default set
# Environment:
#   QAKIT      the qakit command (default: the ./qakit launcher, whole process: bash, JVM, flags)
#   TREC_EVAL  the trec_eval binary (default: the Linux build jtreceval 0.0.5 bundles, from ~/.m2)
# Prints each round's wall seconds, CPU seconds (user + sys) and peak resident memory, then the
# median of the per-round ratios qakit / trec_eval with their range, and the load average.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-5}"
[ $# -gt 0 ] && shift
args=(-m map -m recip_rank -m P.5,10)
if [ "${1:-}" = "--" ]; then shift; args=("$@"); fi
dir="${TMPDIR:-/tmp}/qakit-trec-bench-250k"
mkdir -p "$dir"
qakit=(${QAKIT:-"$here/qakit"})
trec_eval="${TREC_EVAL:-}"
if [ -z "$trec_eval" ]; then
  jar="$(ls "$HOME"/.m2/repository/uk/ac/gla/dcs/terrierteam/jtreceval/0.0.5/jtreceval-0.0.5.jar)"
  trec_eval="$dir/trec_eval"
  [ -x "$trec_eval" ] || { unzip -p "$jar" trec_eval-linux-amd64 > "$trec_eval"; chmod +x "$trec_eval"; }
fi
if [ ! -f "$dir/run.txt" ]; then
  awk 'BEGIN { srand(42); for (q = 1; q <= 1000; q++) for (r = 1; r <= 1000; r++)
    printf "%d Q0 doc%d %d %.6f bench\n", q, (r * 37 + q * 11) % 5000, r, 1000 - r + int(rand() * 3) }' > "$dir/run.txt"
  awk 'BEGIN { srand(7); for (q = 1; q <= 1000; q++) for (d = 0; d < 5000; d += 20)
    printf "%d 0 doc%d %d\n", q, d + int(rand() * 20), int(rand() * 4) }' > "$dir/qrels.txt"
fi
"${qakit[@]}" eval trec -m num_q "$dir/qrels.txt" "$dir/run.txt" > /dev/null # builds the jar and the class-data archive if needed
echo "qakit: ${qakit[*]}"
echo "trec_eval: $trec_eval ($("$trec_eval" -v 2>&1 | head -1))"
echo "files: $(wc -l < "$dir/run.txt") run lines, $(wc -l < "$dir/qrels.txt") judgments; arguments: ${args[*]:-(none)}"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
timed() { # name, command...: appends "name wall cpu rss" to $dir/times
  local name="$1"; shift
  /usr/bin/time -f "%e %U %S %M" -o "$dir/time.txt" "$@" "${args[@]}" "$dir/qrels.txt" "$dir/run.txt" > "$dir/out-$name.txt"
  read -r wall user sys rss < "$dir/time.txt"
  echo "$name $wall $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') $rss" >> "$dir/times"
}
: > "$dir/times"
for i in $(seq "$rounds"); do
  if [ $((i % 2)) -eq 1 ]; then timed qakit "${qakit[@]}" eval trec; timed trec_eval "$trec_eval"
  else timed trec_eval "$trec_eval"; timed qakit "${qakit[@]}" eval trec; fi
  cmp -s "$dir/out-qakit.txt" "$dir/out-trec_eval.txt" || { echo "round $i: outputs differ (diff $dir/out-*.txt)" >&2; exit 1; }
  tail -2 "$dir/times" | sort | paste -sd' ' | awk -v i="$i" '{ printf "round %d: qakit wall %.2f s, cpu %.2f s, rss %d MB | trec_eval wall %.2f s, cpu %.2f s, rss %d MB\n", i, $2, $3, $4 / 1024, $6, $7, $8 / 1024 }'
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg); outputs identical in every round"
sort -s -k1,1 "$dir/times" | awk -v n="$rounds" '
  $1 == "qakit" { qw[++a] = $2; qc[a] = $3; qr[a] = $4 } $1 == "trec_eval" { tw[++b] = $2; tc[b] = $3; tr[b] = $4 }
  function report(label, q, t,   i, r, k, j, x) {
    for (i = 1; i <= n; i++) r[i] = q[i] / t[i]
    for (i = 2; i <= n; i++) { x = r[i]; for (j = i - 1; j >= 1 && r[j] > x; j--) r[j + 1] = r[j]; r[j + 1] = x }
    printf "%-8s qakit / trec_eval: median %.2f (range %.2f-%.2f)\n", label, (n % 2 ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2), r[1], r[n]
  }
  END { report("wall", qw, tw); report("cpu", qc, tc); report("peak rss", qr, tr) }'
