//! nvrtc.h: cuda-nvrtc's status enum, program handle and every function, against the header of each NVRTC
//! version fetched (the `nvrtc/<version>` cache components, from NVIDIA's wheels).

use std::collections::{BTreeMap, BTreeSet};
use std::mem::{align_of, size_of};
use std::path::Path;
use std::process::Command;

use cuda::{CudaEnum, CudaHandle, FunctionTable};
use cuda_driver::sys::{EnumInfo, HandleInfo, HandleKind};
use cuda_nvrtc::sys::{self, nvrtcProgram, nvrtcResult, Functions};

use crate::c_gen::{c_code, measure, Item};
use crate::compare::{check_item, version_label, Report};

/// The NVRTC versions checked, each the cache component `nvrtc/<version>`.
pub(crate) const VERSIONS: &[&str] = &["13.0", "12.9"];

/// The C type names cuda-nvrtc declares, spelled as in nvrtc.h.
pub(crate) const C_TYPES: &[&str] = &[
    <nvrtcResult as CudaEnum>::C_NAME,
    <nvrtcProgram as CudaHandle>::C_NAME,
];

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

/// Every item, from cuda-nvrtc's own declarations: the handle, the enum and its values, the table's
/// functions (all returning `nvrtcResult`) and `nvrtcGetErrorString`.
fn items() -> Vec<Item> {
    // The registry's info types, filled from the Rust types themselves; leaked, as the tables are static.
    let handle: &'static HandleInfo = Box::leak(Box::new(HandleInfo {
        c_name: <nvrtcProgram as CudaHandle>::C_NAME,
        size: size_of::<nvrtcProgram>(),
        align: align_of::<nvrtcProgram>(),
        kind: HandleKind::Pointer,
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
    }));
    let mut items = vec![Item::Handle(handle), Item::Enum(result)];
    items.extend((0..result.values.len()).map(|i| Item::Constant(result, i)));
    items.push(Item::Prototype(&sys::GET_ERROR_STRING, "const char *"));
    let table = <Functions as FunctionTable>::FUNCTIONS;
    items.extend(table.iter().map(|f| Item::Prototype(f, "nvrtcResult")));
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
    match header_functions(cc, include, work) {
        Ok(declared) => {
            for name in declared {
                let ours = items
                    .iter()
                    .any(|i| matches!(i, Item::Prototype(f, _) if f.name == name));
                if !ours {
                    report.fail(&name, "nvrtc.h declares it; cuda-nvrtc does not");
                }
            }
        }
        Err(why) => report.newer.push(format!(
            "not checked: every function of nvrtc.h declared: {why}"
        )),
    }
    Ok(report)
}

/// The functions nvrtc.h declares, as the compiler lists them (`-aux-info`, GCC's list of every
/// prototype it saw), so that one the crate lacks is a failure too.
fn header_functions(cc: &[String], include: &Path, work: &Path) -> Result<Vec<String>, String> {
    let (src, aux) = (work.join("declared.c"), work.join("declared.txt"));
    std::fs::write(&src, "#include <nvrtc.h>\n").map_err(|e| e.to_string())?;
    let out = Command::new(&cc[0])
        .args(&cc[1..])
        .args(["-fsyntax-only", "-aux-info"])
        .arg(&aux)
        .arg("-I")
        .arg(include)
        .arg(&src)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "`{}` has no -aux-info: {}",
            cc.join(" "),
            stderr.lines().next().unwrap_or("")
        ));
    }
    let text = std::fs::read_to_string(&aux).map_err(|e| e.to_string())?;
    // `/* .../nvrtc.h:98:NC */ extern nvrtcResult nvrtcVersion (int *, int *);`
    Ok(text
        .lines()
        .filter(|l| l.contains("nvrtc.h:"))
        .filter_map(|l| l.split(" (").next()?.rsplit([' ', '*']).next())
        .filter(|name| name.starts_with("nvrtc"))
        .map(str::to_owned)
        .collect())
}
