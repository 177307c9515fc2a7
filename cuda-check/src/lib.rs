//! Checks a crate's `cuda-struct` declarations against the C header they stand for, with the system C
//! compiler: for a `dev-dependency` and one `#[test]`.
//!
//! ```no_run
//! # mod sys {
//! #     #[cuda_struct::cuda_enum] pub enum tallyMode { TALLY_MODE_SUM = 0 }
//! #     #[cuda_struct::cuda_struct] pub struct tallyConfig { pub capacity: u32, pub mode: tallyMode }
//! # }
//! use cuda_struct_check::{Check, Header};
//!
//! #[test]
//! fn declarations_match_tally_h() {
//!     let header = Header::new(concat!(env!("CARGO_MANIFEST_DIR"), "/c/tally.h"));
//!     Check::new(header)
//!         .structure::<sys::tallyConfig>()
//!         .enumeration::<sys::tallyMode>()
//!         .assert();
//! }
//! ```
//!
//! # What it checks
//! From the crate's own tables (`CudaStruct::FIELDS`, `CudaEnum::VARIANTS`, `FunctionTable::FUNCTIONS`,
//! or the registries' [`StructInfo`], [`EnumInfo`], [`HandleInfo`], [`AliasInfo`], [`ConstantInfo`]) it
//! writes one C file that includes the header, compiles it under `-Wall -Werror`, runs it and compares:
//! - every struct and union: `sizeof` and `_Alignof`;
//! - every field, reserved ones included: `offsetof`, `sizeof`, and that its C type is the one the Rust
//!   type maps to (`__builtin_types_compatible_p`); a Rust-only padding field (`#[cuda(reserved)]`, named
//!   `_...`) must fill exactly the gap C leaves between the members around it;
//! - every handle: size, alignment, and pointer, signed or unsigned integer;
//! - every enum: size, alignment, the value of every constant, and completeness: each enumerator the
//!   header's enum body has must be a constant of the Rust enum;
//! - every function of a table: its prototype, mapped from the Rust parameter and return types, is
//!   assigned to a pointer to the header's function; under `-Werror` an incompatible one is an error,
//!   reported with the compiler's message;
//! - every `#define` constant (`ConstantInfo`) and type alias: value, or size, alignment and type.
//!
//! Each item is its own line of C behind a `#line` marker, so an item the header lacks (or that does not
//! compile) is reported by name and left out, and the rest is compiled again. The [`Report`] lists every
//! [`Mismatch`] with the Rust and the C side.
//!
//! # The compiler
//! `$CC` (it may carry arguments: `ccache gcc`), else `cc`; GCC or Clang (the check uses `__typeof__`,
//! `__builtin_types_compatible_p` and, for enum completeness, the preprocessed header). No build script
//! and no dependency but `cuda-struct`: the compiler runs when the test does.
//!
//! # Lower level
//! The pieces the check is made of are public for a crate that checks several headers or versions (as
//! this workspace's own conformance test does): [`c_code`] writes an [`Item`]'s C through a [`Names`],
//! [`measure`] compiles and runs them, [`judge`] compares, and [`header`] reads what a header declares.

mod c_gen;
mod c_types;
mod cc;
mod check;
mod declared;
pub mod header;
mod judge;

pub use c_gen::{c_code, is_rust_padding, print, prototype, struct_c, Item};
pub use c_types::{c_type, struct_expr, Names, PRIMITIVES};
pub use cc::{c_file, measure, Compiler, Measured};
pub use check::{Check, Error, Header, Report};
pub use cuda_struct::{AliasInfo, ConstantInfo, EnumInfo, HandleInfo, StructInfo};
pub use declared::Declared;
pub use judge::{check_padding, class_name, define_value, judge, Mismatch};
