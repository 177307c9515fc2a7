#!/usr/bin/env bash
# Runs the bundled GPU suite and examples on the GPU machine (made by scripts/gpu-bundle.sh).
#
#   bash .gpu/run.sh
#
# Steps, each logged to $OUT/<step>.log (OUT defaults to .gpu/logs):
#   env          nvidia-smi, the driver's version, the bundle's files
#   tests        CUDA_DRIVER_REQUIRE_GPU=1 ./bin/gpu-tests --test-threads=1 --nocapture (so timings,
#                bandwidths and skips show in the log)
#   sanitizer-*  compute-sanitizer --tool <each of $SANITIZER_TOOLS> ./bin/gpu-tests --test-threads=1
#   <example>    each ./examples/<example>, its log named after it (device_query, launch, jit_program,
#                ...: every example of the three crates), and simple_zero_copy-generic (the example
#                with use_generic_memory: registered Vecs)
# then a summary (also in $OUT/summary.log). Every step runs even if an earlier one fails; the exit
# status is 0 only if all of them passed.
#
# Skips: every `skipped: <test>: <why>` line a step prints (the suite's `skip` helper, a child's included;
# also where it follows the `test <name> ... ` a single-threaded run prints before the test runs) is counted, and one that ALLOWED_SKIPS below does not allow, with its reason, fails its step: under
# CUDA_DRIVER_REQUIRE_GPU=1 a skip is a test that did not run. With two or more GPUs (nvidia-smi -L),
# CUDA_DRIVER_REQUIRE_PEERS=1 is set, so the two-GPU tests run or fail. A missing compute-sanitizer
# fails the run too (SANITIZER=0 leaves that step out on purpose).
#
# Settings (environment):
#   OUT                    where the logs go (default: .gpu/logs)
#   ARCHIVE                also pack every log into this one .tar.gz (e.g. $OUT/logs.tar.gz on a machine
#                          that returns only a few files), written last
#   SANITIZER=0            skip the compute-sanitizer step
#   SANITIZER_TOOLS        the compute-sanitizer tools to run, one step each (default: memcheck racecheck
#                          initcheck). API errors are not counted (--report-api-errors no): several tests
#                          provoke them on purpose; the counts are memory, race and initialisation errors
#   SANITIZER_CHILD_TESTS  skip (default) or run: whether the tests that start a child process (the
#                          faulting kernel, which memcheck rightly reports as an error, and IPC) also run
#                          under the sanitizer
#   TEST_ARGS              extra arguments for both test runs (e.g. a name filter)
#   TESTS_TIMEOUT, SANITIZER_TIMEOUT, EXAMPLE_TIMEOUT
#                          seconds each step may take (default 150, 120 per sanitizer tool and 45 per
#                          example; the whole run took 132 s on the H200 on 2026-12-04)
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
LOG="${OUT:-$HERE/logs}"
mkdir -p "$LOG"
SANITIZER="${SANITIZER:-1}"
SANITIZER_TOOLS="${SANITIZER_TOOLS:-memcheck racecheck initcheck}"
SANITIZER_CHILD_TESTS="${SANITIZER_CHILD_TESTS:-skip}"
TESTS_TIMEOUT="${TESTS_TIMEOUT:-150}"
SANITIZER_TIMEOUT="${SANITIZER_TIMEOUT:-240}"
EXAMPLE_TIMEOUT="${EXAMPLE_TIMEOUT:-45}"
read -r -a EXTRA <<<"${TEST_ARGS:-}"
CHILD_TESTS=(fault_kernel_reports_illegal_address host_copies_on_the_legacy_stream_during_captures
    ipc_child_sees_and_changes_the_parents_buffer
    ipc_256_mib_checksummed_on_both_sides physical_memory_shared_with_a_child_by_descriptor
    pool_ipc_child_imports_the_pool_and_a_pointer)
# Too slow under instrumentation (160,000 launches); it runs in the plain step.
SLOW_TESTS=(sixteen_threads_ten_thousand_launches_each)
# Too slow under racecheck alone: its kernel spins on the clock, and every instruction is instrumented.
RACECHECK_SLOW_TESTS=(module_dropped_while_its_kernel_runs)
export RUST_BACKTRACE=1 CUDA_DRIVER_REQUIRE_GPU=1
# Two GPUs or more: the peer tests must run (they fail instead of skipping).
GPUS="$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)"
GPUS="${GPUS:-0}"
if (( GPUS >= 2 )); then
    export CUDA_DRIVER_REQUIRE_PEERS=1
fi

# The skips a run may have: an extended regular expression matched against the whole `skipped:` line,
# a tab, and why that skip is allowed. Keep it short; every other skip fails its step.
ALLOWED_SKIPS=(
    $'^skipped: [a-z0-9_]+: needs two devices, this machine has 1$\tthe two-GPU tests on a one-GPU machine (with two, CUDA_DRIVER_REQUIRE_PEERS=1 is set and they must run)'
    $'^skipped: cufile_reads_a_file_into_device_memory_and_writes_it_back: cuFile refused to register a file on this machine: .*CU_FILE_HANDLE_NOT_REGISTERED.*\(cufile.log: .+\)$\tcuFile registers no file where it cannot read the file system\'s volume attributes (a container without udev); the skip quotes cuFile\'s log line'
)

SUMMARY=()
FAILED=0
SKIPS_ALLOWED=0
SKIPS_REFUSED=0
SKIP_REASONS=()

# skips NAME: counts the skip lines of $LOG/NAME.log into STEP_ALLOWED and STEP_REFUSED (and the run's
# totals), and prints the refused ones.
skips() {
    local line entry pattern ok
    STEP_ALLOWED=0
    STEP_REFUSED=0
    while IFS= read -r line; do
        ok=0
        for entry in "${ALLOWED_SKIPS[@]}"; do
            pattern="${entry%%$'\t'*}"
            if [[ "$line" =~ $pattern ]]; then
                ok=1
                SKIP_REASONS+=("${entry#*$'\t'}")
                break
            fi
        done
        if (( ok )); then
            STEP_ALLOWED=$((STEP_ALLOWED + 1))
        else
            STEP_REFUSED=$((STEP_REFUSED + 1))
            echo "  skip not allowed: $line"
        fi
    # With --test-threads=1 the harness prints `test <name> ... ` before the test runs, so the test's
    # stderr line follows it on the same line of the log.
    done < <(sed -nE 's/^(test .* \.\.\. )?(skipped: .*)$/\2/p' "$LOG/$1.log")
    SKIPS_ALLOWED=$((SKIPS_ALLOWED + STEP_ALLOWED))
    SKIPS_REFUSED=$((SKIPS_REFUSED + STEP_REFUSED))
}

# step NAME SECONDS COMMAND...: runs COMMAND for at most SECONDS, output to $LOG/NAME.log, and records a
# summary line.
step() {
    local name="$1" limit="$2"; shift 2
    echo "== $name: $*"
    timeout --kill-after=10 "$limit" "$@" >"$LOG/$name.log" 2>&1
    local rc=$?
    local detail
    detail="$(grep -E '^test result:' "$LOG/$name.log" | tail -1 | sed -E 's/^test result: //; s/; finished in.*//')"
    local errors
    errors="$(grep -E '^========= ERROR SUMMARY:' "$LOG/$name.log" | tail -1 | sed -E 's/^========= //')"
    [[ -n "$errors" ]] && detail="${detail:+$detail; }$errors"
    [[ $rc -eq 124 || $rc -eq 137 ]] && detail="${detail:+$detail; }timed out after ${limit}s"
    skips "$name"
    if (( STEP_ALLOWED + STEP_REFUSED > 0 )); then
        detail="${detail:+$detail; }$((STEP_ALLOWED + STEP_REFUSED)) skipped, $STEP_REFUSED not allowed"
    fi
    # A skip not allowed fails the step (the lines are printed above).
    (( STEP_REFUSED > 0 && rc == 0 )) && rc=1
    if [[ $rc -eq 0 ]]; then
        SUMMARY+=("PASS  $name${detail:+  ($detail)}")
    else
        FAILED=1
        SUMMARY+=("FAIL  $name (exit $rc)${detail:+  ($detail)}")
        # The failing tests and their panic messages, and the log's last lines, so the caller sees why
        # without fetching the log.
        grep -E -A1 '^test .* FAILED$|^---- .* ----$|panicked at' "$LOG/$name.log" | grep -v '^--$' | head -40
        tail -5 "$LOG/$name.log"
    fi
}

# libcurand for the cuRAND tests and example, where the bundle carries one (CURAND_LIB=1 in
# gpu-bundle.sh): unpacked once, and named by the variable cuda-curand's search tries first.
if [[ -f lib/libcurand.so.10.xz && ! -f lib/libcurand.so.10 ]]; then
    if command -v xz >/dev/null; then
        xz -d -k lib/libcurand.so.10.xz
    else
        python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
            lib/libcurand.so.10.xz lib/libcurand.so.10
    fi
fi
[[ -f lib/libcurand.so.10 ]] && export CUDA_CURAND_LIBRARY="$HERE/lib/libcurand.so.10"
# libnccl for the NCCL tests and example, where the bundle carries one in parts (NCCL_LIB=1 in
# gpu-bundle.sh): joined once, checked against its sum, and named by the variable cuda-nccl's search
# tries first.
if [[ -f nccl/libnccl.so.2.part-00 && ! -f lib/libnccl.so.2 ]]; then
    mkdir -p lib
    cat nccl/libnccl.so.2.part-* >lib/libnccl.so.2.tmp
    if (cd lib && sed 's/libnccl.so.2$/libnccl.so.2.tmp/' ../nccl/libnccl.so.2.sha256 | sha256sum -c --quiet); then
        mv lib/libnccl.so.2.tmp lib/libnccl.so.2
    else
        echo "run.sh: the parts of libnccl.so.2 do not add up (a part missing?); NCCL tests will not run" >&2
        rm -f lib/libnccl.so.2.tmp
    fi
fi
[[ -f lib/libnccl.so.2 ]] && export CUDA_NCCL_LIBRARY="$HERE/lib/libnccl.so.2"

{
    echo "date: $(date -u +%FT%TZ)"
    echo "host: $(uname -a)"
    command -v nvidia-smi >/dev/null && nvidia-smi
    command -v nvidia-smi >/dev/null && nvidia-smi -L
    ldd --version 2>&1 | head -1
    command -v compute-sanitizer && compute-sanitizer --version
    ls -l "$HERE/bin"
} >"$LOG/env.log" 2>&1

step tests "$TESTS_TIMEOUT" ./bin/gpu-tests --test-threads=1 --nocapture "${EXTRA[@]}"

if [[ "$SANITIZER" == 1 ]]; then
    if command -v compute-sanitizer >/dev/null; then
        skips=()
        for t in "${SLOW_TESTS[@]}"; do skips+=(--skip "$t"); done
        if [[ "$SANITIZER_CHILD_TESTS" != run ]]; then
            for t in "${CHILD_TESTS[@]}"; do skips+=(--skip "$t"); done
        fi
        for tool in $SANITIZER_TOOLS; do
            tool_skips=("${skips[@]}")
            if [[ $tool == racecheck ]]; then
                for t in "${RACECHECK_SLOW_TESTS[@]}"; do tool_skips+=(--skip "$t"); done
            fi
            CUDA_TESTS_LIGHT=1 CUDA_TESTS_SANITIZER="$tool" step "sanitizer-$tool" "$SANITIZER_TIMEOUT" compute-sanitizer --tool "$tool" --error-exitcode 99 \
                --report-api-errors no ./bin/gpu-tests --test-threads=1 "${tool_skips[@]}" "${EXTRA[@]}"
        done
    else
        echo "compute-sanitizer not found on PATH" >"$LOG/sanitizer.log"
        FAILED=1
        SUMMARY+=("FAIL  sanitizer (compute-sanitizer not found on PATH; SANITIZER=0 leaves the step out)")
    fi
else
    SUMMARY+=("SKIP  sanitizer (SANITIZER=0)")
fi

for example in examples/*; do
    step "$(basename "$example")" "$EXAMPLE_TIMEOUT" "./$example"
done
# simple_zero_copy's other branch, like the original's option: registered Vecs, not mapped allocations.
if [[ -x examples/simple_zero_copy ]]; then
    step simple_zero_copy-generic "$EXAMPLE_TIMEOUT" ./examples/simple_zero_copy use_generic_memory
fi

{
    echo "== summary (logs in $LOG)"
    printf '%s\n' "${SUMMARY[@]}"
    echo "GPUs: $GPUS${CUDA_DRIVER_REQUIRE_PEERS:+ (CUDA_DRIVER_REQUIRE_PEERS=1)}"
    echo "skips: $((SKIPS_ALLOWED + SKIPS_REFUSED)) in all, $SKIPS_ALLOWED allowed, $SKIPS_REFUSED not allowed"
    if (( ${#SKIP_REASONS[@]} > 0 )); then
        printf '%s\n' "${SKIP_REASONS[@]}" | sort | uniq -c | sed 's/^ */  allowed: /'
    fi
    # Each example's last line: what it computed and checked.
    for example in examples/*; do
        tail -n 1 "$LOG/$(basename "$example").log" 2>/dev/null || true
    done
    tail -n 1 "$LOG/simple_zero_copy-generic.log" 2>/dev/null || true
} | tee "$LOG/summary.log"
if [[ -n "${ARCHIVE:-}" ]]; then
    tar -czf "$ARCHIVE" -C "$LOG" . && echo "logs packed into $ARCHIVE"
fi
exit "$FAILED"
