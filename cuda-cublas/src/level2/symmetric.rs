//! Symmetric and Hermitian matrices, of which one triangle (`fill`) is stored: full (`symv`, `syr`,
//! `syr2`, `hemv`, `her`, `her2`), banded (`hbmv`, `sbmv`) or packed (`hpmv`, `hpr`, `hpr2`, `spmv`,
//! `spr`, `spr2`). `n` is `x`'s length. The updates write only the stored triangle.

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use super::{Blas2, Hermitian};
use crate::error::Error;
use crate::handle::Handle;
use crate::level1::RealBlas;
use crate::shape::{band, int, matrix, packed};
use crate::vector::{addresses, want, Vector, VectorMut};
use crate::Fill;

impl Handle {
    /// `symv` or `hemv` through `call`.
    #[allow(clippy::too_many_arguments)]
    fn mat_vec<T: Blas2>(
        &mut self,
        what: &'static str,
        call: crate::raw::Symv<T>,
        fill: Fill,
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        x: Vector<'_, T>,
        beta: T,
        y: VectorMut<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = x.len();
        want(what, "y", y.len(), n)?;
        let lda = matrix(what, "A", a.len(), (n, n), lda)?;
        let cn = int(what, "n", x.len())?;
        let u = fill.raw();
        // SAFETY: A within its checked span, x and y of n elements; y written.
        unsafe {
            self.product(
                what,
                stream,
                (BufferUse::read(a), x, y),
                |l, h, [pa, px, py], [incx, incy]| {
                    call(
                        l, h, u, cn, &alpha, pa as _, lda, px as _, incx, &beta, py as _, incy,
                    )
                },
            )
        }
    }

    /// `syr` or `her` through `call`, whose `alpha` is of type `A`.
    #[allow(clippy::too_many_arguments)]
    fn rank1<T: Blas2, A: Copy + Send + Sync + 'static>(
        &mut self,
        what: &'static str,
        call: crate::raw::Syr<T, A>,
        fill: Fill,
        alpha: A,
        x: Vector<'_, T>,
        (a, lda): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = x.len();
        let lda = matrix(what, "A", a.len(), (n, n), lda)?;
        let (cn, incx) = x.ints(what, "n")?;
        let uses = vec![BufferUse::read(x.data), BufferUse::write(a)];
        let [px, pa] = addresses(&uses);
        let u = fill.raw();
        // SAFETY: x of n elements, A within its checked span; A read and written.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, u, cn, &alpha, px as _, incx, pa as _, lda)
            })
        }
    }

    /// `syr2` or `her2` through `call`.
    #[allow(clippy::too_many_arguments)]
    fn rank2<T: Blas2>(
        &mut self,
        what: &'static str,
        call: crate::raw::Syr2<T>,
        fill: Fill,
        alpha: T,
        x: Vector<'_, T>,
        y: Vector<'_, T>,
        (a, lda): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = x.len();
        want(what, "y", y.len(), n)?;
        let lda = matrix(what, "A", a.len(), (n, n), lda)?;
        let cn = int(what, "n", x.len())?;
        let u = fill.raw();
        // SAFETY: x and y of n elements, A within its checked span; A read and written.
        unsafe {
            self.update(
                what,
                stream,
                (x, y, BufferUse::write(a)),
                |l, h, [px, py, pa], [incx, incy]| {
                    call(
                        l, h, u, cn, &alpha, px as _, incx, py as _, incy, pa as _, lda,
                    )
                },
            )
        }
    }

    /// `y = alpha A x + beta y` (`cublas?hbmv`; for the real types `cublas?sbmv`), `A` an `n × n`
    /// Hermitian band matrix with `k` bands beside the diagonal, its `fill` triangle stored in BLAS's
    /// band layout (`k + 1` rows per column, as for [`tbmv_on`](Self::tbmv_on)), leading dimension
    /// `lda >= k + 1`; `x` and `y` of `n` elements, on `stream`.
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on); an `lda` below `k + 1`.
    #[allow(clippy::too_many_arguments)]
    pub fn hbmv_on<'a, T: Hermitian>(
        &mut self,
        fill: Fill,
        k: usize,
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        x: impl Into<Vector<'a, T>>,
        beta: T,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?hbmv";
        let (x, y) = (x.into(), y.into());
        let n = x.len();
        want(WHAT, "y", y.len(), n)?;
        let lda = band(WHAT, a.len(), n, (k, 0), lda)?;
        let (cn, ck) = (int(WHAT, "n", n)?, int(WHAT, "k", k)?);
        let u = fill.raw();
        // SAFETY: the band storage within its checked span, x and y of n elements; y written.
        unsafe {
            self.product(
                WHAT,
                stream,
                (BufferUse::read(a), x, y),
                |l, h, [pa, px, py], [incx, incy]| {
                    (T::HBMV)(
                        l, h, u, cn, ck, &alpha, pa as _, lda, px as _, incx, &beta, py as _, incy,
                    )
                },
            )
        }
    }

    /// `y = alpha A x + beta y` (`cublas?hpmv`; for the real types `cublas?spmv`), `A` an `n × n`
    /// Hermitian matrix whose `fill` triangle is packed column by column in `ap` (`n (n + 1) / 2`
    /// elements); `x` and `y` of `n` elements, on `stream`.
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on); an `ap` shorter than the packed triangle.
    #[allow(clippy::too_many_arguments)]
    pub fn hpmv_on<'a, T: Hermitian>(
        &mut self,
        fill: Fill,
        alpha: T,
        ap: &DeviceBuffer<T>,
        x: impl Into<Vector<'a, T>>,
        beta: T,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?hpmv";
        let (x, y) = (x.into(), y.into());
        let n = x.len();
        want(WHAT, "y", y.len(), n)?;
        packed(WHAT, ap.len(), n)?;
        let cn = int(WHAT, "n", x.len())?;
        let u = fill.raw();
        // SAFETY: the packed triangle within `ap` (checked), x and y of n elements; y written.
        unsafe {
            self.product(
                WHAT,
                stream,
                (BufferUse::read(ap), x, y),
                |l, h, [pa, px, py], [incx, incy]| {
                    (T::HPMV)(
                        l, h, u, cn, &alpha, pa as _, px as _, incx, &beta, py as _, incy,
                    )
                },
            )
        }
    }

    /// The packed `fill` triangle of `A = alpha x xᴴ + A` with a real `alpha` (`cublas?hpr`; for
    /// the real types `cublas?spr`), `ap` as for [`hpmv_on`](Self::hpmv_on), on `stream`.
    ///
    /// # Errors
    /// As [`hpmv_on`](Self::hpmv_on).
    pub fn hpr_on<'a, T: Hermitian>(
        &mut self,
        fill: Fill,
        alpha: T::Real,
        x: impl Into<Vector<'a, T>>,
        ap: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?hpr";
        let x = x.into();
        packed(WHAT, ap.len(), x.len())?;
        let (cn, incx) = x.ints(WHAT, "n")?;
        let uses = vec![BufferUse::read(x.data), BufferUse::write(ap)];
        let [px, pa] = addresses(&uses);
        let u = fill.raw();
        // SAFETY: x of n elements, the packed triangle within `ap` (checked); `ap` read and written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                (T::HPR)(l, h, u, cn, &alpha, px as _, incx, pa as _)
            })
        }
    }

    /// The packed `fill` triangle of `A = alpha x yᴴ + conj(alpha) y xᴴ + A` (`cublas?hpr2`; for
    /// the real types `cublas?spr2`), `ap` as for [`hpmv_on`](Self::hpmv_on); `y` of `x`'s length.
    ///
    /// # Errors
    /// As [`hpmv_on`](Self::hpmv_on).
    pub fn hpr2_on<'a, T: Hermitian>(
        &mut self,
        fill: Fill,
        alpha: T,
        x: impl Into<Vector<'a, T>>,
        y: impl Into<Vector<'a, T>>,
        ap: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?hpr2";
        let (x, y) = (x.into(), y.into());
        let n = x.len();
        want(WHAT, "y", y.len(), n)?;
        packed(WHAT, ap.len(), n)?;
        let cn = int(WHAT, "n", x.len())?;
        let u = fill.raw();
        // SAFETY: x and y of n elements, the packed triangle within `ap` (checked); `ap` read and
        // written.
        unsafe {
            self.update(
                WHAT,
                stream,
                (x, y, BufferUse::write(ap)),
                |l, h, [px, py, pa], [incx, incy]| {
                    (T::HPR2)(l, h, u, cn, &alpha, px as _, incx, py as _, incy, pa as _)
                },
            )
        }
    }

    /// `y = alpha A x + beta y` for a symmetric band `A` (`cublas?sbmv`): [`hbmv_on`](Self::hbmv_on)
    /// for the real types.
    ///
    /// # Errors
    /// As [`hbmv_on`](Self::hbmv_on).
    #[allow(clippy::too_many_arguments)]
    pub fn sbmv_on<'a, T: RealBlas>(
        &mut self,
        fill: Fill,
        k: usize,
        alpha: T,
        a: (&DeviceBuffer<T>, usize),
        x: impl Into<Vector<'a, T>>,
        beta: T,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.hbmv_on(fill, k, alpha, a, x, beta, y, stream)
    }

    /// `y = alpha A x + beta y` for a packed symmetric `A` (`cublas?spmv`):
    /// [`hpmv_on`](Self::hpmv_on) for the real types.
    ///
    /// # Errors
    /// As [`hpmv_on`](Self::hpmv_on).
    #[allow(clippy::too_many_arguments)]
    pub fn spmv_on<'a, T: RealBlas>(
        &mut self,
        fill: Fill,
        alpha: T,
        ap: &DeviceBuffer<T>,
        x: impl Into<Vector<'a, T>>,
        beta: T,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.hpmv_on(fill, alpha, ap, x, beta, y, stream)
    }

    /// The packed `fill` triangle of `A = alpha x xᵀ + A` (`cublas?spr`): [`hpr_on`](Self::hpr_on)
    /// for the real types.
    ///
    /// # Errors
    /// As [`hpr_on`](Self::hpr_on).
    pub fn spr_on<'a, T: RealBlas>(
        &mut self,
        fill: Fill,
        alpha: T,
        x: impl Into<Vector<'a, T>>,
        ap: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.hpr_on(fill, alpha, x, ap, stream)
    }

    /// The packed `fill` triangle of `A = alpha (x yᵀ + y xᵀ) + A` (`cublas?spr2`):
    /// [`hpr2_on`](Self::hpr2_on) for the real types.
    ///
    /// # Errors
    /// As [`hpr2_on`](Self::hpr2_on).
    pub fn spr2_on<'a, T: RealBlas>(
        &mut self,
        fill: Fill,
        alpha: T,
        x: impl Into<Vector<'a, T>>,
        y: impl Into<Vector<'a, T>>,
        ap: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.hpr2_on(fill, alpha, x, y, ap, stream)
    }
}

forward! {
    /// `y = alpha A x + beta y` (`cublas?symv`), `A` an `n × n` symmetric matrix of which the `fill`
    /// triangle is read (leading dimension `lda`), `x` and `y` of `n` elements, on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `lda` below `n`, an `A` shorter than the shape, `y` of
    /// another length than `x`, a size past `int`, a stream of another context; [`Error::Driver`];
    /// [`Error::Cublas`].
    fn symv_on<Blas2>(fill: Fill, alpha: T, a: (&DeviceBuffer<T>, usize),
        x: impl Into<Vector<'a, T>>, beta: T, y: impl Into<VectorMut<'a, T>>) -> ()
        => mat_vec("cublas?symv", SYMV);
    /// `y = alpha A x + beta y` (`cublas?hemv`; for the real types `cublas?symv`), `A` Hermitian, as
    /// [`symv_on`](Self::symv_on).
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on).
    fn hemv_on<Hermitian>(fill: Fill, alpha: T, a: (&DeviceBuffer<T>, usize),
        x: impl Into<Vector<'a, T>>, beta: T, y: impl Into<VectorMut<'a, T>>) -> ()
        => mat_vec("cublas?hemv", HEMV);
    /// The `fill` triangle of `A = alpha x xᵀ + A` (`cublas?syr`), `A` `n × n` symmetric with
    /// leading dimension `lda`, on `stream`.
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on).
    fn syr_on<Blas2>(fill: Fill, alpha: T, x: impl Into<Vector<'a, T>>,
        a: (&mut DeviceBuffer<T>, usize)) -> () => rank1("cublas?syr", SYR);
    /// The `fill` triangle of `A = alpha x xᴴ + A` with a real `alpha` (`cublas?her`; for the real
    /// types `cublas?syr`), `A` Hermitian, as [`syr_on`](Self::syr_on).
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on).
    fn her_on<Hermitian>(fill: Fill, alpha: T::Real, x: impl Into<Vector<'a, T>>,
        a: (&mut DeviceBuffer<T>, usize)) -> () => rank1("cublas?her", HER);
    /// The `fill` triangle of `A = alpha x yᵀ + alpha y xᵀ + A` (`cublas?syr2`), as
    /// [`syr_on`](Self::syr_on); `y` of `x`'s length.
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on).
    fn syr2_on<Blas2>(fill: Fill, alpha: T, x: impl Into<Vector<'a, T>>,
        y: impl Into<Vector<'a, T>>, a: (&mut DeviceBuffer<T>, usize)) -> ()
        => rank2("cublas?syr2", SYR2);
    /// The `fill` triangle of `A = alpha x yᴴ + conj(alpha) y xᴴ + A` (`cublas?her2`; for the real
    /// types `cublas?syr2`), as [`syr2_on`](Self::syr2_on).
    ///
    /// # Errors
    /// As [`symv_on`](Self::symv_on).
    fn her2_on<Hermitian>(fill: Fill, alpha: T, x: impl Into<Vector<'a, T>>,
        y: impl Into<Vector<'a, T>>, a: (&mut DeviceBuffer<T>, usize)) -> ()
        => rank2("cublas?her2", HER2);
}
