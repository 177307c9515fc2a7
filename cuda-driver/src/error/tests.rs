//! The error types' messages, codes and conversions.

use super::*;

#[test]
fn driver_error_displays_call_name_code_and_text() {
    let err = DriverError::check("cuMemAlloc", CUresult::CUDA_ERROR_OUT_OF_MEMORY).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"
    );
    assert_eq!(err.code(), Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY));
    assert_eq!(err.call(), "cuMemAlloc");
    assert!(!err.is_missing());
    assert!(DriverError::check("cuInit", CUresult::CUDA_SUCCESS).is_ok());
}

#[test]
fn unknown_code_prints_its_number() {
    let err = DriverError::check("cuStreamQuery", CUresult::from_raw(123_456)).unwrap_err();
    assert_eq!(err.code().map(CUresult::raw), Some(123_456));
    let msg = err.to_string();
    assert!(
        msg.starts_with("cuStreamQuery: unknown CUresult 123456"),
        "{msg}"
    );
}

#[test]
fn a_kernel_fault_says_the_context_is_lost_and_how_to_recover() {
    let err = DriverError::check("cuStreamSynchronize", CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
        .unwrap_err();
    assert!(err.is_sticky());
    let msg = err.to_string();
    assert!(
        msg.starts_with("cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS (700)"),
        "{msg}"
    );
    assert!(msg.contains("sticky"), "{msg}");
    assert!(msg.contains("reset_primary_context"), "{msg}");
    // An ordinary failure says nothing of the kind.
    let err = DriverError::check("cuMemAlloc", CUresult::CUDA_ERROR_OUT_OF_MEMORY).unwrap_err();
    assert!(!err.is_sticky());
    assert!(!err.to_string().contains("sticky"));
}

#[test]
fn every_listed_code_has_a_name_and_a_description() {
    for &(name, code) in <CUresult as cuda_struct::CudaEnum>::VARIANTS {
        assert!(
            sys::description(code).is_some_and(|d| !d.is_empty()),
            "{name} has no description"
        );
        let msg = DriverError::check("cuX", code).err().map(|e| e.to_string());
        if code != CUresult::CUDA_SUCCESS {
            assert!(msg.is_some_and(|m| m.contains(&format!("({})", code.raw()))));
        }
    }
}

#[test]
fn missing_function_names_what_it_needs() {
    let f = MissingFunction {
        name: "cuLaunchKernelEx",
        version: Some(11060),
        since: Some(11060),
    };
    let err = DriverError::missing(f, 11040);
    assert!(err.is_missing() && err.code().is_none());
    assert_eq!(err.introduced_in(), Some(11060));
    let msg = err.to_string();
    assert!(
        msg.contains("cuLaunchKernelEx") && msg.contains("CUDA 11.6") && msg.contains("CUDA 11.4"),
        "{msg}"
    );
    assert!(msg.contains("PFN_cuLaunchKernelEx_v11060"), "{msg}");
    assert!(msg.contains("update the NVIDIA driver"), "{msg}");
}

#[test]
fn a_function_introduced_after_its_abi_names_the_version_that_introduced_it() {
    // cuda.h 13.2 was the first to declare `cuLaunchHostFunc_v2`, at ABI 13010: a 13.1 driver is
    // too old for it, not a stand-in.
    let f = MissingFunction {
        name: "cuLaunchHostFunc_v2",
        version: Some(13010),
        since: Some(13020),
    };
    let err = DriverError::missing(f, 13010);
    assert_eq!(err.introduced_in(), Some(13020));
    let msg = err.to_string();
    for part in [
        "CUDA 13.2 introduced it",
        "CUDA 13.2 or newer",
        "PFN_cuLaunchHostFunc_v13010",
        "supports CUDA 13.1; update the NVIDIA driver",
    ] {
        assert!(msg.contains(part), "`{part}` not in: {msg}");
    }
    assert_eq!(
        DriverError::check("cuInit", CUresult::CUDA_ERROR_INVALID_VALUE)
            .unwrap_err()
            .introduced_in(),
        None
    );
}

#[test]
fn load_error_names_the_variable_to_set() {
    let err = LoadError::new(
        crate::driver::LIBRARY,
        crate::driver::HINT,
        vec![cuda_struct::load::Attempt {
            path: "libcuda.so.1".into(),
            reason: "not found".into(),
        }],
    );
    let msg = err.to_string();
    assert!(
        msg.contains("`libcuda.so.1` (not found)") && msg.contains(crate::PATH_VARIABLE),
        "{msg}"
    );
}

#[test]
fn a_code_checks_as_a_status_and_missing_converts() {
    assert_eq!(Status::check(CUresult::CUDA_SUCCESS, "cuInit"), Ok(()));
    let err = Status::check(CUresult::CUDA_ERROR_INVALID_VALUE, "cuInit").unwrap_err();
    assert_eq!(
        (err.call(), err.code()),
        ("cuInit", Some(CUresult::CUDA_ERROR_INVALID_VALUE))
    );
    let err = DriverError::from(MissingFunction {
        name: "cuLaunchKernelEx",
        version: Some(11060),
        since: Some(11060),
    });
    assert!(
        err.is_missing() && err.call() == "cuLaunchKernelEx",
        "{err}"
    );
    assert!(err.to_string().contains("CUDA 11.6"), "{err}");
}

#[test]
fn a_call_refused_in_a_host_function_says_why_and_reads_as_not_permitted() {
    let err = DriverError::in_host_fn("cuStreamQuery");
    assert!(err.is_in_host_fn() && !err.is_missing() && !err.is_sticky());
    assert!(!err.stops_all_work());
    assert_eq!(err.code(), Some(CUresult::CUDA_ERROR_NOT_PERMITTED));
    let msg = err.to_string();
    assert!(
        msg.starts_with("cuStreamQuery: not called") && msg.contains("host function"),
        "{msg}"
    );
    let panicked = Error::HostFnPanicked {
        message: "boom".into(),
        count: 3,
    };
    assert_eq!(
        panicked.to_string(),
        "a host function queued on the stream panicked: boom (and 2 more since the last report)"
    );
}

#[test]
fn versions_read_as_people_write_them() {
    assert_eq!(Version(13000).to_string(), "13.0");
    assert_eq!(Version(12080).to_string(), "12.8");
    assert_eq!(Version(3020).to_string(), "3.2");
    assert_eq!(Version(11060).to_string(), "11.6");
}

/// An error of another crate, carried as a driver `Error`: displays as itself, is the `source()`,
/// and comes back as its own type.
#[test]
fn a_library_error_is_kept_whole() {
    #[derive(Debug, PartialEq)]
    struct Theirs(u32);
    impl fmt::Display for Theirs {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "nvrtcCompileProgram: code {}", self.0)
        }
    }
    impl std::error::Error for Theirs {}
    let e = Error::from(LibraryError::new("NVRTC", Theirs(5)));
    assert_eq!(e.to_string(), "nvrtcCompileProgram: code 5");
    let source = std::error::Error::source(&e).expect("a source");
    assert_eq!(source.downcast_ref::<Theirs>(), Some(&Theirs(5)));
    let Error::Library(inner) = &e else {
        panic!("not a library error: {e:?}")
    };
    assert_eq!(
        (inner.library(), inner.downcast_ref::<Theirs>()),
        ("NVRTC", Some(&Theirs(5)))
    );
    assert_eq!(e.clone(), e);
    assert_ne!(e, Error::from(LibraryError::new("NVRTC", Theirs(6))));
    assert_ne!(e, Error::from(LibraryError::new("nvJitLink", Theirs(5))));
}
