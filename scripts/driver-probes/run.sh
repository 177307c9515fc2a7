#!/bin/bash
# Driver probes in C: what the CUDA driver itself does, without our crates in the way. Run on a GPU
# machine (nvcc and gcc, cuda.h under /usr/local/cuda/include); each prints one RESULT line per case.
#
#   sticky.c  after a kernel fault (700), can anything in the same process start again? (primary
#             context release + reset + retain, cuCtxCreate): the safe layer's documented recovery
#             follows from what it answers.
#   race.c    another thread begins and ends captures of a stream over and over while this one calls
#             the driver on the stream (op 0 launch, 1 cuStreamQuery, 2 cuStreamSynchronize,
#             3 cuEventRecord, 4 cuMemsetD32Async), with (locked=1) or without a lock keeping the
#             capture transitions apart: why the safe layer captures only on streams it makes for the
#             capture (`cuda-driver/src/safe/graph/capture.rs`), which no other code can name meanwhile.
#
# Usage: bash scripts/driver-probes/run.sh [out-dir]   (logs: sticky.log, race.log)
set -u
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/out}"
mkdir -p "$out" && cd "$out" || exit 1
export PATH=/usr/local/cuda/bin:$PATH
inc=/usr/local/cuda/include
lib="-L/usr/local/cuda/lib64/stubs -lcuda"
nvcc -ptx -arch=sm_90 "$here/kernels.cu" -o kernels.ptx || exit 1
for p in sticky race; do
    gcc -O1 -g -rdynamic -I"$inc" "$here/$p.c" -o "$p" $lib -lpthread || exit 1
done
./sticky kernels.ptx > sticky.log 2>&1; echo "sticky rc=$?" >> sticky.log
: > race.log
for op in 0 1 2 3 4; do for locked in 0 1; do for run in 1 2 3 4; do
    timeout 60 ./race kernels.ptx 0 "$locked" 1 "$op" > one.log 2>&1
    rc=$?
    crash=$(grep -c "signal" one.log)
    echo "op=$op locked=$locked run=$run rc=$rc crashed=$crash $(grep RESULT one.log)" >> race.log
done; done; done
rm -f one.log
cat sticky.log race.log
