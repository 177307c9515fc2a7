//! The conformance check: every type, constant and function `cuda-driver` declares, proved against NVIDIA's
//! own `cuda.h` and `cudaTypedefs.h`, for each CUDA version whose headers are present. No GPU, no toolkit:
//! a C compiler and the headers are all it needs.
//!
//! # What it checks
//! For each header directory it generates one C file from `cuda-driver`'s own tables
//! ([`sys::STRUCTS`], [`sys::HANDLES`], [`sys::ENUMS`], [`sys::ALIASES`] and [`cuda_driver::functions`]),
//! compiles it with the system C compiler (`$CC`, else `cc`) under `-Wall -Werror`, runs it, and compares:
//! - every struct and union: `sizeof` and `_Alignof`;
//! - every field, reserved ones included: `offsetof`, `sizeof`, and that its C type is the one the Rust type
//!   maps to (`__builtin_types_compatible_p`). A padding field only Rust has (`#[cuda(reserved)]` and a
//!   name starting with `_`, e.g. `_pad0`) has no C name: the check proves instead that it fills exactly the
//!   gap C leaves between the C fields around it;
//! - an anonymous C struct (named `<Outer>_<member>` in Rust) through its member:
//!   `sizeof(__typeof__(((Outer *)0)->member))`, `offsetof(__typeof__(...), field)`;
//! - every handle: `sizeof`, `_Alignof`, and pointer, signed or unsigned integer;
//! - every enum: `sizeof`, `_Alignof`, and the value of every constant listed;
//! - every alias (`cuuint64_t`): `sizeof`, `_Alignof`, and its C type;
//! - every function: its prototype, mapped from the Rust parameter types, is assigned to the header's
//!   `PFN_<name>_v<version>`; under `-Werror` an incompatible pointer type is a compile error, which the
//!   check reports with the compiler's message (it names both prototypes).
//!
//! Each item is its own line of C behind a `#line` marker, so a compile error names the item; an item that
//! does not compile (absent from that header) is reported and left out, and the file is compiled again.
//! Mismatches print one per line, with the type, the field and both numbers:
//! `FAIL 13.0: CUDA_MEMCPY3D.srcZ: offset: Rust 8, cuda.h 16` (srcY and srcZ swapped).
//!
//! # Where the headers come from
//! NVIDIA's runtime wheels for 13.5, 13.0 and 12.9, which the check fetches from PyPI into the cache on
//! first use (`cuda_tests::fetch`, running `scripts/fetch-cuda.sh`; `.cache/cuda-headers/<version>/include`),
//! and besides those each directory `CUDA_INCLUDE_DIR` names (one, or several separated by `:`); when
//! none of these has a cuda.h, `/usr/local/cuda/include`. Each is labelled by its `CUDA_VERSION`.
//! Every family (cuda.h, nvrtc.h, nvJitLink.h, the runtime's) is looked for whatever is set, and one
//! neither checked nor reported missing fails (`headers::unaccounted`).
//! Under `CI=true` a header that cannot be fetched (or a missing compiler) is a failure; elsewhere the
//! check says in one line what it skipped and why
//! (a directory `CUDA_INCLUDE_DIR` names but lacks the headers always fails).
//!
//! # Older headers
//! The declarations follow CUDA 13.5. What 13.0 and 13.1 to 13.5 added is listed in
//! [`NEWER`](newer::NEWER), each entry with the first `CUDA_VERSION` whose header has it: constants,
//! counts that grew (`CU_DEVICE_ATTRIBUTE_MAX`), types, members, layouts (structs that grew, as 13.4's
//! `CUDA_HOST_NODE_PARAMS_v2`), and function ABIs. Against an older header those print as `<version> only`
//! lines, not failures; anything else absent or different is a failure, and so is an entry of the table
//! the older header contradicts. A function's entry also fixes the version its "missing" error names
//! (`FunctionInfo::since`, checked against the entry). One build serves all three: enums are open, so an
//! older driver simply never returns a newer value (and a newer driver's new values are values, not
//! undefined behaviour); a member an older header lacks sits inside the same bytes or past what an older
//! driver reads; a newer attribute or option passed to an older driver is refused by that driver with an
//! error code.
//!
//! # nvrtc.h
//! The same check covers `cuda-nvrtc` against the `nvrtc.h` of NVRTC 13.5, 13.0 and 12.9 (from NVIDIA's
//! NVRTC wheels, fetched into the cache on first use; module `nvrtc`): `nvrtcProgram` (size, alignment, a
//! pointer), every `nvrtcResult` value, `nvrtcBundledHeadersInfo` and the `NVRTC_INSTALL_HEADERS_*`
//! constants (13.3), and every function's prototype, its Rust-derived pointer type assigned to a pointer
//! to the header's function (return type included: `nvrtcGetErrorString` returns `const char *`). Every
//! function the header declares must be in the crate (the compiler's `-aux-info` list of prototypes).
//! What 13.0 to 13.5 added is in [`NEWER`](newer::NEWER); `nvrtcGetNVVM`/`nvrtcGetNVVMSize`, which 13.0
//! dropped, are `cuda_nvrtc::sys::REMOVED` and print as `until 13.0` lines against 13.0's and 13.5's header.
//!
//! # nvJitLink.h
//! `cuda-nvjitlink` against the `nvJitLink.h` of nvJitLink 13.5, 13.0 and 12.9 (NVIDIA's wheels, fetched
//! into the cache on first use; module `nvjitlink`): the handle, both enums with every value, every
//! function's prototype, and every versioned entry point the header's inline wrappers call
//! (`__nvJitLinkCreate_13_0`), each callable with the Rust-derived parameter types. What the older headers
//! lack or number otherwise (12.9 spells six 13.0 codes as macros for older ones) is the module's `SINCE`
//! table, printed as `13.0 numbering`/`13.0 only`/`13.3 only` lines.
//!
//! # curand.h
//! `cuda-curand` against the `curand.h` of CUDA 12.9, 13.0 and 13.5's cuRAND (NVIDIA's wheels, fetched
//! into the cache on first use; module `curand`), compiled with the runtime headers it includes: every
//! enum with every value, the handles, the aliases, every function's prototype.
//!
//! # cufft.h
//! `cuda-cufft` against the `cufft.h` of CUDA 12.9, 13.0 and 13.5's cuFFT (NVIDIA's wheels, `include/`
//! alone, fetched into the cache on first use; module `cufft`), compiled with the runtime headers it
//! includes: every enum with every value, the plan handle, the complex structs, the aliases, the
//! `#define` constants, every function's prototype; what older headers lack prints as `13.0 only` /
//! `13.5 only` lines, the three codes 13.0 dropped as `until 13.0` lines.
//! # nccl.h
//! `cuda-nccl` against the `nccl.h` of NCCL 2.27.3, 2.27.7 and 2.32.3 (the `nvidia-nccl-cu12`/`-cu13`
//! wheels paired with CUDA 12.9, 13.0 and 13.5; module `nccl`), compiled with the runtime headers it
//! includes: every enum, struct, handle, constant and prototype, and the initialiser macros against the
//! Rust constructors; what 2.27 lacks prints as `2.32 to now only` lines.
//! # cublas_api.h and cublasLt.h
//! `cuda-cublas` against the `cublas_api.h` and `cublasLt.h` of CUDA 12.9, 13.0 and 13.5's cuBLAS
//! (12.9.1, 13.1.0, 13.10.0; NVIDIA's wheels, header only; module `cublas`), compiled with the runtime,
//! `crt/` and CCCL headers they include: every struct and field, enum and value, handle, alias,
//! `#define` and function prototype, from the crate's registries; the generated `cublas_since` tables
//! say what older headers lack or declare otherwise.
//!
//! # nvvm.h
//! `cuda-nvvm` against the `nvvm.h` of CUDA 12.9, 13.0 and 13.5's libNVVM (NVIDIA's wheels, fetched into
//! the cache on first use; module `nvvm`): the handle, the enum with every value, every function's
//! prototype; `nvvmLLVMVersion` (13.1) prints as a `13.1 only` line against 12.9 and 13.0.
//!
//! # nvFatbin.h
//! `cuda-nvfatbin` against the `nvFatbin.h` of nvFatbin 12.9, 13.0 and 13.5 by the same check (module
//! `nvfatbin`); `nvFatbinAddTileIR` (13.1) prints as a `13.1 only` line against 12.9 and 13.0.
//!
//! # The NVTX headers
//! `cuda-nvtx` against `nvToolsExt.h` and its CUDA, CUDA runtime, OpenCL and sync companions of NVTX
//! 12.9, 13.0 and 13.5 (module `nvtx`): every type, constant and function, each function against both
//! the header's prototype and its slot type.
//!
//! # The runtime headers
//! `cuda-runtime` against `cuda_runtime_api.h` (with the headers of `builtin_types.h`) of 12.9, 13.0 and
//! 13.5, from NVIDIA's runtime wheels (`cudart/<version>`, and `cuda-crt/<version>` for the
//! `crt/host_defines.h` they include), judged across the three versions together, with a coverage line
//! per header (`conformance: cuda_runtime_api.h 13.0: functions 310/310, per-thread 68/68, ...`). How
//! one build is checked against three headers is in the `runtime` module.
//!
//! # Coverage, counted from the header
//! Beside checking what the crates declare, the check counts what each header declares — from the
//! compiler's own view of it (`-aux-info`, `-dM`, `-E`), never from our lists — and prints, per header,
//! `conformance: cuda.h 13.5: functions N/M, structs N/M, enums N/M, handles N/M, constants N/M, ABI
//! versions N/M`. Any item
//! of the header the crate lacks is a failure, listed (the first 20 of each kind, and how many more);
//! so is a function declared at another ABI than the header gives its name. What counts as an item, and
//! the [`DROPPED`](coverage::DROPPED) table of what an older header has and a later one dropped, are in
//! [`coverage`].
//!
//! A floor under the counts ([`floor`]): a kind counted zero in a header fails unless its table says
//! that header has none (nvJitLink.h's structs), so that a compiler whose output the readers no longer
//! understand cannot print `0/0` and pass.
//!
//! # No copied sentences
//! Every doc line of the declarations (as data: `FunctionInfo::doc`, the registries' `doc` fields) is
//! compared with the header's comments; a shared run of six words, or a whole sentence of 25 characters
//! or more, fails. The rule is in [`copied`]; the check prints how many lines it compared.
//!
//! Run alone: `cargo test -p cuda-tests --test conformance`.

mod c_gen;
mod c_types;
mod compare;
mod copied;
mod coverage;
mod cublas;
mod cublas_since;
mod cudla;
mod cufft;
mod cufile;
mod curand;
mod floor;
mod header_items;
mod headers;
mod nccl;
mod newer;
mod nvfatbin;
mod nvjitlink;
mod nvml;
mod nvrtc;
mod nvtx;
mod nvvm;
mod runtime;

use std::path::Path;
use std::process::{Command, ExitCode};
use std::time::Instant;
use std::{env, thread};

use compare::{check_header, Report, KINDS};
use headers::{sources, Source};

/// Honours the libtest arguments cargo may pass on (`--list`, `--ignored`, `--exact`, `--skip NAME`, name
/// filters): whether this test is selected.
fn wanted() -> bool {
    const NAME: &str = "conformance";
    const WITH_VALUE: &[&str] = &[
        "--test-threads",
        "--format",
        "--color",
        "--logfile",
        "--shuffle-seed",
        "-Z",
    ];
    let (mut list, mut ignored, mut exact) = (false, false, false);
    let (mut filters, mut skips) = (Vec::new(), Vec::new());
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--list" => list = true,
            "--ignored" => ignored = true,
            "--exact" => exact = true,
            "--skip" => skips.extend(args.next()),
            option if WITH_VALUE.contains(&option) => {
                args.next();
            }
            option if option.starts_with('-') => {}
            _ => filters.push(arg),
        }
    }
    let matches = |pattern: &String| {
        if exact {
            pattern == NAME
        } else {
            NAME.contains(pattern.as_str())
        }
    };
    let selected = !ignored
        && (filters.is_empty() || filters.iter().any(matches))
        && !skips.iter().any(matches);
    if list {
        if selected {
            println!("{NAME}: test");
        }
        return false;
    }
    selected
}

fn main() -> ExitCode {
    if !wanted() {
        return ExitCode::SUCCESS;
    }
    let started = Instant::now();
    let ci = cuda_tests::fetch::ci();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("conformance");
    // `$CC` may carry arguments (`ccache gcc`).
    let cc: Vec<String> = env::var("CC")
        .unwrap_or_else(|_| "cc".into())
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    let mut failed = false;

    let (found, missing) = sources(&root);
    let mut reported: Vec<&str> = missing.iter().map(|(family, ..)| *family).collect();
    for (_, why, required) in &missing {
        if ci || *required {
            let under = if ci { " under CI=true" } else { "" };
            println!("conformance: FAIL: header missing{under}: {why}");
            failed = true;
        } else {
            println!("conformance: skipped {why}");
        }
    }
    if cc.is_empty()
        || Command::new(&cc[0])
            .args(&cc[1..])
            .arg("--version")
            .output()
            .is_err()
    {
        let why = format!("no C compiler `{}` (set CC)", cc.join(" "));
        println!(
            "conformance: {}{why}",
            if ci { "FAIL: " } else { "skipped everything: " }
        );
        return if ci {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        };
    }

    let results: Vec<(&Source, Result<Report, String>, f64)> = thread::scope(|scope| {
        let handles: Vec<_> = found
            .iter()
            .map(|source| {
                let (cc, work) = (&cc, work.join(source.name.replace(['[', ']'], "")));
                scope.spawn(move || {
                    let t = Instant::now();
                    (
                        source,
                        match (source.nvrtc, source.nvjitlink) {
                            (Some(v), _) => nvrtc::check_header(cc, &source.dir, &work, v),
                            (_, Some(v)) => nvjitlink::check_header(cc, &source.dir, &work, v),
                            (None, None) => check_header(cc, &source.dir, &work),
                        },
                        t.elapsed().as_secs_f64(),
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a check thread panicked"))
            .collect()
    });

    let reports: Vec<&Report> = results
        .iter()
        .filter_map(|(_, r, _)| r.as_ref().ok())
        .collect();
    for line in coverage::check_dropped(&reports) {
        println!("conformance: FAIL: {line}");
        failed = true;
    }
    // The runtime headers (cuda-runtime), judged across their three versions together.
    let (runtime_sources, runtime_results, runtime_missing) = runtime::check(&cc, &work);
    if !runtime_missing.is_empty() {
        reported.push("cuda_runtime_api.h");
    }
    for why in runtime_missing {
        if ci {
            println!("conformance: FAIL: runtime header missing under CI=true: {why}");
            failed = true;
        } else {
            println!("conformance: skipped {why}");
        }
    }
    // The runtime judge on planted mismatches: each must fail, each control pass.
    let (wrong, cases) = runtime::planted::check();
    for line in &wrong {
        println!("conformance: FAIL: the runtime judge on a planted case: {line}");
    }
    failed |= !wrong.is_empty();
    println!(
        "conformance: the runtime judge: {} of {cases} planted cases judged right",
        cases - wrong.len()
    );
    // cufile.h (cuda-cufile), each version compiled with the cuda.h it includes; prints its own lines.
    failed |= cufile::run(&cc, &work, ci);
    // cudla.h (cuda-cudla), 13.5's: prints its own lines.
    failed |= cudla::run(&cc, &work, ci);
    // The NVTX headers (cuda-nvtx), 12.9, 13.0 and 13.5, with the CUDA headers they include.
    failed |= nvtx::run(&cc, &work, ci);
    // nccl.h (cuda-nccl), NCCL 2.27.3, 2.27.7 and 2.32.3 (CUDA 12.9, 13.0, 13.5), with the runtime
    // headers it includes.
    failed |= nccl::run(&cc, &work, ci);
    let checked: Vec<&str> = found
        .iter()
        .chain(&runtime_sources)
        .map(headers::family)
        .collect();
    for family in headers::unaccounted(&checked, &reported) {
        println!("conformance: FAIL: {family}: neither checked nor reported missing");
        failed = true;
    }
    let results = results.into_iter().chain(
        runtime_sources
            .iter()
            .zip(runtime_results)
            .map(|(source, (result, seconds))| (source, result, seconds)),
    );
    // nvvm.h (cuda-nvvm), nvFatbin.h (cuda-nvfatbin) and the headers of other single-library crates,
    // per version.
    let (library_sources, library_results) = nvvm::check_all(
        &[
            &nvvm::NVVM,
            &nvfatbin::NVFATBIN,
            &curand::CURAND,
            &cufft::CUFFT,
            &cublas::CUBLAS,
            &cublas::CUBLASLT,
        ],
        &cc,
        &work,
        ci,
        &mut failed,
    );
    let results = results.chain(
        library_sources
            .iter()
            .zip(library_results)
            .map(|(s, (r, t))| (s, r, t)),
    );
    for (source, result, seconds) in results {
        let report = match result {
            Ok(report) => report,
            Err(e) => {
                println!("conformance: FAIL {}: {e}", source.dir.display());
                failed = true;
                continue;
            }
        };
        let label = format!("{} {}", report.header, report.label);
        for line in &report.newer {
            println!("conformance: {label}: {line}");
        }
        let mut report = report;
        report.failures.extend(floor::check(&report));
        for line in &report.failures {
            println!("conformance: FAIL {label}: {line}");
        }
        if let Some(coverage) = &report.coverage {
            println!("conformance: {label}: {coverage}");
        }
        if let Some(n) = report.docs_checked {
            println!("conformance: {label}: {n} doc lines compared with the header's comments");
        }
        let counts: Vec<String> = KINDS
            .iter()
            .zip(report.counts)
            .filter(|(_, n)| *n > 0)
            .map(|(kind, n)| format!("{n} {kind}"))
            .collect();
        let total: usize = report.counts.iter().sum();
        let newer = match report.newer.len() {
            0 => String::new(),
            n => format!(", {n} differences between versions (listed above)"),
        };
        println!(
            "conformance: {label} ({}): {total} items checked ({}): {} failures{newer} ({seconds:.2}s)",
            source.dir.display(),
            counts.join(", "),
            report.failures.len(),
        );
        failed |= !report.failures.is_empty();
    }
    failed |= nvml::run(&cc, &work, ci);
    let verdict = match (failed, found.is_empty() && runtime_sources.is_empty()) {
        (true, _) => "FAILED",
        (false, true) => "nothing checked (no headers)",
        (false, false) => "ok",
    };
    println!(
        "conformance: {verdict} in {:.2}s",
        started.elapsed().as_secs_f64()
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
