#!/usr/bin/env bash
# Zero cost, read in the optimised assembly: compiles benches/src/asm.rs in release (one codegen unit,
# Intel syntax) and prints, for each operation, the body of `zc_<op>_ours` (the #[cuda_struct] API of
# CUDA_MEMCPY2D) beside `zc_<op>_twin` (a plain #[repr(C)] twin with public fields), then whether the two
# are the same instructions (local labels and the symbol names aside). A pair that differs is shown with
# the differing lines marked; it counts as a failure only when ours has a call the twin has not, or more
# than one instruction more (a different but equally long order of the same stores is not a cost).
#
# Usage: scripts/bench-asm.sh          (exit status 1 on such a failure)
#   OPS="get_usize set"   only these operations
#   TARGET_DIR=DIR        where to build (default: a temp dir, so no other build is disturbed)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
TARGET_DIR="${TARGET_DIR:-$(mktemp -d)}"
[[ -n "${KEEP_TARGET:-}" ]] || trap 'rm -rf "$TARGET_DIR"' EXIT

echo "bench-asm: cargo rustc --release --lib -- --emit=asm (benches/, $(rustc --version))" >&2
CARGO_TARGET_DIR="$TARGET_DIR" cargo rustc -q --release --lib --manifest-path "$ROOT/benches/Cargo.toml" \
    -- --emit=asm -C llvm-args=-x86-asm-syntax=intel
asm="$(ls -t "$TARGET_DIR"/release/deps/cuda_benches-*.s | head -1)"
[[ -f "$asm" ]] || { echo "bench-asm: no .s file under $TARGET_DIR/release/deps" >&2; exit 1; }

"$PYTHON" - "$asm" "${OPS:-}" <<'PY'
import re, sys

path, only = sys.argv[1], sys.argv[2].split()
lines = open(path).read().splitlines()

def alias(name):
    """`name = other`: LLVM merged two identical functions into one body."""
    for l in lines:
        m = re.match(rf"^{name} = (\w+)$", l.strip())
        if m:
            return m.group(1)
    return None

def body(name):
    """The instructions of `name`, directives and comments dropped, local labels numbered in order."""
    if (other := alias(name)) is not None:
        return body(other)
    try:
        start = next(i for i, l in enumerate(lines) if l.strip() == f"{name}:")
    except StopIteration:
        return None
    out, labels = [], {}
    for l in lines[start + 1:]:
        s = l.split("#")[0].rstrip()
        t = s.strip()
        if t.startswith(".Lfunc_end") or (t.endswith(":") and not t.startswith(".L")):
            break
        if not t or (t.startswith(".") and not t.endswith(":")):
            continue
        t = re.sub(r"\.LBB\d+_\d+", lambda m: labels.setdefault(m.group(0), f".L{len(labels)}"), t)
        t = re.sub(r"\s+", " ", t)
        out.append(t)
    return out

names = sorted({m.group(1) for l in lines if (m := re.match(r"^zc_(\w+)_(?:ours|twin)(?::| = )", l))})
if only:
    names = [n for n in names if n in only]
differ = 0
for op in names:
    ours, twin = body(f"zc_{op}_ours"), body(f"zc_{op}_twin")
    same = ours is not None and ours == twin
    calls = lambda b: sum(1 for x in (b or []) if x.startswith("call") or x.startswith("jmp "))
    worse = ours is None or twin is None or (not same and (calls(ours) > calls(twin) or len(ours) > len(twin) + 1))
    differ += worse
    merged = alias(f"zc_{op}_twin") == f"zc_{op}_ours" or alias(f"zc_{op}_ours") == f"zc_{op}_twin"
    verdict = ("same instructions" + (" (LLVM merged the two functions into one)" if merged else "") if same
               else "DIFFERENT, and costlier" if worse else "different order, same cost")
    print(f"== {op}: {verdict} ({len(ours or [])} vs {len(twin or [])} instructions)")
    width = max([len(x) for x in (ours or [])] + [20])
    print(f"   {'ours (#[cuda_struct])':<{width}}   twin (plain #[repr(C)])")
    for i in range(max(len(ours or []), len(twin or []))):
        a = ours[i] if ours and i < len(ours) else ""
        b = twin[i] if twin and i < len(twin) else ""
        mark = " " if a == b else "|"
        print(f"   {a:<{width}} {mark} {b}")
print(f"\nbench-asm: {len(names) - differ} of {len(names)} operations cost no more than on the plain struct")
sys.exit(1 if differ else 0)
PY
