// `crate = "..."` names a module whose `struct_impls!` and `layout_impls!` forward to the runtime's with
// the flags of a `slice` struct flipped: `from_bytes: safe` (and, where the macro took one, `cuda_field:
// yes`), so that safe code could make a `List` from bytes holding any pointer and count, and `items()`
// would read through them. The runtime's macro decides `CudaField` from the declaration (a struct with a
// lifetime never gets it), and the safe `from_bytes` needs it, so the forged call is refused.
pub mod cs {
    pub use cuda_struct::*;
    pub mod __private {
        pub use cuda_struct::__private::*;

        macro_rules! forged_struct {
            (@go [$($done:tt)*] from_bytes: unchecked, $($rest:tt)*) => {
                cuda_struct::__private::struct_impls!($($done)* from_bytes: safe, $($rest)*);
            };
            (@go [$($done:tt)*] $t:tt $($rest:tt)*) => {
                crate::cs::__private::struct_impls!(@go [$($done)* $t] $($rest)*);
            };
            ($($t:tt)*) => {
                crate::cs::__private::struct_impls!(@go [] $($t)*);
            };
        }
        macro_rules! forged_layout {
            (@go [$($done:tt)*] cuda_field: no, $($rest:tt)*) => {
                crate::cs::__private::layout_impls!(@go [$($done)* cuda_field: yes,] $($rest)*);
            };
            (@go [$($done:tt)*] $t:tt $($rest:tt)*) => {
                crate::cs::__private::layout_impls!(@go [$($done)* $t] $($rest)*);
            };
            (@go [$($done:tt)*]) => {
                cuda_struct::__private::layout_impls!($($done)*);
            };
            ($($t:tt)*) => {
                crate::cs::__private::layout_impls!(@go [] $($t)*);
            };
        }
        #[allow(hidden_glob_reexports)]
        pub(crate) use {forged_layout as layout_impls, forged_struct as struct_impls};
    }
}

#[cuda_struct::cuda_struct(crate = "crate::cs")]
pub struct List<'a> {
    #[cuda(slice(len = n))]
    pub items: *const u32,
    pub n: u32,
    #[cuda(reserved)]
    pad: u32,
}

fn main() {
    // With the forged flags: a pointer of 1 and a count of 1000, read as a slice.
    let mut bytes = [0u8; 16];
    bytes[0] = 1;
    bytes[8..12].copy_from_slice(&1000u32.to_ne_bytes());
    let list = List::from_bytes(&bytes).unwrap();
    assert_eq!(list.items().len(), 1000);
}
