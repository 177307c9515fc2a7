//! Where libcudart is looked for: the environment variable, the system loader's names, the CUDA toolkit, and
//! the layout of NVIDIA's pip wheels in site-packages.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The environment variable naming the CUDA runtime library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_RUNTIME_LIBRARY";

/// The names given to the system loader, newest first.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["cudart64_13.dll", "cudart64_12.dll"];
/// The names given to the system loader, newest first.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libcudart.so.13", "libcudart.so.12", "libcudart.so"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cuda-runtime` 13.x, then
/// `nvidia-cuda-runtime-cu12`).
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/cuda_runtime/bin",
];
/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cuda-runtime` 13.x, then
/// `nvidia-cuda-runtime-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cuda_runtime/lib"];

/// The toolkit's library folders below `$CUDA_PATH`, `$CUDA_HOME` or the default install.
#[cfg(windows)]
const TOOLKIT_DIRS: &[&str] = &["bin/x64", "bin"];
#[cfg(not(windows))]
const TOOLKIT_DIRS: &[&str] = &["lib64", "lib"];

/// Where a candidate came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// [`PATH_VARIABLE`].
    Variable,
    /// A name of [`DEFAULT_NAMES`], for the system loader to find.
    LoaderName,
    /// A CUDA toolkit's library folder.
    Toolkit,
    /// A pip wheel's folder in a site-packages directory.
    SitePackages,
}

/// One library to try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// A full path, or (for [`Place::LoaderName`]) a bare name.
    pub path: PathBuf,
    /// Where in the search it came from.
    pub place: Place,
}

/// What the search reads from its environment; [`Search::from_env`] reads the process's.
pub struct Search<'e> {
    env: &'e dyn Fn(&str) -> Option<OsString>,
    ask_python: bool,
}

impl std::fmt::Debug for Search<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Search")
            .field("ask_python", &self.ask_python)
            .finish_non_exhaustive()
    }
}

fn process_env(name: &str) -> Option<OsString> {
    std::env::var_os(name)
}

impl Search<'static> {
    /// The search over this process's environment, asking `python3` for its site-packages directories
    /// when none of the usual places has NVIDIA's wheels.
    pub fn from_env() -> Self {
        Search {
            env: &process_env,
            ask_python: true,
        }
    }
}

impl<'e> Search<'e> {
    /// A search reading variables through `env` (`None`: unset), without asking `python3` (see
    /// [`ask_python`](Self::ask_python)).
    pub fn with_env(env: &'e dyn Fn(&str) -> Option<OsString>) -> Self {
        Search {
            env,
            ask_python: false,
        }
    }

    /// Whether to ask `python3` (`python` on Windows) for its site-packages directories when the usual
    /// places have no wheel.
    pub fn ask_python(mut self, ask: bool) -> Self {
        self.ask_python = ask;
        self
    }

    fn var(&self, name: &str) -> Option<OsString> {
        (self.env)(name).filter(|v| !v.is_empty())
    }

    /// Every library to try, in order: [`PATH_VARIABLE`] alone when it is set; otherwise the loader's
    /// names, the toolkit's folders, then each site-packages directory's wheel folders. Folders that do not
    /// exist are left out; files are left to the loader to judge.
    pub fn candidates(&self) -> Vec<Candidate> {
        if let Some(path) = self.var(PATH_VARIABLE) {
            return vec![Candidate {
                path: path.into(),
                place: Place::Variable,
            }];
        }
        let mut out: Vec<Candidate> = DEFAULT_NAMES
            .iter()
            .map(|n| Candidate {
                path: PathBuf::from(n),
                place: Place::LoaderName,
            })
            .collect();
        let mut roots: Vec<PathBuf> = ["CUDA_PATH", "CUDA_HOME"]
            .iter()
            .filter_map(|v| self.var(v).map(PathBuf::from))
            .collect();
        roots.push(default_toolkit());
        for root in roots {
            for dir in TOOLKIT_DIRS {
                push_dir(&mut out, &root.join(dir), Place::Toolkit);
            }
        }
        for site in self.site_packages() {
            for dir in WHEEL_DIRS {
                push_dir(&mut out, &site.join(dir), Place::SitePackages);
            }
        }
        out
    }

    /// The site-packages directories looked in: `$PYTHONPATH`'s entries, those of `$VIRTUAL_ENV`,
    /// `$CONDA_PREFIX`, the user's (`~/.local`) and the system's prefixes, and — when none holds an
    /// `nvidia` folder and [`ask_python`](Self::ask_python) is on — the ones Python itself reports.
    pub fn site_packages(&self) -> Vec<PathBuf> {
        let mut dirs: Vec<PathBuf> = Vec::new();
        if let Some(paths) = self.var("PYTHONPATH") {
            dirs.extend(std::env::split_paths(&paths));
        }
        let mut prefixes: Vec<PathBuf> = ["VIRTUAL_ENV", "CONDA_PREFIX"]
            .iter()
            .filter_map(|v| self.var(v).map(PathBuf::from))
            .collect();
        if cfg!(windows) {
            if let Some(appdata) = self.var("APPDATA") {
                // `%APPDATA%\Python\Python313\site-packages`
                dirs.extend(python_dirs(&Path::new(&appdata).join("Python"), "Python3"));
            }
        } else {
            if let Some(home) = self.var("HOME") {
                prefixes.push(Path::new(&home).join(".local"));
            }
            prefixes.extend(["/usr/local", "/usr"].map(PathBuf::from));
        }
        for prefix in &prefixes {
            if cfg!(windows) {
                dirs.push(prefix.join("Lib/site-packages"));
            } else {
                for lib in python_dirs(&prefix.join("lib"), "python3") {
                    dirs.extend([lib.join("site-packages"), lib.join("dist-packages")]);
                }
            }
        }
        dirs.retain(|d| d.is_dir());
        if self.ask_python && !dirs.iter().any(|d| d.join("nvidia").is_dir()) {
            dirs.extend(ask_python());
        }
        dedup(&mut dirs);
        dirs
    }
}

/// The CUDA toolkit's default install folder.
fn default_toolkit() -> PathBuf {
    if cfg!(windows) {
        PathBuf::from("C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA")
    } else {
        PathBuf::from("/usr/local/cuda")
    }
}

fn push_dir(out: &mut Vec<Candidate>, dir: &Path, place: Place) {
    if !dir.is_dir() {
        return;
    }
    for name in DEFAULT_NAMES {
        let path = dir.join(name);
        if !out.iter().any(|c| c.path == path) {
            out.push(Candidate { path, place });
        }
    }
}

/// The folders in `dir` whose names start with `prefix` (`lib/python3.11`), sorted.
fn python_dirs(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    found.sort();
    found
}

/// The site-packages directories the default Python reports (none when there is no Python).
fn ask_python() -> Vec<PathBuf> {
    const SCRIPT: &str = "import site\n\
        for d in site.getsitepackages() + [site.getusersitepackages()]: print(d)";
    let python = if cfg!(windows) { "python" } else { "python3" };
    match Command::new(python).args(["-c", SCRIPT]).output() {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(PathBuf::from)
            .filter(|d| d.is_dir())
            .collect(),
        _ => Vec::new(),
    }
}

fn dedup(dirs: &mut Vec<PathBuf>) {
    let mut seen = Vec::new();
    dirs.retain(|d| {
        let key = d.canonicalize().unwrap_or_else(|_| d.clone());
        let new = !seen.contains(&key);
        seen.push(key);
        new
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_alone_when_set() {
        let env =
            |name: &str| (name == PATH_VARIABLE).then(|| OsString::from("/x/libcudart.so.13"));
        let c = Search::with_env(&env).candidates();
        assert_eq!(
            c,
            [Candidate {
                path: "/x/libcudart.so.13".into(),
                place: Place::Variable
            }]
        );
    }

    #[test]
    #[cfg_attr(miri, ignore)] // looks at the file system
    fn the_loader_names_first_in_order() {
        let env = |_: &str| None;
        let c = Search::with_env(&env).candidates();
        let names: Vec<&Path> = c
            .iter()
            .take(DEFAULT_NAMES.len())
            .map(|c| c.path.as_path())
            .collect();
        let expected: Vec<&Path> = DEFAULT_NAMES.iter().map(Path::new).collect();
        assert_eq!(names, expected);
        assert!(c[..DEFAULT_NAMES.len()]
            .iter()
            .all(|c| c.place == Place::LoaderName));
    }
}

#[cfg(test)]
mod wheel_tests {
    use super::*;

    #[test]
    #[cfg_attr(miri, ignore)] // looks at the file system
    fn the_wheels_folders_are_searched() {
        let site = std::env::temp_dir().join(format!("cuda-runtime-search-{}", std::process::id()));
        for dir in WHEEL_DIRS {
            std::fs::create_dir_all(site.join(dir)).unwrap();
        }
        let env = |name: &str| (name == "PYTHONPATH").then(|| site.clone().into_os_string());
        let c = Search::with_env(&env).candidates();
        for dir in WHEEL_DIRS {
            for name in DEFAULT_NAMES {
                let want = site.join(dir).join(name);
                assert!(
                    c.iter()
                        .any(|c| c.path == want && c.place == Place::SitePackages),
                    "{} not searched",
                    want.display()
                );
            }
        }
        std::fs::remove_dir_all(&site).unwrap();
    }
}
