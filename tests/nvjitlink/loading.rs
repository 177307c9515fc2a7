//! Finding and loading nvJitLink: the site-packages search against a real pip install of each wheel
//! layout (`nvidia/cu13/lib`, `nvidia/nvjitlink/lib`), and the error when nothing loads.
//!
//! A wheel's library has the same name as the cached one this process may have loaded already, so the
//! pip-install checks run in a fresh child process: the parent runs this test binary again with
//! `--ignored --exact <child>` and `NVJITLINK_TEST_CHILD=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

use cuda_nvjitlink::{Arch, Linker, NvJitLink, Options, Place, Search};
use cuda_tests::fetch;

use crate::fetched;

const CHILD: &str = "NVJITLINK_TEST_CHILD";

/// A fresh folder under the target's temporary directory.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("nvjitlink-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The wheel the cache kept for `component` (`<cache>/wheels/<component>/*.whl` beside
/// `<cache>/<component>`).
fn wheel(dir: &Path, component: &str) -> PathBuf {
    let cache = dir.ancestors().nth(2).unwrap();
    let wheels = cache.join("wheels").join(component);
    std::fs::read_dir(&wheels)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "whl"))
        .unwrap_or_else(|| panic!("no wheel in {}", wheels.display()))
}

/// Installs `wheel` into a fresh prefix with pip; `None` after the skip line when pip cannot.
fn pip_install(test: &str, wheel: &Path) -> Option<PathBuf> {
    let prefix = scratch(test);
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let pip = Command::new(&python)
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            "--no-compile",
        ])
        .arg("--prefix")
        .arg(&prefix)
        .arg(wheel)
        .output();
    match pip {
        Ok(out) if out.status.success() => Some(prefix),
        other => {
            let why = match other {
                Ok(out) => String::from_utf8_lossy(&out.stderr).into_owned(),
                Err(e) => e.to_string(),
            };
            if fetch::ci() {
                panic!("{test}: pip install failed under CI=true: {why}");
            }
            fetch::skip_line(format_args!(
                "{test}: `{python} -m pip install` failed: {why}"
            ));
            None
        }
    }
}

/// Runs `child` (a test of this module) alone in a new process with `env`, and fails with its output if
/// it fails.
fn in_child(child: &str, env: &[(&str, &Path)]) {
    let exe = std::env::current_exe().unwrap();
    let mut cmd = Command::new(exe);
    cmd.args([
        "--ignored",
        "--exact",
        &format!("loading::{child}"),
        "--nocapture",
    ])
    .env(CHILD, "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{child} failed:\n{stdout}\n{stderr}");
    assert!(
        cuda_tests::child::ran_exactly_one(&stdout),
        "{child} did not run as the one test:\n{stdout}\n{stderr}"
    );
}

#[test]
fn found_through_the_site_packages_of_each_wheel_layout() {
    const TEST: &str = "found_through_the_site_packages_of_each_wheel_layout";
    // 13.x wheels put the library in nvidia/cu13/lib, 12.x wheels in nvidia/nvjitlink/lib.
    for (version, folder) in [
        ("13.0", "nvidia/cu13/lib"),
        ("12.9", "nvidia/nvjitlink/lib"),
    ] {
        let Some(dir) = fetched(TEST, "nvjitlink", version) else {
            continue;
        };
        let wheel = wheel(&dir, &format!("nvjitlink/{version}"));
        let Some(prefix) = pip_install(&format!("{TEST}-{version}"), &wheel) else {
            continue;
        };
        let expected = PathBuf::from(version);
        in_child(
            "child_site_packages",
            &[
                ("TEST_PREFIX", &prefix),
                ("TEST_FOLDER", Path::new(folder)),
                ("TEST_VERSION", &expected),
            ],
        );
        let _ = std::fs::remove_dir_all(&prefix);
    }
}

#[test]
#[ignore = "run by found_through_the_site_packages_of_each_wheel_layout, in a fresh process"]
fn child_site_packages() {
    if std::env::var_os(CHILD).is_none() {
        return fetch::skip_line("child_site_packages: runs only as its parent's child");
    }
    let var = |name: &str| PathBuf::from(std::env::var_os(name).unwrap());
    let (prefix, folder) = (var("TEST_PREFIX"), var("TEST_FOLDER"));
    let version = var("TEST_VERSION").to_string_lossy().into_owned();
    // The environment of a virtual environment at the prefix, and nothing else.
    let env = |name: &str| (name == "VIRTUAL_ENV").then(|| prefix.clone().into_os_string());
    let search = Search::with_env(&env);
    let sites = search.site_packages();
    assert!(
        sites
            .iter()
            .any(|s| s.starts_with(&prefix) && s.join(&folder).is_dir()),
        "{sites:?}"
    );
    let wheel: Vec<PathBuf> = search
        .candidates()
        .into_iter()
        .filter(|c| c.place == Place::SitePackages && c.path.starts_with(&prefix))
        .map(|c| c.path)
        .collect();
    let jit = NvJitLink::load_from(&wheel).unwrap();
    assert!(
        Path::new(jit.path()).starts_with(prefix.join("lib")),
        "{}",
        jit.path()
    );
    let (major, minor) = jit.version().unwrap();
    assert_eq!(format!("{major}.{minor}"), version);
    // The library found is a working one: a link of no inputs completes.
    let linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
    linker.complete().unwrap();
}

#[test]
fn no_library_lists_every_path_with_its_reason() {
    let missing = "/nonexistent/nvjitlink/libnvJitLink.so.13";
    // Loaded in every process already, and not nvJitLink.
    let not_nvjitlink = "libc.so.6";
    let e = NvJitLink::load_from([missing, not_nvjitlink]).unwrap_err();
    let paths: Vec<&str> = e.attempts().iter().map(|a| a.path.as_str()).collect();
    assert_eq!(paths, [missing, not_nvjitlink]);
    assert!(e.attempts()[0].reason.contains("No such file"), "{e}");
    assert_eq!(
        e.attempts()[1].reason,
        "not nvJitLink: it does not export nvJitLinkCreate"
    );
    let text = e.to_string();
    assert!(
        text.starts_with("could not load the nvJitLink library; tried `/nonexistent"),
        "{text}"
    );
    assert!(text.contains(cuda_nvjitlink::PATH_VARIABLE), "{text}");
}
