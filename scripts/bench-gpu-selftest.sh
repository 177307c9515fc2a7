#!/usr/bin/env bash
# Rehearses .gpu-bench/run.sh here, without a GPU: first that it stops at once with a clear message when
# there is no libcuda, then a whole run against a stand-in libcuda (benches/c/fake_libcuda.c, whose calls
# cost a few ns and do nothing), so every step, the harnesses' argument checks and the report are
# exercised before the one real run on the GPU machine.
#
# The fake run's numbers measure only what each layer adds around a ~2 ns call; BENCHMARKS.md keeps them
# as that ("the wrapper under a microscope"), never as GPU numbers.
#
# Usage: scripts/bench-gpu-selftest.sh     (after scripts/bench-gpu-bundle.sh)
#   PYTHON=/path/to/python  a python3 with cuda.bindings, for the Python step (else that step fails,
#                           which the rehearsal reports and tolerates)
#   KEEP=DIR                keep the fake run's output in DIR
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUNDLE="$ROOT/.gpu-bench"
# The shared cache's copy (scripts/fetch-cuda.sh says where; it fetches it if missing).
INCLUDE="$("$ROOT/scripts/fetch-cuda.sh" cuda-headers/13.0 2>/dev/null | tail -1)/include"
die() { echo "bench-gpu-selftest: error: $*" >&2; exit 1; }
[[ -x "$BUNDLE/run.sh" ]] || die "no $BUNDLE/run.sh: run scripts/bench-gpu-bundle.sh first"
[[ -f "$INCLUDE/cuda.h" ]] || die "no $INCLUDE/cuda.h: run scripts/fetch-cuda.sh first"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail=0

echo "== 1. no libcuda: run.sh must stop at once, exit 2, and say why"
start=$SECONDS
env -u LIBCUDA LD_LIBRARY_PATH=/nonexistent OUT="$tmp/none" bash "$BUNDLE/run.sh" >"$tmp/none.log" 2>&1
rc=$?
cat "$tmp/none.log"
if [[ $rc -eq 2 ]] && grep -q 'no libcuda.so.1' "$tmp/none.log" && (( SECONDS - start < 20 )); then
    echo "ok: exit 2 in $((SECONDS - start)) s"
elif ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1 '; then
    echo "skipped: this machine has a libcuda in ldconfig's cache (rc $rc)"
else
    echo "FAIL: exit $rc"; fail=1
fi

echo "== 2. a whole run against the stand-in libcuda"
mkdir -p "$tmp/fake"
gcc -O2 -Wall -shared -fPIC -o "$tmp/fake/libcuda.so.1" -Wl,-soname,libcuda.so.1 \
    "$ROOT/benches/c/fake_libcuda.c" -I"$INCLUDE" || die "building the fake libcuda failed"
out="${KEEP:-$tmp/out}"
mkdir -p "$out"
LIBCUDA="$tmp/fake/libcuda.so.1" CUDA_INCLUDE="$INCLUDE" OUT="$out" RUNS="${RUNS:-2}" REPS="${REPS:-31}" \
    LOAD_SAMPLES=5 bash "$BUNDLE/run.sh"
rc=$?
echo "run.sh exit status: $rc; files in $out:"
ls -l "$out"
n="$(find "$out" -type f | wc -l)"
[[ $n -le 8 ]] || { echo "FAIL: $n files (at most 8 come back)"; fail=1; }
[[ -s "$out/summary.md" ]] || { echo "FAIL: no summary.md"; fail=1; }
for f in rust.csv c.csv load.csv env.txt log.txt; do
    [[ -s "$out/$f" ]] || { echo "FAIL: no $f"; fail=1; }
done
if [[ ! -s "$out/python.csv" ]]; then
    echo "note: no python.csv (is cuda.bindings importable by ${PYTHON:-python3}?)"
elif [[ $rc -ne 0 ]]; then
    echo "FAIL: run.sh exited $rc"; fail=1
fi
echo "== 3. a driver but no GPU: every step must fail fast, naming cuInit, and run.sh exit 1"
start=$SECONDS
FAKE_CUDA_NO_DEVICE=1 LIBCUDA="$tmp/fake/libcuda.so.1" CUDA_INCLUDE="$INCLUDE" OUT="$tmp/nodev" RUNS=1 \
    LOAD_SAMPLES=2 bash "$BUNDLE/run.sh" >"$tmp/nodev.log" 2>&1
rc=$?
grep -E 'cuInit|CUDA_ERROR_NO_DEVICE|^(ok|FAIL) ' "$tmp/nodev.log" | head -20
if [[ $rc -eq 1 ]] && grep -q 'FAIL  rust run 1' "$tmp/nodev.log" && (( SECONDS - start < 60 )); then
    echo "ok: exit 1 in $((SECONDS - start)) s"
else
    echo "FAIL: exit $rc after $((SECONDS - start)) s"; fail=1
fi

[[ $fail -eq 0 ]] && echo "bench-gpu-selftest: passed" || echo "bench-gpu-selftest: FAILED"
exit "$fail"
