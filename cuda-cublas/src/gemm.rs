//! GEMM: `C = alpha op(A) op(B) + beta C` on device buffers, one product or a strided batch, for
//! the four BLAS types ([`Scalar`]: `f32`, `f64`, [`cuComplex`], [`cuDoubleComplex`]). The
//! `cublasGemmEx` forms are in `gemm_ex`.
//!
//! # Modes
//! `A` and `B` are reads, `C` a write. With `beta == 0` cuBLAS does not read `C`; otherwise it reads
//! and writes it. The funnel's write already waits for `C`'s last write and every read since, which is
//! what a read-modify-write needs, so both cases are the one mode, and `C` is borrowed `&mut` either
//! way.

use core::ffi::{c_int, c_longlong};

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use crate::error::{invalid, Error};
use crate::handle::Handle;
use crate::shape::{int, GemmShape};
use crate::sys::{cuComplex, cuDoubleComplex, cublasHandle_t, cublasOperation_t};
use crate::{Cublas, CublasError};

pub(crate) mod sealed {
    pub trait Sealed {}
}

/// An element type of the BLAS routines: `f32`, `f64`, [`cuComplex`], [`cuDoubleComplex`] (the S, D,
/// C and Z routines). Sealed.
pub trait Scalar: sealed::Sealed + cuda_struct::CudaField + Copy + Send + Sync + 'static {
    /// `cublas?gemm_v2`.
    ///
    /// # Safety
    /// As the C function: a live handle, pointers that hold the shapes the arguments name.
    #[doc(hidden)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn gemm(
        lib: &Cublas,
        h: cublasHandle_t,
        ops: [cublasOperation_t; 2],
        mnk: [c_int; 3],
        alpha: *const Self,
        a: (*const Self, c_int),
        b: (*const Self, c_int),
        beta: *const Self,
        c: (*mut Self, c_int),
    ) -> Result<(), CublasError>;

    /// `cublas?gemmStridedBatched`.
    ///
    /// # Safety
    /// As the C function.
    #[doc(hidden)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn gemm_strided(
        lib: &Cublas,
        h: cublasHandle_t,
        ops: [cublasOperation_t; 2],
        mnk: [c_int; 3],
        alpha: *const Self,
        a: (*const Self, c_int, c_longlong),
        b: (*const Self, c_int, c_longlong),
        beta: *const Self,
        c: (*mut Self, c_int, c_longlong),
        batch: c_int,
    ) -> Result<(), CublasError>;
}

/// One `impl Scalar` per BLAS type, from its two C functions.
macro_rules! scalar {
    ($($t:ty => $gemm:ident, $strided:ident;)*) => {$(
        impl sealed::Sealed for $t {}
        impl Scalar for $t {
            unsafe fn gemm(
                lib: &Cublas,
                h: cublasHandle_t,
                ops: [cublasOperation_t; 2],
                mnk: [c_int; 3],
                alpha: *const Self,
                a: (*const Self, c_int),
                b: (*const Self, c_int),
                beta: *const Self,
                c: (*mut Self, c_int),
            ) -> Result<(), CublasError> {
                // SAFETY: the caller's promise.
                unsafe {
                    lib.$gemm(
                        h, ops[0], ops[1], mnk[0], mnk[1], mnk[2], alpha, a.0, a.1, b.0, b.1,
                        beta, c.0, c.1,
                    )
                }
            }

            unsafe fn gemm_strided(
                lib: &Cublas,
                h: cublasHandle_t,
                ops: [cublasOperation_t; 2],
                mnk: [c_int; 3],
                alpha: *const Self,
                a: (*const Self, c_int, c_longlong),
                b: (*const Self, c_int, c_longlong),
                beta: *const Self,
                c: (*mut Self, c_int, c_longlong),
                batch: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the caller's promise.
                unsafe {
                    lib.$strided(
                        h, ops[0], ops[1], mnk[0], mnk[1], mnk[2], alpha, a.0, a.1, a.2, b.0,
                        b.1, b.2, beta, c.0, c.1, c.2, batch,
                    )
                }
            }
        }
    )*};
}

scalar! {
    f32 => cublasSgemm_v2, cublasSgemmStridedBatched;
    f64 => cublasDgemm_v2, cublasDgemmStridedBatched;
    cuComplex => cublasCgemm_v2, cublasCgemmStridedBatched;
    cuDoubleComplex => cublasZgemm_v2, cublasZgemmStridedBatched;
}

/// The prototype shared by `?gemm` and `?gemm3m`.
pub(crate) type GemmFn<T> = unsafe fn(
    &Cublas,
    cublasHandle_t,
    [cublasOperation_t; 2],
    [c_int; 3],
    *const T,
    (*const T, c_int),
    (*const T, c_int),
    *const T,
    (*mut T, c_int),
) -> Result<(), CublasError>;

/// An element count as cuBLAS's `long long` stride.
pub(crate) fn stride(what: &str, name: &str, v: usize) -> Result<c_longlong, Error> {
    c_longlong::try_from(v)
        .map_err(|_| invalid(format!("{what}: {name} = {v} is past cuBLAS's long long")))
}

/// `m`, `n`, `k` as cuBLAS's `int`s (checked by the shape already).
pub(crate) fn mnk(s: &GemmShape) -> [c_int; 3] {
    [s.m, s.n, s.k].map(|v| c_int::try_from(v).unwrap_or(c_int::MAX))
}

/// A leading dimension as cuBLAS's `int` (checked by the shape already).
pub(crate) fn ld(v: usize) -> c_int {
    c_int::try_from(v).unwrap_or(c_int::MAX)
}

impl Handle {
    /// `C = alpha op(A) op(B) + beta C` (`cublas?gemm`) on the handle's own stream. See
    /// [`gemm_on`](Self::gemm_on).
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on).
    pub fn gemm<T: Scalar>(
        &mut self,
        shape: GemmShape,
        alpha: T,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: T,
        c: &mut DeviceBuffer<T>,
    ) -> Result<(), Error> {
        let own = self.own();
        self.gemm_on(shape, alpha, a, b, beta, c, &own)
    }

    /// `C = alpha op(A) op(B) + beta C` (`cublas?gemm`) queued on `stream` (of the handle's context;
    /// a capture stream included). Column-major, as cuBLAS: see [`GemmShape`].
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when a leading dimension is less than its matrix's stored rows, a
    /// buffer is shorter than the elements the shape reaches, a size does not fit cuBLAS's `int`, or
    /// the stream is of another context; [`Error::Driver`] from the ordering; [`Error::Cublas`] for
    /// cuBLAS's status.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_on<T: Scalar>(
        &mut self,
        shape: GemmShape,
        alpha: T,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: T,
        c: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?gemm` makes the product the shape describes.
        unsafe {
            self.gemm_with(
                "cublas?gemm",
                T::gemm,
                shape,
                (alpha, beta),
                a,
                b,
                c,
                stream,
            )
        }
    }

    /// Checks `shape` against the buffers and queues `f` (`?gemm` or `?gemm3m`) on `stream`.
    ///
    /// # Safety
    /// `f` computes the product the arguments describe, reading `A` and `B` and writing `C` within
    /// the shapes they name.
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn gemm_with<T: cuda_struct::CudaField>(
        &mut self,
        what: &'static str,
        f: GemmFn<T>,
        shape: GemmShape,
        (alpha, beta): (T, T),
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        c: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        shape.check(what, [a.len(), b.len(), c.len()], 1, [0; 3])?;
        let uses = vec![BufferUse::read(a), BufferUse::read(b), BufferUse::write(c)];
        let [pa, pb, pc] = [0, 1, 2].map(|i| uses[i].ptr().native_handle());
        let ops = [shape.op_a.raw(), shape.op_b.raw()];
        // SAFETY: the shapes were checked against the buffers' lengths, so cuBLAS reads A and B and
        // writes C within them; alpha and beta are read from the host during the call.
        unsafe {
            self.queue(what, stream, uses, |lib, h| {
                f(
                    lib,
                    h,
                    ops,
                    mnk(&shape),
                    &alpha,
                    (pa as *const T, ld(shape.lda)),
                    (pb as *const T, ld(shape.ldb)),
                    &beta,
                    (pc as *mut T, ld(shape.ldc)),
                )
            })
        }
    }

    /// `batch` products `C_i = alpha op(A_i) op(B_i) + beta C_i` (`cublas?gemmStridedBatched`), the
    /// `i`-th matrix of each operand `stride_* * i` elements from its start, on the handle's own
    /// stream. See [`gemm_strided_batched_on`](Self::gemm_strided_batched_on).
    ///
    /// # Errors
    /// As [`gemm_strided_batched_on`](Self::gemm_strided_batched_on).
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_strided_batched<T: Scalar>(
        &mut self,
        shape: GemmShape,
        alpha: T,
        a: (&DeviceBuffer<T>, usize),
        b: (&DeviceBuffer<T>, usize),
        beta: T,
        c: (&mut DeviceBuffer<T>, usize),
        batch: usize,
    ) -> Result<(), Error> {
        let own = self.own();
        self.gemm_strided_batched_on(shape, alpha, a, b, beta, c, batch, &own)
    }

    /// [`gemm_strided_batched`](Self::gemm_strided_batched) queued on `stream`. Each operand comes
    /// with its stride in elements; `A` and `B` may be shared between products (stride 0), `C`'s
    /// matrices may not overlap.
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on), each buffer holding every matrix of the batch; a `C` stride
    /// smaller than one `C`.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_strided_batched_on<T: Scalar>(
        &mut self,
        shape: GemmShape,
        alpha: T,
        a: (&DeviceBuffer<T>, usize),
        b: (&DeviceBuffer<T>, usize),
        beta: T,
        c: (&mut DeviceBuffer<T>, usize),
        batch: usize,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?gemmStridedBatched";
        let strides = [a.1, b.1, c.1];
        shape.check(WHAT, [a.0.len(), b.0.len(), c.0.len()], batch, strides)?;
        let count = int(WHAT, "batch", batch)?;
        let [sa, sb, sc] = [
            stride(WHAT, "strideA", a.1)?,
            stride(WHAT, "strideB", b.1)?,
            stride(WHAT, "strideC", c.1)?,
        ];
        if batch == 0 {
            return Ok(());
        }
        let uses = vec![
            BufferUse::read(a.0),
            BufferUse::read(b.0),
            BufferUse::write(c.0),
        ];
        let [pa, pb, pc] = [0, 1, 2].map(|i| uses[i].ptr().native_handle());
        let ops = [shape.op_a.raw(), shape.op_b.raw()];
        // SAFETY: as in `gemm_on`, for every matrix of the batch (checked with the strides).
        unsafe {
            self.queue(WHAT, stream, uses, |lib, h| {
                T::gemm_strided(
                    lib,
                    h,
                    ops,
                    mnk(&shape),
                    &alpha,
                    (pa as *const T, ld(shape.lda), sa),
                    (pb as *const T, ld(shape.ldb), sb),
                    &beta,
                    (pc as *mut T, ld(shape.ldc), sc),
                    count,
                )
            })
        }
    }
}
