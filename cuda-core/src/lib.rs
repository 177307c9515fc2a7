//! The runtime behind `#[cuda_struct]`, `#[cuda_handle]` and `#[cuda_enum]`.
//!
//! Depend on this crate alone: it re-exports the macros.
//!
//! ```
//! use core::ffi::{c_uint, c_void};
//! use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};
//!
//! #[cuda_handle(send, sync)]
//! pub struct CUstream(*mut c_void);
//!
//! #[cuda_enum]
//! pub enum CUmemorytype {
//!     CU_MEMORYTYPE_HOST = 1,
//!     CU_MEMORYTYPE_DEVICE = 2,
//! }
//!
//! #[cuda_struct(size = 24, align = 8)]
//! pub struct Extent {
//!     pub width: usize,
//!     pub height: c_uint,
//!     #[cuda(reserved)]
//!     reserved0: c_uint,
//!     pub hStream: CUstream,
//! }
//!
//! let e = Extent::new().with_width(640).with_height(480);
//! assert_eq!((e.width(), e.height()), (640, 480));
//! assert!(e.h_stream().is_null());
//! assert_eq!(e.as_bytes().len(), 24);
//! assert_eq!(Extent::from_bytes(e.as_bytes()), Ok(e));
//! assert_eq!(CUmemorytype::CU_MEMORYTYPE_DEVICE.name(), Some("CU_MEMORYTYPE_DEVICE"));
//! assert_eq!(format!("{:?}", CUmemorytype::from_raw(7)), "CUmemorytype(7)");
//! ```
//!
//! Everything the macros emit needs only `core`: this crate is `no_std`.
//!
//! It also declares C libraries' functions: [`functions!`] writes a table of function pointers resolved at
//! run time through a lookup the caller gives ([`FunctionTable`]), with one `unsafe` call per function whose
//! "missing" case is a [`MissingFunction`] value. Opening the shared library that the lookup reads is in
//! the module `load`, behind the cargo feature `load`, the only part that needs `std`.
//!
//! And it describes a crate's declarations as data that tools such as a conformance check read: each
//! type's traits ([`CudaStruct::FIELDS`], [`CudaEnum::VARIANTS`], [`FunctionTable::FUNCTIONS`]) and the
//! tables built from them ([`StructInfo`], [`HandleInfo`], [`EnumInfo`], [`AliasInfo`],
//! [`ConstantInfo`]). The CUDA crates build those tables for whole headers with two macros of their own,
//! hidden from these docs (see the `registry` module's source for why).
//!
//! What each macro generates and refuses, by example: [`tour`].
#![no_std]

#[cfg(any(test, feature = "load"))]
extern crate std;

mod assert;
mod bytes;
mod c_string;
mod call_error;
mod error;
mod expand;
mod expand_accessors;
mod expand_layout;
mod expand_slice;
mod flags;
mod functions;
#[cfg(feature = "load")]
pub mod load;
mod registry;
mod sealed;
mod sys_tables;
#[doc = include_str!("tour.md")]
pub mod tour {}
mod traits;

pub use bytes::{as_bytes, from_bytes, from_bytes_unchecked, from_mut_ptr, from_ptr, zeroed};
pub use c_string::{c_str_in, c_string_from_buffer, BufferError, CStringBuf, Lossy, NoNulError};
pub use call_error::{CallError, StatusCode};
pub use cuda_derive::{cuda_enum, cuda_handle, cuda_struct};
pub use error::{LengthError, MissingFunction, PtrError, SizeError};
pub use functions::{Calls, FunctionInfo, FunctionTable, Lookup, Status};
pub use registry::{AliasInfo, ConstantInfo, EnumInfo, HandleInfo, HandleKind, StructInfo};
pub use traits::{Count, CudaEnum, CudaField, CudaHandle, CudaStruct, FieldInfo, HandleRepr};

/// What the generated code names. Not public API: it may change in any release.
#[doc(hidden)]
pub mod __private {
    pub use crate::assert::*;
    pub use crate::bytes::slice_from_parts;
    pub use crate::c_string::DebugChars;
    pub use crate::expand_slice::{
        distinct_pairs, slice_get, slice_set, Role, SliceLen, SlicePointer, SlicePtr, SliceSource,
    };
    pub use crate::flags::{debug_flags, FlagBits};
    pub use crate::functions::{debug_table, unraw};
    pub use crate::registry::{alias_info, enum_info, handle_info, struct_info, RawKind};
    pub use crate::sealed::Sealed;
    pub use crate::sys_tables::checks as sys_checks;
    pub use crate::{
        __cuda_accessors as accessors, __cuda_enum_impls as enum_impls,
        __cuda_flags_impls as flags_impls, __cuda_handle_impls as handle_impls,
        __cuda_layout_impls as layout_impls, __cuda_struct_impls as struct_impls,
    };
    pub use bytemuck;
    pub use core;
}

/// The package README's example, compiled and run as a doctest so that it cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctest;
