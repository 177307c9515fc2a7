#!/usr/bin/env bash
# Fetches the parts of NVIDIA's CUDA wheels on PyPI that the tests need, into a cache:
#   cuda-headers/13.5   nvidia-cuda-runtime==13.5.37        include/ (cuda.h, cudaTypedefs.h, ...)
#   cuda-headers/13.0   nvidia-cuda-runtime==13.0.96        include/
#   cuda-headers/12.9   nvidia-cuda-runtime-cu12==12.9.79   include/
#   nvrtc/13.5          nvidia-cuda-nvrtc==13.5.37          include/ (nvrtc.h) and lib/ (libnvrtc, builtins)
#   nvrtc/13.0          nvidia-cuda-nvrtc==13.0.88          include/ and lib/
#   nvrtc/12.9          nvidia-cuda-nvrtc-cu12==12.9.86     include/ and lib/
#   nvjitlink/13.0      nvidia-nvjitlink==13.0.88           include/ (nvJitLink.h) and lib/ (libnvJitLink)
#   nvjitlink/12.9      nvidia-nvjitlink-cu12==12.9.86      include/ and lib/
#   nvjitlink/13.5      nvidia-nvjitlink==13.5.37           include/ and lib/
#   cudart/13.0         nvidia-cuda-runtime==13.0.96        include/ (cuda_runtime_api.h) and lib/ (libcudart)
#   cudart/12.9         nvidia-cuda-runtime-cu12==12.9.79   include/ and lib/
#   cudart/13.5         nvidia-cuda-runtime==13.5.37        include/ and lib/
#   cuda-crt/13.0       nvidia-cuda-crt==13.0.88            include/ (crt/host_defines.h, which the runtime
#   cuda-crt/12.9       nvidia-cuda-nvcc-cu12==12.9.86      include/  headers include; 12.x ships it in nvcc's)
#   cuda-crt/13.5       nvidia-cuda-crt==13.5.37            include/
#   nvml/13.5           nvidia-nvml-dev==13.5.37            include/ (nvml.h; libnvidia-ml.so.1 comes with the driver)
#   nvml/13.0           nvidia-nvml-dev==13.0.87            include/
#   nvml/12.9           nvidia-nvml-dev-cu12==12.9.79       include/
#   nvml/13.1 .. 13.4   nvidia-nvml-dev==13.1.115, 13.2.86,  include/ (read by scripts/gen-nvml.py alone: the
#                       13.3.29, 13.4.92                     release each function was introduced in)
#   cufile/13.5         nvidia-cufile==1.20.0.107           include/ (cufile.h) and lib/ (libcufile.so.0)
#   cufile/13.0         nvidia-cufile==1.15.1.6             include/ and lib/
#   cufile/12.9         nvidia-cufile-cu12==1.14.1.1        include/ and lib/
#   cudla/13.5          nvidia-cudla==13.5.25 (aarch64)     include/ (cudla.h; the only wheels are for aarch64)
#   nvvm/13.5           nvidia-nvvm==13.5.37                include/ (nvvm.h) and lib/ (libnvvm.so.4)
#   nvvm/13.0           nvidia-nvvm==13.0.88                include/ and lib/
#   nvvm/12.9           nvidia-cuda-nvcc-cu12==12.9.86      include/ and lib64/ (12.x ships libNVVM in nvcc's nvvm/)
#   nvfatbin/13.5       nvidia-nvfatbin==13.5.37            include/ (nvFatbin.h) and lib/ (libnvfatbin)
#   nvfatbin/13.0       nvidia-nvfatbin==13.0.85            include/ and lib/
#   nvfatbin/12.9       nvidia-nvfatbin-cu12==12.9.82       include/ and lib/
#   curand/13.5         nvidia-curand==10.4.5.25            include/ (curand.h) and lib/ (libcurand.so.10)
#   curand/13.0         nvidia-curand==10.4.0.35            include/ and lib/
#   curand/12.9         nvidia-curand-cu12==10.3.10.19      include/ and lib/
#   nvtx/13.5           nvidia-nvtx==13.5.25                include/ (nvtx3/nvToolsExt.h, header-only) and lib/
#   nvtx/13.0           nvidia-nvtx==13.0.85                include/ and lib/  (libnvtx3interop.so.1: NVIDIA's
#   nvtx/12.9           nvidia-nvtx-cu12==12.9.79           include/ and lib/   own NVTX, compiled from the header)
#   cufft/13.5          nvidia-cufft==12.5.0.14             include/ (cufft.h, cufftXt.h)
#   cufft/13.0          nvidia-cufft==12.0.0.61             include/
#   cufft/12.9          nvidia-cufft-cu12==11.4.1.4         include/
#   nccl/13.5           nvidia-nccl-cu13==2.32.3            include/ (nccl.h) alone: the library is for GPU runs
#   nccl/13.0           nvidia-nccl-cu13==2.27.7            include/  (no metapackage pins NCCL: the release
#   nccl/12.9           nvidia-nccl-cu12==2.27.3            include/   current when each CUDA came out)
#   cublas/13.5         nvidia-cublas==13.10.0.20           include/ (cublas_api.h, cublasLt.h; the libraries,
#   cublas/13.0         nvidia-cublas==13.1.0.3             include/  ~500 MB a wheel, are the GPU tests' own)
#   cublas/12.9         nvidia-cublas-cu12==12.9.1.4        include/
#   cccl/13.5           nvidia-cuda-cccl==13.3.5.0.6        include/ (nv/target, which cuda_fp16.h includes and
#   cccl/13.0           nvidia-cuda-cccl==13.0.85           include/  cublas_api.h includes that)
#   cccl/12.9           nvidia-cuda-cccl-cu12==12.9.27      include/
# each unpacked to <cache>/<component> and the wheel then deleted (one left in <cache>/wheels/<component>/
# by an interrupted run is used instead of a new download); a component
# of headers alone (kept folder `include`) is read out of the wheel on PyPI (scripts/wheel-part.py), and no
# wheel is kept. The cache
# is $CUDA_TEST_CACHE when set (relative: to the workspace root); else the clone's .cache/ when it exists
# (checkouts from before the shared cache keep theirs); else one cache per user, shared by every clone:
# ${XDG_CACHE_HOME:-~/.cache}/cuda-struct. All of them: about 770 MB downloaded, 1.4 GB on disk.
#
# Each download is announced on stderr before it starts, with its size. CUDA_TEST_NO_DOWNLOAD=1 downloads
# nothing: a component not in the cache is then an error ("not downloaded"), which the tests report as a
# skip with that reason (a failure under CI=true).
#
# The tests run this themselves on first use (tests/src/fetch.rs); it is the one implementation.
# Idempotent and safe to run concurrently (a component is unpacked aside and moved into place whole).
# Usage: scripts/fetch-cuda.sh [COMPONENT...]     (none: all of them)
# Prints, per component, its directory on the last lines of stdout; progress and errors go to stderr.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -n "${CUDA_TEST_CACHE:-}" ]]; then
  CACHE="$CUDA_TEST_CACHE"
  [[ "$CACHE" = /* ]] || CACHE="$ROOT/$CACHE"
elif [[ -e "$ROOT/.cache" || -z "${XDG_CACHE_HOME:-}${HOME:-}" ]]; then
  CACHE="$ROOT/.cache"
else
  CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/cuda-struct"
fi
PYTHON="${PYTHON:-python3}"

# component  requirement  folders-to-keep  files-that-must-be-there
COMPONENTS=(
  "cuda-headers/13.5 nvidia-cuda-runtime==13.5.37 include include/cuda.h,include/cudaTypedefs.h"
  "cuda-headers/13.0 nvidia-cuda-runtime==13.0.96 include include/cuda.h,include/cudaTypedefs.h"
  "cuda-headers/12.9 nvidia-cuda-runtime-cu12==12.9.79 include include/cuda.h,include/cudaTypedefs.h"
  "nvrtc/13.5 nvidia-cuda-nvrtc==13.5.37 include,lib include/nvrtc.h,lib/libnvrtc.so.13,lib/libnvrtc-builtins.so.13.5"
  "nvrtc/13.0 nvidia-cuda-nvrtc==13.0.88 include,lib include/nvrtc.h,lib/libnvrtc.so.13,lib/libnvrtc-builtins.so.13.0"
  "nvrtc/12.9 nvidia-cuda-nvrtc-cu12==12.9.86 include,lib include/nvrtc.h,lib/libnvrtc.so.12,lib/libnvrtc-builtins.so.12.9"
  "nvjitlink/13.0 nvidia-nvjitlink==13.0.88 include,lib include/nvJitLink.h,lib/libnvJitLink.so.13"
  "nvjitlink/12.9 nvidia-nvjitlink-cu12==12.9.86 include,lib include/nvJitLink.h,lib/libnvJitLink.so.12"
  "nvjitlink/13.5 nvidia-nvjitlink==13.5.37 include,lib include/nvJitLink.h,lib/libnvJitLink.so.13"
  "cudart/13.0 nvidia-cuda-runtime==13.0.96 include,lib include/cuda_runtime_api.h,lib/libcudart.so.13"
  "cudart/12.9 nvidia-cuda-runtime-cu12==12.9.79 include,lib include/cuda_runtime_api.h,lib/libcudart.so.12"
  "cudart/13.5 nvidia-cuda-runtime==13.5.37 include,lib include/cuda_runtime_api.h,lib/libcudart.so.13"
  "cuda-crt/13.0 nvidia-cuda-crt==13.0.88 include include/crt/host_defines.h"
  "cuda-crt/12.9 nvidia-cuda-nvcc-cu12==12.9.86 include include/crt/host_defines.h"
  "cuda-crt/13.5 nvidia-cuda-crt==13.5.37 include include/crt/host_defines.h"
  "nvml/13.5 nvidia-nvml-dev==13.5.37 include include/nvml.h"
  "nvml/13.0 nvidia-nvml-dev==13.0.87 include include/nvml.h"
  "nvml/12.9 nvidia-nvml-dev-cu12==12.9.79 include include/nvml.h"
  "nvml/13.1 nvidia-nvml-dev==13.1.115 include include/nvml.h"
  "nvml/13.2 nvidia-nvml-dev==13.2.86 include include/nvml.h"
  "nvml/13.3 nvidia-nvml-dev==13.3.29 include include/nvml.h"
  "nvml/13.4 nvidia-nvml-dev==13.4.92 include include/nvml.h"
  "cufile/13.5 nvidia-cufile==1.20.0.107 include,lib include/cufile.h,lib/libcufile.so.0"
  "cufile/13.0 nvidia-cufile==1.15.1.6 include,lib include/cufile.h,lib/libcufile.so.0"
  "cufile/12.9 nvidia-cufile-cu12==1.14.1.1 include,lib include/cufile.h,lib/libcufile.so.0"
  "cudla/13.5 nvidia-cudla==13.5.25 include include/cudla.h aarch64"
  "nvvm/13.5 nvidia-nvvm==13.5.37 include,lib include/nvvm.h,lib/libnvvm.so.4"
  "nvvm/13.0 nvidia-nvvm==13.0.88 include,lib include/nvvm.h,lib/libnvvm.so.4"
  "nvvm/12.9 nvidia-cuda-nvcc-cu12==12.9.86 include,lib64 include/nvvm.h,lib64/libnvvm.so"
  "nvfatbin/13.5 nvidia-nvfatbin==13.5.37 include,lib include/nvFatbin.h,lib/libnvfatbin.so.13"
  "nvfatbin/13.0 nvidia-nvfatbin==13.0.85 include,lib include/nvFatbin.h,lib/libnvfatbin.so.13"
  "nvfatbin/12.9 nvidia-nvfatbin-cu12==12.9.82 include,lib include/nvFatbin.h,lib/libnvfatbin.so.12"
  "curand/13.5 nvidia-curand==10.4.5.25 include,lib include/curand.h,lib/libcurand.so.10"
  "curand/13.0 nvidia-curand==10.4.0.35 include,lib include/curand.h,lib/libcurand.so.10"
  "curand/12.9 nvidia-curand-cu12==10.3.10.19 include,lib include/curand.h,lib/libcurand.so.10"
  "nvtx/13.5 nvidia-nvtx==13.5.25 include,lib include/nvtx3/nvToolsExt.h,lib/libnvtx3interop.so.1"
  "nvtx/13.0 nvidia-nvtx==13.0.85 include,lib include/nvtx3/nvToolsExt.h,lib/libnvtx3interop.so.1"
  "nvtx/12.9 nvidia-nvtx-cu12==12.9.79 include,lib include/nvtx3/nvToolsExt.h,lib/libnvtx3interop.so.1"
  "cufft/13.5 nvidia-cufft==12.5.0.14 include include/cufft.h,include/cufftXt.h"
  "cufft/13.0 nvidia-cufft==12.0.0.61 include include/cufft.h,include/cufftXt.h"
  "cufft/12.9 nvidia-cufft-cu12==11.4.1.4 include include/cufft.h,include/cufftXt.h"
  "nccl/13.5 nvidia-nccl-cu13==2.32.3 include include/nccl.h"
  "nccl/13.0 nvidia-nccl-cu13==2.27.7 include include/nccl.h"
  "nccl/12.9 nvidia-nccl-cu12==2.27.3 include include/nccl.h"
  "cublas/13.5 nvidia-cublas==13.10.0.20 include include/cublas_api.h,include/cublasLt.h"
  "cublas/13.0 nvidia-cublas==13.1.0.3 include include/cublas_api.h,include/cublasLt.h"
  "cublas/12.9 nvidia-cublas-cu12==12.9.1.4 include include/cublas_api.h,include/cublasLt.h"
  "cccl/13.5 nvidia-cuda-cccl==13.3.5.0.6 include include/nv/target"
  "cccl/13.0 nvidia-cuda-cccl==13.0.85 include include/nv/target"
  "cccl/12.9 nvidia-cuda-cccl-cu12==12.9.27 include include/nv/target"
)
case "$(uname -m)" in
  aarch64 | arm64) ARCH=aarch64 ;;
  *) ARCH=x86_64 ;;
esac
# pip matches --platform literally, so each manylinux tag a wheel may carry is tried in turn.
PLATFORMS=("manylinux2014_$ARCH" "manylinux_2_27_$ARCH" "manylinux_2_28_$ARCH" "manylinux_2_17_$ARCH")

die() { echo "fetch-cuda: error: $*" >&2; exit 1; }

wheel_mb() { # requirement: the wheel's size in MB (x86_64, rounded up), for the announcement
  case "$1" in
    nvidia-cuda-nvrtc==13.5.*) echo 56 ;;
    nvidia-cuda-nvrtc==13.0.* | nvidia-cuda-nvrtc-cu12==*) echo 87 ;;
    nvidia-nvjitlink==13.5.*) echo 45 ;;
    nvidia-nvvm==13.5.*) echo 76 ;;
    nvidia-nvvm==13.*) echo 62 ;;
    nvidia-nvjitlink* | nvidia-cuda-nvcc-cu12==*) echo 39 ;;
    nvidia-curand==10.4.5.*) echo 78 ;;
    nvidia-curand*) echo 69 ;;
    nvidia-cufft*) echo 215 ;;
    nvidia-nccl-cu13==2.32.*) echo 306 ;;
    nvidia-nccl-cu13==*) echo 194 ;;
    nvidia-nccl-cu12==*) echo 323 ;;
    nvidia-cublas*) echo 580 ;;
    nvidia-cuda-runtime*) echo 4 ;;
    *) echo 1 ;;
  esac
}

complete() { # dir files: whether every listed file is there
  local dir="$1" f
  for f in ${2//,/ }; do [[ -f "$dir/$f" ]] || return 1; done
}

fetch_one() {
  local name="$1" req="$2" keep="$3" files="$4"
  # An optional fifth field names the one architecture a wheel exists for (cuDLA: aarch64 only; its
  # header is what the tests need, on any machine).
  local platforms=("${PLATFORMS[@]}")
  [[ -n "${5:-}" ]] && platforms=("${PLATFORMS[@]/%$ARCH/$5}")
  local dest="$CACHE/$name"
  if complete "$dest" "$files"; then
    echo "$name: already present: $dest" >&2
    return 0
  fi
  command -v "$PYTHON" >/dev/null || die "$name: $PYTHON not found (needed to download $req)"
  local dl="$CACHE/wheels/$name"
  local wheel
  wheel="$(ls "$dl"/*.whl 2>/dev/null | head -n1 || true)"
  if [[ -z "$wheel" && -n "${CUDA_TEST_NO_DOWNLOAD:-}" && "${CUDA_TEST_NO_DOWNLOAD}" != 0 ]]; then
    die "$name: not downloaded: CUDA_TEST_NO_DOWNLOAD is set and $dest is not there ($req, about $(wheel_mb "$req") MB)"
  fi
  # Headers alone: read out of the wheel on PyPI by range requests (scripts/wheel-part.py), not
  # downloaded whole; where that fails (a proxy without ranges, another index), the whole wheel is.
  if [[ -z "$wheel" && "$keep" == include ]]; then
    local part
    part="$(mktemp -d "$CACHE/.unpack.XXXXXX")"
    echo "fetch-cuda: reading $req's include/ from PyPI (the folder alone, not the wheel)" >&2
    if "$PYTHON" "$ROOT/scripts/wheel-part.py" "$req" "${5:-$ARCH}" "$part/out" "${files%%,*}" include \
        && complete "$part/out" "$files"; then
      mkdir -p "$(dirname "$dest")"
      mv -T "$part/out" "$dest" 2>/dev/null || complete "$dest" "$files" \
        || { rm -rf "$dest"; mv -T "$part/out" "$dest"; }
      rm -rf "$part"
      complete "$dest" "$files" || die "$dest is incomplete"
      echo "$name: fetched $req's headers -> $dest" >&2
      return 0
    fi
    rm -rf "$part"
    echo "fetch-cuda: $req: reading the headers alone failed; downloading the whole wheel" >&2
  fi
  # The whole wheel: pip fetches it, unzip unpacks it.
  "$PYTHON" -m pip --version >/dev/null 2>&1 || die "$name: pip is not available for $PYTHON"
  command -v unzip >/dev/null || die "$name: unzip not found (apt-get install unzip)"
  mkdir -p "$dl"
  if [[ -z "$wheel" ]]; then
    echo "fetch-cuda: downloading $req from PyPI (about $(wheel_mb "$req") MB; every component the tests use: about 770 MB, 1.4 GB on disk) into $CACHE, once for every clone; CUDA_TEST_NO_DOWNLOAD=1 skips the tests that need it" >&2
    local tmpdl ok=0 p
    tmpdl="$(mktemp -d "$CACHE/.download.XXXXXX")"
    for p in "${platforms[@]}"; do
      if "$PYTHON" -m pip download --quiet --no-deps --only-binary=:all: \
           --platform "$p" --dest "$tmpdl" "$req" >&2; then
        ok=1; break
      fi
      echo "fetch-cuda: $req not found for platform $p, trying next" >&2
    done
    [[ $ok == 1 ]] || { rm -rf "$tmpdl"; die "could not download $req for any of: ${platforms[*]}"; }
    wheel="$(ls "$tmpdl"/*.whl 2>/dev/null | head -n1 || true)"
    [[ -n "$wheel" ]] || { rm -rf "$tmpdl"; die "pip reported success but no wheel for $req"; }
    mv -f "$wheel" "$dl/" && rm -rf "$tmpdl"
    wheel="$dl/$(basename "$wheel")"
  fi
  # The wheel's own prefix of the kept folders: nvidia/cu13/ (13.x) or nvidia/<package>/ (12.x).
  local first="${files%%,*}" inner
  inner="$(unzip -Z1 "$wheel" | grep -E "(^|/)$first\$" | head -n1 || true)"
  [[ -n "$inner" ]] || die "no $first inside $wheel"
  local prefix="${inner%"$first"}"
  local tmp
  tmp="$(mktemp -d "$CACHE/.unpack.XXXXXX")"
  trap 'rm -rf "$tmp"' RETURN
  local k patterns=()
  for k in ${keep//,/ }; do patterns+=("$prefix$k/*"); done
  unzip -q -o "$wheel" "${patterns[@]}" -d "$tmp/wheel" || die "unzip of ${patterns[*]} from $wheel failed"
  # The `.alt` builds (another ABI of the same library) are not what the tests load.
  find "$tmp/wheel" -name '*.alt.*' -delete
  mkdir -p "$tmp/out"
  for k in ${keep//,/ }; do mv "$tmp/wheel/$prefix$k" "$tmp/out/$k"; done
  complete "$tmp/out" "$files" || die "$wheel lacks one of: $files"
  mkdir -p "$(dirname "$dest")"
  # Whole or not at all: a concurrent run may have won; its copy is as good as ours.
  if ! mv -T "$tmp/out" "$dest" 2>/dev/null; then
    complete "$dest" "$files" || { rm -rf "$dest"; mv -T "$tmp/out" "$dest"; }
  fi
  complete "$dest" "$files" || die "$dest is incomplete"
  # The folder is what every later run checks; the wheel (up to 580 MB) is not read again.
  rm -rf "$dl"
  echo "$name: fetched $req -> $dest" >&2
}

mkdir -p "$CACHE"
wanted=("$@")
[[ ${#wanted[@]} -gt 0 ]] || for entry in "${COMPONENTS[@]}"; do wanted+=("${entry%% *}"); done
for name in "${wanted[@]}"; do
  found=""
  for entry in "${COMPONENTS[@]}"; do
    [[ "${entry%% *}" == "$name" ]] && found="$entry"
  done
  [[ -n "$found" ]] || die "unknown component $name (known: $(printf '%s ' "${COMPONENTS[@]%% *}"))"
  # shellcheck disable=SC2086
  fetch_one $found
done
for name in "${wanted[@]}"; do echo "$CACHE/$name"; done
