//! A stand-in nvFatbin made of Rust functions, so that the builder's `unsafe` code runs under Miri:
//! entries kept as pointers and read only when the fat binary is written (so a borrow that ended too
//! early would be a use after free Miri reports), options passed through, size then copy, and each
//! handle destroyed exactly once.

use std::ffi::{c_char, c_void, CStr};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use cuda_struct::FunctionInfo;

use crate::sys::{nvFatbinHandle, nvFatbinResult, Functions};
use crate::{Error, Fatbin, NvFatbin, Options};

/// What the stand-in keeps per handle: the entries as (kind, pointer, size, arch, identifier).
struct Fake {
    options: Vec<String>,
    entries: Vec<(&'static str, *const u8, usize, String, String)>,
}

static CREATED: AtomicUsize = AtomicUsize::new(0);
static DESTROYED: AtomicUsize = AtomicUsize::new(0);

/// # Safety
/// `handle` must be a live handle of this stand-in.
unsafe fn fake<'a>(handle: nvFatbinHandle) -> &'a mut Fake {
    // SAFETY: the caller passes a pointer `create` made from a `Box<Fake>`, not yet destroyed.
    unsafe { &mut *handle.into_raw().cast::<Fake>() }
}

/// # Safety
/// `s` must be a NUL-terminated string.
unsafe fn text(s: *const c_char) -> String {
    // SAFETY: as the caller promises.
    unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned()
}

unsafe extern "C" fn create(
    handle: *mut nvFatbinHandle,
    options: *mut *const c_char,
    n: usize,
) -> nvFatbinResult {
    let options: Vec<String> = (0..n)
        .map(|i| {
            // SAFETY: nvFatbin's contract: `n` NUL-terminated options.
            unsafe { text(*options.add(i)) }
        })
        .collect();
    if options.iter().any(|o| o == "-bogus") {
        return nvFatbinResult::NVFATBIN_ERROR_UNRECOGNIZED_OPTION;
    }
    let fake = Box::new(Fake {
        options,
        entries: Vec::new(),
    });
    CREATED.fetch_add(1, Ordering::SeqCst);
    // SAFETY: a valid out-parameter.
    unsafe { *handle = nvFatbinHandle::from_raw(Box::into_raw(fake).cast::<c_void>()) };
    nvFatbinResult::NVFATBIN_SUCCESS
}

unsafe extern "C" fn destroy(handle: *mut nvFatbinHandle) -> nvFatbinResult {
    // SAFETY: a live handle, made by `create` from a box.
    drop(unsafe { Box::from_raw((*handle).into_raw().cast::<Fake>()) });
    // SAFETY: as above.
    unsafe { *handle = nvFatbinHandle::null() };
    DESTROYED.fetch_add(1, Ordering::SeqCst);
    nvFatbinResult::NVFATBIN_SUCCESS
}

/// # Safety
/// A live handle and NUL-terminated strings.
unsafe fn add(
    kind: &'static str,
    handle: nvFatbinHandle,
    code: *const c_void,
    size: usize,
    arch: *const c_char,
    identifier: *const c_char,
) -> nvFatbinResult {
    // SAFETY: as the caller promises.
    let (fake, arch, id) = unsafe { (fake(handle), text(arch), text(identifier)) };
    if arch.parse::<u32>().is_err() {
        return nvFatbinResult::NVFATBIN_ERROR_INVALID_ARCH;
    }
    if size == 0 {
        return nvFatbinResult::NVFATBIN_ERROR_EMPTY_INPUT;
    }
    fake.entries.push((kind, code.cast::<u8>(), size, arch, id));
    nvFatbinResult::NVFATBIN_SUCCESS
}

unsafe extern "C" fn add_cubin(
    handle: nvFatbinHandle,
    code: *const c_void,
    size: usize,
    arch: *const c_char,
    identifier: *const c_char,
) -> nvFatbinResult {
    // SAFETY: nvFatbin's contract, passed on.
    unsafe { add("elf", handle, code, size, arch, identifier) }
}

unsafe extern "C" fn add_ptx(
    handle: nvFatbinHandle,
    code: *const c_char,
    size: usize,
    arch: *const c_char,
    identifier: *const c_char,
    _options: *const c_char,
) -> nvFatbinResult {
    // SAFETY: nvFatbin's contract, passed on.
    unsafe { add("ptx", handle, code.cast(), size, arch, identifier) }
}

/// The fat binary the stand-in writes: the options, then per entry `kind arch identifier: bytes`.
fn written(fake: &Fake) -> Vec<u8> {
    let mut out = fake.options.join(" ").into_bytes();
    for (kind, data, size, arch, id) in &fake.entries {
        out.extend_from_slice(format!("|{kind} {arch} {id}:").as_bytes());
        // SAFETY: the builder's contract: each entry stays readable until the handle is destroyed.
        out.extend_from_slice(unsafe { std::slice::from_raw_parts(*data, *size) });
    }
    out
}

unsafe extern "C" fn size(handle: nvFatbinHandle, size: *mut usize) -> nvFatbinResult {
    // SAFETY: a live handle and a valid out-parameter.
    unsafe { *size = written(fake(handle)).len() };
    nvFatbinResult::NVFATBIN_SUCCESS
}

unsafe extern "C" fn get(handle: nvFatbinHandle, buffer: *mut c_void) -> nvFatbinResult {
    // SAFETY: a live handle.
    let bytes = written(unsafe { fake(handle) });
    // SAFETY: `buffer` holds the size `size` reported.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), buffer.cast::<u8>(), bytes.len()) };
    nvFatbinResult::NVFATBIN_SUCCESS
}

/// The stand-in, in a static (so that Miri sees it reachable, not leaked).
fn stand_in() -> &'static NvFatbin {
    static STAND_IN: OnceLock<NvFatbin> = OnceLock::new();
    STAND_IN.get_or_init(make)
}

fn make() -> NvFatbin {
    let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
        let p: *const () = match f.name {
            "nvFatbinCreate" => create as *const (),
            "nvFatbinDestroy" => destroy as *const (),
            "nvFatbinAddCubin" => add_cubin as *const (),
            "nvFatbinAddPTX" => add_ptx as *const (),
            "nvFatbinSize" => size as *const (),
            "nvFatbinGet" => get as *const (),
            _ => return None,
        };
        NonNull::new(p.cast_mut().cast())
    };
    // SAFETY: each address is a function above with the prototype of the nvFatbin function of that name.
    let functions = unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut { lookup }) };
    // SAFETY: the stand-ins keep nvFatbin's contracts for what the tests call.
    unsafe { NvFatbin::from_functions(functions, (12, 9)) }
}

#[test]
fn the_builder_against_a_stand_in() {
    let lib = stand_in();
    let (created, destroyed) = (
        CREATED.load(Ordering::SeqCst),
        DESTROYED.load(Ordering::SeqCst),
    );
    {
        // Entries owned here, borrowed by the builder until it is dropped.
        let cubin = b"ELF80".to_vec();
        let ptx = String::from(".target sm_80");
        let mut fatbin = Fatbin::new(lib, &Options::new().compress(false)).unwrap();
        fatbin.add_cubin(&cubin, "80", "k80").unwrap();
        fatbin.add_ptx(ptx.as_bytes(), "80", "kptx", "-O3").unwrap();
        // Every byte nvFatbin wrote, and nothing else.
        assert_eq!(
            fatbin.to_bytes().unwrap(),
            b"-compress=false|elf 80 k80:ELF80|ptx 80 kptx:.target sm_80"
        );
        // A refused entry names itself; the builder stays usable.
        let e = fatbin.add_cubin(&cubin, "sm_80", "named").unwrap_err();
        assert_eq!(e.to_string().split(':').next(), Some("entry `named`"));
        assert_eq!(e.code(), Some(nvFatbinResult::NVFATBIN_ERROR_INVALID_ARCH));
        // What the stand-in lacks is "missing", named with both versions.
        let Err(Error::NvFatbin(e)) = fatbin.add_tile_ir(b"tile", "t", "") else {
            panic!("the stand-in has no nvFatbinAddTileIR")
        };
        assert_eq!(
            e.to_string(),
            "nvFatbinAddTileIR: not in the loaded nvFatbin (12.9); it needs nvFatbin 13.1 or newer"
        );
    }
    // Refused options make no handle, so nothing is destroyed for them.
    let e = Fatbin::new(lib, &Options::new().raw("-bogus")).unwrap_err();
    assert_eq!(
        e.code(),
        Some(nvFatbinResult::NVFATBIN_ERROR_UNRECOGNIZED_OPTION)
    );
    // A NUL byte is refused before nvFatbin sees anything.
    let nul = Fatbin::new(lib, &Options::new().raw("-g\0"));
    assert_eq!(nul.unwrap_err(), Error::Nul { what: "option" });
    let mut fatbin = Fatbin::new(lib, &Options::new()).unwrap();
    let id = fatbin.add_cubin(b"x", "80", "a\0b");
    assert_eq!(id.unwrap_err(), Error::Nul { what: "identifier" });
    drop(fatbin);
    assert_eq!(CREATED.load(Ordering::SeqCst) - created, 2);
    assert_eq!(DESTROYED.load(Ordering::SeqCst) - destroyed, 2);
}
