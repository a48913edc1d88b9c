#!/usr/bin/env python3
"""CPU seconds per thread of a command, grouped by thread name (docs/benchmarks.md, issue 22).

Usage: tools/thread-cpu.py COMMAND [ARGS...]
Runs COMMAND, reads /proc/PID/task/*/stat every 0.2 s, and at its exit prints to stderr the user +
system seconds of its threads grouped by name (trailing digits folded: "GC Thread#"). A thread
that ends between two reads loses at most its last 0.2 s; threads of child processes are not seen,
so give the java command itself, not a wrapper script that forks it.
"""
import os, sys, subprocess, time, collections, re
tick = os.sysconf('SC_CLK_TCK')
p = subprocess.Popen(sys.argv[1:])
last = {}
def poll():
    try:
        for tid in os.listdir(f'/proc/{p.pid}/task'):
            try:
                s = open(f'/proc/{p.pid}/task/{tid}/stat').read()
            except OSError:
                continue
            name = s[s.index('(')+1:s.rindex(')')]
            f = s[s.rindex(')')+2:].split()
            last[tid] = (name, (int(f[11]) + int(f[12])) / tick)
    except OSError:
        pass
while p.poll() is None:
    poll(); time.sleep(0.2)
g = collections.Counter()
for name, cpu in last.values():
    g[re.sub(r'\d+$', '#', name)] += cpu
tot = sum(g.values())
print(f'threads total {tot:.1f} s (ended threads after last poll are missed)', file=sys.stderr)
for k, v in g.most_common(): print(f'  {v:7.2f}  {k}', file=sys.stderr)
