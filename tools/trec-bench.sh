#!/usr/bin/env bash
# Times `qakit eval trec` on a generated TREC run of 1,000,000 lines (1,000 queries x 1,000
# documents, tied scores) and qrels of 200,000 graded judgments. The files are deterministic
# (awk with fixed seeds). Usage: tools/trec-bench.sh [JAR] [RUNS] [-- eval-trec-arguments...]
# JAR defaults to qakit-app/target/qakit.jar; RUNS (default 3) repetitions; the arguments default
# to the measures every qakit version knows (-m num_q ... -m P; `-- -m official` for the default
# set, `-- -q` for it per query). Prints wall and CPU seconds per run.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="${1:-$here/qakit-app/target/qakit.jar}"
runs="${2:-3}"
shift $(( $# > 2 ? 2 : $# ))
[ "${1:-}" = "--" ] && shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(-m num_q -m num_ret -m num_rel -m num_rel_ret -m map -m recip_rank -m P)
java="$("$here/tools/find-jdk.sh")/bin/java"
dir="${TMPDIR:-/tmp}/qakit-trec-bench"
mkdir -p "$dir"
if [ ! -f "$dir/run.txt" ]; then
  awk 'BEGIN { srand(42); for (q = 1; q <= 1000; q++) for (r = 1; r <= 1000; r++)
    printf "%d Q0 doc%d %d %.6f bench\n", q, (r * 37 + q * 11) % 5000, r, 1000 - r + int(rand() * 3) }' > "$dir/run.txt"
  awk 'BEGIN { srand(7); for (q = 1; q <= 1000; q++) for (d = 0; d < 5000; d += 25)
    printf "%d 0 doc%d %d\n", q, d + int(rand() * 25), int(rand() * 4) }' > "$dir/qrels.txt"
fi
for i in $(seq "$runs"); do
  /usr/bin/time -f "wall %e s, cpu %U+%S s, max rss %M KB" "$java" -jar "$jar" eval trec "${args[@]}" \
    "$dir/qrels.txt" "$dir/run.txt" > "$dir/out.txt"
done
head -3 "$dir/out.txt"
