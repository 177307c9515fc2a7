//! Where the headers come from.

use std::env;
use std::path::{Path, PathBuf};

/// The header versions checked, each the cache component `cuda-headers/<version>` (`scripts/fetch-cuda.sh`).
pub(crate) const VERSIONS: &[&str] = &["13.5", "13.0", "12.9"];

/// A header directory to check, or why one the check expected is not there.
pub(crate) struct Source {
    /// A short name for messages and the work directory (`13.0`, or `CUDA_INCLUDE_DIR[0]`).
    pub(crate) name: String,
    pub(crate) dir: PathBuf,
    /// `Some(version)` for an nvrtc.h (checked against cuda-nvrtc), `None` for cuda.h.
    pub(crate) nvrtc: Option<&'static str>,
    /// `Some(version)` for an nvJitLink.h (checked against cuda-nvjitlink).
    pub(crate) nvjitlink: Option<&'static str>,
}

pub(crate) fn has_headers(dir: &Path) -> Result<(), String> {
    for h in ["cuda.h", "cudaTypedefs.h"] {
        if !dir.join(h).is_file() {
            return Err(format!("no {}", dir.join(h).display()));
        }
    }
    Ok(())
}

/// The header directories, and the ones missing: (why, whether that fails outside CI too).
///
/// Every family is looked for whatever is set: cuda.h from the cache (and from each `CUDA_INCLUDE_DIR`
/// directory besides), nvrtc.h and nvJitLink.h from the cache. A family is never left out without a line.
pub(crate) fn sources(root: &Path) -> (Vec<Source>, Vec<(&'static str, String, bool)>) {
    let (mut found, mut missing) = (Vec::new(), Vec::new());
    if let Some(dirs) = env::var_os("CUDA_INCLUDE_DIR").filter(|d| !d.is_empty()) {
        for (i, dir) in env::split_paths(&dirs).enumerate() {
            // Relative to the workspace root, not to `tests/` where cargo runs this.
            let dir = root.join(dir);
            match has_headers(&dir) {
                Ok(()) => found.push(Source {
                    name: format!("CUDA_INCLUDE_DIR{i}"),
                    dir,
                    nvrtc: None,
                    nvjitlink: None,
                }),
                Err(why) => missing.push(("cuda.h", format!("CUDA_INCLUDE_DIR: {why}"), true)),
            }
        }
    }
    let mut cached = 0;
    for v in VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("cuda-headers/{v}"));
        match fetched.and_then(|dir| {
            let dir = dir.join("include");
            has_headers(&dir).map(|()| dir)
        }) {
            Ok(dir) => {
                cached += 1;
                found.push(Source {
                    name: (*v).into(),
                    dir,
                    nvrtc: None,
                    nvjitlink: None,
                })
            }
            Err(why) => missing.push(("cuda.h", why, false)),
        }
    }
    let toolkit = PathBuf::from("/usr/local/cuda/include");
    if found.is_empty() && cached == 0 && has_headers(&toolkit).is_ok() {
        found.push(Source {
            name: "toolkit".into(),
            dir: toolkit,
            nvrtc: None,
            nvjitlink: None,
        });
    }
    nvrtc_sources(&mut found, &mut missing);
    nvjitlink_sources(&mut found, &mut missing);
    (found, missing)
}

/// The header families the check covers: every one must be checked or reported missing
/// ([`unaccounted`]).
pub(crate) const FAMILIES: &[&str] = &["cuda.h", "nvrtc.h", "nvJitLink.h", "cuda_runtime_api.h"];

/// The family of a source.
pub(crate) fn family(source: &Source) -> &'static str {
    match (source.nvrtc, source.nvjitlink) {
        (Some(_), _) => "nvrtc.h",
        (_, Some(_)) => "nvJitLink.h",
        _ if source.name.starts_with("cudart-") => "cuda_runtime_api.h",
        _ => "cuda.h",
    }
}

/// The families of [`FAMILIES`] with no source checked and no line saying why (`reported`: the family of
/// each missing-header line printed): each a failure, so that no setting can drop a family without a
/// word (as `CUDA_INCLUDE_DIR` once dropped nvrtc.h and nvJitLink.h).
pub(crate) fn unaccounted(checked: &[&str], reported: &[&str]) -> Vec<&'static str> {
    FAMILIES
        .iter()
        .copied()
        .filter(|f| !checked.contains(f) && !reported.contains(f))
        .collect()
}

/// The nvrtc.h of each NVRTC version, from the cache (fetched on first use).
fn nvrtc_sources(found: &mut Vec<Source>, missing: &mut Vec<(&'static str, String, bool)>) {
    for v in crate::nvrtc::VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("nvrtc/{v}"));
        match fetched.map(|dir| dir.join("include")) {
            Ok(dir) if dir.join("nvrtc.h").is_file() => found.push(Source {
                name: format!("nvrtc-{v}"),
                dir,
                nvrtc: Some(v),
                nvjitlink: None,
            }),
            Ok(dir) => missing.push((
                "nvrtc.h",
                format!("no {}", dir.join("nvrtc.h").display()),
                false,
            )),
            Err(why) => missing.push(("nvrtc.h", why, false)),
        }
    }
}

/// The nvJitLink.h of each nvJitLink version, from the cache (fetched on first use).
fn nvjitlink_sources(found: &mut Vec<Source>, missing: &mut Vec<(&'static str, String, bool)>) {
    for v in crate::nvjitlink::VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("nvjitlink/{v}"));
        match fetched.map(|dir| dir.join("include")) {
            Ok(dir) if dir.join("nvJitLink.h").is_file() => found.push(Source {
                name: format!("nvjitlink-{v}"),
                dir,
                nvrtc: None,
                nvjitlink: Some(v),
            }),
            Ok(dir) => missing.push((
                "nvJitLink.h",
                format!("no {}", dir.join("nvJitLink.h").display()),
                false,
            )),
            Err(why) => missing.push(("nvJitLink.h", why, false)),
        }
    }
}
