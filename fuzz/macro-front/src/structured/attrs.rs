//! Attributes on items, fields and variants: `#[cuda(...)]`, `#[repr(...)]` and others.

use arbitrary::Arbitrary;

use super::names::{Name, Num};

#[derive(Arbitrary, Debug)]
pub(super) enum CudaAttr {
    Reserved,
    ReservedValue(Num),
    Rename(Name),
    RenameNotStr(Name),
    Slice,
    SliceLen(Name),
    SliceLenStr(Name),
    SliceKey(Name, Name),
    SliceEmpty,
    Key(Name),
    Many(Vec<CudaAttr>),
    Empty,
    NotList,
    NameValue(Num),
}

impl CudaAttr {
    fn inner(&self, depth: u8) -> String {
        match self {
            CudaAttr::Reserved => "reserved".into(),
            CudaAttr::ReservedValue(n) => format!("reserved = {}", n.text()),
            CudaAttr::Rename(n) => format!("rename = {:?}", n.text()),
            CudaAttr::RenameNotStr(n) => format!("rename = {}", n.text()),
            CudaAttr::Slice => "slice".into(),
            CudaAttr::SliceLen(n) => format!("slice(len = {})", n.text()),
            CudaAttr::SliceLenStr(n) => format!("slice(len = {:?})", n.text()),
            CudaAttr::SliceKey(k, v) => format!("slice({} = {})", k.text(), v.text()),
            CudaAttr::SliceEmpty => "slice()".into(),
            CudaAttr::Key(n) => n.text(),
            CudaAttr::Many(v) if depth < 2 => {
                let v: Vec<String> = v.iter().map(|a| a.inner(depth + 1)).collect();
                v.join(", ")
            }
            CudaAttr::Many(_) => "reserved, reserved".into(),
            CudaAttr::Empty => String::new(),
            CudaAttr::NotList => "#[cuda]".into(),
            CudaAttr::NameValue(n) => format!("#[cuda = {}]", n.text()),
        }
    }

    pub(super) fn text(&self) -> String {
        let inner = self.inner(0);
        if inner.starts_with("#[") {
            inner
        } else {
            format!("#[cuda({inner})]")
        }
    }
}

#[derive(Arbitrary, Debug)]
pub(super) enum ItemAttr {
    ReprC,
    ReprTransparent,
    ReprInt(u8),
    ReprAlign(Num),
    ReprPacked,
    ReprPackedN(Num),
    ReprEmpty,
    ReprMany(Vec<u8>),
    ReprName(Name),
    Cuda(CudaAttr),
    Doc(String),
    Derive(Name),
    Allow,
    Other(Name),
}

pub(super) const INT_TYPES: &[&str] = &[
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "C",
    "transparent",
    "Rust",
    "simd",
    "align(8)",
    "packed",
];

impl ItemAttr {
    pub(super) fn text(&self) -> String {
        match self {
            ItemAttr::ReprC => "#[repr(C)]".into(),
            ItemAttr::ReprTransparent => "#[repr(transparent)]".into(),
            ItemAttr::ReprInt(i) => {
                format!("#[repr({})]", INT_TYPES[usize::from(*i) % INT_TYPES.len()])
            }
            ItemAttr::ReprAlign(n) => format!("#[repr(align({}))]", n.text()),
            ItemAttr::ReprPacked => "#[repr(packed)]".into(),
            ItemAttr::ReprPackedN(n) => format!("#[repr(packed({}))]", n.text()),
            ItemAttr::ReprEmpty => "#[repr()]".into(),
            ItemAttr::ReprMany(v) => {
                let v: Vec<&str> = v
                    .iter()
                    .map(|i| INT_TYPES[usize::from(*i) % INT_TYPES.len()])
                    .collect();
                format!("#[repr({})]", v.join(", "))
            }
            ItemAttr::ReprName(n) => format!("#[repr({})]", n.text()),
            ItemAttr::Cuda(c) => c.text(),
            ItemAttr::Doc(s) => format!("#[doc = {s:?}]"),
            ItemAttr::Derive(n) => format!("#[derive({})]", n.text()),
            ItemAttr::Allow => "#[allow(dead_code)]".into(),
            ItemAttr::Other(n) => format!("#[{}]", n.text()),
        }
    }
}
