//! libcurand for real, no GPU needed: the libraries of CUDA 12.9, 13.0 and 13.5 from NVIDIA's wheels
//! (`nvidia-curand-cu12`, `nvidia-curand`), fetched from PyPI into the cache on first use
//! (`curand/<version>`), loaded by full path. Without them a test prints why it skipped; under
//! `CI=true` it fails.
//!
//! 13.5's libcurand links libcudart.so.13 (12.9's and 13.0's carry the runtime inside), so its test
//! loads the runtime of the same wheel set (`cudart/13.5`) first, as a program would have it beside.
//!
//! Run alone: `cargo test -p cuda-tests --test curand`.

use std::ffi::c_int;

use cuda_curand::sys::libraryPropertyType;
use cuda_curand::Curand;
use cuda_tests::fetch;

/// The releases checked: the cache component `curand/<version>`, and `curandGetVersion`'s answer.
const VERSIONS: &[(&str, u32)] = &[("12.9", 10310), ("13.0", 10400), ("13.5", 10405)];

/// libcurand of `version`, loaded by full path; `None` after the skip line.
fn curand(test: &str, version: &str) -> Option<&'static Curand> {
    let dir = fetch::require(
        &format!("{test} (libcurand {version})"),
        &format!("curand/{version}"),
    )?;
    if version == "13.5" {
        let rt = fetch::require(&format!("{test} (libcudart 13.5)"), "cudart/13.5")?;
        let path = rt.join("lib/libcudart.so.13");
        // Fetched but not loadable is a failure everywhere.
        cuda_runtime::Runtime::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let lib = dir.join("lib/libcurand.so.10");
    Some(Curand::open(&lib).unwrap_or_else(|e| panic!("{}: {e}", lib.display())))
}

#[test]
fn each_library_reports_its_release_and_lacks_only_the_binomial_pair() {
    for &(version, expected) in VERSIONS {
        let Some(curand) = curand("release and exports", version) else {
            continue;
        };
        assert_eq!(curand.version(), expected, "libcurand {version}");
        // Declared by every curand.h, exported by no library: calls are missing-function errors.
        assert_eq!(
            curand.missing_functions(),
            ["curandGenerateBinomial", "curandGenerateBinomialMethod"],
            "libcurand {version}"
        );
        let mut major: c_int = 0;
        // SAFETY: a valid out-parameter; the call needs no GPU.
        unsafe { curand.curandGetProperty(libraryPropertyType::MAJOR_VERSION, &mut major) }
            .unwrap();
        assert_eq!(major, 10, "libcurand {version}");
        let mut out = 0u32;
        // SAFETY: refused before anything is called: the library lacks the function.
        let missing = unsafe {
            curand.curandGenerateBinomial(
                cuda_curand::sys::curandGenerator_t::null(),
                &mut out,
                1,
                1,
                0.5,
            )
        }
        .unwrap_err();
        assert!(missing.is_missing(), "{missing}");
        assert!(
            missing.to_string().contains("curandGenerateBinomial"),
            "{missing}"
        );
    }
}

#[test]
fn a_file_that_is_not_libcurand_is_refused_with_the_reason() {
    let Some(dir) = fetch::require("not libcurand", "curand/13.0") else {
        return;
    };
    // The header, not a library.
    let err = Curand::open(dir.join("include/curand.h")).unwrap_err();
    assert!(err.to_string().contains("curand.h"), "{err}");
}
