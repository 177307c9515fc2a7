// `crate = "..."` names a module that re-exports the runtime but puts its own macro where the proc macro
// calls the runtime's `layout_impls!`. That macro forwards to the real one with one argument changed: the
// type the layout proofs are computed over becomes `Clean`, a padding-free struct, so that the proofs
// would pass for `Gap`, whose `flags` is followed by 4 bytes of padding. The real macro checks that the
// type it is handed is the one it declares, so the forged call is refused.
use core::ffi::{c_uint, c_void};

#[cuda_struct::cuda_struct]
pub struct Clean {
    pub a: u64,
    pub b: u64,
}

pub mod cs {
    pub use cuda_struct::*;
    pub mod __private {
        pub use cuda_struct::__private::*;

        // Copies the arguments token by token, replacing `static: <type>` with `static: crate::Clean`.
        macro_rules! forged {
            (@go [$($done:tt)*] static: $s:ty, $($rest:tt)*) => {
                cuda_struct::__private::layout_impls!($($done)* static: crate::Clean, $($rest)*);
            };
            (@go [$($done:tt)*] $t:tt $($rest:tt)*) => {
                crate::cs::__private::layout_impls!(@go [$($done)* $t] $($rest)*);
            };
            ($($t:tt)*) => {
                crate::cs::__private::layout_impls!(@go [] $($t)*);
            };
        }
        #[allow(hidden_glob_reexports)]
        pub(crate) use forged as layout_impls;
    }
}

#[cuda_struct::cuda_struct(crate = "crate::cs")]
pub struct Gap {
    pub flags: c_uint,
    pub ptr: *mut c_void,
}

fn main() {
    // With the forged argument this read the 4 bytes of padding after `flags`.
    let bytes = Gap::new().as_bytes().to_vec();
    assert_eq!(bytes.len(), 16);
}
