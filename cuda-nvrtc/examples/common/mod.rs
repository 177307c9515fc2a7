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
