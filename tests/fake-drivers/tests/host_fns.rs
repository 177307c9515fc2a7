//! Host functions (`Stream::launch_host_fn`) against the fake 13.0 driver of `c/host_memory.c`, which
//! runs a host function on a thread of its own before `cuLaunchHostFunc` returns (all its work runs when
//! queued): the closure runs once, after the work queued before it; a panic comes back from the
//! stream's next synchronisation or query, once; no safe call reaches the driver from inside; the
//! closure is freed exactly once whether it ran or the driver refused it; a capture stream refuses it.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};

use cuda_driver::sys::{CUresult, CUstream_flags};
use cuda_driver::{Context, Device, DeviceBuffer, Driver, Error, Module, Stream};
use fake_drivers as fake;

/// The fake's counts and its "fail the next call" switch are process-wide or per thread: these tests
/// run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The fake loaded and initialised.
fn driver() -> Option<&'static Driver> {
    let path = fake::path(fake::HOST_MEMORY_13)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    Some(driver)
}

/// One of the fake's functions beyond cuda.h, by name.
fn fake_fn(driver: &Driver, name: &std::ffi::CStr) -> *mut c_void {
    let mut pfn: *mut c_void = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
    unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
        .unwrap();
    assert!(!pfn.is_null(), "the fake has no {name:?}");
    pfn
}

/// The fake loaded, its primary context and a stream of it.
fn open() -> Option<(Context, Stream)> {
    let driver = driver()?;
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, stream))
}

/// Counts its drops.
struct Counted(Arc<AtomicUsize>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_host_function_runs_once_after_the_work_queued_before_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    // The fake's kernels run on the host, on its device memory, which is host memory.
    let module = Module::from_image(&ctx, b"any image\0").unwrap();
    let add_one = module.function("add_one").unwrap();
    let mut buf = DeviceBuffer::from_slice(&stream, &[10u32; 16]).unwrap();
    let n = 16u32;
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes the buffer's 16 elements.
    unsafe {
        add_one.launch(
            cuda_driver::LaunchConfig::for_elements(n, 32),
            &stream,
            (&mut buf, n),
        )
    }
    .unwrap();
    // The address, for the host function to read through: the fake's device memory is host memory.
    let at = buf.raw(&stream).unwrap().native_handle();
    let (tx, rx) = mpsc::channel();
    let queuing_thread = std::thread::current().id();
    stream
        .launch_host_fn(move || {
            // SAFETY: 16 u32s of the fake's device memory (host memory), which the kernel queued before
            // has written and nothing writes meanwhile; the buffer outlives the stream's synchronize.
            let seen = unsafe { std::slice::from_raw_parts(at as *const u32, 16) }.to_vec();
            tx.send((seen, std::thread::current().id())).unwrap();
        })
        .unwrap();
    stream.synchronize().unwrap();
    let (seen, thread) = rx.try_recv().expect("the host function did not run");
    assert_eq!(seen, [11u32; 16], "the host function ran before the kernel");
    assert_ne!(thread, queuing_thread, "run on the driver's thread");
    assert!(rx.try_recv().is_err(), "run more than once");
    assert_eq!(buf.to_vec().unwrap(), [11u32; 16]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_panic_is_returned_by_the_next_synchronize_or_query_once() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, stream)) = open() else {
        return;
    };
    stream.launch_host_fn(|| panic!("boom")).unwrap();
    // The stream's later work still runs.
    let mut buf = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    buf.memset_d32(5).unwrap();
    assert_eq!(
        stream.synchronize(),
        Err(Error::HostFnPanicked {
            message: "boom".into(),
            count: 1
        })
    );
    assert_eq!(stream.synchronize(), Ok(()), "reported twice");
    assert_eq!(buf.to_vec().unwrap(), [5; 4]);

    let owned = String::from("formatted");
    stream
        .launch_host_fn(move || panic!("{owned} {}", 1))
        .unwrap();
    stream.launch_host_fn(|| panic!("second")).unwrap();
    let err = stream.query().unwrap_err();
    assert_eq!(
        err,
        Error::HostFnPanicked {
            message: "formatted 1".into(),
            count: 2
        }
    );
    assert!(err.to_string().contains("and 1 more"), "{err}");
    assert_eq!(stream.query(), Ok(true));

    // A fork's panic is its parent's (the fork is gone when the parent synchronises).
    stream
        .fork(|s2| s2.launch_host_fn(|| panic!("in a fork")))
        .unwrap();
    assert!(matches!(
        stream.synchronize(),
        Err(Error::HostFnPanicked { message, count: 1 }) if message == "in a fork"
    ));

    // Another stream's panic is its own.
    let other = Stream::new(stream.context(), CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    other.launch_host_fn(|| panic!("other")).unwrap();
    assert_eq!(stream.synchronize(), Ok(()));
    assert!(matches!(
        other.synchronize(),
        Err(Error::HostFnPanicked { message, .. }) if message == "other"
    ));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn safe_calls_inside_a_host_function_are_refused_without_reaching_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let buf = DeviceBuffer::from_slice(&other, &[1u32; 4]).unwrap();
    let (tx, rx) = mpsc::channel();
    let captured = ctx.clone();
    stream
        .launch_host_fn(move || {
            let device = captured.device();
            let results: Vec<(&str, Result<(), Error>)> = vec![
                ("Stream::query", other.query().map(drop)),
                ("Stream::synchronize", other.synchronize()),
                (
                    "DeviceBuffer::alloc",
                    DeviceBuffer::<u32>::alloc(&other, 4).map(drop),
                ),
                ("DeviceBuffer::to_vec", buf.to_vec().map(drop)),
                ("Context::synchronize", captured.synchronize()),
                ("Context::bind", captured.bind()),
                (
                    "Stream::new",
                    Stream::new(&captured, CUstream_flags::CU_STREAM_DEFAULT).map(drop),
                ),
                ("Stream::launch_host_fn", other.launch_host_fn(|| ())),
                ("Device::get", Device::get(device.driver(), 0).map(drop)),
                ("Device::attribute", device.compute_capability().map(drop)),
                ("cuda_driver::init", cuda_driver::init().map(drop)),
            ];
            // The owners go back to the test, so that none is dropped in here.
            tx.send((results, other, buf, captured)).unwrap();
        })
        .unwrap();
    stream.synchronize().unwrap();
    let (results, other, buf, _captured) = rx.try_recv().expect("the host function did not run");
    for (call, result) in results {
        match result {
            Err(Error::Driver(e)) if e.is_in_host_fn() => {
                assert_eq!(e.code(), Some(CUresult::CUDA_ERROR_NOT_PERMITTED));
                assert!(e.to_string().contains("host function"), "{call}: {e}");
            }
            other => panic!("{call} inside a host function: {other:?}"),
        }
    }
    // Outside, the same calls work again.
    assert_eq!(other.query(), Ok(true));
    assert_eq!(buf.to_vec().unwrap(), [1; 4]);
    assert!(ctx.synchronize().is_ok());
}

/// One of the fake's counters (`int (void)`), by name.
fn counter(driver: &Driver, name: &std::ffi::CStr) -> impl Fn() -> c_int {
    let pfn = fake_fn(driver, name);
    // SAFETY: the fake hands out its counters as `int name(void)`.
    let count = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> c_int>(pfn) };
    // SAFETY: no arguments; the count is read under the fake's own rules.
    move || unsafe { count() }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn owners_dropped_inside_host_functions_are_released_after_them_and_stay_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let allocations = counter(ctx.driver(), c"fakeLiveAllocations");
    let streams = counter(ctx.driver(), c"fakeLiveStreams");
    let libraries = counter(ctx.driver(), c"fakeLiveLibraries");
    let pfn = fake_fn(ctx.driver(), c"fakePoolStat");
    // SAFETY: the fake hands out `int fake_pool_stat(int)` under this name; 0 asks how many created
    // pools are alive.
    let pool_stat =
        unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn(c_int) -> c_int>(pfn) };
    // SAFETY: as above.
    let pools = move || unsafe { pool_stat(0) };
    let before = (allocations(), streams(), pools(), libraries());
    for round in 0..1000 {
        let buf = DeviceBuffer::from_slice(&stream, &[round; 4]).unwrap();
        let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
        let event =
            cuda_driver::Event::new(&ctx, cuda_driver::sys::CUevent_flags::CU_EVENT_DEFAULT)
                .unwrap();
        let pool =
            cuda_driver::MemPool::new(ctx.device(), &cuda_driver::PoolOptions::new()).unwrap();
        let from_pool = DeviceBuffer::<u32>::alloc_from_pool(&other, &pool, 4).unwrap();
        let library = cuda_driver::Library::from_ptx(ctx.driver(), "any image").unwrap();
        let module = Module::from_ptx(&ctx, "any image").unwrap();
        assert_eq!(allocations(), before.0 + 2);
        stream
            .launch_host_fn(move || drop((buf, other, event, from_pool, pool, library, module)))
            .unwrap();
        stream.synchronize().unwrap();
        cuda_driver::wait_for_releases();
        assert_eq!(
            (allocations(), streams(), pools(), libraries()),
            before,
            "round {round}: not released after the host function and wait_for_releases"
        );
    }
    // With no synchronisation, the release thread releases anyway, soon after.
    let buf = DeviceBuffer::from_slice(&stream, &[1u32; 4]).unwrap();
    stream.launch_host_fn(move || drop(buf)).unwrap();
    let start = std::time::Instant::now();
    while allocations() != before.0 {
        assert!(start.elapsed().as_secs() < 20, "never released");
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_closure_is_freed_once_when_it_runs_and_when_the_driver_refuses_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    let drops = Arc::new(AtomicUsize::new(0));
    let ran = Arc::new(AtomicUsize::new(0));

    let (token, seen) = (Counted(Arc::clone(&drops)), Arc::clone(&ran));
    stream
        .launch_host_fn(move || {
            let _token = token;
            seen.fetch_add(1, Ordering::SeqCst);
        })
        .unwrap();
    stream.synchronize().unwrap();
    assert_eq!(ran.load(Ordering::SeqCst), 1);
    assert_eq!(drops.load(Ordering::SeqCst), 1);
    assert_eq!(Arc::strong_count(&ran), 1, "the closure was not freed");

    // A panicking closure is freed too.
    let token = Counted(Arc::clone(&drops));
    stream
        .launch_host_fn(move || {
            let _token = token;
            panic!("freed anyway")
        })
        .unwrap();
    assert!(stream.synchronize().is_err());
    assert_eq!(drops.load(Ordering::SeqCst), 2);

    // The driver refuses the next one: it is dropped here, once, without running.
    let pfn = fake_fn(ctx.driver(), c"fakeFailNextHostFunc");
    // SAFETY: the fake hands out `void fake_fail_next_host_func(void)` under this name.
    let fail_next = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn()>(pfn) };
    // SAFETY: no arguments; it sets this thread's switch.
    unsafe { fail_next() };
    let (token, seen) = (Counted(Arc::clone(&drops)), Arc::clone(&ran));
    let err = stream
        .launch_host_fn(move || {
            let _token = token;
            seen.fetch_add(1, Ordering::SeqCst);
        })
        .unwrap_err();
    assert_eq!(
        err.code(),
        Some(CUresult::CUDA_ERROR_INVALID_VALUE),
        "{err}"
    );
    assert!(err.to_string().starts_with("cuLaunchHostFunc"), "{err}");
    assert_eq!(drops.load(Ordering::SeqCst), 3);
    assert_eq!(ran.load(Ordering::SeqCst), 1, "a refused closure ran");
    assert_eq!(Arc::strong_count(&ran), 1);
    stream.synchronize().unwrap();
    assert_eq!(drops.load(Ordering::SeqCst), 3, "freed twice");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_capture_stream_refuses_a_host_function() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _stream)) = open() else {
        return;
    };
    let drops = Arc::new(AtomicUsize::new(0));
    let token = Counted(Arc::clone(&drops));
    let graph = ctx
        .capture(|s| {
            let err = s.launch_host_fn(move || drop(token)).unwrap_err();
            let Error::InvalidArgument(msg) = err else {
                panic!("not refused as an argument: {err:?}")
            };
            assert!(
                msg.contains("Stream::launch_host_fn") && msg.contains("capture"),
                "{msg}"
            );
            Ok::<(), Error>(())
        })
        .unwrap();
    drop(graph);
    assert_eq!(
        drops.load(Ordering::SeqCst),
        1,
        "the refused closure was not freed once"
    );
}
