//! A floor under the coverage counts: every kind a coverage line counts must have found something in
//! every header, so that a compiler whose output the header readers no longer understand (another line
//! marker format, an `-aux-info` that writes nothing) fails instead of printing `0/0` and passing.

use crate::compare::Report;

/// The counts that are rightly zero: (header, kind, the versions whose header has none, why). An entry a
/// header contradicts (it has some) fails too, so the table stays exact.
#[rustfmt::skip]
const NONE_THERE: &[(&str, &str, &[&str], &str)] = &[
    ("nvrtc.h", "structs", &["12.9", "13.0"], "nvrtcBundledHeadersInfo, its one struct, came with 13.3"),
    ("nvJitLink.h", "structs", &["12.9", "13.0", "13.5"], "nvJitLink.h declares no struct"),
    ("nvvm.h", "structs", &["12.9", "13.0", "13.5"], "nvvm.h declares no struct"),
    ("nvFatbin.h", "structs", &["12.9", "13.0", "13.5"], "nvFatbin.h declares no struct"),
    ("curand.h", "structs", &["12.9", "13.0", "13.5"], "curand.h declares no struct (its handles point to structs it leaves opaque)"),
    ("cufft.h", "structs", &["12.9", "13.0", "13.5"], "cufft.h declares no struct (its complex types are cuComplex.h's, its handle an int)"),
    ("cublas_api.h", "structs", &["12.9", "13.0", "13.5"], "cublas_api.h declares no struct (its handle points to a struct it leaves opaque)"),
];

/// The failures of one report: no coverage counts at all, or a kind counted zero that [`NONE_THERE`]
/// does not explain (or one it says is zero that is not).
pub(crate) fn check(report: &Report) -> Vec<String> {
    if report.coverage_totals.is_empty() {
        return vec!["coverage: no counts (the header's items were not read)".to_owned()];
    }
    let mut out = Vec::new();
    for &(kind, total) in &report.coverage_totals {
        let expected_none = NONE_THERE.iter().find(|(h, k, versions, _)| {
            *h == report.header && *k == kind && versions.contains(&report.label.as_str())
        });
        match (total, expected_none) {
            (0, None) => out.push(format!(
                "coverage: {kind}: none found in the header; a header reader that reads nothing?"
            )),
            (n, Some((.., why))) if n > 0 => out.push(format!(
                "coverage: {kind}: {n} found, but the floor's table says none ({why})"
            )),
            _ => {}
        }
    }
    out
}
