#!/usr/bin/env bash
# Where qakit-app's test time went since tools/test.sh last started: target/test-cpu.tsv (written by TestCpuListener,
# a line per class and pass: class, database, wall s, test-JVM CPU s, child-process CPU s) summed per
# pass, then the N classes (default 25) with the most CPU.
#   tools/test-cpu.sh [N]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
f=qakit-app/target/test-cpu.tsv
[ -f "$f" ] || { echo "test-cpu: no $f (run the qakit-app tests first)" >&2; exit 1; }
awk -F'\t' '{w[$2]+=$3; c[$2]+=$4; k[$2]+=$5} END {for (s in w) printf "%-10s wall %7.1f s  JVM CPU %7.1f s  child CPU %7.1f s\n", s, w[s], c[s], k[s]}' "$f"
printf '%-40s %-10s %8s %8s %8s\n' class database wall jvm-cpu child-cpu
awk -F'\t' '{n=split($1, p, "."); printf "%-40s %-10s %8.1f %8.1f %8.1f\t%f\n", p[n], $2, $3, $4, $5, $4 + $5}' "$f" | sort -t$'\t' -k2 -gr | cut -f1 | head -n "${1:-25}"
