//! The cuBLASLt objects a plan and a handle own, each destroyed once by its own `Drop`.

use cuda_driver::Context;

use crate::sys::{
    cublasLtHandle_t, cublasLtMatmulDesc_t, cublasLtMatmulPreference_t, cublasLtMatrixLayout_t,
};
use crate::Cublas;

/// Declares an owner of one cuBLASLt object, destroyed once by its `Drop`.
macro_rules! owner {
    ($(#[$doc:meta])* $name:ident($raw:ty) by $destroy:ident) => {
        $(#[$doc])*
        pub(super) struct $name {
            pub(super) cublas: &'static Cublas,
            pub(super) raw: $raw,
        }
        // SAFETY: a host-side cuBLASLt object, used through `&mut` of its owner only.
        unsafe impl Send for $name {}
        // SAFETY: as above: `&$name` reaches no call.
        unsafe impl Sync for $name {}
        impl Drop for $name {
            fn drop(&mut self) {
                // SAFETY: created once by this crate, destroyed once here; cuBLASLt reads it only
                // while a call is queued, which has returned.
                let _ = unsafe { self.cublas.$destroy(self.raw) };
            }
        }
    };
}

owner!(
    /// A `cublasLtMatmulDesc_t`.
    Desc(cublasLtMatmulDesc_t) by cublasLtMatmulDescDestroy
);
owner!(
    /// A `cublasLtMatrixLayout_t`.
    Layout(cublasLtMatrixLayout_t) by cublasLtMatrixLayoutDestroy
);
owner!(
    /// A `cublasLtMatmulPreference_t`.
    Preference(cublasLtMatmulPreference_t) by cublasLtMatmulPreferenceDestroy
);

/// The `cublasLtHandle_t`, destroyed when the last of the [`Lt`](super::Lt) and the graphs that captured its
/// calls lets go (its context made current first).
pub(super) struct Raw {
    pub(super) cublas: &'static Cublas,
    pub(super) raw: cublasLtHandle_t,
    pub(super) ctx: Context,
}

// SAFETY: the handle is used through `&mut Lt` only; graphs hold clones that never call it.
unsafe impl Send for Raw {}
// SAFETY: as above.
unsafe impl Sync for Raw {}

impl Drop for Raw {
    fn drop(&mut self) {
        if cuda_driver::in_host_fn() {
            let (cublas, raw, ctx) = (self.cublas, self.raw, self.ctx.clone());
            return cuda_driver::release_after_host_fn(Raw { cublas, raw, ctx });
        }
        let _ = self.ctx.in_context(|| {
            // SAFETY: created once by `Lt::with_library`, destroyed once here, after its work.
            unsafe { self.cublas.cublasLtDestroy(self.raw) }
        });
    }
}
