//! The stand-in libcufft: Rust functions with cuFFT's prototypes that log what they are handed and
//! "transform" by doubling, each plan a record in a table indexed by its handle (see `main.rs`).
use std::ffi::{c_int, c_longlong, c_void};
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};

use cuda_cufft::sys::{cudaStream_t, cufftHandle, cufftResult, cufftType, Functions};
use cuda_cufft::{Complex32, Cufft};
use cuda_driver::sys::CUstream;
use cuda_driver::{Driver, Stream};
use cuda_struct::FunctionInfo;

use crate::common::symbol;

const OK: cufftResult = cufftResult::CUFFT_SUCCESS;
/// What the stand-in's `cufftMakePlanMany64` answers for the work area, and what `cufftGetSize`
/// answers after it (more: the plan must allocate the larger).
pub(crate) const PLANNED: usize = 1000;
pub(crate) const ASKED: usize = 1536;
/// A size the stand-in refuses with `CUFFT_INVALID_SIZE`, and one it refuses with a code no cuFFT has.
pub(crate) const REFUSED: c_longlong = 7;
pub(crate) const ODD_CODE: c_longlong = 11;

/// One plan of the stand-in: its stream, work area, and the element counts its layout reaches.
#[derive(Default)]
struct Fake {
    stream: usize,
    work: usize,
    auto: Option<c_int>,
    reach: (usize, usize),
}

/// What the stand-in saw: (call, the plan's stream then, an argument).
static LOG: Mutex<Vec<(&'static str, usize, u64)>> = Mutex::new(Vec::new());
static PLANS: Mutex<Vec<Option<Fake>>> = Mutex::new(Vec::new());
/// The fake driver's `fakeLiveAllocations`, for `destroy` to log.
pub(crate) static LIVE_ALLOCATIONS: std::sync::OnceLock<unsafe extern "C" fn() -> i32> =
    std::sync::OnceLock::new();

fn log() -> MutexGuard<'static, Vec<(&'static str, usize, u64)>> {
    LOG.lock().unwrap_or_else(|e| e.into_inner())
}

fn plans() -> MutexGuard<'static, Vec<Option<Fake>>> {
    PLANS.lock().unwrap_or_else(|e| e.into_inner())
}

pub(crate) fn live() -> usize {
    plans().iter().filter(|p| p.is_some()).count()
}

/// Runs `f` on plan `h`'s record.
fn with<R>(h: cufftHandle, f: impl FnOnce(&mut Fake) -> R) -> R {
    let mut plans = plans();
    let p = plans[h.into_raw() as usize].as_mut().expect("a live plan");
    f(p)
}

unsafe extern "C" fn create(h: *mut cufftHandle) -> cufftResult {
    let mut plans = plans();
    plans.push(Some(Fake::default()));
    let id = plans.len() - 1;
    log().push(("create", 0, id as u64));
    // SAFETY: a valid out-parameter.
    unsafe { *h = cufftHandle::from_raw(id as c_int) };
    OK
}

unsafe extern "C" fn destroy(h: cufftHandle) -> cufftResult {
    let f = plans()[h.into_raw() as usize]
        .take()
        .expect("destroyed twice");
    let allocations = LIVE_ALLOCATIONS.get().map_or(0, |f| {
        // SAFETY: the fake's `int fakeLiveAllocations(void)`, which reads a counter.
        unsafe { f() }
    });
    log().push(("destroy", f.stream, allocations as u64));
    OK
}

unsafe extern "C" fn set_auto(h: cufftHandle, auto: c_int) -> cufftResult {
    with(h, |p| p.auto = Some(auto));
    log().push(("set_auto_allocation", 0, auto as u64));
    OK
}

#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn make_many64(
    h: cufftHandle,
    rank: c_int,
    n: *mut c_longlong,
    inembed: *mut c_longlong,
    istride: c_longlong,
    idist: c_longlong,
    onembed: *mut c_longlong,
    ostride: c_longlong,
    odist: c_longlong,
    kind: cufftType,
    batch: c_longlong,
    work: *mut usize,
) -> cufftResult {
    // SAFETY: `rank` values each, as cuFFT reads them.
    let (n, ie, oe) = unsafe {
        let r = rank as usize;
        (
            std::slice::from_raw_parts(n, r).to_vec(),
            std::slice::from_raw_parts(inembed, r).to_vec(),
            std::slice::from_raw_parts(onembed, r).to_vec(),
        )
    };
    log().push(("make_plan", 0, u64::from(kind.raw())));
    match n[n.len() - 1] {
        REFUSED => return cufftResult::CUFFT_INVALID_SIZE,
        ODD_CODE => return cufftResult::from_raw(0x77),
        _ => {}
    }
    // The reach of the last element, by cuFFT's advanced-layout formula.
    let reach = |embed: &[i64], stride: i64, dist: i64, real: bool, complex_half: bool| {
        let mut last = 0i64;
        for (d, &m) in n.iter().enumerate() {
            let m = if d == n.len() - 1 && complex_half && !real {
                m / 2 + 1
            } else {
                m
            };
            last = last * if d == 0 { 1 } else { embed[d] } + m - 1;
        }
        ((batch - 1) * dist + stride * last + 1) as usize
    };
    let half = kind.raw() != cufftType::CUFFT_C2C.raw() && kind.raw() != cufftType::CUFFT_Z2Z.raw();
    let real_in = matches!(kind, cufftType::CUFFT_R2C | cufftType::CUFFT_D2Z);
    let real_out = matches!(kind, cufftType::CUFFT_C2R | cufftType::CUFFT_Z2D);
    let r = (
        reach(&ie, istride, idist, real_in, half),
        reach(&oe, ostride, odist, real_out, half),
    );
    with(h, |p| p.reach = r);
    // SAFETY: a valid out-parameter.
    unsafe { *work = PLANNED };
    OK
}

unsafe extern "C" fn get_size(_h: cufftHandle, work: *mut usize) -> cufftResult {
    log().push(("get_size", 0, 0));
    // SAFETY: a valid out-parameter.
    unsafe { *work = ASKED };
    OK
}

unsafe extern "C" fn set_work_area(h: cufftHandle, area: *mut c_void) -> cufftResult {
    with(h, |p| p.work = area.addr());
    log().push(("set_work_area", 0, area.addr() as u64));
    OK
}

unsafe extern "C" fn set_stream(h: cufftHandle, s: cudaStream_t) -> cufftResult {
    let s = s.into_raw().addr();
    with(h, |p| p.stream = s);
    log().push(("set_stream", s, 0));
    OK
}

/// The stand-in's transform: the plan's work area must be set and automatic allocation off; every
/// output element the plan reaches gets `f(input element of the same index, or 0 past the input)`.
///
/// # Safety
/// `input` and `output` address the plan's reaches of `I` and `O`.
unsafe fn transform<I: Copy, O>(
    name: &'static str,
    h: cufftHandle,
    input: *const I,
    output: *mut O,
    f: impl Fn(Option<I>) -> O,
) -> cufftResult {
    let (stream, work, auto, (ni, no)) = with(h, |p| (p.stream, p.work, p.auto, p.reach));
    if work == 0 || auto != Some(0) {
        return cufftResult::CUFFT_NO_WORKSPACE;
    }
    log().push((name, stream, no as u64));
    for i in 0..no {
        // SAFETY: within the reaches, the caller's promise; the input is read before the output
        // element of the same index is written (in place, one buffer).
        unsafe {
            let x = (i < ni).then(|| input.add(i).read());
            output.add(i).write(f(x));
        }
    }
    OK
}

unsafe extern "C" fn c2c(
    h: cufftHandle,
    i: *mut Complex32,
    o: *mut Complex32,
    d: c_int,
) -> cufftResult {
    let s = if d == -1 { 2.0 } else { -2.0 };
    // SAFETY: the plan's reaches, checked by the safe layer.
    unsafe {
        transform("c2c", h, i, o, |x| {
            let x = x.unwrap_or_default();
            Complex32::from_parts(s * x.re(), s * x.im())
        })
    }
}

unsafe extern "C" fn r2c(h: cufftHandle, i: *mut f32, o: *mut Complex32) -> cufftResult {
    // SAFETY: as above.
    unsafe {
        transform("r2c", h, i, o, |x| {
            Complex32::from_parts(2.0 * x.unwrap_or(0.0), 0.0)
        })
    }
}

unsafe extern "C" fn c2r(h: cufftHandle, i: *mut Complex32, o: *mut f32) -> cufftResult {
    // SAFETY: as above.
    unsafe { transform("c2r", h, i, o, |x| 2.0 * x.unwrap_or_default().re()) }
}

unsafe extern "C" fn version(v: *mut c_int) -> cufftResult {
    // SAFETY: a valid out-parameter.
    unsafe { *v = 12000 };
    OK
}

/// The stand-in libcufft, made once.
pub(crate) fn stand_in() -> &'static Cufft {
    static MADE: std::sync::OnceLock<&'static Cufft> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
            let p: *const () = match f.name {
                "cufftCreate" => create as *const (),
                "cufftDestroy" => destroy as *const (),
                "cufftSetAutoAllocation" => set_auto as *const (),
                "cufftMakePlanMany64" => make_many64 as *const (),
                "cufftGetSize" => get_size as *const (),
                "cufftSetWorkArea" => set_work_area as *const (),
                "cufftSetStream" => set_stream as *const (),
                "cufftExecC2C" => c2c as *const (),
                "cufftExecR2C" => r2c as *const (),
                "cufftExecC2R" => c2r as *const (),
                "cufftGetVersion" => version as *const (),
                _ => return None,
            };
            NonNull::new(p.cast_mut().cast())
        };
        // SAFETY: each address is a function above with the prototype of the function of that name.
        let functions =
            unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut { lookup }) };
        // SAFETY: the stand-ins touch only the elements the plan's layout reaches, at once (as the
        // fake driver runs all work), and nothing else.
        unsafe { Cufft::from_functions(functions, 12000) }
    })
}

/// The stand-in's calls since the last `take`.
pub(crate) fn take() -> Vec<(&'static str, usize, u64)> {
    std::mem::take(&mut *log())
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
