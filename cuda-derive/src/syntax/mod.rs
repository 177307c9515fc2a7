//! The item as written: the grammar the three macros accept, parsed into nodes that keep their tokens
//! and spans.
//!
//! This is syn's `ParseStream` over token trees, with syn's `parsing` feature alone. syn's `derive`
//! syntax tree (`DeriveInput`, `Type`, `Expr`, `Generics`, ...) would more than double syn's compile time,
//! which every user of `cuda-driver` pays before anything of theirs compiles; the macros need none of it.
//! Field types and enum values stay opaque tokens, classified by their first tokens ([`TyKind`]), and the
//! compiler type-checks them where the generated code uses them.

mod attrs;
mod generics;
mod item;
mod tokens;
mod ty;
mod vis;

pub use attrs::{doc_text, Attr};
pub use generics::{GenericParam, Generics, Lifetime};
pub use item::{Body, Field, Item, Keyword, Variant};
pub use ty::{Ty, TyKind};
pub use vis::Vis;
