//! A stand-in NVTX tool: `tool/fake_tool.rs`, an injection library written in Rust with its own
//! declarations of the protocol (not cuda-nvtx's, so that a mistake in those is not shared), built by
//! the build script. Its `InitializeInjectionNvtx2` checks the export tables it is handed, fills the
//! core, CUDA, CUDA runtime and domain modules' slots with recorders, and logs every call as one line;
//! `fake_nvtx_log` answers the log.
//!
//! The tests in `tests/` run cuda-nvtx under it (each case in a fresh process, as a tool is searched for
//! once per process), and NVIDIA's own implementation (`libnvtx3interop` of the `nvidia-nvtx` wheel)
//! too: the same log from both is the evidence that cuda-nvtx speaks the protocol as NVIDIA's C does.
//!
//! Setting `FAKE_NVTX_REFUSE` makes its entry point answer 0 (a tool that fails to set up).

use std::ffi::{c_char, CStr};

/// The tool's library; empty where it cannot be built (not Unix).
pub const PATH: &str = env!("FAKE_NVTX_TOOL");

/// The tool's log so far, one line per call, read from the copy loaded in this process (`None`: not
/// loaded here).
pub fn log() -> Option<String> {
    // SAFETY: the tool's library has no initialisers; it is already loaded (no new copy is made) when
    // an NVTX implementation injected it.
    let lib = unsafe { libloading::Library::new(PATH) }.ok()?;
    // SAFETY: the tool exports `const char *fake_nvtx_log(void)`.
    let f =
        unsafe { lib.get::<unsafe extern "C" fn() -> *const c_char>(b"fake_nvtx_log\0") }.ok()?;
    // SAFETY: the tool answers a NUL-terminated string that lives until its next call.
    let text = unsafe { CStr::from_ptr(f()) }
        .to_string_lossy()
        .into_owned();
    Some(text)
}

/// Loads the tool and keeps it loaded for the rest of the process, so that its log outlives an NVTX
/// implementation that unloads it (as one does when the tool's entry point refuses). Whether it loaded.
pub fn keep_loaded() -> bool {
    // SAFETY: the tool's library has no initialisers.
    match unsafe { libloading::Library::new(PATH) } {
        Ok(lib) => {
            std::mem::forget(lib);
            true
        }
        Err(_) => false,
    }
}
