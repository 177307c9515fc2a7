//! `cuda_driver::init()` with `CUDA_DRIVER_LIBRARY` naming a library: first one that does not exist, then
//! the fake whose `cuInit` fails. One test in its own binary, because it sets the process's environment and
//! `Driver::load` keeps the first driver it loads for the rest of the process.

use cuda_driver::sys::CUresult;
use cuda_driver::{Driver, Error, PATH_VARIABLE};

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn init_reports_the_load_error_then_the_failing_cu_init() {
    let Some(path) = fake_drivers::path(fake_drivers::INIT_FAILS) else {
        return;
    };

    let missing = format!("{path}.does-not-exist");
    std::env::set_var(PATH_VARIABLE, &missing);
    match cuda_driver::init() {
        Err(Error::Load(e)) => {
            let tried: Vec<&str> = e.attempts().iter().map(|a| a.path.as_str()).collect();
            assert_eq!(
                tried,
                [missing.as_str()],
                "only the variable's path is tried"
            );
            assert!(e.to_string().contains(&missing), "{e}");
        }
        other => panic!("expected a load error, got {other:?}"),
    }

    // A failed load is not remembered: with the variable fixed, the next call loads the fake.
    std::env::set_var(PATH_VARIABLE, path);
    match cuda_driver::init() {
        Err(Error::Driver(e)) => {
            assert_eq!(e.code(), Some(CUresult::CUDA_ERROR_NO_DEVICE));
            assert!(
                e.to_string()
                    .starts_with("cuInit: CUDA_ERROR_NO_DEVICE (100)"),
                "{e}"
            );
        }
        other => panic!("expected cuInit's error, got {other:?}"),
    }
    assert_eq!(Driver::load().unwrap().path(), path);
}
