//! cuda-cublas's cuBLASLt layer (`Lt`, `Matmul`) against a stand-in libcublasLt made of Rust functions,
//! on the host-memory fake driver: that a plan makes one descriptor and three layouts, which it destroys
//! once each, and a preference it lets go after the heuristic; that a matmul sets the bias pointer to the bias buffer right before
//! `cublasLtMatmul`, which gets the operands, the whole workspace and the stream of the call; that a
//! bias given or missing against the epilogue, or buffers shorter than the plan, reach nothing;
//! that the heuristic runs in the handle's context whatever context the thread had current; and that
//! a graph of a scaled FP8 matmul holds its scale buffers.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::{c_int, c_void};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use common::{open, ONE_AT_A_TIME};
use cuda_cublas::sys::{
    cublasComputeType_t, cublasLtHandle_t, cublasLtMatmulAlgo_t, cublasLtMatmulDescAttributes_t,
    cublasLtMatmulDesc_t, cublasLtMatmulHeuristicResult_t, cublasLtMatmulPreferenceAttributes_t,
    cublasLtMatmulPreference_t, cublasLtMatrixLayout_t, cublasStatus_t, cudaDataType, cudaStream_t,
};
use cuda_cublas::{Cublas, Epilogue, Error, GemmShape, Lt, Op};
use cuda_driver::DeviceBuffer;
use cuda_struct::FunctionInfo;
use fake_drivers as fake;

const OK: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_SUCCESS;

/// What the stand-in saw: (call, an argument).
static LOG: Mutex<Vec<(&'static str, u64)>> = Mutex::new(Vec::new());
/// Whether the heuristic finds no algorithm (as for a combination the library does not take).
static NO_ALGORITHM: Mutex<bool> = Mutex::new(false);
/// Live objects of the stand-in (handles, descriptors, layouts, preferences).
static LIVE: Mutex<i64> = Mutex::new(0);
/// The driver whose current context the heuristic logs, when a test sets it.
static DRIVER: Mutex<Option<&'static cuda_driver::Driver>> = Mutex::new(None);

fn log() -> MutexGuard<'static, Vec<(&'static str, u64)>> {
    LOG.lock().unwrap_or_else(|e| e.into_inner())
}

fn take() -> Vec<(&'static str, u64)> {
    std::mem::take(&mut *log())
}

fn live() -> i64 {
    *LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A fresh object: a boxed word, counted live.
fn make() -> *mut c_void {
    *LIVE.lock().unwrap() += 1;
    Box::into_raw(Box::new(0u64)).cast()
}

/// # Safety
/// `p` came from `make` and is not yet freed.
unsafe fn free(p: *mut c_void) {
    *LIVE.lock().unwrap() -= 1;
    // SAFETY: the caller's promise.
    drop(unsafe { Box::from_raw(p.cast::<u64>()) });
}

unsafe extern "C" fn create(h: *mut cublasLtHandle_t) -> cublasStatus_t {
    // SAFETY: a valid out-parameter.
    unsafe { *h = cublasLtHandle_t::from_raw(make()) };
    OK
}
unsafe extern "C" fn destroy(h: cublasLtHandle_t) -> cublasStatus_t {
    log().push(("destroy", 0));
    // SAFETY: made by `create`.
    unsafe { free(h.into_raw()) };
    OK
}
unsafe extern "C" fn desc_create(
    d: *mut cublasLtMatmulDesc_t,
    _c: cublasComputeType_t,
    _s: cudaDataType,
) -> cublasStatus_t {
    log().push(("desc_create", 0));
    // SAFETY: a valid out-parameter.
    unsafe { *d = cublasLtMatmulDesc_t::from_raw(make()) };
    OK
}
unsafe extern "C" fn desc_destroy(d: cublasLtMatmulDesc_t) -> cublasStatus_t {
    // SAFETY: made by `desc_create`.
    unsafe { free(d.into_raw()) };
    OK
}
unsafe extern "C" fn desc_set(
    _d: cublasLtMatmulDesc_t,
    attr: cublasLtMatmulDescAttributes_t,
    buf: *const c_void,
    size: usize,
) -> cublasStatus_t {
    let value = if size == 8 {
        // SAFETY: an 8-byte attribute value.
        unsafe { buf.cast::<u64>().read_unaligned() }
    } else {
        // SAFETY: a 4-byte attribute value (an enum).
        u64::from(unsafe { buf.cast::<u32>().read_unaligned() })
    };
    let name = match attr {
        cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_BIAS_POINTER => "bias_pointer",
        cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_EPILOGUE => "epilogue",
        cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_A_SCALE_POINTER => "a_scale",
        cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_B_SCALE_POINTER => "b_scale",
        _ => "desc_set",
    };
    log().push((name, value));
    OK
}
unsafe extern "C" fn layout_create(
    l: *mut cublasLtMatrixLayout_t,
    t: cudaDataType,
    rows: u64,
    _cols: u64,
    _ld: i64,
) -> cublasStatus_t {
    log().push(("layout_create", rows));
    log().push(("layout_type", u64::from(t.raw())));
    // SAFETY: a valid out-parameter.
    unsafe { *l = cublasLtMatrixLayout_t::from_raw(make()) };
    OK
}
unsafe extern "C" fn layout_destroy(l: cublasLtMatrixLayout_t) -> cublasStatus_t {
    // SAFETY: made by `layout_create`.
    unsafe { free(l.into_raw()) };
    OK
}
unsafe extern "C" fn pref_create(p: *mut cublasLtMatmulPreference_t) -> cublasStatus_t {
    // SAFETY: a valid out-parameter.
    unsafe { *p = cublasLtMatmulPreference_t::from_raw(make()) };
    OK
}
unsafe extern "C" fn pref_destroy(p: cublasLtMatmulPreference_t) -> cublasStatus_t {
    // SAFETY: made by `pref_create`.
    unsafe { free(p.into_raw()) };
    OK
}
unsafe extern "C" fn pref_set(
    _p: cublasLtMatmulPreference_t,
    _a: cublasLtMatmulPreferenceAttributes_t,
    buf: *const c_void,
    _size: usize,
) -> cublasStatus_t {
    // SAFETY: every preference attribute set is a `uint64_t`.
    log().push(("pref_set", unsafe { buf.cast::<u64>().read_unaligned() }));
    OK
}
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn heuristic(
    _h: cublasLtHandle_t,
    _d: cublasLtMatmulDesc_t,
    _a: cublasLtMatrixLayout_t,
    _b: cublasLtMatrixLayout_t,
    _c: cublasLtMatrixLayout_t,
    _dd: cublasLtMatrixLayout_t,
    _p: cublasLtMatmulPreference_t,
    _n: c_int,
    _r: *mut cublasLtMatmulHeuristicResult_t,
    found: *mut c_int,
) -> cublasStatus_t {
    // cuBLASLt chooses for the device of the current context: log which that is.
    if let Some(driver) = *DRIVER.lock().unwrap_or_else(|e| e.into_inner()) {
        let at = cuda_driver::current_context(driver).ok().flatten();
        log().push((
            "heuristic_context",
            at.map_or(0, |c| c.into_raw().addr() as u64),
        ));
    }
    // SAFETY: a valid out-parameter.
    unsafe { *found = i32::from(!*NO_ALGORITHM.lock().unwrap_or_else(|e| e.into_inner())) };
    OK
}
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn matmul(
    _h: cublasLtHandle_t,
    _d: cublasLtMatmulDesc_t,
    _alpha: *const c_void,
    _a: *const c_void,
    _al: cublasLtMatrixLayout_t,
    _b: *const c_void,
    _bl: cublasLtMatrixLayout_t,
    _beta: *const c_void,
    _c: *const c_void,
    _cl: cublasLtMatrixLayout_t,
    _dp: *mut c_void,
    _dl: cublasLtMatrixLayout_t,
    _algo: *const cublasLtMatmulAlgo_t,
    ws: *mut c_void,
    bytes: usize,
    s: cudaStream_t,
) -> cublasStatus_t {
    log().push(("matmul_workspace", bytes as u64));
    log().push(("matmul_workspace_at", ws.addr() as u64));
    log().push(("matmul_stream", s.into_raw().addr() as u64));
    OK
}

fn stand_in() -> &'static Cublas {
    static MADE: std::sync::OnceLock<&'static Cublas> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let mut lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
            let p: *const () = match f.name {
                "cublasLtCreate" => create as *const (),
                "cublasLtDestroy" => destroy as *const (),
                "cublasLtMatmulDescCreate" => desc_create as *const (),
                "cublasLtMatmulDescDestroy" => desc_destroy as *const (),
                "cublasLtMatmulDescSetAttribute" => desc_set as *const (),
                "cublasLtMatrixLayoutCreate" => layout_create as *const (),
                "cublasLtMatrixLayoutDestroy" => layout_destroy as *const (),
                "cublasLtMatmulPreferenceCreate" => pref_create as *const (),
                "cublasLtMatmulPreferenceDestroy" => pref_destroy as *const (),
                "cublasLtMatmulPreferenceSetAttribute" => pref_set as *const (),
                "cublasLtMatmulAlgoGetHeuristic" => heuristic as *const (),
                "cublasLtMatmul" => matmul as *const (),
                _ => return None,
            };
            NonNull::new(p.cast_mut().cast())
        };
        // SAFETY: each address is a function above with the prototype of the function of that name;
        // none touches device memory.
        unsafe { Cublas::from_lookup(131000, &mut lookup) }
    })
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_plan_owns_its_objects_and_a_matmul_sets_the_bias_right_before_the_call() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let before = live();
    let mut lt = Lt::with_library(stand_in(), &ctx, 2048).unwrap();
    let (m, n, k) = (4, 3, 2);
    let s = GemmShape::packed(Op::N, Op::N, m, n, k);
    take();
    let mut plan = lt.plan::<f32>(s, Epilogue::ReluBias).unwrap();
    let calls = take();
    assert_eq!(calls.iter().filter(|c| c.0 == "desc_create").count(), 1);
    assert_eq!(calls.iter().filter(|c| c.0 == "layout_create").count(), 3);
    assert!(calls.contains(&("pref_set", 2048)), "{calls:?}");
    assert!(
        calls.contains(&("pref_set", cuda_cublas::ALIGN as u64)),
        "{calls:?}"
    );
    // The handle, the descriptor and three layouts; the preference is gone once the heuristic answered.
    assert_eq!(
        live(),
        before + 1 + 1 + 3,
        "handle, descriptor, three layouts"
    );

    let a = DeviceBuffer::from_slice(&home, &[1.0f32; 8]).unwrap();
    let b = DeviceBuffer::from_slice(&home, &[1.0f32; 6]).unwrap();
    let bias = DeviceBuffer::from_slice(&home, &[0.5f32; 4]).unwrap();
    let short = DeviceBuffer::from_slice(&home, &[0.5f32; 3]).unwrap();
    let mut c = DeviceBuffer::from_slice(&home, &[7.0f32; 12]).unwrap();
    let refused = |r: Result<(), Error>| match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    };
    let msg = refused(lt.matmul(&mut plan, 1.0, &a, &b, 0.0, &mut c, None));
    assert!(msg.contains("takes a bias"), "{msg}");
    let msg = refused(lt.matmul(&mut plan, 1.0, &a, &b, 0.0, &mut c, Some(&short)));
    assert!(msg.contains("less than m = 4"), "{msg}");
    let msg = refused(lt.matmul(&mut plan, 1.0, &b, &b, 0.0, &mut c, Some(&bias)));
    assert!(msg.contains("A has 6 elements"), "{msg}");
    // A plan of another handle.
    let mut other = Lt::with_library(stand_in(), &ctx, 2048).unwrap();
    let msg = refused(other.matmul(&mut plan, 1.0, &a, &b, 0.0, &mut c, Some(&bias)));
    assert!(msg.contains("another cuBLASLt handle"), "{msg}");
    drop(other);
    assert!(
        take().iter().all(|c| c.0 == "destroy"),
        "a refused call reached cuBLASLt"
    );

    lt.matmul_on(&mut plan, 1.0, &a, &b, 0.0, &mut c, Some(&bias), &home)
        .unwrap();
    let calls = take();
    let bias_at = cuda_driver::BufferUse::read(&bias).ptr().native_handle() as u64;
    assert_eq!(calls[0], ("bias_pointer", bias_at));
    assert_eq!(calls[1], ("matmul_workspace", 2048));
    assert_eq!(
        calls[3],
        ("matmul_stream", home.raw().into_raw().addr() as u64)
    );
    assert_eq!(calls.len(), 4);

    drop(plan);
    assert_eq!(
        live(),
        before + 1,
        "the plan's objects were not destroyed once each"
    );
    drop(lt);
    assert_eq!(live(), before, "the handle was not destroyed");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_fp8_plan_lays_out_its_types_and_no_algorithm_is_an_error_value() {
    use cuda_cublas::{Bf16, F8E4M3};
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let before = live();
    let mut lt = Lt::with_library(stand_in(), &ctx, 2048).unwrap();
    let s = GemmShape::packed(Op::T, Op::N, 16, 16, 32);
    take();
    let mut plan = lt.plan_to::<F8E4M3, Bf16>(s, Epilogue::GeluBias).unwrap();
    let calls = take();
    let types: Vec<u64> = calls
        .iter()
        .filter(|c| c.0 == "layout_type")
        .map(|c| c.1)
        .collect();
    let raw = |t: cudaDataType| u64::from(t.raw());
    let (e4m3, bf16) = (
        raw(cudaDataType::CUDA_R_8F_E4M3),
        raw(cudaDataType::CUDA_R_16BF),
    );
    assert_eq!(types, [e4m3, e4m3, bf16], "A, B and C/D's types");
    let gelu_bias = cuda_cublas::sys::cublasLtEpilogue_t::CUBLASLT_EPILOGUE_GELU_BIAS;
    assert!(
        calls.contains(&("epilogue", u64::from(gelu_bias.raw()))),
        "{calls:?}"
    );
    // The bias is of the output type, m elements; FP8 operands are one byte each.
    let a = DeviceBuffer::from_slice(&home, &[F8E4M3::from_f32(1.0); 32 * 16]).unwrap();
    let mut c = DeviceBuffer::from_slice(&home, &[Bf16::from_f32(0.0); 16 * 16]).unwrap();
    let short = DeviceBuffer::from_slice(&home, &[F8E4M3(0); 32 * 15]).unwrap();
    let bias = DeviceBuffer::from_slice(&home, &[Bf16::from_f32(0.5); 16]).unwrap();
    let m = match lt.matmul(&mut plan, 1.0, &a, &short, 0.0, &mut c, Some(&bias)) {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    };
    assert!(m.contains("B has 480 elements"), "{m}");
    lt.matmul(&mut plan, 1.0, &a, &a, 0.0, &mut c, Some(&bias))
        .unwrap();
    let bias_at = cuda_driver::BufferUse::read(&bias).ptr().native_handle() as u64;
    // Unscaled: the scale pointers are cleared (a scaled call before may have set them).
    assert_eq!(
        take()[..3],
        [("bias_pointer", bias_at), ("a_scale", 0), ("b_scale", 0)]
    );
    let (sa, sb) = (
        DeviceBuffer::from_slice(&home, &[2.0f32]).unwrap(),
        DeviceBuffer::from_slice(&home, &[0.5f32]).unwrap(),
    );
    let at = |v: &DeviceBuffer<f32>| cuda_driver::BufferUse::read(v).ptr().native_handle() as u64;
    lt.matmul_scaled_on(
        &mut plan,
        1.0,
        (&a, &sa),
        (&a, &sb),
        0.0,
        &mut c,
        Some(&bias),
        &home,
    )
    .unwrap();
    assert_eq!(
        take()[..4],
        [
            ("bias_pointer", bias_at),
            ("a_scale", at(&sa)),
            ("b_scale", at(&sb)),
            ("matmul_workspace", 2048)
        ]
    );
    // An empty scale is refused; scales on a plan of f32 inputs too.
    let empty = DeviceBuffer::<f32>::zeroed(&home, 0).unwrap();
    let r = lt.matmul_scaled_on(
        &mut plan,
        1.0,
        (&a, &empty),
        (&a, &sb),
        0.0,
        &mut c,
        Some(&bias),
        &home,
    );
    assert!(
        matches!(r, Err(Error::InvalidArgument(ref m)) if m.contains("empty")),
        "{r:?}"
    );
    let mut f = lt
        .plan::<f32>(GemmShape::packed(Op::N, Op::N, 1, 1, 1), Epilogue::None)
        .unwrap();
    let one = DeviceBuffer::from_slice(&home, &[1.0f32]).unwrap();
    let mut out = DeviceBuffer::from_slice(&home, &[1.0f32]).unwrap();
    let r = lt.matmul_scaled_on(
        &mut f,
        1.0,
        (&one, &sa),
        (&one, &sb),
        0.0,
        &mut out,
        None,
        &home,
    );
    assert!(
        matches!(r, Err(Error::InvalidArgument(ref m)) if m.contains("FP8 inputs only")),
        "{r:?}"
    );
    drop(f);
    assert!(
        take().iter().all(|c| c.0 != "matmul_workspace"),
        "a refused call reached cuBLASLt"
    );
    drop(plan);
    // No algorithm: an error value naming the heuristic, and the plan's objects destroyed.
    *NO_ALGORITHM.lock().unwrap() = true;
    let r = lt.plan_to::<F8E4M3, f32>(GemmShape::packed(Op::N, Op::N, 16, 16, 32), Epilogue::Gelu);
    *NO_ALGORITHM.lock().unwrap() = false;
    let Err(Error::Cublas(e)) = r else {
        panic!("expected the heuristic's refusal, got {r:?}")
    };
    assert_eq!(e.call(), "cublasLtMatmulAlgoGetHeuristic");
    assert_eq!(e.code(), Some(cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED));
    assert_eq!(live(), before + 1, "a refused plan left objects behind");
    drop(lt);
    assert_eq!(live(), before);
}

/// The heuristic chooses an algorithm for the device of the current context, so a plan is made with
/// the handle's context current, whatever context the thread had current before (another device's
/// would give an algorithm for that device's architecture and limits).
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_plan_is_chosen_in_the_handles_context_whatever_is_current() {
    use cuda_driver::sys::CUctx_flags;
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut lt = Lt::with_library(stand_in(), &ctx, 2048).unwrap();
    let other = cuda_driver::Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    assert!(!other.same(&ctx));
    other.bind().unwrap();
    *DRIVER.lock().unwrap() = Some(ctx.driver());
    take();
    let plan = lt.plan::<f32>(GemmShape::packed(Op::N, Op::N, 2, 2, 2), Epilogue::None);
    *DRIVER.lock().unwrap() = None;
    let plan = plan.unwrap();
    let seen: Vec<u64> = take()
        .into_iter()
        .filter(|c| c.0 == "heuristic_context")
        .map(|c| c.1)
        .collect();
    assert_eq!(
        seen,
        [ctx.raw().into_raw().addr() as u64],
        "the heuristic ran in another context"
    );
    drop(plan);
    drop(lt);
    drop(other);
}

/// A captured scaled FP8 matmul bakes the scale pointers into the graph: the graph holds the scale
/// buffers (with the operands, the bias and the workspace) until it goes, whatever was dropped
/// before, and a later unscaled call on the plan clears the pointers rather than reuse them.
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_graph_of_a_scaled_matmul_holds_its_scales() {
    use cuda_cublas::{Bf16, F8E4M3};
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let live = common::count(driver, c"fakeLiveAllocations");
    let mut lt = Lt::with_library(stand_in(), &ctx, 2048).unwrap();
    let s = GemmShape::packed(Op::T, Op::N, 16, 16, 32);
    let mut plan = lt.plan_to::<F8E4M3, Bf16>(s, Epilogue::None).unwrap();
    let a = DeviceBuffer::from_slice(&home, &[F8E4M3::from_f32(1.0); 32 * 16]).unwrap();
    let mut c = DeviceBuffer::from_slice(&home, &[Bf16::from_f32(0.0); 16 * 16]).unwrap();
    let sa = DeviceBuffer::from_slice(&home, &[2.0f32]).unwrap();
    let sb = DeviceBuffer::from_slice(&home, &[0.5f32]).unwrap();
    let at = |v: &DeviceBuffer<f32>| cuda_driver::BufferUse::read(v).ptr().native_handle() as u64;
    let (at_a, at_b) = (at(&sa), at(&sb));
    take();
    let graph = ctx
        .capture(|st| {
            lt.matmul_scaled_on(&mut plan, 1.0, (&a, &sa), (&a, &sb), 0.0, &mut c, None, st)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    assert_eq!(take()[..2], [("a_scale", at_a), ("b_scale", at_b)]);
    let with_graph = common::count(driver, c"fakeLiveAllocations");
    drop((sa, sb));
    assert_eq!(
        common::count(driver, c"fakeLiveAllocations"),
        with_graph,
        "the scales were freed while a graph that reads them lives"
    );
    // An unscaled call after the capture does not read the scales the descriptor last held.
    lt.matmul(&mut plan, 1.0, &a, &a, 0.0, &mut c, None)
        .unwrap();
    assert_eq!(take()[..2], [("a_scale", 0), ("b_scale", 0)]);
    drop((a, c, plan, lt));
    assert!(common::count(driver, c"fakeLiveAllocations") > live);
    drop(graph);
    assert_eq!(
        common::count(driver, c"fakeLiveAllocations"),
        live,
        "the graph's buffers were not freed with it"
    );
}
