#!/usr/bin/env bash
# Builds the GPU benchmark here (release) and bundles everything the GPU machine needs into .gpu-bench/
# (git-ignored), for a machine with the NVIDIA driver, gcc and python3 + cuda.bindings but no Rust:
#
#   .gpu-bench/run.sh               every GPU measurement in one command (benches/gpu/run.sh)
#   .gpu-bench/ab.sh                an A/B of this binary against bin/gpu_overhead_main (see ab.sh)
#   .gpu-bench/bin/gpu_overhead     benches/src/bin/gpu_overhead/: ours, the raw pointer, cudarc
#   .gpu-bench/bin/gpu_modes        benches/src/bin/gpu_modes.rs: readers on N streams, cost per buffer
#   .gpu-bench/bin/gpu_libs         benches/src/bin/gpu_libs.rs: cuBLAS and cuFFT calls, ours, raw, cudarc
#   .gpu-bench/c/libs.c             the same cuBLAS and cuFFT calls from C, compiled there
#   .gpu-bench/bin/function_list    the functions Driver::load() resolves, for c/load.c
#   .gpu-bench/c/overhead.c         compiled there with gcc -O2 against its libcuda
#   .gpu-bench/c/load.c             the C baseline of Driver::load()
#   .gpu-bench/c/floor.c            raw launches plus what the safe layer adds around them, in C
#   .gpu-bench/python/overhead.py   cuda.bindings; report.py makes the tables
#   .gpu-bench/kernels/             empty.ptx, four_args.ptx, sixteen_args.ptx
#   .gpu-bench/include/cuda.h       CUDA 13.0's header, used only if the machine has none
#
# Then, on the GPU machine: carry .gpu-bench and run `bash .gpu-bench/run.sh` (OUT=... for the output
# folder). Rehearse it here first with scripts/bench-gpu-selftest.sh (a stand-in libcuda, no GPU).
#
# Usage: scripts/bench-gpu-bundle.sh    (CARGO_TARGET_DIR is honoured)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUNDLE="$ROOT/.gpu-bench"
PYTHON="${PYTHON:-python3}"
die() { echo "bench-gpu-bundle: error: $*" >&2; exit 1; }
command -v cargo >/dev/null || die "cargo not found"
command -v "$PYTHON" >/dev/null || die "$PYTHON not found"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "bench-gpu-bundle: cargo build --release --bin gpu_overhead (benches/)"
cargo build --release --manifest-path "$ROOT/benches/Cargo.toml" --bin gpu_overhead --bin gpu_modes --bin gpu_libs --bin function_list \
    --message-format=json-render-diagnostics >"$tmp/build.json"
exe="$("$PYTHON" - "$tmp/build.json" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    if line.startswith("{"):
        m = json.loads(line)
        if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "gpu_overhead" and m.get("executable"):
            print(m["executable"])
            break
PY
)"
[[ -n "$exe" && -x "$exe" ]] || die "no gpu_overhead executable in cargo's output"

rm -rf "$BUNDLE"
mkdir -p "$BUNDLE"/{bin,c,python,kernels}
cp "$exe" "$BUNDLE/bin/gpu_overhead"
cp "$(dirname "$exe")/function_list" "$BUNDLE/bin/function_list"
cp "$(dirname "$exe")/gpu_modes" "$BUNDLE/bin/gpu_modes"
cp "$(dirname "$exe")/gpu_libs" "$BUNDLE/bin/gpu_libs"
cp "$ROOT/benches/gpu/run.sh" "$BUNDLE/run.sh"
cp "$ROOT/benches/gpu/ab.sh" "$BUNDLE/ab.sh"
cp "$ROOT/benches/c/overhead.c" "$ROOT/benches/c/load.c" "$ROOT/benches/c/floor.c" "$ROOT/benches/c/libs.c" "$BUNDLE/c/"
cp "$ROOT/benches/python/overhead.py" "$ROOT/benches/python/report.py" "$ROOT/benches/python/libs_report.py" \
    "$BUNDLE/python/"
cp "$ROOT/benches/kernels/empty.ptx" "$ROOT/benches/kernels/four_args.ptx" "$ROOT/tests/kernels/sixteen_args.ptx" "$BUNDLE/kernels/"
chmod +x "$BUNDLE/run.sh" "$BUNDLE/bin/gpu_overhead" "$BUNDLE/bin/gpu_modes" "$BUNDLE/bin/gpu_libs"
header="$("$ROOT/scripts/fetch-cuda.sh" cuda-headers/13.0 2>/dev/null | tail -1)/include/cuda.h"
if [[ -f "$header" ]]; then
    mkdir -p "$BUNDLE/include" && cp "$header" "$BUNDLE/include/"
else
    echo "bench-gpu-bundle: note: $header missing (scripts/fetch-cuda.sh fetches it); run.sh will" \
        "need the GPU machine's own cuda.h"
fi

if command -v objdump >/dev/null; then
    need="$(objdump -T "$BUNDLE/bin/gpu_overhead" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1 || true)"
    echo "bench-gpu-bundle: gpu_overhead needs ${need:-no versioned glibc symbols} (the GPU machine's glibc must be at least that)"
fi
echo "bench-gpu-bundle: $(du -sh "$BUNDLE" | cut -f1) in $BUNDLE:"
(cd "$BUNDLE" && find . -type f | sort | sed 's/^/  /')
echo "bench-gpu-bundle: on the GPU machine, carry .gpu-bench and run: bash .gpu-bench/run.sh"
