//! Field types: primitives, paths, pointers, arrays, references and tuples.

use arbitrary::Arbitrary;

use super::names::{Name, Num};

const BASE_TYPES: &[&str] = &[
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i32",
    "i64",
    "isize",
    "f32",
    "f64",
    "bool",
    "char",
    "c_uint",
    "c_int",
    "c_uchar",
    "core::ffi::c_uint",
    "::core::ffi::c_ulonglong",
    "c_void",
    "CUstream",
    "CUdeviceptr",
    "String",
    "Box<u8>",
    "Option<u32>",
    "()",
    "!",
    "str",
    "[u8]",
    "Self",
    "T",
    "dyn Send",
    "impl Copy",
    "fn()",
    "extern \"C\" fn(u32) -> u32",
    "PhantomData<&'a ()>",
    "Inner",
    "_",
];

#[derive(Arbitrary, Debug)]
pub(super) enum Ty {
    Base(u8),
    Named(Name),
    Path(Vec<Name>),
    Ptr {
        mutable: bool,
        depth: u8,
        base: u8,
    },
    Array {
        base: u8,
        len: Num,
    },
    NestedArray {
        base: u8,
        a: Num,
        b: Num,
    },
    Ref {
        lifetime: Name,
        mutable: bool,
        base: u8,
    },
    Tuple(u8, u8),
}

impl Ty {
    pub(super) fn text(&self) -> String {
        let base = |b: &u8| BASE_TYPES[usize::from(*b) % BASE_TYPES.len()];
        match self {
            Ty::Base(b) => base(b).into(),
            Ty::Named(n) => n.text(),
            Ty::Path(p) => p.iter().map(Name::text).collect::<Vec<_>>().join("::"),
            Ty::Ptr {
                mutable,
                depth,
                base: b,
            } => {
                let star = if *mutable { "*mut " } else { "*const " };
                format!("{}{}", star.repeat(usize::from(depth % 3) + 1), base(b))
            }
            Ty::Array { base: b, len } => format!("[{}; {}]", base(b), len.text()),
            Ty::NestedArray { base: b, a, b: n } => {
                format!("[[{}; {}]; {}]", base(b), a.text(), n.text())
            }
            Ty::Ref {
                lifetime,
                mutable,
                base: b,
            } => {
                format!(
                    "&{} {}{}",
                    lifetime.text(),
                    if *mutable { "mut " } else { "" },
                    base(b)
                )
            }
            Ty::Tuple(a, b) => format!("({}, {})", base(a), base(b)),
        }
    }
}
