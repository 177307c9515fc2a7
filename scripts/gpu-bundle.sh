#!/usr/bin/env bash
# Builds the GPU test suite and every example of cuda-driver, cuda-nvrtc, cuda-runtime, cuda-nvml,
# cuda-curand, cuda-cufft, cuda-nccl, cuda-cublas and cuda-nvtx (with its `driver` feature) here, and
# bundles them for a GPU machine that has the NVIDIA driver but no Rust:
#
#   .gpu/bin/gpu-tests      the `gpu` test binary of cuda-tests (tests/gpu/main.rs)
#   .gpu/examples/<name>    each example (`cargo build --examples` of the three crates: whatever examples
#                           they have, so a new one is bundled and run without being listed anywhere)
#   .gpu/lib/               libcufile.so.0 of the cuFile wheel, for the cuFile test where the machine has
#                           none of its own (the test looks there after the usual search)
#                           and, with CURAND_LIB=1, libcurand.so.10.xz of the cuRAND 13.0 wheel, which
#                           run.sh unpacks for the cuRAND tests and example (see below: its size).
#                           The GPU machine's image has NVIDIA's wheels of cuBLAS, cuFFT, cuRAND and NCCL
#                           installed (KINDS.md, its package list), which the crates' searches find
#                           through python3's site-packages: no other library travels
#   .gpu/run.sh             runs all of it there and logs to $OUT: scripts/gpu-run.sh (see its header;
#                           scripts/gpu-run-selftest.sh rehearses its summary here, without a GPU)
#
#   .gpu/bundle.tar.xz      all of the above but libcurand.so.10.xz, packed (the binaries carry debug
#                           information: ~6 MB packed against ~55 MB as files)
#
# .gpu/ is git-ignored. Carry `.gpu/bundle.tar.xz` (and, with CURAND_LIB=1, `.gpu/lib/libcurand.so.10.xz`:
# 47 MiB in all, under the GPU machine's 64 MiB a call) and run there:
#   cd .gpu && tar -xJf bundle.tar.xz && bash run.sh
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
# cuda-nvtx's nvtx_pipeline with its GPU stage (feature `driver`).
cargo build -p cuda-driver -p cuda-nvrtc -p cuda-runtime -p cuda-nvml -p cuda-curand -p cuda-nvtx -p cuda-cufft -p cuda-nccl -p cuda-cublas --examples \
    --features cuda-nvtx/driver "${profile[@]}" \
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
    # The examples lose their symbols too (the bundle must fit the GPU machine's 64 MiB with the tree);
    # the test binary keeps them for the sanitizers' reports.
    if [[ "${KEEP_DEBUG:-}" != 1 ]]; then
        case "$name" in
            examples/*) strip --strip-all "$BUNDLE/$name" ;;
            *) strip --strip-debug "$BUNDLE/$name" ;;
        esac
    fi
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

rm -rf "$BUNDLE/lib"
mkdir -p "$BUNDLE/lib"
cufile="$("$ROOT/scripts/fetch-cuda.sh" cufile/13.5 | tail -1)"
cp "$cufile/lib/libcufile.so.0" "$BUNDLE/lib/"
echo "gpu-bundle: lib/libcufile.so.0 <- the cufile/13.5 wheel"
# libcurand.so.10 of the 13.0 wheel (no libcudart.so.13 needed, unlike 13.5's), for the cuRAND tests and
# example where the machine has none: 127 MiB, so it travels xz-compressed (41 MiB, made once into the
# cache) and run.sh unpacks it. With it the bundle passes the GPU machine's 64 MiB a call, so it is
# added only with CURAND_LIB=1 (a bundle of its own, or carried first: files stay on a warm machine).
if [[ "${CURAND_LIB:-}" == 1 ]]; then
    curand="$("$ROOT/scripts/fetch-cuda.sh" curand/13.0 | tail -1)"
    packed="$curand/lib/libcurand.so.10.xz"
    if [[ ! -f "$packed" ]]; then
        xz -6 -T0 -k -c "$curand/lib/libcurand.so.10" >"$packed.tmp" && mv "$packed.tmp" "$packed"
    fi
    cp "$packed" "$BUNDLE/lib/"
    echo "gpu-bundle: lib/libcurand.so.10.xz <- the curand/13.0 wheel ($(du -h "$packed" | cut -f1))"
fi

cp "$ROOT/scripts/gpu-run.sh" "$BUNDLE/run.sh"
chmod +x "$BUNDLE/run.sh"
echo "gpu-bundle: packing $BUNDLE/bundle.tar.xz"
rm -f "$BUNDLE/bundle.tar.xz"
tar -cJf "$tmp/bundle.tar.xz" -C "$BUNDLE" --exclude lib/libcurand.so.10.xz bin examples lib run.sh
mv "$tmp/bundle.tar.xz" "$BUNDLE/bundle.tar.xz"
carry='".gpu/bundle.tar.xz"'
[[ -f "$BUNDLE/lib/libcurand.so.10.xz" ]] && carry+=', ".gpu/lib/libcurand.so.10.xz"'
echo "gpu-bundle: wrote $BUNDLE ($(du -h "$BUNDLE/bundle.tar.xz" | cut -f1) packed); on the GPU machine,"
echo "  carrying [$carry]: cd .gpu && tar -xJf bundle.tar.xz && bash run.sh"
