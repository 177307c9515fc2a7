//! NVTX 3: cuda-nvtx's declarations against the headers of the `nvidia-nvtx` wheels 13.0 and 13.5 and
//! `nvidia-nvtx-cu12` 12.9 (the `nvtx/<version>` cache components), each compiled with the CUDA
//! headers of the same version (`cuda-headers`, `cuda-crt`), which `nvToolsExtCuda.h` and
//! `nvToolsExtCudaRt.h` include, and a stand-in `CL/cl.h` of OpenCL's handle typedefs for
//! `nvToolsExtOpenCL.h` (no wheel ships OpenCL's headers).
//!
//! Every enum with every value, struct and union with every field (offset, size, C type), handle and
//! `#define` constant, as [`crate::cufile::probe`] checks them, and every function twice: its Rust
//! prototype assigned to a pointer to the header's function and to the header's own slot type
//! (`nvtxMarkEx_impl_fntype`; for the CUDA, CUDA runtime and OpenCL modules, which take their handles
//! as `void *`, `nvtxNameCuStreamA_fakeimpl_fntype` alone). The `wchar_t` the wide functions take is
//! checked for size and sign. Every doc line is compared with the headers' comments.
//!
//! Coverage, counted from each public header itself (`-aux-info`, `-dM`, read under `NVTX_NO_IMPL`):
//! every function, struct, enum, handle and constant the header declares must be declared by cuda-nvtx;
//! one line per version names each header's counts. Left out: the linkage macros the reader takes for
//! constants ([`NOT_API`]).
//!
//! What the older headers lack (`NvtxInjectionInitializerKind`, which came with the CUDA driver's way to
//! a tool; the 13.5 headers are the first of the three with it) prints as a `13.5 to now only` line
//! against 12.9 and 13.0.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FunctionInfo};
use cuda_nvtx::sys;

use crate::compare::Report;
use crate::copied::{check_lines, read, Comments};
use crate::coverage::{check as check_coverage, Header, Ours};
use crate::cufile::probe::{
    self, define_probe, enum_probes, function_probe, handle_probe, struct_probes, Probe, Spellings,
};

/// The headers checked: the cache component's version, as 13000.
const VERSIONS: &[(&str, i64)] = &[("13.5", 13050), ("13.0", 13000), ("12.9", 12090)];

/// The headers each probe file includes.
const INCLUDES: &[&str] = &[
    "nvtx3/nvToolsExt.h",
    "nvtx3/nvToolsExtSync.h",
    "nvtx3/nvToolsExtCuda.h",
    "nvtx3/nvToolsExtCudaRt.h",
    "nvtx3/nvToolsExtOpenCL.h",
];

/// The headers whose comments the doc lines are compared with.
const COMMENTED: &[&str] = &[
    "nvtx3/nvToolsExt.h",
    "nvtx3/nvToolsExtSync.h",
    "nvtx3/nvToolsExtCuda.h",
    "nvtx3/nvToolsExtCudaRt.h",
    "nvtx3/nvToolsExtOpenCL.h",
    "nvtx3/nvtxDetail/nvtxTypes.h",
];

/// The anonymous unions, spelled through their members.
const SPELL: Spellings = &[
    (
        "nvtxEventAttributes_v2_payload",
        "__typeof__(((nvtxEventAttributes_v2 *)0)->payload)",
    ),
    (
        "nvtxResourceAttributes_v0_identifier",
        "__typeof__(((nvtxResourceAttributes_v0 *)0)->identifier)",
    ),
];

/// What the older headers lack: (first checked version with it, probe name).
const SINCE: &[(i64, &str)] = &[(13050, "NvtxInjectionInitializerKind")];

/// Every `#define` constant, by name and value.
fn defines() -> Vec<(&'static str, i64)> {
    macro_rules! all {
        ($($name:ident),* $(,)?) => { vec![$((stringify!($name), i64::from(sys::$name))),*] };
    }
    all![
        NVTX_VERSION,
        NVTX_NO_PUSH_POP_TRACKING,
        NVTX_SUCCESS,
        NVTX_FAIL,
        NVTX_ERR_INIT_LOAD_PROPERTY,
        NVTX_ERR_INIT_ACCESS_LIBRARY,
        NVTX_ERR_INIT_LOAD_LIBRARY,
        NVTX_ERR_INIT_MISSING_LIBRARY_ENTRY_POINT,
        NVTX_ERR_INIT_FAILED_LIBRARY_ENTRY_POINT,
        NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE,
        NVTX_RESOURCE_CLASS_GENERIC,
        NVTX_RESOURCE_CLASS_SYNC_OS,
        NVTX_RESOURCE_CLASS_SYNC_PTHREAD,
        NVTX_RESOURCE_CLASS_CUDA,
        NVTX_RESOURCE_CLASS_CUDART,
        NVTX_RESOURCE_CLASS_OPENCL,
    ]
}

macro_rules! enums {
    ($($name:ident),* $(,)?) => {
        /// Every enum's probes, and its C name.
        fn enums() -> Vec<(Vec<Probe>, &'static str)> {
            vec![$((enum_probes::<sys::$name>(stringify!($name)), stringify!($name))),*]
        }
        /// Every enum's docs.
        fn enum_docs() -> Vec<(String, &'static str)> {
            let mut docs = Vec::new();
            $(docs.extend(of_enum::<sys::$name>());)*
            docs
        }
    };
}

enums![
    nvtxColorType_t,
    nvtxMessageType_t,
    nvtxPayloadType_t,
    nvtxResourceGenericType_t,
    nvtxResourceCUDAType_t,
    nvtxResourceCUDARTType_t,
    nvtxResourceOpenCLType_t,
    nvtxResourceSyncPosixThreadType_t,
    nvtxResourceSyncWindowsType_t,
    nvtxResourceSyncLinuxType_t,
    NvtxCallbackModule,
    NvtxCallbackIdCore,
    NvtxCallbackIdCore2,
    NvtxCallbackIdCuda,
    NvtxCallbackIdCudaRt,
    NvtxCallbackIdOpenCL,
    NvtxCallbackIdSync,
    NvtxExportTableID,
    NvtxInjectionInitializerKind,
];

macro_rules! structs {
    ($($name:ident $(: $($pointer:literal),*)?),* $(,)?) => {
        /// Every struct's and union's probes.
        fn structs() -> Vec<Vec<Probe>> {
            let c = |name: &'static str| {
                SPELL.iter().find(|(r, _)| *r == name).map_or(name, |(_, c)| *c)
            };
            vec![$(struct_probes::<sys::$name>("", c(stringify!($name)), SPELL, &[$($($pointer),*)?])),*]
        }
        /// Every struct's docs.
        fn struct_docs() -> Vec<(String, &'static str)> {
            let mut docs = Vec::new();
            $(docs.extend(of_struct::<sys::$name>());)*
            docs
        }
    };
}

structs![
    nvtxMessageValue_t,
    nvtxEventAttributes_v2_payload,
    nvtxEventAttributes_v2,
    nvtxResourceAttributes_v0_identifier,
    nvtxResourceAttributes_v0,
    nvtxSyncUserAttributes_v0,
    NvtxExportTableCallbacks: "GetModuleFunctionTable",
    NvtxExportTableVersionInfo: "SetInjectionNvtxVersion",
];

macro_rules! handles {
    ($($name:ident),* $(,)?) => {
        fn handles() -> Vec<Probe> {
            vec![$(handle_probe::<sys::$name>()),*]
        }
        fn handle_docs() -> Vec<(String, &'static str)> {
            vec![$((stringify!($name).to_owned(), <sys::$name as CudaHandle>::DOC)),*]
        }
    };
}

handles![
    nvtxDomainHandle_t,
    nvtxStringHandle_t,
    nvtxResourceHandle_t,
    nvtxSyncUser_t,
];

fn of_enum<E: CudaEnum>() -> Vec<(String, &'static str)> {
    let values = E::VARIANTS
        .iter()
        .zip(E::VARIANT_DOCS)
        .map(|((n, _), d)| ((*n).to_owned(), *d));
    std::iter::once((E::C_NAME.to_owned(), E::DOC))
        .chain(values)
        .collect()
}

fn of_struct<S: CudaStruct>() -> Vec<(String, &'static str)> {
    let fields = S::FIELDS
        .iter()
        .map(|f| (format!("{}.{}", S::C_NAME, f.name), f.doc));
    std::iter::once((S::C_NAME.to_owned(), S::DOC))
        .chain(fields)
        .collect()
}

/// The modules whose functions take handles the header types otherwise (`CUstream`, `cl_mem`): their
/// prototypes are checked against the `_fakeimpl_fntype` slot types alone.
fn handle_module(f: &FunctionInfo) -> bool {
    [
        sys::cuda_module::FUNCTIONS,
        sys::cudart_module::FUNCTIONS,
        sys::opencl_module::FUNCTIONS,
    ]
    .iter()
    .any(|m| m.iter().any(|g| g.name == f.name))
}

/// A function's Rust prototype assigned to the header's slot type of it.
fn slot_probe(f: &FunctionInfo) -> Probe {
    let mut p = function_probe(f, "void", SPELL);
    let name = f.name;
    let suffix = if handle_module(f) { "fakeimpl" } else { "impl" };
    p.name = format!("{name} ({name}_{suffix}_fntype)");
    p.top = p
        .top
        .replace(
            &format!("rs_check_{name}("),
            &format!("rs_check_slot_{name}("),
        )
        .replace(&format!("rs_{name}"), &format!("rs_slot_{name}"))
        .replace(
            &format!("__typeof__(&{name})"),
            &format!("{name}_{suffix}_fntype"),
        );
    p
}

fn probes() -> Vec<Probe> {
    let mut out: Vec<Probe> = enums().into_iter().flat_map(|(p, _)| p).collect();
    out.extend(structs().into_iter().flatten());
    out.extend(handles());
    out.extend(defines().into_iter().map(|(n, v)| define_probe(n, v)));
    for f in sys::functions() {
        if !handle_module(f) {
            out.push(function_probe(f, "void", SPELL));
        }
        out.push(slot_probe(f));
    }
    // `nvtxRangeId_t`: an unsigned 64-bit integer, as the Rust alias.
    out.push(Probe {
        name: "nvtxRangeId_t".into(),
        kind: "handles",
        top: String::new(),
        exprs: vec![
            "sizeof(nvtxRangeId_t)".into(),
            "(nvtxRangeId_t)-1 > 0".into(),
        ],
        expected: vec![
            size_of::<sys::nvtxRangeId_t>() as i64,
            i64::from(sys::nvtxRangeId_t::MIN == 0),
        ],
        since: 0,
        until: i64::MAX,
    });
    // `wchar_t`: the Rust alias's size and sign.
    let wide = size_of::<sys::wchar_t>() as i64;
    let signed = i64::from(sys::wchar_t::MIN != 0);
    out.push(Probe {
        name: "wchar_t".into(),
        kind: "handles",
        top: String::new(),
        exprs: vec!["sizeof(wchar_t)".into(), "(wchar_t)-1 < 0".into()],
        expected: vec![wide, signed],
        since: 0,
        until: i64::MAX,
    });
    for p in &mut out {
        let base = p.name.split([' ', '.']).next().unwrap_or("");
        let enum_of = enums()
            .into_iter()
            .find(|(probes, _)| probes.iter().skip(1).any(|q| q.name == p.name))
            .map(|(_, c)| c);
        if let Some(&(since, _)) = SINCE
            .iter()
            .find(|(_, n)| *n == base || Some(*n) == enum_of)
        {
            p.since = since;
        }
    }
    out
}

/// The headers the coverage is counted for, each read without the implementation (`NVTX_NO_IMPL`: their
/// API is what they declare; with it, the implementation's own macros, `NVTX_BUFSIZE` and the rest,
/// would count as constants). `nvtxDetail/nvtxTypes.h`, the protocol's types, is not counted: the reader
/// includes the file it counts, and that one refuses to be included alone (its items are all probed).
const COVERED: &[Header] = &[
    header("nvtx3/nvToolsExt.h"),
    header("nvtx3/nvToolsExtSync.h"),
    header("nvtx3/nvToolsExtCuda.h"),
    header("nvtx3/nvToolsExtCudaRt.h"),
    header("nvtx3/nvToolsExtOpenCL.h"),
];

/// Macros the coverage reader takes for constants but that are none: the linkage macros, whose bodies
/// are other macros (`NVTX_LINKONCE_HIDDEN NVTX_LINKONCE_WEAK`, attributes), and the switch the count is
/// read under. Left out of the missing list (each header's line still counts them in its total).
const NOT_API: &[&str] = &[
    "NVTX_LINKONCE_DEFINE_FUNCTION",
    "NVTX_LINKONCE_DEFINE_GLOBAL",
    "NVTX_LINKONCE_FWDDECL_FUNCTION",
    "NVTX_NO_IMPL",
];

/// A coverage failure line without the [`NOT_API`] names; `None` when nothing else was missing.
fn without_not_api(line: String) -> Option<String> {
    let Some((head, list)) = line.split_once(" missing from cuda-nvtx: ") else {
        return Some(line);
    };
    let kept: Vec<&str> = list
        .split(", ")
        .filter(|name| !NOT_API.contains(name))
        .collect();
    if kept.is_empty() {
        return None;
    }
    // `coverage: constants: 4 of <file>'s 32` with the count of what is left.
    let rest = head.split_once(" of ").map_or(head, |(_, rest)| rest);
    let kind = line.split(':').nth(1).unwrap_or("").trim();
    Some(format!(
        "coverage: {kind}: {} of {rest} missing from cuda-nvtx: {}",
        kept.len(),
        kept.join(", ")
    ))
}

const fn header(file: &'static str) -> Header {
    Header {
        file,
        functions: "nvtx",
        defines: &["NVTX_"],
        handles: "nvtx",
        krate: "cuda-nvtx",
        dropped: &[],
        typedefs: None,
    }
}

/// Counts the coverage of every header of [`COVERED`] into `report`: each one's failures, and one
/// coverage line naming each header.
fn check_all_coverage(
    cc: &[String],
    include: &Path,
    work: &Path,
    version: i64,
    report: &mut Report,
) {
    let ours = ours();
    let mut lines = Vec::new();
    let mut cc = cc.to_vec();
    cc.push("-DNVTX_NO_IMPL".into());
    for (i, header) in COVERED.iter().enumerate() {
        let mut one = Report {
            label: report.label.clone(),
            header: report.header,
            ..Report::default()
        };
        check_coverage(
            &cc,
            include,
            &work.join(format!("coverage-{i}")),
            header,
            &ours,
            version,
            &mut one,
        );
        report
            .failures
            .extend(one.failures.into_iter().filter_map(without_not_api));
        for (kind, n) in one.coverage_totals {
            match report.coverage_totals.iter_mut().find(|(k, _)| *k == kind) {
                Some((_, total)) => *total += n,
                None => report.coverage_totals.push((kind, n)),
            }
        }
        let file = header.file.rsplit('/').next().unwrap_or(header.file);
        lines.push(format!("{file}: {}", one.coverage.unwrap_or_default()));
    }
    report.coverage = Some(lines.join("; "));
}

/// What cuda-nvtx declares, by C name, for the coverage count.
fn ours() -> Ours {
    let aliases = [
        "nvtxEventAttributes_t",
        "nvtxResourceAttributes_t",
        "nvtxSyncUserAttributes_t",
    ];
    Ours {
        functions: sys::functions().map(|f| (f.name, f.symbol)).collect(),
        structs: structs()
            .iter()
            .map(|s| &*s[0].name.clone().leak())
            .chain(aliases)
            .collect(),
        enums: enums().iter().map(|(_, c)| *c).collect(),
        handles: handles()
            .iter()
            .map(|h| &*h.name.clone().leak())
            .chain(["nvtxRangeId_t"])
            .collect(),
        constants: enums()
            .into_iter()
            .flat_map(|(p, _)| p.into_iter().skip(1).map(|p| &*p.name.leak()))
            .chain(defines().into_iter().map(|(n, _)| n))
            .collect(),
        ..Ours::default()
    }
}

/// OpenCL's handle types as `CL/cl.h` declares them, for `nvToolsExtOpenCL.h`.
const CL_STUB: &str = "\
/* A stand-in for OpenCL's CL/cl.h: its handle typedefs, as OpenCL declares them. */
#ifndef RS_CL_STUB
#define RS_CL_STUB
typedef struct _cl_platform_id *cl_platform_id;
typedef struct _cl_device_id *cl_device_id;
typedef struct _cl_context *cl_context;
typedef struct _cl_command_queue *cl_command_queue;
typedef struct _cl_mem *cl_mem;
typedef struct _cl_program *cl_program;
typedef struct _cl_kernel *cl_kernel;
typedef struct _cl_event *cl_event;
typedef struct _cl_sampler *cl_sampler;
#endif
";

/// One include directory holding NVTX's headers, the CUDA headers they include, and the OpenCL stand-in.
fn merged_include(nvtx: &Path, cuda: &Path, crt: &Path, work: &Path) -> std::io::Result<PathBuf> {
    let dir = work.join("include");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("CL"))?;
    for entry in fs::read_dir(cuda)? {
        let entry = entry?;
        std::os::unix::fs::symlink(entry.path(), dir.join(entry.file_name()))?;
    }
    if !dir.join("crt").exists() {
        std::os::unix::fs::symlink(crt.join("crt"), dir.join("crt"))?;
    }
    std::os::unix::fs::symlink(nvtx.join("nvtx3"), dir.join("nvtx3"))?;
    fs::write(dir.join("CL/cl.h"), CL_STUB)?;
    Ok(dir)
}

fn check_version(
    cc: &[String],
    include: &Path,
    work: &Path,
    label: &str,
    version: i64,
) -> Result<Report, String> {
    let mut report = Report {
        label: label.to_owned(),
        header: "nvToolsExt.h",
        ..Report::default()
    };
    probe::judge(cc, include, work, INCLUDES, version, &probes(), &mut report)?;
    check_all_coverage(cc, include, work, version, &mut report);
    let mut sources = Vec::new();
    for file in COMMENTED {
        if let Some(text) = read(include, file, &mut report) {
            sources.push(text);
        }
    }
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let comments = Comments::new(&sources);
    let docs = enum_docs()
        .into_iter()
        .chain(struct_docs())
        .chain(handle_docs())
        .chain(sys::functions().map(|f| (f.name.to_owned(), f.doc)));
    check_lines(&mut report, &comments, docs);
    Ok(report)
}

/// Runs the check for every version and prints it; whether anything failed. `ci`: a header that
/// cannot be fetched fails.
pub(crate) fn run(cc: &[String], work: &Path, ci: bool) -> bool {
    let mut failed = false;
    for &(label, version) in VERSIONS {
        let started = Instant::now();
        let fetch = cuda_tests::fetch::component;
        let fetched = fetch(&format!("nvtx/{label}")).and_then(|n| {
            Ok((
                n,
                fetch(&format!("cuda-headers/{label}"))?,
                fetch(&format!("cuda-crt/{label}"))?,
            ))
        });
        let (nvtx, cuda, crt) = match fetched {
            Ok(dirs) => dirs,
            Err(why) if ci => {
                println!("conformance: FAIL: nvToolsExt.h missing under CI=true: {why}");
                failed = true;
                continue;
            }
            Err(why) => {
                println!("conformance: skipped nvToolsExt.h {label}: {why}");
                continue;
            }
        };
        let work = work.join(format!("nvtx-{label}"));
        let include = match merged_include(
            &nvtx.join("include"),
            &cuda.join("include"),
            &crt.join("include"),
            &work,
        ) {
            Ok(dir) => dir,
            Err(e) => {
                println!(
                    "conformance: FAIL nvToolsExt.h {label}: {}: {e}",
                    work.display()
                );
                failed = true;
                continue;
            }
        };
        match check_version(cc, &include, &work, label, version) {
            Ok(report) => {
                failed |= probe::print(
                    &report,
                    &nvtx.join("include"),
                    started.elapsed().as_secs_f64(),
                );
            }
            Err(e) => {
                println!("conformance: FAIL nvToolsExt.h {label}: {e}");
                failed = true;
            }
        }
    }
    failed
}
