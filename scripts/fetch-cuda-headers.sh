#!/usr/bin/env bash
# Fetches the CUDA driver API headers (cuda.h, cudaTypedefs.h, ...) from the
# NVIDIA runtime wheels on PyPI and unpacks their `include/` folders into
#   .cache/cuda-headers/13.0/include   (nvidia-cuda-runtime==13.0.96)
#   .cache/cuda-headers/12.9/include   (nvidia-cuda-runtime-cu12==12.9.79)
# Idempotent: a version whose cuda.h is already there is skipped.
# Usage: scripts/fetch-cuda-headers.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${CUDA_HEADERS_CACHE:-$ROOT/.cache/cuda-headers}"
PYTHON="${PYTHON:-python3}"

# dir-name  requirement
WHEELS=(
  "13.0 nvidia-cuda-runtime==13.0.96"
  "12.9 nvidia-cuda-runtime-cu12==12.9.79"
)
PLATFORMS=(manylinux2014_x86_64 manylinux_2_27_x86_64 manylinux_2_28_x86_64 manylinux_2_17_x86_64)

die() { echo "fetch-cuda-headers: error: $*" >&2; exit 1; }

command -v "$PYTHON" >/dev/null || die "$PYTHON not found"
"$PYTHON" -m pip --version >/dev/null 2>&1 || die "pip is not available for $PYTHON"
command -v unzip >/dev/null || die "unzip not found (apt-get install unzip)"

fetch_one() {
  local ver="$1" req="$2"
  local dest="$CACHE/$ver"
  if [[ -f "$dest/include/cuda.h" ]]; then
    echo "$ver: already present: $dest/include"
    return 0
  fi
  local dl="$CACHE/wheels/$ver"
  mkdir -p "$dl"
  local wheel
  wheel="$(ls "$dl"/*.whl 2>/dev/null | head -n1 || true)"
  if [[ -z "$wheel" ]]; then
    local ok=0 p
    for p in "${PLATFORMS[@]}"; do
      if "$PYTHON" -m pip download --quiet --no-deps --only-binary=:all: \
           --platform "$p" --dest "$dl" "$req" >&2; then
        ok=1; break
      fi
      echo "fetch-cuda-headers: $req not found for platform $p, trying next" >&2
    done
    [[ $ok == 1 ]] || die "could not download $req for any of: ${PLATFORMS[*]}"
    wheel="$(ls "$dl"/*.whl 2>/dev/null | head -n1 || true)"
    [[ -n "$wheel" ]] || die "pip reported success but no wheel for $req is in $dl"
  fi
  # Locate cuda.h inside the wheel, e.g. nvidia/cuda_runtime/include/cuda.h
  # (cu12) or nvidia/cu13/include/cuda.h (13.x).
  local cudah
  cudah="$(unzip -Z1 "$wheel" | grep -E '(^|/)include/cuda\.h$' | head -n1 || true)"
  [[ -n "$cudah" ]] || die "no include/cuda.h inside $wheel"
  local incdir="${cudah%/cuda.h}"
  local tmp
  tmp="$(mktemp -d "$CACHE/.unpack.XXXXXX")"
  trap 'rm -rf "$tmp"' RETURN
  unzip -q -o "$wheel" "$incdir/*" -d "$tmp" || die "unzip of $incdir from $wheel failed"
  [[ -f "$tmp/$incdir/cuda.h" ]] || die "cuda.h missing after unzip of $wheel"
  rm -rf "$dest/include"
  mkdir -p "$dest"
  mv "$tmp/$incdir" "$dest/include"
  [[ -f "$dest/include/cuda.h" ]] || die "cuda.h missing in $dest/include"
  echo "$ver: fetched $req -> $dest/include"
}

mkdir -p "$CACHE"
for entry in "${WHEELS[@]}"; do
  # shellcheck disable=SC2086
  fetch_one $entry
done

for entry in "${WHEELS[@]}"; do
  ver="${entry%% *}"
  for h in cuda.h cudaTypedefs.h; do
    [[ -f "$CACHE/$ver/include/$h" ]] || die "$CACHE/$ver/include/$h is missing"
  done
  echo "$CACHE/$ver/include"
done
