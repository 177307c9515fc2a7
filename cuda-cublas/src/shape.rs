//! The checks made before a call is queued: every dimension, leading dimension and stride against the
//! lengths of the buffers cuBLAS will read and write, so that a call the buffers cannot hold is an
//! [`Error::InvalidArgument`] naming the numbers, never an out-of-bounds access. Pure functions of
//! integers: tested on the CPU and under Miri.
//!
//! cuBLAS stores matrices column-major: an `rows × cols` matrix with leading dimension `ld` has its
//! element `(i, j)` at `i + j * ld`, so it spans `ld * (cols - 1) + rows` elements (none when empty),
//! and `ld >= max(1, rows)`.

use core::ffi::c_int;

use crate::error::{invalid, Error};
use crate::sys::cublasOperation_t;

/// How a matrix operand enters a product: as stored, transposed, or conjugate-transposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Op {
    /// `A` as stored (`CUBLAS_OP_N`).
    #[default]
    N,
    /// `Aᵀ` (`CUBLAS_OP_T`).
    T,
    /// `Aᴴ`, the conjugate transpose (`CUBLAS_OP_C`; for real types the same as [`Op::T`]).
    C,
}

impl Op {
    /// cuBLAS's value.
    pub fn raw(self) -> cublasOperation_t {
        match self {
            Op::N => cublasOperation_t::CUBLAS_OP_N,
            Op::T => cublasOperation_t::CUBLAS_OP_T,
            Op::C => cublasOperation_t::CUBLAS_OP_C,
        }
    }

    /// The stored shape of an operand that enters as `rows × cols` after this operation.
    pub(crate) fn stored(self, rows: usize, cols: usize) -> (usize, usize) {
        match self {
            Op::N => (rows, cols),
            Op::T | Op::C => (cols, rows),
        }
    }
}

/// A size as cuBLAS's `int`.
pub(crate) fn int(what: &str, name: &str, value: usize) -> Result<c_int, Error> {
    c_int::try_from(value).map_err(|_| {
        invalid(format!(
            "{what}: {name} = {value} is past cuBLAS's int ({})",
            c_int::MAX
        ))
    })
}

/// How many elements a stored `rows × cols` matrix with leading dimension `ld` spans; checks `ld`.
pub(crate) fn span(
    what: &str,
    name: &str,
    rows: usize,
    cols: usize,
    ld: usize,
) -> Result<usize, Error> {
    if ld < rows.max(1) {
        return Err(invalid(format!(
            "{what}: the leading dimension of {name} is {ld}, less than its {rows} stored rows \
             (it must be at least max(1, rows))"
        )));
    }
    if rows == 0 || cols == 0 {
        return Ok(0);
    }
    ld.checked_mul(cols - 1)
        .and_then(|x| x.checked_add(rows))
        .ok_or_else(|| {
            invalid(format!(
                "{what}: {name} spans more elements than a usize holds"
            ))
        })
}

/// Checks that a buffer of `len` elements holds a stored `rows × cols` matrix with leading dimension
/// `ld`; returns `ld` as cuBLAS's `int`.
pub(crate) fn matrix(
    what: &str,
    name: &str,
    len: usize,
    (rows, cols): (usize, usize),
    ld: usize,
) -> Result<c_int, Error> {
    let need = span(what, name, rows, cols, ld)?;
    if len < need {
        return Err(invalid(format!(
            "{what}: {name} has {len} elements; a {rows} × {cols} matrix with leading dimension {ld} \
             reaches {need}"
        )));
    }
    int(what, "a leading dimension", ld)
}

/// Checks that a buffer of `len` elements holds a banded matrix of `n` columns with `sub` bands
/// below the diagonal and `sup` above, stored a column of `sub + sup + 1` rows per matrix column
/// (BLAS's band storage) with leading dimension `ld >= sub + sup + 1`; returns `ld` as `int`.
pub(crate) fn band(
    what: &str,
    len: usize,
    n: usize,
    (sub, sup): (usize, usize),
    ld: usize,
) -> Result<c_int, Error> {
    let rows = sub
        .checked_add(sup)
        .and_then(|x| x.checked_add(1))
        .ok_or_else(|| invalid(format!("{what}: the band count passes a usize")))?;
    int(what, "the lower band count", sub)?;
    int(what, "the upper band count", sup)?;
    matrix(what, "the band matrix A", len, (rows, n), ld)
}

/// Checks that a buffer of `len` elements holds a packed triangle of an `n × n` matrix:
/// `n (n + 1) / 2` elements.
pub(crate) fn packed(what: &str, len: usize, n: usize) -> Result<(), Error> {
    let need = n
        .checked_add(1)
        .and_then(|x| x.checked_mul(n))
        .map(|x| x / 2)
        .ok_or_else(|| {
            invalid(format!(
                "{what}: a packed {n} × {n} triangle passes a usize"
            ))
        })?;
    if len < need {
        return Err(invalid(format!(
            "{what}: the packed matrix has {len} elements; a packed triangle of order {n} takes {need}"
        )));
    }
    Ok(())
}

/// Checks that a buffer of `len` elements holds `batch` matrices of `span` elements each, `stride`
/// apart (one matrix: `batch == 1`, stride unused).
pub(crate) fn holds(
    what: &str,
    name: &str,
    len: usize,
    span: usize,
    batch: usize,
    stride: usize,
) -> Result<(), Error> {
    let need = if span == 0 || batch == 0 {
        0
    } else {
        stride
            .checked_mul(batch - 1)
            .and_then(|x| x.checked_add(span))
            .ok_or_else(|| invalid(format!("{what}: {name}'s batch spans more than a usize")))?
    };
    if len < need {
        return Err(invalid(format!(
            "{what}: {name} has {len} elements; the call reads or writes {need} \
             ({batch} matrices of {span} elements, {stride} apart)"
        )));
    }
    Ok(())
}

/// The checked sizes of a GEMM `C = alpha op(A) op(B) + beta C`, `C` being `m × n` and the inner
/// dimension `k`, for `batch` products `stride_*` elements apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GemmShape {
    /// How `A` enters.
    pub op_a: Op,
    /// How `B` enters.
    pub op_b: Op,
    /// Rows of `C` and of `op(A)`.
    pub m: usize,
    /// Columns of `C` and of `op(B)`.
    pub n: usize,
    /// Columns of `op(A)`, rows of `op(B)`.
    pub k: usize,
    /// Leading dimension of `A` as stored.
    pub lda: usize,
    /// Leading dimension of `B` as stored.
    pub ldb: usize,
    /// Leading dimension of `C`.
    pub ldc: usize,
}

impl GemmShape {
    /// A product of packed matrices: `op(A)` is `m × k`, `op(B)` `k × n`, `C` `m × n`, each stored
    /// with its rows as leading dimension.
    pub fn packed(op_a: Op, op_b: Op, m: usize, n: usize, k: usize) -> GemmShape {
        GemmShape {
            op_a,
            op_b,
            m,
            n,
            k,
            lda: op_a.stored(m, k).0.max(1),
            ldb: op_b.stored(k, n).0.max(1),
            ldc: m.max(1),
        }
    }

    /// Checks the shape against the lengths of `A`, `B` and `C`, for `batch` products with the
    /// given strides (in elements; ignored for one product). `C`'s matrices must not overlap (each
    /// product writes its own). Returns the spans of `A`, `B` and `C`.
    pub(crate) fn check(
        &self,
        what: &str,
        lens: [usize; 3],
        batch: usize,
        strides: [usize; 3],
    ) -> Result<[usize; 3], Error> {
        let (ar, ac) = self.op_a.stored(self.m, self.k);
        let (br, bc) = self.op_b.stored(self.k, self.n);
        let spans = [
            span(what, "A", ar, ac, self.lda)?,
            span(what, "B", br, bc, self.ldb)?,
            span(what, "C", self.m, self.n, self.ldc)?,
        ];
        if batch > 1 && strides[2] < spans[2] && spans[2] > 0 {
            return Err(invalid(format!(
                "{what}: C's stride {} is less than one C ({} elements): the products would write \
                 over each other",
                strides[2], spans[2]
            )));
        }
        for (i, name) in ["A", "B", "C"].into_iter().enumerate() {
            holds(what, name, lens[i], spans[i], batch, strides[i])?;
        }
        for (name, v) in [
            ("m", self.m),
            ("n", self.n),
            ("k", self.k),
            ("lda", self.lda),
            ("ldb", self.ldb),
            ("ldc", self.ldc),
        ] {
            int(what, name, v)?;
        }
        Ok(spans)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(r: Result<[usize; 3], Error>) -> String {
        match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn refused_one<T: core::fmt::Debug>(r: Result<T, Error>) -> String {
        match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_band_matrix_needs_its_bands_rows_and_its_span() {
        // kl 1, ku 2: 4 stored rows; 5 columns, lda 4: 4 * 4 + 4 = 20 elements.
        assert_eq!(band("gbmv", 20, 5, (1, 2), 4).unwrap(), 4);
        let m = refused_one(band("gbmv", 19, 5, (1, 2), 4));
        assert!(
            m.contains("has 19 elements") && m.contains("reaches 20"),
            "{m}"
        );
        let m = refused_one(band("gbmv", 100, 5, (1, 2), 3));
        assert!(
            m.contains("leading dimension of the band matrix A is 3"),
            "{m}"
        );
        // A triangular band of k = 2: lda >= 3.
        assert!(band("tbmv", 9, 3, (2, 0), 3).is_ok());
        assert!(band("tbmv", 9, 3, (0, 2), 2).is_err());
        let m = refused_one(band("x", 0, 1, (usize::MAX, 1), 1));
        assert!(m.contains("passes a usize"), "{m}");
        let m = refused_one(band("x", 0, 0, (1 << 31, 0), 1 << 32));
        assert!(m.contains("past cuBLAS's int"), "{m}");
    }

    #[test]
    fn a_packed_triangle_needs_n_n_plus_one_over_two() {
        assert!(packed("spmv", 10, 4).is_ok());
        let m = refused_one(packed("spmv", 9, 4));
        assert!(
            m.contains("has 9 elements") && m.contains("takes 10"),
            "{m}"
        );
        assert!(packed("spmv", 0, 0).is_ok());
        assert!(refused_one(packed("spmv", usize::MAX, usize::MAX)).contains("usize"));
    }

    #[test]
    fn a_matrix_needs_its_span() {
        assert_eq!(matrix("f", "A", 11, (3, 3), 4).unwrap(), 4);
        let m = refused_one(matrix("f", "A", 10, (3, 3), 4));
        assert!(
            m.contains("A has 10 elements") && m.contains("reaches 11"),
            "{m}"
        );
    }

    #[test]
    fn a_packed_product_needs_exactly_its_three_matrices() {
        let s = GemmShape::packed(Op::N, Op::N, 3, 4, 5);
        assert_eq!(
            s.check("gemm", [15, 20, 12], 1, [0; 3]).unwrap(),
            [15, 20, 12]
        );
        let m = refused(s.check("gemm", [14, 20, 12], 1, [0; 3]));
        assert!(m.contains("A has 14 elements") && m.contains("15"), "{m}");
        let m = refused(s.check("gemm", [15, 20, 11], 1, [0; 3]));
        assert!(m.contains("C has 11"), "{m}");
    }

    #[test]
    fn a_transpose_swaps_the_stored_shape_and_leading_dimensions_are_checked() {
        // op(A) = Aᵀ is 3 × 5, so A is stored 5 × 3 with lda >= 5.
        let mut s = GemmShape::packed(Op::T, Op::N, 3, 4, 5);
        assert_eq!(s.lda, 5);
        s.lda = 4;
        let m = refused(s.check("gemm", [100, 100, 100], 1, [0; 3]));
        assert!(m.contains("leading dimension of A is 4"), "{m}");
        // A larger lda spans more: 7 * 2 + 5.
        s.lda = 7;
        assert_eq!(s.check("gemm", [19, 20, 12], 1, [0; 3]).unwrap()[0], 19);
        assert!(s.check("gemm", [18, 20, 12], 1, [0; 3]).is_err());
    }

    #[test]
    fn a_batch_needs_every_matrix_and_c_may_not_overlap() {
        let s = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
        // Three products, 4 apart: 4 * 2 + 4 = 12 elements each.
        assert!(s.check("b", [12, 12, 12], 3, [4, 4, 4]).is_ok());
        assert!(s.check("b", [12, 12, 11], 3, [4, 4, 4]).is_err());
        // A and B may be shared between products (stride 0); C may not.
        assert!(s.check("b", [4, 4, 12], 3, [0, 0, 4]).is_ok());
        let m = refused(s.check("b", [4, 4, 12], 3, [0, 0, 3]));
        assert!(m.contains("write over each other"), "{m}");
    }

    #[test]
    fn empty_products_need_nothing_and_huge_sizes_are_refused() {
        let s = GemmShape::packed(Op::N, Op::N, 0, 4, 5);
        assert_eq!(s.check("gemm", [0, 20, 0], 1, [0; 3]).unwrap(), [0, 20, 0]);
        let big = 1usize << 31;
        let s = GemmShape::packed(Op::N, Op::N, big, 1, 1);
        let m = refused(s.check("gemm", [big, 1, big], 1, [0; 3]));
        assert!(m.contains("past cuBLAS's int"), "{m}");
        let m = refused(
            GemmShape::packed(Op::N, Op::N, usize::MAX, 2, 2).check("gemm", [0; 3], 1, [0; 3]),
        );
        assert!(m.contains("usize") || m.contains("elements"), "{m}");
    }
}
