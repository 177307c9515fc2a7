//! Planted mismatches: the runtime judge ([`items::judge`]) run on made-up outcomes of three headers
//! (12.9, 13.0, 13.5), each case a mismatch it must fail or a version difference it must let pass. Run
//! on every conformance run, with no header needed, so that a judge that forgives too much (a
//! difference against the newest header taken for "a later header grew it") fails the check itself.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::items::{self, RtItem};
use super::{Header, Outcome};
use crate::compare::Report;

/// The headers the cases speak of, oldest first.
const HEADERS: [(&str, i64); 3] = [("12.9", 12090), ("13.0", 13000), ("13.5", 13050)];

/// One case: against which header, what differs where (item, header, outcome), and whether the judge
/// must fail the item (else it must pass it, as a version line).
struct Case {
    what: &'static str,
    judged: usize,
    planted: &'static [(&'static str, usize, Planted)],
    fails: &'static str,
}

#[derive(Clone, Copy)]
enum Planted {
    Absent,
    Size,
    Value,
}

const CASES: &[Case] = &[
    Case {
        what: "a struct whose size differs in 13.5 only (12.9 and 13.0 agree with Rust)",
        judged: 2,
        planted: &[("cudaPointerAttributes", 2, Planted::Size)],
        fails: "cudaPointerAttributes",
    },
    Case {
        what: "a reserved field that differs in 13.5 only",
        judged: 2,
        planted: &[("cudaFuncAttributes.reserved", 2, Planted::Size)],
        fails: "cudaFuncAttributes.reserved",
    },
    Case {
        what: "a reserved field that differs in 12.9 where the struct's size differs too",
        judged: 0,
        planted: &[
            ("cudaFuncAttributes", 0, Planted::Size),
            ("cudaFuncAttributes.reserved", 0, Planted::Size),
        ],
        fails: "cudaFuncAttributes.reserved",
    },
    Case {
        what: "a constant absent from 13.5 that DROPPED does not name",
        judged: 2,
        planted: &[("cudaError::cudaErrorInvalidValue", 2, Planted::Absent)],
        fails: "cudaError::cudaErrorInvalidValue",
    },
    Case {
        what: "a count whose value differs in 13.5 (no newer header agrees)",
        judged: 2,
        planted: &[("cudaDeviceAttr::cudaDevAttrMax", 2, Planted::Value)],
        fails: "cudaDeviceAttr::cudaDevAttrMax",
    },
    Case {
        what: "a DROPPED item that 13.5 still has",
        judged: 2,
        planted: &[],
        fails: "cudaLaunchParams",
    },
    Case {
        what: "(control) a struct 13.0 grew: 12.9's is smaller, 13.5 agrees",
        judged: 0,
        planted: &[("cudaPointerAttributes", 0, Planted::Size)],
        fails: "",
    },
    Case {
        what: "(control) a DROPPED struct absent from 13.5, in 12.9",
        judged: 2,
        planted: &[("cudaLaunchParams", 2, Planted::Absent)],
        fails: "",
    },
];

/// Each case the judge got wrong, as a line; and how many cases there were.
pub(crate) fn check() -> (Vec<String>, usize) {
    let items = items::all();
    let id = |name: &str| items.iter().position(|it| it.item.name() == name);
    let mut wrong = Vec::new();
    for case in CASES {
        // Every item as Rust declares it, in every header, but what is planted; DROPPED items only in
        // 12.9 unless the case is about one 13.5 still has.
        let mut outcomes: Vec<BTreeMap<usize, Outcome>> = Vec::new();
        for (h, _) in HEADERS.iter().enumerate() {
            let mut map: BTreeMap<usize, Outcome> =
                (0..items.len()).map(|i| (i, Outcome::Ok)).collect();
            for (i, it) in items.iter().enumerate() {
                let name = it.item.name();
                let dropped = super::dropped(&name).is_some_and(|u| HEADERS[h].1 >= u);
                if dropped && case.fails != name {
                    map.insert(i, Outcome::Absent("planted: dropped".into()));
                }
            }
            outcomes.push(map);
        }
        for &(name, h, planted) in case.planted {
            let Some(i) = id(name) else {
                wrong.push(format!("{}: no item {name}", case.what));
                continue;
            };
            let outcome = match planted {
                Planted::Absent => Outcome::Absent("planted: absent".into()),
                Planted::Size => Outcome::Differs("size: Rust 8, C 16".into()),
                Planted::Value => Outcome::Differs("value: Rust 161, C 170".into()),
            };
            outcomes[h].insert(i, outcome);
        }
        let report = judged(&items, case.judged, &outcomes);
        let failed: Vec<&String> = report.failures.iter().collect();
        let ok = if case.fails.is_empty() {
            failed.is_empty()
        } else {
            failed.len() == 1 && failed[0].starts_with(&format!("{}:", case.fails))
        };
        if !ok {
            wrong.push(format!(
                "{} against {}: {}",
                case.what,
                HEADERS[case.judged].0,
                match failed.is_empty() {
                    true => format!("passed (version lines: {})", report.newer.join("; ")),
                    false => format!(
                        "failures {}",
                        failed
                            .iter()
                            .map(|s| s.as_str())
                            .collect::<Vec<_>>()
                            .join("; ")
                    ),
                }
            ));
        }
    }
    (wrong, CASES.len())
}

/// The judge's report on header `judged` of made-up outcomes.
fn judged(items: &[RtItem], judged: usize, outcomes: &[BTreeMap<usize, Outcome>]) -> Report {
    let (label, version) = HEADERS[judged];
    let h = Header {
        label,
        version,
        include: PathBuf::new(),
        crt: PathBuf::new(),
    };
    let all: Vec<(i64, Option<&BTreeMap<usize, Outcome>>)> = HEADERS
        .iter()
        .zip(outcomes)
        .map(|((_, v), o)| (*v, Some(o)))
        .collect();
    let mut report = Report::default();
    items::judge(items, &h, &outcomes[judged], &all, &mut report);
    report
}
