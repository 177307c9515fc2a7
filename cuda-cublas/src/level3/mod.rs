//! Level 3 beyond GEMM, and the BLAS-like extensions of the same shape, for the four BLAS types:
//!
//! - [`symmetric`]: `syrk`, `syr2k`, `syrkx` (rank-k and rank-2k updates of a symmetric `C`) and
//!   `symm` (a product with a symmetric `A`);
//! - [`triangular`]: `trsm` (a triangular solve with many right-hand sides) and `trmm` (a product
//!   with a triangular `A`, cuBLAS's out-of-place form);
//! - [`extension`]: `geam` (`C = alpha op(A) + beta op(B)`) and `dgmm` (a product with a diagonal);
//! - [`hermitian`], for the two complex types ([`Complex`]): `hemm`, `herk`, `her2k`, `herkx` and
//!   `gemm3m`;
//! - [`batched`]: `gemmBatched` and `trsmBatched`, whose matrices are separate buffers, their
//!   addresses handed to cuBLAS in device arrays the call owns.
//!
//! The C functions of each type come from one macro line per type ([`Blas3`], [`Complex`]); the
//! methods are generic over them and check every shape against the buffers first, so a call the
//! buffers cannot hold is an [`Error::InvalidArgument`] and reaches nothing.
//!
//! # Modes
//! The matrices only read (`A`, `B`, the diagonal `x`) are read uses; the one written (`C`, or `B`
//! for `trsm`, which overwrites it) a write use, one use whether it is also read (`beta != 0`) or
//! not: the funnel's write waits for what a read-modify-write needs.

use core::ffi::c_int;

use cuda_driver::{BufferUse, DeviceBuffer, Stream};
use cuda_struct::CudaField;

use crate::error::Error;
use crate::handle::Handle;
use crate::shape::{int, matrix};
use crate::sys::{cublasDiagType_t, cublasFillMode_t, cublasHandle_t, cublasSideMode_t};
use crate::{Cublas, CublasError};

pub mod batched;
pub mod extension;
pub mod hermitian;
mod raw;
pub mod symmetric;
pub mod triangular;

pub use hermitian::Complex;
pub use raw::Blas3;

/// Which triangle of a symmetric, Hermitian or triangular matrix is stored (and, for the updates,
/// written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fill {
    /// The lower triangle (`CUBLAS_FILL_MODE_LOWER`).
    Lower,
    /// The upper triangle (`CUBLAS_FILL_MODE_UPPER`).
    Upper,
}

impl Fill {
    pub(crate) fn raw(self) -> cublasFillMode_t {
        match self {
            Fill::Lower => cublasFillMode_t::CUBLAS_FILL_MODE_LOWER,
            Fill::Upper => cublasFillMode_t::CUBLAS_FILL_MODE_UPPER,
        }
    }
}

/// On which side the special matrix stands: `op(A) X = alpha B` / `C = alpha A B` (left) or
/// `X op(A) = alpha B` / `C = alpha B A` (right); for `dgmm`, on which side the diagonal does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// `A` on the left, `m × m`.
    Left,
    /// `A` on the right, `n × n`.
    Right,
}

impl Side {
    pub(crate) fn raw(self) -> cublasSideMode_t {
        match self {
            Side::Left => cublasSideMode_t::CUBLAS_SIDE_LEFT,
            Side::Right => cublasSideMode_t::CUBLAS_SIDE_RIGHT,
        }
    }

    /// The order of the square matrix on this side of an `m × n` one.
    pub(crate) fn order(self, m: usize, n: usize) -> usize {
        match self {
            Side::Left => m,
            Side::Right => n,
        }
    }
}

/// Whether a triangular matrix's diagonal is read (`NonUnit`) or taken as ones (`Unit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Diag {
    /// The diagonal as stored.
    NonUnit,
    /// Ones on the diagonal; the stored diagonal is not read.
    Unit,
}

impl Diag {
    pub(crate) fn raw(self) -> cublasDiagType_t {
        match self {
            Diag::NonUnit => cublasDiagType_t::CUBLAS_DIAG_NON_UNIT,
            Diag::Unit => cublasDiagType_t::CUBLAS_DIAG_UNIT,
        }
    }
}

/// `m` and `n` as cuBLAS's `int`s.
pub(crate) fn dims(
    what: &str,
    (m, n): (usize, usize),
    names: [&str; 2],
) -> Result<[c_int; 2], Error> {
    Ok([int(what, names[0], m)?, int(what, names[1], n)?])
}

/// The device address of a use, as a number the closures can carry.
pub(crate) fn at(u: &BufferUse<'_>) -> usize {
    u.ptr().native_handle()
}

/// A read operand to check: its buffer, its name, the stored rows and columns the call reaches and
/// its leading dimension.
pub(crate) type Read<'a, T> = (&'a DeviceBuffer<T>, &'static str, usize, usize, usize);

/// The checked operands handed to a call: two read, one written, each with its leading dimension.
pub(crate) type Checked<T> = ((*const T, c_int), (*const T, c_int), (*mut T, c_int));

impl Handle {
    /// Checks two read operands and the written `C` (`rows × cols`, leading dimension `ld`) against
    /// their buffers, names them as uses with their modes, and queues `call` with their addresses
    /// and leading dimensions: the one path of the level-3 routines of three operands.
    ///
    /// # Safety
    /// `call` makes one cuBLAS call that reads the read operands and writes `C` within the shapes
    /// given here, and touches no other of our buffers.
    pub(crate) unsafe fn three<T: CudaField>(
        &mut self,
        what: &'static str,
        reads: [Read<'_, T>; 2],
        (c, rows, cols, ld): (&mut DeviceBuffer<T>, usize, usize, usize),
        stream: &Stream,
        call: impl FnOnce(&'static Cublas, cublasHandle_t, Checked<T>) -> Result<(), CublasError>,
    ) -> Result<(), Error> {
        let mut lds = [0; 2];
        for (ld, &(buf, name, r, c, l)) in lds.iter_mut().zip(&reads) {
            *ld = matrix(what, name, buf.len(), (r, c), l)?;
        }
        let ldc = matrix(what, "C", c.len(), (rows, cols), ld)?;
        let uses = vec![
            BufferUse::read(reads[0].0),
            BufferUse::read(reads[1].0),
            BufferUse::write(c),
        ];
        let [pa, pb, pc] = [0, 1, 2].map(|i| at(&uses[i]));
        let operands = (
            (pa as *const T, lds[0]),
            (pb as *const T, lds[1]),
            (pc as *mut T, ldc),
        );
        // SAFETY: the operands within their checked spans, named with their modes; `call` as the
        // caller promises.
        unsafe { self.queue(what, stream, uses, |l, h| call(l, h, operands)) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused<T: core::fmt::Debug>(r: Result<T, Error>) -> String {
        match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_matrix_must_fit_its_buffer_and_its_leading_dimension_its_rows() {
        assert_eq!(matrix("t", "A", 12, (3, 4), 3).unwrap(), 3);
        // A padded leading dimension: the last column ends at 5 * 3 + 3.
        assert_eq!(matrix("t", "A", 18, (3, 4), 5).unwrap(), 5);
        let m = refused(matrix("t", "A", 17, (3, 4), 5));
        assert!(
            m.contains("A has 17 elements") && m.contains("reaches 18"),
            "{m}"
        );
        let m = refused(matrix("t", "B", 100, (3, 4), 2));
        assert!(m.contains("leading dimension of B is 2"), "{m}");
        // Empty matrices need nothing, but ld >= 1 still.
        assert_eq!(matrix("t", "C", 0, (0, 4), 1).unwrap(), 1);
        assert!(matrix("t", "C", 0, (0, 4), 0).is_err());
    }

    #[test]
    fn sizes_past_int_and_usize_are_refused() {
        let big = 1usize << 31;
        let m = refused(matrix("t", "A", usize::MAX, (big, 1), big));
        assert!(m.contains("past cuBLAS's int"), "{m}");
        let m = refused(matrix(
            "t",
            "A",
            usize::MAX,
            (2, usize::MAX),
            usize::MAX / 2,
        ));
        assert!(m.contains("usize"), "{m}");
        let m = refused(dims("t", (1, big), ["m", "n"]));
        assert!(m.contains("n = 2147483648"), "{m}");
    }

    #[test]
    fn a_side_names_the_order_of_its_square_matrix() {
        assert_eq!(Side::Left.order(3, 5), 3);
        assert_eq!(Side::Right.order(3, 5), 5);
    }
}
