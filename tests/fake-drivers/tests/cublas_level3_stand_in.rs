//! cuda-cublas's level 3, its batches of pointer arrays and its `Ex` GEMMs against a stand-in libcublas
//! made of Rust functions, on the host-memory fake driver (device memory is host memory, streams run
//! work at once): that every shape the buffers cannot hold is refused before anything reaches cuBLAS;
//! that a pointer batch hands cuBLAS device arrays holding exactly its buffers' addresses, live during
//! the call and freed after it; and that each operand reaches the ordering funnel with its mode (a
//! matrix only read does not make a later reader wait, a written one does).
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::{c_int, c_longlong, c_void};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use common::{count, open, symbol, ONE_AT_A_TIME};
use cuda_cublas::sys::{
    cuComplex, cublasComputeType_t, cublasDiagType_t, cublasFillMode_t, cublasGemmAlgo_t,
    cublasHandle_t, cublasOperation_t, cublasPointerMode_t, cublasSideMode_t, cublasStatus_t,
    cudaDataType, cudaStream_t,
};
use cuda_cublas::{Compute, Cublas, Diag, Error, Fill, GemmShape, Handle, Op, Side, F16};
use cuda_driver::sys::{CUstream, CUstream_flags};
use cuda_driver::{BufferUse, Context, DeviceBuffer, Driver, Stream};
use cuda_struct::FunctionInfo;
use fake_drivers as fake;

const OK: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_SUCCESS;

/// What the stand-in's routines saw: (routine, the addresses it was handed or read).
static LOG: Mutex<Vec<(&'static str, Vec<u64>)>> = Mutex::new(Vec::new());

fn log() -> MutexGuard<'static, Vec<(&'static str, Vec<u64>)>> {
    LOG.lock().unwrap_or_else(|e| e.into_inner())
}

fn take() -> Vec<(&'static str, Vec<u64>)> {
    std::mem::take(&mut *log())
}

unsafe extern "C" fn create(h: *mut cublasHandle_t) -> cublasStatus_t {
    // A handle is a boxed word: the stand-in keeps no state in it.
    let word = Box::into_raw(Box::new(0u64)).cast::<c_void>();
    // SAFETY: a valid out-parameter.
    unsafe { *h = cublasHandle_t::from_raw(word) };
    OK
}

unsafe extern "C" fn destroy(h: cublasHandle_t) -> cublasStatus_t {
    // SAFETY: made by `create` from a box.
    drop(unsafe { Box::from_raw(h.into_raw().cast::<u64>()) });
    OK
}

unsafe extern "C" fn set_stream(_h: cublasHandle_t, _s: cudaStream_t) -> cublasStatus_t {
    OK
}

unsafe extern "C" fn set_workspace(
    _h: cublasHandle_t,
    _w: *mut c_void,
    _b: usize,
) -> cublasStatus_t {
    OK
}

unsafe extern "C" fn pointer_mode(_h: cublasHandle_t, _m: cublasPointerMode_t) -> cublasStatus_t {
    OK
}

/// `cublasSgemmBatched`, on the host: reads the three address arrays and computes each product
/// (no transposes, `beta` 0), logging the addresses it read.
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn sgemm_batched(
    _h: cublasHandle_t,
    ta: cublasOperation_t,
    tb: cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f32,
    a: *const *const f32,
    lda: c_int,
    b: *const *const f32,
    ldb: c_int,
    _beta: *const f32,
    c: *const *mut f32,
    ldc: c_int,
    batch: c_int,
) -> cublasStatus_t {
    assert_eq!(
        (ta, tb),
        (
            cublasOperation_t::CUBLAS_OP_N,
            cublasOperation_t::CUBLAS_OP_N
        )
    );
    let [m, n, k, lda, ldb, ldc, batch] = [m, n, k, lda, ldb, ldc, batch].map(|v| v as usize);
    let mut seen = Vec::new();
    // SAFETY: the arrays hold `batch` addresses of matrices the safe layer checked; host scalars.
    unsafe {
        for i in 0..batch {
            let (ai, bi, ci) = (*a.add(i), *b.add(i), *c.add(i));
            seen.extend([ai.addr(), bi.addr(), ci.addr()].map(|p| p as u64));
            for j in 0..n {
                for r in 0..m {
                    let dot: f32 = (0..k)
                        .map(|p| *ai.add(r + p * lda) * *bi.add(p + j * ldb))
                        .sum();
                    *ci.add(r + j * ldc) = *alpha * dot;
                }
            }
        }
    }
    log().push(("sgemm_batched", seen));
    OK
}

/// `cublasStrsmBatched`: logs the addresses its arrays hold and scales each `B` by `alpha` (the
/// solve with a unit identity).
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn strsm_batched(
    _h: cublasHandle_t,
    _side: cublasSideMode_t,
    _uplo: cublasFillMode_t,
    _op: cublasOperation_t,
    _diag: cublasDiagType_t,
    m: c_int,
    n: c_int,
    alpha: *const f32,
    a: *const *const f32,
    _lda: c_int,
    b: *const *mut f32,
    ldb: c_int,
    batch: c_int,
) -> cublasStatus_t {
    let mut seen = Vec::new();
    // SAFETY: as in `sgemm_batched`.
    unsafe {
        for i in 0..batch as usize {
            let (ai, bi) = (*a.add(i), *b.add(i));
            seen.extend([ai.addr() as u64, bi.addr() as u64]);
            for j in 0..n as usize {
                for r in 0..m as usize {
                    *bi.add(r + j * ldb as usize) *= *alpha;
                }
            }
        }
    }
    log().push(("strsm_batched", seen));
    OK
}

/// `cublasStrmm_v2`: logs the three addresses and writes `C = alpha B` (a unit identity `A`).
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn strmm(
    _h: cublasHandle_t,
    _side: cublasSideMode_t,
    _uplo: cublasFillMode_t,
    _op: cublasOperation_t,
    _diag: cublasDiagType_t,
    m: c_int,
    n: c_int,
    alpha: *const f32,
    a: *const f32,
    _lda: c_int,
    b: *const f32,
    ldb: c_int,
    c: *mut f32,
    ldc: c_int,
) -> cublasStatus_t {
    log().push((
        "strmm",
        vec![a.addr() as u64, b.addr() as u64, c.addr() as u64],
    ));
    // SAFETY: matrices the safe layer checked; a host scalar.
    unsafe {
        for j in 0..n as usize {
            for r in 0..m as usize {
                *c.add(r + j * ldc as usize) = *alpha * *b.add(r + j * ldb as usize);
            }
        }
    }
    OK
}

/// `cublasGemmEx`: logs its data and compute types and the operands' addresses.
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn gemm_ex(
    _h: cublasHandle_t,
    _ta: cublasOperation_t,
    _tb: cublasOperation_t,
    _m: c_int,
    _n: c_int,
    _k: c_int,
    _alpha: *const c_void,
    a: *const c_void,
    at: cudaDataType,
    _lda: c_int,
    b: *const c_void,
    bt: cudaDataType,
    _ldb: c_int,
    _beta: *const c_void,
    c: *mut c_void,
    ct: cudaDataType,
    _ldc: c_int,
    compute: cublasComputeType_t,
    _algo: cublasGemmAlgo_t,
) -> cublasStatus_t {
    let types = [at, bt, ct].map(|t| u64::from(t.raw()));
    let ptrs = [a.addr(), b.addr(), c.addr()].map(|p| p as u64);
    log().push((
        "gemm_ex",
        [&types[..], &ptrs, &[u64::from(compute.raw())]].concat(),
    ));
    OK
}

/// `cublasGemmStridedBatchedEx`: logs its compute type, strides and batch.
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn gemm_strided_ex(
    _h: cublasHandle_t,
    _ta: cublasOperation_t,
    _tb: cublasOperation_t,
    _m: c_int,
    _n: c_int,
    _k: c_int,
    _alpha: *const c_void,
    _a: *const c_void,
    _at: cudaDataType,
    _lda: c_int,
    sa: c_longlong,
    _b: *const c_void,
    _bt: cudaDataType,
    _ldb: c_int,
    sb: c_longlong,
    _beta: *const c_void,
    _c: *mut c_void,
    _ct: cudaDataType,
    _ldc: c_int,
    sc: c_longlong,
    batch: c_int,
    compute: cublasComputeType_t,
    _algo: cublasGemmAlgo_t,
) -> cublasStatus_t {
    let strides = [sa, sb, sc, c_longlong::from(batch)].map(|v| v as u64);
    log().push((
        "gemm_strided_ex",
        [&strides[..], &[u64::from(compute.raw())]].concat(),
    ));
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
                "cublasSgemmBatched" => sgemm_batched as *const (),
                "cublasStrsmBatched" => strsm_batched as *const (),
                "cublasStrmm_v2" => strmm as *const (),
                "cublasGemmEx" => gemm_ex as *const (),
                "cublasGemmStridedBatchedEx" => gemm_strided_ex as *const (),
                _ => return None,
            };
            NonNull::new(p.cast_mut().cast())
        };
        // SAFETY: each address is a function above with the prototype of the function of that name;
        // they touch only the matrices they are given, at once (as the fake driver runs all work).
        unsafe { Cublas::from_lookup(131000, &mut lookup) }
    })
}

fn handle(ctx: &Context) -> Handle {
    Handle::with_library(stand_in(), ctx, 4096).unwrap()
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

/// The address cuBLAS is handed for `buf`.
fn address<T>(buf: &DeviceBuffer<T>) -> u64 {
    BufferUse::read(buf).ptr().native_handle() as u64
}

fn complex(v: f32) -> cuComplex {
    cuComplex::new().with_x(v).with_y(-v)
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn every_shape_the_buffers_cannot_hold_is_refused_before_cublas() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let f8 = DeviceBuffer::from_slice(&s, &[1.0f32; 8]).unwrap();
    let f9 = DeviceBuffer::from_slice(&s, &[1.0f32; 9]).unwrap();
    let mut c9 = DeviceBuffer::from_slice(&s, &[7.0f32; 9]).unwrap();
    let z8 = DeviceBuffer::from_slice(&s, &[complex(1.0); 8]).unwrap();
    let z9 = DeviceBuffer::from_slice(&s, &[complex(1.0); 9]).unwrap();
    let mut w9 = DeviceBuffer::from_slice(&s, &[complex(7.0); 9]).unwrap();
    take();
    let lower = (Side::Left, Fill::Lower);
    let says = |r: Result<(), cuda_cublas::Error>, what: &str| {
        let m = match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected InvalidArgument, got {other:?}"),
        };
        assert!(m.contains(what), "{m} (expected {what:?})");
    };
    // symm from the left: A is 3 × 3 = 9 elements; 8 are given.
    let r = blas.symm_on(
        lower,
        (3, 3),
        1.0,
        (&f8, 3),
        (&f9, 3),
        0.0,
        (&mut c9, 3),
        &s,
    );
    says(r, "A has 8 elements");
    // syr2k: op(B) is 3 × 3; B has 8.
    let r = blas.syr2k_on(
        Fill::Upper,
        Op::N,
        (3, 3),
        1.0,
        (&f9, 3),
        (&f8, 3),
        0.0,
        (&mut c9, 3),
        &s,
    );
    says(r, "B has 8 elements");
    // syrkx: C is n × n with ldc >= n.
    let r = blas.syrkx_on(
        Fill::Upper,
        Op::T,
        (3, 3),
        1.0,
        (&f9, 3),
        (&f9, 3),
        0.0,
        (&mut c9, 2),
        &s,
    );
    says(r, "leading dimension of C is 2");
    // trmm from the right: A is n × n = 4 × 4 with n = 4 (B 2 × 4 = 8 elements, C too).
    let kind = (Side::Right, Fill::Lower, Op::N, Diag::Unit);
    let r = blas.trmm_on(kind, (2, 4), 1.0, (&f9, 4), (&f8, 2), (&mut c9, 2), &s);
    says(r, "A has 9 elements");
    // dgmm: x of 3 with incx 2 reaches 5, fine; of 5 with incx 2 reaches 9 > 8.
    let r = blas.dgmm_on(Side::Right, (1, 5), (&f8, 1), (&f8, 2), (&mut c9, 1), &s);
    says(r, "x has 8 elements");
    let r = blas.dgmm_on(Side::Left, (3, 3), (&f9, 3), (&f9, 0), (&mut c9, 3), &s);
    says(r, "incx is 0");
    // The complex routines: hemm, herk (lda < n), her2k, herkx, gemm3m.
    let r = blas.hemm_on(
        lower,
        (3, 3),
        complex(1.0),
        (&z8, 3),
        (&z9, 3),
        complex(0.0),
        (&mut w9, 3),
        &s,
    );
    says(r, "A has 8 elements");
    let r = blas.herk_on(
        Fill::Lower,
        Op::N,
        (3, 2),
        1.0,
        (&z9, 2),
        0.0,
        (&mut w9, 3),
        &s,
    );
    says(r, "leading dimension of A is 2");
    let r = blas.her2k_on(
        Fill::Lower,
        Op::C,
        (3, 3),
        complex(1.0),
        (&z9, 3),
        (&z8, 3),
        0.0,
        (&mut w9, 3),
        &s,
    );
    says(r, "B has 8 elements");
    let r = blas.herkx_on(
        Fill::Lower,
        Op::N,
        (3, 3),
        complex(1.0),
        (&z9, 3),
        (&z9, 3),
        0.0,
        (&mut w9, 2),
        &s,
    );
    says(r, "leading dimension of C is 2");
    let shape = GemmShape::packed(Op::N, Op::N, 3, 3, 3);
    let r = blas.gemm3m_on(shape, complex(1.0), &z8, &z9, complex(0.0), &mut w9, &s);
    says(r, "A has 8 elements");
    // The Ex GEMMs: tf32 with a short B; a strided batch whose C matrices overlap.
    let r = blas.gemm_tf32_on(shape, 1.0, &f9, &f8, 0.0, &mut c9, &s);
    says(r, "B has 8 elements");
    let one = GemmShape::packed(Op::N, Op::N, 1, 2, 1);
    let r = blas.gemm_batch_ex_on(
        Compute::F32,
        one,
        (1.0, 0.0),
        (&f9, 1),
        (&f9, 1),
        (&mut c9, 1),
        3,
        &s,
    );
    says(r, "write over each other");
    // Pointer batches: lists of different lengths; the second product's C too short.
    let mut c8 = DeviceBuffer::from_slice(&s, &[7.0f32; 8]).unwrap();
    let r = blas.gemm_batched_on(shape, 1.0, &[&f9, &f9], &[&f9], 0.0, &mut [&mut c9], &s);
    says(r, "A has 2 matrices and B 1");
    let r = blas.gemm_batched_on(
        shape,
        1.0,
        &[&f9, &f9],
        &[&f9, &f9],
        0.0,
        &mut [&mut c9, &mut c8],
        &s,
    );
    says(r, "product 1: ");
    let tri = (Side::Left, Fill::Upper, Op::N, Diag::NonUnit);
    let r = blas.trsm_batched_on(
        tri,
        (3, 3),
        1.0,
        (&[&f9, &f8], 3),
        (&mut [&mut c9, &mut c8], 3),
        &s,
    );
    says(r, "solve 1: ");
    let r = blas.trsm_batched_on(tri, (3, 3), 1.0, (&[&f9], 2), (&mut [&mut c9], 3), &s);
    says(r, "leading dimension of A is 2");
    assert!(take().is_empty(), "a refused call reached cuBLAS");
    assert_eq!(c9.to_vec().unwrap(), [7.0; 9]);
    assert_eq!(w9.to_vec().unwrap()[0].x(), 7.0);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_pointer_batch_hands_cublas_arrays_of_its_buffers_freed_after_the_call() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut blas = handle(&ctx);
    let (m, n, k) = (2, 2, 3);
    let shape = GemmShape::packed(Op::N, Op::N, m, n, k);
    let a0 = DeviceBuffer::from_slice(&s, &[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
    let a1 = DeviceBuffer::from_slice(&s, &[1.0f32; 6]).unwrap();
    let b = DeviceBuffer::from_slice(&s, &[1.0f32, 0.0, 1.0, 0.0, 1.0, 0.0]).unwrap();
    let mut c0 = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut c1 = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut c2 = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let expected = [&a0, &a1, &a0]
        .iter()
        .zip([&c0, &c1, &c2])
        .flat_map(|(a, c)| [address(a), address(&b), address(c)])
        .collect::<Vec<_>>();
    let live = count(driver, c"fakeLiveAllocations");
    take();
    // A repeated read operand (a0, and b in every product) is one matrix shared.
    blas.gemm_batched_on(
        shape,
        2.0,
        &[&a0, &a1, &a0],
        &[&b, &b, &b],
        0.0,
        &mut [&mut c0, &mut c1, &mut c2],
        &s,
    )
    .unwrap();
    assert_eq!(take(), [("sgemm_batched", expected)]);
    // C_i = 2 A_i B with B's columns e1 + e3 and e2: (a[:,0] + a[:,2], a[:,1]).
    assert_eq!(c0.to_vec().unwrap(), [12.0, 16.0, 6.0, 8.0]);
    assert_eq!(c1.to_vec().unwrap(), [4.0, 4.0, 2.0, 2.0]);
    assert_eq!(c2.to_vec().unwrap(), c0.to_vec().unwrap());
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        live,
        "the address arrays outlived the call"
    );
    // trsmBatched: the B buffers written.
    let mut b0 = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let mut b1 = DeviceBuffer::from_slice(&s, &[2.0f32; 4]).unwrap();
    let expected = vec![address(&a0), address(&b0), address(&a1), address(&b1)];
    let tri = (Side::Left, Fill::Upper, Op::N, Diag::Unit);
    blas.trsm_batched_on(
        tri,
        (2, 2),
        3.0,
        (&[&a0, &a1], 2),
        (&mut [&mut b0, &mut b1], 2),
        &s,
    )
    .unwrap();
    assert_eq!(take(), [("strsm_batched", expected)]);
    assert_eq!(b1.to_vec().unwrap(), [6.0; 4]);
    // An empty batch calls nothing.
    blas.gemm_batched_on(shape, 1.0, &[], &[], 0.0, &mut [], &s)
        .unwrap();
    assert!(take().is_empty(), "an empty batch reached cuBLAS");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn each_operand_reaches_the_funnel_with_its_mode() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let stream = || Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let (work, later) = (stream(), stream());
    // Two handles: each call also writes its handle's workspace, which would order them anyway.
    let (mut first, mut second) = (handle(&ctx), handle(&ctx));
    let a = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let b = DeviceBuffer::from_slice(&s, &[2.0f32; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let mut d = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let kind = (Side::Left, Fill::Lower, Op::N, Diag::Unit);
    first
        .trmm_on(kind, (2, 2), 1.0, (&a, 2), (&b, 2), (&mut c, 2), &work)
        .unwrap();
    assert_eq!(
        take(),
        [("strmm", vec![address(&a), address(&b), address(&c)])]
    );
    assert_eq!(c.to_vec().unwrap(), [2.0; 4]);
    // A and B were read on `work`: a later reader of both need not wait for it.
    clear_waits(driver);
    second
        .trmm_on(kind, (2, 2), 1.0, (&a, 2), (&b, 2), (&mut d, 2), &later)
        .unwrap();
    assert_eq!(
        waits_on(driver, &later, &work),
        0,
        "a read was ordered as a write"
    );
    // C was written on `work`: a later reader waits for it.
    clear_waits(driver);
    let mut e = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    second
        .trmm_on(kind, (2, 2), 1.0, (&a, 2), (&c, 2), (&mut e, 2), &later)
        .unwrap();
    assert!(
        waits_on(driver, &later, &work) >= 1,
        "the write of C was not ordered"
    );
    assert_eq!(e.to_vec().unwrap(), [2.0; 4]);
    take();
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

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_routine_the_library_lacks_is_a_named_error() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let a = DeviceBuffer::from_slice(&s, &[1.0f64; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f64; 4]).unwrap();
    let r = blas.symm_on(
        (Side::Left, Fill::Lower),
        (2, 2),
        1.0,
        (&a, 2),
        (&a, 2),
        0.0,
        (&mut c, 2),
        &s,
    );
    let Err(Error::Cublas(e)) = r else {
        panic!("the stand-in lacks cublasDsymm_v2: {r:?}")
    };
    assert!(e.is_missing());
    assert_eq!(e.call(), "cublasDsymm_v2");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_ex_gemms_pass_their_types_computation_and_strides() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut blas = handle(&ctx);
    let raw = |t: cudaDataType| u64::from(t.raw());
    let compute = |c: cublasComputeType_t| u64::from(c.raw());
    let shape = GemmShape::packed(Op::N, Op::N, 2, 2, 2);
    let a = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let b = DeviceBuffer::from_slice(&s, &[1.0f32; 4]).unwrap();
    let mut c = DeviceBuffer::from_slice(&s, &[0.0f32; 4]).unwrap();
    let ptrs = [address(&a), address(&b), address(&c)];
    take();
    blas.gemm_tf32_on(shape, 1.0, &a, &b, 0.0, &mut c, &s)
        .unwrap();
    let f32t = raw(cudaDataType::CUDA_R_32F);
    let tf32 = compute(cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32);
    assert_eq!(
        take(),
        [("gemm_ex", [&[f32t; 3][..], &ptrs, &[tf32]].concat())]
    );
    // Three F16 products of one A (stride 0), B and C 4 apart.
    let h = DeviceBuffer::from_slice(&s, &[F16::from_f32(1.0); 12]).unwrap();
    let mut hc = DeviceBuffer::from_slice(&s, &[F16::from_f32(0.0); 12]).unwrap();
    let (ha, hb, hcs) = ((&h, 0), (&h, 4), (&mut hc, 4));
    blas.gemm_batch_ex_on(Compute::F32, shape, (1.0, 0.0), ha, hb, hcs, 3, &s)
        .unwrap();
    let f32c = compute(cublasComputeType_t::CUBLAS_COMPUTE_32F);
    assert_eq!(take(), [("gemm_strided_ex", vec![0, 4, 4, 3, f32c])]);
}
