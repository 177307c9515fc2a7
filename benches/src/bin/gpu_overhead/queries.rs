//! The measured loops of the calls that ask the driver something: `cuCtxGetCurrent`,
//! `cuDeviceGetAttribute` and `cuStreamQuery`, one function per variant.

use std::ffi::c_int;
use std::hint::black_box;
use std::ptr::null_mut;

use cuda_driver::sys::{CUcontext, CUdevice_attribute, CUresult};
use cudarc::driver as cd;

use crate::bench::{bad_code, check, check_cd, Bench, Cudarc};
use crate::options::fail;

/// The device attribute every harness reads.
const ATTRIBUTE: CUdevice_attribute = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;

// cuCtxGetCurrent

#[inline(never)]
pub(crate) fn ctx_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match cuda_driver::current_context(b.driver) {
            Ok(c) => {
                black_box(c);
            }
            Err(e) => fail("current_context", e),
        }
    }
}

#[inline(never)]
pub(crate) fn ctx_sys(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        let mut c = CUcontext::null();
        // SAFETY: a valid out-parameter.
        if let Err(e) = unsafe { b.driver.cuCtxGetCurrent(c.as_mut_ptr()) } {
            fail("cuCtxGetCurrent", e);
        }
        black_box(c);
    }
}

#[inline(never)]
pub(crate) fn ctx_pfn(b: &mut Bench<'_>, n: usize) {
    let f = b.pfn.ctx_get_current;
    for _ in 0..n {
        let mut c = CUcontext::null();
        // SAFETY: a valid out-parameter; `f` is `cuCtxGetCurrent`.
        check("cuCtxGetCurrent", unsafe { f(c.as_mut_ptr()) });
        black_box(c);
    }
}

/// Both cudarc columns: `get_current` is a free function, which no context and so no tracking enters.
#[inline(never)]
pub(crate) fn ctx_cudarc(_: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match cd::result::ctx::get_current() {
            Ok(c) => {
                black_box(c);
            }
            Err(e) => fail("cudarc get_current", e),
        }
    }
}

#[inline(never)]
pub(crate) fn ctx_cudarc_sys(_: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        let mut c: cd::sys::CUcontext = null_mut();
        // SAFETY: a valid out-parameter.
        check_cd("cuCtxGetCurrent", unsafe {
            cd::sys::cuCtxGetCurrent(&mut c)
        });
        black_box(c);
    }
}

// cuDeviceGetAttribute

#[inline(never)]
pub(crate) fn attr_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match b.device.attribute(ATTRIBUTE) {
            Ok(v) => {
                black_box(v);
            }
            Err(e) => fail("Device::attribute", e),
        }
    }
}

#[inline(never)]
pub(crate) fn attr_sys(b: &mut Bench<'_>, n: usize) {
    let dev = b.device.raw();
    for _ in 0..n {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter.
        if let Err(e) = unsafe { b.driver.cuDeviceGetAttribute(&mut v, ATTRIBUTE, dev) } {
            fail("cuDeviceGetAttribute", e);
        }
        black_box(v);
    }
}

#[inline(never)]
pub(crate) fn attr_pfn(b: &mut Bench<'_>, n: usize) {
    let f = b.pfn.device_get_attribute;
    let dev = b.device.raw();
    for _ in 0..n {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter; `f` is `cuDeviceGetAttribute`.
        check("cuDeviceGetAttribute", unsafe { f(&mut v, ATTRIBUTE, dev) });
        black_box(v);
    }
}

#[inline(never)]
pub(crate) fn attr_cudarc(b: &mut Bench<'_>, n: usize) {
    attr_cd(&b.cudarc, n);
}

#[inline(never)]
pub(crate) fn attr_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    attr_cd(&b.cudarc_ev, n);
}

#[inline(always)]
fn attr_cd(c: &Cudarc, n: usize) {
    let attr = cd::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
    for _ in 0..n {
        match c.ctx.attribute(attr) {
            Ok(v) => {
                black_box(v);
            }
            Err(e) => fail("cudarc attribute", e),
        }
    }
}

#[inline(never)]
pub(crate) fn attr_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let attr = cd::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
    let dev = b.cudarc.ctx.cu_device();
    for _ in 0..n {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter.
        check_cd("cuDeviceGetAttribute", unsafe {
            cd::sys::cuDeviceGetAttribute(&mut v, attr, dev)
        });
        black_box(v);
    }
}

// cuStreamQuery (an idle stream: CUDA_SUCCESS)

#[inline(never)]
pub(crate) fn query_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match b.stream.query() {
            Ok(done) => {
                black_box(done);
            }
            Err(e) => fail("Stream::query", e),
        }
    }
}

#[inline(never)]
pub(crate) fn query_sys(b: &mut Bench<'_>, n: usize) {
    let s = b.stream.raw();
    for _ in 0..n {
        // SAFETY: a live stream.
        match unsafe { b.driver.cuStreamQuery(s) } {
            Ok(()) => {
                black_box(true);
            }
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => {
                black_box(false);
            }
            Err(e) => fail("cuStreamQuery", e),
        }
    }
}

#[inline(never)]
pub(crate) fn query_pfn(b: &mut Bench<'_>, n: usize) {
    let f = b.pfn.stream_query;
    let s = b.stream.raw();
    for _ in 0..n {
        // SAFETY: a live stream; `f` is `cuStreamQuery`.
        let code = unsafe { f(s) };
        if code == CUresult::CUDA_SUCCESS {
            black_box(true);
        } else if code == CUresult::CUDA_ERROR_NOT_READY {
            black_box(false);
        } else {
            bad_code("cuStreamQuery", code);
        }
    }
}

/// cudarc has no stream query above `sys`; `cudarc`, `cudarc-ev` and `cudarc-sys` are the same call
/// here, on the stream of each cudarc set-up and on ours.
#[inline(never)]
pub(crate) fn query_cudarc(b: &mut Bench<'_>, n: usize) {
    query_cd(&b.cudarc, n);
}

#[inline(never)]
pub(crate) fn query_cudarc_ev(b: &mut Bench<'_>, n: usize) {
    query_cd(&b.cudarc_ev, n);
}

#[inline(always)]
fn query_cd(c: &Cudarc, n: usize) {
    let s = c.stream.cu_stream();
    for _ in 0..n {
        // SAFETY: a live stream.
        let code = unsafe { cd::sys::cuStreamQuery(s) };
        match code {
            cd::sys::CUresult::CUDA_SUCCESS => {
                black_box(true);
            }
            cd::sys::CUresult::CUDA_ERROR_NOT_READY => {
                black_box(false);
            }
            other => bad_code("cuStreamQuery", other),
        }
    }
}

#[inline(never)]
pub(crate) fn query_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let s = b.cd_stream();
    for _ in 0..n {
        // SAFETY: a live stream.
        let code = unsafe { cd::sys::cuStreamQuery(s) };
        match code {
            cd::sys::CUresult::CUDA_SUCCESS => {
                black_box(true);
            }
            cd::sys::CUresult::CUDA_ERROR_NOT_READY => {
                black_box(false);
            }
            other => bad_code("cuStreamQuery", other),
        }
    }
}
