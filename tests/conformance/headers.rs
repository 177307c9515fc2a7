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
pub(crate) fn sources(root: &Path) -> (Vec<Source>, Vec<(String, bool)>) {
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
                Err(why) => missing.push((format!("CUDA_INCLUDE_DIR: {why}"), true)),
            }
        }
        return (found, missing);
    }
    for v in VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("cuda-headers/{v}"));
        match fetched.and_then(|dir| {
            let dir = dir.join("include");
            has_headers(&dir).map(|()| dir)
        }) {
            Ok(dir) => found.push(Source {
                name: (*v).into(),
                dir,
                nvrtc: None,
                nvjitlink: None,
            }),
            Err(why) => missing.push((why, false)),
        }
    }
    let toolkit = PathBuf::from("/usr/local/cuda/include");
    if found.is_empty() && has_headers(&toolkit).is_ok() {
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

/// The nvrtc.h of each NVRTC version, from the cache (fetched on first use).
fn nvrtc_sources(found: &mut Vec<Source>, missing: &mut Vec<(String, bool)>) {
    for v in crate::nvrtc::VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("nvrtc/{v}"));
        match fetched.map(|dir| dir.join("include")) {
            Ok(dir) if dir.join("nvrtc.h").is_file() => found.push(Source {
                name: format!("nvrtc-{v}"),
                dir,
                nvrtc: Some(v),
                nvjitlink: None,
            }),
            Ok(dir) => missing.push((format!("no {}", dir.join("nvrtc.h").display()), false)),
            Err(why) => missing.push((why, false)),
        }
    }
}

/// The nvJitLink.h of each nvJitLink version, from the cache (fetched on first use).
fn nvjitlink_sources(found: &mut Vec<Source>, missing: &mut Vec<(String, bool)>) {
    for v in crate::nvjitlink::VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("nvjitlink/{v}"));
        match fetched.map(|dir| dir.join("include")) {
            Ok(dir) if dir.join("nvJitLink.h").is_file() => found.push(Source {
                name: format!("nvjitlink-{v}"),
                dir,
                nvrtc: None,
                nvjitlink: Some(v),
            }),
            Ok(dir) => missing.push((format!("no {}", dir.join("nvJitLink.h").display()), false)),
            Err(why) => missing.push((why, false)),
        }
    }
}
