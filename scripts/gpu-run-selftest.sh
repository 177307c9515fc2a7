#!/usr/bin/env bash
# Rehearses the GPU bundle's run.sh (scripts/gpu-run.sh) here, without a GPU: a stand-in gpu-tests that
# prints what a real run prints (skip lines, libtest's summary), a stand-in nvidia-smi with one or two
# GPUs, one stand-in example. Checks that the summary counts every skip (also one logged after the
# `test <name> ... ` of a single-threaded run) and fails on one ALLOWED_SKIPS does not allow, that two
# GPUs make the peer tests required, and that a missing compute-sanitizer fails.
# Seconds to run; .ci/run runs it.
# Usage: scripts/gpu-run-selftest.sh [RUN_SH]     (default scripts/gpu-run.sh)
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN_SH="${1:-$ROOT/scripts/gpu-run.sh}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail=0

mkdir -p "$tmp/bundle/bin" "$tmp/bundle/examples" "$tmp/stubs"
cp "$RUN_SH" "$tmp/bundle/run.sh"
# gpu-tests: prints $STUB_LINES (one skip line each), the requirement it was given, and a passing summary.
cat >"$tmp/bundle/bin/gpu-tests" <<'STUB'
#!/usr/bin/env bash
echo "running 3 tests"
[[ -n "${STUB_LINES:-}" ]] && printf '%s\n' "$STUB_LINES" >&2
# A skip as a single-threaded run logs it: after the `test <name> ... ` printed before the test ran.
if [[ -n "${STUB_INLINE:-}" ]]; then
    printf 'test cluster::cluster_launch_reads_the_rank ... '
    printf '%s\n' "$STUB_INLINE" >&2
    echo ok
fi
echo "peers required: ${CUDA_DRIVER_REQUIRE_PEERS:-no}"
echo "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s"
STUB
printf '#!/usr/bin/env bash\necho "example: 4 + 4 = 8, checked"\n' >"$tmp/bundle/examples/hello"
# nvidia-smi: $STUB_GPUS GPUs for -L.
cat >"$tmp/stubs/nvidia-smi" <<'STUB'
#!/usr/bin/env bash
if [[ "${1:-}" == -L ]]; then
    for ((i = 0; i < ${STUB_GPUS:-1}; i++)); do echo "GPU $i: NVIDIA H100 80GB HBM3 (UUID: GPU-stub-$i)"; done
fi
STUB
chmod +x "$tmp/bundle/bin/gpu-tests" "$tmp/bundle/examples/hello" "$tmp/stubs/nvidia-smi"

# case NAME EXPECTED_EXIT GREP_PATTERN [VAR=VALUE...]: runs run.sh with the settings; checks its exit
# status and that its summary (or, for `peers required`, the tests' log) has the pattern.
case_() {
    local name="$1" want="$2" pattern="$3"; shift 3
    local out="$tmp/out-$name"
    env PATH="$tmp/stubs:$PATH" OUT="$out" "$@" bash "$tmp/bundle/run.sh" >"$tmp/$name.log" 2>&1
    local rc=$?
    if [[ $rc -ne $want ]] || ! grep -qE "$pattern" "$out/summary.log" "$out/tests.log" 2>/dev/null; then
        echo "FAIL  $name: exit $rc (wanted $want), or no /$pattern/ in the summary; its output:"
        sed 's/^/    /' "$tmp/$name.log"
        fail=1
    else
        echo "ok    $name: exit $rc, /$pattern/"
    fi
}

SKIP_HW="skipped: cluster_launch_reads_the_rank: clusters need compute capability 9.0"
SKIP_PEER="skipped: peer_copy_between_devices: needs two devices, this machine has 1"
case_ clean 0 "skips: 0 in all" SANITIZER=0
case_ hardware-skip-fails 1 "skips: 1 in all, 0 allowed, 1 not allowed" SANITIZER=0 STUB_LINES="$SKIP_HW"
case_ hardware-skip-after-the-test-name-fails 1 "skips: 1 in all, 0 allowed, 1 not allowed" SANITIZER=0 \
    STUB_INLINE="$SKIP_HW"
case_ peer-skip-after-the-test-name-allowed 0 "skips: 1 in all, 1 allowed, 0 not allowed" SANITIZER=0 \
    STUB_INLINE="$SKIP_PEER" STUB_GPUS=1
case_ peer-skip-on-one-gpu-allowed 0 "skips: 1 in all, 1 allowed, 0 not allowed" SANITIZER=0 \
    STUB_LINES="$SKIP_PEER" STUB_GPUS=1
case_ two-gpus-require-peers 0 "peers required: 1" SANITIZER=0 STUB_GPUS=2
case_ one-gpu-does-not 0 "peers required: no" SANITIZER=0 STUB_GPUS=1
if ! command -v compute-sanitizer >/dev/null; then
    case_ no-compute-sanitizer-fails 1 "FAIL  sanitizer" SANITIZER=1
fi
exit "$fail"
