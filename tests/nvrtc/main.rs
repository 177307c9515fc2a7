//! NVRTC for real, no GPU needed: each test runs against NVRTC 13.5, 13.0 and 12.9 from NVIDIA's wheels
//! (`nvidia-cuda-nvrtc`, `nvidia-cuda-nvrtc-cu12`), fetched from PyPI into the cache on first use. Without
//! them a test prints why it skipped; under `CI=true` it fails.
//!
//! Run alone: `cargo test -p cuda-tests --test nvrtc`.

#[cfg(unix)]
mod loading;

use std::path::PathBuf;
use std::sync::OnceLock;

use cuda::FunctionTable;
use cuda_nvrtc::sys::{removed_in, Functions};
use cuda_nvrtc::{Arch, Error, Nvrtc, Options, Program, Source};
use cuda_tests::fetch;

/// The NVRTC versions checked: the cache components `nvrtc/<version>`, and the library file in each.
const VERSIONS: &[(&str, (i32, i32), &str)] = &[
    ("13.5", (13, 5), "libnvrtc.so.13"),
    ("13.0", (13, 0), "libnvrtc.so.13"),
    ("12.9", (12, 9), "libnvrtc.so.12"),
];

/// The cache folder of one version (`include/`, `lib/`), or `None` after the skip line.
fn fetched(test: &str, version: &str) -> Option<PathBuf> {
    fetch::require(
        &format!("{test} (NVRTC {version})"),
        &format!("nvrtc/{version}"),
    )
}

/// Each version's NVRTC, loaded once per process from the cache by full path; the versions that cannot
/// be had print a skip line (a failure under `CI=true`).
fn each_nvrtc(test: &str) -> Vec<&'static Nvrtc> {
    static LOADED: [OnceLock<Option<&'static Nvrtc>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    VERSIONS
        .iter()
        .zip(&LOADED)
        .filter_map(|(&(version, expected, file), cell)| {
            let nvrtc = *cell.get_or_init(|| {
                let lib = fetched(test, version)?.join("lib").join(file);
                // Fetched but not loadable is a failure everywhere.
                let nvrtc = Nvrtc::open(&lib).unwrap_or_else(|e| panic!("{}: {e}", lib.display()));
                assert_eq!(nvrtc.version(), expected, "{}", lib.display());
                Some(nvrtc)
            });
            nvrtc
        })
        .collect()
}

const SAXPY: &str = r#"
extern "C" __global__ void saxpy(float a, const float *x, float *y, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"#;

fn compiled(nvrtc: &'static Nvrtc, source: &str, options: &Options) -> Program {
    let mut program = Program::new(nvrtc, &Source::new(source).name("test.cu")).unwrap();
    if let Err(e) = program.compile(options) {
        panic!("NVRTC {:?}: {e}", nvrtc.version());
    }
    program
}

#[test]
fn ptx_for_compute_90() {
    for nvrtc in each_nvrtc("ptx_for_compute_90") {
        let program = compiled(nvrtc, SAXPY, &Options::new().arch(Arch::Compute(90)));
        let ptx = program.ptx().unwrap();
        assert_eq!(ptx.last(), Some(&0), "PTX ends in its NUL");
        let text = std::str::from_utf8(&ptx[..ptx.len() - 1]).unwrap();
        assert!(text.contains(".target sm_90"), "{text}");
        assert!(text.contains(".entry saxpy("), "{text}");
        assert!(
            text.contains("fma.rn.f32"),
            "a * x + y is one fused multiply-add: {text}"
        );
        // A virtual target has no CUBIN.
        assert!(program.cubin().map_or(true, |c| c.is_empty()));
    }
}

#[test]
fn cubin_for_sm_90() {
    for nvrtc in each_nvrtc("cubin_for_sm_90") {
        let program = compiled(nvrtc, SAXPY, &Options::new().arch(Arch::Sm(90)));
        let cubin = program.cubin().unwrap();
        assert_eq!(&cubin[..4], b"\x7fELF", "a CUBIN is an ELF image");
        // e_machine (little-endian u16 at 18) is EM_CUDA, 190.
        assert_eq!(u16::from_le_bytes([cubin[18], cubin[19]]), 190);
        // The kernel's name is in the image's string table.
        assert!(cubin.windows(6).any(|w| w == b"saxpy\0"));
    }
}

#[test]
fn a_template_kernels_name_is_lowered() {
    const SCALE: &str = r#"
template <typename T> __global__ void scale(T *p, T by) { p[threadIdx.x] *= by; }
"#;
    for nvrtc in each_nvrtc("a_template_kernels_name_is_lowered") {
        let mut program = Program::new(nvrtc, &Source::new(SCALE)).unwrap();
        program.add_name_expression("scale<float>").unwrap();
        program.add_name_expression("scale<int>").unwrap();
        program
            .compile(&Options::new().arch(Arch::Compute(90)))
            .unwrap();
        let float = program.lowered_name("scale<float>").unwrap();
        let int = program.lowered_name("scale<int>").unwrap();
        // Itanium mangling: `scale` instantiated at `float` (f) and at `int` (i).
        assert_eq!(float, "_Z5scaleIfEvPT_S0_");
        assert_eq!(int, "_Z5scaleIiEvPT_S0_");
        let ptx = String::from_utf8(program.ptx().unwrap()).unwrap();
        assert!(ptx.contains(&format!(".entry {float}(")), "{ptx}");
        assert!(ptx.contains(&format!(".entry {int}(")), "{ptx}");
        // An expression never added is NVRTC's error, as a value.
        let e = program.lowered_name("scale<double>").unwrap_err();
        let Error::Nvrtc(e) = e else { panic!("{e:?}") };
        assert_eq!(
            e.code().and_then(|c| c.name()),
            Some("NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID")
        );
    }
}

#[test]
fn a_syntax_error_comes_back_with_its_line() {
    // Line 4 lacks its semicolon; the error is reported at the next token, still on line 4.
    let source = "// line 1\n\
                  extern \"C\" __global__ void broken(int *p) {\n\
                  \x20   int x = 1;\n\
                  \x20   p[0] = x }\n";
    for nvrtc in each_nvrtc("a_syntax_error_comes_back_with_its_line") {
        let mut program = Program::new(nvrtc, &Source::new(source).name("broken.cu")).unwrap();
        let err = program.compile(&Options::new()).unwrap_err();
        let Error::Compile(err) = err else {
            panic!("not a compile error: {err:?}")
        };
        let first = err.first_error().unwrap_or_else(|| panic!("{}", err.log));
        assert_eq!(
            (first.file.as_str(), first.line),
            ("broken.cu", 4),
            "{}",
            err.log
        );
        assert!(first.message.contains("\";\""), "{}", err.log);
        assert!(err.log.contains("broken.cu(4): error"), "{}", err.log);
        assert!(err
            .to_string()
            .starts_with("broken.cu did not compile: broken.cu:4: error:"));
    }
}

#[test]
fn supported_archs_include_sm_90() {
    for nvrtc in each_nvrtc("supported_archs_include_sm_90") {
        let archs = nvrtc.supported_archs().unwrap();
        assert!(archs.contains(&90), "{archs:?}");
        assert!(
            archs.windows(2).all(|w| w[0] < w[1]),
            "ascending: {archs:?}"
        );
        let options = Options::new().arch(Arch::Sm(archs[0] as u32));
        compiled(nvrtc, SAXPY, &options).cubin().unwrap();
    }
}

#[test]
fn headers_defines_and_lto() {
    let source = "#include \"twice.h\"\n\
                  extern \"C\" __global__ void k(int *p) { p[0] = TWICE(FACTOR); }\n";
    for nvrtc in each_nvrtc("headers_defines_and_lto") {
        let src = Source::new(source).header("twice.h", "#define TWICE(x) (2 * (x))\n");
        let mut program = Program::new(nvrtc, &src).unwrap();
        let options = Options::new()
            .arch(Arch::Sm(90))
            .define("FACTOR", Some("21"))
            .lto();
        program.compile(&options).unwrap();
        assert!(!program.lto_ir().unwrap().is_empty());
        // The same without the define: FACTOR is unknown, and the log says so.
        let mut program = Program::new(nvrtc, &src).unwrap();
        let Err(Error::Compile(e)) = program.compile(&Options::new()) else {
            panic!("compiled without FACTOR")
        };
        assert!(e.log.contains("FACTOR"), "{}", e.log);
        // The PTX holds the folded constant, 42.
        let mut program = Program::new(nvrtc, &src).unwrap();
        let options = Options::new().define("FACTOR", Some("21"));
        program.compile(&options).unwrap();
        let ptx = String::from_utf8(program.ptx().unwrap()).unwrap();
        assert!(ptx.contains(", 42;"), "{ptx}");
    }
}

#[test]
fn what_a_version_lacks_is_a_missing_error() {
    for nvrtc in each_nvrtc("what_a_version_lacks_is_a_missing_error") {
        let program = Program::new(nvrtc, &Source::new(SAXPY)).unwrap();
        let mut size = 0usize;
        // SAFETY: a live program and a valid out-parameter.
        let result = unsafe { nvrtc.nvrtcGetNVVMSize(program.raw(), &mut size) };
        let (major, minor) = nvrtc.version();
        let loaded = (major * 1000 + minor * 10) as u32;
        // Missing: what a later NVRTC dropped, and what a later one introduced.
        let expected: Vec<&str> = <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .filter(|f| {
                removed_in(f.name).is_some_and(|r| r <= loaded)
                    || f.since.is_some_and(|s| s > loaded)
            })
            .map(|f| f.name)
            .collect();
        assert_eq!(nvrtc.missing_functions(), expected, "NVRTC {major}.{minor}");
        if nvrtc.version() >= (13, 0) {
            let e = result.unwrap_err();
            assert!(e.is_missing() && !nvrtc.is_available("nvrtcGetNVVMSize"));
            assert_eq!(
                e.to_string(),
                format!(
                    "nvrtcGetNVVMSize: not in the loaded NVRTC ({major}.{minor}); NVRTC 11.4 has it up \
                     to, not including, 13.0"
                )
            );
        } else {
            // 12.9 has it: whatever it answers before a compile, it is not "missing".
            if let Err(e) = result {
                assert!(!e.is_missing(), "{e}");
            }
            assert!(nvrtc.is_available("nvrtcGetNVVMSize"));
        }
        assert_eq!(
            nvrtc
                .error_string(cuda_nvrtc::sys::nvrtcResult::NVRTC_ERROR_COMPILATION)
                .unwrap()
                .as_deref(),
            Some("NVRTC_ERROR_COMPILATION")
        );
    }
}

/// NVRTC 13.3's bundled headers: 13.5 reports what it carries; 13.0 and 12.9 lack the function, and the
/// error says which NVRTC introduced it.
#[test]
fn bundled_headers_info_is_there_from_13_3_and_a_missing_error_before() {
    for nvrtc in each_nvrtc("bundled_headers_info_is_there_from_13_3_and_a_missing_error_before") {
        let (major, minor) = nvrtc.version();
        let mut info = cuda_nvrtc::sys::nvrtcBundledHeadersInfo::new();
        let mut log: *const std::ffi::c_char = std::ptr::null();
        // SAFETY: `info` and `log` are valid out-parameters of the C types.
        let result = unsafe { nvrtc.nvrtcGetBundledHeadersInfo(info.as_mut_ptr(), &mut log) };
        if nvrtc.version() >= (13, 3) {
            result.unwrap();
            assert!(nvrtc.is_available("nvrtcGetBundledHeadersInfo"));
            // Whatever a wheel carries, the numbers agree with each other.
            if info.available() != 0 {
                assert_eq!(info.cuda_version_major(), major, "{info:?}");
                assert!(
                    info.num_files() > 0 && info.compressed_size() > 0,
                    "{info:?}"
                );
            }
            eprintln!("NVRTC {major}.{minor}: {info:?}");
        } else {
            let e = result.unwrap_err();
            assert!(e.is_missing(), "{e}");
            assert_eq!(
                e.to_string(),
                format!(
                    "nvrtcGetBundledHeadersInfo: not in the loaded NVRTC ({major}.{minor}); it needs \
                     NVRTC 13.3 or newer"
                )
            );
        }
    }
}

/// Every typed option of [`Options`] passed to a real NVRTC of each version at once, so that an option
/// spelled as no NVRTC takes it (the unit test compares the builder with strings copied from it) fails
/// here: `--std`, `--include-path`, `--define-macro`, `--generate-line-info`, `--device-debug`,
/// `--use_fast_math`, `--relocatable-device-code=true`, `--dlink-time-opt` and `--gpu-architecture`. A
/// flag NVRTC does not take is `NVRTC_ERROR_INVALID_OPTION` (the misspelt control below shows it is);
/// where an option's effect can be read it is checked too: the include path and the define are needed
/// to compile at all, `__cplusplus` says C++20, and the output is LTO IR.
#[test]
fn every_typed_option_is_one_nvrtc_takes() {
    const SOURCE: &str = "#include \"option_marks.h\"\n\
        #if __cplusplus < 202002L\n\
        #error a typed option did not reach the compiler\n\
        #endif\n\
        extern \"C\" __global__ void k(int *p) { p[threadIdx.x] = MARK * FACTOR; }\n";
    let dir = std::env::temp_dir().join(format!("cuda-tests-nvrtc-options-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Only on the include path, not among the Source's headers.
    std::fs::write(dir.join("option_marks.h"), "#define MARK 3\n").unwrap();
    for nvrtc in each_nvrtc("every_typed_option_is_one_nvrtc_takes") {
        let options = Options::new()
            .arch(Arch::Sm(90))
            .std(cuda_nvrtc::CppStd::Cpp20)
            .include_path(&dir)
            .define("FACTOR", Some("7"))
            .line_info()
            .debug()
            .fast_math()
            .relocatable_device_code()
            .lto();
        let mut program = Program::new(nvrtc, &Source::new(SOURCE).name("options.cu")).unwrap();
        if let Err(e) = program.compile(&options) {
            panic!("NVRTC {:?} with {:?}: {e}", nvrtc.version(), options.args());
        }
        assert!(
            !program.lto_ir().unwrap().is_empty(),
            "{:?}",
            nvrtc.version()
        );
        // The same options with one flag misspelt: NVRTC refuses it, so the check above can fail.
        let wrong = options.clone().raw("--use-fast-math");
        let mut program = Program::new(nvrtc, &Source::new(SOURCE).name("options.cu")).unwrap();
        let e = program.compile(&wrong).unwrap_err();
        // Refused with NVRTC's log, which names the flag.
        let Error::Rejected { error: e, log } = e else {
            panic!(
                "NVRTC {:?}: not refused as an option: {e:?}",
                nvrtc.version()
            )
        };
        assert!(log.contains("--use-fast-math"), "{log}");
        assert_eq!(
            e.code().and_then(|c| c.name()),
            Some("NVRTC_ERROR_INVALID_OPTION"),
            "NVRTC {:?}",
            nvrtc.version()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
