#!/usr/bin/env bash
# Every GPU measurement of BENCHMARKS.md in one command, on the GPU machine (NVIDIA driver, gcc, python3
# with cuda.bindings; no Rust needed). Made into .gpu-bench/ by scripts/bench-gpu-bundle.sh:
#
#   bash .gpu-bench/run.sh
#
# Steps (about two minutes in all; each has a time limit and the whole a budget, so nothing hangs and
# the command ends within about 6 minutes whatever happens):
#   1. find libcuda.so.1 and cuda.h; compile c/overhead.c against them with gcc -O2 -lcuda
#   2. Driver::load() in 20 fresh processes            bin/gpu_overhead --load-times 20
#      and its C baseline, the same list               c/load.c (dlopen + cuGetProcAddress), 20 processes
#   3. RUNS (default 5) rounds of, in turn:            bin/gpu_overhead    (ours, the raw pointer, cudarc)
#                                                      overhead            (C: linked, and cuGetProcAddress)
#                                                      python/overhead.py  (cuda.bindings)
#      then c/floor.c once: cuCtxGetCurrent and locked instructions around raw launches (floor.txt)
#      and bin/gpu_modes once: N streams reading one buffer, and the cost per buffer a use orders
#      (its two tables go at the end of summary.md)
#      and bin/gpu_libs and c/libs.c once: cuBLAS GEMMs (8192^3 bf16 and f32, against C) and the host
#      cost of a 64^3 GEMM and a 256-point FFT (ours, the raw call, cudarc), python/libs_report.py's
#      table at the end of summary.md
#   4. python/report.py: the tables for BENCHMARKS.md
#
# Files written to $OUT (default: .gpu-bench/out), eight in all:
#   summary.md   the tables to paste into BENCHMARKS.md (bin/gpu_modes's two at its end)
#   floor.txt    c/floor.c's table
#   log.txt      everything every step printed
#   env.txt      GPU, driver, clocks, CPU, compilers
#   rust.csv  c.csv  python.csv  load.csv    the raw numbers, one row per (run, operation, variant)
#
# Settings (environment): OUT; RUNS (5); REPS (101 repetitions a run); LOAD_SAMPLES (20);
# LIBCUDA (path of libcuda.so.1, else searched); CUDA_INCLUDE (folder with cuda.h, else searched, then the
# bundled copy); PYTHON (python3); STEP_TIMEOUT (seconds per step, 120); BUDGET (seconds for all, 330:
# steps that would start later are skipped, the report still runs).
# Exit status: 0 when every step ran; 2 when this is not a GPU machine (no libcuda); 1 when a step failed.
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="${OUT:-$HERE/out}"
RUNS="${RUNS:-5}"
REPS="${REPS:-101}"
LOAD_SAMPLES="${LOAD_SAMPLES:-20}"
PYTHON="${PYTHON:-python3}"
STEP_TIMEOUT="${STEP_TIMEOUT:-120}"
BUDGET="${BUDGET:-330}"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
LOG="$OUT/log.txt"
: >"$LOG"
FAILED=0
SUMMARY=()

say() { echo "run.sh: $*" | tee -a "$LOG"; }

# step NAME COMMAND...: runs COMMAND with a time limit (STEP_TIMEOUT, or what is left of BUDGET), its
# output appended to log.txt (and shown). A step that no longer fits in BUDGET is skipped.
step() {
    local name="$1"; shift
    local left=$((BUDGET - SECONDS)) limit="$STEP_TIMEOUT"
    if (( left < 15 )); then
        say "skipping $name: the ${BUDGET}s budget is spent"
        SUMMARY+=("SKIP  $name (budget of ${BUDGET}s spent)")
        return 0
    fi
    (( left < limit )) && limit=$left
    echo "== $name: $*" | tee -a "$LOG"
    timeout --kill-after=5 "$limit" "$@" 2>&1 | tee -a "$LOG"
    local rc=${PIPESTATUS[0]}
    if [[ $rc -eq 0 ]]; then
        SUMMARY+=("ok    $name")
    else
        FAILED=1
        [[ $rc -eq 124 || $rc -eq 137 ]] && SUMMARY+=("FAIL  $name (timed out after ${limit}s)") \
            || SUMMARY+=("FAIL  $name (exit $rc)")
    fi
    return "$rc"
}

# --- 1. libcuda, cuda.h, the C harness --------------------------------------------------------------
find_libcuda() {
    if [[ -n "${LIBCUDA:-}" ]]; then echo "$LIBCUDA"; return; fi
    local p
    p="$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 .*x86-64/ {print $NF; exit}')"
    [[ -z "$p" ]] && p="$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 / {print $NF; exit}')"
    if [[ -n "$p" && -e "$p" ]]; then echo "$p"; return; fi
    local d
    for d in ${LD_LIBRARY_PATH//:/ } /usr/local/nvidia/lib64 /usr/local/nvidia/lib /usr/lib/x86_64-linux-gnu \
        /usr/lib64 /usr/lib /usr/local/cuda/compat /usr/local/cuda/lib64; do
        if [[ -e "$d/libcuda.so.1" ]]; then echo "$d/libcuda.so.1"; return; fi
    done
}

find_include() {
    local d nvcc
    nvcc="$(command -v nvcc 2>/dev/null || true)"
    for d in "${CUDA_INCLUDE:-}" /usr/local/cuda/include "${CUDA_HOME:-/nonexistent}/include" \
        "${CUDA_PATH:-/nonexistent}/include" ${nvcc:+"$(dirname "$nvcc")/../include"} /usr/include \
        "$HERE/include"; do
        if [[ -n "$d" && -f "$d/cuda.h" ]]; then echo "$d"; return; fi
    done
}

LIBCUDA_PATH="$(find_libcuda)"
if [[ -z "$LIBCUDA_PATH" ]]; then
    say "error: no libcuda.so.1 (ldconfig -p, LD_LIBRARY_PATH, /usr/local/nvidia/lib64, /usr/lib/x86_64-linux-gnu," \
        "/usr/lib64, /usr/local/cuda/compat): run this on the GPU machine, or set LIBCUDA=/path/to/libcuda.so.1"
    exit 2
fi
LIBCUDA_DIR="$(dirname "$LIBCUDA_PATH")"
export LD_LIBRARY_PATH="$LIBCUDA_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# Our loader and cudarc search by name; point ours at the same file explicitly.
export CUDA_DRIVER_LIBRARY="$LIBCUDA_PATH"
INCLUDE="$(find_include)"
say "libcuda: $LIBCUDA_PATH; cuda.h: ${INCLUDE:-none found}"

{
    echo "date: $(date -u +%FT%TZ)"
    echo "host: $(uname -a)"
    echo "libcuda: $LIBCUDA_PATH -> $(readlink -f "$LIBCUDA_PATH")"
    echo "cuda.h: ${INCLUDE:-none} ($(grep -m1 '#define CUDA_VERSION' "${INCLUDE:-/dev/null}/cuda.h" 2>/dev/null))"
    command -v nvidia-smi >/dev/null && nvidia-smi
    command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,persistence_mode,clocks.sm,clocks.max.sm,clocks.mem,pstate --format=csv
    lscpu 2>/dev/null | grep -E 'Model name|^CPU\(s\)|MHz|NUMA node0'
    echo "cpus allowed: $(nproc)"
    gcc --version | head -1
    ldd --version 2>&1 | head -1
    "$PYTHON" -c 'import sys; print("python", sys.version.split()[0])'
    "$PYTHON" -c 'import cuda.bindings as b; print("cuda.bindings", getattr(b, "__version__", "?"))' 2>&1
    ls -l "$HERE/bin"
} >"$OUT/env.txt" 2>&1

C_BIN="$WORK/overhead"
if [[ -z "$INCLUDE" ]]; then
    say "error: no cuda.h (CUDA_INCLUDE, /usr/local/cuda/include, CUDA_HOME, nvcc's folder, the bundled include/)"
    SUMMARY+=("FAIL  c build (no cuda.h)")
    FAILED=1
    C_BIN=""
elif ! step "c build" gcc -O2 -std=c11 -Wall -o "$C_BIN" "$HERE/c/overhead.c" -I"$INCLUDE" \
        "$LIBCUDA_PATH" -Wl,-rpath,"$LIBCUDA_DIR"; then
    C_BIN=""
fi

# --- 2. Driver::load() --------------------------------------------------------------------------------
step "load" "$HERE/bin/gpu_overhead" --load-times "$LOAD_SAMPLES" --csv "$OUT/load.csv"
# The C baseline: the same functions (bin/function_list), at the same versions, dlopen + cuGetProcAddress.
# Without the list there is no baseline: a failure, said in the summary, not a step quietly left out.
if "$HERE/bin/function_list" >"$WORK/functions.txt" 2>>"$LOG" && [[ -s "$WORK/functions.txt" ]]; then
    step "c load build" gcc -O2 -Wall -o "$WORK/load" "$HERE/c/load.c" -ldl &&
        step "c load" "$WORK/load" "$WORK/functions.txt" "$LIBCUDA_PATH" "$LOAD_SAMPLES"
else
    say "error: bin/function_list failed or listed nothing: no C load baseline"
    SUMMARY+=("FAIL  c load (bin/function_list failed or listed nothing)")
    FAILED=1
fi

# --- 3. the overhead runs, interleaved --------------------------------------------------------------
for r in $(seq 1 "$RUNS"); do
    step "rust run $r" "$HERE/bin/gpu_overhead" --run "$r" --reps "$REPS" --csv "$WORK/rust-$r.csv"
    if [[ -n "$C_BIN" ]]; then
        step "c run $r" "$C_BIN" "$HERE/kernels" --run "$r" --reps "$REPS" --csv "$WORK/c-$r.csv"
    fi
    step "python run $r" "$PYTHON" "$HERE/python/overhead.py" "$HERE/kernels" --run "$r" --reps "$REPS" \
        --csv "$WORK/python-$r.csv"
done

# One CSV per source, the header once.
for src in rust c python; do
    files=("$WORK/$src"-*.csv)
    [[ -e "${files[0]}" ]] || continue
    { head -1 "${files[0]}"; for f in "${files[@]}"; do tail -n +2 "$f"; done; } >"$OUT/$src.csv"
done

# --- 3b. the floor: what the raw driver calls the safe layer must make cost, in C (c/floor.c) -----
if [[ -n "$INCLUDE" ]] && step "c floor build" gcc -O2 -std=c11 -Wall -o "$WORK/floor" "$HERE/c/floor.c" \
        -I"$INCLUDE" "$LIBCUDA_PATH" -Wl,-rpath,"$LIBCUDA_DIR"; then
    step "c floor" bash -o pipefail -c '"$0" "$1" --reps "$2" | tee "$3"' "$WORK/floor" "$HERE/kernels" \
        "$REPS" "$OUT/floor.txt"
fi

# --- 3c. uses with modes: readers on N streams, and the cost per buffer (bin/gpu_modes) ----------------
step "modes" bash -o pipefail -c '"$0" | tee "$1"' "$HERE/bin/gpu_modes" "$WORK/modes.md"

# --- 3d. the libraries: a GEMM and an FFT from Rust (bin/gpu_libs) and from C (c/libs.c) ---------------
# cuBLAS's and cuFFT's headers and libraries: the toolkit's, else NVIDIA's wheels in python3's
# site-packages (the GPU machine's image has them); cudarc finds its libraries through LD_LIBRARY_PATH.
LIBS_DIRS="$("$PYTHON" - <<'PY' 2>/dev/null
import glob, os, site, sys
roots = [p for p in sys.path if p.endswith("-packages")] + site.getsitepackages()
for lib in ("libcublas.so.*", "libcufft.so.*"):
    hits = sorted(h for r in roots for h in glob.glob(os.path.join(r, "nvidia", "*", "lib", lib)))
    if hits:
        print(os.path.dirname(hits[0]), os.path.basename(hits[0]))
PY
)"
LIBS_INCLUDE=() LIBS_LINK=()
while read -r dir name; do
    [[ -n "$dir" ]] || continue
    LIBS_INCLUDE+=(-I"$dir/../include") LIBS_LINK+=("$dir/$name" -Wl,-rpath,"$dir")
    export LD_LIBRARY_PATH="$dir:$LD_LIBRARY_PATH"
done <<<"$LIBS_DIRS"
if [[ -f /usr/local/cuda/include/cublas_v2.h && ${#LIBS_LINK[@]} -eq 0 ]]; then
    LIBS_INCLUDE=(-I/usr/local/cuda/include) LIBS_LINK=(-L/usr/local/cuda/lib64 -lcublas -lcufft
        -Wl,-rpath,/usr/local/cuda/lib64)
fi
if [[ ${#LIBS_LINK[@]} -eq 0 ]]; then
    say "libraries: no cuBLAS and cuFFT (toolkit or wheels): the library rows are not measured"
    SUMMARY+=("SKIP  libs (no cuBLAS and cuFFT on this machine)")
else
    say "libraries: ${LIBS_LINK[*]}"
    step "libs rust" bash -o pipefail -c '"$0" | tee "$1"' "$HERE/bin/gpu_libs" "$WORK/libs-rust.csv"
    if [[ -n "$INCLUDE" ]] && step "libs c build" gcc -O2 -std=c11 -Wall -o "$WORK/libs" "$HERE/c/libs.c" \
            -I"$INCLUDE" "${LIBS_INCLUDE[@]}" "$LIBCUDA_PATH" "${LIBS_LINK[@]}" -Wl,-rpath,"$LIBCUDA_DIR"; then
        step "libs c" bash -o pipefail -c '"$0" | tee "$1"' "$WORK/libs" "$WORK/libs-c.csv"
    fi
fi

# --- 4. the report ------------------------------------------------------------------------------------
BUDGET=$((BUDGET + 30)) step "report" "$PYTHON" "$HERE/python/report.py" --out "$OUT/summary.md" --env "$OUT/env.txt" \
    --rust "$OUT/rust.csv" --c "$OUT/c.csv" --python "$OUT/python.csv" --load "$OUT/load.csv"

if [[ -s "$WORK/libs-rust.csv" ]]; then
    { echo; echo "# Libraries (bin/gpu_libs, c/libs.c; ms per call for the large GEMMs, host ns per call"
      echo "# for the small ones; each ratio against the raw call from Rust, and the large ones against C)"
      "$PYTHON" "$HERE/python/libs_report.py" "$WORK/libs-rust.csv" "$WORK/libs-c.csv"; } >>"$OUT/summary.md"
fi
if [[ -s "$WORK/modes.md" ]]; then
    { echo; echo "# Uses with modes (bin/gpu_modes)"; cat "$WORK/modes.md"; } >>"$OUT/summary.md"
fi

{
    echo "== summary (files in $OUT)"
    printf '%s\n' "${SUMMARY[@]}"
} | tee -a "$LOG"
exit "$FAILED"
