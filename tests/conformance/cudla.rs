//! cudla.h: cuda-cudla's declarations against the header of CUDA 13.5's cuDLA (the `cudla/13.5` cache
//! component, from NVIDIA's `nvidia-cudla` wheel, which exists for aarch64 only and from 13.2 on: no
//! 12.9 or 13.0 header to check). cudla.h needs only `<stdint.h>` and `<stddef.h>`, so it compiles here;
//! its layouts are those of any LP64 Linux, x86-64's as aarch64's.
//!
//! Every enum with every value, struct and union with every field (offset, size, C type), handle,
//! `#define` constant and function prototype, as [`crate::cufile::probe`] checks them; the coverage line
//! counts the header's own items; every doc line is compared with the header's comments.

use std::path::Path;
use std::time::Instant;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FunctionTable};
use cuda_cudla::sys::{self, Functions};

use crate::compare::Report;
use crate::copied::{check_lines, read, Comments};
use crate::coverage::{check as check_coverage, Header, Ours};
use crate::cufile::probe::{
    self, define_probe, enum_probes, function_probe, handle_probe, struct_probes, Probe, Spellings,
};

/// The header checked: the cache component's CUDA version, as 13050.
const VERSION: (&str, i64) = ("13.5", 13050);

/// cudla.h's typedefs of tagged enums are spelled by their typedef name, as declared; nothing to map.
const SPELL: Spellings = &[];

/// Every `#define` constant, by name and value.
fn defines() -> Vec<(&'static str, i64)> {
    macro_rules! all {
        ($($name:ident),* $(,)?) => { vec![$((stringify!($name), i64::from(sys::$name))),*] };
    }
    all![
        CUDLA_VER_MAJOR,
        CUDLA_VER_MINOR,
        CUDLA_VER_PATCH,
        CUDLA_DATA_FORMAT_UNKNOWN,
        CUDLA_DATA_FORMAT_NCHW,
        CUDLA_DATA_FORMAT_NHWC,
        CUDLA_DATA_FORMAT_NCxHWx,
        CUDLA_DATA_TYPE_UNKNOWN,
        CUDLA_DATA_TYPE_FLOAT,
        CUDLA_DATA_TYPE_HALF,
        CUDLA_DATA_TYPE_INT16,
        CUDLA_DATA_TYPE_INT8,
        CUDLA_DATA_TYPE_UINT8,
        CUDLA_DATA_TYPE_UINT16,
        CUDLA_DATA_CATEGORY_IMAGE,
        CUDLA_DATA_CATEGORY_WEIGHT,
        CUDLA_DATA_CATEGORY_FEATURE,
        CUDLA_DATA_CATEGORY_PLANAR,
        CUDLA_DATA_CATEGORY_BIAS,
        CUDLA_PIXEL_FORMAT_R8,
        CUDLA_PIXEL_FORMAT_R10,
        CUDLA_PIXEL_FORMAT_R12,
        CUDLA_PIXEL_FORMAT_R16,
        CUDLA_PIXEL_FORMAT_R16_I,
        CUDLA_PIXEL_FORMAT_R16_F,
        CUDLA_PIXEL_FORMAT_A16B16G16R16,
        CUDLA_PIXEL_FORMAT_X16B16G16R16,
        CUDLA_PIXEL_FORMAT_A16B16G16R16_F,
        CUDLA_PIXEL_FORMAT_A16Y16U16V16,
        CUDLA_PIXEL_FORMAT_V16U16Y16A16,
        CUDLA_PIXEL_FORMAT_A16Y16U16V16_F,
        CUDLA_PIXEL_FORMAT_A8B8G8R8,
        CUDLA_PIXEL_FORMAT_A8R8G8B8,
        CUDLA_PIXEL_FORMAT_B8G8R8A8,
        CUDLA_PIXEL_FORMAT_R8G8B8A8,
        CUDLA_PIXEL_FORMAT_X8B8G8R8,
        CUDLA_PIXEL_FORMAT_X8R8G8B8,
        CUDLA_PIXEL_FORMAT_B8G8R8X8,
        CUDLA_PIXEL_FORMAT_R8G8B8X8,
        CUDLA_PIXEL_FORMAT_A2B10G10R10,
        CUDLA_PIXEL_FORMAT_A2R10G10B10,
        CUDLA_PIXEL_FORMAT_B10G10R10A2,
        CUDLA_PIXEL_FORMAT_R10G10B10A2,
        CUDLA_PIXEL_FORMAT_A2Y10U10V10,
        CUDLA_PIXEL_FORMAT_V10U10Y10A2,
        CUDLA_PIXEL_FORMAT_A8Y8U8V8,
        CUDLA_PIXEL_FORMAT_V8U8Y8A8,
        CUDLA_PIXEL_FORMAT_Y8___U8V8_N444,
        CUDLA_PIXEL_FORMAT_Y8___V8U8_N444,
        CUDLA_PIXEL_FORMAT_Y10___U10V10_N444,
        CUDLA_PIXEL_FORMAT_Y10___V10U10_N444,
        CUDLA_PIXEL_FORMAT_Y12___U12V12_N444,
        CUDLA_PIXEL_FORMAT_Y12___V12U12_N444,
        CUDLA_PIXEL_FORMAT_Y16___U16V16_N444,
        CUDLA_PIXEL_FORMAT_Y16___V16U16_N444,
        CUDLA_PIXEL_FORMAT_FEATURE,
        CUDLA_PIXEL_FORMAT_UNKNOWN,
        CUDLA_PIXEL_MAPPING_PITCH_LINEAR,
        CUDLA_PIXEL_MAPPING_BLOCK_LINEAR,
        CUDLA_LOADABLE_TENSOR_DESC_NUM_STRIDES,
        CUDLA_RUNTIME_TENSOR_DESC_NAME_MAX_LEN,
    ]
}

/// Every enum's probes, and its C name.
fn enums() -> Vec<(Vec<Probe>, &'static str)> {
    macro_rules! all {
        ($($name:ident),* $(,)?) => {
            vec![$((enum_probes::<sys::$name>(stringify!($name)), stringify!($name))),*]
        };
    }
    all![
        cudlaStatus,
        cudlaMode,
        cudlaScratchMemoryConfig,
        cudlaNvSciSyncAttributes,
        cudlaModuleAttributeType,
        cudlaFenceType,
        cudlaModuleLoadFlags,
        cudlaSubmissionFlags,
        cudlaAccessPermissionFlags,
        cudlaDevAttributeType,
    ]
}

/// Every struct's and union's probes.
fn structs() -> Vec<Vec<Probe>> {
    macro_rules! all {
        ($($name:ident),* $(,)?) => {
            vec![$(struct_probes::<sys::$name>("", stringify!($name), SPELL, &[])),*]
        };
    }
    all![
        cudlaExternalMemoryHandleDesc,
        cudlaExternalSemaphoreHandleDesc,
        cudlaModuleTensorDescriptor,
        cudlaModuleAttribute,
        CudlaFence,
        cudlaWaitEvents,
        cudlaSignalEvents,
        cudlaTask,
        cudlaDevAttribute,
    ]
}

fn probes() -> Vec<Probe> {
    let mut out: Vec<Probe> = enums().into_iter().flat_map(|(p, _)| p).collect();
    out.extend(structs().into_iter().flatten());
    out.push(handle_probe::<sys::cudlaDevHandle>());
    out.push(handle_probe::<sys::cudlaModule>());
    out.extend(defines().into_iter().map(|(n, v)| define_probe(n, v)));
    let table = <Functions as FunctionTable>::FUNCTIONS;
    out.extend(
        table
            .iter()
            .map(|f| function_probe(f, "cudlaStatus", SPELL)),
    );
    out
}

/// cudla.h against cuda-cudla.
const CUDLA_H: Header = Header {
    file: "cudla.h",
    functions: "cudla",
    defines: &["CUDLA_"],
    handles: "cudla",
    krate: "cuda-cudla",
    dropped: &[],
    typedefs: None,
};

fn check(cc: &[String], include: &Path, work: &Path) -> Result<Report, String> {
    let version = VERSION.1;
    let mut report = Report {
        label: VERSION.0.to_owned(),
        header: "cudla.h",
        ..Report::default()
    };
    probe::judge(
        cc,
        include,
        work,
        &["cudla.h"],
        version,
        &probes(),
        &mut report,
    )?;
    let ours = Ours {
        functions: <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        structs: structs()
            .iter()
            .map(|s| &*s[0].name.clone().leak())
            .collect(),
        enums: enums().iter().map(|(_, c)| *c).collect(),
        handles: [
            <sys::cudlaDevHandle as CudaHandle>::C_NAME,
            <sys::cudlaModule as CudaHandle>::C_NAME,
        ]
        .into(),
        constants: enums()
            .into_iter()
            .flat_map(|(p, _)| p.into_iter().skip(1).map(|p| &*p.name.leak()))
            .chain(defines().into_iter().map(|(n, _)| n))
            .collect(),
        ..Ours::default()
    };
    check_coverage(cc, include, work, &CUDLA_H, &ours, version, &mut report);
    check_docs(include, &mut report);
    Ok(report)
}

fn check_docs(include: &Path, report: &mut Report) {
    let Some(header) = read(include, "cudla.h", report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
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
    let mut docs = Vec::new();
    macro_rules! add {
        ($f:ident: $($name:ident),*) => { $(docs.extend($f::<sys::$name>());)* };
    }
    add!(of_enum: cudlaStatus, cudlaMode, cudlaScratchMemoryConfig, cudlaNvSciSyncAttributes,
        cudlaModuleAttributeType, cudlaFenceType, cudlaModuleLoadFlags, cudlaSubmissionFlags,
        cudlaAccessPermissionFlags, cudlaDevAttributeType);
    add!(of_struct: cudlaExternalMemoryHandleDesc, cudlaExternalSemaphoreHandleDesc,
        cudlaModuleTensorDescriptor, cudlaModuleAttribute, CudlaFence, cudlaWaitEvents,
        cudlaSignalEvents, cudlaTask, cudlaDevAttribute);
    docs.push((
        "cudlaDevHandle".into(),
        <sys::cudlaDevHandle as CudaHandle>::DOC,
    ));
    docs.push(("cudlaModule".into(), <sys::cudlaModule as CudaHandle>::DOC));
    docs.extend(
        <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name.to_owned(), f.doc)),
    );
    check_lines(report, &comments, docs.into_iter());
}

/// The kinds the coverage rightly counts zero in cudla.h.
const NONE_THERE: &[&str] = &[];

/// Runs the check and prints it; whether it failed. `ci`: a header that cannot be fetched fails.
pub(crate) fn run(cc: &[String], work: &Path, ci: bool) -> bool {
    let started = Instant::now();
    let dir = match cuda_tests::fetch::component(&format!("cudla/{}", VERSION.0)) {
        Ok(dir) => dir,
        Err(why) if ci => {
            println!("conformance: FAIL: cudla.h missing under CI=true: {why}");
            return true;
        }
        Err(why) => {
            println!("conformance: skipped cudla.h {}: {why}", VERSION.0);
            return false;
        }
    };
    let include = dir.join("include");
    let mut report = match check(cc, &include, &work.join("cudla")) {
        Ok(report) => report,
        Err(e) => {
            println!("conformance: FAIL cudla.h {}: {e}", VERSION.0);
            return true;
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
    probe::print(&report, &include, started.elapsed().as_secs_f64())
}
