#!/usr/bin/env bash
# Where the cuda-driver unit's build time goes, by taking parts away: the unit (the crate alone, its
# dependencies built) is timed on copies of this checkout with less and less of it compiled. The copies
# are measurement builds only; nothing here changes the checkout.
#
#   full        the crate as it is
#   core        the crate with `--no-default-features`: the safe layer's core, no optional room
#   sys         the safe layer left out (`mod safe` and its re-export)
#   sys-decl    and `#[cuda_struct]` reduced to the declaration, Clone/Copy, Zeroable, CudaField,
#               Send/Sync and the `CudaStruct` layout table the registry reads (no accessors, helpers,
#               Debug, PartialEq or layout proof)
#   sys-bare    and `functions!` without its per-function call methods (the tables, FUNCTIONS and
#               resolve kept)
#
# It answers one question for BENCHMARKS.md section 3c (and 3e, with `core`): how fast could the crate build if the generated
# API were not there at all?
#
# Usage: scripts/bench-build-floor.sh
#   RUNS=5             timed builds per variant (the median is printed)
#   VARIANTS="full core sys sys-decl sys-bare"   which (in this order by default)
#   TREE=DIR           copy that checkout instead of this one (a worktree of an older commit, for a
#                      before/after: `git worktree add /tmp/before <commit>`)
#   PASSES=1           also one `-Ztime-passes` build of the unit per variant (on the pinned nightly,
#                      .ci/nightly-toolchain; NIGHTLY=+toolchain for another), its main passes in a table
#   CARGO_INCREMENTAL=0 (default) as a crates.io dependency is built
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT="${TREE:-$ROOT}"
RUNS="${RUNS:-5}"
VARIANTS="${VARIANTS:-full core sys sys-decl sys-bare}"
PASSES="${PASSES:-0}"
NIGHTLY="${NIGHTLY:-+$(cat "$ROOT/.ci/nightly-toolchain")}"
PYTHON="${PYTHON:-python3}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
unset CARGO_BUILD_TARGET_DIR
export CARGO_TARGET_DIR="$WORK/target"

# patch FILE ANCHOR REPLACEMENT: replace the one occurrence of ANCHOR, or fail naming the file.
patch_text() {
    "$PYTHON" - "$@" <<'PY'
import sys
path, anchor, replacement = sys.argv[1:4]
text = open(path).read()
if text.count(anchor) != 1:
    sys.exit(f"bench-build-floor: the anchor is not in {path} exactly once; update this script")
open(path, "w").write(text.replace(anchor, replacement))
PY
}

variant() {
    local name="$1" dir="$WORK/$1"
    mkdir -p "$dir"
    git -C "$ROOT" ls-files -z --cached --others --exclude-standard | (cd "$ROOT" && xargs -0 cp --parents -t "$dir")
    local flags=()
    case "$name" in
        full) ;;
        core) flags=(--no-default-features) ;;
        sys | sys-decl | sys-bare)
            patch_text "$dir/cuda-driver/src/lib.rs" $'\nmod safe;\n' $'\n'
            patch_text "$dir/cuda-driver/src/lib.rs" $'\npub use safe::*;\n' $'\n'
            ;;&
        sys-decl | sys-bare)
            patch_text "$dir/cuda-derive/src/expand_struct.rs" $'    quote! {\n        #declaration\n\n        #private::struct_impls!(' \
                $'    if true {\n    return quote! {\n        #declaration\n        const _: () = {\n            unsafe impl #impl_generics #core::marker::Send for #name #ty_generics {}\n            unsafe impl #impl_generics #core::marker::Sync for #name #ty_generics {}\n            unsafe impl #impl_generics #krate::CudaStruct for #name #ty_generics {\n                const C_NAME: &\'static str = #c_name;\n                const DOC: &\'static str = #s_doc;\n                const IS_UNION: bool = #s_is_union;\n                const FIELDS: &\'static [#krate::FieldInfo] = &[#(#field_infos),*];\n            }\n            impl #impl_generics #core::clone::Clone for #name #ty_generics { fn clone(&self) -> Self { *self } }\n            impl #impl_generics #core::marker::Copy for #name #ty_generics {}\n            unsafe impl #impl_generics #private::bytemuck::Zeroable for #name #ty_generics {}\n            unsafe impl #impl_generics #krate::CudaField for #name #ty_generics {}\n        };\n    };\n    }\n    quote! {\n        #declaration\n\n        #private::struct_impls!('
            ;;&
        sys-bare)
            patch_text "$dir/cuda-core/src/functions.rs" $'        #[allow(non_snake_case, clippy::too_many_arguments, deprecated)]\n        impl $on {' \
                $'        #[cfg(any())]\n        impl $on {'
            ;;
    esac
    (cd "$dir" && cargo build -q -p cuda-driver --lib "${flags[@]}" 2>/dev/null) || {
        echo "bench-build-floor: variant $name does not build" >&2
        exit 1
    }
    local times=()
    for _ in $(seq 1 "$RUNS"); do
        touch "$dir/cuda-driver/src/lib.rs"
        local s e
        s=$(date +%s.%N)
        (cd "$dir" && cargo build -q -p cuda-driver --lib "${flags[@]}" 2>/dev/null)
        e=$(date +%s.%N)
        times+=("$("$PYTHON" -c "print(f'{$e - $s:.2f}')")")
    done
    echo "$name ${times[*]}"
    if [[ "$PASSES" == 1 ]]; then
        (cd "$dir" && cargo "$NIGHTLY" build -q -p cuda-driver --lib "${flags[@]}" 2>/dev/null \
            && touch cuda-driver/src/lib.rs \
            && cargo "$NIGHTLY" rustc -q -p cuda-driver --lib "${flags[@]}" -- -Ztime-passes) \
            2>"$WORK/passes-$name.txt" >/dev/null || echo "bench-build-floor: -Ztime-passes failed for $name" >&2
    fi
}

echo "bench-build-floor: the cuda-driver unit alone, $RUNS builds per variant, $(nproc) cores, $(rustc --version), CARGO_INCREMENTAL=$CARGO_INCREMENTAL, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for v in $VARIANTS; do
    variant "$v"
done | "$PYTHON" -c '
import statistics, sys
print("| variant | unit (s), median | min-max |")
print("|---|---:|---|")
for line in sys.stdin:
    name, *t = line.split()
    t = [float(x) for x in t]
    print(f"| {name} | {statistics.median(t):.2f} | {min(t):.2f}-{max(t):.2f} |", flush=True)
'

if [[ "$PASSES" == 1 ]]; then
    echo
    echo "The unit's passes per variant (-Ztime-passes, $NIGHTLY, one build each, seconds; LLVM runs on threads"
    echo "beside codegen, so the rows add up to more than the total)"
    "$PYTHON" - "$WORK" $VARIANTS <<'PY'
import re, sys
work, variants = sys.argv[1], sys.argv[2:]
passes = [("expansion", "expand_crate"), ("name resolution", "resolve_crate"), ("type checking", "type_check_crate"),
          ("of which coherence", "coherence_checking"), ("borrow checking", "MIR_borrow_checking"),
          ("metadata", "generate_crate_metadata"), ("codegen", "codegen_crate"), ("LLVM", "LLVM_passes"),
          ("total", "total")]
print("| variant | " + " | ".join(label for label, _ in passes) + " |")
print("|---|" + "---:|" * len(passes))
for v in variants:
    try:
        text = open(f"{work}/passes-{v}.txt").read()
    except OSError:
        continue
    cells = []
    for _, key in passes:
        m = re.findall(r"time:\s+([0-9.]+);[^\n]*\s" + key + r"$", text, re.M)
        cells.append(f"{float(m[0]):.2f}" if m else "-")
    print(f"| {v} | " + " | ".join(cells) + " |")
PY
fi
