//! Attribute macros that turn C-shaped Rust declarations into sound, zero-cost CUDA types.
//!
//! Use them through `cuda-struct`, which re-exports them and holds the runtime they call:
//! `use cuda_struct::{cuda_struct, cuda_handle, cuda_enum};`.
//!
//! Each macro works in three stages: the item is parsed into a typed model (`model`), the model is
//! checked as a whole (`check`), and only then is code generated from it (`expand_*`). Every mistake is
//! reported at once, on the token at fault, and the user's item is still emitted beside the errors.

mod attr;
mod c_value;
mod case;
mod check;
mod ctxt;
mod entry;
mod expand_enum;
mod expand_handle;
mod expand_struct;
mod model;
mod span;
mod syntax;

use proc_macro::TokenStream;

use crate::attr::MacroKind;
use crate::entry::run;

/// Declares a C struct or union with the behaviour of NVIDIA's Python bindings, and its pitfalls turned into
/// compile errors.
///
/// ```
/// use core::ffi::{c_uint, c_void};
/// use cuda_struct::{cuda_handle, cuda_struct};
///
/// # #[cuda_handle(send, sync)] pub struct CUstream(*mut c_void);
/// # #[cuda_struct(size = 8, align = 4)] pub struct CUlaunchAttribute { pub id: c_uint, pub value: c_uint }
/// #[cuda_struct(size = 48, align = 8)]
/// pub struct CUlaunchConfig<'a> {
///     pub gridDimX: c_uint,
///     pub blockDimX: c_uint,
///     pub sharedMemBytes: c_uint,
///     #[cuda(reserved)]
///     reserved0: c_uint,
///     pub hStream: CUstream,
///     #[cuda(slice(len = numAttrs))]
///     pub attrs: *mut CUlaunchAttribute,
///     pub numAttrs: c_uint,
///     #[cuda(reserved)]
///     reserved1: [u8; 4],
///     #[cuda(rename = "user_data")]
///     pub pUserData: *mut c_void,
/// }
///
/// let mut attrs = [CUlaunchAttribute::new().with_id(4)];
/// let mut cfg = CUlaunchConfig::new().with_grid_dim_x(128);
/// cfg.set_block_dim_x(256).set_shared_mem_bytes(0);
/// cfg.set_attrs(&mut attrs).unwrap(); // pointer and count, together (`*mut`: C may write through it)
/// assert_eq!((cfg.num_attrs(), cfg.attrs()[0].id()), (1, 4));
/// assert!(cfg.as_bytes()[12..16].iter().all(|&b| b == 0)); // reserved0 stays zero
/// ```
///
/// # What it generates
/// - `#[repr(C)]`, `Clone`, `Copy`, byte-wise `PartialEq`/`Eq`, and a `Debug` that prints the exposed fields by
///   their C names, never the reserved ones.
/// - `new()` and `Default`: every byte zero, reserved fields included; `bytemuck::Zeroable`, and
///   `bytemuck::Pod` when every field is `Pod`.
/// - Sealed fields: the C fields are declared on a hidden `#[repr(C)]` type that the struct wraps in
///   `__private::Sealed` (same layout, `#[repr(transparent)]`), which safe code can read but not write. So
///   no code, the declaring module's included, can assign, swap or build one field on its own: a `slice`
///   pointer and its count change only together, and a union's bytes are never uninitialised (values start
///   zeroed and only whole members are written), which `as_bytes()`, `==` and `Pod` rely on. The accessors
///   are the way in. For each exposed field `x: T`, with the field's visibility: `x(&self) -> T` (by value),
///   `set_x(&mut self, T) -> &mut Self`, `with_x(self, T) -> Self`, and for arrays and nested
///   `#[cuda_struct]` types `x_mut(&mut self) -> &mut T`. Names are the snake_case of the C name
///   (`srcXInBytes` → `src_x_in_bytes`) unless `#[cuda(rename = "...")]` says otherwise.
/// - `#[cuda(reserved)]` fields: no accessor, zeroed, kept in the layout and in `as_bytes()`.
/// - A field written `[c_char; N]` (a C `char name[N]`) also gets `name_c_str() -> Result<&CStr,
///   NoNulError>` (the text up to the NUL; an error when there is none) and `name_lossy() -> Lossy` (the text
///   up to the NUL, or all of it, printing bytes that are not UTF-8 as U+FFFD; `.to_string()` for a
///   `String`), and `Debug` prints it as a quoted string when it looks like one (UTF-8 without control
///   characters, a NUL, then only zeros; as numbers otherwise, so a `char bytes[16]` UUID stays
///   readable). For a C function that fills a `char *buf, len` out-buffer, see
///   `cuda_struct::c_string_from_buffer`.
/// - `#[cuda(slice(len = count))]` on a pointer field: `x(&self) -> &'a [T]`, and `set_x`/`with_x` taking a
///   `&'a [T]` (for a `*const T` field) or a `&'a mut [T]` (for a `*mut T` field, which the C function may
///   write through: a shared borrow would forbid that) that write pointer and count together, returning
///   `LengthError` when the length does not fit the count's C type. The count gets a getter only. A slice
///   from the getter must not be alive across a C call that writes through the pointer.
/// - `as_bytes()`, `from_bytes(&[u8]) -> Result<Self, SizeError>` (for structs with `slice` fields the
///   `unsafe fn from_bytes_unchecked` instead), `unsafe fn from_ptr`/`from_mut_ptr` that use memory as it is
///   (`PtrError::Null`, `PtrError::Misaligned`), `as_ptr()`, `as_mut_ptr()`.
/// - `CudaStruct` with the C name and the layout table; `CudaField` (so it nests) unless it has `slice`
///   fields; `Send`/`Sync` only with the `send`/`sync` arguments, and bounded by what the value hands out:
///   each field type that is not a raw pointer must be `Send` (for `send`) or `Sync` (for `sync`), and each
///   `slice` element type `Sync` (for both: `&'a [T]` crosses threads only then). A raw pointer adds no
///   bound: safe code receives it as a value and cannot read through it.
///
/// # Arguments
/// `size = N`, `align = N`: compile-time assertions against the header's numbers. `crate = "path"`: where
/// `cuda_struct` is, for crates that re-export it. `send`, `sync`: the C type may cross threads as far as its
/// raw pointers go (the bounds above cover the rest, so neither can make safe code unsound).
///
/// The path (`crate = ..`, or the default `::cuda_struct`) only finds the runtime's macros. Every
/// `unsafe impl` and `unsafe` block, the layout proofs they rest on, the traits and the `Sealed` box are
/// written by those macros and named by `$crate`, which always means `cuda-struct` itself: a module that
/// re-exports the runtime but swaps one item, or (in a 2015-edition crate) a root module named
/// `cuda_struct`, cannot weaken a proof. Those macros also declare the type themselves, from the field
/// list their table and proofs are computed from (`#[repr(transparent)]` around the real `Sealed` box of a
/// `#[repr(C)]` fields type; no attribute reaches a field), so a module that forwards to them with altered
/// arguments (a field dropped, another type for a proof, a `repr` added) gets a compile error, not an
/// `unsafe impl` about a type that was not checked. A struct with a lifetime (as every struct with a
/// `slice` field has) never gets `CudaField`, so never a safe `from_bytes`, whatever the arguments. The
/// roles of a `slice` pair are declared too: its pointer and count get types of their own, numbered per
/// pair and carrying the struct's lifetime, which only that pair's accessors read and write and which no
/// value accessor takes (it takes only a `CudaField`); so the accessor macro invoked by hand with another
/// pairing, a setter for a count, or a longer lifetime does not compile. What they still take on trust is
/// that `Send`/`Sync` are bounded by a slice's elements and the other fields' types. They are
/// `#[doc(hidden)]` and not public API.
///
/// # What it refuses
/// A field type that is not valid for every bit pattern:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Flags { pub enabled: bool }
/// ```
/// Implicit padding (declare the gap as a `#[cuda(reserved)]` field):
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Gap { pub a: u8, pub b: u32 }
/// ```
/// A size or alignment that differs from the declaration:
/// ```compile_fail
/// #[cuda_struct::cuda_struct(size = 12)]
/// pub struct Two { pub a: u32, pub b: u32 }
/// ```
/// Naming a reserved field or its accessor:
/// ```compile_fail
/// mod sys {
///     #[cuda_struct::cuda_struct]
///     pub struct R { pub a: u32, #[cuda(reserved)] reserved0: u32 }
/// }
/// let r = sys::R::new();
/// let _ = r.reserved0;
/// ```
/// A `slice` struct outliving its slice:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct List<'a> { #[cuda(slice(len = n))] pub items: *const u32, pub n: u32, #[cuda(reserved)] pad: u32 }
/// let list = {
///     let items = vec![1, 2, 3];
///     List::new().with_items(&items).unwrap()
/// };
/// # let _ = list;
/// ```
/// Growing the slice through its getter (Python's silent `config.attrs.append(x)` on a copy):
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct List<'a> { #[cuda(slice(len = n))] pub items: *const u32, pub n: u32, #[cuda(reserved)] pad: u32 }
/// let list = List::new();
/// list.items().push(4);
/// ```
/// A safe `from_bytes` for a struct with `slice` fields:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct List<'a> { #[cuda(slice(len = n))] pub items: *const u32, pub n: u32, #[cuda(reserved)] pad: u32 }
/// let _ = List::from_bytes(&[0; 16]);
/// ```
/// A misspelt or unknown argument (the error suggests `size`), and a duplicate one (reported at its second
/// occurrence):
/// ```compile_fail
/// #[cuda_struct::cuda_struct(sise = 8)]
/// pub struct Bad { pub a: u32, pub b: u32 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct(size = 8, size = 8)]
/// pub struct Bad { pub a: u32, pub b: u32 }
/// ```
/// An enum, a tuple struct, a generic struct, a reference field, a `repr` other than `C` or `align`:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub enum Bad { A = 1 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad(u32);
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad<T> { pub a: T }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad<'a> { pub a: &'a u32 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// #[repr(packed)]
/// pub struct Bad { pub a: u8, pub b: u32 }
/// ```
/// A `slice` that names a missing count, a non-integer count, sits on a non-pointer, or is in a struct
/// without a lifetime:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad<'a> { #[cuda(slice(len = count))] pub items: *const u32, pub n: u32, #[cuda(reserved)] pad: u32 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad<'a> { #[cuda(slice(len = n))] pub items: *const u32, pub n: f64 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad<'a> { #[cuda(slice(len = n))] pub items: u64, pub n: u64 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct Bad { #[cuda(slice(len = n))] pub items: *const u32, pub n: u64 }
/// ```
/// Writing a `slice` count (or pointer) on its own, even in the declaring module, by assignment or by swap
/// (`cfg.numAttrs = 4; cfg.attrs()` would read past the slice):
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct List<'a> { #[cuda(slice(len = n))] pub items: *const u32, pub n: u32, #[cuda(reserved)] pad: u32 }
/// let one = [1];
/// let mut list = List::new().with_items(&one).unwrap();
/// list.n = 4;
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub struct List<'a> { #[cuda(slice(len = n))] pub items: *const u32, pub n: u32, #[cuda(reserved)] pad: u32 }
/// let (one, four) = ([1], [1, 2, 3, 4]);
/// let mut a = List::new().with_items(&one).unwrap();
/// let mut b = List::new().with_items(&four).unwrap();
/// core::mem::swap(&mut a.n, &mut b.n);
/// ```
/// A union literal, which would leave the bytes past `small` uninitialised:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub union Value { pub small: u8, pub word: u64 }
/// let v = Value { small: 1 };
/// ```
/// Crossing threads with `send`/`sync` when a `slice` element is not `Sync` (or a field not `Send`):
/// ```compile_fail
/// #[cuda_struct::cuda_struct(send, sync)]
/// pub struct List<'a> {
///     #[cuda(slice(len = n))] pub items: *const core::cell::Cell<u32>, pub n: u32, #[cuda(reserved)] pad: u32
/// }
/// fn needs_send<T: Send>() {}
/// needs_send::<List<'static>>();
/// ```
/// A union whose largest member leaves trailing bytes uncovered:
/// ```compile_fail
/// #[cuda_struct::cuda_struct]
/// pub union Bad { pub word: u64, pub bytes: [u8; 12] }
/// ```
/// A runtime path that leads to a swapped proof: here a 2015-edition crate whose root module
/// `cuda_struct` re-exports the runtime with a `no_padding_after` that accepts any gap (the gap after `flags`
/// is still refused; `crate = "crate::cs"` naming such a module is refused the same way):
/// ```compile_fail,E0277,edition2015
/// extern crate cuda_struct as runtime;
/// pub mod cuda_struct {
///     pub use runtime::*;
///     pub mod __private {
///         pub use runtime::__private::*;
///         pub const fn no_padding_after<T: ?Sized, const GAP: usize>() {}
///     }
/// }
/// #[runtime::cuda_struct]
/// pub struct Gap { pub flags: u32, pub ptr: *mut u8 }
/// fn main() { assert_eq!(Gap::new().as_bytes().len(), 16); }
/// ```
#[proc_macro_attribute]
pub fn cuda_struct(args: TokenStream, input: TokenStream) -> TokenStream {
    run(MacroKind::Struct, args.into(), input.into()).into()
}

/// Declares a driver handle: a copyable, non-owning name for a CUDA object.
///
/// ```
/// use core::ffi::{c_int, c_void};
/// use cuda_struct::cuda_handle;
///
/// #[cuda_handle(send, sync)]
/// pub struct CUstream(*mut c_void);
/// #[cuda_handle]
/// pub struct CUdevice(c_int);
///
/// let s = CUstream::from_native_handle(0x1234);
/// assert_eq!(s.native_handle(), 0x1234);      // the value
/// assert_eq!(format!("{s:?}"), "CUstream(0x1234)");
/// assert!(CUstream::default().is_null());
/// let mut out = CUstream::null();
/// let p: *mut CUstream = out.as_mut_ptr();     // a pointer *to* the handle, for out-parameters
/// assert_eq!(p as *const CUstream, out.as_ptr());
/// assert_eq!(CUdevice::from_raw(3).into_raw(), 3);
/// ```
///
/// # What it generates
/// `#[repr(transparent)]`, `Clone`, `Copy`, `PartialEq`, `Eq`, `Hash`, a hexadecimal `Debug`, `Default` (null),
/// `null()`, `is_null()`, `native_handle() -> usize`, `from_native_handle(usize)`, `from_raw`/`into_raw` of
/// the inner value, `as_ptr()`/`as_mut_ptr()` (pointers to the handle), `CudaHandle`, `CudaField`,
/// `bytemuck::Zeroable` (and `Pod` for integer handles). `Send`/`Sync` only with `send`/`sync`. A handle owns
/// nothing: dropping it does nothing.
///
/// # What it refuses
/// More than one field, or a value that is neither a raw pointer nor an integer:
/// ```compile_fail
/// #[cuda_struct::cuda_handle]
/// pub struct Two(*mut u8, u32);
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_handle]
/// pub struct Named(f32);
/// ```
/// Implicit conversion to an integer (use `native_handle()`):
/// ```compile_fail
/// #[cuda_struct::cuda_handle]
/// pub struct CUdeviceptr(u64);
/// let _ = usize::from(CUdeviceptr::null());
/// ```
/// Crossing threads without `send`:
/// ```compile_fail
/// #[cuda_struct::cuda_handle]
/// pub struct CUevent(*mut core::ffi::c_void);
/// fn needs_send<T: Send>(_: T) {}
/// needs_send(CUevent::null());
/// ```
#[proc_macro_attribute]
pub fn cuda_handle(args: TokenStream, input: TokenStream) -> TokenStream {
    run(MacroKind::Handle, args.into(), input.into()).into()
}

/// Declares an open C enum: a `#[repr(transparent)]` newtype over the C integer with one constant per
/// value, so a value from a newer driver is a value, never undefined behaviour.
///
/// ```
/// use cuda_struct::cuda_enum;
///
/// #[cuda_enum]
/// pub enum CUresult {
///     CUDA_SUCCESS = 0,
///     CUDA_ERROR_INVALID_VALUE = 1,
/// }
///
/// assert_eq!(CUresult::CUDA_ERROR_INVALID_VALUE.raw(), 1);
/// assert_eq!(CUresult::from_raw(0), CUresult::CUDA_SUCCESS);
/// assert_eq!(CUresult::from_raw(1).name(), Some("CUDA_ERROR_INVALID_VALUE"));
/// assert_eq!(format!("{:?}", CUresult::from_raw(12345)), "CUresult(12345)");
/// assert_eq!(CUresult::from_name("CUDA_SUCCESS"), Some(CUresult::CUDA_SUCCESS));
/// ```
///
/// # What it generates
/// `pub struct Name(u32)` (`i32` when a value is negative; `#[repr(i32)]` etc. choose the type), one
/// associated constant per value with its C name and docs, `raw()`, `from_raw()`, `name()`, `from_name()`,
/// `Clone`, `Copy`, `Eq`, `Ord`, `Hash`, `Default` (zero), a `Debug` that prints the name or `Name(value)`,
/// `CudaEnum` (with the table of values), `CudaField`, `bytemuck::Pod`.
///
/// # `flags`: a set of bits
/// `#[cuda_enum(flags)]` is for C enums whose constants are bits that a parameter combines
/// (`unsigned int Flags`). The value stays the C integer, unknown bits included:
/// ```
/// use cuda_struct::cuda_enum;
///
/// #[cuda_enum(flags)]
/// pub enum CUevent_flags {
///     CU_EVENT_DEFAULT = 0x0,
///     CU_EVENT_BLOCKING_SYNC = 0x1,
///     CU_EVENT_DISABLE_TIMING = 0x2,
///     CU_EVENT_INTERPROCESS = 0x4,
/// }
///
/// let f = CUevent_flags::CU_EVENT_INTERPROCESS | CUevent_flags::CU_EVENT_DISABLE_TIMING;
/// assert_eq!(f.bits(), 0x6);
/// assert!(f.contains(CUevent_flags::CU_EVENT_DISABLE_TIMING));
/// assert!(!f.contains(CUevent_flags::CU_EVENT_BLOCKING_SYNC));
/// assert!(CUevent_flags::empty().is_empty());
/// assert_eq!(format!("{f:?}"), "CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS");
/// assert_eq!(format!("{:?}", f | CUevent_flags::from_bits_retain(0x100)),
///            "CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS | 0x100");
/// const TIMING_OFF: CUevent_flags = CUevent_flags::CU_EVENT_DEFAULT.union(CUevent_flags::CU_EVENT_DISABLE_TIMING);
/// assert_eq!(f.difference(TIMING_OFF), CUevent_flags::CU_EVENT_INTERPROCESS);
/// ```
/// Beside everything above it generates `|`, `&`, `^` and their `|=`, `&=`, `^=`; the `const fn`s
/// `empty()`, `all()` (every known bit), `bits()` / `from_bits_retain()` (the raw C integer, the same as
/// `raw()` / `from_raw()` under `bitflags`' names), `is_empty()`, `contains()`, `intersects()`, `union()`,
/// `intersection()`, `difference()`, `symmetric_difference()`; `insert()` and `remove()`; `FromIterator`
/// (the union); and a `Debug` that prints a known value's name, otherwise the known constants it contains
/// joined by ` | ` and any unknown bits in hexadecimal. There is no `!`: it would set every bit the
/// driver does not know (clear bits with `difference`).
///
/// # What it refuses
/// A value without an explicit discriminant (C values are ABI). The error shows the value C would give it,
/// the previous value plus one (0 for the first), or none when the previous value is an expression:
/// `CU_MEMORYTYPE_HOST = 0,` and `CU_MEMORYTYPE_DEVICE = 1,` here.
/// ```compile_fail
/// #[cuda_struct::cuda_enum]
/// pub enum CUmemorytype { CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_DEVICE }
/// ```
/// Variants with fields, generics, and `repr`s other than an integer type:
/// ```compile_fail
/// #[cuda_struct::cuda_enum]
/// pub enum Bad { A(u32) = 1 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_enum]
/// #[repr(C, packed)]
/// pub enum Bad { A = 1 }
/// ```
/// A value out of range of the C integer:
/// ```compile_fail
/// #[cuda_struct::cuda_enum]
/// #[repr(u8)]
/// pub enum Bad { A = 300 }
/// ```
/// Combining the values of an enum declared without `flags`:
/// ```compile_fail
/// #[cuda_struct::cuda_enum]
/// pub enum CUmemorytype { CU_MEMORYTYPE_HOST = 1, CU_MEMORYTYPE_DEVICE = 2 }
/// let _ = CUmemorytype::CU_MEMORYTYPE_HOST | CUmemorytype::CU_MEMORYTYPE_DEVICE;
/// ```
/// With `flags`: a negative value or a signed `repr` (bits live in an unsigned C integer), and `!`:
/// ```compile_fail
/// #[cuda_struct::cuda_enum(flags)]
/// pub enum Bad { A = 1, TOP = -2147483648 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_enum(flags)]
/// #[repr(i32)]
/// pub enum Bad { A = 1, B = 2 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_enum(flags)]
/// pub enum Bad { A = 1, B = 2 }
/// let _ = !Bad::A;
/// ```
/// An unknown or duplicate argument:
/// ```compile_fail
/// #[cuda_struct::cuda_enum(flag)]
/// pub enum Bad { A = 1 }
/// ```
/// ```compile_fail
/// #[cuda_struct::cuda_enum(flags, flags)]
/// pub enum Bad { A = 1 }
/// ```
#[proc_macro_attribute]
pub fn cuda_enum(args: TokenStream, input: TokenStream) -> TokenStream {
    run(MacroKind::Enum, args.into(), input.into()).into()
}
