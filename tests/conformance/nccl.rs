//! nccl.h: cuda-nccl's declarations against the header of each NCCL fetched (the `nccl/<CUDA version>`
//! cache components: `nvidia-nccl-cu12` 2.27.3 for CUDA 12.9, `nvidia-nccl-cu13` 2.27.7 for 13.0 and
//! 2.32.3 for 13.5), each compiled with the runtime's and `crt/`'s headers of the same CUDA version
//! (`cudart`, `cuda-crt`), which nccl.h includes.
//!
//! Every enum with every value, struct and union with every field (offset, size, C type), handle,
//! `#define` constant and function prototype is a probe of [`crate::cufile::probe`], valid for a range
//! of NCCL versions: the declarations follow 2.32; what 2.27 lacks ([`SINCE`]) prints as a `2.32 to now
//! only` line against 12.9's and 13.0's headers, and what 2.32 changed has two probes, 2.27's valid
//! before 2.32 (`v2_27::ncclConfig_t`, `ncclNumResults`, and `ncclResetDebugInit`, which 2.32's header
//! declares only under `NCCL_OS_LINUX`). The initialisers are probes too: each field of
//! `NCCL_CONFIG_INITIALIZER` (and of 2.32's `NCCL_COLLCONFIG_INITIALIZER`,
//! `NCCL_SIM_INFO_INITIALIZER`, `NCCL_ENCRYPTION_CONFIG_INITIALIZER`) against the Rust constructor's.
//! Coverage is counted from the header itself, and every doc line is compared with its comments.

use std::path::Path;
use std::time::Instant;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FunctionTable};
use cuda_nccl::sys::{self, v2_27};

use crate::compare::Report;
use crate::copied::{check_lines, read, Comments};
use crate::coverage::{check as check_coverage, Header, Ours};
use crate::cufile::probe::{
    self, define_probe, enum_probes, function_probe, handle_probe, struct_probes, Probe, Spellings,
};

/// The headers checked: the cache component's CUDA version, its NCCL version (`major * 1000 + minor
/// * 10`, the probes' scale) and patch level.
const VERSIONS: &[(&str, i64, i32)] = &[("13.5", 2320, 3), ("13.0", 2270, 7), ("12.9", 2270, 3)];

/// The first version whose layouts the declarations follow: 2.32.
const NOW: i64 = 2320;

/// The anonymous members, spelled through their outer type; the runtime's names for the driver's
/// handles.
const SPELL: Spellings = &[
    (
        "ncclConfigExt_t_key",
        "__typeof__(((ncclConfigExt_t *)0)->key)",
    ),
    (
        "ncclConfigExt_t_val",
        "__typeof__(((ncclConfigExt_t *)0)->val)",
    ),
    ("CUstream", "cudaStream_t"),
    ("CUevent", "cudaEvent_t"),
];

/// What 2.27's headers lack: (first checked version with it, probe name). An enum's entry covers its
/// constants; a struct's, its fields.
#[rustfmt::skip]
const SINCE: &[(i64, &str)] = &[
    (NOW, "ncclTimeout"), (NOW, "ncclHostCftMode_t"), (NOW, "ncclNvlsHostMode_t"),
    (NOW, "ncclCommMemStat_t"), (NOW, "ncclEncryptionMode_t"), (NOW, "ncclParamHandle_t"),
    (NOW, "ncclConfigExt_t"), (NOW, "ncclConfigExt_t_key"), (NOW, "ncclConfigExt_t_val"),
    (NOW, "ncclCollConfig_t"), (NOW, "ncclWaitSignalDesc_t"), (NOW, "ncclEncryptionConfig_t"),
    (NOW, "NCCL_API_MAGIC"), (NOW, "NCCL_WIN_STRICT_ORDERING"), (NOW, "NCCL_WIN_GIN_ONLY"),
    (NOW, "NCCL_WIN_CFT_COUNTED"), (NOW, "NCCL_WIN_REQUIRED_ALIGNMENT"), (NOW, "NCCL_CTA_POLICY_ZERO"),
    (NOW, "NCCL_REVOKE_DEFAULT"), (NOW, "NCCL_SUSPEND_MEM"),
    (NOW, "ncclCommRevoke"), (NOW, "ncclCommGetUniqueId"), (NOW, "ncclCommGrow"),
    (NOW, "ncclCommSuspend"), (NOW, "ncclCommResume"), (NOW, "ncclCommMemStats"),
    (NOW, "ncclWinGetUserPtr"), (NOW, "ncclAlltoAll"), (NOW, "ncclGather"), (NOW, "ncclScatter"),
    (NOW, "ncclAllReduceConfig"), (NOW, "ncclBroadcastConfig"), (NOW, "ncclReduceConfig"),
    (NOW, "ncclAllGatherConfig"), (NOW, "ncclReduceScatterConfig"), (NOW, "ncclAlltoAllConfig"),
    (NOW, "ncclGatherConfig"), (NOW, "ncclScatterConfig"), (NOW, "ncclPutSignal"),
    (NOW, "ncclSignal"), (NOW, "ncclWaitSignal"), (NOW, "ncclSetEncryption"), (NOW, "ncclParamBind"),
    (NOW, "ncclParamGetI8"), (NOW, "ncclParamGetI16"), (NOW, "ncclParamGetI32"),
    (NOW, "ncclParamGetI64"), (NOW, "ncclParamGetU8"), (NOW, "ncclParamGetU16"),
    (NOW, "ncclParamGetU32"), (NOW, "ncclParamGetU64"), (NOW, "ncclParamGetStr"),
    (NOW, "ncclParamGet"), (NOW, "ncclParamGetParameter"), (NOW, "ncclParamGetAllParameterKeys"),
    (NOW, "ncclParamDumpAll"),
    // Declared only under `NCCL_OS_LINUX` from 2.32 (a macro that does nothing otherwise).
];

/// What 2.32 dropped or changed: (first checked version without it, probe name).
const UNTIL: &[(i64, &str)] = &[(NOW, "ncclResetDebugInit")];

/// Every `#define` constant the header gives an integer value, by name and value.
fn defines() -> Vec<(&'static str, i64)> {
    macro_rules! all {
        ($($name:ident),* $(,)?) => { vec![$((stringify!($name), i64::from(sys::$name))),*] };
    }
    let mut all = all![
        NCCL_CONFIG_UNDEF_INT,
        NCCL_SPLIT_NOCOLOR,
        NCCL_API_MAGIC,
        NCCL_WIN_DEFAULT,
        NCCL_WIN_COLL_SYMMETRIC,
        NCCL_WIN_STRICT_ORDERING,
        NCCL_WIN_GIN_ONLY,
        NCCL_WIN_CFT_COUNTED,
        NCCL_WIN_REQUIRED_ALIGNMENT,
        NCCL_CTA_POLICY_DEFAULT,
        NCCL_CTA_POLICY_EFFICIENCY,
        NCCL_CTA_POLICY_ZERO,
        NCCL_SHRINK_DEFAULT,
        NCCL_SHRINK_ABORT,
        NCCL_REVOKE_DEFAULT,
        NCCL_SUSPEND_MEM,
    ];
    all.push(("NCCL_UNIQUE_ID_BYTES", sys::NCCL_UNIQUE_ID_BYTES as i64));
    all
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
    ncclResult_t,
    ncclRedOp_dummy_t,
    ncclRedOp_t,
    ncclDataType_t,
    ncclScalarResidence_t,
    ncclHostCftMode_t,
    ncclNvlsHostMode_t,
    ncclCommMemStat_t,
    ncclEncryptionMode_t,
];

macro_rules! structs {
    ($($name:ident),* $(,)?) => {
        /// Every struct's and union's probes.
        fn structs() -> Vec<Vec<Probe>> {
            let c = |name: &'static str| {
                SPELL.iter().find(|(r, _)| *r == name).map_or(name, |(_, c)| *c)
            };
            vec![$(struct_probes::<sys::$name>("", c(stringify!($name)), SPELL, &[])),*]
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
    ncclUniqueId,
    ncclConfig_t,
    ncclSimInfo_t,
    ncclConfigExt_t_key,
    ncclConfigExt_t_val,
    ncclConfigExt_t,
    ncclCollConfig_t,
    ncclWaitSignalDesc_t,
    ncclEncryptionConfig_t,
];

fn handles() -> Vec<Probe> {
    vec![
        handle_probe::<sys::ncclComm_t>(),
        handle_probe::<sys::ncclWindow_t>(),
        handle_probe::<sys::ncclParamHandle_t>(),
    ]
}

fn handle_docs() -> Vec<(String, &'static str)> {
    [
        (
            <sys::ncclComm_t as CudaHandle>::C_NAME,
            <sys::ncclComm_t as CudaHandle>::DOC,
        ),
        (
            <sys::ncclWindow_t as CudaHandle>::C_NAME,
            <sys::ncclWindow_t as CudaHandle>::DOC,
        ),
        (
            <sys::ncclParamHandle_t as CudaHandle>::C_NAME,
            <sys::ncclParamHandle_t as CudaHandle>::DOC,
        ),
    ]
    .into_iter()
    .map(|(n, d)| (n.to_owned(), d))
    .collect()
}

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

/// One probe per field of an initialiser: the bytes of the field in the C macro's value (a compound
/// literal) and in the Rust constructor's, as one number each (little-endian, up to 8 bytes).
fn initializer_probes<S: CudaStruct>(
    prefix: &str,
    c: &str,
    macro_name: &str,
    rust: S,
) -> Vec<Probe> {
    // SAFETY: a `CudaStruct` has no padding bytes: all of its `SIZE` bytes are initialised.
    let bytes =
        unsafe { std::slice::from_raw_parts(std::ptr::from_ref(&rust).cast::<u8>(), S::SIZE) };
    S::FIELDS
        .iter()
        .filter(|f| !(f.reserved && f.name.starts_with('_')))
        .map(|f| {
            let mut value = [0u8; 8];
            value[..f.size].copy_from_slice(&bytes[f.offset..f.offset + f.size]);
            let name = f.name;
            let expr = format!(
                "({{ {c} v = {macro_name}; long long n = 0; \
                 __builtin_memcpy(&n, &v.{name}, sizeof v.{name}); n; }})"
            );
            Probe {
                name: format!("{prefix}{macro_name}.{name}"),
                kind: "defines",
                top: String::new(),
                exprs: vec![expr],
                expected: vec![i64::from_le_bytes(value)],
                since: 0,
                until: i64::MAX,
            }
        })
        .collect()
}

/// The probes of 2.32's declaration (`now`) and 2.27's (`old`, named `v2_27::...`) of one item: what
/// both say alike is one probe valid for every version; what they say otherwise, or what one of them
/// lacks, holds from 2.32 (`now`) or before it (`old`).
fn merge(now: Vec<Probe>, old: Vec<Probe>) -> Vec<Probe> {
    let plain = |o: &Probe| o.name.trim_start_matches("v2_27::").to_owned();
    let same = |n: &Probe| {
        old.iter()
            .any(|o| plain(o) == n.name && o.expected == n.expected)
    };
    let mut out: Vec<Probe> = now
        .iter()
        .map(|n| Probe {
            name: n.name.clone(),
            kind: n.kind,
            top: n.top.clone(),
            exprs: n.exprs.clone(),
            expected: n.expected.clone(),
            since: if same(n) { 0 } else { NOW },
            until: i64::MAX,
        })
        .collect();
    out.extend(
        old.into_iter()
            .filter(|o| {
                !now.iter()
                    .any(|n| plain(o) == n.name && o.expected == n.expected)
            })
            .map(|mut o| {
                o.until = NOW;
                o
            }),
    );
    out
}

/// Every probe, for the header of NCCL 2.27.`patch` or 2.32 alike (the ranges say which hold).
fn probes(patch: i32) -> Vec<Probe> {
    let mut out: Vec<Probe> = enums().into_iter().flat_map(|(p, _)| p).collect();
    out.extend(structs().into_iter().flatten());
    out.extend(handles());
    out.extend(defines().into_iter().map(|(n, v)| define_probe(n, v)));
    out.extend(
        <sys::Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| function_probe(f, "ncclResult_t", SPELL)),
    );
    // `NCCL_UNDEF_FLOAT`, a float: compared in 1/1024ths.
    out.push(Probe {
        name: "NCCL_UNDEF_FLOAT".into(),
        kind: "defines",
        top: String::new(),
        exprs: vec!["(long long)(NCCL_UNDEF_FLOAT * 1024)".into()],
        expected: vec![(sys::NCCL_UNDEF_FLOAT * 1024.0) as i64],
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
        if let Some(&(until, _)) = UNTIL.iter().find(|(_, n)| *n == base) {
            p.until = until;
        }
    }
    // 2.32 grew `ncclConfig_t` and moved `ncclNumResults`: 2.27's layout and value hold before 2.32.
    let now = struct_probes::<sys::ncclConfig_t>("", "ncclConfig_t", SPELL, &[]);
    let old = struct_probes::<v2_27::ncclConfig_t>("v2_27::", "ncclConfig_t", SPELL, &[]);
    for p in out
        .iter_mut()
        .filter(|p| p.name.starts_with("ncclConfig_t"))
    {
        p.since = NOW;
    }
    out.retain(|p| !now.iter().any(|n| n.name == p.name));
    out.extend(merge(now, old));
    out.push(Probe {
        name: "ncclNumResults (2.27)".into(),
        kind: "constants",
        top: String::new(),
        exprs: vec!["ncclNumResults".into()],
        expected: vec![8],
        since: 0,
        until: NOW,
    });
    for p in out.iter_mut().filter(|p| p.name == "ncclNumResults") {
        p.since = NOW;
    }
    // The initialisers: `NCCL_CONFIG_INITIALIZER` of both layouts (2.27's of this patch level),
    // 2.32's three others, and `NCCL_SIM_INFO_INITIALIZER`, whose version field alone moved.
    out.extend(merge(
        initializer_probes(
            "",
            "ncclConfig_t",
            "NCCL_CONFIG_INITIALIZER",
            sys::ncclConfig_t::initializer(),
        ),
        initializer_probes(
            "v2_27::",
            "ncclConfig_t",
            "NCCL_CONFIG_INITIALIZER",
            v2_27::ncclConfig_t::initializer(patch),
        ),
    ));
    let sim = initializer_probes(
        "",
        "ncclSimInfo_t",
        "NCCL_SIM_INFO_INITIALIZER",
        sys::ncclSimInfo_t::initializer(),
    );
    out.extend(sim.into_iter().map(|mut p| {
        if p.name.ends_with(".version") {
            p.since = NOW;
        }
        p
    }));
    let newer = [
        initializer_probes(
            "",
            "ncclCollConfig_t",
            "NCCL_COLLCONFIG_INITIALIZER",
            sys::ncclCollConfig_t::initializer(),
        ),
        initializer_probes(
            "",
            "ncclEncryptionConfig_t",
            "NCCL_ENCRYPTION_CONFIG_INITIALIZER",
            sys::ncclEncryptionConfig_t::initializer(),
        ),
    ];
    out.extend(newer.into_iter().flatten().map(|mut p| {
        p.since = NOW;
        p
    }));
    out
}

const HEADER: Header = Header {
    file: "nccl.h",
    functions: "nccl",
    defines: &["NCCL_"],
    handles: "nccl",
    krate: "cuda-nccl",
    dropped: &[],
    typedefs: None,
};

/// What cuda-nccl declares, by C name, for the coverage count.
fn ours() -> Ours {
    Ours {
        functions: <sys::Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        structs: structs()
            .iter()
            .map(|s| &*s[0].name.clone().leak())
            .collect(),
        enums: enums().iter().map(|(_, c)| *c).collect(),
        handles: handles().iter().map(|h| &*h.name.clone().leak()).collect(),
        constants: enums()
            .into_iter()
            .flat_map(|(p, _)| p.into_iter().skip(1).map(|p| &*p.name.leak()))
            .chain(defines().into_iter().map(|(n, _)| n))
            .chain(["NCCL_UNDEF_FLOAT"])
            .collect(),
        ..Ours::default()
    }
}

fn check_version(
    cc: &[String],
    include: &Path,
    work: &Path,
    label: &str,
    version: i64,
    patch: i32,
) -> Result<Report, String> {
    let mut report = Report {
        label: format!("{label} (NCCL {}.{patch})", probe::label(version)),
        header: "nccl.h",
        ..Report::default()
    };
    probe::judge(
        cc,
        include,
        work,
        &["nccl.h"],
        version,
        &probes(patch),
        &mut report,
    )?;
    check_coverage(
        cc,
        include,
        &work.join("coverage"),
        &HEADER,
        &ours(),
        version,
        &mut report,
    );
    let text = read(include, "nccl.h", &mut report);
    let sources: Vec<&str> = text.as_deref().into_iter().collect();
    let comments = Comments::new(&sources);
    let docs = enum_docs()
        .into_iter()
        .chain(struct_docs())
        .chain(of_struct::<v2_27::ncclConfig_t>())
        .chain(handle_docs())
        .chain(
            <sys::Functions as FunctionTable>::FUNCTIONS
                .iter()
                .map(|f| (f.name.to_owned(), f.doc)),
        );
    check_lines(&mut report, &comments, docs);
    Ok(report)
}

/// A stand-in for CCCL's `<nv/target>`: 2.27's nccl.h includes `cuda_fp8.h` in C too, whose inline
/// conversions pick a host or device branch with `NV_IF_ELSE_TARGET`, and no wheel the tests fetch ships
/// CCCL. The stand-in keeps the host branch, as a host compiler would.
const NV_TARGET_STUB: &str = "\
/* A stand-in for CCCL's nv/target: the host branch of NV_IF_ELSE_TARGET. */
#define NV_IF_ELSE_TARGET(q, t, ...) __VA_ARGS__
";

/// Writes [`NV_TARGET_STUB`] as `<dir>/nv/target`.
fn write_stub(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir.join("nv"))?;
    std::fs::write(dir.join("nv/target"), NV_TARGET_STUB)
}

/// Runs the check for every version and prints it; whether anything failed. `ci`: a header that
/// cannot be fetched fails.
pub(crate) fn run(cc: &[String], work: &Path, ci: bool) -> bool {
    let mut failed = false;
    for &(label, version, patch) in VERSIONS {
        let started = Instant::now();
        let fetch = cuda_tests::fetch::component;
        let fetched = fetch(&format!("nccl/{label}")).and_then(|n| {
            Ok((
                n,
                fetch(&format!("cudart/{label}"))?,
                fetch(&format!("cuda-crt/{label}"))?,
            ))
        });
        let (nccl, cudart, crt) = match fetched {
            Ok(dirs) => dirs,
            Err(why) if ci => {
                println!("conformance: FAIL: nccl.h missing under CI=true: {why}");
                failed = true;
                continue;
            }
            Err(why) => {
                println!("conformance: skipped nccl.h {label}: {why}");
                continue;
            }
        };
        let include = nccl.join("include");
        let work = work.join(format!("nccl-{label}"));
        let stub = work.join("stub");
        if let Err(e) = write_stub(&stub) {
            println!("conformance: FAIL nccl.h {label}: {}: {e}", stub.display());
            failed = true;
            continue;
        }
        let mut cc = cc.to_vec();
        cc.push(format!("-I{}", cudart.join("include").display()));
        cc.push(format!("-I{}", crt.join("include").display()));
        cc.push(format!("-I{}", stub.display()));
        match check_version(&cc, &include, &work, label, version, patch) {
            Ok(report) => {
                failed |= probe::print(&report, &include, started.elapsed().as_secs_f64());
            }
            Err(e) => {
                println!("conformance: FAIL nccl.h {label}: {e}");
                failed = true;
            }
        }
    }
    failed
}
