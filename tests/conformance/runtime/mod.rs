//! The runtime headers: `cuda-runtime`'s declarations against the `cuda_runtime_api.h` (with
//! `driver_types.h`, `surface_types.h`, `texture_types.h`, `vector_types.h`) of 12.9, 13.0 and 13.5, from
//! NVIDIA's runtime wheels (cache components `cudart/<version>`, with `cuda-crt/<version>` for the
//! `crt/host_defines.h` they include), fetched on first use.
//!
//! Every struct and union (size, alignment; each field's offset, size and C type), handle (size,
//! alignment, pointer or integer, signedness), enum (size, alignment, every constant's value), alias,
//! `#define` constant (value; a typed one's C type) and function (the Rust-derived pointer type assigned
//! to a pointer to the header's function, return type included) is compiled against each header; the
//! runtime's tag-only names (`struct cudaDeviceProp`) are made typedef names first (`typedefs.h` in the
//! work directory), and `cudaDeviceProp_v12` is 12.x's `struct cudaDeviceProp`.
//!
//! # One build, three headers
//! The declarations follow 13.x and declare what 12.x dropped or changed beside it ([`sys::UNTIL`]). So:
//! - a function declaration is checked against every header its versions cover (`@ version` up to its
//!   `UNTIL`): there, absent or different is a failure; elsewhere it prints as a version line;
//! - a type, constant or field absent from one header is a version line when a newer checked header has
//!   it and no older one does (added later), or when only older headers have it and [`DROPPED`] names it
//!   (12.x's, which 13.0 dropped); otherwise a failure. A [`DROPPED`] item a header from its version on
//!   still has fails too;
//! - a struct 13.0 grew (`cudaPointerAttributes`) passes against 12.9 when each of 12.9's fields is where
//!   Rust has it, only the size differs, and a newer header agrees with Rust ("a later header grew it");
//!   reserved bytes a newer header gave to new fields pass only where the struct's size is the declared
//!   one;
//! - a constant whose value differs between headers is a failure, except the counts that grow with each
//!   release ([`COUNTS`]), where a newer header agrees.
//!
//! So against the newest header nothing is forgiven that no table names. `planted` runs the judge on
//! made-up outcomes on every run: mismatches it must fail, version differences it must pass.
//!
//! # Coverage, counted from the header
//! Per header, from the compiler's view of it (never from our lists): every prototype of
//! `cuda_runtime_api.h` (`-aux-info`), every per-thread variant it declares under
//! `CUDA_API_PER_THREAD_DEFAULT_STREAM` (`_ptds`, `_ptsz`), every struct, union and enum body and handle
//! typedef of the headers above, every enum constant and every `#define` constant (`cuda*`, `CUDART_*`)
//! whose body is an integer constant or another constant's name. Any item the crate lacks is a failure.
//! The line: `conformance: cuda_runtime_api.h 13.0: functions N/M, per-thread N/M, structs N/M, ...`.
//! The doc lines of the declarations are compared with the headers' comments (`copied`).

mod coverage;
mod items;
pub(crate) mod planted;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::c_gen::{c_code, measure, Item};
use crate::compare::{version_label, Report};
use crate::headers::Source;

pub(crate) use items::c_name;

/// The runtime versions checked: the cache components `cudart/<version>` and `cuda-crt/<version>`.
pub(crate) const VERSIONS: &[&str] = &["12.9", "13.0", "13.5"];

/// The runtime headers whose declarations are the runtime's (builtin_types.h's and the API's).
pub(crate) const FILES: &[&str] = &[
    "cuda_runtime_api.h",
    "driver_types.h",
    "surface_types.h",
    "texture_types.h",
    "vector_types.h",
    "device_types.h",
    "cuda_device_runtime_api.h",
];

/// Constants that count a list and grow with it in each release: their values may differ between headers.
pub(crate) const COUNTS: &[&str] = &[
    "cudaDevAttrMax",
    "cudaFuncAttributeMax",
    "cudaGraphNodeTypeCount",
    "cudaLaunchAttributeMax",
];

/// What the 12.x headers have and 13.0 dropped, which the crate still declares for a 12.x runtime: (the
/// item as the report names it, the first version without it). Against a header from that version on the
/// item prints as a `dropped by` line; against any header an entry of the table the header contradicts
/// (it has the item) fails, and an item only older headers have that is not here fails.
#[rustfmt::skip]
pub(crate) const DROPPED: &[(&str, i64)] = &[
    // 12.x's cudaDeviceProp, declared beside 13.x's as cudaDeviceProp_v12.
    ("cudaDeviceProp_v12", 13000),
    // 12.x's external-semaphore parameters before their _v2 (13.0 kept only the _v2 layout).
    ("cudaExternalSemaphoreSignalParams_v1", 13000),
    ("cudaExternalSemaphoreSignalParams_v1_params", 13000),
    ("cudaExternalSemaphoreSignalParams_v1_params_fence", 13000),
    ("cudaExternalSemaphoreSignalParams_v1_params_nvSciSync", 13000),
    ("cudaExternalSemaphoreSignalParams_v1_params_keyedMutex", 13000),
    ("cudaExternalSemaphoreWaitParams_v1", 13000),
    ("cudaExternalSemaphoreWaitParams_v1_params", 13000),
    ("cudaExternalSemaphoreWaitParams_v1_params_fence", 13000),
    ("cudaExternalSemaphoreWaitParams_v1_params_nvSciSync", 13000),
    ("cudaExternalSemaphoreWaitParams_v1_params_keyedMutex", 13000),
    // Multi-device cooperative launches, which 13.0 removed.
    ("cudaLaunchParams", 13000),
    ("cudaDeviceAttr::cudaDevAttrCooperativeMultiDeviceLaunch", 13000),
    ("cudaCGScope::cudaCGScopeMultiGrid", 13000),
    ("cudaCooperativeLaunchMultiDeviceNoPreSync", 13000),
    ("cudaCooperativeLaunchMultiDeviceNoPostSync", 13000),
    ("cudaDeviceAttr::cudaDevAttrMaxTimelineSemaphoreInteropSupported", 13000),
];

/// The version that dropped `item` (as the report names it), if [`DROPPED`] lists it.
pub(crate) fn dropped(item: &str) -> Option<i64> {
    DROPPED.iter().find(|(n, _)| *n == item).map(|(_, v)| *v)
}

/// One runtime header: its version (`13000`), the include folders (the runtime's, then crt's).
pub(crate) struct Header {
    pub(crate) label: &'static str,
    pub(crate) version: i64,
    pub(crate) include: PathBuf,
    pub(crate) crt: PathBuf,
}

/// What one item gave against one header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    Ok,
    /// It did not compile (the header lacks it): the compiler's message.
    Absent(String),
    /// It compiled, and a number differs: what differs.
    Differs(String),
}

/// Each header's outcomes (or why it could not be checked), its report so far, and the seconds it took.
type Checked = (Result<BTreeMap<usize, Outcome>, String>, Report, f64);

/// What [`check`] hands `main`: the sources, each one's report (or error) and seconds, and the headers
/// missing.
pub(crate) type Checks = (Vec<Source>, Vec<(Result<Report, String>, f64)>, Vec<String>);

/// The headers present, and why each missing one is missing.
pub(crate) fn headers() -> (Vec<Header>, Vec<String>) {
    let (mut found, mut missing) = (Vec::new(), Vec::new());
    for v in VERSIONS {
        let dirs = cuda_tests::fetch::component(&format!("cudart/{v}")).and_then(|rt| {
            let crt = cuda_tests::fetch::component(&format!("cuda-crt/{v}"))?;
            Ok((rt.join("include"), crt.join("include")))
        });
        match dirs {
            Ok((include, crt)) if include.join("cuda_runtime_api.h").is_file() => {
                let (major, minor) = v.split_once('.').unwrap_or((v, "0"));
                let version = major.parse::<i64>().unwrap_or(0) * 1000
                    + minor.parse::<i64>().unwrap_or(0) * 10;
                found.push(Header {
                    label: v,
                    version,
                    include,
                    crt,
                })
            }
            Ok((include, _)) => missing.push(format!(
                "no {}",
                include.join("cuda_runtime_api.h").display()
            )),
            Err(why) => missing.push(why),
        }
    }
    (found, missing)
}

/// Checks every runtime header present; one (source, report, seconds) per header, for `main` to print,
/// and the headers missing.
pub(crate) fn check(cc: &[String], work: &Path) -> Checks {
    let (headers, missing) = headers();
    let items = items::all();
    let mut outcomes: Vec<Checked> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = headers
            .iter()
            .map(|h| {
                let items = &items;
                scope.spawn(move || {
                    let t = Instant::now();
                    let work = work.join(format!("runtime-{}", h.label));
                    let mut report = Report {
                        label: version_label(h.version),
                        header: "cuda_runtime_api.h",
                        ..Report::default()
                    };
                    let result = check_header(cc, h, &work, items, &mut report);
                    (result, report, t.elapsed().as_secs_f64())
                })
            })
            .collect();
        for handle in handles {
            outcomes.push(handle.join().expect("a runtime check thread panicked"));
        }
    });
    // Across headers: what is a version difference, what a failure.
    let mut reports = Vec::new();
    let mut measured = Vec::new();
    for (result, report, seconds) in outcomes {
        measured.push(result);
        reports.push((report, seconds));
    }
    let all: Vec<(i64, Option<&BTreeMap<usize, Outcome>>)> = headers
        .iter()
        .zip(&measured)
        .map(|(h, r)| (h.version, r.as_ref().ok()))
        .collect();
    let mut sources = Vec::new();
    let mut results = Vec::new();
    for (i, (mut report, seconds)) in reports.into_iter().enumerate() {
        let h = &headers[i];
        sources.push(Source {
            name: format!("cudart-{}", h.label),
            dir: h.include.clone(),
            nvrtc: None,
            nvjitlink: None,
        });
        match &measured[i] {
            Err(e) => results.push((Err(e.clone()), seconds)),
            Ok(mine) => {
                items::judge(&items, h, mine, &all, &mut report);
                let work = work.join(format!("runtime-{}", h.label));
                coverage::check(cc, h, &work, &mut report);
                crate::copied::check_runtime(&h.include, &mut report);
                results.push((Ok(report), seconds));
            }
        }
    }
    (sources, results, missing)
}

/// Compiles every item against one header; the outcome of each.
fn check_header(
    cc: &[String],
    h: &Header,
    work: &Path,
    items: &[items::RtItem],
    report: &mut Report,
) -> Result<BTreeMap<usize, Outcome>, String> {
    std::fs::create_dir_all(work).map_err(|e| format!("creating {}: {e}", work.display()))?;
    let typedefs = items::typedefs(cc, h, work)?;
    std::fs::write(work.join("rs_runtime_typedefs.h"), typedefs)
        .map_err(|e| format!("writing typedefs.h: {e}"))?;
    let cc = compiler(cc, h, work);
    let mut code = BTreeMap::new();
    let mut outcomes = BTreeMap::new();
    for (id, item) in items.iter().enumerate() {
        let c = match &item.item {
            Item::Define(c) => items::define_code(id, c),
            Item::Prototype(f, returns) => items::prototype_code(f, returns),
            other => c_code(id, other),
        };
        match c {
            Ok(c) => {
                code.insert(id, c);
            }
            Err(e) => report.fail(&item.item.name(), format_args!("cannot generate C: {e}")),
        }
    }
    let generated: BTreeSet<usize> = code.keys().copied().collect();
    let measured = measure(
        &cc,
        &h.include,
        work,
        &["cuda_runtime_api.h", "rs_runtime_typedefs.h"],
        code,
    )?;
    for id in generated {
        let item = &items[id];
        let outcome = match (measured.numbers.get(&id), measured.errors.get(&id)) {
            (_, Some(e)) => Outcome::Absent(e.clone()),
            (Some(got), None) => items::compare(&item.item, got),
            // A declaration-only item (a prototype) that compiled.
            (None, None) => Outcome::Ok,
        };
        outcomes.insert(id, outcome);
    }
    Ok(outcomes)
}

/// The compiler with the crt folder and the work folder (for `rs_runtime_typedefs.h`) on the include path.
pub(crate) fn compiler(cc: &[String], h: &Header, work: &Path) -> Vec<String> {
    let mut cc = cc.to_vec();
    cc.push(format!("-I{}", h.crt.display()));
    cc.push(format!("-I{}", work.display()));
    cc
}
