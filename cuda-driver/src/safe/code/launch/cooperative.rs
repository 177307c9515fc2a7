//! Cooperative launches (`cuLaunchCooperativeKernel`): every block of the grid runs at once, so the
//! kernel may synchronise the whole grid. The grid must fit the device at the kernel's occupancy, which
//! is checked here before the driver is asked.

use std::ffi::c_uint;

use crate::sys::CUdevice_attribute;
use crate::{Error, Function, Stream};

use super::{KernelArgs, LaunchConfig, Token};

impl Function<'_> {
    /// The most blocks of `config`'s block shape and shared memory a cooperative launch of this kernel
    /// may have on its device: the occupancy per multiprocessor times the multiprocessors.
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>) -> Result<(), cuda_driver::Error> {
    /// let config = cuda_driver::LaunchConfig::for_elements(1 << 20, 256);
    /// let most = f.max_cooperative_blocks(&config)?; // blocks per SM at this shape times the SMs
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A block of more than `i32::MAX` threads; as
    /// [`max_active_blocks_per_multiprocessor`](Self::max_active_blocks_per_multiprocessor); a failing
    /// `cuDeviceGetAttribute`.
    pub fn max_cooperative_blocks(&self, config: &LaunchConfig) -> Result<u64, Error> {
        let (x, y, z) = config.block;
        let threads = u64::from(x)
            .saturating_mul(u64::from(y))
            .saturating_mul(u64::from(z));
        let threads = i32::try_from(threads).map_err(|_| {
            Error::InvalidArgument(format!("a block of {threads} threads overflows an int"))
        })?;
        let per_sm =
            self.max_active_blocks_per_multiprocessor(threads, config.shared_mem_bytes as usize)?;
        let per_sm = u64::try_from(per_sm).unwrap_or(0);
        let device = self.context().device();
        let sms = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
        Ok(per_sm.saturating_mul(u64::try_from(sms).unwrap_or(0)))
    }

    /// Launches the kernel with `cuLaunchCooperativeKernel` on `stream`, ordered as
    /// [`launch`](Self::launch): all of the grid's blocks run at the same time, so the kernel may
    /// synchronise the whole grid (`cooperative_groups::this_grid().sync()`).
    ///
    /// The arguments are checked as [`launch`](Self::launch) checks them: their number and sizes
    /// against the kernel's parameters where the driver reports them, never their types (a `u32`
    /// passes for an `f32`), before anything is asked of the device, locked or queued.
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::LaunchConfig;
    /// let n = buf.len() as u32;
    /// let mut config = LaunchConfig::for_elements(n, 256);
    /// config.grid.0 = config.grid.0.min(f.max_cooperative_blocks(&config)? as u32); // all resident
    /// // SAFETY: as for `launch`: grid_sum(unsigned *data, unsigned n), a grid-stride loop that syncs
    /// // the whole grid.
    /// unsafe { f.launch_cooperative(config, stream, (&mut *buf, n)) }?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An argument list the kernel does not take (as [`launch`](Self::launch)); a device without
    /// cooperative launches; a grid of more blocks than
    /// [`max_cooperative_blocks`](Self::max_cooperative_blocks) (which the driver would refuse as
    /// `CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE`); otherwise as [`launch`](Self::launch).
    ///
    /// # Safety
    /// As [`launch`](Self::launch): the arguments' types, and what the kernel touches, are the
    /// caller's promise.
    pub unsafe fn launch_cooperative<A: KernelArgs>(
        &self,
        config: LaunchConfig,
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        const WHAT: &str = "launch_cooperative";
        // Before the device queries; `queue_launch` checks again, for nothing (a few comparisons).
        args.with_sizes(Token(()), |sizes| self.signature().check(WHAT, sizes))?;
        let device = self.context().device();
        if device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH)? == 0 {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the device does not support cooperative launches"
            )));
        }
        let (gx, gy, gz) = config.grid;
        let blocks = u64::from(gx)
            .saturating_mul(u64::from(gy))
            .saturating_mul(u64::from(gz));
        let most = self.max_cooperative_blocks(&config)?;
        if blocks > most {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: a grid of {blocks} blocks, but at most {most} of this block shape run at once \
                 on the device (Function::max_cooperative_blocks)"
            )));
        }
        let LaunchConfig {
            grid,
            block,
            shared_mem_bytes,
        } = config;
        let raw = stream.raw();
        self.queue_launch(WHAT, stream, &args, |params| {
            // SAFETY: the caller vouches for the arguments; `params` points at them for the call; the
            // buffers among them stay allocated until the stream has run the kernel.
            unsafe {
                self.driver().cuLaunchCooperativeKernel(
                    self.raw(),
                    grid.0,
                    grid.1,
                    grid.2,
                    block.0,
                    block.1,
                    block.2,
                    shared_mem_bytes as c_uint,
                    raw,
                    params,
                )
            }
        })
    }
}
