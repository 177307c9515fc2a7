#!/usr/bin/env bash
# A/B in one GPU session: the tracked-launch rows with this bundle's binary (bin/gpu_overhead) and with
# another commit's (bin/gpu_overhead_main), alternating, each run printing its table to stdout (one file
# comes back from the GPU machine, not one per run).
# bin/gpu_overhead_main is not made by scripts/bench-gpu-bundle.sh: build it from the commit to compare
# with (`git archive <commit> | tar -x -C DIR`, then `cargo build --release --manifest-path
# DIR/benches/Cargo.toml --bin gpu_overhead`) and copy it into the bundle's bin/ next to gpu_overhead.
# Usage (on the GPU machine): bash .gpu-X/ab.sh > $OUT/ab.log 2>&1    AB_REPS (31) repetitions a run,
# AB_ROUNDS (2) rounds of the two, AB_OPS the rows (default: the four launch rows).
# The two builds alternate which runs first from round to round (perf then main, then main then perf), so
# that neither always has the warmer or the colder machine. Exit status: 1 if a binary is missing or any
# run failed (each failure also has its line), else 0.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OPS="${AB_OPS:-cuLaunchKernel,launch 4 buffers,launch 4 buffers from another stream,launch 16 args}"
failed=0
for bin in gpu_overhead gpu_overhead_main; do
    if [[ ! -x "$HERE/bin/$bin" ]]; then
        echo "ab: error: no $HERE/bin/$bin (see the header of ab.sh)"
        exit 1
    fi
done
for r in $(seq 1 "${AB_ROUNDS:-2}"); do
    order=(perf main)
    (( r % 2 == 0 )) && order=(main perf)
    for v in "${order[@]}"; do
        bin="$HERE/bin/gpu_overhead"; [[ $v == main ]] && bin="$HERE/bin/gpu_overhead_main"
        echo "== ab $v run $r"
        timeout 20 "$bin" --ops "$OPS" --reps "${AB_REPS:-31}" --run "$v-$r" 2>&1 | grep -v '^load sample'
        rc=${PIPESTATUS[0]}
        if [[ $rc -ne 0 ]]; then
            echo "ab $v run $r: exit $rc"
            failed=1
        fi
    done
done
exit "$failed"
