#!/usr/bin/env bash
# Builds the GPU test suite and every example of cuda-driver, cuda-nvrtc and cuda-runtime here, and
# bundles them for a GPU machine that has the NVIDIA driver but no Rust:
#
#   .gpu/bin/gpu-tests      the `gpu` test binary of cuda-tests (tests/gpu/main.rs)
#   .gpu/examples/<name>    each example (`cargo build --examples` of the three crates: whatever examples
#                           they have, so a new one is bundled and run without being listed anywhere)
#   .gpu/run.sh             runs all of it there and logs to $OUT (see the header of run.sh)
#
# .gpu/ is git-ignored: hand it to the GPU machine as a carried path, then run `bash .gpu/run.sh`.
# The kernels are compiled into the binaries (include_str!, or NVRTC source), so nothing else travels.
#
# Usage: scripts/gpu-bundle.sh                    (cargo's default profiles: an unoptimised build)
#        PROFILE=release scripts/gpu-bundle.sh    (any cargo profile)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUNDLE="$ROOT/.gpu"
PROFILE="${PROFILE:-}"
PYTHON="${PYTHON:-python3}"

die() { echo "gpu-bundle: error: $*" >&2; exit 1; }
command -v cargo >/dev/null || die "cargo not found"
command -v "$PYTHON" >/dev/null || die "$PYTHON not found"

cd "$ROOT"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

profile=()
[[ -n "$PROFILE" ]] && profile=(--profile "$PROFILE")
echo "gpu-bundle: building the gpu test binary and the examples${PROFILE:+ (profile $PROFILE)}"
# JSON on stdout (the artifact list), the human-readable diagnostics on stderr.
cargo test -p cuda-tests --test gpu --no-run "${profile[@]}" \
    --message-format=json-render-diagnostics >"$tmp/tests.json"
cargo build -p cuda-driver -p cuda-nvrtc -p cuda-runtime --examples "${profile[@]}" \
    --message-format=json-render-diagnostics >"$tmp/examples.json"

# One "folder/name<TAB>path" line per executable: the gpu test binary, then every example.
"$PYTHON" - "$tmp/tests.json" "$tmp/examples.json" >"$tmp/artifacts.tsv" <<'PY'
import json, sys

found = {}
for path in sys.argv[1:]:
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line.startswith("{"):
                continue
            msg = json.loads(line)
            if msg.get("reason") != "compiler-artifact" or not msg.get("executable"):
                continue
            target = msg["target"]
            if "test" in target["kind"] and target["name"] == "gpu":
                found["bin/gpu-tests"] = msg["executable"]
            elif "example" in target["kind"]:
                found["examples/" + target["name"]] = msg["executable"]
if "bin/gpu-tests" not in found:
    sys.exit("gpu-bundle: no gpu test executable in cargo's output")
for name, exe in sorted(found.items()):
    print(f"{name}\t{exe}")
PY

rm -rf "$BUNDLE/bin" "$BUNDLE/examples"
mkdir -p "$BUNDLE/bin" "$BUNDLE/examples"
while IFS=$'\t' read -r name exe; do
    cp "$exe" "$BUNDLE/$name"
    # Without debug info the bundle is a fifth of the size (the GPU machine takes 64 MiB a call); symbols
    # stay, so backtraces and sanitizer reports still name functions. KEEP_DEBUG=1 keeps everything.
    [[ "${KEEP_DEBUG:-}" == 1 ]] || strip --strip-debug "$BUNDLE/$name"
    chmod +x "$BUNDLE/$name"
    echo "gpu-bundle: $name <- ${exe#"$ROOT"/} ($(du -h "$BUNDLE/$name" | cut -f1))"
done <"$tmp/artifacts.tsv"

# The newest glibc symbol version each binary needs: the GPU machine's glibc must be at least that.
if command -v objdump >/dev/null; then
    for exe in "$BUNDLE"/bin/* "$BUNDLE"/examples/*; do
        need="$(objdump -T "$exe" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1 || true)"
        echo "gpu-bundle: $(basename "$exe") needs ${need:-no versioned glibc symbols}"
    done
fi

cat >"$BUNDLE/run.sh" <<'RUN'
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

SUMMARY=()
FAILED=0

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
    if [[ $rc -eq 0 ]]; then
        SUMMARY+=("PASS  $name${detail:+  ($detail)}")
    else
        FAILED=1
        SUMMARY+=("FAIL  $name (exit $rc)${detail:+  ($detail)}")
        # The failing tests and their panic messages, and the log's last lines, so the caller sees why
        # without fetching the log.
        grep -E -A1 '^test .* FAILED$|panicked at' "$LOG/$name.log" | grep -v '^--$' | head -40
        tail -5 "$LOG/$name.log"
    fi
}

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
        SUMMARY+=("SKIP  sanitizer (compute-sanitizer not found on PATH)")
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
RUN
chmod +x "$BUNDLE/run.sh"
echo "gpu-bundle: wrote $BUNDLE/run.sh; run it on the GPU machine as: bash .gpu/run.sh"
