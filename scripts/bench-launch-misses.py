#!/usr/bin/env python3
"""The cache lines a launch of the safe layer touches beyond the raw pointer's, counted without a GPU.

On a GPU machine a launch's driver call evicts much of the CPU's first-level caches, so every line of
code and data the safe layer touches around it is fetched again at each launch: that, more than the
instructions it runs, is the safe layer's cost on the launch rows (BENCHMARKS.md, "Cache lines per
launch"). This script counts those lines deterministically: it runs benches' gpu_overhead against the
stand-in libcuda (benches/c/fake_libcuda.c), told to evict the caches at each launch as a driver does
(FAKE_CUDA_LAUNCH_TOUCH_KB=64 writes 64 KiB, FAKE_CUDA_LAUNCH_CODE=1 runs 48 KiB of no-ops), under
valgrind's callgrind with its cache simulation (32 KiB L1i, 48 KiB L1d, as the GPU machines' Xeons), and
collects only inside one measured loop (--toggle-collect). Each row runs twice, with 200 and with 100
launches a batch; the difference over the extra launches is exact. How many batches ran (2 repetitions
and the binary's warm-ups) is read from the binary's own report, never assumed.

A proxy, not a timing: which lines miss on a real driver depends on what it touches. It ranks changes
before the GPU measures them.

Usage: scripts/bench-launch-misses.py [ROW ...]      ROW: launch ex bufs4 other args16 (default: all)
  BIN=path   the gpu_overhead binary (default: benches/target/release/gpu_overhead, built if missing)
Needs gcc, valgrind and the CUDA headers (scripts/fetch-cuda.sh).
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = {
    'launch': ('cuLaunchKernel', 'launch'),
    'ex': ('cuLaunchKernelEx', 'launch_ex'),
    'bufs4': ('launch 4 buffers', 'bufs4'),
    'other': ('launch 4 buffers from another stream', 'bufs4_other'),
    'args16': ('launch 16 args', 'args16'),
}
EVENTS = ('Ir', 'I1mr', 'D1mr', 'D1mw')


def die(message):
    sys.exit(f'bench-launch-misses: {message}')


def stand_in(tmp):
    include = os.path.join(ROOT, '.cache', 'cuda-headers', '13.0', 'include')
    if not os.path.exists(os.path.join(include, 'cuda.h')):
        die(f'no cuda.h under {include}: run scripts/fetch-cuda.sh first')
    out = os.path.join(tmp, 'libcuda.so.1')
    subprocess.run(['gcc', '-O2', '-shared', '-fPIC', '-o', out, '-Wl,-soname,libcuda.so.1',
                    os.path.join(ROOT, 'benches', 'c', 'fake_libcuda.c'), f'-I{include}'], check=True)
    return tmp


def counts(binary, lib, op, loop, launches):
    env = dict(os.environ, FAKE_CUDA_LAUNCH_CODE='1', FAKE_CUDA_LAUNCH_TOUCH_KB='64', LD_LIBRARY_PATH=lib)
    with tempfile.TemporaryDirectory() as t:
        out = os.path.join(t, 'callgrind.out')
        run = subprocess.run(['valgrind', '--tool=callgrind', '--cache-sim=yes', '--I1=32768,8,64',
                        '--D1=49152,12,64', '--LL=2097152,16,64', f'--toggle-collect=*::{loop}',
                        f'--callgrind-out-file={out}', binary, '--reps', '2', '--launches', str(launches),
                        '--ops', op], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       check=True, text=True)
        names, values = [], []
        with open(out) as f:
            for line in f:
                if line.startswith('events:'):
                    names = line.split()[1:]
                elif line.startswith('summary:'):
                    values = [int(v) for v in line.split()[1:]]
        found = dict(zip(names, values))
        return {e: found.get(e, 0) for e in EVENTS}, batches(run.stdout)


def batches(report):
    """How many batches of the measured loop a run made: its repetitions and its warm-ups, from the line
    gpu_overhead prints (`run 1: 2 repetitions (after 3 warm-up) in ...`)."""
    found = re.search(r'^run \S+: (\d+) repetitions \(after (\d+) warm-up\)', report, re.M)
    if not found:
        die(f'gpu_overhead did not say how many batches it ran; its output:\n{report}')
    return int(found.group(1)) + int(found.group(2))


def per_launch(binary, lib, op, loop):
    (small, n_small), (large, n_large) = (counts(binary, lib, op, loop, 100),
                                          counts(binary, lib, op, loop, 200))
    if n_small != n_large:
        die(f'the two runs made {n_small} and {n_large} batches')
    extra = n_large * (200 - 100)
    return {e: (large[e] - small[e]) / extra for e in EVENTS}


def main():
    rows = sys.argv[1:] or list(ROWS)
    for r in rows:
        if r not in ROWS:
            die(f'unknown row {r!r}; rows: {" ".join(ROWS)}')
    binary = os.environ.get('BIN', os.path.join(ROOT, 'benches', 'target', 'release', 'gpu_overhead'))
    if not os.path.exists(binary):
        subprocess.run(['cargo', 'build', '--release', '--manifest-path',
                        os.path.join(ROOT, 'benches', 'Cargo.toml'), '--bin', 'gpu_overhead'], check=True)
    with tempfile.TemporaryDirectory() as tmp:
        lib = stand_in(tmp)
        print('per launch, inside the measured loop (callgrind, stand-in libcuda evicting L1 at each launch)')
        print(f"{'row':8} {'variant':7} {'instr':>7} {'I1 miss':>8} {'D1r miss':>9} {'D1w miss':>9} {'lines':>6}")
        for r in rows:
            op, base = ROWS[r]
            got = {v: per_launch(binary, lib, op, f'{base}_{v}') for v in ('safe', 'pfn')}
            got['extra'] = {e: got['safe'][e] - got['pfn'][e] for e in EVENTS}
            for v, c in got.items():
                lines = c['I1mr'] + c['D1mr'] + c['D1mw']
                print(f"{r:8} {v:7} {c['Ir']:7.0f} {c['I1mr']:8.1f} {c['D1mr']:9.1f} {c['D1mw']:9.1f} {lines:6.1f}")


if __name__ == '__main__':
    main()
