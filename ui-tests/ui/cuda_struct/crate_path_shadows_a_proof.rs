// The attack of the fourth soundness review: `crate = "..."` names a module that re-exports the runtime
// but swaps the proof that a field has no padding after it for one that accepts any gap. The `unsafe`
// impls are written by the runtime's own macros, which name the real proof, so the gap is still refused.
use core::ffi::{c_uint, c_void};

pub mod cs {
    pub use cuda_struct::*;
    pub mod __private {
        pub use cuda_struct::__private::*;
        pub const fn no_padding_after<T: ?Sized, const GAP: usize>() {}
    }
}

#[cuda_struct::cuda_struct(crate = "crate::cs")]
pub struct Gap {
    pub flags: c_uint,
    pub ptr: *mut c_void,
}

fn main() {
    // With the swapped proof this read the 4 bytes of padding after `flags`.
    let bytes = Gap::new().as_bytes().to_vec();
    assert_eq!(bytes.len(), 16);
}
