#!/usr/bin/env bash
# Times the whole test suite (tools/test.sh -o) at two commits, alternating, so that both see the same
# machine: each commit in a clone of its own under a temp folder with ../shared beside it, cleaned
# (git clean -fdx) before every run. Prints wall and busy CPU seconds (from /proc/stat, the whole
# machine: keep it otherwise quiet) per run, and keeps each run's log and qakit-app/target/test-cpu.tsv
# (per-class CPU, TestCpuListener) in the temp folder.
#   tools/test-ab.sh REV_BEFORE REV_AFTER [ROUNDS]     (default 2 rounds)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ $# -ge 2 ] || { echo "usage: tools/test-ab.sh REV_BEFORE REV_AFTER [ROUNDS]" >&2; exit 2; }
repo=$(pwd)
shared=$(cd .. && pwd)/shared
[ -d "$shared/data" ] || { echo "test-ab: expected the real test data in $shared/data" >&2; exit 1; }
out=$(mktemp -d /tmp/qakit-ab.XXXX)
for side in A B; do
  rev=$([ $side = A ] && echo "$1" || echo "$2")
  mkdir -p "$out/$side"
  ln -s "$shared" "$out/$side/shared"
  git clone -q "$repo" "$out/$side/qakit"
  git -C "$out/$side/qakit" checkout -q "$rev"
done
busy() { awk '/^cpu /{s=0; for (i = 2; i <= 11; i++) s += $i; print s - $5 - $6}' /proc/stat; }
echo "test-ab: A = $1, B = $2, logs in $out"
for round in $(seq 1 "${3:-2}"); do
  for side in A B; do
    d="$out/$side/qakit"
    git -C "$d" clean -qfdx
    c0=$(busy); t0=$(date +%s)
    if (cd "$d" && tools/test.sh -o > "$out/$side/run-$round.log" 2>&1); then rc=0; else rc=$?; fi
    t1=$(date +%s); c1=$(busy)
    cp "$d/qakit-app/target/test-cpu.tsv" "$out/$side/test-cpu-$round.tsv" 2>/dev/null || true
    printf 'round %d %s rc %d wall %d s busy CPU %.1f s\n' "$round" "$side" "$rc" $((t1 - t0)) "$(echo "($c1 - $c0) / $(getconf CLK_TCK)" | bc -l)"
  done
done
