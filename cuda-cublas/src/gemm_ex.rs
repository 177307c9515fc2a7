//! `cublasGemmEx` and `cublasGemmStridedBatchedEx`: GEMMs whose data type and computation are
//! arguments. Here the data are [`ExType`]s (`f32`, [`Bf16`](crate::Bf16), [`F16`](crate::F16)) —
//! `A`, `B` and `C` of one type — with `f32` scalars and accumulation, and the computation a
//! [`Compute`]: plain `f32`, or `f32` with TF32 tensor-core products.
//!
//! The 8-bit floating-point types are not among `cublasGemmEx`'s: cuBLAS takes them through
//! cuBLASLt alone ([`Lt`](crate::Lt) with [`F8E4M3`](crate::F8E4M3), [`F8E5M2`](crate::F8E5M2)).
//!
//! Modes as in the plain GEMM: `A` and `B` read, `C` written.

use core::ffi::c_void;

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use crate::error::Error;
use crate::gemm::{ld, mnk, sealed, stride};
use crate::handle::Handle;
use crate::shape::{int, GemmShape};
use crate::sys::{cublasComputeType_t, cublasGemmAlgo_t, cudaDataType};

/// A data type of the `Ex` GEMMs here: `f32`, [`Bf16`](crate::Bf16), [`F16`](crate::F16). Sealed.
pub trait ExType: sealed::Sealed + cuda_struct::CudaField + Copy + Send + Sync + 'static {
    /// The type's `cudaDataType`.
    const DATA_TYPE: cudaDataType;
}

/// A 16-bit floating-point input type of `cublasGemmEx`: [`Bf16`](crate::Bf16) or
/// [`F16`](crate::F16). Sealed.
pub trait Half: ExType {}

impl ExType for f32 {
    const DATA_TYPE: cudaDataType = cudaDataType::CUDA_R_32F;
}
impl sealed::Sealed for crate::Bf16 {}
impl ExType for crate::Bf16 {
    const DATA_TYPE: cudaDataType = cudaDataType::CUDA_R_16BF;
}
impl Half for crate::Bf16 {}
impl sealed::Sealed for crate::F16 {}
impl ExType for crate::F16 {
    const DATA_TYPE: cudaDataType = cudaDataType::CUDA_R_16F;
}
impl Half for crate::F16 {}

/// How an `Ex` GEMM computes: the `cublasComputeType_t` it passes, `f32` scalars either way.
///
/// cuBLAS adds computation types from release to release (BF16 and F16 fast paths of `f32`, say),
/// and so may this enum: a match on it outside this crate needs a `_` arm.
///
/// ```compile_fail,E0004
/// fn fast(c: cuda_cublas::Compute) -> bool {
///     match c {
///         cuda_cublas::Compute::F32 => false,
///         cuda_cublas::Compute::Tf32 => true,
///     }
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Compute {
    /// `CUBLAS_COMPUTE_32F`: products and sums in `f32`.
    #[default]
    F32,
    /// `CUBLAS_COMPUTE_32F_FAST_TF32`: for `f32` data, the products on tensor cores with the inputs
    /// rounded to TF32 (10 mantissa bits, about 1e-3 relative), sums in `f32`. Other data types
    /// answer `CUBLAS_STATUS_NOT_SUPPORTED` (or cuBLAS computes as `F32`).
    Tf32,
}

impl Compute {
    fn raw(self) -> cublasComputeType_t {
        match self {
            Compute::F32 => cublasComputeType_t::CUBLAS_COMPUTE_32F,
            Compute::Tf32 => cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32,
        }
    }
}

impl Handle {
    /// `C = alpha op(A) op(B) + beta C` with 16-bit `A`, `B` and `C` ([`Bf16`](crate::Bf16) or
    /// [`F16`](crate::F16)) and `f32` computation (`cublasGemmEx`, `CUBLAS_COMPUTE_32F`), on the
    /// handle's own stream.
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on).
    pub fn gemm_ex<T: Half>(
        &mut self,
        shape: GemmShape,
        alpha: f32,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: f32,
        c: &mut DeviceBuffer<T>,
    ) -> Result<(), Error> {
        let own = self.own();
        self.gemm_ex_on(shape, alpha, a, b, beta, c, &own)
    }

    /// [`gemm_ex`](Self::gemm_ex) queued on `stream`.
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on).
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_ex_on<T: Half>(
        &mut self,
        shape: GemmShape,
        alpha: f32,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: f32,
        c: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let (ab, c) = ((a, 0), (c, 0));
        self.gemm_batch_ex_on(Compute::F32, shape, (alpha, beta), ab, (b, 0), c, 1, stream)
    }

    /// `C = alpha op(A) op(B) + beta C` in `f32` with TF32 tensor-core products (`cublasGemmEx`,
    /// `CUBLAS_COMPUTE_32F_FAST_TF32`) on the handle's own stream: faster than
    /// [`gemm`](Self::gemm) on Ampere and later, with the inputs rounded to 10 mantissa bits.
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on).
    pub fn gemm_tf32(
        &mut self,
        shape: GemmShape,
        alpha: f32,
        a: &DeviceBuffer<f32>,
        b: &DeviceBuffer<f32>,
        beta: f32,
        c: &mut DeviceBuffer<f32>,
    ) -> Result<(), Error> {
        let own = self.own();
        self.gemm_tf32_on(shape, alpha, a, b, beta, c, &own)
    }

    /// [`gemm_tf32`](Self::gemm_tf32) queued on `stream`.
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on).
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_tf32_on(
        &mut self,
        shape: GemmShape,
        alpha: f32,
        a: &DeviceBuffer<f32>,
        b: &DeviceBuffer<f32>,
        beta: f32,
        c: &mut DeviceBuffer<f32>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let (ab, c) = ((a, 0), (c, 0));
        self.gemm_batch_ex_on(
            Compute::Tf32,
            shape,
            (alpha, beta),
            ab,
            (b, 0),
            c,
            1,
            stream,
        )
    }

    /// `batch` products `C_i = alpha op(A_i) op(B_i) + beta C_i` of [`ExType`] data computed as
    /// `compute` says (`cublasGemmStridedBatchedEx`; `cublasGemmEx` for a batch of 1), the `i`-th
    /// matrix of each operand `stride * i` elements from its start, on `stream`. `A` and `B` may be
    /// shared between products (stride 0), `C`'s matrices may not overlap.
    ///
    /// # Errors
    /// As [`gemm_strided_batched_on`](Self::gemm_strided_batched_on); [`Error::Cublas`]
    /// (`CUBLAS_STATUS_NOT_SUPPORTED`) for a computation the data type does not take.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_batch_ex_on<T: ExType>(
        &mut self,
        compute: Compute,
        shape: GemmShape,
        (alpha, beta): (f32, f32),
        a: (&DeviceBuffer<T>, usize),
        b: (&DeviceBuffer<T>, usize),
        c: (&mut DeviceBuffer<T>, usize),
        batch: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        let what = if batch == 1 {
            "cublasGemmEx"
        } else {
            "cublasGemmStridedBatchedEx"
        };
        let strides = [a.1, b.1, c.1];
        shape.check(what, [a.0.len(), b.0.len(), c.0.len()], batch, strides)?;
        let count = int(what, "batch", batch)?;
        let [sa, sb, sc] = [
            stride(what, "strideA", a.1)?,
            stride(what, "strideB", b.1)?,
            stride(what, "strideC", c.1)?,
        ];
        if batch == 0 {
            return Ok(());
        }
        let uses = vec![
            BufferUse::read(a.0),
            BufferUse::read(b.0),
            BufferUse::write(c.0),
        ];
        let [pa, pb, pc] = [0, 1, 2].map(|i| uses[i].ptr().native_handle() as *mut c_void);
        let ops = [shape.op_a.raw(), shape.op_b.raw()];
        let [m, n, k] = mnk(&shape);
        let [lda, ldb, ldc] = [shape.lda, shape.ldb, shape.ldc].map(ld);
        let (t, ct, algo) = (
            T::DATA_TYPE,
            compute.raw(),
            cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
        );
        let (alpha, beta) = (
            &alpha as *const f32 as *const c_void,
            &beta as *const f32 as *const c_void,
        );
        // SAFETY: the shapes were checked against the buffers' lengths for every matrix of the batch,
        // so cuBLAS reads A and B and writes C within them; the data types name `T` and the scalars
        // are `f32`, as both computations read them.
        unsafe {
            self.queue(what, stream, uses, |lib, h| {
                let [ta, tb] = ops;
                if batch == 1 {
                    lib.cublasGemmEx(
                        h, ta, tb, m, n, k, alpha, pa, t, lda, pb, t, ldb, beta, pc, t, ldc, ct,
                        algo,
                    )
                } else {
                    lib.cublasGemmStridedBatchedEx(
                        h, ta, tb, m, n, k, alpha, pa, t, lda, sa, pb, t, ldb, sb, beta, pc, t,
                        ldc, sc, count, ct, algo,
                    )
                }
            })
        }
    }
}
