#!/usr/bin/env bash
# The knowledge-base scale measurement of docs/kbqa.md: a synthetic NLPCC-shaped knowledge base of
# N triples (default 43,000,000, the size of the NLPCC 2016 KBQA base) is generated, stored with a
# bounded heap on 2 threads, and the store and the kbqa solver are timed on questions pointing into
# it. Everything is written under WORK (default /tmp/qakit-kb-scale) and deleted at the end unless
# KEEP=1. Run it on an otherwise quiet machine; here it ran with `nice` beside other work.
#
#   tools/kb-scale.sh [TRIPLES] [WORK]
set -euo pipefail
triples=${1:-43000000}
work=${2:-/tmp/qakit-kb-scale}
heap=${HEAP:--Xmx4g}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$work"
cd "$root"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/{print $2}') GiB RAM"
echo "java: $("$(./tools/find-jdk.sh)/bin/java" -version 2>&1 | head -1)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

./qakit kb generate --triples "$triples" --seed 2016 -o "$work/kb.txt" --questions 2000 --questions-output "$work/questions.txt"

/usr/bin/time -v -o "$work/build.time" env QAKIT_JAVA_OPTS="$heap -Xlog:gc:file=$work/gc.log" \
  ./qakit kb build -f nlpcc-kbqa --threads 2 -o "$work/store" "$work/kb.txt" 2> >(tr '\r' '\n' | grep -v -E '^[0-9,]+ triples, |^\[' >&2)
grep -E 'Elapsed|Maximum resident|Percent of CPU|User time|System time' "$work/build.time"
# heap occupancy before and after each collection, in MB, from the unified GC log
grep -o '[0-9]*M->[0-9]*M([0-9]*M)' "$work/gc.log" | awk -F'M->|M\\(|M\\)' \
  '{ if ($1 > before) before = $1; if ($2 > after) after = $2; cap = $3 } END { print "heap: max occupancy before a GC " before " MB, max after a GC " after " MB, heap capacity " cap " MB" }'
./qakit kb stats "$work/store"
du -sh "$work/store"

QAKIT_JAVA_OPTS="$heap" ./qakit bench kb --kb "$work/store" --questions "$work/questions.txt"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "${KEEP:-0}" != 1 ]; then
  rm -rf "$work"
fi
