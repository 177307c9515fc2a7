//! The search's candidates, from a given environment: which places, in which order.

use super::*;
use std::format;

const SPEC: LibrarySpec = LibrarySpec::toolkit(
    "TEST_X_LIBRARY",
    &["libx.so.2", "libx.so.1", "libx.so"],
    &["nvidia/cu13/lib", "nvidia/x/lib"],
);

library_search!(struct Wrapped for SPEC, "libx");

/// A fresh folder of its own for one test.
fn scratch(test: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("cuda-struct-search-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_variable_alone_when_set() {
    let env = |name: &str| (name == SPEC.env_var).then(|| OsString::from("/x/libx.so.2"));
    let search = Search::with_env(&SPEC, &env);
    assert_eq!(
        search.candidates(),
        [Candidate {
            path: "/x/libx.so.2".into(),
            place: Place::Variable
        }]
    );
    assert_eq!(search.paths(), ["/x/libx.so.2"]);
    assert_eq!(search.spec(), &SPEC);
}

#[test]
#[cfg_attr(miri, ignore)] // looks at the file system
fn a_declared_search_answers_as_the_shared_one() {
    let site = scratch("declared");
    std::fs::create_dir_all(site.join(SPEC.wheel_dirs[0])).unwrap();
    let env = |name: &str| (name == "PYTHONPATH").then(|| site.clone().into_os_string());
    let shared = Search::with_env(&SPEC, &env);
    let declared = Wrapped::with_env(&env).ask_python(false);
    assert_eq!(declared.candidates(), shared.candidates());
    assert_eq!(declared.site_packages(), shared.site_packages());
    assert_eq!(format!("{declared:?}"), format!("{shared:?}"));
    assert_eq!(
        format!("{:?}", Wrapped::from_env()),
        "Search { ask_python: true, .. }"
    );
    std::fs::remove_dir_all(&site).unwrap();
}

#[test]
#[cfg_attr(miri, ignore)] // looks at the file system
fn an_empty_variable_counts_as_unset() {
    let env = |name: &str| (name == SPEC.env_var).then(OsString::new);
    let c = Search::with_env(&SPEC, &env).candidates();
    assert_eq!(c[0].place, Place::LoaderName);
}

#[test]
#[cfg_attr(miri, ignore)] // looks at the file system
fn the_loader_names_first_in_order() {
    let env = |_: &str| None;
    let c = Search::with_env(&SPEC, &env).candidates();
    let names: Vec<&Path> = c
        .iter()
        .take(SPEC.names.len())
        .map(|c| c.path.as_path())
        .collect();
    let expected: Vec<&Path> = SPEC.names.iter().map(Path::new).collect();
    assert_eq!(names, expected);
    assert!(c[..SPEC.names.len()]
        .iter()
        .all(|c| c.place == Place::LoaderName));
}

#[test]
#[cfg_attr(miri, ignore)] // looks at the file system
fn the_toolkits_folders_in_order_then_the_wheels() {
    let root = scratch("toolkit");
    let (path, home) = (root.join("path"), root.join("home"));
    for dir in TOOLKIT_DIRS {
        std::fs::create_dir_all(path.join(dir)).unwrap();
    }
    // `$CUDA_HOME` has only the last folder, searched after all of `$CUDA_PATH`'s.
    std::fs::create_dir_all(home.join(TOOLKIT_DIRS[TOOLKIT_DIRS.len() - 1])).unwrap();
    let site = root.join("site");
    std::fs::create_dir_all(site.join(SPEC.wheel_dirs[1])).unwrap();
    let env = |name: &str| match name {
        "CUDA_PATH" => Some(path.clone().into_os_string()),
        "CUDA_HOME" => Some(home.clone().into_os_string()),
        "PYTHONPATH" => Some(site.clone().into_os_string()),
        _ => None,
    };
    let c = Search::with_env(&SPEC, &env).candidates();
    let mine: Vec<(PathBuf, Place)> = c
        .iter()
        .filter(|c| c.path.starts_with(&root))
        .map(|c| (c.path.clone(), c.place))
        .collect();
    let mut want = Vec::new();
    for dir in TOOLKIT_DIRS
        .iter()
        .map(|d| path.join(d))
        .chain([home.join(TOOLKIT_DIRS[TOOLKIT_DIRS.len() - 1])])
    {
        want.extend(SPEC.names.iter().map(|n| (dir.join(n), Place::Toolkit)));
    }
    let wheel = site.join(SPEC.wheel_dirs[1]);
    want.extend(
        SPEC.names
            .iter()
            .map(|n| (wheel.join(n), Place::SitePackages)),
    );
    assert_eq!(mine, want);
    // The toolkit's candidates come before every site-packages one.
    let last_toolkit = c.iter().rposition(|c| c.place == Place::Toolkit).unwrap();
    assert!(c[..last_toolkit]
        .iter()
        .all(|c| c.place != Place::SitePackages));
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
#[cfg_attr(miri, ignore)] // looks at the file system
fn the_wheels_folders_are_searched() {
    let site = scratch("wheels");
    for dir in SPEC.wheel_dirs {
        std::fs::create_dir_all(site.join(dir)).unwrap();
    }
    let env = |name: &str| (name == "PYTHONPATH").then(|| site.clone().into_os_string());
    let c = Search::with_env(&SPEC, &env).candidates();
    for dir in SPEC.wheel_dirs {
        for name in SPEC.names {
            let want = site.join(dir).join(name);
            assert!(
                c.iter()
                    .any(|c| c.path == want && c.place == Place::SitePackages),
                "{} not searched",
                want.display()
            );
        }
    }
    assert_eq!(
        Search::with_env(&SPEC, &env).site_packages().first(),
        Some(&site)
    );
    std::fs::remove_dir_all(&site).unwrap();
}

#[test]
#[cfg_attr(miri, ignore)] // looks at the file system
fn the_same_site_packages_is_listed_once() {
    let site = scratch("dedup");
    let paths = std::env::join_paths([&site, &site.join("."), &site.join("missing")]).unwrap();
    let env = |name: &str| (name == "PYTHONPATH").then(|| paths.clone());
    let sites = Search::with_env(&SPEC, &env).site_packages();
    assert_eq!(sites.iter().filter(|d| d.starts_with(&site)).count(), 1);
    std::fs::remove_dir_all(&site).unwrap();
}

#[test]
fn a_driver_or_system_library_is_looked_for_by_its_names_alone() {
    const NAMES_ONLY: LibrarySpec =
        LibrarySpec::system("TEST_Y_LIBRARY", &["liby.so.1", "liby.so"]);
    assert_eq!(
        LibrarySpec::driver("TEST_Y_LIBRARY", NAMES_ONLY.names),
        NAMES_ONLY
    );
    // Not even a toolkit root the environment names is looked in (nor any folder, so this runs under
    // Miri too).
    let env = |name: &str| (name == "CUDA_PATH").then(|| OsString::from("/"));
    let search = Search::with_env(&NAMES_ONLY, &env);
    assert_eq!(search.paths(), ["liby.so.1", "liby.so"]);
    assert!(search
        .candidates()
        .iter()
        .all(|c| c.place == Place::LoaderName));
    assert_eq!(
        format!("{:?}", search.ask_python(true)),
        "Search { ask_python: true, .. }"
    );
}
