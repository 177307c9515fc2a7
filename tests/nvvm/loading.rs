//! Finding and loading libNVVM: the layouts of NVIDIA's wheels in a site-packages directory (13.x's
//! `nvidia/cu13/lib`, 12.x's `nvidia/cuda_nvcc/nvvm/lib64`), a toolkit's `nvvm/lib64`, and the error
//! when nothing loads.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use cuda_nvvm::{Nvvm, Place, Search, PATH_VARIABLE};

use crate::{fetched, VERSIONS};

/// A fresh folder under the target's temporary directory.
fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("nvvm-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `file` linked (a symbolic link) at `dir/name`.
#[cfg(unix)]
fn place(file: &Path, dir: &Path, name: &str) {
    std::fs::create_dir_all(dir).unwrap();
    std::os::unix::fs::symlink(file, dir.join(name)).unwrap();
}

#[test]
#[cfg(unix)]
fn each_wheel_layout_is_found_in_a_virtual_environment_and_loads() {
    const TEST: &str = "each_wheel_layout_is_found_in_a_virtual_environment_and_loads";
    for (version, wheel_dir) in [
        ("12.9", "nvidia/cuda_nvcc/nvvm/lib64"),
        ("13.0", "nvidia/cu13/lib"),
    ] {
        let Some(dir) = fetched(TEST, version) else {
            continue;
        };
        let (_, file, _) = VERSIONS.iter().find(|(v, ..)| *v == version).unwrap();
        let venv = scratch(&format!("venv-{version}"));
        let site = venv.join("lib/python3.12/site-packages");
        let name = Path::new(file).file_name().unwrap().to_str().unwrap();
        place(&dir.join(file), &site.join(wheel_dir), name);
        let root = OsString::from(&venv);
        let env = |var: &str| (var == "VIRTUAL_ENV").then(|| root.clone());
        let found: Vec<PathBuf> = Search::with_env(&env)
            .ask_python(false)
            .candidates()
            .into_iter()
            .filter(|c| c.place == Place::SitePackages)
            .map(|c| c.path)
            .collect();
        let expected = site.join(wheel_dir).join(name);
        assert!(found.contains(&expected), "{found:?}");
        let nvvm = Nvvm::load_from([&expected]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(nvvm.version(), (2, 0));
        assert_eq!(nvvm.path(), expected.to_str().unwrap());
        std::fs::remove_dir_all(&venv).unwrap();
    }
}

#[test]
#[cfg(unix)]
fn a_toolkits_nvvm_folder_is_found_and_loads() {
    const TEST: &str = "a_toolkits_nvvm_folder_is_found_and_loads";
    let Some(dir) = fetched(TEST, "13.5") else {
        return;
    };
    let toolkit = scratch("toolkit");
    place(
        &dir.join("lib/libnvvm.so.4"),
        &toolkit.join("nvvm/lib64"),
        "libnvvm.so.4",
    );
    let root = OsString::from(&toolkit);
    let env = |var: &str| (var == "CUDA_PATH").then(|| root.clone());
    let candidates = Search::with_env(&env).ask_python(false).candidates();
    let first = candidates
        .iter()
        .find(|c| c.place == Place::Toolkit)
        .expect("a toolkit candidate");
    assert_eq!(first.path, toolkit.join("nvvm/lib64/libnvvm.so.4"));
    let nvvm = Nvvm::open(&first.path).unwrap_or_else(|e| panic!("{e}"));
    assert!(nvvm.is_available("nvvmLLVMVersion"));
    std::fs::remove_dir_all(&toolkit).unwrap();
}

#[test]
fn a_missing_library_is_a_load_error_saying_what_was_tried_and_what_to_do() {
    let missing = scratch("missing").join("libnvvm.so.4");
    let e = Nvvm::open(&missing).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("libNVVM"), "{text}");
    assert!(text.contains(missing.to_str().unwrap()), "{text}");
    assert!(text.contains(PATH_VARIABLE), "{text}");
    assert_eq!(e.attempts().len(), 1);
}

#[test]
#[cfg(target_os = "linux")]
fn a_library_that_is_not_libnvvm_is_refused_by_name() {
    let e = Nvvm::open("libc.so.6").unwrap_err();
    assert!(
        e.to_string()
            .contains("not libNVVM: it does not export nvvmCreateProgram"),
        "{e}"
    );
}
