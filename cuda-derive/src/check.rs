//! Cross-field checks on the struct model, run after it is built and before anything is generated.

use std::collections::HashMap;

use crate::ctxt::{Ctxt, Range};
use crate::model::{self, Enum, Field, Shape, Struct};

/// Names the generated inherent methods use; an accessor may not take one of them.
const GENERATED: &[&str] = &[
    "new",
    "as_bytes",
    "from_bytes",
    "from_bytes_unchecked",
    "from_ptr",
    "from_mut_ptr",
    "as_ptr",
    "as_mut_ptr",
];

fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .map(|c| (strsim(name, c), c))
        .filter(|(d, _)| *d <= 2)
        .min()
        .map(|(_, c)| c)
}

fn strsim(a: &str, b: &str) -> usize {
    let a = a.to_ascii_lowercase();
    let b: Vec<char> = b.to_ascii_lowercase().chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

pub fn check_struct(cx: &Ctxt, s: &mut Struct) {
    if s.fields.is_empty() {
        cx.error_at(
            s.ident.span(),
            "a `#[cuda_struct]` needs at least one field",
        );
    }
    if let Some(align) = &s.args.align {
        if !align.value.is_power_of_two() {
            cx.error_at(
                align.span,
                format!("`align = {}` is not a power of two", align.value),
            );
        }
    }
    for f in &s.fields {
        if let Some(span) = f.reserved {
            if let Some(range) = f.vis.range {
                cx.error(
                    range,
                    format!(
                        "`{}` is reserved and never exposed: remove the visibility",
                        f.c_name
                    ),
                );
            }
            if let Some(r) = &f.rename {
                cx.error_at(r.span, "a reserved field has no accessor to rename");
            }
            if f.slice_len.is_some() {
                cx.error_at(span, "a field cannot be both `reserved` and a `slice`");
            }
        }
    }
    check_slices(cx, s);
    check_accessor_names(cx, &s.fields);
}

fn check_slices(cx: &Ctxt, s: &mut Struct) {
    let mut counts: Vec<usize> = Vec::new();
    for (i, f) in s.fields.iter().enumerate() {
        let Some(len) = &f.slice_len else { continue };
        if s.is_union {
            cx.error_at(len.span, "a union member cannot be a `slice`: a pointer and its count live side by side in a struct");
            continue;
        }
        if f.pointee().is_none() {
            cx.error(
                f.ty.range,
                format!(
                    "`slice` applies to a raw pointer field (`*const T` or `*mut T`), and `{}` is not one",
                    f.c_name
                ),
            );
        }
        if s.lifetime.is_none() {
            let ident = &s.ident;
            cx.error_at(
                s.ident.span(),
                format!(
                    "`{ident}` has a `slice` field, so it borrows the slice: declare a lifetime, \
                     `pub struct {ident}<'a>`"
                ),
            );
        }
        let target = len.value.to_string();
        match s
            .fields
            .iter()
            .position(|g| g.c_name == target || g.ident == len.value)
        {
            None => {
                let hint = closest(&target, s.fields.iter().map(|g| g.c_name.as_str()))
                    .map(|c| format!("; did you mean `{c}`?"))
                    .unwrap_or_default();
                cx.error_at(
                    len.span,
                    format!(
                        "`slice(len = {target})` names no field of `{}`{hint}",
                        s.ident
                    ),
                );
            }
            Some(j) if j == i => cx.error_at(len.span, "a `slice` field cannot be its own count"),
            Some(j) => {
                let g = &s.fields[j];
                if g.reserved.is_some() {
                    cx.error_at(len.span, format!("the count field `{target}` is reserved"));
                } else if g.slice_len.is_some() {
                    cx.error_at(
                        len.span,
                        format!("the count field `{target}` is itself a `slice`"),
                    );
                } else if counts.contains(&j) {
                    cx.error_at(
                        len.span,
                        format!("`{target}` is already the count of another `slice` field"),
                    );
                } else {
                    counts.push(j);
                }
            }
        }
    }
    for j in counts {
        s.fields[j].is_count = true;
    }
}

fn check_accessor_names(cx: &Ctxt, fields: &[Field]) {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for f in fields.iter().filter(|f| f.reserved.is_none()) {
        let base = f.accessor();
        let mut names = vec![base.clone()];
        if !f.is_count {
            names.push(format!("set_{base}"));
            names.push(format!("with_{base}"));
            if f.slice_len.is_none() && f.shape() != Shape::Scalar {
                names.push(format!("{base}_mut"));
            }
        }
        let span = f.rename.as_ref().map_or(f.ident.span(), |r| r.span);
        for name in names {
            if GENERATED.contains(&name.as_str()) {
                cx.error_at(
                    span,
                    format!("the accessor `{name}` of `{}` clashes with a generated method: add `#[cuda(rename = \"...\")]`", f.c_name),
                );
            } else if let Some(other) = seen.get(&name) {
                cx.error_at(
                    span,
                    format!(
                        "the accessor `{name}` of `{}` clashes with one of `{other}`: add `#[cuda(rename = \"...\")]`",
                        f.c_name
                    ),
                );
            } else {
                seen.insert(name, &f.c_name);
            }
        }
    }
}

/// `flags` needs an unsigned C integer: a negative value or a signed `repr` has no bit-set meaning (and
/// `!`/`difference` would reach the sign bit).
pub fn check_enum(cx: &Ctxt, e: &Enum) {
    if e.flags.is_none() {
        return;
    }
    if let (Some(span), true) = (e.repr_span, e.repr.is_signed()) {
        cx.error_at(
            span,
            format!(
                "`#[cuda_enum(flags)]` is a set of bits over an unsigned C integer; `repr({})` is signed \
                 (use `repr(u32)` or leave the default)",
                e.repr.ident()
            ),
        );
    }
    for v in e.variants.iter().filter(|v| model::is_negative(&v.value)) {
        cx.error(
            Range::of(&v.value),
            format!(
                "`{}` is negative, but `#[cuda_enum(flags)]` values are bits: write the bit pattern as an \
                 unsigned number (e.g. `0x8000_0000`)",
                v.ident
            ),
        );
    }
}
