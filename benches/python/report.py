#!/usr/bin/env python3
"""Turns the CSVs of .gpu-bench/run.sh into the markdown tables of BENCHMARKS.md.

Each harness run gives one median ns/call per (operation, variant); a cell here is the median of those
over the runs, with the range over the runs. Ratios are to the Rust `pfn` variant (the function pointer
from cuGetProcAddress called directly: the limit), taking for our rows the median over the runs of the
in-process paired ratio (each repetition's time over the same repetition's pfn time), which drift
between runs does not move. C and Python run in processes of their own, so their ratios are of medians.

Usage: report.py --out summary.md [--env env.txt] [--rust rust.csv] [--c c.csv] [--python python.csv]
                 [--load load.csv]
"""

import argparse
import csv
import os
import statistics
import sys

OPS = [
    "cuCtxGetCurrent",
    "cuDeviceGetAttribute",
    "cuStreamQuery",
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "launch+sync",
    "launch 4 buffers",
    "launch 4 buffers from another stream",
    "launch 16 args",
]
# (source, variant, column title)
COLUMNS = [
    ("c", "c", "C, linked"),
    ("c", "c-pfn", "C, cuGetProcAddress"),
    ("rust", "pfn", "Rust, raw pointer (limit)"),
    ("rust", "sys", "ours, `sys`"),
    ("rust", "safe", "ours, safe"),
    ("rust", "cudarc", "cudarc, tracking off"),
    ("rust", "cudarc-ev", "cudarc, tracking on"),
    ("rust", "cudarc-sys", "cudarc `sys`"),
    ("python", "python", "Python cuda.bindings"),
]
LIMIT = 1.02


def read(path):
    if not path or not os.path.exists(path) or os.path.getsize(path) == 0:
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def cell(values):
    if not values:
        return "–"
    m = statistics.median(values)
    if len(values) == 1:
        return f"{m:,.1f}"
    return f"{m:,.1f} ({min(values):,.1f}–{max(values):,.1f})"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--env")
    p.add_argument("--rust")
    p.add_argument("--c")
    p.add_argument("--python")
    p.add_argument("--load")
    a = p.parse_args()

    rows = read(a.rust) + read(a.c) + read(a.python)
    if not rows:
        sys.exit("report.py: no rows in any of the CSVs (did every run fail?)")
    med = {}  # (source, op, variant) -> [median per run]
    paired = {}  # (op, variant) -> [paired ratio per run], rust only
    for r in rows:
        key = (r["source"], r["op"], r["variant"])
        med.setdefault(key, []).append(float(r["median_ns"]))
        if r["source"] == "rust" and r.get("paired_ratio"):
            paired.setdefault((r["op"], r["variant"]), []).append(float(r["paired_ratio"]))
    runs = {(r["source"], r["run"]) for r in rows}
    shown = {(s, v) for s, v, _ in COLUMNS} | {("python", "python-loop")}
    unshown = sorted({(r["source"], r["variant"]) for r in rows} - shown)
    if unshown:
        print("report.py: warning: variants in the CSVs with no column here (add them to COLUMNS): "
              + ", ".join(f"{s}/{v}" for s, v in unshown), file=sys.stderr)

    out = []
    w = out.append
    env = ""
    if a.env and os.path.exists(a.env):
        with open(a.env, errors="replace") as f:
            env = f.read()
    first = lambda prefix: next(
        (l.split(":", 1)[1].strip() for l in env.splitlines() if l.startswith(prefix)), "?"
    )
    gpu = next((l for l in env.splitlines() if "," in l and "NVIDIA" in l and "MiB" not in l), "?")
    cpu = next((l.split(":", 1)[1].strip() for l in env.splitlines() if l.startswith("Model name")), "?")
    w(f"Measured {first('date')} on: {gpu.strip()} | CPU: {cpu} | libcuda: {first('libcuda')}")
    w("")
    counts = ", ".join(
        f"{s}: {len({r for (src, r) in runs if src == s})}" for s in ("rust", "c", "python")
    )
    w(f"Runs per harness: {counts}. Cell: median over the runs of each run's median ns/call (range over "
      "the runs).")
    w("")
    w("### ns per call")
    w("")
    w("| operation | " + " | ".join(t for _, _, t in COLUMNS) + " |")
    w("|---|" + "---:|" * len(COLUMNS))
    for op in OPS:
        w(f"| {op} | " + " | ".join(cell(med.get((s, op, v), [])) for s, v, _ in COLUMNS) + " |")
    loop = med.get(("python", "(bare for loop)", "python-loop"))
    if loop:
        w("")
        w(f"Python's bare `for` loop costs {statistics.median(loop):.1f} ns per iteration, included in its "
          "column.")
    w("")
    w(f"### ratio to the raw pointer (Rust `pfn`); target for ours, safe: ≤ {LIMIT}")
    w("")
    w("| operation | ours, `sys` | ours, safe | within target | cudarc, tracking off | cudarc, tracking on "
      "| cudarc `sys` | C, linked | Python |")
    w("|---|---:|---:|:---:|---:|---:|---:|---:|---:|")
    for op in OPS:
        base = med.get(("rust", op, "pfn"))
        base_m = statistics.median(base) if base else None

        def pr(v):
            x = paired.get((op, v))
            return statistics.median(x) if x else None

        def across(src, v):
            x = med.get((src, op, v))
            return statistics.median(x) / base_m if x and base_m else None

        f = lambda x: "–" if x is None else f"{x:.3f}"
        safe = pr("safe")
        verdict = "–" if safe is None else ("yes" if safe <= LIMIT else "**no**")
        w(f"| {op} | {f(pr('sys'))} | {f(safe)} | {verdict} | {f(pr('cudarc'))} | {f(pr('cudarc-ev'))} | "
          f"{f(pr('cudarc-sys'))} | {f(across('c', 'c'))} | {f(across('python', 'python'))} |")
    load = read(a.load)
    if load:
        ms = [int(r["load_ns"]) / 1e6 for r in load]
        re_ms = [int(r["reopen_ns"]) / 1e6 for r in load]
        w("")
        w("### Driver::load()")
        w("")
        w("| what | median ms | min | max | samples |")
        w("|---|---:|---:|---:|---:|")
        w(f"| first `Driver::load()` in a fresh process: dlopen + every listed symbol "
          f"({load[0]['functions']} functions, {load[0]['missing']} missing) | {statistics.median(ms):.3f} | "
          f"{min(ms):.3f} | {max(ms):.3f} | {len(ms)} |")
        w(f"| symbol resolution alone (library already mapped) | {statistics.median(re_ms):.3f} | "
          f"{min(re_ms):.3f} | {max(re_ms):.3f} | {len(re_ms)} |")
    text = "\n".join(out) + "\n"
    with open(a.out, "w") as fh:
        fh.write(text)
    print(text)


if __name__ == "__main__":
    main()
