#!/usr/bin/env bash
# A/B in one GPU session: the tracked-launch rows with this bundle's binary (bin/gpu_overhead) and with
# another commit's (bin/gpu_overhead_main), alternating, each run printing its table to stdout (one file
# comes back from the GPU machine, not one per run).
# bin/gpu_overhead_main is not made by scripts/bench-gpu-bundle.sh: build it from the commit to compare
# with (`git archive <commit> | tar -x -C DIR`, then `cargo build --release --manifest-path
# DIR/benches/Cargo.toml --bin gpu_overhead`) and copy it into the bundle's bin/ next to gpu_overhead.
# Usage (on the GPU machine): bash .gpu-X/ab.sh > $OUT/ab.log 2>&1    AB_REPS (31) repetitions a run,
# AB_ROUNDS (2) rounds of the two, AB_OPS the rows (default: the four launch rows).
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OPS="${AB_OPS:-cuLaunchKernel,launch 4 buffers,launch 4 buffers from another stream,launch 16 args}"
for r in $(seq 1 "${AB_ROUNDS:-2}"); do
    for v in perf main; do
        bin="$HERE/bin/gpu_overhead"; [[ $v == main ]] && bin="$HERE/bin/gpu_overhead_main"
        echo "== ab $v run $r"
        timeout 20 "$bin" --ops "$OPS" --reps "${AB_REPS:-31}" --run "$v-$r" 2>&1 \
            | grep -v '^load sample' || echo "ab $v run $r: exit ${PIPESTATUS[0]}"
    done
done
