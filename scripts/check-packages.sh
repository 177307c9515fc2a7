#!/usr/bin/env bash
# Checks every publishable crate of the workspace as crates.io would see it. The list of crates is read from
# `cargo metadata` (every package whose `publish` is not `false`), so a new crate is checked once it exists.
#
#   1. metadata: description, license, readme (a file inside the package), keywords, categories and
#      rust-version present; no placeholder URL; every dependency other than dev-dependencies has a version;
#   2. the name is ours on crates.io: `cargo info NAME` finds nothing, or finds the crate with our description;
#   3. `cargo package` (its own verification builds each library), the workspace's crates patched in for one
#      another, since none is published yet;
#   4. each `.crate` unpacked outside the workspace and every target built there (`cargo test --all-targets
#      --no-run`): an example or test that reads a file outside its package fails here; and its docs, as
#      docs.rs builds them (`cargo doc --all-features`, warnings denied), with its own features alone;
#   5. a downstream crate depending on the unpacked crates, built on the declared `rust-version` toolchain
#      with cargo's MSRV-aware resolution (`incompatible-rust-versions = "fallback"`), as a user on that
#      toolchain would build it;
#   6. `cargo check` of the publishable crates for x86_64-pc-windows-msvc (the `cfg(windows)` code).
#
# Needs: cargo, python3, rustup (installs the MSRV toolchain and the Windows target when missing).
# Usage: scripts/check-packages.sh          (SKIP_NAME_CHECK=1 to skip step 2 offline)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
# Outside the workspace: cargo refuses a package inside a workspace that does not list it.
WORK="${CHECK_PACKAGES_DIR:-${TMPDIR:-/tmp}/cuda-rs-check-packages}"

say() { printf 'check-packages: %s\n' "$*"; }
# What this script builds outside the workspace (several GB of test builds) goes when it ends, whatever the
# outcome; CHECK_PACKAGES_KEEP=1 keeps it for a look.
cleanup() { [[ "${CHECK_PACKAGES_KEEP:-0}" != 0 ]] || rm -rf "$WORK/unpacked" "$WORK/target" "$WORK/msrv-target" "$WORK/msrv-downstream"; }
trap cleanup EXIT
die() { printf 'check-packages: error: %s\n' "$*" >&2; exit 1; }

meta="$(cargo metadata --format-version 1 --no-deps)"

# name<TAB>manifest dir<TAB>description<TAB>rust-version<TAB>version, one line per publishable package.
packages="$("$PYTHON" - "$meta" <<'PY'
import json, os, sys

meta = json.loads(sys.argv[1])
problems = []
for p in meta["packages"]:
    if p.get("publish") == []:
        continue
    name = p["name"]
    where = os.path.dirname(p["manifest_path"])
    for field in ("description", "license", "readme", "rust_version"):
        if not p.get(field):
            problems.append(f"{name}: no {field.replace('_', '-')}")
    for field in ("keywords", "categories"):
        if not p.get(field):
            problems.append(f"{name}: no {field}")
    readme = p.get("readme")
    if readme and not os.path.realpath(os.path.join(where, readme)).startswith(os.path.realpath(where) + os.sep):
        problems.append(f"{name}: readme {readme} is outside the package")
    for field in ("repository", "homepage", "documentation"):
        value = p.get(field) or ""
        if "example" in value or "invalid" in value or "TODO" in value:
            problems.append(f"{name}: {field} is a placeholder: {value}")
    for d in p["dependencies"]:
        if d.get("kind") != "dev" and d.get("req") in (None, "", "*"):
            problems.append(f"{name}: dependency {d['name']} has no version (crates.io would refuse it)")
    windows = ((p.get("metadata") or {}).get("cuda-rs") or {}).get("windows", True)
    print(f"{name}\t{where}\t{p.get('description', '')}\t{p.get('rust_version', '')}\t{p['version']}\t{'yes' if windows else 'no'}")
if problems:
    for line in problems:
        print("problem: " + line, file=sys.stderr)
    sys.exit(1)
PY
)" || die "metadata problems (above)"

names=()
crates=()
windows_args=()
not_windows=()
while IFS=$'\t' read -r name _dir _desc _msrv ver windows; do
    names+=("$name")
    crates+=("$name-$ver")
    # `[package.metadata.cuda-rs] windows = false`: a crate that does not build for Windows yet, and says
    # so itself with a compile_error! there.
    if [[ "$windows" == yes ]]; then windows_args+=(-p "$name"); else not_windows+=("$name"); fi
done <<<"$packages"
msrvs="$(cut -f4 <<<"$packages" | sort -u)"
[[ $(wc -l <<<"$msrvs") == 1 ]] || die "the publishable crates declare different rust-versions: $msrvs"
msrv="$msrvs"
say "publishable crates: ${names[*]} (rust-version $msrv)"

if [[ "${SKIP_NAME_CHECK:-}" != 1 ]]; then
    while IFS=$'\t' read -r name _dir desc _rest; do
        if out="$(cargo info --registry crates-io "$name" 2>&1)"; then
            grep -qF "$desc" <<<"$out" || die "crates.io has a crate named $name that is not ours:
$(head -n 3 <<<"$out")"
            say "$name: on crates.io, ours"
        elif grep -q "could not find \`$name\`" <<<"$out"; then
            say "$name: free on crates.io"
        else
            die "could not ask crates.io about $name: $out"
        fi
    done <<<"$packages"
fi

# Every publishable crate patched in for the others: none of them is on crates.io yet.
patches=()
while IFS=$'\t' read -r name dir _rest; do
    patches+=(--config "patch.crates-io.$name.path=\"$dir\"")
done <<<"$packages"
pkg_args=()
for n in "${names[@]}"; do pkg_args+=(-p "$n"); done

say "cargo package ${pkg_args[*]}"
cargo package "${pkg_args[@]}" --allow-dirty "${patches[@]}"

rm -rf "$WORK/unpacked"
mkdir -p "$WORK/unpacked"
unpacked_patches=()
for crate in "${crates[@]}"; do
    # --touch: the archive's fixed timestamps would make cargo take old builds for fresh ones.
    tar --touch -xzf "target/package/$crate.crate" -C "$WORK/unpacked"
    unpacked_patches+=(--config "patch.crates-io.${crate%-*}.path=\"$WORK/unpacked/$crate\"")
done

# The unpacked packages are outside any workspace; one target directory serves them all.
for crate in "${crates[@]}"; do
    say "$crate: every target and the docs, built from the packaged files alone"
    # The docs as docs.rs builds them: this crate's features alone, not the workspace's union (a link to
    # an item of a dependency's feature the crate does not turn on breaks here and nowhere else).
    (cd "$WORK/unpacked/$crate" &&
        CARGO_TARGET_DIR="$WORK/target" cargo test --all-targets --no-run --quiet "${unpacked_patches[@]}" &&
        RUSTDOCFLAGS=-Dwarnings CARGO_TARGET_DIR="$WORK/target" cargo doc --no-deps --all-features --quiet \
            "${unpacked_patches[@]}")
done

say "MSRV: a downstream crate on Rust $msrv, with MSRV-aware dependency resolution"
rustup toolchain list | grep -q "^$msrv" || rustup toolchain install "$msrv" --profile minimal
down="$WORK/msrv-downstream"
rm -rf "$down"
mkdir -p "$down/src"
{
    printf '[package]\nname = "msrv-downstream"\nversion = "0.0.0"\nedition = "2021"\nrust-version = "%s"\npublish = false\n\n[workspace]\n\n[dependencies]\n' "$msrv"
    for crate in "${crates[@]}"; do printf '%s = { path = "%s" }\n' "${crate%-*}" "$WORK/unpacked/$crate"; done
    printf '\n[patch.crates-io]\n'
    for crate in "${crates[@]}"; do printf '%s = { path = "%s" }\n' "${crate%-*}" "$WORK/unpacked/$crate"; done
} >"$down/Cargo.toml"
echo '//! Builds every publishable crate as a dependency.' >"$down/src/lib.rs"
(cd "$down" &&
    CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS=fallback cargo +"$msrv" generate-lockfile --quiet &&
    CARGO_TARGET_DIR="$WORK/msrv-target" cargo +"$msrv" build --quiet &&
    cargo +"$msrv" --version)
say "MSRV: built on $(cargo +"$msrv" --version)"

say "Windows: cargo check --target x86_64-pc-windows-msvc ${windows_args[*]}"
[[ ${#not_windows[@]} == 0 ]] || say "Windows: not checked (package.metadata.cuda-rs.windows = false): ${not_windows[*]}"
rustup target list --installed | grep -q x86_64-pc-windows-msvc || rustup target add x86_64-pc-windows-msvc
cargo check --quiet --target x86_64-pc-windows-msvc "${windows_args[@]}"
say "all checks passed for: ${names[*]}"
