//! libNVVM for real, no GPU needed: NVVM IR compiled to PTX by the libNVVM of CUDA 12.9, 13.0 and 13.5
//! from NVIDIA's wheels (`nvidia-cuda-nvcc-cu12`, `nvidia-nvvm`), fetched from PyPI into the cache on
//! first use (`nvvm/<version>`). Without them a test prints why it skipped; under `CI=true` it fails.
//!
//! The kernels are in `tests/kernels`: `vector_add.ll` in LLVM 7.0's dialect (typed pointers), which
//! every libNVVM reads for every architecture, and `vector_add_opaque.ll` in a recent LLVM's (opaque
//! `ptr`), which they read for `compute_100` and later only.
//!
//! Run alone: `cargo test -p cuda-tests --test nvvm`.

mod loading;

use std::path::PathBuf;
use std::sync::OnceLock;

use cuda_nvvm::sys::nvvmResult;
use cuda_nvvm::{Arch, Error, IrVersion, Nvvm, OptLevel, Options, Program};
use cuda_tests::fetch;

/// The releases checked: the cache component `nvvm/<version>`, the library file in it, and the PTX ISA
/// version its PTX declares.
const VERSIONS: &[(&str, &str, &str)] = &[
    ("12.9", "lib64/libnvvm.so", "8.8"),
    ("13.0", "lib/libnvvm.so.4", "9.0"),
    ("13.5", "lib/libnvvm.so.4", "9.5"),
];

/// The vector add in LLVM 7.0's dialect.
const VECTOR_ADD: &str = include_str!("../kernels/vector_add.ll");
/// The vector add with opaque pointers.
const VECTOR_ADD_OPAQUE: &str = include_str!("../kernels/vector_add_opaque.ll");
/// A kernel calling `twice`, which it only declares.
const APPLY_TWICE: &str = include_str!("../kernels/apply_twice.ll");
/// `twice` and the uncalled `times_seven`, as text and as bitcode.
const TWICE: &str = include_str!("../kernels/twice.ll");
const TWICE_BC: &[u8] = include_bytes!("../kernels/twice.bc");

/// The cache folder of `nvvm/<version>`, or `None` after the skip line.
fn fetched(test: &str, version: &str) -> Option<PathBuf> {
    fetch::require(
        &format!("{test} (libNVVM {version})"),
        &format!("nvvm/{version}"),
    )
}

/// libNVVM of `version` from the cache, loaded once per process by full path; `None` after the skip line.
fn nvvm(test: &str, version: &str) -> Option<&'static Nvvm> {
    static LOADED: [OnceLock<Option<&'static Nvvm>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = VERSIONS.iter().position(|(v, ..)| *v == version)?;
    *LOADED[i].get_or_init(|| {
        let lib = fetched(test, version)?.join(VERSIONS[i].1);
        // Fetched but not loadable is a failure everywhere.
        Some(Nvvm::open(&lib).unwrap_or_else(|e| panic!("{}: {e}", lib.display())))
    })
}

/// `ir` compiled alone with `options`.
fn compile(nvvm: &'static Nvvm, ir: &str, name: &str, options: &Options) -> Result<String, Error> {
    let mut program = Program::new(nvvm)?;
    program.add_module(ir.as_bytes(), name)?;
    program.compile(options)
}

#[test]
fn every_release_compiles_the_vector_add_to_ptx_with_its_entry() {
    const TEST: &str = "every_release_compiles_the_vector_add_to_ptx_with_its_entry";
    for &(version, _, isa) in VERSIONS {
        let Some(nvvm) = nvvm(TEST, version) else {
            continue;
        };
        for arch in [80, 90] {
            let options = Options::new().arch(Arch::Compute(arch));
            let mut program = Program::new(nvvm).unwrap();
            program
                .add_module(VECTOR_ADD.as_bytes(), "vector_add.ll")
                .unwrap();
            program.verify(&options).unwrap();
            let ptx = match program.compile(&options) {
                Ok(ptx) => ptx,
                Err(e) => panic!("libNVVM {version}, compute_{arch}: {e}"),
            };
            assert!(ptx.contains(".visible .entry vector_add("), "{ptx}");
            assert!(ptx.contains(&format!(".target sm_{arch}")), "{ptx}");
            assert!(ptx.contains(&format!(".version {isa}")), "{ptx}");
            // The body is there: the add, the bound check and the three global accesses.
            assert!(ptx.contains("add.f32"), "{ptx}");
            assert!(ptx.contains("setp."), "{ptx}");
            assert_eq!(ptx.matches("ld.global").count(), 2, "{ptx}");
            assert_eq!(ptx.matches("st.global").count(), 1, "{ptx}");
            assert!(!ptx.contains('\0'));
        }
        eprintln!(
            "libNVVM {version}: the vector add compiles for compute_80 and compute_90 (PTX {isa})"
        );
    }
}

#[test]
fn opaque_pointers_compile_for_compute_100_and_are_refused_with_a_log_before() {
    const TEST: &str = "opaque_pointers_compile_for_compute_100_and_are_refused_with_a_log_before";
    for &(version, ..) in VERSIONS {
        let Some(nvvm) = nvvm(TEST, version) else {
            continue;
        };
        let blackwell = Options::new().arch(Arch::Compute(100));
        let ptx = compile(nvvm, VECTOR_ADD_OPAQUE, "opaque.ll", &blackwell)
            .unwrap_or_else(|e| panic!("libNVVM {version}: {e}"));
        assert!(ptx.contains(".visible .entry vector_add("), "{ptx}");
        assert!(ptx.contains(".target sm_100"), "{ptx}");
        // The older dialect is read for compute_100 too.
        let ptx = compile(nvvm, VECTOR_ADD, "vector_add.ll", &blackwell).unwrap();
        assert!(ptx.contains(".visible .entry vector_add("), "{ptx}");
        // Before Blackwell, `ptr` is not a type: refused, the log naming the module and the place.
        let hopper = Options::new().arch(Arch::Compute(90));
        let e = compile(nvvm, VECTOR_ADD_OPAQUE, "opaque.ll", &hopper).unwrap_err();
        eprintln!("libNVVM {version}, opaque pointers for compute_90: {e}");
        let Error::Compile(e) = e else {
            panic!("{e:?}")
        };
        assert_eq!(e.error.call(), "nvvmCompileProgram");
        assert_eq!(e.code(), Some(nvvmResult::NVVM_ERROR_COMPILATION));
        assert!(e.log.contains("opaque.ll ("), "{e:?}");
        assert!(e.log.contains("expected type"), "{e:?}");
    }
}

#[test]
fn a_bad_module_is_an_error_carrying_the_log() {
    const TEST: &str = "a_bad_module_is_an_error_carrying_the_log";
    // A function that returns a value from a `void` function.
    let bad = VECTOR_ADD.replace("  ret void", "  ret i32 0");
    for &(version, ..) in VERSIONS {
        let Some(nvvm) = nvvm(TEST, version) else {
            continue;
        };
        let options = Options::new().arch(Arch::Compute(90));
        let mut program = Program::new(nvvm).unwrap();
        program.add_module(bad.as_bytes(), "bad.ll").unwrap();
        // Verifying finds it, and so does compiling; each error carries the log.
        for e in [
            program.verify(&options).unwrap_err(),
            program.compile(&options).map(drop).unwrap_err(),
        ] {
            let log = e
                .log()
                .unwrap_or_else(|| panic!("no log: {e:?}"))
                .to_owned();
            assert!(log.contains("bad.ll"), "libNVVM {version}: {log}");
            assert!(e.to_string().contains("; log: bad.ll"), "{e}");
            eprintln!("libNVVM {version}, a bad module: {e}");
        }
    }
}

#[test]
fn an_unknown_option_is_an_error_naming_it() {
    const TEST: &str = "an_unknown_option_is_an_error_naming_it";
    for &(version, ..) in VERSIONS {
        let Some(nvvm) = nvvm(TEST, version) else {
            continue;
        };
        let options = Options::new().raw("-no-such-option");
        let e = compile(nvvm, VECTOR_ADD, "vector_add.ll", &options).unwrap_err();
        assert_eq!(
            e.code(),
            Some(nvvmResult::NVVM_ERROR_INVALID_OPTION),
            "libNVVM {version}: {e}"
        );
        eprintln!("libNVVM {version}, an unknown option: {e}");
        // Every typed option is one this release takes.
        let options = Options::new()
            .arch(Arch::Compute(90))
            .optimize(OptLevel::O2)
            .line_info()
            .ftz(true)
            .prec_div(false)
            .prec_sqrt(false)
            .fma(true);
        if let Err(e) = compile(nvvm, VECTOR_ADD, "vector_add.ll", &options) {
            panic!("libNVVM {version}: {e}");
        }
        let debug = Options::new()
            .arch(Arch::Compute(90))
            .optimize(OptLevel::O0)
            .debug();
        if let Err(e) = compile(nvvm, VECTOR_ADD, "vector_add.ll", &debug) {
            panic!("libNVVM {version}, -g: {e}");
        }
    }
}

#[test]
fn a_lazily_added_module_gives_only_what_is_called() {
    const TEST: &str = "a_lazily_added_module_gives_only_what_is_called";
    let options = Options::new().arch(Arch::Compute(90));
    for &(version, ..) in VERSIONS {
        let Some(nvvm) = nvvm(TEST, version) else {
            continue;
        };
        // Added whole: `times_seven`, which nothing calls, is compiled too.
        let mut program = Program::new(nvvm).unwrap();
        program
            .add_module(APPLY_TWICE.as_bytes(), "apply_twice.ll")
            .unwrap();
        program.add_module(TWICE.as_bytes(), "twice.ll").unwrap();
        let whole = program.compile(&options).unwrap();
        assert!(whole.contains(".entry apply_twice("), "{whole}");
        assert!(whole.contains("times_seven"), "{whole}");
        // Added lazily (bitcode): only `twice`, inlined into the kernel.
        let mut program = Program::new(nvvm).unwrap();
        program
            .add_module(APPLY_TWICE.as_bytes(), "apply_twice.ll")
            .unwrap();
        program.add_lazy_module(TWICE_BC, "twice.bc").unwrap();
        let lazy = program.compile(&options).unwrap();
        assert!(lazy.contains(".entry apply_twice("), "{lazy}");
        assert!(!lazy.contains("times_seven"), "libNVVM {version}: {lazy}");
        assert!(lazy.contains("shl.b32"), "the doubling is inlined: {lazy}");
        // Lazily added modules alone are nothing to compile.
        let mut program = Program::new(nvvm).unwrap();
        program.add_lazy_module(TWICE_BC, "twice.bc").unwrap();
        let e = program.compile(&options).unwrap_err();
        assert_eq!(
            e.code(),
            Some(nvvmResult::NVVM_ERROR_NO_MODULE_IN_PROGRAM),
            "{e}"
        );
    }
}

#[test]
fn each_release_reports_its_versions_and_what_it_lacks() {
    const TEST: &str = "each_release_reports_its_versions_and_what_it_lacks";
    for &(version, ..) in VERSIONS {
        let Some(nvvm) = nvvm(TEST, version) else {
            continue;
        };
        // libNVVM's own numbers, the same in the three releases.
        assert_eq!(nvvm.version(), (2, 0));
        let ir = IrVersion {
            ir: (2, 0),
            debug: (3, 2),
        };
        assert_eq!(nvvm.ir_version(), Some(ir));
        let name = nvvm
            .error_string(nvvmResult::NVVM_ERROR_INVALID_IR)
            .unwrap();
        assert_eq!(name.as_deref(), Some("NVVM_ERROR_INVALID_IR"));
        if version == "13.5" {
            assert!(
                nvvm.missing_functions().is_empty(),
                "{:?}",
                nvvm.missing_functions()
            );
            assert_eq!(nvvm.llvm_version("compute_90").unwrap(), 7);
            let blackwell = nvvm.llvm_version("compute_100").unwrap();
            assert!(blackwell > 7, "compute_100 reads LLVM {blackwell}'s IR");
            let e = nvvm.llvm_version("compute_1").unwrap_err();
            assert_eq!(e.code(), Some(nvvmResult::NVVM_ERROR_INVALID_INPUT), "{e}");
            continue;
        }
        // nvvmLLVMVersion came with CUDA 13.1: a named error, with the release.
        assert_eq!(nvvm.missing_functions(), ["nvvmLLVMVersion"]);
        assert!(!nvvm.is_available("nvvmLLVMVersion"));
        let Err(Error::Nvvm(e)) = nvvm.llvm_version("compute_90") else {
            panic!("libNVVM {version} has nvvmLLVMVersion")
        };
        assert!(e.is_missing());
        assert_eq!(
            e.to_string(),
            "nvvmLLVMVersion: not in the loaded libNVVM; it needs libNVVM of CUDA 13.1 or newer"
        );
    }
}
