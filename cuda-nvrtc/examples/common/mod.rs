//! What the examples share: device 0 with its primary context and a stream, or why there is none.

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{Context, Device, Stream};

/// Device 0, its primary context and a stream in it, or `Err` with why there is no GPU to run on.
pub fn gpu() -> Result<(Device, Context, Stream), String> {
    let open = || -> Result<_, cuda_driver::Error> {
        let device = Device::get(cuda_driver::init()?, 0)?;
        let ctx = Context::primary(device)?;
        let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
        Ok((device, ctx, stream))
    };
    open().map_err(|e| e.to_string())
}

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
