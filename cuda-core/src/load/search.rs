//! Where a CUDA library is looked for: an environment variable naming the file, the system loader's names,
//! the CUDA toolkit's folders, and the folders NVIDIA's pip wheels install into site-packages.
//!
//! The places and their order are the same for every library; a [`LibrarySpec`] gives what differs (the
//! variable, the file names, the wheel folders). A crate wrapping one library keeps a `const` spec and
//! builds a [`Search`] from it ([`LibrarySpec::toolkit`] for one of CUDA's toolkit libraries,
//! [`LibrarySpec::driver`] for one the driver installs, [`LibrarySpec::system`] for any other), or
//! declares its own search type for it with [`library_search!`](crate::library_search):
//!
//! ```no_run
//! use cuda_struct::load::{LibrarySpec, Search};
//!
//! const SPEC: LibrarySpec = LibrarySpec::toolkit(
//!     "CUDA_NVRTC_LIBRARY",
//!     &["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"],
//!     &["nvidia/cu13/lib", "nvidia/cuda_nvrtc/lib"],
//! );
//!
//! for candidate in Search::from_env(&SPEC).candidates() {
//!     println!("{:?}: {}", candidate.place, candidate.path.display());
//! }
//! ```

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::string::String;
use std::vec::Vec;

/// The toolkit's library folders below `$CUDA_PATH`, `$CUDA_HOME` or the default install, for
/// [`LibrarySpec::toolkit_dirs`].
#[cfg(windows)]
pub const TOOLKIT_DIRS: &[&str] = &["bin/x64", "bin"];
/// The toolkit's library folders below `$CUDA_PATH`, `$CUDA_HOME` or the default install, for
/// [`LibrarySpec::toolkit_dirs`].
#[cfg(not(windows))]
pub const TOOLKIT_DIRS: &[&str] = &["lib64", "lib"];

/// What sets one library's search apart from another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LibrarySpec {
    /// The environment variable that names the file to load instead of searching (an empty value counts
    /// as unset).
    pub env_var: &'static str,
    /// The file names, newest first: given to the system loader as they are, then looked for in each
    /// folder.
    pub names: &'static [&'static str],
    /// The folders below a toolkit's root that may hold the library ([`TOOLKIT_DIRS`] for CUDA's own
    /// libraries; empty to skip the toolkit).
    pub toolkit_dirs: &'static [&'static str],
    /// The folders below a site-packages directory that NVIDIA's wheels put the library in (empty to skip
    /// site-packages, and with it any question to Python).
    pub wheel_dirs: &'static [&'static str],
}

impl LibrarySpec {
    /// The spec of a library that comes with the CUDA toolkit and in NVIDIA's wheels: named by
    /// `env_var`, loaded by `names`, looked for in [`TOOLKIT_DIRS`] and in `wheel_dirs`.
    pub const fn toolkit(
        env_var: &'static str,
        names: &'static [&'static str],
        wheel_dirs: &'static [&'static str],
    ) -> Self {
        LibrarySpec {
            env_var,
            names,
            toolkit_dirs: TOOLKIT_DIRS,
            wheel_dirs,
        }
    }

    /// The spec of a library that the NVIDIA driver installs, as `libcuda.so.1` or `libnvidia-ml.so.1`:
    /// named by `env_var`, else loaded by `names` from where the system loader looks, where the driver
    /// puts its libraries. No toolkit or wheel folder is looked in. The same search as
    /// [`system`](Self::system); the name says where the library comes from.
    pub const fn driver(env_var: &'static str, names: &'static [&'static str]) -> Self {
        Self::system(env_var, names)
    }

    /// The spec of a library installed on the system (by its package manager, or a vendor's installer
    /// into the loader's path): named by `env_var`, else loaded by `names` as the system loader finds
    /// them. No toolkit or wheel folder is looked in.
    pub const fn system(env_var: &'static str, names: &'static [&'static str]) -> Self {
        LibrarySpec {
            env_var,
            names,
            toolkit_dirs: &[],
            wheel_dirs: &[],
        }
    }
}

/// Where a candidate came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The library's environment variable ([`LibrarySpec::env_var`]).
    Variable,
    /// One of the library's names ([`LibrarySpec::names`]), for the system loader to find.
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

/// The search for one library: its [`LibrarySpec`] and what is read from the environment.
/// [`Search::from_env`] reads the process's.
pub struct Search<'e> {
    spec: &'e LibrarySpec,
    env: &'e dyn Fn(&str) -> Option<OsString>,
    ask_python: bool,
}

impl core::fmt::Debug for Search<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Search")
            .field("ask_python", &self.ask_python)
            .finish_non_exhaustive()
    }
}

fn process_env(name: &str) -> Option<OsString> {
    std::env::var_os(name)
}

impl<'e> Search<'e> {
    /// The search for `spec` over this process's environment, asking `python3` for its site-packages
    /// directories when none of the usual places has NVIDIA's wheels.
    pub fn from_env(spec: &'e LibrarySpec) -> Self {
        Search {
            spec,
            env: &process_env,
            ask_python: true,
        }
    }

    /// The search for `spec` reading variables through `env` (`None`: unset), without asking `python3`
    /// (see [`ask_python`](Self::ask_python)).
    pub fn with_env(spec: &'e LibrarySpec, env: &'e dyn Fn(&str) -> Option<OsString>) -> Self {
        Search {
            spec,
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

    /// The library searched for.
    pub fn spec(&self) -> &'e LibrarySpec {
        self.spec
    }

    fn var(&self, name: &str) -> Option<OsString> {
        (self.env)(name).filter(|v| !v.is_empty())
    }

    /// Every library to try, in order: the spec's variable alone when it is set; otherwise the loader's
    /// names, the toolkit's folders (`$CUDA_PATH`, `$CUDA_HOME`, then the default install), then each
    /// site-packages directory's wheel folders. Folders that do not exist are left out, and so is a path
    /// already listed; files are left to the loader to judge.
    pub fn candidates(&self) -> Vec<Candidate> {
        if let Some(path) = self.var(self.spec.env_var) {
            return std::vec![Candidate {
                path: path.into(),
                place: Place::Variable,
            }];
        }
        let mut out: Vec<Candidate> = self
            .spec
            .names
            .iter()
            .map(|n| Candidate {
                path: PathBuf::from(n),
                place: Place::LoaderName,
            })
            .collect();
        if !self.spec.toolkit_dirs.is_empty() {
            let mut roots: Vec<PathBuf> = ["CUDA_PATH", "CUDA_HOME"]
                .iter()
                .filter_map(|v| self.var(v).map(PathBuf::from))
                .collect();
            roots.push(default_toolkit());
            for root in roots {
                for dir in self.spec.toolkit_dirs {
                    self.push_dir(&mut out, &root.join(dir), Place::Toolkit);
                }
            }
        }
        if !self.spec.wheel_dirs.is_empty() {
            for site in self.site_packages() {
                for dir in self.spec.wheel_dirs {
                    self.push_dir(&mut out, &site.join(dir), Place::SitePackages);
                }
            }
        }
        out
    }

    /// [`candidates`](Self::candidates) as the text [`open_first`](super::open_first) takes (a path that
    /// is not Unicode is converted lossily).
    pub fn paths(&self) -> Vec<String> {
        self.candidates()
            .into_iter()
            .map(|c| c.path.to_string_lossy().into_owned())
            .collect()
    }

    /// The site-packages directories looked in: `$PYTHONPATH`'s entries, those of `$VIRTUAL_ENV`,
    /// `$CONDA_PREFIX`, the user's (`~/.local`, or `%APPDATA%\Python` on Windows) and the system's
    /// prefixes, and — when none holds an `nvidia` folder and [`ask_python`](Self::ask_python) is on — the
    /// ones Python itself reports. Only existing directories are listed, each once.
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

    /// Adds `dir`'s file of each name, when `dir` exists and the path is not listed yet.
    fn push_dir(&self, out: &mut Vec<Candidate>, dir: &Path, place: Place) {
        if !dir.is_dir() {
            return;
        }
        for name in self.spec.names {
            let path = dir.join(name);
            if !out.iter().any(|c| c.path == path) {
                out.push(Candidate { path, place });
            }
        }
    }
}

/// Declares a library crate's own search type: a wrapper of [`Search`] for one `const` [`LibrarySpec`],
/// whose constructors take no spec (`Search::from_env()`, `Search::with_env(&env)`).
///
/// `library_search!(pub struct Name for SPEC, "what");` declares `Name`, documented as the search for
/// "what". It forwards to the shared [`Search`]: the same candidates in the same order, for that one
/// library. In tests (`cfg(test)`) it also declares a test that the type is wired to `SPEC`.
///
/// ```
/// use cuda_struct::load::LibrarySpec;
///
/// const SPEC: LibrarySpec = LibrarySpec::toolkit("CUDA_X_LIBRARY", &["libx.so.1"], &["nvidia/x/lib"]);
/// cuda_struct::library_search!(pub struct Search for SPEC, "libx");
///
/// let env = |name: &str| (name == "CUDA_X_LIBRARY").then(|| "/opt/libx.so.1".into());
/// let found = Search::with_env(&env).candidates();
/// assert_eq!(found[0].path, std::path::Path::new("/opt/libx.so.1"));
/// ```
#[macro_export]
macro_rules! library_search {
    ($vis:vis struct $name:ident for $spec:path, $what:literal) => {
        #[doc = ::core::concat!(
            "The search for ", $what, ", and what it reads from its environment; [`",
            ::core::stringify!($name), "::from_env`] reads the process's. The places and their order are ",
            "those of `cuda_struct::load::Search`: the library's environment variable alone when set, ",
            "else its names for the system loader, the toolkit's folders, then its folders in each ",
            "site-packages directory."
        )]
        $vis struct $name<'e>($crate::load::Search<'e>);

        impl ::core::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Debug::fmt(&self.0, f)
            }
        }

        impl $name<'static> {
            /// The search over this process's environment, asking `python3` for its site-packages
            /// directories when none of the usual places has NVIDIA's wheels.
            pub fn from_env() -> Self {
                $name($crate::load::Search::from_env(&$spec))
            }
        }

        impl<'e> $name<'e> {
            /// A search reading variables through `env` (`None`: unset), without asking `python3` (see
            /// [`ask_python`](Self::ask_python)).
            pub fn with_env(env: &'e dyn Fn(&str) -> ::core::option::Option<::std::ffi::OsString>) -> Self {
                $name($crate::load::Search::with_env(&$spec, env))
            }

            /// Whether to ask `python3` (`python` on Windows) for its site-packages directories when the
            /// usual places have no wheel.
            pub fn ask_python(self, ask: bool) -> Self {
                $name(self.0.ask_python(ask))
            }

            /// Every library to try, in order: the path in the library's environment variable alone when
            /// it is set; otherwise the loader's names, the toolkit's folders (`$CUDA_PATH`, `$CUDA_HOME`,
            /// then the default install), then each site-packages directory's wheel folders. Folders that
            /// do not exist are left out; files are left to the loader to judge.
            pub fn candidates(&self) -> ::std::vec::Vec<$crate::load::Candidate> {
                self.0.candidates()
            }

            /// The site-packages directories looked in: `$PYTHONPATH`'s entries, those of
            /// `$VIRTUAL_ENV`, `$CONDA_PREFIX`, the user's (`~/.local`) and the system's prefixes, and —
            /// when none holds an `nvidia` folder and [`ask_python`](Self::ask_python) is on — the ones
            /// Python itself reports.
            pub fn site_packages(&self) -> ::std::vec::Vec<::std::path::PathBuf> {
                self.0.site_packages()
            }

            /// The shared search this wraps.
            pub fn shared(&self) -> &$crate::load::Search<'e> {
                &self.0
            }
        }

        /// The wrapper is wired to its spec: the variable alone when set, the spec as given.
        #[cfg(test)]
        #[test]
        fn search_is_wired_to_its_spec() {
            let env = |name: &str| {
                (name == $spec.env_var).then(|| ::std::ffi::OsString::from("/x/lib.so"))
            };
            let search = $name::with_env(&env);
            ::core::assert_eq!(search.shared().spec(), &$spec);
            ::core::assert_eq!(
                search.candidates(),
                [$crate::load::Candidate {
                    path: "/x/lib.so".into(),
                    place: $crate::load::Place::Variable,
                }]
            );
        }
    };
}

/// The CUDA toolkit's default install folder.
fn default_toolkit() -> PathBuf {
    if cfg!(windows) {
        PathBuf::from("C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA")
    } else {
        PathBuf::from("/usr/local/cuda")
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

/// Keeps the first of the directories that are the same folder (after resolving links).
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
mod tests;
