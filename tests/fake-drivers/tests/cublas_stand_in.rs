//! cuda-cublas's `Handle` against a stand-in libcublas made of Rust functions, on the host-memory fake
//! driver (`c/host_memory.c`, whose device memory is host memory and whose streams run work at once):
//! what the safe layer hands cuBLAS and when, without a GPU.
//!
//! The stand-in logs every call with the stream the handle was set to, and its `cublasSgemm` computes
//! the product on the host (the fake's device memory is host memory). So the tests see that the stream
//! and the workspace are set inside a call when the stream changed (and only then), that the workspace
//! handed over is the handle's own, whole, every time; that a call on another stream waits for the
//! handle's last work; that shapes the buffers cannot hold are refused before anything reaches cuBLAS;
//! that statuses come back as values, an unknown one kept and a missing function named; and that the
//! handle is destroyed once.
#![cfg_attr(miri, allow(unused))]

mod common;
/// Levels 1 and 2: strided vectors, banded and packed shapes, modes, captures.
#[path = "cublas_stand_in/level12.rs"]
mod level12;

use std::ffi::{c_int, c_void};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use common::{open, symbol, ONE_AT_A_TIME};
use cuda_cublas::sys::{
    cublasHandle_t, cublasOperation_t, cublasPointerMode_t, cublasStatus_t, cudaStream_t,
};
use cuda_cublas::{Cublas, Error, GemmShape, Handle, Op};
use cuda_driver::sys::{CUstream, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Driver, Stream};
use cuda_struct::FunctionInfo;
use fake_drivers as fake;

const OK: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_SUCCESS;

/// One handle of the stand-in: the stream it is set to.
struct Fake {
    stream: usize,
}

/// What the stand-in saw: (call, the handle's stream then, an argument).
static LOG: Mutex<Vec<(&'static str, usize, u64)>> = Mutex::new(Vec::new());
static LIVE: Mutex<i32> = Mutex::new(0);

fn log() -> MutexGuard<'static, Vec<(&'static str, usize, u64)>> {
    LOG.lock().unwrap_or_else(|e| e.into_inner())
}

fn live() -> i32 {
    *LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

fn take() -> Vec<(&'static str, usize, u64)> {
    std::mem::take(&mut *log())
}

/// # Safety
/// `h` is a live handle of the stand-in.
unsafe fn fake<'a>(h: cublasHandle_t) -> &'a mut Fake {
    // SAFETY: made by `create` from a box, not yet destroyed.
    unsafe { &mut *h.into_raw().cast::<Fake>() }
}

unsafe extern "C" fn create(h: *mut cublasHandle_t) -> cublasStatus_t {
    *LIVE.lock().unwrap() += 1;
    log().push(("create", 0, 0));
    let f = Box::new(Fake { stream: 0 });
    // SAFETY: a valid out-parameter.
    unsafe { *h = cublasHandle_t::from_raw(Box::into_raw(f).cast::<c_void>()) };
    OK
}

unsafe extern "C" fn destroy(h: cublasHandle_t) -> cublasStatus_t {
    // SAFETY: a live handle, made from a box.
    let f = unsafe { Box::from_raw(h.into_raw().cast::<Fake>()) };
    *LIVE.lock().unwrap() -= 1;
    log().push(("destroy", f.stream, 0));
    OK
}

unsafe extern "C" fn set_stream(h: cublasHandle_t, s: cudaStream_t) -> cublasStatus_t {
    // SAFETY: a live handle.
    let f = unsafe { fake(h) };
    f.stream = s.into_raw().addr();
    log().push(("set_stream", f.stream, 0));
    OK
}

unsafe extern "C" fn set_workspace(
    h: cublasHandle_t,
    ws: *mut c_void,
    bytes: usize,
) -> cublasStatus_t {
    // SAFETY: a live handle.
    let f = unsafe { fake(h) };
    log().push(("set_workspace", f.stream, bytes as u64));
    log().push(("workspace_at", f.stream, ws.addr() as u64));
    OK
}

unsafe extern "C" fn pointer_mode(h: cublasHandle_t, m: cublasPointerMode_t) -> cublasStatus_t {
    // SAFETY: a live handle.
    let f = unsafe { fake(h) };
    log().push(("pointer_mode", f.stream, m.raw() as u64));
    OK
}

/// `cublasSgemm_v2`, computed on the host (the fake's device memory is host memory).
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn sgemm(
    h: cublasHandle_t,
    ta: cublasOperation_t,
    tb: cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f32,
    a: *const f32,
    lda: c_int,
    b: *const f32,
    ldb: c_int,
    beta: *const f32,
    c: *mut f32,
    ldc: c_int,
) -> cublasStatus_t {
    // SAFETY: a live handle.
    let f = unsafe { fake(h) };
    log().push(("sgemm", f.stream, (m * n * k) as u64));
    let [m, n, k, lda, ldb, ldc] = [m, n, k, lda, ldb, ldc].map(|v| v as usize);
    let at = |i: usize, p: usize| match ta {
        cublasOperation_t::CUBLAS_OP_N => i + p * lda,
        _ => p + i * lda,
    };
    let bt = |p: usize, j: usize| match tb {
        cublasOperation_t::CUBLAS_OP_N => p + j * ldb,
        _ => j + p * ldb,
    };
    // SAFETY: host-mode scalars, and matrices the safe layer checked against the buffers.
    unsafe {
        for j in 0..n {
            for i in 0..m {
                let dot: f32 = (0..k).map(|p| *a.add(at(i, p)) * *b.add(bt(p, j))).sum();
                let out = c.add(i + j * ldc);
                *out = *alpha * dot + if *beta == 0.0 { 0.0 } else { *beta * *out };
            }
        }
    }
    OK
}

/// `cublasDgemm_v2`: answers a status newer than the crate's list.
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn dgemm_unknown(
    _h: cublasHandle_t,
    _ta: cublasOperation_t,
    _tb: cublasOperation_t,
    _m: c_int,
    _n: c_int,
    _k: c_int,
    _alpha: *const f64,
    _a: *const f64,
    _lda: c_int,
    _b: *const f64,
    _ldb: c_int,
    _beta: *const f64,
    _c: *mut f64,
    _ldc: c_int,
) -> cublasStatus_t {
    log().push(("dgemm", 0, 0));
    cublasStatus_t::from_raw(4242)
}

/// `cublasSaxpy_v2`, on the host.
unsafe extern "C" fn saxpy(
    h: cublasHandle_t,
    n: c_int,
    alpha: *const f32,
    x: *const f32,
    incx: c_int,
    y: *mut f32,
    incy: c_int,
) -> cublasStatus_t {
    // SAFETY: a live handle.
    let f = unsafe { fake(h) };
    log().push(("saxpy", f.stream, n as u64));
    let (incx, incy) = (incx as usize, incy as usize);
    for i in 0..n as usize {
        // SAFETY: n elements each, inc apart, checked by the safe layer.
        unsafe { *y.add(i * incy) += *alpha * *x.add(i * incx) };
    }
    OK
}

/// `cublasSdot_v2`, on the host, the result through a host pointer.
unsafe extern "C" fn sdot(
    h: cublasHandle_t,
    n: c_int,
    x: *const f32,
    incx: c_int,
    y: *const f32,
    incy: c_int,
    r: *mut f32,
) -> cublasStatus_t {
    // SAFETY: a live handle.
    let f = unsafe { fake(h) };
    log().push(("sdot", f.stream, n as u64));
    let (incx, incy) = (incx as usize, incy as usize);
    // SAFETY: n elements each, inc apart, and a host result.
    unsafe {
        *r = (0..n as usize)
            .map(|i| *x.add(i * incx) * *y.add(i * incy))
            .sum()
    };
    OK
}

/// The stand-in libcublas, made once.
fn stand_in() -> &'static Cublas {
    static MADE: std::sync::OnceLock<&'static Cublas> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let mut lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
            let p: *const () = match f.name {
                "cublasCreate_v2" => create as *const (),
                "cublasDestroy_v2" => destroy as *const (),
                "cublasSetStream_v2" => set_stream as *const (),
                "cublasSetWorkspace_v2" => set_workspace as *const (),
                "cublasSetPointerMode_v2" => pointer_mode as *const (),
                "cublasSgemm_v2" => sgemm as *const (),
                "cublasDgemm_v2" => dgemm_unknown as *const (),
                "cublasSaxpy_v2" => saxpy as *const (),
                "cublasSdot_v2" => sdot as *const (),
                name => level12::function(name)?,
            };
            NonNull::new(p.cast_mut().cast())
        };
        // SAFETY: each address is a function above with the prototype of the function of that name;
        // they touch only the matrices they are given, at once (as the fake driver runs all work).
        unsafe { Cublas::from_lookup(131000, &mut lookup) }
    })
}

/// How many times `waiter` waited for an event last recorded on `on` since the log was cleared.
fn waits_on(driver: &Driver, waiter: &Stream, on: &Stream) -> i32 {
    // SAFETY: the fake hands out `int fakeWaitsOn(CUstream, CUstream)` under this name.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn(CUstream, CUstream) -> i32>(symbol(
            driver,
            c"fakeWaitsOn",
        ))
    };
    // SAFETY: two handles, compared by value only.
    unsafe { f(waiter.raw(), on.raw()) }
}

/// Empties the fake's log of waits.
fn clear_waits(driver: &Driver) {
    // SAFETY: the fake hands out `void fakeWaitsClear(void)` under this name.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn()>(symbol(
            driver,
            c"fakeWaitsClear",
        ))
    };
    // SAFETY: no arguments.
    unsafe { f() }
}

/// The host's product of column-major `a` (m × k) and `b` (k × n).
fn product(a: &[f32], b: &[f32], m: usize, n: usize, k: usize) -> Vec<f32> {
    let mut c = vec![0.0; m * n];
    for j in 0..n {
        for i in 0..m {
            c[i + j * m] = (0..k).map(|p| a[i + p * m] * b[p + j * k]).sum();
        }
    }
    c
}

fn handle(ctx: &Context) -> Handle {
    Handle::with_library(stand_in(), ctx, 4096).unwrap()
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_stream_and_the_whole_workspace_are_set_inside_a_call_when_the_stream_changes() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    take();
    let mut blas = handle(&ctx);
    assert_eq!(take()[..2], [("create", 0, 0), ("pointer_mode", 0, 0)]);
    let (m, n, k) = (3, 2, 4);
    let av: Vec<f32> = (0..m * k).map(|x| x as f32).collect();
    let bv: Vec<f32> = (0..k * n).map(|x| 1.0 - x as f32).collect();
    let a = DeviceBuffer::from_slice(&home, &av).unwrap();
    let b = DeviceBuffer::from_slice(&home, &bv).unwrap();
    let mut c = DeviceBuffer::<f32>::zeroed(&home, m * n).unwrap();
    let shape = GemmShape::packed(Op::N, Op::N, m, n, k);
    blas.gemm_on(shape, 1.0, &a, &b, 0.0, &mut c, &home)
        .unwrap();
    let h = home.raw().into_raw().addr();
    let calls = take();
    assert_eq!(calls[0], ("set_stream", h, 0));
    assert_eq!(calls[1], ("set_workspace", h, 4096));
    let workspace_at = calls[2].2;
    assert_eq!(calls[3], ("sgemm", h, 24));
    assert_eq!(calls.len(), 4);
    assert_eq!(c.to_vec().unwrap(), product(&av, &bv, m, n, k));
    // The same stream again: neither set again; beta reads C.
    blas.gemm_on(shape, 1.0, &a, &b, 1.0, &mut c, &home)
        .unwrap();
    assert_eq!(take(), [("sgemm", h, 24)]);
    let twice: Vec<f32> = product(&av, &bv, m, n, k).iter().map(|x| 2.0 * x).collect();
    assert_eq!(c.to_vec().unwrap(), twice);
    // Another stream: both set again (cuBLAS drops the workspace at each stream), the same
    // workspace, and the call waits for the handle's last work on `home`.
    let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut theirs = DeviceBuffer::<f32>::zeroed(&other, m * n).unwrap();
    clear_waits(driver);
    blas.gemm_on(shape, 1.0, &a, &b, 0.0, &mut theirs, &other)
        .unwrap();
    let o = other.raw().into_raw().addr();
    assert_eq!(
        take(),
        [
            ("set_stream", o, 0),
            ("set_workspace", o, 4096),
            ("workspace_at", o, workspace_at),
            ("sgemm", o, 24)
        ]
    );
    assert!(
        waits_on(driver, &other, &home) >= 1,
        "the call on `other` did not wait for the handle's last work"
    );
    // The plain form: the handle's own stream.
    blas.gemm(shape, 1.0, &a, &b, 0.0, &mut theirs).unwrap();
    let own = blas.stream().raw().into_raw().addr();
    assert_eq!(take()[0], ("set_stream", own, 0));
    let before = live();
    drop(blas);
    assert_eq!(live(), before - 1, "the handle was not destroyed once");
    assert_eq!(take(), [("set_stream", own, 0), ("destroy", own, 0)]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn shapes_the_buffers_cannot_hold_are_refused_and_reach_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 12]).unwrap();
    let b = DeviceBuffer::from_slice(&home, &[1.0f32; 8]).unwrap();
    let mut c = DeviceBuffer::from_slice(&home, &[7.0f32; 6]).unwrap();
    take();
    let refused = |r: Result<(), Error>| match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    };
    // k = 5 needs 15 elements of A.
    let m = refused(blas.gemm(
        GemmShape::packed(Op::N, Op::N, 3, 2, 5),
        1.0,
        &a,
        &b,
        0.0,
        &mut c,
    ));
    assert!(m.contains("A has 12 elements"), "{m}");
    // A leading dimension below the stored rows.
    let mut s = GemmShape::packed(Op::N, Op::N, 3, 2, 4);
    s.ldc = 2;
    let m = refused(blas.gemm(s, 1.0, &a, &b, 0.0, &mut c));
    assert!(m.contains("leading dimension of C is 2"), "{m}");
    // A transposed B that the buffer cannot hold: op(B) = Bᵀ is 4 × 3, B stored 3 × 4 = 12.
    let m = refused(blas.gemm(
        GemmShape::packed(Op::N, Op::T, 3, 3, 4),
        1.0,
        &a,
        &b,
        0.0,
        &mut c,
    ));
    assert!(m.contains("B has 8 elements"), "{m}");
    // A batch whose C matrices overlap.
    let m = refused(blas.gemm_strided_batched(
        GemmShape::packed(Op::N, Op::N, 1, 2, 1),
        1.0,
        (&a, 1),
        (&b, 1),
        0.0,
        (&mut c, 1),
        3,
    ));
    assert!(m.contains("write over each other"), "{m}");
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(c.to_vec().unwrap(), [7.0; 6]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn statuses_are_values_an_unknown_one_kept_and_a_missing_function_named() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&home, &[1.0f64; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&home, &[0.0f64; 4]).unwrap();
    let shape = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
    let Err(Error::Cublas(e)) = blas.gemm(shape, 1.0, &a, &a, 0.0, &mut c) else {
        panic!("the stand-in's dgemm fails")
    };
    assert_eq!(e.call(), "cublasDgemm_v2");
    assert_eq!(e.code().map(|c| c.raw()), Some(4242));
    assert!(e.to_string().contains("unknown cublasStatus_t 4242"), "{e}");
    // The stand-in has no strided batch: a missing function, named, nothing written.
    let Err(Error::Cublas(e)) =
        blas.gemm_strided_batched(shape, 1.0, (&a, 0), (&a, 0), 0.0, (&mut c, 4), 1)
    else {
        panic!("the stand-in lacks cublasDgemmStridedBatched")
    };
    assert!(e.is_missing());
    assert_eq!(e.call(), "cublasDgemmStridedBatched");
    // The next call sets the stream again (whether the failed one did is unknown).
    take();
    let mut f = DeviceBuffer::from_slice(&home, &[1.0f32; 4]).unwrap();
    let g = DeviceBuffer::from_slice(&home, &[1.0f32; 4]).unwrap();
    blas.gemm(shape, 1.0, &g, &g, 0.0, &mut f).unwrap();
    assert_eq!(take()[0].0, "set_stream");
    assert_eq!(f.to_vec().unwrap(), [2.0; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn level_one_checks_lengths_and_returns_reductions_to_the_host() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let x = DeviceBuffer::from_slice(&home, &[1.0f32, 2.0, 3.0]).unwrap();
    let mut y = DeviceBuffer::from_slice(&home, &[10.0f32, 20.0, 30.0]).unwrap();
    let mut short = DeviceBuffer::from_slice(&home, &[5.0f32; 2]).unwrap();
    take();
    let Err(Error::InvalidArgument(m)) = blas.axpy_on(2.0, &x, &mut short, &home) else {
        panic!("vectors of two lengths were not refused")
    };
    assert!(m.contains("x has 3 elements and y 2"), "{m}");
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(short.to_vec().unwrap(), [5.0; 2]);
    blas.axpy_on(2.0, &x, &mut y, &home).unwrap();
    assert_eq!(y.to_vec().unwrap(), [12.0, 24.0, 36.0]);
    assert_eq!(blas.dot_on(&x, &y, &home).unwrap(), 12.0 + 48.0 + 108.0);
    let calls: Vec<&str> = take().into_iter().map(|c| c.0).collect();
    assert_eq!(
        calls,
        [
            "set_stream",
            "set_workspace",
            "workspace_at",
            "saxpy",
            "sdot"
        ]
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn level_three_shapes_are_checked_before_anything_reaches_cublas() {
    use cuda_cublas::{Diag, Fill, Side};
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 8]).unwrap();
    let mut b = DeviceBuffer::from_slice(&home, &[3.0f32; 9]).unwrap();
    take();
    let refused = |r: Result<(), Error>| match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    };
    // trsm from the left: A is m × m = 3 × 3 = 9 elements; 8 are given.
    let m = refused(blas.trsm_on(
        (Side::Left, Fill::Lower, Op::N, Diag::NonUnit),
        (3, 3),
        1.0,
        (&a, 3),
        (&mut b, 3),
        &home,
    ));
    assert!(m.contains("A has 8 elements"), "{m}");
    // syrk: C is n × n with ldc >= n.
    let m = refused(blas.syrk_on(
        Fill::Upper,
        Op::N,
        (3, 2),
        1.0,
        (&a, 3),
        0.0,
        (&mut b, 2),
        &home,
    ));
    assert!(m.contains("leading dimension of C is 2"), "{m}");
    // geam: op(A) = Aᵀ must be 3 × 3, A stored 3 × 3.
    let c = DeviceBuffer::from_slice(&home, &[0.0f32; 9]).unwrap();
    let m = refused(blas.geam_on(
        (Op::T, Op::N),
        (3, 3),
        1.0,
        (&a, 3),
        0.0,
        (&c, 3),
        (&mut b, 3),
        &home,
    ));
    assert!(m.contains("A has 8 elements"), "{m}");
    // ger: x of 3 and y of 3 make A 3 × 3 = 9 elements; `a` has 8.
    let x = DeviceBuffer::from_slice(&home, &[1.0f32; 3]).unwrap();
    let mut a8 = DeviceBuffer::from_slice(&home, &[1.0f32; 8]).unwrap();
    let m = refused(blas.ger_on(1.0, &x, &x, (&mut a8, 3), &home));
    assert!(m.contains("A has 8 elements"), "{m}");
    // symv: y of another length than x.
    let m = refused(blas.symv_on(Fill::Lower, 1.0, (&c, 3), &x, 0.0, &mut a8, &home));
    assert!(m.contains("y has 8 elements"), "{m}");
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(b.to_vec().unwrap(), [3.0; 9]);
}
