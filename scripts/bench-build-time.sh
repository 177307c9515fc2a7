#!/usr/bin/env bash
# Build time for a downstream user: two equal tiny crates made in a temp dir, one on cuda-driver and
# cuda-nvrtc (by path, this checkout), one on cudarc 0.19 (driver + nvrtc), each built from clean, debug and release, RUNS
# times, alternating, with cargo's defaults (all cores). Prints each time, the medians and the ratio
# ours / cudarc; the target is ours <= 0.8 x cudarc.
#
# Usage: scripts/bench-build-time.sh
#   RUNS=3                       builds per crate and profile
#   CUDARC_FEATURES='"std", "driver", "nvrtc", "dynamic-loading", "cuda-13000"'
#                                cudarc's features (default-features = false); driver + nvrtc, loaded at
#                                run time, for CUDA 13.0: the smallest set that builds without nvcc
#   TIMINGS=DIR                  also one `cargo build --timings` per crate and profile, the HTML reports
#                                copied to DIR and every unit printed with its start and duration
#   KEEP=DIR                     make the crates in DIR and keep them
#   RUNTIME=1                    also the same programs with the runtime API's bindings (cuda-runtime beside
#                                cuda-driver; cudarc's `runtime` feature): two more rows in the table
#   CARGO_INCREMENTAL=0          (default) build cuda-driver, a path dependency here, as a registry one
#   FEATURES='"graph"'           set (even empty): our crate takes cuda-driver with `default-features = false,
#                                features = [$FEATURES]`, the safe layer's core plus those rooms; FEATURES= is
#                                the smallest set (cuda-driver/Cargo.toml, [features]). Unset: the defaults
# Needs the network once (or a warm cargo cache) to fetch the crates; the builds themselves run offline.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUNS="${RUNS:-3}"
RUNTIME="${RUNTIME:-0}"
CUDARC_FEATURES="${CUDARC_FEATURES:-\"std\", \"driver\", \"nvrtc\", \"dynamic-loading\", \"cuda-13000\"}"
PYTHON="${PYTHON:-python3}"
WORK="${KEEP:-$(mktemp -d)}"
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK"
unset CARGO_TARGET_DIR CARGO_BUILD_TARGET_DIR
# A path dependency is compiled incrementally (cargo treats it as local); one from crates.io is not. Off,
# so that cuda-driver is built as a user of the published crate builds it (cudarc is unaffected).
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

# new_crate NAME DEPENDENCY-LINE MAIN-BODY
new_crate() {
    local dir="$WORK/$1"
    mkdir -p "$dir/src"
    cat >"$dir/Cargo.toml" <<EOF
[package]
name = "$1"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
$2

# Not part of any enclosing workspace.
[workspace]
EOF
    printf '%s\n' "$3" >"$dir/src/main.rs"
}

# The same program twice: load the driver, name device 0, copy 256 u32s there and back. Both build NVRTC's
# bindings too (cudarc's `nvrtc` feature, our cuda-nvrtc), which neither program calls.
DRIVER_DEP="cuda-driver = { path = \"$ROOT/cuda-driver\" }"
if [[ -n "${FEATURES+set}" ]]; then
    DRIVER_DEP="cuda-driver = { path = \"$ROOT/cuda-driver\", default-features = false, features = [$FEATURES] }"
fi
new_crate down-ours "$DRIVER_DEP
cuda-nvrtc = { path = \"$ROOT/cuda-nvrtc\" }" '
use cuda_driver::{Context, Device, DeviceBuffer, Stream};
use cuda_nvrtc as _;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let device = Device::get(cuda_driver::init()?, 0)?;
    let ctx = Context::primary(device)?;
    let stream = Stream::legacy(&ctx)?;
    let host: Vec<u32> = (0..256).collect();
    let buf = DeviceBuffer::from_slice(&stream, &host)?;
    assert_eq!(buf.to_vec()?, host);
    println!("{}: ok", device.name()?);
    Ok(())
}'

new_crate down-cudarc "cudarc = { version = \"0.19\", default-features = false, features = [$CUDARC_FEATURES] }" '
use cudarc::driver::CudaContext;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let ctx = CudaContext::new(0)?;
    let stream = ctx.default_stream();
    let host: Vec<u32> = (0..256).collect();
    let buf = stream.clone_htod(&host)?;
    assert_eq!(stream.clone_dtoh(&buf)?, host);
    println!("{}: ok", ctx.name()?);
    Ok(())
}'

CRATES=(down-ours down-cudarc)
if [[ "$RUNTIME" == 1 ]]; then
    # The same programs, building the runtime API's bindings too, which neither calls.
    new_crate down-ours-rt "$DRIVER_DEP
cuda-nvrtc = { path = \"$ROOT/cuda-nvrtc\" }
cuda-runtime = { path = \"$ROOT/cuda-runtime\" }" "use cuda_runtime as _;
$(cat "$WORK/down-ours/src/main.rs")"
    new_crate down-cudarc-rt "cudarc = { version = \"0.19\", default-features = false, features = [$CUDARC_FEATURES, \"runtime\"] }" \
        "$(cat "$WORK/down-cudarc/src/main.rs")"
    CRATES+=(down-ours-rt down-cudarc-rt)
fi

echo "bench-build-time: crates in $WORK; fetching their dependencies"
for c in "${CRATES[@]}"; do
    (cd "$WORK/$c" && cargo fetch -q)
done

# build CRATE PROFILE: seconds for a clean build
build() {
    local dir="$WORK/$1" flag=()
    [[ "$2" == release ]] && flag=(--release)
    (cd "$dir" && cargo clean -q && s=$(date +%s.%N) && cargo build -q --offline "${flag[@]}" \
        && e=$(date +%s.%N) && "$PYTHON" -c "print(f'{$e - $s:.2f}')")
}

declare -A T
for profile in debug release; do
    for i in $(seq 1 "$RUNS"); do
        for c in "${CRATES[@]}"; do
            t="$(build "$c" "$profile")"
            T[$c.$profile]+="$t "
            echo "  $profile run $i: $c ${t}s"
        done
    done
done

echo
echo "bench-build-time: clean builds, $RUNS each, $(nproc) cores, $(rustc --version), CARGO_INCREMENTAL=$CARGO_INCREMENTAL, cuda-driver features: ${FEATURES-default}, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$PYTHON" - "$RUNS" "${T[down-ours.debug]}" "${T[down-cudarc.debug]}" "${T[down-ours.release]}" \
    "${T[down-cudarc.release]}" "${T[down-ours-rt.debug]:-}" "${T[down-cudarc-rt.debug]:-}" \
    "${T[down-ours-rt.release]:-}" "${T[down-cudarc-rt.release]:-}" <<'PY'
import statistics, sys
runs = sys.argv[1]
od, cd, orel, crel, rod, rcd, rorel, rcrel = ([float(x) for x in a.split()] for a in sys.argv[2:10])
print(f"| profile | cuda-driver (s) | cudarc (s) | ratio ours/cudarc | target <= 0.8 |")
print(f"|---|---:|---:|---:|:---:|")
rows = [("debug", od, cd), ("release", orel, crel)]
if rod:  # RUNTIME=1: cuda-runtime beside cuda-driver, cudarc's `runtime` feature
    rows += [("debug + runtime", rod, rcd), ("release + runtime", rorel, rcrel)]
for name, o, c in rows:
    mo, mc = statistics.median(o), statistics.median(c)
    r = mo / mc
    print(f"| {name} | {mo:.2f} ({min(o):.2f}-{max(o):.2f}) | {mc:.2f} ({min(c):.2f}-{max(c):.2f}) | {r:.2f} | {'yes' if r <= 0.8 else 'NO'} |")
PY

if [[ -n "${TIMINGS:-}" ]]; then
    mkdir -p "$TIMINGS"
    for profile in debug release; do
        for c in "${CRATES[@]}"; do
            flag=()
            [[ "$profile" == release ]] && flag=(--release)
            (cd "$WORK/$c" && cargo clean -q && cargo build -q --offline --timings "${flag[@]}")
            html="$(ls -t "$WORK/$c"/target/cargo-timings/cargo-timing-*.html | head -1)"
            cp "$html" "$TIMINGS/$c-$profile.html"
            echo
            echo "== $c ($profile): the units in start order (cargo --timings; $TIMINGS/$c-$profile.html)"
            "$PYTHON" - "$html" <<'PY'
import json, re, sys
text = open(sys.argv[1]).read()
m = re.search(r"const UNIT_DATA = (\[.*?\]);", text, re.S)
if not m:
    sys.exit("  (no UNIT_DATA in the report)")
units = json.loads(m.group(1))
units.sort(key=lambda u: u["start"])
print("   start  takes  unit")
for u in units:
    name = f'{u["name"]} v{u["version"]}{" " + u["target"] if u["target"].strip() else ""}'
    print(f'  {u["start"]:6.2f} {u["duration"]:6.2f}  {name}')
PY
        done
    done
fi
