//! A stand-in nvJitLink made of Rust functions, so that the safe layer's `unsafe` code runs under Miri:
//! options and inputs passed through, inputs read only when the link completes (so a borrow that ended
//! too early would be a use after free Miri reports), sizes then copies, logs, and each linker destroyed
//! exactly once.

use std::ffi::{c_char, c_void, CStr, CString};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use cuda_struct::FunctionInfo;

use crate::sys::{nvJitLinkHandle, nvJitLinkInputType, nvJitLinkResult, Functions};
use crate::{Arch, Error, InputKind, Linker, NvJitLink, Options};

/// What the stand-in keeps per linker: the inputs as pointers, read only by `complete`, as a real linker
/// may do.
struct Fake {
    options: Vec<String>,
    inputs: Vec<(nvJitLinkInputType, *const u8, usize, String)>,
    error_log: CString,
    info_log: CString,
    cubin: Option<Vec<u8>>,
}

static CREATED: AtomicUsize = AtomicUsize::new(0);
static DESTROYED: AtomicUsize = AtomicUsize::new(0);

/// # Safety
/// `handle` must be a live linker of this stand-in.
unsafe fn fake<'a>(handle: nvJitLinkHandle) -> &'a mut Fake {
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
    handle: *mut nvJitLinkHandle,
    n: u32,
    options: *mut *const c_char,
) -> nvJitLinkResult {
    let options: Vec<String> = (0..n as usize)
        .map(|i| {
            // SAFETY: nvJitLink's contract: `n` NUL-terminated options.
            unsafe { text(*options.add(i)) }
        })
        .collect();
    if !options.iter().any(|o| o.starts_with("-arch=")) {
        return nvJitLinkResult::NVJITLINK_ERROR_MISSING_ARCH;
    }
    let unknown = options.iter().any(|o| o == "-bogus");
    let fake = Box::new(Fake {
        error_log: if unknown {
            c"ERROR: -bogus is not an option\n".into()
        } else {
            CString::default()
        },
        options,
        inputs: Vec::new(),
        info_log: CString::default(),
        cubin: None,
    });
    CREATED.fetch_add(1, Ordering::SeqCst);
    // SAFETY: `handle` is a valid out-parameter.
    unsafe { *handle = nvJitLinkHandle::from_raw(Box::into_raw(fake).cast::<c_void>()) };
    // As the real library may: a handle made, holding the log of the failure.
    if unknown {
        nvJitLinkResult::NVJITLINK_ERROR_UNRECOGNIZED_OPTION
    } else {
        nvJitLinkResult::NVJITLINK_SUCCESS
    }
}

unsafe extern "C" fn destroy(handle: *mut nvJitLinkHandle) -> nvJitLinkResult {
    // SAFETY: a live linker, made by `create` from a box.
    drop(unsafe { Box::from_raw((*handle).into_raw().cast::<Fake>()) });
    // SAFETY: as above.
    unsafe { *handle = nvJitLinkHandle::null() };
    DESTROYED.fetch_add(1, Ordering::SeqCst);
    nvJitLinkResult::NVJITLINK_SUCCESS
}

unsafe extern "C" fn add_data(
    handle: nvJitLinkHandle,
    kind: nvJitLinkInputType,
    data: *const c_void,
    size: usize,
    name: *const c_char,
) -> nvJitLinkResult {
    // SAFETY: a live linker and a NUL-terminated name.
    let (fake, name) = unsafe { (fake(handle), text(name)) };
    if kind == nvJitLinkInputType::NVJITLINK_INPUT_NONE {
        fake.error_log = CString::new(format!("ERROR: {name}: no input kind\n")).unwrap();
        return nvJitLinkResult::NVJITLINK_ERROR_INVALID_INPUT;
    }
    fake.inputs.push((kind, data.cast::<u8>(), size, name));
    nvJitLinkResult::NVJITLINK_SUCCESS
}

unsafe extern "C" fn complete(handle: nvJitLinkHandle) -> nvJitLinkResult {
    // SAFETY: a live linker.
    let fake = unsafe { fake(handle) };
    let mut cubin = b"\x7fELF".to_vec();
    let mut info = format!("{}\n", fake.options.join(" "));
    for (kind, data, size, name) in &fake.inputs {
        // SAFETY: the linker's contract: each input stays readable until the linker is destroyed.
        let bytes = unsafe { std::slice::from_raw_parts(*data, *size) };
        if bytes.starts_with(b"undefined") {
            fake.error_log = CString::new(format!("ERROR: {name}: undefined reference\n")).unwrap();
            return nvJitLinkResult::NVJITLINK_ERROR_FINALIZE;
        }
        cubin.extend_from_slice(bytes);
        info.push_str(&format!("{name}: kind {}, {size} bytes\n", kind.raw()));
    }
    fake.info_log = CString::new(info).unwrap();
    fake.cubin = Some(cubin);
    nvJitLinkResult::NVJITLINK_SUCCESS
}

unsafe extern "C" fn cubin_size(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
    // SAFETY: a live linker.
    match unsafe { &fake(handle).cubin } {
        // SAFETY: a valid out-parameter.
        Some(c) => unsafe { *size = c.len() },
        None => return nvJitLinkResult::NVJITLINK_ERROR_INVALID_INPUT,
    }
    nvJitLinkResult::NVJITLINK_SUCCESS
}

unsafe extern "C" fn cubin(handle: nvJitLinkHandle, out: *mut c_void) -> nvJitLinkResult {
    // SAFETY: a live linker.
    let Some(c) = (unsafe { &fake(handle).cubin }) else {
        return nvJitLinkResult::NVJITLINK_ERROR_INVALID_INPUT;
    };
    // SAFETY: `out` holds the size `cubin_size` reported.
    unsafe { std::ptr::copy_nonoverlapping(c.as_ptr(), out.cast::<u8>(), c.len()) };
    nvJitLinkResult::NVJITLINK_SUCCESS
}

/// The size, then the copy, of one of the two logs (the field named).
macro_rules! log_functions {
    ($size:ident, $copy:ident, $field:ident) => {
        unsafe extern "C" fn $size(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
            // SAFETY: a live linker and a valid out-parameter.
            unsafe { *size = fake(handle).$field.as_bytes_with_nul().len() };
            nvJitLinkResult::NVJITLINK_SUCCESS
        }

        unsafe extern "C" fn $copy(handle: nvJitLinkHandle, out: *mut c_char) -> nvJitLinkResult {
            // SAFETY: a live linker.
            let bytes = unsafe { fake(handle) }.$field.as_bytes_with_nul();
            // SAFETY: `out` holds the size the size function reported.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.cast::<u8>(), bytes.len()) };
            nvJitLinkResult::NVJITLINK_SUCCESS
        }
    };
}

log_functions!(error_log_size, error_log, error_log);
log_functions!(info_log_size, info_log, info_log);

/// The stand-in, in a static (so that Miri sees it reachable, not leaked).
fn stand_in() -> &'static NvJitLink {
    static STAND_IN: OnceLock<NvJitLink> = OnceLock::new();
    STAND_IN.get_or_init(make)
}

fn make() -> NvJitLink {
    let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
        let p: *const () = match f.name {
            "nvJitLinkCreate" => create as *const (),
            "nvJitLinkDestroy" => destroy as *const (),
            "nvJitLinkAddData" => add_data as *const (),
            "nvJitLinkComplete" => complete as *const (),
            "nvJitLinkGetLinkedCubinSize" => cubin_size as *const (),
            "nvJitLinkGetLinkedCubin" => cubin as *const (),
            "nvJitLinkGetErrorLogSize" => error_log_size as *const (),
            "nvJitLinkGetErrorLog" => error_log as *const (),
            "nvJitLinkGetInfoLogSize" => info_log_size as *const (),
            "nvJitLinkGetInfoLog" => info_log as *const (),
            _ => return None,
        };
        NonNull::new(p.cast_mut().cast())
    };
    // SAFETY: each address is a function above with the prototype of the nvJitLink function of that name.
    let functions = unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut { lookup }) };
    // SAFETY: the stand-ins keep nvJitLink's contracts for what the tests call.
    unsafe { NvJitLink::from_functions(functions, (13, 0)) }
}

#[test]
fn the_safe_layer_against_a_stand_in() {
    let jit = stand_in();
    let (created, destroyed) = (
        CREATED.load(Ordering::SeqCst),
        DESTROYED.load(Ordering::SeqCst),
    );
    {
        // Inputs owned here, borrowed by the linker until the image is dropped.
        let kernel = b"kernel".to_vec();
        let helper = String::from("helper");
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90)).lto()).unwrap();
        linker.add_lto_ir(&kernel, "k.ltoir").unwrap();
        linker.add_ptx(helper.as_bytes(), "h.ptx").unwrap();
        let linked = linker.complete().unwrap();
        // Every byte nvJitLink wrote, and nothing else.
        assert_eq!(linked.cubin().unwrap(), b"\x7fELFkernelhelper");
        assert_eq!(
            linked.info_log().unwrap(),
            "-arch=sm_90 -lto\nk.ltoir: kind 3, 6 bytes\nh.ptx: kind 2, 6 bytes\n"
        );
        assert_eq!(linked.error_log().unwrap(), "");
        // What the stand-in lacks is "missing", named.
        let Err(Error::NvJitLink(e)) = linked.ptx() else {
            panic!("the stand-in has no PTX getter")
        };
        assert!(e.is_missing());
        assert_eq!(
            e.to_string(),
            "nvJitLinkGetLinkedPtxSize: not in the loaded nvJitLink (13.0); it needs nvJitLink 12.0 or newer"
        );
    }
    {
        // A failed link: the error, with the log nvJitLink kept, and the linker destroyed.
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
        linker.add_cubin(b"undefined twice", "a.cubin").unwrap();
        let Err(Error::Link(e)) = linker.complete() else {
            panic!("the stand-in fails inputs that start with `undefined`")
        };
        assert_eq!(e.code(), Some(nvJitLinkResult::NVJITLINK_ERROR_FINALIZE));
        assert_eq!(e.error_log, "ERROR: a.cubin: undefined reference\n");
        assert!(e
            .to_string()
            .ends_with("; error log: ERROR: a.cubin: undefined reference"));
    }
    {
        // A refused input is a link error too, with its log; the linker stays usable.
        let bytes = [1u8, 2, 3];
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
        let fatbin = linker.add_fatbin(&bytes, "f.fatbin");
        assert!(fatbin.is_ok());
        // SAFETY: a live linker of the stand-in; the bytes outlive it.
        let refused = unsafe {
            jit.nvJitLinkAddData(
                linker.raw(),
                nvJitLinkInputType::NVJITLINK_INPUT_NONE,
                bytes.as_ptr().cast(),
                bytes.len(),
                c"none".as_ptr(),
            )
        };
        assert_eq!(
            refused.unwrap_err().code(),
            Some(nvJitLinkResult::NVJITLINK_ERROR_INVALID_INPUT)
        );
        assert_eq!(linker.error_log().unwrap(), "ERROR: none: no input kind\n");
        assert_eq!(InputKind::Object.raw().raw(), 5);
    }
    // An option nvJitLink refuses after making a handle: the log comes back, and the handle is destroyed.
    let Err(Error::Link(e)) = Linker::new(jit, &Options::new(Arch::Sm(90)).raw("-bogus")) else {
        panic!("the stand-in refuses -bogus")
    };
    assert_eq!(
        e.code(),
        Some(nvJitLinkResult::NVJITLINK_ERROR_UNRECOGNIZED_OPTION)
    );
    assert_eq!(e.error_log, "ERROR: -bogus is not an option\n");
    // A refusal that makes no handle: the code alone, and nothing to destroy.
    let Err(Error::NvJitLink(e)) = Linker::new(jit, &Options::without_arch()) else {
        panic!("the stand-in refuses a link without -arch")
    };
    assert_eq!(
        e.code(),
        Some(nvJitLinkResult::NVJITLINK_ERROR_MISSING_ARCH)
    );
    // A NUL byte is refused before nvJitLink sees anything.
    let nul = Linker::new(jit, &Options::new(Arch::Named("sm_90\0".into())));
    assert_eq!(nul.unwrap_err(), Error::Nul { what: "option" });
    let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
    let name = linker.add_object(b"o", "a\0b");
    assert_eq!(name.unwrap_err(), Error::Nul { what: "input name" });
    drop(linker);
    // Five linkers made (one by the refused option, none by the refusal without -arch), five destroyed:
    // no destroy of a handle nvJitLink never made.
    assert_eq!(CREATED.load(Ordering::SeqCst) - created, 5);
    assert_eq!(DESTROYED.load(Ordering::SeqCst) - destroyed, 5);
}
