//! The raw pointers, from `cuGetProcAddress`: the `pfn` variant, the limit the others are measured
//! against.

use std::ffi::{c_int, c_uint, c_void, CString};
use std::ptr::null_mut;

use cuda_driver::sys::{
    self, CUcontext, CUdevice_attribute, CUdriverProcAddressQueryResult, CUdriverProcAddress_flags,
    CUlaunchConfig, CUresult,
};
use cuda_driver::Driver;

use crate::options::fail;

/// `name`'s pointer from `cuGetProcAddress` at the ABI version this crate declares for it, typed like
/// the table's entry `like`; also whether it is the pointer the table holds.
fn proc_address<F: Copy>(driver: &Driver, name: &str, like: Option<F>) -> (F, bool) {
    assert_eq!(
        size_of::<F>(),
        size_of::<*mut c_void>(),
        "{name}: not a function pointer"
    );
    let info = cuda_driver::functions()
        .find(|f| f.name == name)
        .unwrap_or_else(|| fail(name, "not listed by cuda-driver"));
    let cname = CString::new(name).unwrap_or_else(|e| fail(name, e));
    let version = info
        .version
        .unwrap_or_else(|| fail(name, "listed without an ABI version"));
    let mut p: *mut c_void = null_mut();
    let mut status = CUdriverProcAddressQueryResult::CU_GET_PROC_ADDRESS_SUCCESS;
    let flags = CUdriverProcAddress_flags::CU_GET_PROC_ADDRESS_LEGACY_STREAM.raw() as u64;
    // SAFETY: a NUL-terminated name and valid out-parameters for the pointer and the status.
    unsafe {
        driver.cuGetProcAddress(cname.as_ptr(), &mut p, version as c_int, flags, &mut status)
    }
    .unwrap_or_else(|e| fail(name, e));
    if p.is_null() {
        fail(
            name,
            format!("cuGetProcAddress gave no pointer ({status:?})"),
        );
    }
    // SAFETY: `F` is the table's type for `name`, the prototype of ABI version `info.version`, and a
    // function pointer of the same size as `p` (asserted above).
    let f = unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) };
    // SAFETY: as above, read back as an address to compare.
    let same = like.is_some_and(|t| unsafe { std::mem::transmute_copy::<F, *mut c_void>(&t) } == p);
    (f, same)
}

/// The prototypes, as the table declares them.
type CtxGetCurrentFn = unsafe extern "C" fn(*mut CUcontext) -> CUresult;
type DeviceGetAttributeFn =
    unsafe extern "C" fn(*mut c_int, CUdevice_attribute, sys::CUdevice) -> CUresult;
type StreamFn = unsafe extern "C" fn(sys::CUstream) -> CUresult;
pub(crate) type LaunchKernelFn = unsafe extern "C" fn(
    sys::CUfunction,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    sys::CUstream,
    *mut *mut c_void,
    *mut *mut c_void,
) -> CUresult;
type LaunchKernelExFn = for<'a> unsafe extern "C" fn(
    *const CUlaunchConfig<'a>,
    sys::CUfunction,
    *mut *mut c_void,
    *mut *mut c_void,
) -> CUresult;

type EventRecordFn = unsafe extern "C" fn(sys::CUevent, sys::CUstream) -> CUresult;
type StreamWaitEventFn = unsafe extern "C" fn(sys::CUstream, sys::CUevent, c_uint) -> CUresult;

pub(crate) struct Pfns {
    pub(crate) event_record: EventRecordFn,
    pub(crate) stream_wait_event: StreamWaitEventFn,
    pub(crate) ctx_get_current: CtxGetCurrentFn,
    pub(crate) device_get_attribute: DeviceGetAttributeFn,
    pub(crate) stream_query: StreamFn,
    pub(crate) stream_synchronize: StreamFn,
    pub(crate) launch_kernel: LaunchKernelFn,
    pub(crate) launch_kernel_ex: LaunchKernelExFn,
}

impl Pfns {
    pub(crate) fn get(driver: &Driver) -> (Pfns, bool) {
        let t = driver.table();
        let (a, sa) = proc_address(driver, "cuCtxGetCurrent", t.context.cuCtxGetCurrent);
        let (b, sb) = proc_address(
            driver,
            "cuDeviceGetAttribute",
            t.device.cuDeviceGetAttribute,
        );
        let (c, sc) = proc_address(driver, "cuStreamQuery", t.stream.cuStreamQuery);
        let (d, sd) = proc_address(driver, "cuStreamSynchronize", t.stream.cuStreamSynchronize);
        let (e, se) = proc_address(driver, "cuLaunchKernel", t.launch.cuLaunchKernel);
        let (f, sf) = proc_address(driver, "cuLaunchKernelEx", t.launch.cuLaunchKernelEx);
        let (g, sg) = proc_address(driver, "cuEventRecord", t.event.cuEventRecord);
        let (h, sh) = proc_address(driver, "cuStreamWaitEvent", t.stream.cuStreamWaitEvent);
        let pfns = Pfns {
            event_record: g,
            stream_wait_event: h,
            ctx_get_current: a,
            device_get_attribute: b,
            stream_query: c,
            stream_synchronize: d,
            launch_kernel: e,
            launch_kernel_ex: f,
        };
        (pfns, sa && sb && sc && sd && se && sf && sg && sh)
    }
}
