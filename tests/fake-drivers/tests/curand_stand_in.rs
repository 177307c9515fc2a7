//! cuda-curand's `Generator` against a stand-in libcurand made of Rust functions, on the host-memory
//! fake driver (`c/host_memory.c`, whose device memory is host memory and whose streams run work at
//! once): what the safe layer hands cuRAND and when, without a GPU.
//!
//! The stand-in logs every call with the stream the generator was set to, and its generations write
//! a counter into the output. So the tests see that the stream is set inside each generation when it
//! changed (and only then), that a generation on another stream waits for the generator's last one
//! (the buffer that stands for its state), that settings reach cuRAND at the next generation, that a
//! refused call reaches nothing, that new settings after work wait for that work on the host, and
//! that the handle is destroyed once, after the last graph holding it.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::{c_int, c_uint, c_ulonglong, c_void};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use common::{open, symbol, ONE_AT_A_TIME};
use cuda_curand::sys::{
    cudaStream_t, curandGenerator_t, curandOrdering_t, curandRngType_t, curandStatus_t, Functions,
};
use cuda_curand::{Curand, Error, Generator, Kind};
use cuda_driver::sys::{CUctx_flags, CUstream, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Driver, Stream};
use cuda_struct::FunctionInfo;
use fake_drivers as fake;

const OK: curandStatus_t = curandStatus_t::CURAND_STATUS_SUCCESS;

/// One generator of the stand-in.
struct Fake {
    stream: usize,
    written: u32,
}

/// What the stand-in saw: (call, the generator's stream then, an argument).
static LOG: Mutex<Vec<(&'static str, usize, u64)>> = Mutex::new(Vec::new());
static LIVE: Mutex<i32> = Mutex::new(0);
/// The fake driver's `fakeLiveStreams`, for `destroy` to log (set by the test that reads it).
static LIVE_STREAMS: std::sync::OnceLock<unsafe extern "C" fn() -> i32> =
    std::sync::OnceLock::new();

fn log() -> MutexGuard<'static, Vec<(&'static str, usize, u64)>> {
    LOG.lock().unwrap_or_else(|e| e.into_inner())
}

fn live() -> i32 {
    *LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// # Safety
/// `g` is a live generator of the stand-in.
unsafe fn fake<'a>(g: curandGenerator_t) -> &'a mut Fake {
    // SAFETY: made by `create` from a box, not yet destroyed.
    unsafe { &mut *g.into_raw().cast::<Fake>() }
}

unsafe extern "C" fn create(g: *mut curandGenerator_t, kind: curandRngType_t) -> curandStatus_t {
    let f = Box::new(Fake {
        stream: 0,
        written: 0,
    });
    *LIVE.lock().unwrap() += 1;
    log().push(("create", 0, u64::from(kind.raw())));
    // SAFETY: a valid out-parameter.
    unsafe { *g = curandGenerator_t::from_raw(Box::into_raw(f).cast::<c_void>()) };
    OK
}

unsafe extern "C" fn destroy(g: curandGenerator_t) -> curandStatus_t {
    // SAFETY: a live generator, made from a box.
    let f = unsafe { Box::from_raw(g.into_raw().cast::<Fake>()) };
    *LIVE.lock().unwrap() -= 1;
    // The stream the generator is set to as it goes (a cuRAND that synchronises or frees on it
    // there needs it alive), and how many streams the fake driver holds then, where a test asked.
    let streams = LIVE_STREAMS.get().map_or(0, |f| {
        // SAFETY: the fake's `int fakeLiveStreams(void)`, which reads a counter.
        unsafe { f() }
    });
    log().push(("destroy", f.stream, streams as u64));
    OK
}

unsafe extern "C" fn set_stream(g: curandGenerator_t, s: cudaStream_t) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    f.stream = s.into_raw().addr();
    log().push(("set_stream", f.stream, 0));
    OK
}

unsafe extern "C" fn seed(g: curandGenerator_t, seed: c_ulonglong) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("seed", f.stream, seed));
    OK
}

unsafe extern "C" fn ordering(g: curandGenerator_t, o: curandOrdering_t) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("ordering", f.stream, u64::from(o.raw())));
    OK
}

unsafe extern "C" fn seeds(g: curandGenerator_t) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("seeds", f.stream, 0));
    OK
}

unsafe extern "C" fn generate(g: curandGenerator_t, out: *mut c_uint, n: usize) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("generate", f.stream, n as u64));
    for i in 0..n {
        f.written += 1;
        // SAFETY: `out` addresses `n` elements of the fake driver's (host) memory.
        unsafe { out.add(i).write(f.written) };
    }
    OK
}

unsafe extern "C" fn uniform(g: curandGenerator_t, out: *mut f32, n: usize) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("uniform", f.stream, n as u64));
    for i in 0..n {
        // SAFETY: as above.
        unsafe { out.add(i).write(0.5) };
    }
    OK
}

unsafe extern "C" fn normal(
    g: curandGenerator_t,
    out: *mut f32,
    n: usize,
    _mean: f32,
    _stddev: f32,
) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("normal", f.stream, n as u64));
    for i in 0..n {
        // SAFETY: as above.
        unsafe { out.add(i).write(0.0) };
    }
    OK
}

unsafe extern "C" fn poisson(
    g: curandGenerator_t,
    out: *mut c_uint,
    n: usize,
    _lambda: f64,
) -> curandStatus_t {
    // SAFETY: a live generator.
    let f = unsafe { fake(g) };
    log().push(("poisson", f.stream, n as u64));
    for i in 0..n {
        // SAFETY: as in `generate`.
        unsafe { out.add(i).write(1) };
    }
    OK
}

unsafe extern "C" fn version(v: *mut c_int) -> curandStatus_t {
    // SAFETY: a valid out-parameter.
    unsafe { *v = 10400 };
    OK
}

/// The stand-in libcurand, made once.
fn stand_in() -> &'static Curand {
    static MADE: std::sync::OnceLock<&'static Curand> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
            let p: *const () = match f.name {
                "curandCreateGenerator" => create as *const (),
                "curandDestroyGenerator" => destroy as *const (),
                "curandSetStream" => set_stream as *const (),
                "curandSetPseudoRandomGeneratorSeed" => seed as *const (),
                "curandSetGeneratorOrdering" => ordering as *const (),
                "curandGenerateSeeds" => seeds as *const (),
                "curandGenerate" => generate as *const (),
                "curandGenerateUniform" => uniform as *const (),
                "curandGenerateNormal" => normal as *const (),
                "curandGeneratePoisson" => poisson as *const (),
                "curandGetVersion" => version as *const (),
                _ => return None,
            };
            NonNull::new(p.cast_mut().cast())
        };
        // SAFETY: each address is a function above with the prototype of the function of that name.
        let functions =
            unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut { lookup }) };
        // SAFETY: the stand-ins write only the `n` elements they are given, at once (as the fake
        // driver runs all work), and touch nothing else.
        unsafe { Curand::from_functions(functions, 10400) }
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

/// The stand-in's calls since the last `take`, without the generator's stream.
fn take() -> Vec<(&'static str, usize, u64)> {
    std::mem::take(&mut *log())
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_stream_is_set_inside_the_generation_when_it_changes_and_the_next_stream_waits() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    take();
    gen.set_seed(99).unwrap();
    assert!(
        take().is_empty(),
        "a setting reached cuRAND before a generation"
    );
    gen.raw_u32_on(&mut out, &home).unwrap();
    let h = home.raw().into_raw().addr();
    assert_eq!(
        take(),
        [("set_stream", h, 0), ("seed", h, 99), ("generate", h, 4)]
    );
    assert_eq!(out.to_vec().unwrap(), [1, 2, 3, 4]);
    // The same stream again: not set again.
    gen.raw_u32_on(&mut out, &home).unwrap();
    assert_eq!(take(), [("generate", h, 4)]);
    // Another stream, another buffer: set, and ordered after the generator's work on `home`.
    let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut theirs = DeviceBuffer::<u32>::zeroed(&other, 2).unwrap();
    clear_waits(driver);
    gen.raw_u32_on(&mut theirs, &other).unwrap();
    let o = other.raw().into_raw().addr();
    assert_eq!(take(), [("set_stream", o, 0), ("generate", o, 2)]);
    assert_eq!(
        waits_on(driver, &other, &home),
        1,
        "the generation on `other` did not wait for the generator's last work"
    );
    assert_eq!(theirs.to_vec().unwrap(), [9, 10]);
    // The generator's own stream for the plain form.
    gen.uniform(&mut DeviceBuffer::<f32>::zeroed(&home, 2).unwrap())
        .unwrap();
    let own = gen.stream().raw().into_raw().addr();
    assert_eq!(take(), [("set_stream", own, 0), ("uniform", own, 2)]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn refused_calls_reach_nothing_and_write_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Philox4x32_10).unwrap();
    let mut f = DeviceBuffer::from_slice(&home, &[7.0f32; 9]).unwrap();
    take();
    let refused = |r: Result<(), Error>| match r {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected InvalidArgument, got {other:?}"),
    };
    let m = refused(gen.normal(&mut f, 0.0, 1.0));
    assert!(m.contains("even"), "{m}");
    let m = refused(gen.normal(f.slice_mut(1..9).unwrap(), 0.0, 1.0));
    assert!(m.contains("aligned"), "{m}");
    let m = refused(gen.normal(f.slice_mut(0..8).unwrap(), 0.0, f32::NAN));
    assert!(m.contains("finite"), "{m}");
    let m = refused(gen.set_dimensions(2));
    assert!(m.contains("pseudo-random"), "{m}");
    assert!(take().is_empty(), "a refused call reached cuRAND");
    assert_eq!(f.to_vec().unwrap(), [7.0; 9]);
    gen.normal(f.slice_mut(2..8).unwrap(), 0.0, 1.0).unwrap();
    assert_eq!(
        f.to_vec().unwrap(),
        [7.0, 7.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 7.0]
    );

    let mut sobol = Generator::with_library(curand, &ctx, Kind::Sobol32).unwrap();
    sobol.set_dimensions(3).unwrap();
    let m = refused(sobol.uniform(f.slice_mut(0..8).unwrap()));
    assert!(m.contains("3 dimensions"), "{m}");
    let m = refused(sobol.set_seed(1));
    assert!(m.contains("quasi-random"), "{m}");
    // What the stand-in lacks is a missing-function error naming it.
    let Err(Error::Curand(e)) = sobol.uniform(f.slice_mut(0..3).unwrap()) else {
        panic!("the stand-in has no curandSetQuasiRandomGeneratorDimensions")
    };
    assert!(e.is_missing(), "{e}");
    assert_eq!(e.call(), "curandSetQuasiRandomGeneratorDimensions");
    // Kept for the next generation, which fails the same way rather than run without them.
    let Err(Error::Curand(again)) = sobol.uniform(f.slice_mut(0..3).unwrap()) else {
        panic!("the dimensions were dropped after a failure")
    };
    assert_eq!(again.call(), "curandSetQuasiRandomGeneratorDimensions");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_handle_is_destroyed_once_after_the_last_graph_that_captured_a_generation() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let before = live();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    assert_eq!(live(), before + 1);
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    take();
    let graph = ctx
        .capture(|s| {
            gen.raw_u32_on(&mut out, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    // The state is made first on the generator's own stream, outside the capture; then the capture.
    let calls: Vec<&str> = take().iter().map(|c| c.0).collect();
    assert_eq!(calls, ["set_stream", "seeds", "set_stream", "generate"]);
    drop(gen);
    assert_eq!(live(), before + 1, "destroyed while a graph holds it");
    drop(graph);
    assert_eq!(live(), before, "not destroyed after the graph");
    assert_eq!(take().iter().filter(|c| c.0 == "destroy").count(), 1);
    drop(out);
}

/// How many times the generator's own stream was synchronised.
fn own_syncs(driver: &Driver, gen: &Generator) -> i32 {
    // SAFETY: the fake hands out `int fakeStreamSyncs(CUstream)` under this name.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn(CUstream) -> i32>(symbol(
            driver,
            c"fakeStreamSyncs",
        ))
    };
    // SAFETY: a live stream, read only.
    unsafe { f(gen.stream().raw()) }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn new_settings_after_work_wait_on_the_host_for_that_work_and_nothing_else_does() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    // The first generation has nothing to wait for; nor has a generation without new settings.
    let before = own_syncs(driver, &gen);
    gen.set_seed(1).unwrap();
    gen.raw_u32_on(&mut out, &home).unwrap();
    gen.raw_u32_on(&mut out, &home).unwrap();
    assert_eq!(
        own_syncs(driver, &gen),
        before,
        "a generation waited on the host"
    );
    // New settings after work: the state is remade only once that work is done (the wait reads the
    // buffer that stands for the state, at the generator's own stream).
    gen.set_seed(2).unwrap();
    gen.raw_u32_on(&mut out, &home).unwrap();
    assert_eq!(
        own_syncs(driver, &gen),
        before + 1,
        "new settings did not wait"
    );
    take();
}

// Review (branch review-curand): attacks on the Generator as a user without `unsafe` would make them.

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_setting_survives_a_generation_the_funnel_refuses() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    // A buffer of another context: the generator's checks pass (the stream is its own), the funnel
    // refuses the buffer before the work runs.
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let there = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut theirs = DeviceBuffer::<u32>::zeroed(&there, 4).unwrap();
    gen.set_seed(42).unwrap();
    take();
    let refused = gen.raw_u32(&mut theirs);
    assert!(refused.is_err(), "a buffer of another context was accepted");
    assert!(take().is_empty(), "the refused generation reached cuRAND");
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    gen.raw_u32(&mut out).unwrap();
    let own = gen.stream().raw().into_raw().addr();
    assert_eq!(
        take(),
        [
            ("set_stream", own, 0),
            ("seed", own, 42),
            ("generate", own, 4)
        ],
        "the seed set before a refused generation never reached cuRAND"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn curand_is_destroyed_set_to_a_live_stream_after_a_capture() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let own = gen.stream().raw().into_raw().addr();
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    let mut capture_stream = 0;
    let streams_before = common::count(driver, c"fakeLiveStreams");
    let graph = ctx
        .capture(|s| {
            capture_stream = s.raw().into_raw().addr();
            gen.raw_u32_on(&mut out, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    assert_eq!(
        common::count(driver, c"fakeLiveStreams"),
        streams_before,
        "the capture's stream outlived the capture"
    );
    take();
    drop(gen);
    drop(graph);
    let at_destroy: Vec<usize> = take()
        .iter()
        .filter(|c| c.0 == "destroy")
        .map(|c| c.1)
        .collect();
    assert_eq!(at_destroy.len(), 1);
    assert_ne!(
        at_destroy[0], capture_stream,
        "cuRAND was destroyed still set to the capture's stream, destroyed when the capture ended"
    );
    assert_eq!(
        at_destroy[0], own,
        "cuRAND was destroyed set to another stream than the generator's own, which it holds"
    );
    drop(out);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn curand_is_destroyed_set_to_a_live_stream_when_a_graph_outlives_a_user_stream() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let own = gen.stream().raw().into_raw().addr();
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    let graph = ctx
        .capture(|s| {
            gen.raw_u32_on(&mut out, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    // The last generation on a stream of the user's, which the user then drops: the state's last
    // use holds it only while the state lives, and the graph lets the state go before the handle.
    let driver = ctx.driver();
    let streams = || common::count(driver, c"fakeLiveStreams");
    LIVE_STREAMS.get_or_init(|| {
        // SAFETY: the fake hands out `int fakeLiveStreams(void)` under this name.
        unsafe {
            std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> i32>(symbol(
                driver,
                c"fakeLiveStreams",
            ))
        }
    });
    let before = streams();
    let theirs = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    gen.raw_u32_on(&mut out, &theirs).unwrap();
    drop(theirs);
    take();
    drop(gen);
    assert_eq!(
        streams(),
        before + 1,
        "the state's last use let the stream go"
    );
    // The graph holds the handle and the state: it frees the state (releasing the user's stream,
    // destroyed then) before it lets the handle go.
    drop(graph);
    assert_eq!(streams(), before, "the user's stream outlived the graph");
    let at_destroy: Vec<(usize, u64)> = take()
        .iter()
        .filter(|c| c.0 == "destroy")
        .map(|c| (c.1, c.2))
        .collect();
    // Unfixed, cuRAND went set to the user's stream, already destroyed by then (the count at the
    // destruction is `before`, without it).
    assert_eq!(
        at_destroy.iter().map(|d| d.0).collect::<Vec<_>>(),
        [own],
        "cuRAND was destroyed set to another stream than the generator's own (streams live then: \
         {at_destroy:?}, {before} without the user's)"
    );
    drop(out);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn inside_a_host_function_a_generation_is_refused_and_a_drop_waits_for_after_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let before = live();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let own = gen.stream().raw().into_raw().addr();
    gen.set_seed(7).unwrap();
    let out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    take();
    type Back = (Generator, DeviceBuffer<u32>, bool);
    let back: std::sync::Arc<Mutex<Option<Back>>> = std::sync::Arc::default();
    let put = std::sync::Arc::clone(&back);
    home.launch_host_fn(move || {
        let (mut gen, mut out) = (gen, out);
        let refused = gen.raw_u32(&mut out).is_err();
        *put.lock().unwrap() = Some((gen, out, refused));
    })
    .unwrap();
    home.synchronize().unwrap();
    let (mut gen, mut out, refused) = back.lock().unwrap().take().unwrap();
    assert!(
        refused,
        "a generation inside a host function was not refused"
    );
    assert!(
        take().is_empty(),
        "cuRAND was called inside a host function"
    );
    // The seed set before is still handed over at the next generation.
    gen.raw_u32(&mut out).unwrap();
    assert_eq!(
        take(),
        [
            ("set_stream", own, 0),
            ("seed", own, 7),
            ("generate", own, 4)
        ]
    );
    // Dropped inside a host function: destroyed after it, once, on the release thread.
    home.launch_host_fn(move || drop(gen)).unwrap();
    home.synchronize().unwrap();
    cuda_driver::wait_for_releases();
    assert_eq!(
        live(),
        before,
        "the generator dropped in a host function was not destroyed"
    );
    let destroys: Vec<_> = take().into_iter().filter(|c| c.0 == "destroy").collect();
    assert_eq!(destroys.len(), 1);
    assert_eq!(
        destroys[0].1, own,
        "destroyed set to another stream than its own"
    );
    drop(out);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn new_settings_wait_for_a_graph_launch_made_after_a_refused_generation() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    let exec = ctx
        .capture(|s| {
            gen.raw_u32_on(&mut out, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    // New settings, then a generation the funnel refuses (a buffer of another context): the wait
    // for earlier work is made, and the generator then counts itself idle.
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let there = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut theirs = DeviceBuffer::<u32>::zeroed(&there, 4).unwrap();
    gen.set_seed(5).unwrap();
    assert!(gen.raw_u32(&mut theirs).is_err());
    // The graph's launch runs cuRAND's kernels on the generator's state, unknown to the generator.
    exec.launch(&home).unwrap();
    let before = own_syncs(driver, &gen);
    gen.raw_u32(&mut out).unwrap();
    assert_eq!(
        own_syncs(driver, &gen),
        before + 1,
        "the new seed reached cuRAND without waiting for the graph's launch, which reads the state"
    );
}

// Review (branch review): a graph that captured a generation reads cuRAND's state where the
// generation found it; what may make cuRAND reshape that state is refused while the graph lives.

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn settings_that_reshape_the_state_are_refused_while_a_graph_that_captured_a_generation_lives() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let mut sobol = Generator::with_library(curand, &ctx, Kind::Sobol32).unwrap();
    let mut xorwow = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let mut f = DeviceBuffer::<f32>::zeroed(&home, 4).unwrap();
    let mut u = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    let graph = ctx
        .capture(|s| {
            sobol
                .uniform_on(&mut f, s)
                .map_err(cuda_driver::Error::from)?;
            xorwow
                .raw_u32_on(&mut u, s)
                .map_err(cuda_driver::Error::from)
        })
        .unwrap();
    let exec = graph.instantiate().unwrap();
    take();
    // More dimensions, or another ordering, may make cuRAND free the state the graph's kernels read
    // and make one of another shape: the next launch would read freed memory.
    let Err(Error::InvalidArgument(m)) = sobol.set_dimensions(2) else {
        panic!("new dimensions accepted while a graph reads the generator's state")
    };
    assert!(m.contains("graph"), "{m}");
    let Err(Error::InvalidArgument(m)) = xorwow.set_ordering(cuda_curand::Ordering::PseudoSeeded)
    else {
        panic!("a new ordering accepted while a graph reads the generator's state")
    };
    assert!(m.contains("graph"), "{m}");
    // A seed reseeds a state of the same shape, ordered with the graph's launches: still taken.
    xorwow.set_seed(9).unwrap();
    assert!(take().is_empty(), "a refused setting reached cuRAND");
    exec.launch(&home).unwrap();
    drop(exec);
    drop(graph);
    // Without a graph, both are taken again.
    sobol.set_dimensions(2).unwrap();
    xorwow
        .set_ordering(cuda_curand::Ordering::PseudoSeeded)
        .unwrap();
    assert_eq!(sobol.dimensions(), 2);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_poisson_generation_is_refused_on_a_capture_stream_and_taken_on_a_plain_one() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let curand = stand_in();
    let mut gen = Generator::with_library(curand, &ctx, Kind::Xorwow).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    take();
    // cuRAND may keep memory made for the mean with the generator and remake it for the next mean:
    // a graph holding a Poisson generation would read it after a later `poisson(.., 7.0)` freed it.
    let captured = ctx.capture(|s| {
        gen.poisson_on(&mut out, 3.0, s)
            .map_err(cuda_driver::Error::from)
    });
    let Err(e) = captured else {
        panic!("a Poisson generation was captured")
    };
    // Refused by the generator itself (an InvalidArgument, carried as a library error).
    let m = e.to_string();
    assert!(m.contains("Poisson generation cannot be captured"), "{m}");
    assert!(
        !take().iter().any(|c| c.0 == "poisson"),
        "the refused generation reached cuRAND"
    );
    gen.poisson(&mut out, 3.0).unwrap();
    assert_eq!(out.to_vec().unwrap(), [1; 4]);
}
