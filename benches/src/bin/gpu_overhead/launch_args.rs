//! The measured loops of the launches with arguments: the 16-parameter kernel, and four tracked buffers
//! on the launch stream or alternating between two streams, one function per variant.

use std::ffi::c_void;
use std::ptr::null_mut;

use cuda_driver::sys::{self, CUdeviceptr};
use cudarc::driver::{self as cd, PushKernelArg as _};

use crate::bench::{check, check_cd, Bench, CD_ONE, ONE};
use crate::options::fail;
use crate::pfn::LaunchKernelFn;

// A 16-parameter launch (15 u32 values and the output pointer)

#[inline(never)]
pub(crate) fn args16_safe(b: &mut Bench<'_>, n: usize) {
    let v = b.values;
    let out = &mut b.out;
    for _ in 0..n {
        // SAFETY: the kernel takes 15 `u32`s and a pointer to 16 `u32`s, which `out` holds.
        let r = unsafe {
            b.sixteen.launch(
                ONE,
                &b.stream,
                (
                    v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11],
                    v[12], v[13], v[14], &mut *out,
                ),
            )
        };
        if let Err(e) = r {
            fail("Function::launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn args16_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.sixteen.raw(), b.stream.raw());
    let out = b.out_ptr();
    for _ in 0..n {
        let mut params = b.params16(&out);
        // SAFETY: 16 pointers to the kernel's 16 parameters, of their types; `out` holds 16 `u32`s.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
pub(crate) fn args16_pfn(b: &mut Bench<'_>, n: usize) {
    let launch = b.pfn.launch_kernel;
    let (f, s) = (b.sixteen.raw(), b.stream.raw());
    let out = b.out_ptr();
    for _ in 0..n {
        let mut params = b.params16(&out);
        // SAFETY: as `args16_sys`; `launch` is `cuLaunchKernel`.
        check("cuLaunchKernel", unsafe {
            launch(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        });
    }
}

#[inline(never)]
pub(crate) fn args16_cudarc(b: &mut Bench<'_>, n: usize) {
    let (s, f, v) = (&b.cudarc.stream, &b.cudarc.sixteen, &b.values);
    for _ in 0..n {
        let mut l = s.launch_builder(f);
        l.arg(&v[0]).arg(&v[1]).arg(&v[2]).arg(&v[3]).arg(&v[4]);
        l.arg(&v[5]).arg(&v[6]).arg(&v[7]).arg(&v[8]).arg(&v[9]);
        l.arg(&v[10])
            .arg(&v[11])
            .arg(&v[12])
            .arg(&v[13])
            .arg(&v[14]);
        l.arg(&b.cudarc.out);
        // SAFETY: the kernel takes 15 `u32`s and a pointer to 16 `u32`s, which `out` holds.
        if let Err(e) = unsafe { l.launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn args16_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.cd_fn(&b.sixteen), b.cd_stream());
    let out = b.out_ptr();
    for _ in 0..n {
        let mut params = b.params16(&out);
        // SAFETY: as `args16_sys`.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        });
    }
}

// A launch with four buffer arguments, the buffers of the launch stream (no ordering needed)

#[inline(never)]
pub(crate) fn bufs4_safe(b: &mut Bench<'_>, n: usize) {
    let [x, y, z, w] = &mut b.bufs;
    for _ in 0..n {
        // SAFETY: `four_args` takes four pointers and touches nothing.
        let r = unsafe { b.four.launch(ONE, &b.stream, (&*x, &*y, &mut *z, &mut *w)) };
        if let Err(e) = r {
            fail("Function::launch", e);
        }
    }
}

/// `cuLaunchKernel` of `four_args` through `launch` (the `cuLaunchKernel` pointer) on `s`.
#[inline(always)]
fn four_raw(launch: LaunchKernelFn, f: sys::CUfunction, s: sys::CUstream, ptrs: &[CUdeviceptr; 4]) {
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
    // SAFETY: four pointers to the kernel's four pointer parameters; `launch` is `cuLaunchKernel`.
    check("cuLaunchKernel", unsafe {
        launch(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
    });
}

#[inline(never)]
pub(crate) fn bufs4_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s, ptrs) = (b.four.raw(), b.stream.raw(), b.buf_ptrs());
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    for _ in 0..n {
        let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
        // SAFETY: four pointers to the kernel's four pointer parameters; a live stream.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
pub(crate) fn bufs4_pfn(b: &mut Bench<'_>, n: usize) {
    let (f, s, ptrs) = (b.four.raw(), b.stream.raw(), b.buf_ptrs());
    for _ in 0..n {
        four_raw(b.pfn.launch_kernel, f, s, &ptrs);
    }
}

// The same launch, alternating between two streams: each launch finds its buffers last used on the other
// stream. The raw variants make the calls that ordering needs (record an event on the previous stream,
// wait for it on the next) and the launch.

#[inline(never)]
pub(crate) fn bufs4_other_safe(b: &mut Bench<'_>, n: usize) {
    let [x, y, z, w] = &mut b.bufs;
    for i in 0..n {
        let s = if i % 2 == 0 { &b.other } else { &b.stream };
        // SAFETY: `four_args` takes four pointers and touches nothing.
        let r = unsafe { b.four.launch(ONE, s, (&*x, &*y, &mut *z, &mut *w)) };
        if let Err(e) = r {
            fail("Function::launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn bufs4_other_sys(b: &mut Bench<'_>, n: usize) {
    let (f, ptrs) = (b.four.raw(), b.buf_ptrs());
    let streams = [b.stream.raw(), b.other.raw()];
    let events = [b.events[0].raw(), b.events[1].raw()];
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    for i in 0..n {
        let (prev, next) = (i % 2, (i + 1) % 2);
        let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
        // SAFETY: live events and streams; four pointers to the kernel's four pointer parameters.
        let r = unsafe {
            b.driver
                .cuEventRecord(events[prev], streams[prev])
                .and_then(|()| b.driver.cuStreamWaitEvent(streams[next], events[prev], 0))
                .and_then(|()| {
                    b.driver.cuLaunchKernel(
                        f,
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        0,
                        streams[next],
                        params.as_mut_ptr(),
                        null_mut(),
                    )
                })
        };
        if let Err(e) = r {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
pub(crate) fn bufs4_other_pfn(b: &mut Bench<'_>, n: usize) {
    let (f, ptrs) = (b.four.raw(), b.buf_ptrs());
    let streams = [b.stream.raw(), b.other.raw()];
    let events = [b.events[0].raw(), b.events[1].raw()];
    let (record, wait) = (b.pfn.event_record, b.pfn.stream_wait_event);
    for i in 0..n {
        let (prev, next) = (i % 2, (i + 1) % 2);
        // SAFETY: live events and streams; `record` is `cuEventRecord`, `wait` `cuStreamWaitEvent`.
        check("cuEventRecord", unsafe {
            record(events[prev], streams[prev])
        });
        // SAFETY: as above.
        check("cuStreamWaitEvent", unsafe {
            wait(streams[next], events[prev], 0)
        });
        four_raw(b.pfn.launch_kernel, f, streams[next], &ptrs);
    }
}

/// The cudarc columns of the four-buffer rows (`Op::variants` leaves them out): with its event tracking
/// off, cudarc's launch records no use, so the rows compare ours with the raw pointer only.
#[inline(never)]
pub(crate) fn not_measured(_: &mut Bench<'_>, _: usize) {}
