//! Fake CUDA drivers: small C libraries that stand in for libcuda in one failure case each, built by this
//! crate's build script with the system C compiler. None touches a GPU; the tests in `tests/` load them
//! with `cuda_driver::Driver::open` and check that every failure is a value with a useful message.
//!
//! The paths are empty where the fakes cannot be built (not Unix); [`path`] returns `None` there.
//!
//! | Fake | Exports | Stands for |
//! |---|---|---|
//! | [`NO_PROC_ADDRESS`] | `cuInit`, `cuDriverGetVersion` (11.2), `cuDeviceGet[Count]`, `cuDeviceTotalMem_v2`, `cuCtxGetCurrent`, the v1 `cuMemAlloc` | a driver older than CUDA 11.3, with no `cuGetProcAddress` |
//! | [`OLD_DRIVER`] | `cuGetProcAddress` only (11.3 entry point), which knows five functions | an 11.4 driver |
//! | [`OLD_DRIVER_V2`] | the same through `cuGetProcAddress_v2` | the same, through the 12.0 entry point |
//! | [`UNKNOWN_CODES`] | `cuGetProcAddress_v2`; functions return 9999 and 123456789 | a driver newer than this crate's codes |
//! | [`INIT_FAILS`] | `cuGetProcAddress_v2`, `cuInit` failing with `CUDA_ERROR_NO_DEVICE` | a machine without a GPU |
//! | [`ABI_FALLBACK`] | `cuGetProcAddress_v2`, which knows contexts and events at 12.4's ABIs | a 12.4 driver, for the fallbacks to older ABIs |
//! | [`ABI_FALLBACK_11`] | the same through the 11.3 entry point, reporting 11.3 (`cuDeviceGetUuid` at 9020 only) | an 11.3 driver |
//! | [`ABI_FALLBACK_13`] | the same with 13.0's ABIs as well (`cuCtxCreate_v4`, `cuEventElapsedTime_v2`) | a 13.0 driver |
//! | [`ANSWERS_EVERYTHING_13`] | `cuGetProcAddress_v2`, which hands out a stub for every name at every version | a 13.0 driver asked for what 13.1 to 13.5 added |
//! | [`HOST_MEMORY_13`] | `cuGetProcAddress_v2`: contexts, streams, events, allocations, 1-D and 2-D copies and memsets, done at once in host memory; memory pools (exportable ones shareable across processes); managed, mapped and registered host memory; primary-context flags; virtual memory; the kernels `add_one`, `spin_add_one`, `affine_clamp`, `read_map` and `map_sum`, with `cuFuncGetParamInfo`; libraries of those kernels (`cuLibraryLoadData`, `cuKernelGetFunction`, `cuKernelGetParamInfo`) with unload and synchronise counters; cluster occupancy answers; `cuTensorMapEncodeTiled` and `cuTensorMapEncodeIm2col` writing their arguments into the map; host functions (`cuLaunchHostFunc`, run on a thread of their own before the call returns); arrays and mipmapped arrays, 3-D copies with host and array sides, texture and surface objects, the kernels `tex_fetch` and `surf_fill`, and counts of live arrays and objects and of destructions made before a use was covered by a synchronisation | a 13.0 driver, to check what lands where in device memory |
//! | [`HOST_MEMORY_13_2`] | the same, reporting 13.2, with `cuFuncGetParamCount` | a 13.2 driver, for the checked launch's count query |
//! | [`HOST_MEMORY_NO_PARAM_INFO`] | the same without `cuFuncGetParamInfo` | a driver older than 12.4, whose launches cannot be checked |
//!
/// A driver without `cuGetProcAddress` (`c/no_proc_address.c`).
pub const NO_PROC_ADDRESS: &str = env!("FAKE_DRIVER_NO_PROC_ADDRESS");
/// An 11.4 driver whose `cuGetProcAddress` knows five functions (`c/old_driver.c`).
pub const OLD_DRIVER: &str = env!("FAKE_DRIVER_OLD_DRIVER");
/// As [`OLD_DRIVER`], through `cuGetProcAddress_v2` (`c/old_driver.c` with `FAKE_V2`).
pub const OLD_DRIVER_V2: &str = env!("FAKE_DRIVER_OLD_DRIVER_V2");
/// A driver whose functions return codes beyond this crate's list (`c/unknown_codes.c`).
pub const UNKNOWN_CODES: &str = env!("FAKE_DRIVER_UNKNOWN_CODES");
/// A driver whose `cuInit` fails with `CUDA_ERROR_NO_DEVICE` (`c/init_fails.c`).
pub const INIT_FAILS: &str = env!("FAKE_DRIVER_INIT_FAILS");

/// A 12.4 driver with contexts, timed events and device UUIDs at the ABIs such a driver has:
/// `cuCtxCreate` at 3020, `cuEventElapsedTime` at 2000, `cuDeviceGetUuid` at 9020 and 11040
/// (`c/abi_fallback.c`). Its `cuGetProcAddress` also hands out `fakeAbiCalls`, `int (int abi)`: how many
/// calls each of those ABIs (and 12050, 12080) has had.
pub const ABI_FALLBACK: &str = env!("FAKE_DRIVER_ABI_FALLBACK");
/// As [`ABI_FALLBACK`], reporting 11.3 and exporting the 11.3 entry point `cuGetProcAddress`: its
/// `cuDeviceGetUuid` is the 9020 ABI only (`c/abi_fallback.c` with `VERSION=11030`).
pub const ABI_FALLBACK_11: &str = env!("FAKE_DRIVER_ABI_FALLBACK_11");
/// As [`ABI_FALLBACK`], reporting 13.0 and with 13.0's ABIs too: `cuCtxCreate` at 12050 and
/// `cuEventElapsedTime` at 12080 (`c/abi_fallback.c` with `VERSION=13000`).
pub const ABI_FALLBACK_13: &str = env!("FAKE_DRIVER_ABI_FALLBACK_13");

/// A 13.0 driver whose `cuGetProcAddress_v2` answers every name at every ABI version with a stub that
/// fails with `CUDA_ERROR_NOT_SUPPORTED` (`cuInit` and `cuDriverGetVersion` work), as a real driver answers
/// with the newest ABI not newer than the one asked for; `fakeStubCalls`, `int (void)`, counts the stub's
/// calls (`c/answers_everything.c`).
pub const ANSWERS_EVERYTHING_13: &str = env!("FAKE_DRIVER_ANSWERS_EVERYTHING_13");

/// Every fake, by name, for tests that check all of them.
pub const ALL: &[(&str, &str)] = &[
    ("no_proc_address", NO_PROC_ADDRESS),
    ("old_driver", OLD_DRIVER),
    ("old_driver_v2", OLD_DRIVER_V2),
    ("unknown_codes", UNKNOWN_CODES),
    ("init_fails", INIT_FAILS),
    ("abi_fallback", ABI_FALLBACK),
    ("abi_fallback_13", ABI_FALLBACK_13),
    ("abi_fallback_11", ABI_FALLBACK_11),
    ("answers_everything_13", ANSWERS_EVERYTHING_13),
];

/// The fake's path, or `None` (with a note on stderr) where the fakes are not built or the test runs under
/// Miri, which cannot `dlopen`.
pub fn path(fake: &'static str) -> Option<&'static str> {
    if cfg!(miri) {
        skip("Miri cannot load shared libraries");
        None
    } else if fake.is_empty() {
        skip("the fake drivers are built on Unix only");
        None
    } else {
        Some(fake)
    }
}

/// Prints `skipped: <why>` straight to stderr, where the test harness does not capture it (it would keep an
/// `eprintln!` for failing tests only).
fn skip(why: &str) {
    use std::io::Write as _;
    // A log line that cannot be written is not worth failing the test for.
    // One write, so lines from tests running in parallel do not interleave.
    let _ = std::io::stderr().write_all(format!("skipped: {why}\n").as_bytes());
}

/// A 13.0 driver whose device memory is host memory and whose streams run work when it is queued
/// (`c/host_memory.c`): allocations (checked, so a copy outside one fails), 1-D and 2-D copies and
/// memsets, contexts, streams and events; managed, mapped and registered host memory (prefetch, advice
/// and attachment checked and done at once); primary-context flags; virtual memory (`c/host_vmm.h`:
/// physical allocations are memfds mapped into reserved host ranges, exported as `dup`s); modules, and
/// the GPU suite's kernels `add_one`, `spin_add_one`, `affine_clamp` (a struct by value) and
/// `read_map` (128 bytes by value) run on the host, their parameter lists reported by
/// `cuFuncGetParamInfo` (`c/host_kernels.h`); memory
/// pools (`c/host_pools.h`: the default, created and imported pools, the current pool, attributes,
/// trim, access; a pool's allocations are host allocations like any, an exportable pool's pieces of a
/// memfd whose `dup` is its descriptor). Its `cuGetProcAddress` also hands out `fakeLiveAllocations`,
/// `fakeLiveRegistrations` and `fakeLivePhysical`, `int (void)`: how many allocations (and mapped
/// pieces) are live, how many host ranges are registered, how many physical allocations are still held;
/// and `fakePoolStat`, `int (int what)`: 0, created or imported pools alive; 1, such pools destroyed
/// with allocations outstanding; 2, pool allocations outstanding; 3, successful `cuMemPoolDestroy` calls.
pub const HOST_MEMORY_13: &str = env!("FAKE_DRIVER_HOST_MEMORY_13");
/// As [`HOST_MEMORY_13`], reporting 13.2 and with `cuFuncGetParamCount` (`c/host_memory.c` with
/// `VERSION=13020`).
pub const HOST_MEMORY_13_2: &str = env!("FAKE_DRIVER_HOST_MEMORY_13_2");
/// As [`HOST_MEMORY_13`], without `cuFuncGetParamInfo` and `cuFuncGetParamCount`, as a driver older
/// than CUDA 12.4: launches cannot be checked (`c/host_memory.c` with `NO_PARAM_INFO`).
pub const HOST_MEMORY_NO_PARAM_INFO: &str = env!("FAKE_DRIVER_HOST_MEMORY_NO_PARAM_INFO");
