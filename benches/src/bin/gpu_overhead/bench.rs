//! The state every measurement uses (ours and cudarc's), its set-up and checks, and the checks of the
//! driver's result codes that the raw variants make.

use std::ffi::c_void;
use std::sync::Arc;

use cuda_driver::sys::{CUdeviceptr, CUlaunchConfig, CUresult};
use cuda_driver::{Device, DeviceBuffer, Driver, Event, Function, LaunchConfig, Stream};
use cudarc::driver as cd;

use crate::options::fail;
use crate::pfn::Pfns;

pub(crate) const EMPTY_PTX: &str = include_str!("../../../kernels/empty.ptx");
pub(crate) const SIXTEEN_ARGS_PTX: &str =
    include_str!("../../../../tests/kernels/sixteen_args.ptx");
pub(crate) const FOUR_ARGS_PTX: &str = include_str!("../../../kernels/four_args.ptx");

/// `CU_LAUNCH_ATTRIBUTE_PRIORITY`, the one attribute of the `cuLaunchKernelEx` rows.
pub(crate) const PRIORITY: i32 = 0;

/// One cudarc set-up: its `CudaContext` on device 0 (the primary context, as ours), two streams of it,
/// the three kernels and the buffers. The program makes two: `cudarc` with event tracking off and
/// `cudarc-ev` with it on (cudarc's default).
pub(crate) struct Cudarc {
    pub(crate) ctx: Arc<cd::CudaContext>,
    pub(crate) stream: Arc<cd::CudaStream>,
    /// A second stream: the four-buffer launches alternate between the two.
    pub(crate) other: Arc<cd::CudaStream>,
    pub(crate) empty: cd::CudaFunction,
    pub(crate) sixteen: cd::CudaFunction,
    pub(crate) four: cd::CudaFunction,
    pub(crate) out: cd::CudaSlice<u32>,
    /// Four buffers of `stream`, for the four-buffer launches.
    pub(crate) bufs: [cd::CudaSlice<u32>; 4],
    /// One event per stream: with tracking off, the alternating launch orders the two streams with them
    /// itself, as the raw variants do (with tracking on, cudarc's launch orders them).
    pub(crate) events: [cd::CudaEvent; 2],
}

/// The `cuLaunchKernelEx` configuration of cudarc's `sys` (its bindgen types), on *our* stream.
pub(crate) struct CudarcEx {
    /// One priority attribute; `config.attrs` points at it.
    _attr: Box<cd::sys::CUlaunchAttribute>,
    pub(crate) config: cd::sys::CUlaunchConfig,
}

pub(crate) struct Bench<'m> {
    pub(crate) driver: &'static Driver,
    pub(crate) device: Device,
    pub(crate) stream: Stream,
    /// A second stream: the four-buffer launches alternate between the two, so every launch finds its
    /// buffers last used on the other stream.
    pub(crate) other: Stream,
    pub(crate) empty: Function<'m>,
    pub(crate) sixteen: Function<'m>,
    pub(crate) four: Function<'m>,
    pub(crate) out: DeviceBuffer<u32>,
    /// Four buffers of `stream`, for the four-buffer launches.
    pub(crate) bufs: [DeviceBuffer<u32>; 4],
    /// One event per stream, for the raw variants of the alternating launches.
    pub(crate) events: [Event; 2],
    pub(crate) config: CUlaunchConfig<'static>,
    pub(crate) values: [u32; 15],
    pub(crate) pfn: Pfns,
    /// cudarc with its event tracking off (the `cudarc` variant).
    pub(crate) cudarc: Cudarc,
    /// cudarc with its event tracking on, its default (the `cudarc-ev` variant).
    pub(crate) cudarc_ev: Cudarc,
    pub(crate) cudarc_ex: CudarcEx,
}

pub(crate) const ONE: LaunchConfig = LaunchConfig {
    grid: (1, 1, 1),
    block: (1, 1, 1),
    shared_mem_bytes: 0,
};

pub(crate) const CD_ONE: cd::LaunchConfig = cd::LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

impl Bench<'_> {
    /// `out`'s address, for the raw variants (its home is `stream`, which they launch on).
    pub(crate) fn out_ptr(&self) -> CUdeviceptr {
        self.out
            .raw(&self.stream)
            .unwrap_or_else(|e| fail("DeviceBuffer::raw", e))
    }

    /// The four buffers' addresses, for the raw variants, made ready for `stream` (their home).
    pub(crate) fn buf_ptrs(&self) -> [CUdeviceptr; 4] {
        let [a, b, c, d] = &self.bufs;
        let p = |x: &DeviceBuffer<u32>| {
            x.raw(&self.stream)
                .unwrap_or_else(|e| fail("DeviceBuffer::raw", e))
        };
        [p(a), p(b), p(c), p(d)]
    }

    /// The 16 kernel parameters as the C API takes them, pointing into `self` and at `out`.
    #[inline(always)]
    pub(crate) fn params16(&self, out: &CUdeviceptr) -> [*mut c_void; 16] {
        let v = &self.values;
        let p = |x: &u32| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
        [
            p(&v[0]),
            p(&v[1]),
            p(&v[2]),
            p(&v[3]),
            p(&v[4]),
            p(&v[5]),
            p(&v[6]),
            p(&v[7]),
            p(&v[8]),
            p(&v[9]),
            p(&v[10]),
            p(&v[11]),
            p(&v[12]),
            p(&v[13]),
            p(&v[14]),
            std::ptr::from_ref(out).cast_mut().cast::<c_void>(),
        ]
    }

    pub(crate) fn cd_stream(&self) -> cd::sys::CUstream {
        self.stream.raw().native_handle() as cd::sys::CUstream
    }

    pub(crate) fn cd_fn(&self, f: &Function<'_>) -> cd::sys::CUfunction {
        f.raw().native_handle() as cd::sys::CUfunction
    }

    /// Waits for both streams (untimed), so that every launch batch starts on an empty queue.
    pub(crate) fn drain(&self) {
        self.stream
            .synchronize()
            .unwrap_or_else(|e| fail("cuStreamSynchronize", e));
        self.other
            .synchronize()
            .unwrap_or_else(|e| fail("cuStreamSynchronize", e));
        for c in [&self.cudarc, &self.cudarc_ev] {
            for s in [&c.stream, &c.other] {
                s.synchronize()
                    .unwrap_or_else(|e| fail("cudarc synchronize", e));
            }
        }
    }

    /// The cudarc set-up a variant uses, if it is one of cudarc's safe-layer variants.
    pub(crate) fn cudarc_of(&mut self, variant: &str) -> Option<&mut Cudarc> {
        match variant {
            "cudarc" => Some(&mut self.cudarc),
            "cudarc-ev" => Some(&mut self.cudarc_ev),
            _ => None,
        }
    }
}

#[cold]
#[inline(never)]
pub(crate) fn bad_code(call: &str, code: impl std::fmt::Debug) -> ! {
    fail(call, format!("returned {code:?}"))
}

#[inline(always)]
pub(crate) fn check(call: &str, code: CUresult) {
    if code != CUresult::CUDA_SUCCESS {
        bad_code(call, code);
    }
}

#[inline(always)]
pub(crate) fn check_cd(call: &str, code: cd::sys::CUresult) {
    if code != cd::sys::CUresult::CUDA_SUCCESS {
        bad_code(call, code);
    }
}

/// A cudarc set-up with its event tracking on (`tracking`, cudarc's default) or off.
pub(crate) fn setup_cudarc(tracking: bool) -> Cudarc {
    let ctx = cd::CudaContext::new(0).unwrap_or_else(|e| fail("cudarc CudaContext::new", e));
    if !tracking {
        // SAFETY: cudarc's contract without tracking holds: this set-up's buffers are allocated on
        // `stream` and used on `other` only by the alternating launch (`bufs4_other_cudarc`), which
        // before every launch records an event on the stream it leaves and waits for it on the one it
        // launches on, so no use on `other` precedes the allocation and no two uses overlap; they are
        // freed after `measure`'s last `drain` has waited for both streams. Without tracking, cudarc's
        // launch records no events (its fastest setting).
        unsafe { ctx.disable_event_tracking() };
    }
    let new_stream = || {
        ctx.new_stream()
            .unwrap_or_else(|e| fail("cudarc new_stream", e))
    };
    let (stream, other) = (new_stream(), new_stream());
    let load = |ptx: &str, name: &str| {
        ctx.load_module(cudarc::nvrtc::Ptx::from_src(ptx))
            .and_then(|m| m.load_function(name))
            .unwrap_or_else(|e| fail("cudarc load_module", e))
    };
    let zeroed = |n| {
        stream
            .alloc_zeros::<u32>(n)
            .unwrap_or_else(|e| fail("cudarc alloc_zeros", e))
    };
    let event = || {
        ctx.new_event(None)
            .unwrap_or_else(|e| fail("cudarc new_event", e))
    };
    Cudarc {
        empty: load(EMPTY_PTX, "empty"),
        sixteen: load(SIXTEEN_ARGS_PTX, "sixteen_args"),
        four: load(FOUR_ARGS_PTX, "four_args"),
        out: zeroed(16),
        bufs: [zeroed(256), zeroed(256), zeroed(256), zeroed(256)],
        events: [event(), event()],
        ctx,
        stream,
        other,
    }
}

/// cudarc's `sys` `cuLaunchKernelEx` configuration, on `b_stream` (ours), with one priority attribute.
pub(crate) fn setup_cudarc_ex(b_stream: &Stream) -> CudarcEx {
    // SAFETY: an all-zero attribute is valid (`CU_LAUNCH_ATTRIBUTE_IGNORE`); the id and value are set next.
    let mut attr: Box<cd::sys::CUlaunchAttribute> = Box::new(unsafe { std::mem::zeroed() });
    attr.id = cd::sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY;
    attr.value.priority = PRIORITY;
    let config = cd::sys::CUlaunchConfig {
        gridDimX: 1,
        gridDimY: 1,
        gridDimZ: 1,
        blockDimX: 1,
        blockDimY: 1,
        blockDimZ: 1,
        sharedMemBytes: 0,
        hStream: b_stream.raw().native_handle() as cd::sys::CUstream,
        attrs: &mut *attr,
        numAttrs: 1,
    };
    CudarcEx {
        _attr: attr,
        config,
    }
}
