//! The header's numbers against the tables': one [`Mismatch`] per difference.

use std::collections::BTreeMap;
use std::fmt;

use cuda_struct::{EnumInfo, HandleKind, StructInfo};

use crate::c_gen::{is_rust_padding, prototype, Item};
use crate::c_types::{c_type, Names};

/// One difference between the crate and the header, with both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The item (`tallyConfig.mode`, `tallyStatus::TALLY_FULL`, `tallyCreate`).
    pub item: String,
    /// What differs (`offset`, `size`, `value`, `prototype`, `missing`, ...).
    pub what: String,
    /// The crate's side.
    pub rust: String,
    /// The header's side (the compiler's message for what did not compile).
    pub c: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}: Rust {}, C {}",
            self.item, self.what, self.rust, self.c
        )
    }
}

/// Adds a mismatch when `rust` and `c` differ.
pub(crate) fn compare(out: &mut Vec<Mismatch>, item: &str, what: &str, rust: i64, c: i64) {
    if rust != c {
        out.push(Mismatch {
            item: item.to_owned(),
            what: what.to_owned(),
            rust: rust.to_string(),
            c: c.to_string(),
        });
    }
}

/// The name of a `__builtin_classify_type` class.
pub fn class_name(class: i64) -> String {
    match class {
        1 => "an integer".into(),
        3 => "an enum".into(),
        5 => "a pointer".into(),
        other => format!("type class {other}"),
    }
}

/// The integer a constant's Rust value stands for: a literal (`0x01`, `-1`), an enum constant
/// (`tallyMode::TALLY_MODE_MAX`, found with `find_enum`), or the integer a handle or pointer is made
/// from, the innermost parenthesised part (`CUstream(core::ptr::without_provenance_mut(0x1))`).
pub fn define_value<'e>(
    value: &str,
    find_enum: impl Fn(&str) -> Option<&'e EnumInfo>,
) -> Option<i64> {
    let literal = |t: &str| {
        let t = t.trim();
        let (negative, t) = t.strip_prefix('-').map_or((false, t), |r| (true, r.trim()));
        let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(hex) => i64::from_str_radix(hex, 16).ok()?,
            None => t.parse().ok()?,
        };
        Some(if negative { -v } else { v })
    };
    if let Some((ty, constant)) = value.split_once("::").filter(|_| !value.contains('(')) {
        let e = find_enum(ty.trim())?;
        let constant = constant.trim();
        return e
            .values
            .iter()
            .find(|(n, _)| *n == constant)
            .map(|(_, v)| *v);
    }
    let inner = match (value.rfind('('), value.find(')')) {
        (Some(open), Some(close)) if open < close => &value[open + 1..close],
        _ => value,
    };
    literal(inner)
}

/// Compares one item with the header's numbers (`got`), or says why there are none (`error`).
pub fn judge(
    out: &mut Vec<Mismatch>,
    item: &Item,
    got: Option<&[i64]>,
    error: Option<&String>,
    names: &dyn Names,
    enums: &[&'static EnumInfo],
) {
    let name = item.name();
    let fail = |out: &mut Vec<Mismatch>, what: &str, rust: String, c: String| {
        out.push(Mismatch {
            item: name.clone(),
            what: what.to_owned(),
            rust,
            c,
        });
    };
    let missing = || {
        (
            "missing".to_owned(),
            "declares it".to_owned(),
            format!(
                "the header does not ({})",
                error.map_or("no value", String::as_str)
            ),
        )
    };
    match (item, got) {
        (Item::Prototype(f, returns), _) => {
            if let Some(error) = error {
                let params = prototype(f, names).unwrap_or_default();
                fail(
                    out,
                    "prototype",
                    format!("{returns} ({params})"),
                    error.clone(),
                );
            }
        }
        (Item::Macro(_), Some(_)) => {}
        (Item::Struct(s), Some(&[size, align])) => {
            compare(out, &name, "size", s.size as i64, size);
            compare(out, &name, "align", s.align as i64, align);
        }
        (Item::Field(s, i), Some(&[offset, size, compatible])) => {
            let f = &s.fields[*i];
            compare(out, &name, "offset", f.offset as i64, offset);
            compare(out, &name, "size", f.size as i64, size);
            if compatible != 1 {
                let c = c_type(f.ty, names).unwrap_or_default();
                fail(
                    out,
                    "type",
                    format!("`{}` (C `{c}`)", f.ty),
                    "not compatible".into(),
                );
            }
        }
        (Item::Handle(h), Some(&[size, align, class, signed])) => {
            compare(out, &name, "size", h.size as i64, size);
            compare(out, &name, "align", h.align as i64, align);
            let c = match (class, signed) {
                (5, _) => Some(HandleKind::Pointer),
                (1, 1) => Some(HandleKind::Signed),
                (1, _) => Some(HandleKind::Unsigned),
                _ => None,
            };
            if c != Some(h.kind) {
                let c = c.map_or_else(|| class_name(class), |k| format!("{k:?}"));
                fail(out, "kind", format!("{:?}", h.kind), c);
            }
        }
        (Item::Enum(e), Some(&[size, align])) => {
            compare(out, &name, "size", e.size as i64, size);
            compare(out, &name, "align", e.align as i64, align);
        }
        (Item::Constant(e, i), Some(&[c])) => compare(out, &name, "value", e.values[*i].1, c),
        (Item::Alias(a), Some(&[size, align, compatible])) => {
            compare(out, &name, "size", a.size as i64, size);
            compare(out, &name, "align", a.align as i64, align);
            if compatible != 1 {
                fail(
                    out,
                    "type",
                    format!("`{}`", a.rust),
                    "not compatible".into(),
                );
            }
        }
        (Item::Define(c), Some(&[value, compatible])) => {
            let find = |ty: &str| enums.iter().copied().find(|e| e.c_name == ty);
            match define_value(c.value, find) {
                Some(rust) => compare(out, &name, "value", rust, value),
                None => fail(
                    out,
                    "value",
                    format!("`{}` (no integer)", c.value),
                    value.to_string(),
                ),
            }
            if compatible != 1 {
                fail(
                    out,
                    "type",
                    format!("`{}`", c.rust),
                    "not compatible".into(),
                );
            }
        }
        _ => {
            let (what, rust, c) = missing();
            fail(out, &what, rust, c);
        }
    }
}

/// Rust-only padding (`#[cuda(reserved)] _pad: [u8; 4]`, which C has no member for): each run of such
/// fields must fill exactly the gap C leaves between the C members around it, in the header's numbers
/// (`fields`: (offset, size) of each field measured, by struct and index; `sizes`: each struct's size).
pub fn check_padding(
    out: &mut Vec<Mismatch>,
    s: &StructInfo,
    fields: &BTreeMap<(&str, usize), (i64, i64)>,
    sizes: &BTreeMap<&str, i64>,
) -> usize {
    let mut runs = 0;
    let mut i = 0;
    while i < s.fields.len() {
        if !is_rust_padding(s, i) {
            i += 1;
            continue;
        }
        let first = i;
        while i < s.fields.len() && is_rust_padding(s, i) {
            i += 1;
        }
        runs += 1;
        let last = &s.fields[i - 1];
        let rust = (
            s.fields[first].offset as i64,
            (last.offset + last.size) as i64,
        );
        let name = format!("{}.{}", s.c_name, s.fields[first].name);
        let before = first.checked_sub(1);
        let c_start = match before {
            None => Some(0),
            Some(p) => fields
                .get(&(s.c_name, p))
                .map(|(offset, size)| offset + size),
        };
        let c_end = match s.fields.get(i) {
            None => sizes.get(s.c_name).copied(),
            Some(_) => fields.get(&(s.c_name, i)).map(|(offset, _)| *offset),
        };
        let between = format!(
            "between {} and {}",
            before.map_or("the start", |p| s.fields[p].name),
            s.fields.get(i).map_or("the end", |n| n.name)
        );
        match c_start.zip(c_end) {
            Some(c) if c == rust => {}
            Some((c_start, c_end)) => out.push(Mismatch {
                item: name,
                what: format!("Rust-only padding {between}"),
                rust: format!("fills {}..{}", rust.0, rust.1),
                c: format!("leaves {c_start}..{c_end}"),
            }),
            None => out.push(Mismatch {
                item: name,
                what: format!("Rust-only padding {between}"),
                rust: format!("fills {}..{}", rust.0, rust.1),
                c: "a neighbour is not in the header".into(),
            }),
        }
    }
    runs
}
