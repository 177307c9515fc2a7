//! Levels 1 and 2 against the stand-in: a shape the buffers cannot hold (a strided vector past its
//! buffer, a band's leading dimension below its bands, a packed triangle too short, an increment past
//! `int`) is refused before anything reaches cuBLAS; strided views reach it with their increments and
//! offsets; each operand reaches the funnel with its mode (a probe's read of it on another stream
//! waits for the call only if the call wrote it); the complex `ger` and `dot` are the conjugated
//! ones; and the calls that touch host memory as they are made are refused inside a capture.

use std::ffi::c_int;
use std::sync::{Mutex, MutexGuard};

use cuda_cublas::sys::{
    cuComplex, cublasDiagType_t, cublasFillMode_t, cublasHandle_t, cublasOperation_t,
    cublasStatus_t,
};
use cuda_cublas::{Diag, Error, Fill, Op, Vector, VectorMut};
use cuda_driver::sys::CUstream_flags;
use cuda_driver::{DeviceBuffer, Driver, Stream};

use super::common::{open, ONE_AT_A_TIME};
use super::{clear_waits, fake, handle, log, take, waits_on};
use fake_drivers as fake_libs;

/// The integer arguments each logged call received, by C name.
static ARGS: Mutex<Vec<(&'static str, Vec<i64>)>> = Mutex::new(Vec::new());

fn args() -> MutexGuard<'static, Vec<(&'static str, Vec<i64>)>> {
    ARGS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Stand-ins that log their call and integer arguments and do nothing else, and the lookup of them
/// by C name.
macro_rules! logged {
    ($($f:ident $name:literal ($($a:ident: $t:ty),*) [$($int:ident),*];)*) => {
        $(
            #[allow(clippy::too_many_arguments)]
            unsafe extern "C" fn $f(h: cublasHandle_t, $($a: $t),*) -> cublasStatus_t {
                // SAFETY: a live handle.
                let f = unsafe { fake(h) };
                log().push(($name, f.stream, 0));
                args().push(($name, vec![$(i64::from($int)),*]));
                let _ = ($($a,)*);
                super::OK
            }
        )*

        /// The stand-in of this module named `name`.
        pub(super) fn function(name: &str) -> Option<*const ()> {
            Some(match name {
                $($name => $f as *const (),)*
                _ => return None,
            })
        }
    };
}

type Uplo = cublasFillMode_t;
type Trans = cublasOperation_t;
type DiagT = cublasDiagType_t;
type P = *const f32;
type Pm = *mut f32;
type C = *const cuComplex;
type Cm = *mut cuComplex;

logged! {
    sgemv "cublasSgemv_v2" (t: Trans, m: c_int, n: c_int, al: P, a: P, lda: c_int, x: P,
        incx: c_int, be: P, y: Pm, incy: c_int) [m, n, lda, incx, incy];
    sgbmv "cublasSgbmv_v2" (t: Trans, m: c_int, n: c_int, kl: c_int, ku: c_int, al: P, a: P,
        lda: c_int, x: P, incx: c_int, be: P, y: Pm, incy: c_int) [m, n, kl, ku, lda, incx, incy];
    sger "cublasSger_v2" (m: c_int, n: c_int, al: P, x: P, incx: c_int, y: P, incy: c_int, a: Pm,
        lda: c_int) [m, n, incx, incy, lda];
    strmv "cublasStrmv_v2" (u: Uplo, t: Trans, d: DiagT, n: c_int, a: P, lda: c_int, x: Pm,
        incx: c_int) [n, lda, incx];
    stbsv "cublasStbsv_v2" (u: Uplo, t: Trans, d: DiagT, n: c_int, k: c_int, a: P, lda: c_int,
        x: Pm, incx: c_int) [n, k, lda, incx];
    stpmv "cublasStpmv_v2" (u: Uplo, t: Trans, d: DiagT, n: c_int, ap: P, x: Pm, incx: c_int)
        [n, incx];
    sspr "cublasSspr_v2" (u: Uplo, n: c_int, al: P, x: P, incx: c_int, ap: Pm) [n, incx];
    ssbmv "cublasSsbmv_v2" (u: Uplo, n: c_int, k: c_int, al: P, a: P, lda: c_int, x: P,
        incx: c_int, be: P, y: Pm, incy: c_int) [n, k, lda, incx, incy];
    srot "cublasSrot_v2" (n: c_int, x: Pm, incx: c_int, y: Pm, incy: c_int, c: P, s: P)
        [n, incx, incy];
    cgeru "cublasCgeru_v2" (m: c_int, n: c_int, al: C, x: C, incx: c_int, y: C, incy: c_int,
        a: Cm, lda: c_int) [m, n];
    cgerc "cublasCgerc_v2" (m: c_int, n: c_int, al: C, x: C, incx: c_int, y: C, incy: c_int,
        a: Cm, lda: c_int) [m, n];
    cdotu "cublasCdotu_v2" (n: c_int, x: C, incx: c_int, y: C, incy: c_int, r: Cm) [n];
    cdotc "cublasCdotc_v2" (n: c_int, x: C, incx: c_int, y: C, incy: c_int, r: Cm) [n];
    chpr "cublasChpr_v2" (u: Uplo, n: c_int, al: P, x: C, incx: c_int, ap: Cm) [n, incx];
}

/// The calls logged since the last `take`, by name, with their integer arguments.
fn take_args() -> Vec<(&'static str, Vec<i64>)> {
    std::mem::take(&mut *args())
}

fn refused<T: std::fmt::Debug>(r: Result<T, Error>) -> String {
    match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn level_two_shapes_and_strides_the_buffers_cannot_hold_are_refused_before_any_call() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake_libs::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 12]).unwrap();
    let x = DeviceBuffer::from_slice(&home, &[1.0f32; 4]).unwrap();
    let mut y = DeviceBuffer::from_slice(&home, &[5.0f32; 4]).unwrap();
    let mut ap = DeviceBuffer::from_slice(&home, &[5.0f32; 9]).unwrap();
    take();
    take_args();
    // A strided view past its buffer, and an increment of 0: refused as the view is made.
    let m = refused(Vector::strided(&x, 3, 2));
    assert!(m.contains("reaches 5 elements; the buffer has 4"), "{m}");
    assert!(refused(VectorMut::strided(&mut y, 2, 0)).contains("increment is 0"));
    // An increment past cuBLAS's int: the view is one element, the call is refused.
    let far = Vector::strided(&x, 1, 1 << 31).unwrap();
    let y1 = VectorMut::strided(&mut y, 1, 1).unwrap();
    let m = refused(blas.axpy_on(1.0, far, y1, &home));
    assert!(m.contains("past cuBLAS's int"), "{m}");
    // gbmv: kl 1 + ku 2 + 1 = 4 stored rows, so lda 3 is too small; with lda 4, 4 columns span 16.
    let m = refused(blas.gbmv_on(Op::N, (4, 4, 1, 2), 1.0, (&a, 3), &x, 0.0, &mut y, &home));
    assert!(
        m.contains("leading dimension of the band matrix A is 3"),
        "{m}"
    );
    let m = refused(blas.gbmv_on(Op::N, (4, 4, 1, 2), 1.0, (&a, 4), &x, 0.0, &mut y, &home));
    assert!(
        m.contains("has 12 elements") && m.contains("reaches 16"),
        "{m}"
    );
    // gbmv: op(A) of a 3 × 4 A is 3 × 4, so y must have 3 elements.
    let m = refused(blas.gbmv_on(Op::N, (3, 4, 0, 0), 1.0, (&a, 1), &x, 0.0, &mut y, &home));
    assert!(m.contains("y has 4 elements; the shape takes 3"), "{m}");
    // tbsv: k = 3 needs lda >= 4.
    let tri = (Fill::Upper, Op::N, Diag::NonUnit);
    let m = refused(blas.tbsv_on(tri, 3, (&a, 3), &mut y, &home));
    assert!(
        m.contains("leading dimension of the band matrix A is 3"),
        "{m}"
    );
    // tpmv: a packed triangle of order 4 takes 10 elements; 9 are given.
    let m = refused(blas.tpmv_on(tri, &ap, &mut y, &home));
    assert!(
        m.contains("has 9 elements") && m.contains("takes 10"),
        "{m}"
    );
    let m = refused(blas.spr_on(Fill::Lower, 1.0, &x, &mut ap, &home));
    assert!(m.contains("takes 10"), "{m}");
    // trmv: a 4 × 4 A with lda 4 reaches 16 elements; 12 are given.
    let m = refused(blas.trmv_on(tri, (&a, 4), &mut y, &home));
    assert!(m.contains("A has 12 elements"), "{m}");
    // sbmv: y of another length than x (a strided view of 2).
    let y2 = VectorMut::strided(&mut y, 2, 2).unwrap();
    let m = refused(blas.sbmv_on(Fill::Lower, 1, 1.0, (&a, 2), &x, 0.0, y2, &home));
    assert!(m.contains("y has 2 elements; the shape takes 4"), "{m}");
    // syr2: y of another length than x.
    let x3 = Vector::strided(&x, 3, 1).unwrap();
    let mut full = DeviceBuffer::from_slice(&home, &[0.0f32; 16]).unwrap();
    let m = refused(blas.syr2_on(Fill::Upper, 1.0, &x, x3, (&mut full, 4), &home));
    assert!(m.contains("y has 3 elements"), "{m}");
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert!(take_args().is_empty());
    assert_eq!(y.to_vec().unwrap(), [5.0; 4]);
    assert_eq!(ap.to_vec().unwrap(), [5.0; 9]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn strided_views_reach_cublas_with_their_increments_and_offsets() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake_libs::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let xv: Vec<f32> = (0..9).map(|i| i as f32).collect();
    let x = DeviceBuffer::from_slice(&home, &xv).unwrap();
    let mut y = DeviceBuffer::from_slice(&home, &[0.0f32; 8]).unwrap();
    take();
    // x[0], x[3], x[6] into y[1], y[3], y[5] (a slice from 1, every second element).
    let xs = Vector::strided(&x, 3, 3).unwrap();
    let ys = VectorMut::strided(y.slice_mut(1..).unwrap(), 3, 2).unwrap();
    blas.axpy_on(2.0, xs, ys, &home).unwrap();
    assert_eq!(
        y.to_vec().unwrap(),
        [0.0, 0.0, 0.0, 6.0, 0.0, 12.0, 0.0, 0.0]
    );
    // The dot of x's odd elements (1, 3, 5, 7) with y's first four.
    let odd = Vector::strided(x.slice(1..).unwrap(), 4, 2).unwrap();
    let first = Vector::strided(y.slice(..4).unwrap(), 4, 1).unwrap();
    assert_eq!(blas.dot_on(odd, first, &home).unwrap(), 7.0 * 6.0);
    // A band and a strided vector: the integers reach cuBLAS as given.
    take_args();
    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 20]).unwrap();
    let mut z = DeviceBuffer::from_slice(&home, &[0.0f32; 10]).unwrap();
    let zs = VectorMut::strided(&mut z, 5, 2).unwrap();
    let x5 = Vector::strided(&x, 5, 2).unwrap();
    blas.gbmv_on(Op::T, (5, 5, 2, 1), 1.0, (&a, 4), x5, 0.0, zs, &home)
        .unwrap();
    let z5 = VectorMut::strided(&mut z, 5, 2).unwrap();
    blas.tbsv_on((Fill::Lower, Op::N, Diag::Unit), 3, (&a, 4), z5, &home)
        .unwrap();
    assert_eq!(
        take_args(),
        [
            ("cublasSgbmv_v2", vec![5, 5, 2, 1, 4, 2, 2]),
            ("cublasStbsv_v2", vec![5, 3, 4, 2])
        ]
    );
}

/// Whether a read of `buf` on `probe` waits for work last queued on `on`: the probe copies `buf`.
fn read_waits(driver: &Driver, probe: &Stream, on: &Stream, buf: &DeviceBuffer<f32>) -> bool {
    let mut out = DeviceBuffer::<f32>::zeroed(probe, buf.len()).unwrap();
    clear_waits(driver);
    out.copy_from_device(buf, probe).unwrap();
    waits_on(driver, probe, on) > 0
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn each_operand_reaches_the_funnel_with_its_mode() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake_libs::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut blas = handle(&ctx);
    let flags = CUstream_flags::CU_STREAM_NON_BLOCKING;
    let (call, probe) = (
        Stream::new(&ctx, flags).unwrap(),
        Stream::new(&ctx, flags).unwrap(),
    );
    let fresh = |len: usize| DeviceBuffer::from_slice(&home, &vec![1.0f32; len]).unwrap();
    // gemv: A and x read, y written.
    let (a, x, mut y) = (fresh(16), fresh(4), fresh(4));
    blas.gemv_on(Op::N, (4, 4, 4), 1.0, &a, &x, 0.0, &mut y, &call)
        .unwrap();
    assert!(!read_waits(driver, &probe, &call, &a), "gemv wrote A");
    assert!(!read_waits(driver, &probe, &call, &x), "gemv wrote x");
    assert!(
        read_waits(driver, &probe, &call, &y),
        "gemv did not write y"
    );
    // ger: x and y read, A written.
    let (x, y, mut a) = (fresh(4), fresh(4), fresh(16));
    blas.ger_on(1.0, &x, &y, (&mut a, 4), &call).unwrap();
    assert!(!read_waits(driver, &probe, &call, &x), "ger wrote x");
    assert!(!read_waits(driver, &probe, &call, &y), "ger wrote y");
    assert!(read_waits(driver, &probe, &call, &a), "ger did not write A");
    // trmv and tpmv: A read, x written.
    let tri = (Fill::Lower, Op::T, Diag::NonUnit);
    let (a, mut x) = (fresh(16), fresh(4));
    blas.trmv_on(tri, (&a, 4), &mut x, &call).unwrap();
    assert!(!read_waits(driver, &probe, &call, &a), "trmv wrote A");
    assert!(
        read_waits(driver, &probe, &call, &x),
        "trmv did not write x"
    );
    let (ap, mut x) = (fresh(10), fresh(4));
    blas.tpmv_on(tri, &ap, &mut x, &call).unwrap();
    assert!(!read_waits(driver, &probe, &call, &ap), "tpmv wrote AP");
    assert!(
        read_waits(driver, &probe, &call, &x),
        "tpmv did not write x"
    );
    // spr: x read, AP written; sbmv: A and x read, y written.
    let (x, mut ap) = (fresh(4), fresh(10));
    blas.spr_on(Fill::Upper, 1.0, &x, &mut ap, &call).unwrap();
    assert!(!read_waits(driver, &probe, &call, &x), "spr wrote x");
    assert!(
        read_waits(driver, &probe, &call, &ap),
        "spr did not write AP"
    );
    let (a, x, mut y) = (fresh(8), fresh(4), fresh(4));
    blas.sbmv_on(Fill::Upper, 1, 1.0, (&a, 2), &x, 0.0, &mut y, &call)
        .unwrap();
    assert!(!read_waits(driver, &probe, &call, &a), "sbmv wrote A");
    assert!(!read_waits(driver, &probe, &call, &x), "sbmv wrote x");
    assert!(
        read_waits(driver, &probe, &call, &y),
        "sbmv did not write y"
    );
    // rot: both written.
    let (mut x, mut y) = (fresh(4), fresh(4));
    blas.rot_on(&mut x, &mut y, (0.6, 0.8), &call).unwrap();
    assert!(read_waits(driver, &probe, &call, &x), "rot did not write x");
    assert!(read_waits(driver, &probe, &call, &y), "rot did not write y");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_complex_ger_and_dot_are_the_conjugated_ones_and_her_takes_a_real_alpha() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake_libs::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let one = cuComplex::new().with_x(1.0);
    let x = DeviceBuffer::from_slice(&home, &[one; 3]).unwrap();
    let mut a = DeviceBuffer::from_slice(&home, &[one; 9]).unwrap();
    take_args();
    blas.ger_on(one, &x, &x, (&mut a, 3), &home).unwrap();
    blas.gerc_on(one, &x, &x, (&mut a, 3), &home).unwrap();
    blas.geru_on(one, &x, &x, (&mut a, 3), &home).unwrap();
    blas.dot_on(&x, &x, &home).unwrap();
    blas.dotu_on(&x, &x, &home).unwrap();
    let mut ap = DeviceBuffer::from_slice(&home, &[one; 6]).unwrap();
    blas.hpr_on(Fill::Lower, 2.0f32, &x, &mut ap, &home)
        .unwrap();
    let names: Vec<&str> = take_args().into_iter().map(|c| c.0).collect();
    assert_eq!(
        names,
        [
            "cublasCgerc_v2",
            "cublasCgerc_v2",
            "cublasCgeru_v2",
            "cublasCdotc_v2",
            "cublasCdotu_v2",
            "cublasChpr_v2"
        ]
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn calls_that_touch_host_memory_as_they_are_made_are_refused_in_a_capture() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake_libs::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let mut x = DeviceBuffer::from_slice(&home, &[1.0f32; 4]).unwrap();
    let mut y = DeviceBuffer::from_slice(&home, &[2.0f32; 4]).unwrap();
    take();
    let graph = ctx.capture(|s| {
        let what = [
            refused(blas.iamin_on(&x, s)),
            refused(blas.dotu_on(&x, &y, s)),
            refused(blas.rotg_on(1.0f32, 2.0, s)),
            refused(blas.rotmg_on((1.0f32, 1.0), (1.0, 2.0), s)),
            refused(blas.rotm_on(&mut x, &mut y, [-1.0f32; 5], s)),
        ];
        for m in what {
            assert!(m.contains("which a capture cannot record"), "{m}");
        }
        // A rotation with host scalars is captured like any call with alpha.
        blas.rot_on(&mut x, &mut y, (1.0, 0.0), s)
            .map_err(cuda_driver::Error::from)
    });
    drop(graph.unwrap());
    let calls: Vec<&str> = take().into_iter().map(|c| c.0).collect();
    assert_eq!(calls.iter().filter(|c| c.starts_with("cublas")).count(), 1);
    assert!(calls.contains(&"cublasSrot_v2"), "{calls:?}");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_transpose_swaps_the_vector_lengths_and_views_of_slices_count_from_the_slice() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake_libs::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 12]).unwrap();
    let x = DeviceBuffer::from_slice(&home, &[1.0f32; 9]).unwrap();
    let mut y = DeviceBuffer::from_slice(&home, &[5.0f32; 4]).unwrap();
    take();
    take_args();
    // A stored 3 × 4: y = A x takes x of 4 and y of 3; y = Aᵀ x takes x of 3 and y of 4.
    let x4 = Vector::strided(&x, 4, 1).unwrap();
    let m = refused(blas.gemv_on(Op::T, (3, 4, 3), 1.0, &a, x4, 0.0, &mut y, &home));
    assert!(m.contains("x has 4 elements; the shape takes 3"), "{m}");
    let (x3, y3) = (
        Vector::strided(&x, 3, 1).unwrap(),
        y.slice_mut(..3).unwrap(),
    );
    let m = refused(blas.gemv_on(Op::C, (3, 4, 3), 1.0, &a, x3, 0.0, y3, &home));
    assert!(m.contains("y has 3 elements; the shape takes 4"), "{m}");
    // The same with lda 3 < m 4 for the stored 4 × 3, and with A's 12 elements short of lda 5.
    let m = refused(blas.gemv_on(Op::N, (4, 3, 3), 1.0, &a, x3, 0.0, &mut y, &home));
    assert!(m.contains("leading dimension of A is 3"), "{m}");
    let m = refused(blas.gemv_on(Op::N, (4, 3, 5), 1.0, &a, x3, 0.0, &mut y, &home));
    assert!(m.contains("reaches 14"), "{m}");
    // ger: A is x's length × y's length: 4 × 3 with lda 4 fits 12 elements, with lda 5 (14) it does not.
    let mut a2 = DeviceBuffer::from_slice(&home, &[0.0f32; 12]).unwrap();
    let x4 = Vector::strided(&x, 4, 2).unwrap();
    let m = refused(blas.geru_on(1.0, x4, x3, (&mut a2, 5), &home));
    assert!(
        m.contains("A has 12 elements") && m.contains("reaches 14"),
        "{m}"
    );
    let m = refused(blas.ger_on(1.0, x4, x3, (&mut a2, 3), &home));
    assert!(m.contains("leading dimension of A is 3"), "{m}");
    // A view of a slice is measured against the slice: x[3..] has 6 elements, so 4 elements 2
    // apart (7) do not fit though the buffer has 9; x[2..] has 7 and they do.
    let m = refused(Vector::strided(x.slice(3..).unwrap(), 4, 2));
    assert!(m.contains("reaches 7 elements; the buffer has 6"), "{m}");
    assert!(refused(Vector::strided(x.slice(9..).unwrap(), 1, 1)).contains("has 0"));
    let m = refused(Vector::strided(&x, usize::MAX, 2));
    assert!(m.contains("more elements than a usize"), "{m}");
    assert!(refused(Vector::strided(&x, 0, 0)).contains("increment is 0"));
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(y.to_vec().unwrap(), [5.0; 4]);
    assert_eq!(a2.to_vec().unwrap(), [0.0; 12]);
    // The fitting calls go through with the transposed lengths, and an empty view with any
    // increment of an empty slice is a call of n = 0.
    let x3 = Vector::strided(x.slice(2..).unwrap(), 3, 3).unwrap();
    blas.gemv_on(Op::T, (3, 4, 3), 1.0, &a, x3, 0.0, &mut y, &home)
        .unwrap();
    blas.ger_on(1.0, x4, x3, (&mut a2, 4), &home).unwrap();
    let none = VectorMut::strided(y.slice_mut(4..).unwrap(), 0, 7).unwrap();
    blas.trmv_on((Fill::Upper, Op::N, Diag::Unit), (&a, 1), none, &home)
        .unwrap();
    assert_eq!(
        take_args(),
        [
            ("cublasSgemv_v2", vec![3, 4, 3, 3, 1]),
            ("cublasSger_v2", vec![4, 3, 2, 3, 4]),
            ("cublasStrmv_v2", vec![0, 1, 7])
        ]
    );
}
