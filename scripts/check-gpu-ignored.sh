#!/usr/bin/env bash
# Checks, on a machine without a GPU (CI), that the GPU suite reported every test ignored and none `ok`:
# a GPU test that "passes" without a GPU did not run. Reads the output of `cargo test --workspace` (or of
# `cargo test -p cuda-tests --test gpu`) and checks the gpu binary's part of it:
#   - its summary is `test result: ok. 0 passed; 0 failed; N ignored; ...` with N the number of tests
#     the binary lists (`--list`), and no `test <name> ... ok` line;
#   - it ends with the line `gpu: N GPU tests did not run (ignored): <why>`.
# Prints that line and exits 0, or says what is wrong and exits 1.
# Usage: scripts/check-gpu-ignored.sh LOG      (.ci/run passes its `cargo test --workspace` output)
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
die() { echo "check-gpu-ignored: $*" >&2; exit 1; }
[[ $# -eq 1 && -r "$1" ]] || die "usage: $0 LOG (the output of cargo test)"

# The gpu binary's part: from its `Running gpu/main.rs (<exe>)` line to the next `Running` or `Doc-tests`.
part="$(awk '/^ *Running gpu\/main\.rs /{on=1; print; next} on && /^ *(Running|Doc-tests) /{on=0} on' "$1")"
[[ -n "$part" ]] || die "no \`Running gpu/main.rs\` in $1: did the GPU suite run?"
exe="$(sed -nE '1s/.*Running gpu\/main\.rs \((.*)\)$/\1/p' <<<"$part")"
[[ "$exe" = /* ]] || exe="$ROOT/$exe"
[[ -x "$exe" ]] || die "the gpu test binary $exe is not there"
listed="$("$exe" --list | grep -c ': test$')"
(( listed > 0 )) || die "$exe lists no tests"

result="$(grep -E '^test result: ' <<<"$part")"
[[ $(grep -c . <<<"$result") == 1 ]] || die "not one \`test result:\` line in the gpu binary's output: $result"
want="test result: ok. 0 passed; 0 failed; $listed ignored; 0 measured; 0 filtered out;"
if [[ "$result" != "$want"* ]]; then
    die "the GPU suite without a GPU should report all $listed tests ignored and none passed; it reported: $result"
fi
if ran="$(grep -E '^test .* \.\.\. ok$' <<<"$part")"; then
    die "GPU tests reported ok without a GPU: $ran"
fi
closing="$(grep -E "^gpu: $listed GPU tests? did not run \(ignored\): .+" <<<"$part")" ||
    die "no closing line \`gpu: $listed GPU tests did not run (ignored): <why>\`"
echo "$closing"
