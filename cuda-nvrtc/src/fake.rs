//! A stand-in NVRTC made of Rust functions, so that the safe layer's `unsafe` code runs under Miri: sizes
//! then copies, names copied out of the program, and each program destroyed exactly once.

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use cuda_struct::{FunctionInfo, FunctionTable};

use crate::sys::{nvrtcProgram, nvrtcResult, Functions};
use crate::{Arch, Error, Nvrtc, Options, Program, Source};

/// What the stand-in keeps per program.
struct Fake {
    source: String,
    names: Vec<(CString, CString)>,
    log: CString,
    ptx: Option<CString>,
}

static CREATED: AtomicUsize = AtomicUsize::new(0);
static DESTROYED: AtomicUsize = AtomicUsize::new(0);

/// # Safety
/// `prog` must be a live program of this stand-in.
unsafe fn fake<'a>(prog: nvrtcProgram) -> &'a mut Fake {
    // SAFETY: the caller passes a pointer `create` made from a `Box<Fake>`, not yet destroyed.
    unsafe { &mut *prog.into_raw().cast::<Fake>() }
}

/// # Safety
/// `s` must be a NUL-terminated string.
unsafe fn text(s: *const c_char) -> String {
    // SAFETY: as the caller promises.
    unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned()
}

unsafe extern "C" fn create(
    prog: *mut nvrtcProgram,
    src: *const c_char,
    _name: *const c_char,
    n: c_int,
    headers: *const *const c_char,
    _include_names: *const *const c_char,
) -> nvrtcResult {
    // SAFETY: NVRTC's contract: a NUL-terminated source and `n` headers.
    let mut source = unsafe { text(src) };
    for i in 0..usize::try_from(n).unwrap_or(0) {
        // SAFETY: as above; the headers are appended so a test can see they arrived.
        source.push_str(&unsafe { text(*headers.add(i)) });
    }
    let fake = Box::new(Fake {
        source,
        names: Vec::new(),
        log: CString::default(),
        ptx: None,
    });
    CREATED.fetch_add(1, Ordering::SeqCst);
    // SAFETY: `prog` is a valid out-parameter.
    unsafe { *prog = nvrtcProgram::from_raw(Box::into_raw(fake).cast::<c_void>()) };
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn destroy(prog: *mut nvrtcProgram) -> nvrtcResult {
    // SAFETY: a live program, made by `create` from a box.
    drop(unsafe { Box::from_raw((*prog).into_raw().cast::<Fake>()) });
    // SAFETY: as above.
    unsafe { *prog = nvrtcProgram::null() };
    DESTROYED.fetch_add(1, Ordering::SeqCst);
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn compile(
    prog: nvrtcProgram,
    n: c_int,
    options: *const *const c_char,
) -> nvrtcResult {
    // SAFETY: a live program.
    let fake = unsafe { fake(prog) };
    let mut ptx = format!("// {}", fake.source);
    for i in 0..usize::try_from(n).unwrap_or(0) {
        // SAFETY: `n` NUL-terminated options.
        ptx.push_str(&format!(" {}", unsafe { text(*options.add(i)) }));
    }
    if ptx.contains("--gpu-architecture=sm_1 ") || ptx.ends_with("--gpu-architecture=sm_1") {
        fake.log = c"nvrtc: error: invalid value for --gpu-architecture (-arch)\n".into();
        return nvrtcResult::NVRTC_ERROR_INVALID_OPTION;
    }
    if fake.source.contains("oops") {
        fake.log = c"fake.cu(2): error: oops is not C++\n1 error detected\n".into();
        return nvrtcResult::NVRTC_ERROR_COMPILATION;
    }
    fake.ptx = Some(CString::new(ptx).unwrap());
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn ptx_size(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    // SAFETY: a live program and a valid out-parameter.
    match unsafe { &fake(prog).ptx } {
        // SAFETY: a valid out-parameter.
        Some(p) => unsafe { *size = p.as_bytes_with_nul().len() },
        None => return nvrtcResult::NVRTC_ERROR_INVALID_PROGRAM,
    }
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn ptx(prog: nvrtcProgram, out: *mut c_char) -> nvrtcResult {
    // SAFETY: a live program.
    let Some(p) = (unsafe { &fake(prog).ptx }) else {
        return nvrtcResult::NVRTC_ERROR_INVALID_PROGRAM;
    };
    let bytes = p.as_bytes_with_nul();
    // SAFETY: `out` holds the size `ptx_size` reported.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.cast::<u8>(), bytes.len()) };
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn log_size(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    // SAFETY: a live program and a valid out-parameter.
    unsafe { *size = fake(prog).log.as_bytes_with_nul().len() };
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn log(prog: nvrtcProgram, out: *mut c_char) -> nvrtcResult {
    // SAFETY: a live program.
    let bytes = unsafe { fake(prog) }.log.as_bytes_with_nul();
    // SAFETY: `out` holds the size `log_size` reported.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.cast::<u8>(), bytes.len()) };
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn add_name(prog: nvrtcProgram, expr: *const c_char) -> nvrtcResult {
    // SAFETY: a live program and a NUL-terminated string.
    let (fake, expr) = unsafe { (fake(prog), text(expr)) };
    let lowered = format!("_Z{}{}", expr.len(), expr.replace(['<', '>'], "_"));
    fake.names
        .push((CString::new(expr).unwrap(), CString::new(lowered).unwrap()));
    nvrtcResult::NVRTC_SUCCESS
}

unsafe extern "C" fn lowered(
    prog: nvrtcProgram,
    expr: *const c_char,
    out: *mut *const c_char,
) -> nvrtcResult {
    // SAFETY: a live program and a NUL-terminated string.
    let (fake, expr) = unsafe { (fake(prog), CStr::from_ptr(expr)) };
    match fake.names.iter().find(|(e, _)| e.as_c_str() == expr) {
        Some((_, l)) => {
            // SAFETY: a valid out-parameter; the name lives as long as the program.
            unsafe { *out = l.as_ptr() };
            nvrtcResult::NVRTC_SUCCESS
        }
        None => nvrtcResult::NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID,
    }
}

/// The stand-in, in a static (so that Miri sees it reachable, not leaked).
fn stand_in() -> &'static Nvrtc {
    static STAND_IN: OnceLock<Nvrtc> = OnceLock::new();
    STAND_IN.get_or_init(make)
}

fn make() -> Nvrtc {
    let lookup = |f: &'static FunctionInfo| -> Option<NonNull<c_void>> {
        let p: *const () = match f.name {
            "nvrtcCreateProgram" => create as *const (),
            "nvrtcDestroyProgram" => destroy as *const (),
            "nvrtcCompileProgram" => compile as *const (),
            "nvrtcGetPTXSize" => ptx_size as *const (),
            "nvrtcGetPTX" => ptx as *const (),
            "nvrtcGetProgramLogSize" => log_size as *const (),
            "nvrtcGetProgramLog" => log as *const (),
            "nvrtcAddNameExpression" => add_name as *const (),
            "nvrtcGetLoweredName" => lowered as *const (),
            _ => return None,
        };
        NonNull::new(p.cast_mut().cast())
    };
    // SAFETY: each address is a function above with the prototype of the NVRTC function of that name.
    let functions = unsafe { Functions::resolve(&mut { lookup }) };
    // SAFETY: the stand-ins keep NVRTC's contracts for what the tests call.
    unsafe { Nvrtc::from_functions(functions, (13, 0)) }
}

#[test]
fn the_safe_layer_against_a_stand_in() {
    let nvrtc = stand_in();
    let (created, destroyed) = (
        CREATED.load(Ordering::SeqCst),
        DESTROYED.load(Ordering::SeqCst),
    );
    {
        let source = Source::new("kernel").header("h.h", "+header");
        let mut program = Program::new(nvrtc, &source).unwrap();
        program.add_name_expression("k<int>").unwrap();
        program.compile(&Options::new().arch(Arch::Sm(90))).unwrap();
        // Every byte NVRTC wrote, its NUL included, and nothing else.
        assert_eq!(
            program.ptx().unwrap(),
            b"// kernel+header --gpu-architecture=sm_90\0"
        );
        assert_eq!(program.lowered_name("k<int>").unwrap(), "_Z6k_int_");
        let Err(Error::Nvrtc(e)) = program.lowered_name("k<float>") else {
            panic!("an expression never added")
        };
        assert_eq!(
            e.code(),
            Some(nvrtcResult::NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID)
        );
        // What the stand-in lacks is "missing", named.
        let Err(Error::Nvrtc(e)) = program.cubin() else {
            panic!("the stand-in has no CUBIN getter")
        };
        assert!(
            e.is_missing()
                && e.to_string()
                    .starts_with("nvrtcGetCUBINSize: not in the loaded NVRTC (13.0)")
        );
    }
    {
        let mut program = Program::new(nvrtc, &Source::new("oops").name("fake.cu")).unwrap();
        let Err(Error::Compile(e)) = program.compile(&Options::new()) else {
            panic!("the stand-in fails sources with `oops`")
        };
        assert_eq!(
            e.log,
            "fake.cu(2): error: oops is not C++\n1 error detected\n"
        );
        let first = e.first_error().unwrap();
        assert_eq!(
            (first.file.as_str(), first.line, first.message.as_str()),
            ("fake.cu", 2, "oops is not C++")
        );
        // Nothing to get from a program that did not compile.
        assert!(program.ptx().is_err());
    }
    {
        // A refused option: the error carries NVRTC's log, which says which option.
        let mut program = Program::new(nvrtc, &Source::new("kernel")).unwrap();
        let err = program
            .compile(&Options::new().arch(Arch::Named("sm_1".into())))
            .unwrap_err();
        let Error::Rejected { error, log } = &err else {
            panic!("expected the refusal with its log, got {err:?}")
        };
        assert_eq!(error.code(), Some(nvrtcResult::NVRTC_ERROR_INVALID_OPTION));
        assert_eq!(
            log,
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n"
        );
        assert_eq!(
            err.to_string(),
            "nvrtcCompileProgram: NVRTC_ERROR_INVALID_OPTION (5); NVRTC said: nvrtc: error: invalid \
             value for --gpu-architecture (-arch)"
        );
    }
    // A NUL byte is refused before NVRTC sees anything.
    let nul = Program::new(nvrtc, &Source::new("a\0b"));
    assert_eq!(nul.unwrap_err(), Error::Nul { what: "source" });
    assert!(<Functions as FunctionTable>::FUNCTIONS.len() > 9);
    // Three programs made, three destroyed.
    assert_eq!(CREATED.load(Ordering::SeqCst) - created, 3);
    assert_eq!(DESTROYED.load(Ordering::SeqCst) - destroyed, 3);
}
