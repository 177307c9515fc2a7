//! Libraries against the host-memory fake (`c/host_library.h`): a library kernel made a function in
//! two contexts launches in each (on the host), only on streams of its own context, with its argument
//! list checked; the library unloads once, after its last owner, and only after the work of every
//! context its kernel was made a function in was waited for.
#![cfg_attr(miri, allow(unused))]

mod common;

use common::{count, open, refusal, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUresult, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Error, LaunchConfig, Library, ParamInfo, Stream};
use fake_drivers as fake;

fn config(n: u32) -> LaunchConfig {
    LaunchConfig::for_elements(n, 64)
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_kernel_runs_in_two_contexts_and_the_library_unloads_once_after_both() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((primary, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = primary.driver();
    let created = Context::create(primary.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let other = Stream::new(&created, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let (live, unloads) = (
        count(driver, c"fakeLiveLibraries"),
        count(driver, c"fakeLibraryUnloads"),
    );
    let library = Library::from_ptx(driver, "any image").unwrap();
    assert_eq!(count(driver, c"fakeLiveLibraries"), live + 1);
    let kernel = library.kernel("add_one").unwrap();
    assert!(kernel.is_checked());
    assert_eq!(
        kernel.params().unwrap(),
        Some(vec![
            ParamInfo { offset: 0, size: 8 },
            ParamInfo { offset: 8, size: 4 }
        ])
    );
    {
        let here = kernel.function(&primary).unwrap();
        let there = kernel.function(&created).unwrap();
        assert!(here.module().is_none());
        assert!(here.context().same(&primary) && there.context().same(&created));
        let mut a = DeviceBuffer::from_slice(&stream, &[1u32; 8]).unwrap();
        let mut b = DeviceBuffer::from_slice(&other, &[5u32; 8]).unwrap();
        // SAFETY: `add_one(unsigned *data, unsigned n)` with a buffer of 8 and n = 8.
        unsafe { here.launch(config(8), &stream, (&mut a, 8u32)) }.unwrap();
        // SAFETY: as above, in the other context.
        unsafe { there.launch_ex(config(8), &[], &other, (&mut b, 8u32)) }.unwrap();
        // The context rule: the first context's function on the second context's stream.
        // SAFETY: refused before the launch.
        let m = refusal(unsafe { here.launch(config(8), &other, (&mut b, 8u32)) });
        assert!(
            m.starts_with("launch: the function belongs to another context"),
            "{m}"
        );
        assert_eq!(a.to_vec().unwrap(), [2; 8]);
        assert_eq!(b.to_vec().unwrap(), [6; 8]);
    }
    // The kernel holds the library: dropping the value unloads nothing.
    drop(library);
    assert_eq!(count(driver, c"fakeLiveLibraries"), live + 1);
    assert_eq!(count(driver, c"fakeLibraryUnloads"), unloads);
    let synced = count(driver, c"fakeSynchronizes");
    drop(kernel);
    assert_eq!(count(driver, c"fakeLiveLibraries"), live);
    assert_eq!(count(driver, c"fakeLibraryUnloads"), unloads + 1);
    // One wait per context a function was made in, before the unload.
    assert_eq!(count(driver, c"fakeSynchronizes"), synced + 2);
    // The created context outlived the unload and is usable until its last owner goes.
    drop(other);
    created.synchronize().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_library_kernel_checks_its_arguments_like_a_module_kernel() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13_2) else {
        return;
    };
    let library = Library::from_image(ctx.driver(), b"any image").unwrap();
    let spin = library.kernel("spin_add_one").unwrap();
    let f = spin.function(&ctx).unwrap();
    assert!(f.is_checked());
    let mut data = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { f.launch(config(4), &stream, (&mut data, 4u32)) });
    assert_eq!(m, "launch: the kernel takes 3 parameters, 2 given");
    // SAFETY: refused before the launch.
    let m = refusal(unsafe { f.launch(config(4), &stream, (0u32, &mut data, 4u32)) });
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 8 bytes"),
        "{m}"
    );
    // SAFETY: `spin_add_one(long long, unsigned *, unsigned)` with a buffer of 4.
    unsafe { f.launch(config(4), &stream, (0i64, &mut data, 4u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [1; 4]);
    match library.kernel("no_such_kernel") {
        Err(e) => {
            assert_eq!(e.code(), Some(CUresult::CUDA_ERROR_NOT_FOUND));
            // The message names the kernel it did not find.
            assert!(
                e.to_string().starts_with(
                    "no kernel named \"no_such_kernel\" in the library (cuLibraryGetKernel: \
                     CUDA_ERROR_NOT_FOUND (500)"
                ),
                "{e}"
            );
        }
        Ok(k) => panic!("found {k:?}"),
    }
    assert!(matches!(
        library.kernel("nul\0inside"),
        Err(Error::InvalidArgument(_))
    ));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn without_param_info_library_kernels_launch_unchecked() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_NO_PARAM_INFO) else {
        return;
    };
    let library = Library::from_ptx(ctx.driver(), "any image").unwrap();
    let kernel = library.kernel("add_one").unwrap();
    assert!(!kernel.is_checked());
    assert_eq!(kernel.params().unwrap(), None);
    let f = kernel.function(&ctx).unwrap();
    let mut data = DeviceBuffer::from_slice(&stream, &[0u32; 4]).unwrap();
    // SAFETY: the kernel reads its two parameters, which are right; the third is never read.
    unsafe { f.launch(config(4), &stream, (&mut data, 4u32, 9u32)) }.unwrap();
    assert_eq!(data.to_vec().unwrap(), [1; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn close_unloads_once_and_a_truncated_binary_never_reaches_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let (live, unloads) = (
        count(driver, c"fakeLiveLibraries"),
        count(driver, c"fakeLibraryUnloads"),
    );
    // Nothing made a function: no context to wait for, and the unload comes at once.
    let synced = count(driver, c"fakeSynchronizes");
    Library::from_ptx(driver, "any image")
        .unwrap()
        .close()
        .unwrap();
    assert_eq!(count(driver, c"fakeLibraryUnloads"), unloads + 1);
    assert_eq!(count(driver, c"fakeSynchronizes"), synced);
    // While a kernel holds it, close leaves it loaded, and the kernel's drop unloads it.
    let library = Library::from_ptx(driver, "any image").unwrap();
    let kernel = library.kernel("add_one").unwrap();
    library.close().unwrap();
    assert_eq!(count(driver, c"fakeLiveLibraries"), live + 1);
    drop(kernel);
    assert_eq!(count(driver, c"fakeLiveLibraries"), live);
    assert_eq!(count(driver, c"fakeLibraryUnloads"), unloads + 2);
    // An ELF header the driver would read past the end of these four bytes.
    let m = refusal(Library::from_image(driver, b"\x7fELF"));
    assert!(m.starts_with("module image:"), "{m}");
    assert_eq!(count(driver, c"fakeLiveLibraries"), live);
}
