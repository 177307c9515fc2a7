//! The CUDA runtime for real, no GPU needed: each test runs against libcudart 13.0 and 12.9 (and 13.5) from
//! NVIDIA's wheels (`nvidia-cuda-runtime`, `nvidia-cuda-runtime-cu12`), fetched from PyPI into the cache on
//! first use (`cudart/<version>`). Without them a test prints why it skipped; under `CI=true` it fails.
//!
//! On a machine without libcuda (CI) the library loads and its calls answer `cudaErrorInsufficientDriver`
//! (35) as a value; with a driver, the same tests check the calls succeed instead.
//!
//! Run alone: `cargo test -p cuda-tests --test runtime`.

use std::sync::OnceLock;

use cuda_runtime::sys::{self, cudaError};
use cuda_runtime::Runtime;
use cuda_tests::fetch;

/// The runtime versions checked: the cache component `cudart/<version>`, the library file in it, and
/// the version `cudaRuntimeGetVersion` reports.
const VERSIONS: &[(&str, &str, i32)] = &[
    ("13.0", "libcudart.so.13", 13000),
    ("12.9", "libcudart.so.12", 12090),
    ("13.5", "libcudart.so.13", 13050),
];

/// Each version's runtime, loaded once per process by full path, in legacy and per-thread mode; the
/// versions that cannot be had print a skip line (a failure under `CI=true`).
fn each_runtime(test: &str, per_thread: bool) -> Vec<&'static Runtime> {
    static LOADED: [OnceLock<Option<(&'static Runtime, &'static Runtime)>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    VERSIONS
        .iter()
        .zip(&LOADED)
        .filter_map(|(&(version, file, expected), cell)| {
            let pair = *cell.get_or_init(|| {
                let dir = fetch::require(
                    &format!("{test} (libcudart {version})"),
                    &format!("cudart/{version}"),
                )?;
                let lib = dir.join("lib").join(file);
                let open = |pt| {
                    Runtime::open_with(&lib, pt)
                        .unwrap_or_else(|e| panic!("{}: {e}", lib.display()))
                };
                let (legacy, per) = (open(false), open(true));
                assert_eq!(legacy.version(), expected, "{}", lib.display());
                Some((legacy, per))
            });
            pair.map(|(legacy, per)| if per_thread { per } else { legacy })
        })
        .collect()
}

/// Whether this machine has a CUDA driver the runtime can use.
fn have_driver() -> bool {
    // SAFETY: loading the driver library runs its initialisers, which are sound to run.
    unsafe { cuda::load::Library::open("libcuda.so.1") }.is_ok()
}

#[test]
fn it_loads_and_answers_insufficient_driver_as_a_value() {
    for rt in each_runtime("insufficient driver", false) {
        match rt.device_count() {
            Err(e) => {
                assert!(!have_driver(), "{}: {e}", rt.path());
                assert_eq!(
                    e.code(),
                    Some(cudaError::cudaErrorInsufficientDriver),
                    "{e}"
                );
                assert_eq!(e.code().map(cudaError::raw), Some(35));
                assert_eq!(
                    e.to_string(),
                    "cudaGetDeviceCount: cudaErrorInsufficientDriver (35): CUDA driver version is \
                     insufficient for CUDA runtime version"
                );
            }
            Ok(n) => assert!(have_driver() && n >= 0, "{}: {n} devices", rt.path()),
        }
        // The driver version call needs no driver: 0 without one.
        let v = rt.driver_version().unwrap();
        assert_eq!(v == 0, !have_driver(), "{}: driver version {v}", rt.path());
    }
}

#[test]
fn error_names_and_descriptions_are_the_librarys() {
    for rt in each_runtime("error names", false) {
        let mut known = 0;
        for raw in (0..=1100).chain([10_000]) {
            let code = cudaError::from_raw(raw);
            let (Some(name), Some(text)) =
                (rt.library_error_name(code), rt.library_error_string(code))
            else {
                continue;
            };
            known += 1;
            assert_eq!(
                code.name(),
                Some(name.as_str()),
                "{}: code {raw}",
                rt.path()
            );
            assert_eq!(
                code.description(),
                Some(text.as_str()),
                "{}: code {raw}",
                rt.path()
            );
        }
        assert!(known >= 130, "{}: only {known} codes named", rt.path());
    }
}

/// Whether declaration `f` is for a runtime of `version` (its version at most it, not ended by `UNTIL`).
fn applies(f: &cuda_runtime::FunctionInfo, version: i32) -> bool {
    let version = u32::try_from(version).unwrap_or(0);
    f.version.unwrap_or(0) <= version
        && sys::until(f.name, f.version.unwrap_or(0)).is_none_or(|u| version < u)
}

#[test]
#[allow(deprecated)]
fn every_function_of_its_version_is_found() {
    for per_thread in [false, true] {
        for rt in each_runtime("functions found", per_thread) {
            let v = rt.version();
            let lacking: Vec<&str> = sys::functions()
                .filter(|f| applies(f, v) && !rt.is_available(f.name))
                .map(|f| f.name)
                .collect();
            assert_eq!(
                lacking,
                [] as [&str; 0],
                "{} (per-thread {per_thread})",
                rt.path()
            );
            // And nothing of another ABI is: a 13.x runtime resolves no 12.x-only declaration.
            if v >= 13000 {
                assert!(rt.table().device_deprecated.cudaThreadExit.is_none());
                assert!(rt.table().device.cudaGetDeviceProperties_v2.is_none());
                assert!(rt.table().memory_misc.cudaMemAdvise_v12000.is_none());
                assert!(rt.table().memory_misc.cudaMemAdvise.is_some());
            } else {
                assert!(rt.table().device.cudaGetDeviceProperties.is_none());
                assert!(rt.table().memory_misc.cudaMemAdvise.is_none());
                assert!(rt.table().memory_misc.cudaMemAdvise_v12000.is_some());
            }
        }
    }
}

#[test]
#[allow(deprecated)]
fn a_missing_function_is_an_error_naming_it() {
    for rt in each_runtime("missing function", false) {
        if rt.version() >= 13000 {
            // SAFETY: missing in 13.x, so nothing is called.
            let e = unsafe { rt.cudaThreadExit() }.unwrap_err();
            assert!(e.is_missing() && e.call() == "cudaThreadExit", "{e}");
            assert!(
                e.to_string().contains("not in the loaded CUDA runtime"),
                "{e}"
            );
            let e = rt.device_properties_v12(0).unwrap_err();
            assert!(
                e.is_missing() && e.call() == "cudaGetDeviceProperties_v2",
                "{e}"
            );
        } else {
            let e = rt.device_properties(0).unwrap_err();
            assert!(
                e.is_missing() && e.call() == "cudaGetDeviceProperties",
                "{e}"
            );
            assert!(e.to_string().contains("it needs CUDA 13.0 or newer"), "{e}");
        }
    }
}

#[test]
fn device_properties_without_a_driver_is_an_error_value() {
    if have_driver() {
        return fetch::skip_line("device properties without a driver: this machine has one");
    }
    for rt in each_runtime("device properties", false) {
        let e = if rt.version() >= 13000 {
            rt.device_properties(0).map(|_| ()).unwrap_err()
        } else {
            rt.device_properties_v12(0).map(|_| ()).unwrap_err()
        };
        assert_eq!(
            e.code(),
            Some(cudaError::cudaErrorInsufficientDriver),
            "{e}"
        );
    }
}

#[test]
fn per_thread_mode_resolves_the_per_thread_symbols() {
    let legacy = each_runtime("per-thread symbols", false);
    let per = each_runtime("per-thread symbols", true);
    for (l, p) in legacy.iter().zip(&per) {
        assert!(p.per_thread_default_stream() && !l.per_thread_default_stream());
        let addr = |f: Option<
            unsafe extern "C" fn(*mut *mut std::ffi::c_void, usize) -> sys::cudaError_t,
        >| { f.map(|f| f as usize) };
        // `cudaMalloc` has no per-thread variant: the same function in both modes.
        assert_eq!(
            addr(l.table().memory.cudaMalloc),
            addr(p.table().memory.cudaMalloc)
        );
        // `cudaStreamQuery` does (`_ptsz`): another function.
        let q = |r: &Runtime| r.table().stream.cudaStreamQuery.map(|f| f as usize);
        assert!(q(l).is_some() && q(p).is_some());
        assert_ne!(q(l), q(p), "{}", l.path());
        assert_eq!(l.missing_functions(), p.missing_functions(), "{}", l.path());
    }
}
