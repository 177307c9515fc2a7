//! The search for a tool and the hand-over of the slot tables: NVTX 3's injection protocol, as
//! `nvtxDetail/nvtxInit.h` and `nvtxImpl.h` describe it, in Rust.
//!
//! The first NVTX call of the process reaches a trampoline, which runs [`initialize`] once (other
//! threads wait for it). It looks for a tool:
//! 1. the file named by `NVTX_INJECTION64_PATH` (`NVTX_INJECTION32_PATH` in a 32-bit process); the
//!    value `./.` means "no tool";
//! 2. else, with the protocol of the NVTX 13.5 headers, the CUDA driver, when a tool has announced itself to it
//!    (`/run/nvidia/nvtx/nvtx-cuda.yaml`, or `$XDG_RUNTIME_DIR/nvidia/nvtx/nvtx-cuda.yaml` for a user
//!    that is not root): `libcuda.so.1`'s `cuNvtxGetInjectionInitializer`.
//!
//! The tool's `InitializeInjectionNvtx2` gets [`get_export_table`]; through its callbacks table it asks
//! for each module's table of slot addresses and writes its functions into the slots it serves. Those
//! slots are a private copy, filled while the tool sets up; when it returns non-zero the copy is stored
//! into the live slots with atomic stores, and any slot it left empty becomes null. A tool that fails,
//! or no tool, leaves every slot null: from then on each call is a load and a null check.
//!
//! One difference from the C header: a tool linked statically into the program is found by C through a
//! weak symbol (`InitializeInjectionNvtx2_fnptr`), which stable Rust cannot declare; such a tool is
//! reached by naming the program's own file (or a library exporting `InitializeInjectionNvtx2`) in the
//! variable.

use core::ffi::{c_int, c_uint, c_void};
use core::ptr;
use core::sync::atomic::{AtomicPtr, AtomicU32, Ordering};
use std::cell::Cell;
use std::ffi::OsString;
use std::sync::OnceLock;

use cuda_struct::load::Library;

use crate::sys::{
    self, NvtxCallbackModule, NvtxExportTableCallbacks, NvtxExportTableID,
    NvtxExportTableVersionInfo, NvtxFunctionTable, NvtxGetInjectionInitializerFunc_t,
    NvtxInitializeInjectionNvtxFunc_t, NvtxInjectionGenericFunc_t, NvtxInjectionInitializerKind,
};

/// The variable naming the tool's library in this process's pointer width.
#[cfg(target_pointer_width = "64")]
pub const INJECTION_VARIABLE: &str = "NVTX_INJECTION64_PATH";
/// The variable naming the tool's library in this process's pointer width.
#[cfg(not(target_pointer_width = "64"))]
pub const INJECTION_VARIABLE: &str = "NVTX_INJECTION32_PATH";

/// The entry point a tool's library exports.
pub const ENTRY_POINT: &str = "InitializeInjectionNvtx2";

/// Where the tool came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The file named by [`INJECTION_VARIABLE`].
    Variable,
    /// The CUDA driver, which a tool announced itself to.
    CudaDriver,
}

/// What the search for a tool found; [`tool`] runs it (once per process) and answers this.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// No tool named or announced: every NVTX call does nothing.
    None,
    /// A tool set itself up; the calls it serves reach it.
    Attached {
        /// The library's path as named.
        path: String,
        /// How it was found.
        source: Source,
        /// The NVTX version the tool said it was built for, if it said.
        version: Option<u32>,
    },
    /// A tool was named but could not be used; every NVTX call does nothing.
    Failed {
        /// The library's path as named.
        path: String,
        /// Why, in words (the system loader's reason, the missing entry point, a refusal).
        reason: String,
    },
}

const FRESH: u32 = 0;
const STARTED: u32 = 1;
const COMPLETE: u32 = 2;

/// Where the search stands: [`FRESH`], [`STARTED`], [`COMPLETE`].
static STATE: AtomicU32 = AtomicU32::new(FRESH);
/// The search's answer, set before [`STATE`] becomes [`COMPLETE`].
static TOOL: OnceLock<Tool> = OnceLock::new();
/// What the tool said of its version through `SetInjectionNvtxVersion` (0: nothing).
static TOOL_VERSION: AtomicU32 = AtomicU32::new(0);
/// The two export tables, built when the search starts and kept for the life of the process.
static EXPORTS: OnceLock<(NvtxExportTableCallbacks, NvtxExportTableVersionInfo)> = OnceLock::new();

thread_local! {
    /// Whether this thread is running the search (a call from inside the tool's set-up lands here).
    static SEARCHING: Cell<bool> = const { Cell::new(false) };
}

/// Runs the search for a tool if no thread has, waiting for a thread that is running it. Answers
/// whether the search is complete: `false` only on the thread running it (the tool called NVTX from its
/// own set-up), where the call then does nothing.
pub(crate) fn initialize() -> bool {
    if STATE.load(Ordering::Acquire) == COMPLETE {
        return true;
    }
    // A thread whose thread-locals are gone (an NVTX call from a destructor at thread exit) is not the
    // searching thread, which sets and clears the flag inside one call.
    if SEARCHING.try_with(Cell::get).unwrap_or(false) {
        return false;
    }
    match STATE.compare_exchange(FRESH, STARTED, Ordering::Acquire, Ordering::Acquire) {
        Ok(_) => {
            let _ = SEARCHING.try_with(|s| s.set(true));
            let tool = search(&|name| std::env::var_os(name));
            let _ = TOOL.set(tool);
            let _ = SEARCHING.try_with(|s| s.set(false));
            STATE.store(COMPLETE, Ordering::Release);
        }
        Err(_) => {
            while STATE.load(Ordering::Acquire) != COMPLETE {
                std::thread::yield_now();
            }
        }
    }
    true
}

/// Runs the search for a tool now (if no NVTX call has yet) and says what it found. The search runs
/// once per process: a variable set after it has run changes nothing.
pub fn tool() -> &'static Tool {
    initialize();
    TOOL.get().unwrap_or(&Tool::None)
}

/// Looks for a tool, hands it the tables, and publishes what it filled (or nothing).
fn search(env: &dyn Fn(&str) -> Option<OsString>) -> Tool {
    let tool = match env(INJECTION_VARIABLE) {
        Some(path) if path == "./." => Tool::None,
        Some(path) => match path.into_string() {
            Ok(path) => attach(path, Source::Variable),
            Err(path) => Tool::Failed {
                path: path.to_string_lossy().into_owned(),
                reason: format!("{INJECTION_VARIABLE} is not valid UTF-8"),
            },
        },
        None if driver_announced(env) => attach_through_driver(),
        None => Tool::None,
    };
    if !matches!(tool, Tool::Attached { .. }) {
        clear_all();
    }
    tool
}

/// Opens the tool's library at `path` and runs its entry point.
fn attach(path: String, source: Source) -> Tool {
    // SAFETY: a library named in NVTX's variable is a tool the user asked to run in this process; its
    // initialisers are its business, as they are for C's NVTX, which opens the same file.
    let library = match unsafe { Library::open(&path) } {
        Ok(library) => library,
        Err(reason) => return Tool::Failed { path, reason },
    };
    let Some(entry) = library.symbol(ENTRY_POINT) else {
        return Tool::Failed {
            path,
            reason: format!("the library does not export {ENTRY_POINT}"),
        };
    };
    // SAFETY: `InitializeInjectionNvtx2` is, by the protocol, `int (NvtxGetExportTableFunc_t)`.
    let entry: NvtxInitializeInjectionNvtxFunc_t = unsafe { core::mem::transmute(entry) };
    let tool = run_entry(entry, path, source);
    if matches!(tool, Tool::Attached { .. }) {
        // The tool's functions now sit in the slots: its library stays loaded for good.
        core::mem::forget(library);
    }
    tool
}

/// Whether a tool has announced itself to the CUDA driver (the files the NVTX 13.5 headers look for).
fn driver_announced(env: &dyn Fn(&str) -> Option<OsString>) -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    let exists = |p: &std::path::Path| p.exists();
    if exists("/run/nvidia/nvtx/nvtx-cuda.yaml".as_ref()) {
        return true;
    }
    if is_root() {
        return exists("/run/nvidia/nvtx/user.0/nvtx-cuda.yaml".as_ref());
    }
    match env("XDG_RUNTIME_DIR") {
        Some(dir) if !dir.is_empty() => {
            exists(&std::path::Path::new(&dir).join("nvidia/nvtx/nvtx-cuda.yaml"))
        }
        _ => false,
    }
}

/// Whether the process runs as root, read from `/proc/self/status` (no libc binding needed).
fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("Uid:"))?;
            let effective = line.split_whitespace().nth(2)?;
            Some(effective == "0")
        })
        .unwrap_or(false)
}

/// Asks the CUDA driver for the announced tool's entry point and runs it.
fn attach_through_driver() -> Tool {
    let path = String::from("libcuda.so.1");
    // SAFETY: the CUDA driver's initialisers are sound to run in any process.
    let library = match unsafe { Library::open(&path) } {
        Ok(library) => library,
        Err(reason) => return Tool::Failed { path, reason },
    };
    let Some(getter) = library.symbol("cuNvtxGetInjectionInitializer") else {
        return Tool::Failed {
            path,
            reason: "the CUDA driver does not export cuNvtxGetInjectionInitializer".into(),
        };
    };
    // SAFETY: the driver's `cuNvtxGetInjectionInitializer` has the protocol's
    // `NvtxGetInjectionInitializerFunc_t` signature.
    let getter: NvtxGetInjectionInitializerFunc_t = unsafe { core::mem::transmute(getter) };
    let Some(getter) = getter else {
        return Tool::None;
    };
    let mut initializer: NvtxInjectionGenericFunc_t = None;
    // SAFETY: the out-pointer is valid for the call.
    let status = unsafe {
        getter(
            NvtxInjectionInitializerKind::NVTX_INJECTION_INITIALIZER_CORE,
            &mut initializer,
        )
    };
    if status != 0 || initializer.is_none() {
        return Tool::Failed {
            path,
            reason: format!("the CUDA driver answered {status} and no initializer"),
        };
    }
    // SAFETY: the core initializer the driver hands out is an `InitializeInjectionNvtx2`.
    let entry: NvtxInitializeInjectionNvtxFunc_t = unsafe { core::mem::transmute(initializer) };
    let tool = run_entry(entry, path, Source::CudaDriver);
    if matches!(tool, Tool::Attached { .. }) {
        core::mem::forget(library);
    }
    tool
}

/// Builds the tables, runs the tool's entry point, and publishes what it filled when it succeeds.
fn run_entry(entry: NvtxInitializeInjectionNvtxFunc_t, path: String, source: Source) -> Tool {
    let Some(entry) = entry else {
        return Tool::Failed {
            path,
            reason: format!("{ENTRY_POINT} is null"),
        };
    };
    let _ = EXPORTS.get_or_init(|| {
        (
            NvtxExportTableCallbacks::new()
                .with_struct_size(size_of::<NvtxExportTableCallbacks>())
                .with_get_module_function_table(get_module_function_table as *const c_void),
            NvtxExportTableVersionInfo::new()
                .with_struct_size(size_of::<NvtxExportTableVersionInfo>())
                .with_version(sys::NVTX_VERSION)
                .with_set_injection_nvtx_version(set_injection_nvtx_version as *const c_void),
        )
    });
    let tables = Tables::new();
    // SAFETY: the entry point of a tool, called once, on the thread running the search, with the
    // getter of the protocol's signature; the tables it reaches stay valid for good.
    let ok = unsafe {
        entry(Some(
            get_export_table as unsafe extern "system" fn(u32) -> *const c_void,
        ))
    };
    TABLES.store(ptr::null_mut(), Ordering::Release);
    if ok == 0 {
        return Tool::Failed {
            path,
            reason: format!("its {ENTRY_POINT} answered 0"),
        };
    }
    tables.publish();
    let version = TOOL_VERSION.load(Ordering::Acquire);
    Tool::Attached {
        path,
        source,
        version: (version != 0).then_some(version),
    }
}

/// One module's table as the tool sees it: `table[n]` points at `filled[n]` for each callback number
/// `n` (null at 0 and at the end), and the tool writes its functions into `filled`.
#[repr(C)]
struct Module<const N: usize> {
    filled: [*mut (); N],
    table: [*mut *mut (); N],
}

impl<const N: usize> Module<N> {
    /// A module table, leaked (a tool may keep the addresses), its pointers set.
    fn leaked() -> *mut Module<N> {
        let m = Box::into_raw(Box::new(Module {
            filled: [ptr::null_mut(); N],
            table: [ptr::null_mut(); N],
        }));
        for n in 1..N - 1 {
            // SAFETY: `m` is a live allocation; both indices are in bounds.
            unsafe { (*m).table[n] = ptr::addr_of_mut!((*m).filled[n]) };
        }
        m
    }

    /// The table's address and its entry count, as `GetModuleFunctionTable` answers them.
    fn answer(m: *mut Module<N>) -> (NvtxFunctionTable, c_uint) {
        // SAFETY: `m` is a live allocation.
        let table = unsafe { ptr::addr_of_mut!((*m).table) }.cast();
        (table, (N - 1) as c_uint)
    }

    /// What the tool wrote.
    fn filled(m: *mut Module<N>) -> [*mut (); N] {
        // SAFETY: `m` is a live allocation; the tool wrote only through the table's pointers into it,
        // on this thread, during its entry point, which has returned.
        unsafe { ptr::read(ptr::addr_of!((*m).filled)) }
    }
}

use crate::sys::{
    core2_module, core_module, cuda_module, cudart_module, opencl_module, sync_module,
};

/// Every module's table for one run of a tool's entry point.
struct Tables {
    core: *mut Module<{ core_module::TABLE_LEN }>,
    cuda: *mut Module<{ cuda_module::TABLE_LEN }>,
    opencl: *mut Module<{ opencl_module::TABLE_LEN }>,
    cudart: *mut Module<{ cudart_module::TABLE_LEN }>,
    core2: *mut Module<{ core2_module::TABLE_LEN }>,
    sync: *mut Module<{ sync_module::TABLE_LEN }>,
}

/// The tables of the entry point that ran last (null before), for `GetModuleFunctionTable`. They stay
/// reachable for good: a tool that keeps a table's address and writes later writes into memory that
/// lives, though what it writes then is not published.
static TABLES: AtomicPtr<Tables> = AtomicPtr::new(ptr::null_mut());

impl Tables {
    /// Fresh tables, leaked, and made the ones `GetModuleFunctionTable` answers with.
    fn new() -> &'static Tables {
        let tables = Box::leak(Box::new(Tables {
            core: Module::leaked(),
            cuda: Module::leaked(),
            opencl: Module::leaked(),
            cudart: Module::leaked(),
            core2: Module::leaked(),
            sync: Module::leaked(),
        }));
        TABLES.store(tables, Ordering::Release);
        tables
    }

    /// Stores what the tool wrote into the live slots.
    fn publish(&self) {
        core_module::publish(&Module::filled(self.core));
        cuda_module::publish(&Module::filled(self.cuda));
        opencl_module::publish(&Module::filled(self.opencl));
        cudart_module::publish(&Module::filled(self.cudart));
        core2_module::publish(&Module::filled(self.core2));
        sync_module::publish(&Module::filled(self.sync));
    }
}

/// No tool: every slot null.
fn clear_all() {
    core_module::clear();
    cuda_module::clear();
    opencl_module::clear();
    cudart_module::clear();
    core2_module::clear();
    sync_module::clear();
}

/// The getter handed to the tool (`NvtxGetExportTableFunc_t`): the callbacks table, the version table,
/// or null for another number.
unsafe extern "system" fn get_export_table(id: u32) -> *const c_void {
    let Some((callbacks, version)) = EXPORTS.get() else {
        return ptr::null();
    };
    match NvtxExportTableID::from_raw(id) {
        NvtxExportTableID::NVTX_ETID_CALLBACKS => ptr::from_ref(callbacks).cast(),
        NvtxExportTableID::NVTX_ETID_VERSIONINFO => ptr::from_ref(version).cast(),
        _ => ptr::null(),
    }
}

/// `GetModuleFunctionTable` of the callbacks table: writes a module's table and its entry count.
unsafe extern "system" fn get_module_function_table(
    module: NvtxCallbackModule,
    out_table: *mut NvtxFunctionTable,
    out_size: *mut c_uint,
) -> c_int {
    let tables = TABLES.load(Ordering::Acquire);
    if tables.is_null() {
        return 0;
    }
    // SAFETY: non-null: the leaked tables of the entry point running now.
    let t = unsafe { &*tables };
    let (table, size) = match module {
        NvtxCallbackModule::NVTX_CB_MODULE_CORE => Module::answer(t.core),
        NvtxCallbackModule::NVTX_CB_MODULE_CUDA => Module::answer(t.cuda),
        NvtxCallbackModule::NVTX_CB_MODULE_OPENCL => Module::answer(t.opencl),
        NvtxCallbackModule::NVTX_CB_MODULE_CUDART => Module::answer(t.cudart),
        NvtxCallbackModule::NVTX_CB_MODULE_CORE2 => Module::answer(t.core2),
        NvtxCallbackModule::NVTX_CB_MODULE_SYNC => Module::answer(t.sync),
        _ => return 0,
    };
    if !out_size.is_null() {
        // SAFETY: non-null: the tool's out-parameter.
        unsafe { out_size.write(size) };
    }
    if !out_table.is_null() {
        // SAFETY: non-null: the tool's out-parameter.
        unsafe { out_table.write(table) };
    }
    1
}

/// `SetInjectionNvtxVersion` of the version table: the tool says which NVTX it was built for.
unsafe extern "system" fn set_injection_nvtx_version(version: u32) {
    TOOL_VERSION.store(version, Ordering::Release);
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicI32;
    use std::sync::Mutex;

    use super::*;
    use crate::sys::NvtxGetExportTableFunc_t;

    /// The tests that change the process's slots take turns.
    static SLOTS_IN_USE: Mutex<()> = Mutex::new(());

    #[test]
    fn the_no_tool_value_is_honoured() {
        let _turn = SLOTS_IN_USE.lock().unwrap_or_else(|e| e.into_inner());
        let env = |name: &str| (name == INJECTION_VARIABLE).then(|| OsString::from("./."));
        assert_eq!(search(&env), Tool::None);
    }

    #[test]
    #[cfg_attr(miri, ignore = "opens a library")]
    fn a_missing_file_is_a_failure_that_names_it() {
        let _turn = SLOTS_IN_USE.lock().unwrap_or_else(|e| e.into_inner());
        let env = |name: &str| {
            (name == INJECTION_VARIABLE).then(|| OsString::from("/nonexistent/libtool.so"))
        };
        match search(&env) {
            Tool::Failed { path, reason } => {
                assert_eq!(path, "/nonexistent/libtool.so");
                assert!(!reason.is_empty());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_module_table_points_into_its_own_slots() {
        let m = Module::<{ core_module::TABLE_LEN }>::leaked();
        let (table, size) = Module::answer(m);
        assert_eq!(size as usize, core_module::TABLE_LEN - 1);
        let table: *mut *mut *mut () = table.cast();
        let mut marker = 0u8;
        let written: *mut () = ptr::addr_of_mut!(marker).cast();
        // SAFETY: the table has TABLE_LEN entries; entry 9 points into the module's own slots.
        unsafe {
            assert!((*table).is_null());
            assert!((*table.add(size as usize)).is_null());
            let nine = *table.add(9);
            *nine = written;
        }
        assert_eq!(Module::filled(m)[9], written);
        // SAFETY: `m` came from `Box::into_raw` and nothing else holds it.
        drop(unsafe { Box::from_raw(m) });
    }

    static PUSHES: AtomicI32 = AtomicI32::new(0);

    unsafe extern "system" fn push_a(_message: *const core::ffi::c_char) -> c_int {
        PUSHES.fetch_add(1, Ordering::SeqCst) + 40
    }

    /// A tool made of Rust functions: fills the core module's `nvtxRangePushA` slot alone, through
    /// the tables as a tool reaches them, and says it was built for version 3.
    unsafe extern "system" fn entry(get: NvtxGetExportTableFunc_t) -> c_int {
        let get = get.expect("a getter");
        // SAFETY: the getter answers the tables of its numbers, alive for good.
        let (callbacks, version) = unsafe {
            (
                &*get(NvtxExportTableID::NVTX_ETID_CALLBACKS.raw())
                    .cast::<NvtxExportTableCallbacks>(),
                &*get(NvtxExportTableID::NVTX_ETID_VERSIONINFO.raw())
                    .cast::<NvtxExportTableVersionInfo>(),
            )
        };
        assert_eq!(callbacks.struct_size(), 16);
        assert_eq!(version.version(), 3);
        // SAFETY: the addresses this crate put in the tables, of these signatures.
        let (get_module, set_version) = unsafe {
            (
                core::mem::transmute::<*const c_void, crate::sys::NvtxGetModuleFunctionTableFunc>(
                    callbacks.get_module_function_table(),
                ),
                core::mem::transmute::<*const c_void, unsafe extern "system" fn(u32)>(
                    version.set_injection_nvtx_version(),
                ),
            )
        };
        let (mut table, mut size): (NvtxFunctionTable, c_uint) = (ptr::null_mut(), 0);
        // SAFETY: valid out-pointers; the slot at 9 is the core module's nvtxRangePushA.
        unsafe {
            set_version(3);
            assert_eq!(
                get_module(
                    NvtxCallbackModule::NVTX_CB_MODULE_CORE,
                    &mut table,
                    &mut size
                ),
                1
            );
            assert_eq!(size, 16);
            let slot = *table.add(9);
            *slot = Some(core::mem::transmute::<
                unsafe extern "system" fn(*const core::ffi::c_char) -> c_int,
                unsafe extern "system" fn(),
            >(push_a));
        }
        1
    }

    #[test]
    fn a_tool_fills_the_slots_it_serves_and_the_others_stay_empty() {
        let _turn = SLOTS_IN_USE.lock().unwrap_or_else(|e| e.into_inner());
        let tool = run_entry(Some(entry), "rust".into(), Source::Variable);
        assert_eq!(
            tool,
            Tool::Attached {
                path: "rust".into(),
                source: Source::Variable,
                version: Some(3)
            }
        );
        let before = PUSHES.load(Ordering::SeqCst);
        // SAFETY: literals; the pushes reach `push_a`, the rest nothing.
        unsafe {
            assert_eq!(crate::sys::nvtxRangePushA(c"a".as_ptr()), before + 40);
            assert_eq!(
                crate::sys::nvtxRangePop(),
                crate::sys::NVTX_NO_PUSH_POP_TRACKING
            );
            crate::sys::nvtxMarkA(c"m".as_ptr());
        }
        assert_eq!(PUSHES.load(Ordering::SeqCst), before + 1);
        clear_all();
        // SAFETY: as above; every slot is empty again.
        let depth = unsafe { crate::sys::nvtxRangePushA(c"a".as_ptr()) };
        assert_eq!(depth, crate::sys::NVTX_NO_PUSH_POP_TRACKING);
    }
}
