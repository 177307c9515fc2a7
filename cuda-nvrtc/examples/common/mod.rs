//! What the examples share: device 0 with its primary context and a stream, or why there is none.

use cuda_driver::{Context, Device, Stream};

/// Device 0, its primary context and a stream in it; `Err` says why there is none
/// ([`Error::is_no_gpu`](cuda_driver::Error::is_no_gpu) when there is no GPU to run on).
#[allow(dead_code, reason = "simple_zero_copy chooses its own device")]
pub fn gpu() -> Result<(Device, Context, Stream), cuda_driver::Error> {
    let ctx = Context::new(0)?;
    let stream = ctx.stream()?;
    Ok((ctx.device(), ctx, stream))
}

/// The examples' way of saying there is no GPU to run on (the README's convention): one line on
/// stderr, `<name>: skipped: no GPU to run on: <why>`, and exit code 77 ("skipped", as automake and
/// Meson read it), apart from 0 (ran, and what it checked was right) and 1 (failed).
#[allow(dead_code, reason = "not every example starts this way")]
pub fn no_gpu(name: &str, why: &dyn std::fmt::Display) -> std::process::ExitCode {
    eprintln!("{name}: skipped: no GPU to run on: {why}");
    std::process::ExitCode::from(NO_GPU)
}

/// The exit code of an example without a GPU to run on.
pub const NO_GPU: u8 = 77;

/// `source` compiled by NVRTC into a CUBIN for `device` (its own architecture), with `options` added.
#[allow(dead_code, reason = "not every example compiles its kernels this way")]
pub fn cubin_for(
    device: Device,
    name: &str,
    source: &str,
    options: &[&str],
) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    let nvrtc = cuda_nvrtc::Nvrtc::load()?;
    let (major, minor) = device.compute_capability()?;
    let arch = cuda_nvrtc::Arch::Sm((major * 10 + minor) as u32);
    let mut program = cuda_nvrtc::Program::new(nvrtc, &cuda_nvrtc::Source::new(source).name(name))?;
    let mut opts = cuda_nvrtc::Options::new().arch(arch);
    for option in options {
        opts = opts.raw(*option);
    }
    program.compile(&opts)?;
    Ok(program.cubin()?)
}

/// The `--include-path=` options that kernels including the toolkit's headers (`<cooperative_groups.h>`,
/// `<cuda/pipeline>`, `<cuda/barrier>`) need: the folder of the runtime's headers and the folder of CCCL's
/// (`include/cccl` since CUDA 13, `include` itself before). Each is looked for under `$CUDA_HOME`,
/// `$CUDA_PATH`, `/usr/local/cuda` and beside the loaded libnvrtc (its folder's `../include`), in that
/// order; `Err` says where it looked when one is missing.
#[allow(
    dead_code,
    reason = "only the examples whose kernels include toolkit headers need it"
)]
pub fn toolkit_include_options() -> Result<Vec<String>, String> {
    use std::path::{Path, PathBuf};

    let mut roots: Vec<PathBuf> = ["CUDA_HOME", "CUDA_PATH"]
        .iter()
        .filter_map(std::env::var_os)
        .map(|root| Path::new(&root).join("include"))
        .collect();
    roots.push(PathBuf::from("/usr/local/cuda/include"));
    if let Ok(nvrtc) = cuda_nvrtc::Nvrtc::load() {
        let lib = Path::new(nvrtc.path());
        let lib = std::fs::canonicalize(lib).unwrap_or_else(|_| lib.to_path_buf());
        if let Some(folder) = lib.parent().and_then(Path::parent) {
            roots.push(folder.join("include"));
        }
    }
    // The runtime's headers sit in `include`; CCCL's in `include/cccl` (CUDA 13) or `include` (CUDA 12).
    let runtime = roots
        .iter()
        .find(|dir| dir.join("cooperative_groups.h").is_file())
        .cloned();
    let cccl = roots
        .iter()
        .flat_map(|dir| [dir.join("cccl"), dir.clone()])
        .find(|dir| dir.join("cuda").join("pipeline").is_file());
    match (runtime, cccl) {
        (Some(runtime), Some(cccl)) => {
            let mut options = vec![format!("--include-path={}", runtime.display())];
            if cccl != runtime {
                options.push(format!("--include-path={}", cccl.display()));
            }
            Ok(options)
        }
        (runtime, _) => {
            let looked: Vec<String> = roots.iter().map(|d| d.display().to_string()).collect();
            let missing = if runtime.is_none() {
                format!("no cooperative_groups.h in {}", looked.join(", "))
            } else {
                format!(
                    "no cuda/pipeline (CCCL) in {} or their cccl/ folders",
                    looked.join(", ")
                )
            };
            Err(format!(
                "the CUDA toolkit's headers were not found: {missing}; install the toolkit or set \
                 CUDA_HOME to it"
            ))
        }
    }
}

/// The first pair `(i, j)`, `i < j`, of devices that can each reach the other's memory, looked for as
/// cuda-python's two-GPU samples do, printing what it finds under `name`.
#[allow(dead_code, reason = "only the two-GPU examples need it")]
pub fn peer_pair(
    name: &str,
    devices: &[Device],
) -> Result<Option<(Device, Device)>, cuda_driver::Error> {
    for (i, a) in devices.iter().enumerate() {
        for b in &devices[i + 1..] {
            let (ab, ba) = (a.can_access_peer(b)?, b.can_access_peer(a)?);
            for (from, to, yes) in [(a, b, ab), (b, a, ba)] {
                println!(
                    "{name}: > Peer access from {} (GPU{}) -> {} (GPU{}) : {}",
                    from.name()?,
                    from.ordinal(),
                    to.name()?,
                    to.ordinal(),
                    if yes { "Yes" } else { "No" }
                );
            }
            if ab && ba {
                return Ok(Some((*a, *b)));
            }
        }
    }
    Ok(None)
}

/// What an example's run reports: `Ok(true)` when its check passed, `Ok(false)` when it did not (having
/// said why), `Err` when something failed on the way.
#[allow(dead_code, reason = "not every example reports this way")]
pub type Outcome = Result<bool, Box<dyn std::error::Error>>;

/// The examples' `main`: `run` on device 0 with its primary context and a stream. Without a GPU it
/// says so and exits 77 ([`no_gpu`]); it exits 1 when `run` reports a failed check or an error (the
/// error also as a final `<name>: Result = FAIL (...)` line), or when the GPU cannot be opened for
/// another reason.
#[allow(dead_code, reason = "not every example starts this way")]
pub fn main(
    name: &str,
    run: impl FnOnce(Device, &Context, &Stream) -> Outcome,
) -> std::process::ExitCode {
    use std::process::ExitCode;
    let (device, ctx, stream) = match gpu() {
        Ok(gpu) => gpu,
        Err(e) if e.is_no_gpu() => return no_gpu(name, &e),
        Err(e) => {
            eprintln!("{name}: {e}");
            println!("{name}: Result = FAIL ({e})");
            return ExitCode::FAILURE;
        }
    };
    match run(device, &ctx, &stream) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("{name}: {e}");
            println!("{name}: Result = FAIL ({e})");
            ExitCode::FAILURE
        }
    }
}

/// Marsaglia's xorshift64: the examples' deterministic inputs without a dependency (the originals draw
/// from NumPy's or Python's generators; only the distribution matters).
#[allow(dead_code, reason = "not every example draws random inputs")]
pub struct XorShift(pub u64);

#[allow(dead_code, reason = "not every example draws random inputs")]
impl XorShift {
    /// Uniform in `[0, 1)`, 24 random bits.
    pub fn unit(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        (x >> 40) as f32 / (1u64 << 24) as f32
    }

    /// `n` values of [`unit`](Self::unit).
    pub fn units(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| self.unit()).collect()
    }
}
