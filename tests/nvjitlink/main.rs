//! nvJitLink for real, no GPU needed: NVRTC-compiled LTO-IR, PTX and CUBINs linked by nvJitLink 12.9,
//! 13.0 and 13.5 from NVIDIA's wheels (`nvidia-nvjitlink-cu12`, `nvidia-nvjitlink`), fetched from PyPI
//! into the cache on first use with the NVRTC of the same versions. Without them a test prints why it
//! skipped; under `CI=true` it fails.
//!
//! Run alone: `cargo test -p cuda-tests --test nvjitlink`.

#[cfg(unix)]
mod loading;

use std::path::PathBuf;
use std::sync::OnceLock;

use cuda_nvjitlink::sys::nvJitLinkResult;
use cuda_nvjitlink::{Arch, Error, Linker, NvJitLink, Options};
use cuda_nvrtc::{Nvrtc, Program, Source};
use cuda_tests::fetch;

/// The nvJitLink versions checked: the cache components `nvjitlink/<version>`, the library file in each,
/// and the version it reports.
const VERSIONS: &[(&str, &str, (u32, u32))] = &[
    ("12.9", "libnvJitLink.so.12", (12, 9)),
    ("13.0", "libnvJitLink.so.13", (13, 0)),
    ("13.5", "libnvJitLink.so.13", (13, 5)),
];

/// The NVRTC versions whose LTO-IR is linked: the cache components `nvrtc/<version>`.
const NVRTC: &[(&str, &str)] = &[("12.9", "libnvrtc.so.12"), ("13.0", "libnvrtc.so.13")];

/// nvJitLink `version` from the cache, loaded once per process by full path; `None` after the skip line.
fn nvjitlink(test: &str, version: &str) -> Option<&'static NvJitLink> {
    static LOADED: [OnceLock<Option<&'static NvJitLink>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = VERSIONS.iter().position(|(v, ..)| *v == version)?;
    let (_, file, expected) = VERSIONS[i];
    *LOADED[i].get_or_init(|| {
        let dir = fetched(test, "nvjitlink", version)?;
        let lib = dir.join("lib").join(file);
        // Fetched but not loadable is a failure everywhere.
        let jit = NvJitLink::open(&lib).unwrap_or_else(|e| panic!("{}: {e}", lib.display()));
        assert_eq!(jit.version(), Some(expected), "{}", lib.display());
        Some(jit)
    })
}

/// NVRTC `version` from the cache, loaded once per process by full path; `None` after the skip line.
fn nvrtc(test: &str, version: &str) -> Option<&'static Nvrtc> {
    static LOADED: [OnceLock<Option<&'static Nvrtc>>; 2] = [OnceLock::new(), OnceLock::new()];
    let i = NVRTC.iter().position(|(v, _)| *v == version)?;
    *LOADED[i].get_or_init(|| {
        let lib = fetched(test, "nvrtc", version)?
            .join("lib")
            .join(NVRTC[i].1);
        Some(Nvrtc::open(&lib).unwrap_or_else(|e| panic!("{}: {e}", lib.display())))
    })
}

/// The cache folder of a component (`include/`, `lib/`), or `None` after the skip line.
fn fetched(test: &str, what: &str, version: &str) -> Option<PathBuf> {
    fetch::require(
        &format!("{test} ({what} {version})"),
        &format!("{what}/{version}"),
    )
}

/// The unit with the kernel: it calls `twice`, which it only declares.
const KERNEL: &str = r#"
extern __device__ int twice(int x);
extern "C" __global__ void apply(int *p, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = twice(p[i]) + 1;
}
"#;

/// The unit that defines `twice`.
const HELPER: &str = "__device__ int twice(int x) { return 2 * x; }\n";

/// `source` compiled by `nvrtc` as relocatable device code for `sm_90`, as LTO-IR.
fn lto_ir(nvrtc: &'static Nvrtc, source: &str, name: &str) -> Vec<u8> {
    let options = cuda_nvrtc::Options::new()
        .arch(cuda_nvrtc::Arch::Sm(90))
        .relocatable_device_code()
        .lto();
    let mut program = Program::new(nvrtc, &Source::new(source).name(name)).unwrap();
    if let Err(e) = program.compile(&options) {
        panic!("NVRTC {:?}: {e}", nvrtc.version());
    }
    program.lto_ir().unwrap()
}

/// `source` compiled by `nvrtc` as relocatable device code with `arch`: PTX for `compute_*`, a CUBIN
/// for `sm_*`.
fn relocatable(nvrtc: &'static Nvrtc, source: &str, arch: cuda_nvrtc::Arch) -> Program {
    let options = cuda_nvrtc::Options::new()
        .arch(arch)
        .relocatable_device_code();
    let mut program = Program::new(nvrtc, &Source::new(source)).unwrap();
    program.compile(&options).unwrap();
    program
}

/// Whether `cubin` is a CUBIN: an ELF image for EM_CUDA (190) naming `symbol` in its string table.
fn assert_cubin(cubin: &[u8], symbol: &str) {
    assert_eq!(&cubin[..4], b"\x7fELF", "an ELF image");
    assert_eq!(u16::from_le_bytes([cubin[18], cubin[19]]), 190, "EM_CUDA");
    let needle = format!("{symbol}\0");
    assert!(
        cubin.windows(needle.len()).any(|w| w == needle.as_bytes()),
        "no {symbol} in the CUBIN"
    );
}

/// The pairs that link: each NVRTC with the nvJitLink of its version, and NVRTC 13.0 with the newer
/// nvJitLink 13.5 of the same major.
const MATCHED: &[(&str, &str)] = &[("12.9", "12.9"), ("13.0", "13.0"), ("13.0", "13.5")];

#[test]
fn two_lto_ir_units_link_into_an_sm_90_cubin() {
    const TEST: &str = "two_lto_ir_units_link_into_an_sm_90_cubin";
    for &(rtc, jl) in MATCHED {
        let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, rtc), nvjitlink(TEST, jl)) else {
            continue;
        };
        let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
        let helper = lto_ir(nvrtc, HELPER, "twice.cu");
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90)).lto()).unwrap();
        linker.add_lto_ir(&kernel, "apply.ltoir").unwrap();
        linker.add_lto_ir(&helper, "twice.ltoir").unwrap();
        let linked = match linker.complete() {
            Ok(linked) => linked,
            Err(e) => panic!("NVRTC {rtc} into nvJitLink {jl}: {e}"),
        };
        let cubin = linked.cubin().unwrap();
        assert_cubin(&cubin, "apply");
        eprintln!(
            "NVRTC {rtc} LTO-IR into nvJitLink {jl}: a {} byte sm_90 CUBIN",
            cubin.len()
        );
    }
}

#[test]
fn lto_inlines_the_other_units_function_into_the_ptx() {
    const TEST: &str = "lto_inlines_the_other_units_function_into_the_ptx";
    for &(rtc, jl) in MATCHED {
        let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, rtc), nvjitlink(TEST, jl)) else {
            continue;
        };
        let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
        let helper = lto_ir(nvrtc, HELPER, "twice.cu");
        let options = Options::new(Arch::Sm(90)).lto().ptx();
        let mut linker = Linker::new(jit, &options).unwrap();
        linker.add_lto_ir(&kernel, "apply.ltoir").unwrap();
        linker.add_lto_ir(&helper, "twice.ltoir").unwrap();
        let linked = linker.complete().unwrap();
        let ptx = linked.ptx().unwrap();
        assert_eq!(ptx.last(), Some(&0), "PTX ends in its NUL");
        let ptx = String::from_utf8_lossy(&ptx[..ptx.len() - 1]);
        assert!(ptx.contains(".entry apply("), "{ptx}");
        // Optimised as one program: `twice` is inlined, not called.
        assert!(!ptx.contains("call"), "nvJitLink {jl}: {ptx}");
        // A link that made PTX has no CUBIN, and says so as a value.
        assert!(linked.cubin().map_or(true, |c| c.is_empty()));
    }
}

#[test]
fn ptx_and_a_relocatable_cubin_link_without_lto() {
    const TEST: &str = "ptx_and_a_relocatable_cubin_link_without_lto";
    for &(rtc, jl) in MATCHED {
        let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, rtc), nvjitlink(TEST, jl)) else {
            continue;
        };
        let kernel = relocatable(nvrtc, KERNEL, cuda_nvrtc::Arch::Compute(90))
            .ptx()
            .unwrap();
        let helper = relocatable(nvrtc, HELPER, cuda_nvrtc::Arch::Sm(90))
            .cubin()
            .unwrap();
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
        linker.add_ptx(&kernel, "apply.ptx").unwrap();
        linker.add_cubin(&helper, "twice.cubin").unwrap();
        let cubin = match linker.complete() {
            Ok(linked) => linked.cubin().unwrap(),
            Err(e) => panic!("NVRTC {rtc} into nvJitLink {jl}: {e}"),
        };
        assert_cubin(&cubin, "apply");
    }
}

#[test]
fn lto_ir_of_a_newer_major_is_a_clear_error() {
    const TEST: &str = "lto_ir_of_a_newer_major_is_a_clear_error";
    let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, "13.0"), nvjitlink(TEST, "12.9")) else {
        return;
    };
    let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
    let helper = lto_ir(nvrtc, HELPER, "twice.cu");
    let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90)).lto()).unwrap();
    // Refused when added or when linked, as a value with the log.
    let result = linker
        .add_lto_ir(&kernel, "apply.ltoir")
        .and_then(|()| linker.add_lto_ir(&helper, "twice.ltoir"));
    let e = match result {
        Err(e) => e,
        Ok(()) => linker.complete().map(drop).unwrap_err(),
    };
    eprintln!("NVRTC 13.0 LTO-IR into nvJitLink 12.9: {e}");
    let Error::Link(e) = e else { panic!("{e:?}") };
    // 12.x has no NVJITLINK_ERROR_OUTDATED_LIBRARY: its header spells that code as ..._INTERNAL, and the
    // log asks for a newer library.
    assert_eq!(
        (e.error.call(), e.code()),
        (
            "nvJitLinkAddData",
            Some(nvJitLinkResult::NVJITLINK_ERROR_INTERNAL)
        ),
        "{e:?}"
    );
    assert!(e.error_log.contains("newer version of nvJitLink"), "{e:?}");
}

/// The other direction: NVIDIA documents LTO-IR compatibility within a major version only, so linking
/// 12.9's LTO-IR with nvJitLink 13.0 is not promised either way (it links, with the libraries checked
/// here). What is checked is that the outcome is a value: a CUBIN, or an error with the log.
#[test]
fn lto_ir_of_an_older_major_links_or_fails_as_a_value() {
    const TEST: &str = "lto_ir_of_an_older_major_links_or_fails_as_a_value";
    let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, "12.9"), nvjitlink(TEST, "13.0")) else {
        return;
    };
    let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
    let helper = lto_ir(nvrtc, HELPER, "twice.cu");
    let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90)).lto()).unwrap();
    let linked = linker
        .add_lto_ir(&kernel, "apply.ltoir")
        .and_then(|()| linker.add_lto_ir(&helper, "twice.ltoir"))
        .and_then(|()| linker.complete())
        .and_then(|linked| linked.cubin());
    match linked {
        Ok(cubin) => {
            assert_cubin(&cubin, "apply");
            eprintln!("NVRTC 12.9 LTO-IR into nvJitLink 13.0: linked");
        }
        Err(Error::Link(e)) => {
            assert!(!e.error_log.trim().is_empty(), "{e:?}");
            eprintln!("NVRTC 12.9 LTO-IR into nvJitLink 13.0: {e}");
        }
        Err(e) => panic!("{e:?}"),
    }
}

#[test]
fn an_undefined_function_fails_the_link_with_its_name_in_the_log() {
    const TEST: &str = "an_undefined_function_fails_the_link_with_its_name_in_the_log";
    for &(rtc, jl) in MATCHED {
        let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, rtc), nvjitlink(TEST, jl)) else {
            continue;
        };
        let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90)).lto()).unwrap();
        linker.add_lto_ir(&kernel, "apply.ltoir").unwrap();
        let Err(Error::Link(e)) = linker.complete() else {
            panic!("nvJitLink {jl} linked without `twice`")
        };
        eprintln!("nvJitLink {jl} without `twice`: {e}");
        assert!(e.error_log.contains("twice"), "{e:?}");
    }
}

#[test]
fn lto_ir_without_lto_is_refused_with_its_log() {
    const TEST: &str = "lto_ir_without_lto_is_refused_with_its_log";
    for &(rtc, jl) in MATCHED {
        let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, rtc), nvjitlink(TEST, jl)) else {
            continue;
        };
        let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
        let helper = lto_ir(nvrtc, HELPER, "twice.cu");
        let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
        let e = match linker
            .add_lto_ir(&kernel, "apply.ltoir")
            .and_then(|()| linker.add_lto_ir(&helper, "twice.ltoir"))
        {
            Err(e) => e,
            Ok(()) => linker.complete().map(drop).unwrap_err(),
        };
        eprintln!("nvJitLink {jl}, LTO-IR without -lto: {e}");
        let Error::Link(e) = e else { panic!("{e:?}") };
        assert!(!e.error_log.trim().is_empty(), "{e:?}");
        // 13.x has a code for it; 12.9 answers NVJITLINK_ERROR_INTERNAL.
        if jl.starts_with("13.") {
            let code = Some(nvJitLinkResult::NVJITLINK_ERROR_LTO_NOT_ENABLED);
            assert_eq!(e.code(), code, "{e:?}");
        }
    }
}

#[test]
fn the_linked_lto_ir_comes_back_from_13_5() {
    const TEST: &str = "the_linked_lto_ir_comes_back_from_13_5";
    let (Some(nvrtc), Some(jit)) = (nvrtc(TEST, "13.0"), nvjitlink(TEST, "13.5")) else {
        return;
    };
    let kernel = lto_ir(nvrtc, KERNEL, "apply.cu");
    let helper = lto_ir(nvrtc, HELPER, "twice.cu");
    let mut linker = Linker::new(jit, &Options::new(Arch::Sm(90)).lto()).unwrap();
    linker.add_lto_ir(&kernel, "apply.ltoir").unwrap();
    linker.add_lto_ir(&helper, "twice.ltoir").unwrap();
    let linked = linker.complete().unwrap();
    assert!(!linked.lto_ir().unwrap().is_empty());
    assert_cubin(&linked.cubin().unwrap(), "apply");
}

#[test]
fn options_nvjitlink_refuses_are_values() {
    const TEST: &str = "options_nvjitlink_refuses_are_values";
    for &(jl, ..) in VERSIONS {
        let Some(jit) = nvjitlink(TEST, jl) else {
            continue;
        };
        let e = Linker::new(jit, &Options::new(Arch::Sm(90)).raw("-no-such-option")).unwrap_err();
        assert_eq!(
            e.code(),
            Some(nvJitLinkResult::NVJITLINK_ERROR_UNRECOGNIZED_OPTION),
            "nvJitLink {jl}: {e}"
        );
        eprintln!("nvJitLink {jl}, an unknown option: {e}");
        // Every typed option is one this version takes.
        let options = Options::new(Arch::Sm(90))
            .lto()
            .optimize(cuda_nvjitlink::OptLevel::O3)
            .line_info()
            .ftz(true)
            .prec_div(true)
            .prec_sqrt(true)
            .fma(true)
            .max_registers(64)
            .time()
            .verbose()
            .split_compile(1)
            .no_cache();
        if let Err(e) = Linker::new(jit, &options) {
            panic!("nvJitLink {jl}: {e}");
        }
    }
}

#[test]
fn what_a_version_lacks_is_a_missing_error() {
    const TEST: &str = "what_a_version_lacks_is_a_missing_error";
    for &(jl, ..) in VERSIONS {
        let Some(jit) = nvjitlink(TEST, jl) else {
            continue;
        };
        let has_lto_ir = jl == "13.5";
        assert_eq!(
            jit.is_available("nvJitLinkGetLinkedLTOIR"),
            has_lto_ir,
            "{jl}"
        );
        if has_lto_ir {
            assert!(
                jit.missing_functions().is_empty(),
                "{:?}",
                jit.missing_functions()
            );
            continue;
        }
        assert_eq!(
            jit.missing_functions(),
            ["nvJitLinkGetLinkedLTOIRSize", "nvJitLinkGetLinkedLTOIR"]
        );
        let linker = Linker::new(jit, &Options::new(Arch::Sm(90))).unwrap();
        let Err(Error::NvJitLink(e)) = linker.complete().unwrap().lto_ir() else {
            panic!("nvJitLink {jl} has no LTO-IR getter")
        };
        assert_eq!(
            e.to_string(),
            format!(
                "nvJitLinkGetLinkedLTOIRSize: not in the loaded nvJitLink ({jl}); it needs nvJitLink \
                 13.3 or newer"
            )
        );
    }
}
