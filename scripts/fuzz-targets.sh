#!/usr/bin/env bash
# The fuzz targets CI runs, one a line: what `cargo fuzz list` prints, checked against the sources in
# fuzz/fuzz_targets/. Fails when `cargo fuzz list` fails, prints nothing, or names other targets than
# the folder holds (a target added without its [[bin]], or a [[bin]] left behind), so that the fuzz step
# cannot pass having fuzzed nothing.
# Usage: scripts/fuzz-targets.sh [TOOLCHAIN]      (e.g. the nightly of .ci/nightly-toolchain)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

die() { echo "fuzz-targets: error: $*" >&2; exit 1; }

toolchain=()
[[ $# -gt 0 ]] && toolchain=("+$1")
listed="$(cargo "${toolchain[@]}" fuzz list)" || die "\`cargo ${toolchain[*]} fuzz list\` failed"
listed="$(printf '%s\n' "$listed" | sed '/^[[:space:]]*$/d' | sort)"
[[ -n "$listed" ]] || die "\`cargo fuzz list\` printed no targets"

sources=()
for f in fuzz/fuzz_targets/*.rs; do
    [[ -e "$f" ]] && sources+=("$(basename "$f" .rs)")
done
[[ ${#sources[@]} -gt 0 ]] || die "no fuzz/fuzz_targets/*.rs"
expected="$(printf '%s\n' "${sources[@]}" | sort)"

if [[ "$listed" != "$expected" ]]; then
    die "\`cargo fuzz list\` and fuzz/fuzz_targets/ differ (< listed, > sources):
$(diff <(printf '%s\n' "$listed") <(printf '%s\n' "$expected") | grep '^[<>]' || true)"
fi
printf '%s\n' "$listed"
