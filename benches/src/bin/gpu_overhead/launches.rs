//! The measured loops of the empty kernel's launches: `cuLaunchKernel`, `cuLaunchKernelEx` and a launch
//! then `cuStreamSynchronize`, one function per variant.

use std::ptr::null_mut;

use cuda_driver::LaunchAttribute;
use cudarc::driver as cd;

use crate::bench::{check, check_cd, Bench, Cudarc, CD_ONE, ONE, PRIORITY};
use crate::options::fail;

// cuLaunchKernel (empty kernel, submit only)

#[inline(never)]
pub(crate) fn launch_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { b.empty.launch(ONE, &b.stream, ()) } {
            fail("Function::launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn launch_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
pub(crate) fn launch_pfn(b: &mut Bench<'_>, n: usize) {
    let launch = b.pfn.launch_kernel;
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: as `launch_sys`; `launch` is `cuLaunchKernel`.
        check("cuLaunchKernel", unsafe {
            launch(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
    }
}

#[inline(never)]
pub(crate) fn launch_cudarc(b: &mut Bench<'_>, n: usize) {
    launch_cd(&b.cudarc, n);
}

#[inline(never)]
pub(crate) fn launch_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    launch_cd(&b.cudarc_ev, n);
}

#[inline(always)]
fn launch_cd(c: &Cudarc, n: usize) {
    let (s, f) = (&c.stream, &c.empty);
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { s.launch_builder(f).launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn launch_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.cd_fn(&b.empty), b.cd_stream());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
    }
}

// cuLaunchKernelEx (empty kernel, one attribute, submit only)

#[inline(never)]
pub(crate) fn launch_ex_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe {
            b.empty
                .launch_ex(ONE, &[LaunchAttribute::Priority(PRIORITY)], &b.stream, ())
        } {
            fail("Function::launch_ex", e);
        }
    }
}

#[inline(never)]
pub(crate) fn launch_ex_sys(b: &mut Bench<'_>, n: usize) {
    let f = b.empty.raw();
    for _ in 0..n {
        // SAFETY: as `launch_ex_safe`.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernelEx(b.config.as_ptr(), f, null_mut(), null_mut())
        } {
            fail("cuLaunchKernelEx", e);
        }
    }
}

#[inline(never)]
pub(crate) fn launch_ex_pfn(b: &mut Bench<'_>, n: usize) {
    let launch = b.pfn.launch_kernel_ex;
    let f = b.empty.raw();
    for _ in 0..n {
        // SAFETY: as `launch_ex_safe`; `launch` is `cuLaunchKernelEx`.
        check("cuLaunchKernelEx", unsafe {
            launch(b.config.as_ptr(), f, null_mut(), null_mut())
        });
    }
}

/// cudarc has no `cuLaunchKernelEx` above `sys`: `cudarc` runs it on cudarc's stream, `cudarc-sys` on
/// ours (no `cudarc-ev`: its tracking never enters this call).
#[inline(never)]
pub(crate) fn launch_ex_cudarc(b: &mut Bench<'_>, n: usize) {
    let mut config = b.cudarc_ex.config;
    config.hStream = b.cudarc.stream.cu_stream();
    let f = b.cd_fn(&b.empty);
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; the stream is live; `attrs` points at one attribute.
        check_cd("cuLaunchKernelEx", unsafe {
            cd::sys::cuLaunchKernelEx(&config, f, null_mut(), null_mut())
        });
    }
}

#[inline(never)]
pub(crate) fn launch_ex_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let f = b.cd_fn(&b.empty);
    for _ in 0..n {
        // SAFETY: as `launch_ex_cudarc`, on our stream.
        check_cd("cuLaunchKernelEx", unsafe {
            cd::sys::cuLaunchKernelEx(&b.cudarc_ex.config, f, null_mut(), null_mut())
        });
    }
}

// launch + cuStreamSynchronize

#[inline(never)]
pub(crate) fn round_trip_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { b.empty.launch(ONE, &b.stream, ()) } {
            fail("Function::launch", e);
        }
        if let Err(e) = b.stream.synchronize() {
            fail("Stream::synchronize", e);
        }
    }
}

#[inline(never)]
pub(crate) fn round_trip_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
        // SAFETY: a live stream.
        if let Err(e) = unsafe { b.driver.cuStreamSynchronize(s) } {
            fail("cuStreamSynchronize", e);
        }
    }
}

#[inline(never)]
pub(crate) fn round_trip_pfn(b: &mut Bench<'_>, n: usize) {
    let (launch, sync) = (b.pfn.launch_kernel, b.pfn.stream_synchronize);
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: as `round_trip_sys`.
        check("cuLaunchKernel", unsafe {
            launch(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
        // SAFETY: a live stream.
        check("cuStreamSynchronize", unsafe { sync(s) });
    }
}

#[inline(never)]
pub(crate) fn round_trip_cudarc(b: &mut Bench<'_>, n: usize) {
    round_trip_cd(&b.cudarc, n);
}

#[inline(never)]
pub(crate) fn round_trip_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    round_trip_cd(&b.cudarc_ev, n);
}

#[inline(always)]
fn round_trip_cd(c: &Cudarc, n: usize) {
    let (s, f) = (&c.stream, &c.empty);
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { s.launch_builder(f).launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
        if let Err(e) = s.synchronize() {
            fail("cudarc synchronize", e);
        }
    }
}

#[inline(never)]
pub(crate) fn round_trip_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.cd_fn(&b.empty), b.cd_stream());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
        // SAFETY: a live stream.
        check_cd("cuStreamSynchronize", unsafe {
            cd::sys::cuStreamSynchronize(s)
        });
    }
}
