//! nvrtc.h: cuda-nvrtc's status enum, program handle and every function, against the header of each NVRTC
//! version fetched (the `nvrtc/<version>` cache components, from NVIDIA's wheels).

use std::collections::{BTreeMap, BTreeSet};
use std::mem::{align_of, size_of};
use std::path::Path;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FunctionTable};
use cuda_driver::sys::{ConstantInfo, EnumInfo, HandleInfo, HandleKind, StructInfo};
use cuda_nvrtc::sys::{self, nvrtcBundledHeadersInfo, nvrtcProgram, nvrtcResult, Functions};

use crate::c_gen::{c_code, is_rust_padding, measure, Item};
use crate::compare::{check_item, version_label, Report};
use crate::coverage::{check as check_coverage, Header, Ours};

/// The NVRTC versions checked, each the cache component `nvrtc/<version>`.
pub(crate) const VERSIONS: &[&str] = &["13.5", "13.0", "12.9"];

/// The `#define` constants of nvrtc.h (13.3's flags of `nvrtcInstallBundledHeaders`), by C name and value.
const DEFINES: &[(&str, u32)] = &[
    (
        "NVRTC_INSTALL_HEADERS_SKIP_IF_EXISTS",
        sys::NVRTC_INSTALL_HEADERS_SKIP_IF_EXISTS,
    ),
    (
        "NVRTC_INSTALL_HEADERS_FORCE_OVERWRITE",
        sys::NVRTC_INSTALL_HEADERS_FORCE_OVERWRITE,
    ),
    (
        "NVRTC_INSTALL_HEADERS_NO_WAIT",
        sys::NVRTC_INSTALL_HEADERS_NO_WAIT,
    ),
];

/// The C type names cuda-nvrtc declares, spelled as in nvrtc.h.
pub(crate) const C_TYPES: &[&str] = &[
    <nvrtcResult as CudaEnum>::C_NAME,
    <nvrtcProgram as CudaHandle>::C_NAME,
    <nvrtcBundledHeadersInfo as CudaStruct>::C_NAME,
];

/// nvrtc.h, against cuda-nvrtc (it has no integer handles).
const NVRTC_H: Header = Header {
    file: "nvrtc.h",
    functions: "nvrtc",
    defines: &["NVRTC_"],
    handles: "nvrtc",
    krate: "cuda-nvrtc",
    // What 13.0 dropped (`nvrtcGetNVVM`) cuda-nvrtc still declares: `sys::REMOVED`.
    dropped: &[],
    typedefs: None,
};

/// `"13.0"` as 13000.
fn version_number(label: &str) -> Result<i64, String> {
    let (major, minor) = label.split_once('.').ok_or(format!("version `{label}`"))?;
    let major: i64 = major
        .parse()
        .map_err(|e| format!("version `{label}`: {e}"))?;
    let minor: i64 = minor
        .parse()
        .map_err(|e| format!("version `{label}`: {e}"))?;
    Ok(major * 1000 + minor * 10)
}

/// Every item, from cuda-nvrtc's own declarations: the handle, the enum and its values, the struct and its
/// fields, the `#define` constants, and the table's functions (`nvrtcGetErrorString` returning `const char *`,
/// the others `nvrtcResult`).
fn items() -> Vec<Item> {
    // The registry's info types, filled from the Rust types themselves; leaked, as the tables are static.
    let handle: &'static HandleInfo = Box::leak(Box::new(HandleInfo {
        c_name: <nvrtcProgram as CudaHandle>::C_NAME,
        size: size_of::<nvrtcProgram>(),
        align: align_of::<nvrtcProgram>(),
        kind: HandleKind::Pointer,
        doc: <nvrtcProgram as CudaHandle>::DOC,
    }));
    let values: Vec<(&'static str, i64)> = <nvrtcResult as CudaEnum>::VARIANTS
        .iter()
        .map(|(name, v)| (*name, i64::from(v.raw())))
        .collect();
    let result: &'static EnumInfo = Box::leak(Box::new(EnumInfo {
        c_name: <nvrtcResult as CudaEnum>::C_NAME,
        size: size_of::<nvrtcResult>(),
        align: align_of::<nvrtcResult>(),
        values: values.leak(),
        doc: <nvrtcResult as CudaEnum>::DOC,
        docs: <nvrtcResult as CudaEnum>::VARIANT_DOCS,
    }));
    let mut items = vec![Item::Handle(handle), Item::Enum(result)];
    items.extend((0..result.values.len()).map(|i| Item::Constant(result, i)));
    let info: &'static StructInfo = Box::leak(Box::new(StructInfo {
        c_name: <nvrtcBundledHeadersInfo as CudaStruct>::C_NAME,
        anonymous_in: None,
        size: <nvrtcBundledHeadersInfo as CudaStruct>::SIZE,
        align: <nvrtcBundledHeadersInfo as CudaStruct>::ALIGN,
        is_union: <nvrtcBundledHeadersInfo as CudaStruct>::IS_UNION,
        fields: <nvrtcBundledHeadersInfo as CudaStruct>::FIELDS,
        doc: <nvrtcBundledHeadersInfo as CudaStruct>::DOC,
    }));
    items.push(Item::Struct(info));
    let fields = (0..info.fields.len()).filter(|&i| !is_rust_padding(info, i));
    items.extend(fields.map(|i| Item::Field(info, i)));
    for &(name, value) in DEFINES {
        items.push(Item::Define(Box::leak(Box::new(ConstantInfo {
            c_name: name,
            rust: "c_uint",
            value: Box::leak(value.to_string().into_boxed_str()),
            doc: "",
        }))));
    }
    let table = <Functions as FunctionTable>::FUNCTIONS;
    items.extend(table.iter().map(|f| {
        // The C text of each declared return type: the status, or `nvrtcGetErrorString`'s string.
        let returns = match f.returns {
            None => "nvrtcResult",
            Some("*const c_char") => "const char *",
            Some(other) => panic!("{}: no C text for the return type `{other}`", f.name),
        };
        Item::Prototype(f, returns)
    }));
    items
}

/// Checks cuda-nvrtc against the nvrtc.h in `include`, which is NVRTC `label` (`13.0`).
pub(crate) fn check_header(
    cc: &[String],
    include: &Path,
    work: &Path,
    label: &str,
) -> Result<Report, String> {
    let version = version_number(label)?;
    let items = items();
    let mut report = Report {
        label: version_label(version),
        header: "nvrtc.h",
        ..Report::default()
    };
    let mut code = BTreeMap::new();
    for (id, item) in items.iter().enumerate() {
        match c_code(id, item) {
            Ok(c) => {
                code.insert(id, c);
            }
            Err(e) => report.fail(&item.name(), format_args!("cannot generate C: {e}")),
        }
    }
    let generated: BTreeSet<usize> = code.keys().copied().collect();
    let measured = measure(cc, include, work, &["nvrtc.h"], code)?;
    for (id, item) in items.iter().enumerate() {
        if generated.contains(&id) {
            let got = measured.numbers.get(&id).map(Vec::as_slice);
            check_item(&mut report, version, item, got, measured.errors.get(&id));
        }
    }
    // Every function, type and constant nvrtc.h declares is one cuda-nvrtc declares.
    let ours = Ours {
        functions: items
            .iter()
            .filter_map(|i| match i {
                Item::Prototype(f, _) => Some((f.name, f.symbol)),
                _ => None,
            })
            .collect(),
        enums: [<nvrtcResult as CudaEnum>::C_NAME].into(),
        structs: [<nvrtcBundledHeadersInfo as CudaStruct>::C_NAME].into(),
        handles: [<nvrtcProgram as CudaHandle>::C_NAME].into(),
        constants: <nvrtcResult as CudaEnum>::VARIANTS
            .iter()
            .map(|(n, _)| *n)
            .chain(DEFINES.iter().map(|(n, _)| *n))
            .collect(),
        ..Ours::default()
    };
    check_coverage(cc, include, work, &NVRTC_H, &ours, version, &mut report);
    crate::copied::check_nvrtc(include, &mut report);
    Ok(report)
}
