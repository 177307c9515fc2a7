//! Leaf tokens of the grammar: names (from a pool of awkward ones, or any text) and numbers (literals of
//! every shape, and things that are not numbers at all).

use arbitrary::Arbitrary;

const NAMES: &[&str] = &[
    "a",
    "b",
    "c",
    "x",
    "numAttrs",
    "attrs",
    "count",
    "n",
    "len",
    "reserved0",
    "reserved1",
    "pad",
    "hStream",
    "srcXInBytes",
    "IPCHandle",
    "dstLOD",
    "A",
    "AB",
    "a1",
    "_a",
    "__",
    "_",
    "type",
    "r#type",
    "r#fn",
    "r#match",
    "self",
    "Self",
    "crate",
    "super",
    "r#async",
    "core",
    "std",
    "__private",
    "__cuda_marker",
    "new",
    "default",
    "as_bytes",
    "from_bytes",
    "from_bytes_unchecked",
    "as_ptr",
    "as_mut_ptr",
    "from_ptr",
    "set_a",
    "with_a",
    "a_mut",
    "set",
    "with",
    "raw",
    "name",
    "from_raw",
    "into_raw",
    "null",
    "is_null",
    "native_handle",
    "VARIANTS",
    "C_NAME",
    "FIELDS",
    "CUstream",
    "CUresult",
    "CUDA_SUCCESS",
    "S",
    "T",
    "U",
    "'a",
    "'b",
    "'static",
    "1a",
    "caf\u{e9}",
    "\u{3b1}\u{3b2}",
    "",
    "a-b",
    "a b",
    "r#",
    "set_",
    "_mut",
    "x_mut",
    "ALLCAPS",
    "mixedCASEName",
];

/// A name: from [`NAMES`] three times in four, else any text.
#[derive(Arbitrary, Debug)]
pub(super) enum Name {
    Pool(u8),
    Pool2(u8),
    Pool3(u8),
    Text(String),
}

impl Name {
    pub(super) fn text(&self) -> String {
        match self {
            Name::Pool(i) | Name::Pool2(i) | Name::Pool3(i) => {
                NAMES[usize::from(*i) % NAMES.len()].to_owned()
            }
            Name::Text(s) => s.clone(),
        }
    }
}

#[derive(Arbitrary, Debug)]
pub(super) enum Num {
    Small(u8),
    Word(u32),
    Big(u64),
    Huge,
    Neg(u8),
    Hex(u16),
    Suffixed(u8, u8),
    Underscored(u16),
    Float,
    Str(u8),
    Ident(Name),
}

impl Num {
    pub(super) fn text(&self) -> String {
        const SUFFIXES: &[&str] = &["u8", "u32", "usize", "i8", "i64", "u128", "f32", "x"];
        match self {
            Num::Small(n) => n.to_string(),
            Num::Word(n) => n.to_string(),
            Num::Big(n) => n.to_string(),
            Num::Huge => "340282366920938463463374607431768211456".into(),
            Num::Neg(n) => format!("-{n}"),
            Num::Hex(n) => format!("{n:#x}"),
            Num::Suffixed(n, s) => format!("{n}{}", SUFFIXES[usize::from(*s) % SUFFIXES.len()]),
            Num::Underscored(n) => format!("{}_{:03}", n / 1000, n % 1000),
            Num::Float => "1.5".into(),
            Num::Str(n) => format!("\"{n}\""),
            Num::Ident(n) => n.text(),
        }
    }
}
