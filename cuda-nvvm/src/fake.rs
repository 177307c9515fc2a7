//! A stand-in libNVVM made of Rust functions, so that the safe layer's `unsafe` code runs under Miri:
//! modules kept as pointers and read only when the program compiles (so a borrow that ended too early
//! would be a use after free Miri reports), options passed through, sizes then copies, the log, and each
//! program destroyed exactly once.

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use cuda_struct::FunctionInfo;

use crate::sys::{nvvmProgram, nvvmResult, Functions};
use crate::{Arch, Error, Nvvm, Options, Program};

/// What the stand-in keeps per program.
struct Fake {
    modules: Vec<(*const u8, usize, String)>,
    log: CString,
    ptx: Option<CString>,
}

static CREATED: AtomicUsize = AtomicUsize::new(0);
static DESTROYED: AtomicUsize = AtomicUsize::new(0);

/// # Safety
/// `prog` must be a live program of this stand-in.
unsafe fn fake<'a>(prog: nvvmProgram) -> &'a mut Fake {
    // SAFETY: the caller passes a pointer `create` made from a `Box<Fake>`, not yet destroyed.
    unsafe { &mut *prog.into_raw().cast::<Fake>() }
}

unsafe extern "C" fn create(prog: *mut nvvmProgram) -> nvvmResult {
    let fake = Box::new(Fake {
        modules: Vec::new(),
        log: CString::default(),
        ptx: None,
    });
    CREATED.fetch_add(1, Ordering::SeqCst);
    // SAFETY: a valid out-parameter.
    unsafe { *prog = nvvmProgram::from_raw(Box::into_raw(fake).cast::<c_void>()) };
    nvvmResult::NVVM_SUCCESS
}

unsafe extern "C" fn destroy(prog: *mut nvvmProgram) -> nvvmResult {
    // SAFETY: a live program, made by `create` from a box.
    drop(unsafe { Box::from_raw((*prog).into_raw().cast::<Fake>()) });
    // SAFETY: as above.
    unsafe { *prog = nvvmProgram::null() };
    DESTROYED.fetch_add(1, Ordering::SeqCst);
    nvvmResult::NVVM_SUCCESS
}

unsafe extern "C" fn add(
    prog: nvvmProgram,
    buffer: *const c_char,
    size: usize,
    name: *const c_char,
) -> nvvmResult {
    // SAFETY: a live program and a NUL-terminated name.
    let (fake, name) = unsafe { (fake(prog), CStr::from_ptr(name)) };
    let name = name.to_string_lossy().into_owned();
    fake.modules.push((buffer.cast::<u8>(), size, name));
    nvvmResult::NVVM_SUCCESS
}

unsafe extern "C" fn compile(
    prog: nvvmProgram,
    n: c_int,
    options: *mut *const c_char,
) -> nvvmResult {
    // SAFETY: a live program.
    let fake = unsafe { fake(prog) };
    let options: Vec<String> = (0..n as usize)
        .map(|i| {
            // SAFETY: libNVVM's contract: `n` NUL-terminated options.
            unsafe { CStr::from_ptr(*options.add(i)) }
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    if fake.modules.is_empty() {
        return nvvmResult::NVVM_ERROR_NO_MODULE_IN_PROGRAM;
    }
    let mut ptx = format!("// {}\n", options.join(" "));
    for (data, size, name) in &fake.modules {
        // SAFETY: the program's contract: each module stays readable until the program is destroyed.
        let bytes = unsafe { std::slice::from_raw_parts(*data, *size) };
        let text = String::from_utf8_lossy(bytes);
        if text.starts_with("bad") {
            fake.log = CString::new(format!("{name} (1, 1): parse error\n")).unwrap();
            return nvvmResult::NVVM_ERROR_INVALID_IR;
        }
        ptx.push_str(&format!(".entry {text}()\n"));
    }
    fake.ptx = Some(CString::new(ptx).unwrap());
    nvvmResult::NVVM_SUCCESS
}

/// The size, then the copy, of the PTX or the log.
macro_rules! getters {
    ($size:ident, $copy:ident, $get:expr) => {
        unsafe extern "C" fn $size(prog: nvvmProgram, size: *mut usize) -> nvvmResult {
            // SAFETY: a live program.
            let Some(text) = $get(unsafe { fake(prog) }) else {
                return nvvmResult::NVVM_ERROR_INVALID_PROGRAM;
            };
            // SAFETY: a valid out-parameter.
            unsafe { *size = text.as_bytes_with_nul().len() };
            nvvmResult::NVVM_SUCCESS
        }

        unsafe extern "C" fn $copy(prog: nvvmProgram, out: *mut c_char) -> nvvmResult {
            // SAFETY: a live program.
            let Some(text) = $get(unsafe { fake(prog) }) else {
                return nvvmResult::NVVM_ERROR_INVALID_PROGRAM;
            };
            let bytes = text.as_bytes_with_nul();
            // SAFETY: `out` holds the size the size function reported.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.cast::<u8>(), bytes.len()) };
            nvvmResult::NVVM_SUCCESS
        }
    };
}

getters!(ptx_size, ptx, |f: &Fake| f.ptx.clone());
getters!(log_size, log, |f: &Fake| Some(f.log.clone()));

/// The stand-in, in a static (so that Miri sees it reachable, not leaked).
fn stand_in() -> &'static Nvvm {
    static STAND_IN: OnceLock<Nvvm> = OnceLock::new();
    STAND_IN.get_or_init(make)
}

fn make() -> Nvvm {
    let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
        let p: *const () = match f.name {
            "nvvmCreateProgram" => create as *const (),
            "nvvmDestroyProgram" => destroy as *const (),
            "nvvmAddModuleToProgram" => add as *const (),
            "nvvmCompileProgram" => compile as *const (),
            "nvvmGetCompiledResultSize" => ptx_size as *const (),
            "nvvmGetCompiledResult" => ptx as *const (),
            "nvvmGetProgramLogSize" => log_size as *const (),
            "nvvmGetProgramLog" => log as *const (),
            _ => return None,
        };
        NonNull::new(p.cast_mut().cast())
    };
    // SAFETY: each address is a function above with the prototype of the libNVVM function of that name.
    let functions = unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut { lookup }) };
    // SAFETY: the stand-ins keep libNVVM's contracts for what the tests call.
    unsafe { Nvvm::from_functions(functions) }
}

#[test]
fn the_safe_layer_against_a_stand_in() {
    let nvvm = stand_in();
    let (created, destroyed) = (
        CREATED.load(Ordering::SeqCst),
        DESTROYED.load(Ordering::SeqCst),
    );
    {
        // Modules owned here, borrowed by the program until it is dropped.
        let first = b"kernel".to_vec();
        let second = String::from("helper");
        let mut program = Program::new(nvvm).unwrap();
        program.add_module(&first, "k.ll").unwrap();
        program.add_module(second.as_bytes(), "h.ll").unwrap();
        let options = Options::new().arch(Arch::Compute(90)).ftz(true);
        let ptx = program.compile(&options).unwrap();
        // Every byte libNVVM wrote but its NUL, and nothing else.
        assert_eq!(
            ptx,
            "// -arch=compute_90 -ftz=1\n.entry kernel()\n.entry helper()\n"
        );
        assert_eq!(program.log().unwrap(), "");
        // What the stand-in lacks is "missing", named with its release.
        let Err(Error::Nvvm(e)) = program.add_lazy_module(b"libdevice", "libdevice.bc") else {
            panic!("the stand-in has no lazy add")
        };
        assert_eq!(
            e.to_string(),
            "nvvmLazyAddModuleToProgram: not in the loaded libNVVM; it needs libNVVM of CUDA 11.0 \
             or newer"
        );
        let Err(Error::Nvvm(e)) = nvvm.llvm_version("compute_90") else {
            panic!("the stand-in has no nvvmLLVMVersion")
        };
        assert_eq!(e.since(), Some(13010));
    }
    {
        // A failed compile: the error, with the log libNVVM kept.
        let mut program = Program::new(nvvm).unwrap();
        program.add_module(b"bad module", "bad.ll").unwrap();
        let Err(Error::Compile(e)) = program.compile(&Options::new()) else {
            panic!("the stand-in fails modules that start with `bad`")
        };
        assert_eq!(e.code(), Some(nvvmResult::NVVM_ERROR_INVALID_IR));
        assert_eq!(e.log, "bad.ll (1, 1): parse error\n");
        assert!(e.to_string().ends_with("; log: bad.ll (1, 1): parse error"));
    }
    {
        // Nothing to compile is an error too, with its (empty) log.
        let mut program = Program::new(nvvm).unwrap();
        let e = program.compile(&Options::new()).unwrap_err();
        assert_eq!(e.code(), Some(nvvmResult::NVVM_ERROR_NO_MODULE_IN_PROGRAM));
        // A NUL byte is refused before libNVVM sees anything.
        let nul = program.compile(&Options::new().raw("-g\0"));
        assert_eq!(nul.unwrap_err(), Error::Nul { what: "option" });
        let name = program.add_module(b"k", "a\0b");
        assert_eq!(
            name.unwrap_err(),
            Error::Nul {
                what: "module name"
            }
        );
    }
    // Three programs made, three destroyed.
    assert_eq!(CREATED.load(Ordering::SeqCst) - created, 3);
    assert_eq!(DESTROYED.load(Ordering::SeqCst) - destroyed, 3);
}
