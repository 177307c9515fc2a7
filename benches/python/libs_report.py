"""The library table of summary.md, from bin/gpu_libs's and c/libs.c's rows (benches/gpu/run.sh).

Each input line is `variant,row,size,value,tflops`. For the large GEMMs (value: ms per call) each
variant is set against C's row; for the small calls (value: host ns per call) against the `raw` row
(the library's function called through our table, with no ordering around it).

Usage: libs_report.py RUST_CSV [C_CSV]
"""

import sys


def rows(path):
    out = {}
    try:
        with open(path) as f:
            for line in f:
                parts = line.strip().split(",")
                if len(parts) == 5:
                    variant, row, size, value, tflops = parts
                    out[(row, size, variant)] = (float(value), tflops)
    except OSError:
        pass
    return out


def main(argv):
    if not argv:
        sys.exit(__doc__)
    data = rows(argv[0])
    if len(argv) > 1:
        data.update(rows(argv[1]))
    print()
    print("| row | variant | value | TFLOP/s | ratio | against |")
    print("|---|---|---:|---:|---:|---|")
    for row, size in sorted({(r, s) for r, s, _ in data}):
        large = row.startswith("gemm_")
        base = "c" if large else "raw"
        unit = "ms" if large else "ns"
        reference = data.get((row, size, base))
        variants = sorted(v for r, s, v in data if (r, s) == (row, size))
        for variant in variants:
            value, tflops = data[(row, size, variant)]
            ratio = f"{value / reference[0]:.3f}" if reference else "-"
            print(f"| {row} {size} | {variant} | {value:.4g} {unit} | {tflops} | {ratio} | {base} |")


if __name__ == "__main__":
    main(sys.argv[1:])
