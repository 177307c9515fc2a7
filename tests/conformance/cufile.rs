//! cufile.h: cuda-cufile's declarations against the header of each cuFile version fetched (the
//! `cufile/<CUDA version>` cache components, from NVIDIA's wheels: cuFile 1.14, 1.15 and 1.20 for CUDA
//! 12.9, 13.0 and 13.5), each compiled with the `cuda.h` of the same CUDA version.
//!
//! Every enum with every value, struct with every field (offset, size, C type), handle, `#define`
//! constant and function prototype is a probe ([`probe`]) valid for a range of cuFile versions: from the
//! first header with it as declared ([`SINCE`], or a function's `@ version`), to the first without.
//! Against a header inside its range a probe must match; outside it, it must not (absent, another value
//! or layout), and prints as a `<range> only` line.
//!
//! # The statistics structs
//! cuFile 1.19 grew `CUfileStatsLevel1_t` by twelve vectored-I/O counters, which moved and grew
//! `CUfileStatsLevel2_t` and `CUfileStatsLevel3_t` (the break cuda-python's 13.3 bindings hit against
//! 13.4's library). cuda-cufile declares both layouts: `sys::CUfileStatsLevel*_t` (1.19 on) and
//! `sys::v1_15::CUfileStatsLevel*_t` (1.15 to 1.18). What the two declarations agree on (a field at the
//! same offset and size) is one probe valid from 1.15 on; what they disagree on is two probes, 1.20's
//! valid from 1.19 and 1.15's before it. So each layout is checked against its own header, and a
//! declaration that stopped differing where the headers differ fails against one of them.
//!
//! # The libraries
//! Beside the header, each wheel's `libcufile.so.0` is loaded with `cuda_cufile::CuFile::open` (it loads
//! without a GPU): its `cuFileGetVersion` must be the version the component stands for, and it must
//! export exactly the declared functions whose `@ version` it reaches.

mod docs;
pub(crate) mod probe;

use std::path::{Path, PathBuf};
use std::time::Instant;
use std::{fs, io};

use cuda::{CudaHandle, FunctionTable};
use cuda_cufile::sys::{self, v1_15, Functions};

use crate::compare::{version_label, Report};
use crate::coverage::{check as check_coverage, Header, Ours};
use probe::{
    define_probe, enum_probes, function_probe, handle_probe, struct_probes, Probe, Spellings,
};

/// The cuFile headers checked: (cache component's CUDA version, cuFile version).
pub(crate) const VERSIONS: &[(&str, i64)] = &[("13.5", 1200), ("13.0", 1150), ("12.9", 1140)];

/// The crate's type names C spells otherwise: anonymous members' types, an enum without a typedef,
/// `<time.h>`'s struct, and the aliases by the Rust types they stand for (so that the C check compares
/// Rust's meaning with the header's).
pub(crate) const SPELL: Spellings = &[
    (
        "CUfileDrvProps_t_nvfs",
        "__typeof__(((CUfileDrvProps_t *)0)->nvfs)",
    ),
    (
        "CUfileDescr_t_handle",
        "__typeof__(((CUfileDescr_t *)0)->handle)",
    ),
    (
        "CUfileIOParams_t_u",
        "__typeof__(((CUfileIOParams_t *)0)->u)",
    ),
    (
        "CUfileIOParams_t_u_batch",
        "__typeof__(((CUfileIOParams_t *)0)->u.batch)",
    ),
    ("CUfileFileHandleType", "enum CUfileFileHandleType"),
    ("timespec", "struct timespec"),
    ("off_t", "int64_t"),
    ("loff_t", "int64_t"),
    ("ssize_t", "ptrdiff_t"),
];

/// The items older headers lack, or have with another value: (first cuFile version whose header has
/// the item as declared, probe name). A function's range starts at its `@ version` instead; an enum's
/// type entry covers its constants.
#[rustfmt::skip]
const SINCE: &[(i64, &str)] = &[
    // 1.15 (CUDA 13.0) added eleven codes before the end marker, which moved from 5039 to 5050.
    (1150, "CU_FILE_INTERNAL_BATCH_SETUP_ERROR"), (1150, "CU_FILE_INTERNAL_BATCH_SUBMIT_ERROR"),
    (1150, "CU_FILE_INTERNAL_BATCH_GETSTATUS_ERROR"), (1150, "CU_FILE_INTERNAL_BATCH_CANCEL_ERROR"),
    (1150, "CU_FILE_NOMEM_ERROR"), (1150, "CU_FILE_IO_ERROR"), (1150, "CU_FILE_INTERNAL_BUF_REGISTER_ERROR"),
    (1150, "CU_FILE_HASH_OPR_ERROR"), (1150, "CU_FILE_INVALID_CONTEXT_ERROR"),
    (1150, "CU_FILE_NVFS_INTERNAL_DRIVER_ERROR"), (1150, "CU_FILE_BATCH_NOCOMPAT_ERROR"),
    (1150, "CU_FILE_IO_MAX_ERROR"),
    (1150, "CUFileArrayConfigParameter_t"), (1150, "CUFILE_GPU_UUID_LEN"),
    (1150, "CUfileOpCounter_t"), (1150, "CUfilePerGpuStats_t"),
    (1150, "CUfileStatsLevel1_t"), (1150, "CUfileStatsLevel2_t"), (1150, "CUfileStatsLevel3_t"),
    (1160, "CU_FILE_VIRTIOFS_SUPPORTED"), (1160, "CU_FILE_MAX_TARGET_TYPES"), (1160, "CU_FILE_P2P_SUPPORTED"),
    (1160, "CUfileP2PFlags_t"), (1160, "CU_FILE_P2P_FLAG_PCI_P2PDMA"), (1160, "CU_FILE_P2P_FLAG_NVFS"),
    (1160, "CU_FILE_P2P_FLAG_DMABUF"), (1160, "CU_FILE_P2P_FLAG_C2C"),
    (1170, "CU_FILE_POSIX_IO_MODE"), (1170, "CU_FILE_FALLBACK_IO_MODE"),
    (1170, "CUFILE_PARAM_GPU_BOUNCE_BUFFER_SLAB_SIZE_KB"), (1170, "CUFILE_PARAM_GPU_BOUNCE_BUFFER_SLAB_COUNT"),
    (1190, "CU_FILE_VANILLA_POSIX_IO_MODE"), (1190, "CU_FILE_RDMA_ERR_BASE"), (1190, "CU_FILE_RDMA_SUCCESS"),
    (1190, "CU_FILE_RDMA_RESET_TOKEN"), (1190, "CU_FILE_RDMA_RESET_TOKEN_FAILED"), (1190, "CUfileIOVec_t"),
    (1190, "CUFILE_PARAM_PROPERTIES_POSIX_IO_MODE"), (1190, "CUFILE_PARAM_GDS_FALLBACK_IO"),
    (1190, "CUFILE_PARAM_RDMA_TRANSPORT"),
    (1200, "CU_FILE_PANFS_SUPPORTED"),
];

/// The version the statistics' layout changed: the first with `readv_ops`.
const STATS_GREW: i64 = 1190;

/// The `#define` constants of cufile.h, by C name and value.
fn defines() -> Vec<(&'static str, i64)> {
    vec![
        ("CUFILEOP_BASE_ERR", sys::CUFILEOP_BASE_ERR.into()),
        (
            "CU_FILE_P2P_FLAG_PCI_P2PDMA",
            sys::CU_FILE_P2P_FLAG_PCI_P2PDMA.raw().into(),
        ),
        (
            "CU_FILE_P2P_FLAG_NVFS",
            sys::CU_FILE_P2P_FLAG_NVFS.raw().into(),
        ),
        (
            "CU_FILE_P2P_FLAG_DMABUF",
            sys::CU_FILE_P2P_FLAG_DMABUF.raw().into(),
        ),
        (
            "CU_FILE_P2P_FLAG_C2C",
            sys::CU_FILE_P2P_FLAG_C2C.raw().into(),
        ),
        ("CU_FILE_RDMA_REGISTER", sys::CU_FILE_RDMA_REGISTER.into()),
        (
            "CU_FILE_RDMA_RELAXED_ORDERING",
            sys::CU_FILE_RDMA_RELAXED_ORDERING.into(),
        ),
        ("CU_FILE_RDMA_ERR_BASE", sys::CU_FILE_RDMA_ERR_BASE.into()),
        ("CU_FILE_RDMA_SUCCESS", sys::CU_FILE_RDMA_SUCCESS.into()),
        (
            "CU_FILE_RDMA_RESET_TOKEN",
            sys::CU_FILE_RDMA_RESET_TOKEN.into(),
        ),
        (
            "CU_FILE_RDMA_RESET_TOKEN_FAILED",
            sys::CU_FILE_RDMA_RESET_TOKEN_FAILED.into(),
        ),
        (
            "CU_FILE_STREAM_FIXED_BUF_OFFSET",
            sys::CU_FILE_STREAM_FIXED_BUF_OFFSET.into(),
        ),
        (
            "CU_FILE_STREAM_FIXED_FILE_OFFSET",
            sys::CU_FILE_STREAM_FIXED_FILE_OFFSET.into(),
        ),
        (
            "CU_FILE_STREAM_FIXED_FILE_SIZE",
            sys::CU_FILE_STREAM_FIXED_FILE_SIZE.into(),
        ),
        (
            "CU_FILE_STREAM_PAGE_ALIGNED_INPUTS",
            sys::CU_FILE_STREAM_PAGE_ALIGNED_INPUTS.into(),
        ),
        ("CUFILE_GPU_UUID_LEN", sys::CUFILE_GPU_UUID_LEN as i64),
    ]
}

/// Every enum: its probes, C type and constants.
fn enums() -> Vec<(Vec<Probe>, &'static str)> {
    vec![
        (
            enum_probes::<sys::CUfileOpError>("CUfileOpError"),
            "CUfileOpError",
        ),
        (
            enum_probes::<sys::CUfileDriverStatusFlags_t>("CUfileDriverStatusFlags_t"),
            "CUfileDriverStatusFlags_t",
        ),
        (
            enum_probes::<sys::CUfileDriverControlFlags_t>("CUfileDriverControlFlags_t"),
            "CUfileDriverControlFlags_t",
        ),
        (
            enum_probes::<sys::CUfileFeatureFlags_t>("CUfileFeatureFlags_t"),
            "CUfileFeatureFlags_t",
        ),
        (
            enum_probes::<sys::CUfileP2PFlags_t>("CUfileP2PFlags_t"),
            "CUfileP2PFlags_t",
        ),
        (
            enum_probes::<sys::CUfileOpcode_t>("CUfileOpcode_t"),
            "CUfileOpcode_t",
        ),
        (
            enum_probes::<sys::CUfileFileHandleType>("enum CUfileFileHandleType"),
            "CUfileFileHandleType",
        ),
        (
            enum_probes::<sys::CUfileStatus_t>("CUfileStatus_t"),
            "CUfileStatus_t",
        ),
        (
            enum_probes::<sys::CUfileBatchMode_t>("CUfileBatchMode_t"),
            "CUfileBatchMode_t",
        ),
        (
            enum_probes::<sys::CUFileSizeTConfigParameter_t>("CUFileSizeTConfigParameter_t"),
            "CUFileSizeTConfigParameter_t",
        ),
        (
            enum_probes::<sys::CUFileBoolConfigParameter_t>("CUFileBoolConfigParameter_t"),
            "CUFileBoolConfigParameter_t",
        ),
        (
            enum_probes::<sys::CUFileStringConfigParameter_t>("CUFileStringConfigParameter_t"),
            "CUFileStringConfigParameter_t",
        ),
        (
            enum_probes::<sys::CUFileArrayConfigParameter_t>("CUFileArrayConfigParameter_t"),
            "CUFileArrayConfigParameter_t",
        ),
    ]
}

/// The structs that do not change between the versions checked (beyond being new).
fn structs() -> Vec<Vec<Probe>> {
    let c = |name: &'static str| probe::c_type(name, SPELL).0;
    vec![
        struct_probes::<sys::CUfileError_t>("", "CUfileError_t", SPELL, &[]),
        struct_probes::<sys::CUfileDrvProps_t_nvfs>("", &c("CUfileDrvProps_t_nvfs"), SPELL, &[]),
        struct_probes::<sys::CUfileDrvProps_t>("", "CUfileDrvProps_t", SPELL, &[]),
        struct_probes::<sys::cufileRDMAInfo_t>("", "cufileRDMAInfo_t", SPELL, &[]),
        struct_probes::<sys::CUfileFSOps_t>(
            "",
            "CUfileFSOps_t",
            SPELL,
            &[
                "fs_type",
                "getRDMADeviceList",
                "getRDMADevicePriority",
                "read",
                "write",
            ],
        ),
        struct_probes::<sys::CUfileDescr_t_handle>("", &c("CUfileDescr_t_handle"), SPELL, &[]),
        struct_probes::<sys::CUfileDescr_t>("", "CUfileDescr_t", SPELL, &[]),
        struct_probes::<sys::CUfileIOParams_t_u_batch>(
            "",
            &c("CUfileIOParams_t_u_batch"),
            SPELL,
            &[],
        ),
        struct_probes::<sys::CUfileIOParams_t_u>("", &c("CUfileIOParams_t_u"), SPELL, &[]),
        struct_probes::<sys::CUfileIOParams_t>("", "CUfileIOParams_t", SPELL, &[]),
        struct_probes::<sys::CUfileIOEvents_t>("", "CUfileIOEvents_t", SPELL, &[]),
        struct_probes::<sys::timespec>("", "struct timespec", SPELL, &[]),
        struct_probes::<sys::CUfileIOVec_t>("", "CUfileIOVec_t", SPELL, &[]),
        struct_probes::<sys::CUfileOpCounter_t>("", "CUfileOpCounter_t", SPELL, &[]),
        struct_probes::<sys::CUfilePerGpuStats_t>("", "CUfilePerGpuStats_t", SPELL, &[]),
    ]
}

/// The statistics in both layouts, split as the module docs say.
fn stats() -> Vec<Probe> {
    let newest = [
        struct_probes::<sys::CUfileStatsLevel1_t>("", "CUfileStatsLevel1_t", SPELL, &[]),
        struct_probes::<sys::CUfileStatsLevel2_t>("", "CUfileStatsLevel2_t", SPELL, &[]),
        struct_probes::<sys::CUfileStatsLevel3_t>("", "CUfileStatsLevel3_t", SPELL, &[]),
    ];
    let older = [
        struct_probes::<v1_15::CUfileStatsLevel1_t>("v1_15::", "CUfileStatsLevel1_t", SPELL, &[]),
        struct_probes::<v1_15::CUfileStatsLevel2_t>("v1_15::", "CUfileStatsLevel2_t", SPELL, &[]),
        struct_probes::<v1_15::CUfileStatsLevel3_t>("v1_15::", "CUfileStatsLevel3_t", SPELL, &[]),
    ];
    let mut out = Vec::new();
    for (newest, older) in newest.into_iter().zip(older) {
        let same = |a: &Probe, b: &Probe| {
            a.name.trim_start_matches("v1_15::") == b.name.trim_start_matches("v1_15::")
                && a.expected == b.expected
        };
        // Where both layouts agree, 1.20's probe alone, from 1.15 on.
        let shared: Vec<bool> = newest
            .iter()
            .map(|n| older.iter().any(|o| same(n, o)))
            .collect();
        for mut p in older
            .into_iter()
            .filter(|o| !newest.iter().any(|n| same(n, o)))
        {
            (p.since, p.until) = (1150, STATS_GREW);
            out.push(p);
        }
        for (mut p, shared) in newest.into_iter().zip(shared) {
            p.since = if shared { 1150 } else { STATS_GREW };
            out.push(p);
        }
    }
    out
}

/// Every probe, each with its range.
fn probes() -> Vec<Probe> {
    let mut out: Vec<Probe> = Vec::new();
    for (probes, _) in enums() {
        out.extend(probes);
    }
    out.extend(structs().into_iter().flatten());
    out.push(handle_probe::<sys::CUfileHandle_t>());
    out.push(handle_probe::<sys::CUfileBatchHandle_t>());
    out.extend(defines().into_iter().map(|(n, v)| define_probe(n, v)));
    // The range of everything but the statistics and the functions: SINCE's entry for the item, or
    // for its type (an enum's constants, a struct's fields).
    let mut enum_of = std::collections::BTreeMap::new();
    for (probes, c_name) in enums() {
        for p in probes.iter().skip(1) {
            enum_of.insert(p.name.clone(), c_name);
        }
    }
    for p in &mut out {
        let owner = enum_of
            .get(&p.name)
            .copied()
            .unwrap_or_else(|| p.name.split('.').next().unwrap_or(""));
        let since = SINCE
            .iter()
            .find(|(_, n)| *n == p.name)
            .or_else(|| SINCE.iter().find(|(_, n)| *n == owner));
        p.since = since.map_or(0, |(v, _)| *v);
    }
    out.extend(stats());
    let table = <Functions as FunctionTable>::FUNCTIONS;
    out.extend(table.iter().map(|f| {
        let mut p = function_probe(f, "CUfileError_t", SPELL);
        p.since = f.version.map_or(0, i64::from);
        p
    }));
    out
}

/// cufile.h against cuda-cufile.
const CUFILE_H: Header = Header {
    file: "cufile.h",
    functions: "cuFile",
    defines: &["CU_FILE_", "CUFILE"],
    handles: "CUfile",
    krate: "cuda-cufile",
    dropped: &[],
    typedefs: None,
};

/// A folder holding `cufile.h` beside the `cuda.h` it includes (the two come from different wheels).
fn merged_include(cufile: &Path, cuda: &Path, work: &Path) -> io::Result<PathBuf> {
    let dir = work.join("include");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir)?;
    for entry in fs::read_dir(cuda)? {
        let entry = entry?;
        std::os::unix::fs::symlink(entry.path(), dir.join(entry.file_name()))?;
    }
    std::os::unix::fs::symlink(cufile.join("cufile.h"), dir.join("cufile.h"))?;
    Ok(dir)
}

/// Checks one version: the probes, the coverage and the docs.
fn check_version(
    cc: &[String],
    include: &Path,
    work: &Path,
    version: i64,
) -> Result<Report, String> {
    let mut report = Report {
        label: version_label(version),
        header: "cufile.h",
        ..Report::default()
    };
    probe::judge(
        cc,
        include,
        work,
        &["cufile.h"],
        version,
        &probes(),
        &mut report,
    )?;
    let constants = enums()
        .into_iter()
        .flat_map(|(p, _)| p.into_iter().skip(1).map(|p| p.name))
        .map(|n| &*n.leak())
        .chain(defines().into_iter().map(|(n, _)| n));
    let ours = Ours {
        functions: <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        structs: structs()
            .iter()
            .map(|s| &*s[0].name.clone().leak())
            .chain([
                "CUfileStatsLevel1_t",
                "CUfileStatsLevel2_t",
                "CUfileStatsLevel3_t",
            ])
            .collect(),
        enums: enums().iter().map(|(_, c)| *c).collect(),
        handles: [
            <sys::CUfileHandle_t as CudaHandle>::C_NAME,
            <sys::CUfileBatchHandle_t as CudaHandle>::C_NAME,
        ]
        .into(),
        constants: constants.collect(),
        ..Ours::default()
    };
    check_coverage(cc, include, work, &CUFILE_H, &ours, version, &mut report);
    docs::check(include, &mut report);
    Ok(report)
}

/// The kinds the coverage rightly counts zero in cufile.h: its two handles are `void *` typedefs, which
/// the coverage reader does not take for handles (the probes check them as handles).
const NONE_THERE: &[&str] = &["handles"];

/// Runs the check for every version and prints it as the main loop prints the others; whether
/// anything failed. `ci`: a header that cannot be fetched fails.
pub(crate) fn run(cc: &[String], work: &Path, ci: bool) -> bool {
    let mut failed = false;
    for &(cuda, version) in VERSIONS {
        let started = Instant::now();
        let fetched = cuda_tests::fetch::component(&format!("cufile/{cuda}")).and_then(|c| {
            let h = cuda_tests::fetch::component(&format!("cuda-headers/{cuda}"))?;
            Ok((c, h))
        });
        let (cufile, headers) = match fetched {
            Ok(dirs) => dirs,
            Err(why) if ci => {
                println!("conformance: FAIL: cufile.h missing under CI=true: {why}");
                failed = true;
                continue;
            }
            Err(why) => {
                println!("conformance: skipped cufile.h {cuda}: {why}");
                continue;
            }
        };
        let work = work.join(format!("cufile-{cuda}"));
        let include = match merged_include(&cufile.join("include"), &headers.join("include"), &work)
        {
            Ok(dir) => dir,
            Err(e) => {
                println!("conformance: FAIL cufile.h {cuda}: {}: {e}", work.display());
                failed = true;
                continue;
            }
        };
        let mut report = match check_version(cc, &include, &work, version) {
            Ok(report) => report,
            Err(e) => {
                println!("conformance: FAIL cufile.h {cuda}: {e}");
                failed = true;
                continue;
            }
        };
        for line in crate::floor::check(&report) {
            if !NONE_THERE
                .iter()
                .any(|k| line.starts_with(&format!("coverage: {k}:")))
            {
                report.failures.push(line);
            }
        }
        for &(kind, total) in &report.coverage_totals.clone() {
            if NONE_THERE.contains(&kind) && total > 0 {
                let why = format!("{total} found, but NONE_THERE says cufile.h has none");
                report.fail(&format!("coverage: {kind}"), why);
            }
        }
        library(&cufile.join("lib"), version, &mut report);
        failed |= probe::print(&report, &cufile, started.elapsed().as_secs_f64());
    }
    failed
}

/// The wheel's library: its version, and which declared functions it exports.
fn library(lib: &Path, version: i64, report: &mut Report) {
    let cufile = match cuda_cufile::CuFile::open(lib.join("libcufile.so.0")) {
        Ok(c) => c,
        Err(e) => return report.fail("libcufile.so.0", e),
    };
    if i64::from(cufile.version()) != version {
        let why = format!(
            "cuFileGetVersion says {}, the component stands for {version}",
            cufile.version()
        );
        report.fail("libcufile.so.0", why);
    }
    for f in <Functions as FunctionTable>::FUNCTIONS {
        let expected = i64::from(f.version.unwrap_or(0)) <= version;
        if cufile.is_available(f.name) != expected {
            let why = format!(
                "declared @ {}, but the {} library {} it",
                f.version.unwrap_or(0),
                version_label(version),
                if expected { "lacks" } else { "exports" }
            );
            report.fail(f.name, why);
        }
    }
    // The safe settings API on the real library: a change reads back (no driver, no GPU needed).
    let compat = sys::CUFileBoolConfigParameter_t::CUFILE_PARAM_PROPERTIES_ALLOW_COMPAT_MODE;
    let round_trip = cufile.parameter_bool(compat).and_then(|before| {
        cufile.set_parameter_bool(compat, !before)?;
        Ok((before, cufile.parameter_bool(compat)?))
    });
    match round_trip {
        Ok((before, after)) if after != before => {}
        Ok((before, _)) => report.fail(
            "cuFileSetParameterBool",
            format_args!("allow_compat_mode stayed {before}"),
        ),
        Err(e) => report.fail("cuFileSetParameterBool", e),
    }
    report.newer.push(format!(
        "libcufile.so.0 {}: loaded, version {}, {} of {} functions, lacking {:?}",
        version_label(version),
        cufile.version(),
        <Functions as FunctionTable>::FUNCTIONS.len() - cufile.missing_functions().len(),
        <Functions as FunctionTable>::FUNCTIONS.len(),
        cufile.missing_functions()
    ));
}
