#!/usr/bin/env bash
# Runs the GPU suite (tests/gpu) against the host-memory fake driver (tests/fake-drivers/c/host_memory.c),
# whose device memory is host memory and which runs the suite's two simplest kernels, add_one and
# spin_add_one, on the host. Tests that use only those, and launch no captured graph, pass there (graphs
# built by hand run, since the fake records their nodes and runs them at each launch): a rehearsal of
# the layer's bookkeeping (views, copies, frees, pools' and virtual memory's owners, managed and host
# memory, host functions) before a GPU run, not a substitute for it (nothing runs concurrently on the
# fake). Its capture only begins and ends (work queued meanwhile runs at once), so the tests of what a
# capture refuses pass too. The others fail naming what the fake lacks (a kernel, graph instantiation, a
# device attribute).
#
# Usage: scripts/gpu-tests-on-fake.sh [test filter ...]     e.g. views:: vmm:: managed::
# Prints each test's result, a count and the harness's closing line, if any; exits 0 whatever the tests do (a rehearsal, not a gate).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
cargo build -p fake-drivers --tests --quiet || exit 1
fake="$(ls -t target/debug/build/fake-drivers-*/out/libfake_host_memory_13.so 2>/dev/null | head -1)"
[[ -n "$fake" ]] || { echo "gpu-tests-on-fake: the fake driver was not built" >&2; exit 1; }
# The suite's harness does not capture output: a test that prints leaves its `ok` on a line of its own
# after its `test <name> ... `, and a child process's run is echoed between `--- <role> child ...` and
# `---`. The awk puts each result back beside its test and leaves the rest out.
CUDA_DRIVER_LIBRARY="$(realpath "$fake")" cargo test -p cuda-tests --test gpu -- \
    --test-threads=1 "$@" 2>&1 | awk '
    child { if ($0 == "---") child = 0; next }
    / child \(.*\) stdout:$/ { child = 1 }
    /^test .* \.\.\. / {
        if ($0 ~ / \.\.\. (ok|FAILED|ignored.*)$/) { print; pending = 0; next }
        name = $0; sub(/ \.\.\. .*/, " ...", name); pending = 1; next
    }
    pending && /^(ok|FAILED|ignored.*)$/ { print name " " $0; pending = 0; next }
    /^test result|^gpu: / { print }' || true
