//! The stand-in libcublas of `main.rs`: Rust functions with cuBLAS's prototypes for the handle's
//! life and the routines the tests call (pointer batches computed or logged on the host, `trmm` as a
//! copy, the `Ex` GEMMs logged), and the fake driver's log of waits.

use std::ffi::{c_int, c_longlong, c_void};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use cuda_cublas::sys::{
    cublasComputeType_t, cublasDiagType_t, cublasFillMode_t, cublasGemmAlgo_t, cublasHandle_t,
    cublasOperation_t, cublasPointerMode_t, cublasSideMode_t, cublasStatus_t, cudaDataType,
    cudaStream_t,
};
use cuda_cublas::Cublas;
use cuda_driver::sys::CUstream;
use cuda_driver::{Driver, Stream};
use cuda_struct::FunctionInfo;

use crate::common::symbol;

const OK: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_SUCCESS;

/// What the stand-in's routines saw: (routine, the addresses it was handed or read).
pub(crate) static LOG: Mutex<Vec<(&'static str, Vec<u64>)>> = Mutex::new(Vec::new());

fn log() -> MutexGuard<'static, Vec<(&'static str, Vec<u64>)>> {
    LOG.lock().unwrap_or_else(|e| e.into_inner())
}

pub(crate) fn take() -> Vec<(&'static str, Vec<u64>)> {
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
pub(crate) fn stand_in() -> &'static Cublas {
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

/// How many times `waiter` waited for an event last recorded on `on` since the log was cleared.
pub(crate) fn waits_on(driver: &Driver, waiter: &Stream, on: &Stream) -> i32 {
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
pub(crate) fn clear_waits(driver: &Driver) {
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
