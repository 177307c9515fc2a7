//! nvFatbin for real, no GPU needed: NVRTC's CUBINs for `sm_80` and `sm_90` and its PTX put into one fat
//! binary by nvFatbin 12.9, 13.0 and 13.5 from NVIDIA's wheels (`nvidia-nvfatbin-cu12`,
//! `nvidia-nvfatbin`), fetched from PyPI into the cache on first use (`nvfatbin/<version>`) with the
//! NVRTC of the same major. The result is walked entry by entry here, and handed to cuda-driver's
//! `Module::from_image` on the host-memory fake driver, whose fat-binary walker must accept it. Without
//! the wheels a test prints why it skipped; under `CI=true` it fails.
//!
//! Run alone: `cargo test -p cuda-tests --test nvfatbin`.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use cuda_driver::{Context, Device, Module};
use cuda_nvfatbin::sys::nvFatbinResult;
use cuda_nvfatbin::{Error, Fatbin, NvFatbin, Options, Place, Search};
use cuda_nvrtc::{Arch, Nvrtc, Program, Source};
use cuda_tests::fetch;

/// One nvFatbin checked: its version (the cache component `nvfatbin/<version>`), the library file, the
/// version it reports, and the NVRTC whose output it is given (the cache component `nvrtc/<version>`
/// and its library).
type Row = (
    &'static str,
    &'static str,
    (u32, u32),
    &'static str,
    &'static str,
);

/// The nvFatbin versions checked.
const VERSIONS: &[Row] = &[
    (
        "12.9",
        "libnvfatbin.so.12",
        (12, 9),
        "12.9",
        "libnvrtc.so.12",
    ),
    (
        "13.0",
        "libnvfatbin.so.13",
        (13, 0),
        "13.0",
        "libnvrtc.so.13",
    ),
    (
        "13.5",
        "libnvfatbin.so.13",
        (13, 5),
        "13.5",
        "libnvrtc.so.13",
    ),
];

/// The kernel: one element per thread.
const ADD_ONE: &str = r#"
extern "C" __global__ void add_one(unsigned *p, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}
"#;

/// The cache folder of a component, or `None` after the skip line.
fn fetched(test: &str, component: &str) -> Option<PathBuf> {
    fetch::require(&format!("{test} ({component})"), component)
}

/// nvFatbin `version` and the NVRTC of its row, loaded once per process; `None` after the skip line.
fn libraries(test: &str, version: &str) -> Option<(&'static NvFatbin, &'static Nvrtc)> {
    static LOADED: [OnceLock<Option<(&'static NvFatbin, &'static Nvrtc)>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = VERSIONS.iter().position(|(v, ..)| *v == version)?;
    let (_, file, expected, rtc, rtc_file) = VERSIONS[i];
    *LOADED[i].get_or_init(|| {
        let lib = fetched(test, &format!("nvfatbin/{version}"))?
            .join("lib")
            .join(file);
        let rtc_lib = fetched(test, &format!("nvrtc/{rtc}"))?
            .join("lib")
            .join(rtc_file);
        // Fetched but not loadable is a failure everywhere.
        let fatbin = NvFatbin::open(&lib).unwrap_or_else(|e| panic!("{}: {e}", lib.display()));
        assert_eq!(fatbin.version(), expected, "{}", lib.display());
        let nvrtc = Nvrtc::open(&rtc_lib).unwrap_or_else(|e| panic!("{}: {e}", rtc_lib.display()));
        Some((fatbin, nvrtc))
    })
}

/// `ADD_ONE` compiled by `nvrtc` for `arch`.
fn compiled(nvrtc: &'static Nvrtc, arch: Arch) -> Program {
    let mut program = Program::new(nvrtc, &Source::new(ADD_ONE).name("add_one.cu")).unwrap();
    if let Err(e) = program.compile(&cuda_nvrtc::Options::new().arch(arch)) {
        panic!("NVRTC {:?}: {e}", nvrtc.version());
    }
    program
}

/// One entry of a fat binary, as its header describes it.
#[derive(Debug, PartialEq, Eq)]
struct Entry {
    /// 1 PTX, 2 ELF (CUBIN), 8 LTO-IR.
    kind: u16,
    /// The architecture's number (`90`).
    arch: u32,
    /// The identifier it was added under.
    identifier: String,
    /// Its payload, as stored (compressed or not).
    payload: Vec<u8>,
}

/// PTX, a CUBIN, LTO-IR: the kinds of entry header.
const PTX: u16 = 1;
const ELF: u16 = 2;

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes(b[at..at + 2].try_into().unwrap())
}
fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}
fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

/// The entries of `fatbin`, walked as the driver walks them: a 16-byte outer header (magic, version,
/// header size, size of the entries), then entries back to back, each a header (kind at 0, its own size
/// at 4, the payload's size at 8, the architecture at 28, the identifier's offset from the entry and its
/// length at 32 and 36) and its payload.
fn entries(fatbin: &[u8]) -> Vec<Entry> {
    assert_eq!(u32_at(fatbin, 0), 0xBA55_ED50, "the fat binary's magic");
    let header = u16_at(fatbin, 6) as usize;
    let end = header + u64_at(fatbin, 8) as usize;
    assert_eq!(end, fatbin.len(), "the declared size is the whole");
    let (mut at, mut out) = (header, Vec::new());
    while at < end {
        let entry_header = u32_at(fatbin, at + 4) as usize;
        let payload = u64_at(fatbin, at + 8) as usize;
        let (name_at, name_len) = (
            u32_at(fatbin, at + 32) as usize,
            u32_at(fatbin, at + 36) as usize,
        );
        let name = &fatbin[at + name_at..at + name_at + name_len];
        out.push(Entry {
            kind: u16_at(fatbin, at),
            arch: u32_at(fatbin, at + 28),
            identifier: String::from_utf8_lossy(name)
                .trim_end_matches('\0')
                .to_owned(),
            payload: fatbin[at + entry_header..at + entry_header + payload].to_vec(),
        });
        at += entry_header + payload;
    }
    assert_eq!(at, end, "the entries end where the fat binary does");
    out
}

/// The fat binary of NVRTC's `sm_80` and `sm_90` CUBINs and `compute_80` PTX, made by `lib` with
/// `options`, and the three inputs.
fn three_entries(
    lib: &'static NvFatbin,
    nvrtc: &'static Nvrtc,
    options: &Options,
) -> (Vec<u8>, [Vec<u8>; 3]) {
    let sm80 = compiled(nvrtc, Arch::Sm(80)).cubin().unwrap();
    let sm90 = compiled(nvrtc, Arch::Sm(90)).cubin().unwrap();
    let ptx = compiled(nvrtc, Arch::Compute(80)).ptx().unwrap();
    let mut fatbin = Fatbin::new(lib, options).unwrap();
    fatbin.add_cubin(&sm80, "80", "add_one_sm80").unwrap();
    fatbin.add_cubin(&sm90, "90", "add_one_sm90").unwrap();
    fatbin.add_ptx(&ptx, "80", "add_one_ptx", "-O3").unwrap();
    let bytes = fatbin.to_bytes().unwrap();
    drop(fatbin);
    (bytes, [sm80, sm90, ptx])
}

#[test]
fn two_cubins_and_ptx_make_a_fat_binary_of_those_three_entries() {
    const TEST: &str = "two_cubins_and_ptx_make_a_fat_binary_of_those_three_entries";
    for &(version, ..) in VERSIONS {
        let Some((lib, nvrtc)) = libraries(TEST, version) else {
            continue;
        };
        // Uncompressed, so that each payload can be compared with its input.
        let (bytes, [sm80, sm90, ptx]) = three_entries(lib, nvrtc, &Options::new().compress(false));
        let found = entries(&bytes);
        let listed: Vec<(u16, u32, &str)> = found
            .iter()
            .map(|e| (e.kind, e.arch, e.identifier.as_str()))
            .collect();
        assert_eq!(
            listed,
            [
                (ELF, 80, "add_one_sm80"),
                (ELF, 90, "add_one_sm90"),
                (PTX, 80, "add_one_ptx")
            ],
            "nvFatbin {version}"
        );
        // Each CUBIN whole, byte for byte (a payload may be padded after it).
        assert!(found[0].payload.starts_with(&sm80), "nvFatbin {version}");
        assert!(found[1].payload.starts_with(&sm90), "nvFatbin {version}");
        // The PTX as text (12.9 empties its comments): its target and its kernel.
        assert!(ptx.windows(6).any(|w| w == b".entry"));
        let text = String::from_utf8_lossy(&found[2].payload);
        assert!(text.contains(".target sm_80"), "nvFatbin {version}: {text}");
        assert!(
            text.contains(".visible .entry add_one("),
            "nvFatbin {version}: {text}"
        );
        eprintln!("nvFatbin {version}: {} bytes, {listed:?}", bytes.len());
        // Compressed (the default): the same entries, no larger.
        let (packed, _) = three_entries(lib, nvrtc, &Options::new());
        let kinds: Vec<(u16, u32)> = entries(&packed).iter().map(|e| (e.kind, e.arch)).collect();
        assert_eq!(kinds, [(ELF, 80), (ELF, 90), (PTX, 80)]);
        assert!(
            packed.len() <= bytes.len(),
            "{} > {}",
            packed.len(),
            bytes.len()
        );
    }
}

#[test]
fn the_drivers_fat_binary_walker_accepts_it_and_refuses_it_cut_short() {
    const TEST: &str = "the_drivers_fat_binary_walker_accepts_it_and_refuses_it_cut_short";
    let Some(fake) = fake_drivers::path(fake_drivers::HOST_MEMORY_13) else {
        return fetch::skip_line(format_args!("{TEST}: the fake drivers are not built here"));
    };
    let driver = cuda_driver::Driver::open(fake).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    for &(version, ..) in VERSIONS {
        let Some((lib, nvrtc)) = libraries(TEST, version) else {
            continue;
        };
        for options in [Options::new(), Options::new().compress(false)] {
            let (bytes, _) = three_entries(lib, nvrtc, &options);
            // Accepted: every header and payload lies inside the bytes (the fake takes any image).
            if let Err(e) = Module::from_image(&ctx, &bytes) {
                panic!("nvFatbin {version}, {options:?}: {e}");
            }
            // Cut inside the last entry: refused before the driver would read past the end.
            let cut = &bytes[..bytes.len() - 8];
            match Module::from_image(&ctx, cut) {
                Err(cuda_driver::Error::InvalidArgument(m)) => {
                    assert!(m.starts_with("module image:"), "{m}")
                }
                other => panic!("nvFatbin {version}: a cut fat binary gave {other:?}"),
            }
        }
    }
}

#[test]
fn lto_ir_is_an_entry_of_its_own_kind() {
    const TEST: &str = "lto_ir_is_an_entry_of_its_own_kind";
    for &(version, ..) in VERSIONS {
        let Some((lib, nvrtc)) = libraries(TEST, version) else {
            continue;
        };
        let mut program = Program::new(nvrtc, &Source::new(ADD_ONE)).unwrap();
        let options = cuda_nvrtc::Options::new()
            .arch(Arch::Sm(90))
            .relocatable_device_code()
            .lto();
        program.compile(&options).unwrap();
        let lto_ir = program.lto_ir().unwrap();
        let mut fatbin = Fatbin::new(lib, &Options::new()).unwrap();
        fatbin
            .add_lto_ir(&lto_ir, "90", "add_one_lto", "-O3")
            .unwrap();
        let found = entries(&fatbin.to_bytes().unwrap());
        assert_eq!(found.len(), 1);
        assert_ne!(found[0].kind, ELF);
        assert_ne!(found[0].kind, PTX);
        assert_eq!(
            (found[0].arch, found[0].identifier.as_str()),
            (90, "add_one_lto")
        );
        // Bytes that are not LTO-IR are refused, naming the entry.
        let mut fatbin = Fatbin::new(lib, &Options::new()).unwrap();
        let e = fatbin
            .add_lto_ir(b"not LTO-IR", "90", "junk", "")
            .unwrap_err();
        let Error::Entry { identifier, .. } = &e else {
            panic!("{e:?}")
        };
        assert_eq!(identifier, "junk", "nvFatbin {version}: {e}");
    }
}

#[test]
fn wrong_architectures_and_options_are_refused_as_values() {
    const TEST: &str = "wrong_architectures_and_options_are_refused_as_values";
    for &(version, ..) in VERSIONS {
        let Some((lib, nvrtc)) = libraries(TEST, version) else {
            continue;
        };
        let sm80 = compiled(nvrtc, Arch::Sm(80)).cubin().unwrap();
        let mut fatbin = Fatbin::new(lib, &Options::new()).unwrap();
        // The CUBIN is sm_80's: under 90 it is refused, naming the entry.
        let e = fatbin.add_cubin(&sm80, "90", "add_one").unwrap_err();
        eprintln!("nvFatbin {version}, sm_80 as 90: {e}");
        assert_eq!(
            e.code(),
            Some(nvFatbinResult::NVFATBIN_ERROR_ELF_ARCH_MISMATCH),
            "{e}"
        );
        assert!(
            e.to_string()
                .starts_with("entry `add_one`: nvFatbinAddCubin:"),
            "{e}"
        );
        // nvFatbin wants the number, not the name.
        let e = fatbin.add_cubin(&sm80, "sm_80", "add_one").unwrap_err();
        assert_eq!(
            e.code(),
            Some(nvFatbinResult::NVFATBIN_ERROR_INVALID_ARCH),
            "{e}"
        );
        // Nothing of the refused entries is in the fat binary.
        fatbin.add_cubin(&sm80, "80", "add_one").unwrap();
        assert_eq!(entries(&fatbin.to_bytes().unwrap()).len(), 1);
        let e = Fatbin::new(lib, &Options::new().raw("-no-such-option")).unwrap_err();
        assert_eq!(
            e.code(),
            Some(nvFatbinResult::NVFATBIN_ERROR_UNRECOGNIZED_OPTION),
            "{e}"
        );
        let name = lib
            .error_string(nvFatbinResult::NVFATBIN_ERROR_INVALID_ARCH)
            .unwrap();
        assert!(name.is_some_and(|n| !n.is_empty()));
    }
}

#[test]
fn what_a_version_lacks_is_a_missing_error() {
    const TEST: &str = "what_a_version_lacks_is_a_missing_error";
    for &(version, ..) in VERSIONS {
        let Some((lib, _)) = libraries(TEST, version) else {
            continue;
        };
        if version == "13.5" {
            assert!(
                lib.missing_functions().is_empty(),
                "{:?}",
                lib.missing_functions()
            );
            continue;
        }
        assert_eq!(lib.missing_functions(), ["nvFatbinAddTileIR"]);
        let mut fatbin = Fatbin::new(lib, &Options::new()).unwrap();
        let Err(Error::NvFatbin(e)) = fatbin.add_tile_ir(b"tile", "t", "") else {
            panic!("nvFatbin {version} has nvFatbinAddTileIR")
        };
        assert_eq!(
            e.to_string(),
            format!(
                "nvFatbinAddTileIR: not in the loaded nvFatbin ({version}); it needs nvFatbin 13.1 or \
                 newer"
            )
        );
    }
}

#[test]
fn a_missing_library_is_a_load_error_saying_what_to_do() {
    let missing = std::env::temp_dir().join(format!(
        "no-nvfatbin-{}/libnvfatbin.so.13",
        std::process::id()
    ));
    let e = NvFatbin::open(&missing).unwrap_err();
    let text = e.to_string();
    assert!(text.contains(missing.to_str().unwrap()), "{text}");
    assert!(text.contains(cuda_nvfatbin::PATH_VARIABLE), "{text}");
    assert!(text.contains("nvidia-nvfatbin"), "{text}");
}

#[test]
#[cfg(unix)]
fn each_wheel_layout_is_found_in_a_virtual_environment_and_loads() {
    const TEST: &str = "each_wheel_layout_is_found_in_a_virtual_environment_and_loads";
    for (version, file, wheel_dir) in [
        ("12.9", "libnvfatbin.so.12", "nvidia/nvfatbin/lib"),
        ("13.0", "libnvfatbin.so.13", "nvidia/cu13/lib"),
    ] {
        let Some(dir) = fetched(TEST, &format!("nvfatbin/{version}")) else {
            continue;
        };
        let venv = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("nvfatbin-venv-{version}-{}", std::process::id()));
        let folder = venv.join("lib/python3.12/site-packages").join(wheel_dir);
        std::fs::create_dir_all(&folder).unwrap();
        std::os::unix::fs::symlink(dir.join("lib").join(file), folder.join(file)).unwrap();
        let root = std::ffi::OsString::from(&venv);
        let env = |var: &str| (var == "VIRTUAL_ENV").then(|| root.clone());
        let found: Vec<PathBuf> = Search::with_env(&env)
            .ask_python(false)
            .candidates()
            .into_iter()
            .filter(|c| c.place == Place::SitePackages)
            .map(|c| c.path)
            .collect();
        assert!(found.contains(&folder.join(file)), "{found:?}");
        let lib = NvFatbin::load_from([folder.join(file)]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(lib.path(), folder.join(file).to_str().unwrap());
        std::fs::remove_dir_all(&venv).unwrap();
    }
}
