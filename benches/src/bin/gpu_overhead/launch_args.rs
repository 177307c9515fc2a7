//! The measured loops of the launches with arguments: the 16-parameter kernel, and four tracked buffers
//! on the launch stream or alternating between two streams, one function per variant (cudarc's two
//! safe-layer variants share one loop, on the set-up of each).

use std::ffi::c_void;
use std::ptr::null_mut;

use cuda_driver::sys::{self, CUdeviceptr};
use cudarc::driver::{self as cd, PushKernelArg as _};

use crate::bench::{check, check_cd, Bench, Cudarc, CD_ONE, ONE};
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
    args16_cd(&mut b.cudarc, &b.values, n);
}

#[inline(never)]
pub(crate) fn args16_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    args16_cd(&mut b.cudarc_ev, &b.values, n);
}

/// The output goes as `&mut` (the kernel writes it), as ours does: with tracking on, cudarc waits for its
/// last read and write and records this write.
#[inline(always)]
fn args16_cd(c: &mut Cudarc, v: &[u32; 15], n: usize) {
    let Cudarc {
        stream: s,
        sixteen: f,
        out,
        ..
    } = c;
    for _ in 0..n {
        let mut l = s.launch_builder(f);
        l.arg(&v[0]).arg(&v[1]).arg(&v[2]).arg(&v[3]).arg(&v[4]);
        l.arg(&v[5]).arg(&v[6]).arg(&v[7]).arg(&v[8]).arg(&v[9]);
        l.arg(&v[10])
            .arg(&v[11])
            .arg(&v[12])
            .arg(&v[13])
            .arg(&v[14]);
        l.arg(&mut *out);
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

#[inline(never)]
pub(crate) fn bufs4_cudarc(b: &mut Bench<'_>, n: usize) {
    bufs4_cd(&mut b.cudarc, n);
}

#[inline(never)]
pub(crate) fn bufs4_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    bufs4_cd(&mut b.cudarc_ev, n);
}

/// `(&a, &b, &mut c, &mut d)` as ours: with tracking on, cudarc waits for six events (the last write of
/// each buffer, the last read of the two it writes) and records four on every launch, same stream or not.
#[inline(always)]
fn bufs4_cd(c: &mut Cudarc, n: usize) {
    let Cudarc {
        stream: s,
        four: f,
        bufs: [x, y, z, w],
        ..
    } = c;
    for _ in 0..n {
        let mut l = s.launch_builder(f);
        l.arg(&*x).arg(&*y).arg(&mut *z).arg(&mut *w);
        // SAFETY: `four_args` takes four pointers and touches nothing.
        if let Err(e) = unsafe { l.launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn bufs4_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s, ptrs) = (b.cd_fn(&b.four), b.cd_stream(), b.buf_ptrs());
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    for _ in 0..n {
        let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
        // SAFETY: four pointers to the kernel's four pointer parameters; a live stream.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        });
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

/// With tracking off, cudarc orders nothing: this variant makes the calls the raw variants make, through
/// cudarc's safe layer (`CudaEvent::record` on the previous stream, `CudaStream::wait` on the next).
#[inline(never)]
pub(crate) fn bufs4_other_cudarc(b: &mut Bench<'_>, n: usize) {
    let Cudarc {
        stream,
        other,
        four: f,
        bufs: [x, y, z, w],
        events,
        ..
    } = &mut b.cudarc;
    let streams = [&*stream, &*other];
    for i in 0..n {
        let (prev, next) = (i % 2, (i + 1) % 2);
        if let Err(e) = events[prev]
            .record(streams[prev])
            .and_then(|()| streams[next].wait(&events[prev]))
        {
            fail("cudarc record/wait", e);
        }
        let mut l = streams[next].launch_builder(f);
        l.arg(&*x).arg(&*y).arg(&mut *z).arg(&mut *w);
        // SAFETY: `four_args` takes four pointers and touches nothing.
        if let Err(e) = unsafe { l.launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

/// With tracking on, cudarc's launch orders the streams itself (the same waits and records as on one
/// stream).
#[inline(never)]
pub(crate) fn bufs4_other_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    let Cudarc {
        stream,
        other,
        four: f,
        bufs: [x, y, z, w],
        ..
    } = &mut b.cudarc_ev;
    for i in 0..n {
        let s = if i % 2 == 0 { &*other } else { &*stream };
        let mut l = s.launch_builder(f);
        l.arg(&*x).arg(&*y).arg(&mut *z).arg(&mut *w);
        // SAFETY: `four_args` takes four pointers and touches nothing.
        if let Err(e) = unsafe { l.launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

#[inline(never)]
pub(crate) fn bufs4_other_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, ptrs) = (b.cd_fn(&b.four), b.buf_ptrs());
    let cd_stream = |s: &cuda_driver::Stream| s.raw().native_handle() as cd::sys::CUstream;
    let cd_event = |e: &cuda_driver::Event| e.raw().native_handle() as cd::sys::CUevent;
    let streams = [cd_stream(&b.stream), cd_stream(&b.other)];
    let events = [cd_event(&b.events[0]), cd_event(&b.events[1])];
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    let wait = cd::sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT as u32;
    for i in 0..n {
        let (prev, next) = (i % 2, (i + 1) % 2);
        let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
        // SAFETY: live events and streams.
        check_cd("cuEventRecord", unsafe {
            cd::sys::cuEventRecord(events[prev], streams[prev])
        });
        // SAFETY: as above.
        check_cd("cuStreamWaitEvent", unsafe {
            cd::sys::cuStreamWaitEvent(streams[next], events[prev], wait)
        });
        // SAFETY: four pointers to the kernel's four pointer parameters; a live stream.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(
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
        });
    }
}
