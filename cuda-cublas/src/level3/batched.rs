//! The pointer-array batches: `cublas?gemmBatched` and `cublas?trsmBatched`, whose `i`-th matrices
//! are separate buffers, their addresses handed to cuBLAS in arrays in device memory.
//!
//! # How the arrays are made sound
//! The matrices come as slices of buffers: `&[&DeviceBuffer<T>]` for those read, and
//! `&mut [&mut DeviceBuffer<T>]` for those written, so the written ones are distinct buffers (two
//! `&mut` of one buffer cannot be made) and no two products of a batch write one matrix, which would
//! be a race; a read operand may repeat (one matrix shared by several products). Each buffer is
//! checked against the shape and named in the call's uses with its mode, so the call is ordered with
//! every buffer's other work.
//!
//! The arrays of addresses are buffers the call makes (on the handle's own stream, filled from the
//! host, allocated anew at each call), named as read uses of the call and dropped when it returns:
//! a buffer is freed in stream order after the work that used it, and a graph that captured the call
//! holds them with the other buffers of its uses, so cuBLAS never reads an array that is gone. Made
//! on the handle's stream, not the call's, they are filled at the call even inside a capture (the
//! captured work waits for them through the funnel, as for any buffer written before); each call
//! costs an allocation and a small upload of `8 × batch` bytes per list.

use core::ffi::c_int;

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use super::triangular::{triangle, TriangleKind};
use super::{at, Blas3};
use crate::error::{invalid, Error};
use crate::gemm::{ld, mnk};
use crate::handle::Handle;
use crate::shape::{int, GemmShape};

/// Checks that the operand lists have one matrix per product; returns the batch as an `int`.
fn batch_of(what: &str, lens: &[(&str, usize)]) -> Result<c_int, Error> {
    let batch = lens[0].1;
    if let Some((name, len)) = lens.iter().find(|(_, len)| *len != batch) {
        return Err(invalid(format!(
            "{what}: {} has {batch} matrices and {name} {len}: one of each per product",
            lens[0].0
        )));
    }
    int(what, "the batch", batch)
}

/// A refusal of the `i`-th product or solve, saying which.
fn nth(kind: &str, i: usize, e: Error) -> Error {
    match e {
        Error::InvalidArgument(m) => invalid(format!("{kind} {i}: {m}")),
        other => other,
    }
}

/// The addresses of `uses`, in a device array made on `stream`.
fn array(stream: &Stream, uses: &[BufferUse<'_>]) -> Result<DeviceBuffer<u64>, Error> {
    let addresses: Vec<u64> = uses.iter().map(|u| at(u) as u64).collect();
    Ok(DeviceBuffer::from_slice(stream, &addresses)?)
}

/// The device arrays of the addresses of each list of a batch, the read lists first, made on
/// `stream`.
fn arrays<T>(
    stream: &Stream,
    reads: &[&[&DeviceBuffer<T>]],
    written: &mut [&mut DeviceBuffer<T>],
) -> Result<Vec<DeviceBuffer<u64>>, Error> {
    let mut out = Vec::with_capacity(reads.len() + 1);
    for list in reads {
        out.push(array(
            stream,
            &list.iter().map(|x| BufferUse::read(*x)).collect::<Vec<_>>(),
        )?);
    }
    let written: Vec<_> = written
        .iter_mut()
        .map(|x| BufferUse::write(&mut **x))
        .collect();
    out.push(array(stream, &written)?);
    Ok(out)
}

/// The uses of a batch: its address arrays (read, in order), then every buffer of the read lists
/// (read) and of the written one (written).
fn batch_uses<'a, 'b, T>(
    arrays: &'a [DeviceBuffer<u64>],
    reads: &[&'a [&'a DeviceBuffer<T>]],
    written: &'a mut [&'b mut DeviceBuffer<T>],
) -> Vec<BufferUse<'a>> {
    let mut uses: Vec<BufferUse<'a>> = arrays.iter().map(BufferUse::read).collect();
    uses.extend(
        reads
            .iter()
            .flat_map(|l| l.iter())
            .map(|x| BufferUse::read(*x)),
    );
    uses.extend(written.iter_mut().map(|x| BufferUse::write(&mut **x)));
    uses
}

impl Handle {
    /// `C_i = alpha op(A_i) op(B_i) + beta C_i` for each `i` (`cublas?gemmBatched`), every product
    /// of one `shape`, on `stream`: `a`, `b` and `c` hold one buffer per product (see the module
    /// docs for the device arrays of their addresses, made by the call).
    ///
    /// ```no_run
    /// # fn f(blas: &mut cuda_cublas::Handle, a: &cuda_driver::DeviceBuffer<f32>,
    /// #      c: &mut cuda_driver::DeviceBuffer<f32>, d: &mut cuda_driver::DeviceBuffer<f32>,
    /// #      s: &cuda_driver::Stream) -> Result<(), cuda_cublas::Error> {
    /// use cuda_cublas::{GemmShape, Op};
    /// let shape = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
    /// // One A for both products; each writes its own C.
    /// blas.gemm_batched_on(shape, 1.0, &[a, a], &[a, a], 0.0, &mut [c, d], s)?;
    /// # Ok(()) }
    /// ```
    ///
    /// Two products cannot write one buffer (a race): the two `&mut` cannot be made.
    ///
    /// ```compile_fail,E0499
    /// # fn f(blas: &mut cuda_cublas::Handle, a: &cuda_driver::DeviceBuffer<f32>,
    /// #      c: &mut cuda_driver::DeviceBuffer<f32>,
    /// #      s: &cuda_driver::Stream) -> Result<(), cuda_cublas::Error> {
    /// use cuda_cublas::{GemmShape, Op};
    /// let shape = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
    /// blas.gemm_batched_on(shape, 1.0, &[a, a], &[a, a], 0.0, &mut [&mut *c, &mut *c], s)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on), for each product; lists of different lengths; a failing
    /// allocation or copy of the address arrays ([`Error::Driver`]).
    #[allow(clippy::too_many_arguments)]
    pub fn gemm_batched_on<T: Blas3>(
        &mut self,
        shape: GemmShape,
        alpha: T,
        a: &[&DeviceBuffer<T>],
        b: &[&DeviceBuffer<T>],
        beta: T,
        c: &mut [&mut DeviceBuffer<T>],
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?gemmBatched";
        let count = batch_of(WHAT, &[("A", a.len()), ("B", b.len()), ("C", c.len())])?;
        for (i, ((a, b), c)) in a.iter().zip(b).zip(c.iter()).enumerate() {
            shape
                .check(WHAT, [a.len(), b.len(), c.len()], 1, [0; 3])
                .map_err(|e| nth("product", i, e))?;
        }
        if count == 0 {
            return Ok(());
        }
        let own = self.own();
        let arrays = arrays(&own, &[a, b], c)?;
        let uses = batch_uses(&arrays, &[a, b], c);
        let [pa, pb, pc] = [0, 1, 2].map(|i| at(&uses[i]));
        let ops = [shape.op_a.raw(), shape.op_b.raw()];
        // SAFETY: each product's matrices were checked against their buffers, all named in the uses
        // with their modes (the `C`s written, distinct buffers); the arrays hold exactly their
        // addresses, `count` each, and are read uses that live until the work has run.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::gemm_batched(
                    l,
                    h,
                    ops,
                    mnk(&shape),
                    &alpha,
                    (pa as *const *const T, ld(shape.lda)),
                    (pb as *const *const T, ld(shape.ldb)),
                    &beta,
                    (pc as *const *mut T, ld(shape.ldc)),
                    count,
                )
            })
        }
    }

    /// Solves `op(A_i) X_i = alpha B_i` (or `X_i op(A_i) = alpha B_i`) for each `i`
    /// (`cublas?trsmBatched`), `B_i` overwritten by `X_i`, every solve of one shape, on `stream`:
    /// `a` and `b` hold one buffer per solve (see the module docs).
    ///
    /// # Errors
    /// As [`trsm_on`](Self::trsm_on), for each solve; lists of different lengths; a failing
    /// allocation or copy of the address arrays ([`Error::Driver`]).
    #[allow(clippy::too_many_arguments)]
    pub fn trsm_batched_on<T: Blas3>(
        &mut self,
        kind: TriangleKind,
        mn: (usize, usize),
        alpha: T,
        (a, lda): (&[&DeviceBuffer<T>], usize),
        (b, ldb): (&mut [&mut DeviceBuffer<T>], usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?trsmBatched";
        let count = batch_of(WHAT, &[("A", a.len()), ("B", b.len())])?;
        // The shape alone (leading dimensions, sizes), then each solve's buffers.
        let t = triangle::<T>(WHAT, kind, mn, (usize::MAX, lda), (usize::MAX, ldb))?;
        for (i, (a, b)) in a.iter().zip(b.iter()).enumerate() {
            triangle::<T>(WHAT, kind, mn, (a.len(), lda), (b.len(), ldb))
                .map_err(|e| nth("solve", i, e))?;
        }
        if count == 0 {
            return Ok(());
        }
        let own = self.own();
        let arrays = arrays(&own, &[a], b)?;
        let uses = batch_uses(&arrays, &[a], b);
        let [pa, pb] = [0, 1].map(|i| at(&uses[i]));
        // SAFETY: each solve's matrices were checked against their buffers, all named in the uses
        // with their modes (the `B`s written, distinct buffers); the arrays hold exactly their
        // addresses, `count` each, and are read uses that live until the work has run.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::trsm_batched(
                    l,
                    h,
                    &t,
                    &alpha,
                    pa as *const *const T,
                    pb as *const *mut T,
                    count,
                )
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_needs_one_matrix_of_each_operand_per_product() {
        assert_eq!(batch_of("b", &[("A", 3), ("B", 3), ("C", 3)]).unwrap(), 3);
        assert_eq!(batch_of("b", &[("A", 0), ("B", 0)]).unwrap(), 0);
        let Err(Error::InvalidArgument(m)) = batch_of("b", &[("A", 3), ("B", 3), ("C", 2)]) else {
            panic!("lists of two lengths were not refused")
        };
        assert!(m.contains("A has 3 matrices and C 2"), "{m}");
    }

    #[test]
    fn a_refusal_names_the_product_it_is_of_and_other_errors_pass_through() {
        let Error::InvalidArgument(m) = nth("product", 4, invalid("b: A has 3 elements".into()))
        else {
            panic!("not a refusal")
        };
        assert_eq!(m, "product 4: b: A has 3 elements");
        let load = Error::Cublas(
            crate::CublasError::check("x", crate::sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED)
                .unwrap_err(),
        );
        assert!(matches!(nth("solve", 0, load), Error::Cublas(_)));
    }
}
