//! A stand-in NVTX tool, built as a `cdylib` by this crate's build script (see `src/lib.rs`).
//!
//! Its declarations of the protocol are its own, written from `nvtxDetail/nvtxTypes.h` and
//! `nvtxImpl.h`, so that they check cuda-nvtx's rather than repeat them.
#![allow(clippy::missing_safety_doc)]

use std::cell::Cell;
use std::ffi::{c_char, c_void, CStr, CString};
use std::fmt::Write as _;
use std::sync::Mutex;

static LOG: Mutex<String> = Mutex::new(String::new());
static ANSWER: Mutex<Option<CString>> = Mutex::new(None);

thread_local! {
    static DEPTH: Cell<i32> = const { Cell::new(0) };
}

fn log(line: String) {
    let mut log = LOG.lock().unwrap_or_else(|e| e.into_inner());
    log.push_str(&line);
    log.push('\n');
}

/// The log so far; the string lives until the next call.
#[no_mangle]
pub extern "C" fn fake_nvtx_log() -> *const c_char {
    let text = LOG.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let mut answer = ANSWER.lock().unwrap_or_else(|e| e.into_inner());
    let c = CString::new(text).unwrap_or_default();
    let p = c.as_ptr();
    *answer = Some(c);
    p
}

unsafe fn text(p: *const c_char) -> String {
    if p.is_null() {
        return "(null)".into();
    }
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// `nvtxEventAttributes_v2` as the header lays it out.
#[repr(C)]
struct Attributes {
    version: u16,
    size: u16,
    category: u32,
    color_type: i32,
    color: u32,
    payload_type: i32,
    reserved0: i32,
    payload: u64,
    message_type: i32,
    message: *const c_void,
}

/// `nvtxResourceAttributes_v0`.
#[repr(C)]
struct ResourceAttributes {
    version: u16,
    size: u16,
    identifier_type: i32,
    identifier: u64,
    message_type: i32,
    message: *const c_void,
}

unsafe fn message(kind: i32, p: *const c_void) -> String {
    match kind {
        0 => "-".into(),
        1 => unsafe { text(p.cast()) },
        // A registered string is, in this tool, the address of its own copy of the text.
        3 => format!("reg:{}", unsafe { text(p.cast()) }),
        other => format!("kind{other}"),
    }
}

unsafe fn describe(a: *const Attributes) -> String {
    if a.is_null() {
        return "null".into();
    }
    let a = unsafe { &*a };
    if a.version != 3 || a.size != 48 || a.reserved0 != 0 {
        return format!("bad-header v{} s{} r{}", a.version, a.size, a.reserved0);
    }
    let color = match a.color_type {
        0 => "-".to_owned(),
        1 => format!("{:08x}", a.color),
        other => format!("type{other}"),
    };
    let bits = a.payload;
    let payload = match a.payload_type {
        0 => "-".to_owned(),
        1 => format!("u64:{bits}"),
        2 => format!("i64:{}", bits as i64),
        3 => format!("f64:{}", f64::from_bits(bits)),
        4 => format!("u32:{}", bits as u32),
        5 => format!("i32:{}", bits as u32 as i32),
        6 => format!("f32:{}", f32::from_bits(bits as u32)),
        other => format!("type{other}"),
    };
    let msg = unsafe { message(a.message_type, a.message) };
    format!("{msg} color={color} cat={} payload={payload}", a.category)
}

fn push() -> i32 {
    DEPTH.with(|d| {
        let level = d.get();
        d.set(level + 1);
        level
    })
}

fn pop() -> i32 {
    DEPTH.with(|d| {
        let level = d.get() - 1;
        d.set(level);
        level
    })
}

static NEXT_ID: Mutex<u64> = Mutex::new(100);

fn next_id() -> u64 {
    let mut id = NEXT_ID.lock().unwrap_or_else(|e| e.into_inner());
    *id += 1;
    *id
}

unsafe fn domain_name(d: *const c_void) -> String {
    if d.is_null() {
        "default".into()
    } else {
        unsafe { text(d.cast()) }
    }
}

// The core module.
unsafe extern "C" fn mark_ex(a: *const Attributes) {
    log(format!("markEx {}", unsafe { describe(a) }));
}
unsafe extern "C" fn mark_a(m: *const c_char) {
    log(format!("markA {}", unsafe { text(m) }));
}
unsafe extern "C" fn range_start_ex(a: *const Attributes) -> u64 {
    let id = next_id();
    log(format!("startEx {id} {}", unsafe { describe(a) }));
    id
}
unsafe extern "C" fn range_start_a(m: *const c_char) -> u64 {
    let id = next_id();
    log(format!("startA {id} {}", unsafe { text(m) }));
    id
}
unsafe extern "C" fn range_end(id: u64) {
    log(format!("end {id}"));
}
unsafe extern "C" fn range_push_ex(a: *const Attributes) -> i32 {
    let level = push();
    log(format!("pushEx {level} {}", unsafe { describe(a) }));
    level
}
unsafe extern "C" fn range_push_a(m: *const c_char) -> i32 {
    let level = push();
    log(format!("pushA {level} {}", unsafe { text(m) }));
    level
}
unsafe extern "C" fn range_pop() -> i32 {
    let level = pop();
    log(format!("pop {level}"));
    level
}
unsafe extern "C" fn name_category_a(category: u32, name: *const c_char) {
    log(format!("category {category} {}", unsafe { text(name) }));
}
unsafe extern "C" fn name_os_thread_a(thread: u32, name: *const c_char) {
    log(format!("thread {} {}", thread != 0, unsafe { text(name) }));
}

// The CUDA and CUDA runtime modules.
unsafe extern "C" fn name_cu_device_a(device: i32, name: *const c_char) {
    log(format!("cuDevice {device} {}", unsafe { text(name) }));
}
unsafe extern "C" fn name_cu_stream_a(stream: *mut c_void, name: *const c_char) {
    log(format!("cuStream {:#x} {}", stream as usize, unsafe { text(name) }));
}
unsafe extern "C" fn name_cuda_device_a(device: i32, name: *const c_char) {
    log(format!("cudaDevice {device} {}", unsafe { text(name) }));
}

// The domain module.
unsafe extern "C" fn domain_mark_ex(d: *const c_void, a: *const Attributes) {
    log(format!("domainMarkEx {} {}", unsafe { domain_name(d) }, unsafe { describe(a) }));
}
unsafe extern "C" fn domain_range_start_ex(d: *const c_void, a: *const Attributes) -> u64 {
    let id = next_id();
    log(format!("domainStartEx {} {id} {}", unsafe { domain_name(d) }, unsafe { describe(a) }));
    id
}
unsafe extern "C" fn domain_range_end(d: *const c_void, id: u64) {
    log(format!("domainEnd {} {id}", unsafe { domain_name(d) }));
}
unsafe extern "C" fn domain_range_push_ex(d: *const c_void, a: *const Attributes) -> i32 {
    let level = push();
    log(format!("domainPushEx {} {level} {}", unsafe { domain_name(d) }, unsafe { describe(a) }));
    level
}
unsafe extern "C" fn domain_range_pop(d: *const c_void) -> i32 {
    let level = pop();
    log(format!("domainPop {} {level}", unsafe { domain_name(d) }));
    level
}
unsafe extern "C" fn resource_create(d: *const c_void, r: *mut ResourceAttributes) -> *mut c_void {
    let r = unsafe { &*r };
    log(format!(
        "resource {} type={:#x} id={:#x} v{} s{} {}",
        unsafe { domain_name(d) },
        r.identifier_type,
        r.identifier,
        r.version,
        r.size,
        unsafe { message(r.message_type, r.message) }
    ));
    Box::into_raw(Box::new(r.identifier)).cast()
}
unsafe extern "C" fn resource_destroy(r: *mut c_void) {
    let id = unsafe { *r.cast::<u64>() };
    log(format!("resourceDestroy {id:#x}"));
}
unsafe extern "C" fn domain_name_category_a(d: *const c_void, category: u32, name: *const c_char) {
    log(format!("domainCategory {} {category} {}", unsafe { domain_name(d) }, unsafe { text(name) }));
}
unsafe extern "C" fn register_string_a(d: *const c_void, s: *const c_char) -> *const c_void {
    let copy = CString::new(unsafe { text(s) }).unwrap_or_default();
    log(format!("register {} {}", unsafe { domain_name(d) }, unsafe { text(s) }));
    copy.into_raw().cast()
}
unsafe extern "C" fn domain_create_a(name: *const c_char) -> *const c_void {
    log(format!("domainCreate {}", unsafe { text(name) }));
    CString::new(unsafe { text(name) }).unwrap_or_default().into_raw().cast()
}
unsafe extern "C" fn domain_destroy(d: *const c_void) {
    log(format!("domainDestroy {}", unsafe { domain_name(d) }));
}

type Slot = *mut *mut ();
type GetModule = unsafe extern "C" fn(u32, *mut *mut Slot, *mut u32) -> i32;

#[repr(C)]
struct Callbacks {
    struct_size: usize,
    get_module: Option<GetModule>,
}

#[repr(C)]
struct VersionInfo {
    struct_size: usize,
    version: u32,
    reserved0: u32,
    set_version: Option<unsafe extern "C" fn(u32)>,
}

/// Fills the slots of `module` at the given callback numbers.
unsafe fn fill(get_module: GetModule, module: u32, entries: &[(usize, *mut ())]) {
    let mut table: *mut Slot = std::ptr::null_mut();
    let mut size = 0u32;
    let ok = unsafe { get_module(module, &mut table, &mut size) };
    let first_last = if ok == 1 && !table.is_null() {
        let first = unsafe { *table }.is_null();
        let last = unsafe { *table.add(size as usize) }.is_null();
        format!("{first}/{last}")
    } else {
        "-".into()
    };
    log(format!("table {module} ok={ok} size={size} null-ends={first_last}"));
    if ok != 1 || table.is_null() {
        return;
    }
    for &(n, f) in entries {
        if n < size as usize {
            let slot = unsafe { *table.add(n) };
            if !slot.is_null() {
                unsafe { *slot = f };
            }
        }
    }
}

/// The tool's entry point.
#[no_mangle]
pub unsafe extern "C" fn InitializeInjectionNvtx2(
    get: Option<unsafe extern "C" fn(u32) -> *const c_void>,
) -> i32 {
    let Some(get) = get else {
        log("init no-getter".into());
        return 0;
    };
    let callbacks = unsafe { get(1) }.cast::<Callbacks>();
    let version = unsafe { get(3) }.cast::<VersionInfo>();
    let reserved = unsafe { get(2) };
    let unknown = unsafe { get(99) };
    if callbacks.is_null() || version.is_null() {
        log("init missing-tables".into());
        return 0;
    }
    let (callbacks, version) = unsafe { (&*callbacks, &*version) };
    log(format!(
        "init callbacks={} version-table={} version={} reserved-null={} unknown-null={}",
        callbacks.struct_size,
        version.struct_size,
        version.version,
        reserved.is_null(),
        unknown.is_null()
    ));
    if let Some(set) = version.set_version {
        unsafe { set(3) };
    }
    let Some(get_module) = callbacks.get_module else {
        return 0;
    };
    let bad = unsafe { get_module(0, std::ptr::null_mut(), std::ptr::null_mut()) };
    log(format!("module0 ok={bad}"));
    if std::env::var_os("FAKE_NVTX_REFUSE").is_some() {
        log("refuse".into());
        return 0;
    }
    let f = |p: *const ()| p as *mut ();
    unsafe {
        fill(
            get_module,
            1,
            &[
                (1, f(mark_ex as *const ())),
                (2, f(mark_a as *const ())),
                (4, f(range_start_ex as *const ())),
                (5, f(range_start_a as *const ())),
                (7, f(range_end as *const ())),
                (8, f(range_push_ex as *const ())),
                (9, f(range_push_a as *const ())),
                (11, f(range_pop as *const ())),
                (12, f(name_category_a as *const ())),
                (14, f(name_os_thread_a as *const ())),
            ],
        );
        fill(
            get_module,
            2,
            &[(1, f(name_cu_device_a as *const ())), (5, f(name_cu_stream_a as *const ()))],
        );
        fill(get_module, 4, &[(1, f(name_cuda_device_a as *const ()))]);
        fill(
            get_module,
            5,
            &[
                (1, f(domain_mark_ex as *const ())),
                (2, f(domain_range_start_ex as *const ())),
                (3, f(domain_range_end as *const ())),
                (4, f(domain_range_push_ex as *const ())),
                (5, f(domain_range_pop as *const ())),
                (6, f(resource_create as *const ())),
                (7, f(resource_destroy as *const ())),
                (8, f(domain_name_category_a as *const ())),
                (10, f(register_string_a as *const ())),
                (12, f(domain_create_a as *const ())),
                (14, f(domain_destroy as *const ())),
            ],
        );
    }
    let mut w = String::new();
    let _ = write!(w, "init done");
    log(w);
    1
}
