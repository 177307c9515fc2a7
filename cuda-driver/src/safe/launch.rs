//! Kernel launches: `cuLaunchKernel`, and `cuLaunchKernelEx` with a `CUlaunchConfig` and attributes.

use std::ffi::{c_uint, c_void};

use cuda_struct::CudaField;

use crate::sys::{
    CUlaunchAttribute, CUlaunchAttributeID, CUlaunchAttributeValue,
    CUlaunchAttributeValue_clusterDim, CUlaunchConfig,
};
use crate::{Error, Function, Stream};

/// A kernel's arguments: a tuple of up to 16 [`CudaField`] values (device pointers are
/// [`CUdeviceptr`](crate::sys::CUdeviceptr) values), passed to the driver as `void **kernelParams` with no
/// allocation.
pub trait KernelArgs {
    /// Calls `f` with the `kernelParams` array: one pointer to each argument, in order.
    fn with_params<R>(&self, f: impl FnOnce(*mut *mut c_void) -> R) -> R;
}

/// A value that can be a kernel argument. Implemented for every [`CudaField`] type.
pub trait KernelParam: CudaField {}
impl<T: CudaField> KernelParam for T {}

impl KernelArgs for () {
    #[inline]
    fn with_params<R>(&self, f: impl FnOnce(*mut *mut c_void) -> R) -> R {
        f(std::ptr::null_mut())
    }
}

macro_rules! kernel_args {
    ($($n:tt $t:ident),+) => {
        impl<$($t: KernelParam),+> KernelArgs for ($($t,)+) {
            #[inline]
            fn with_params<R>(&self, f: impl FnOnce(*mut *mut c_void) -> R) -> R {
                // The driver only reads through these pointers.
                let mut params = [$(std::ptr::from_ref(&self.$n).cast_mut().cast::<c_void>()),+];
                f(params.as_mut_ptr())
            }
        }
    };
}
kernel_args!(0 A);
kernel_args!(0 A, 1 B);
kernel_args!(0 A, 1 B, 2 C);
kernel_args!(0 A, 1 B, 2 C, 3 D);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N, 14 O);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N, 14 O, 15 P);

/// Grid, block and dynamic shared memory for [`Function::launch`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks in x, y, z.
    pub grid: (u32, u32, u32),
    /// Threads per block in x, y, z.
    pub block: (u32, u32, u32),
    /// Dynamic shared memory per block, in bytes.
    pub shared_mem_bytes: u32,
}

impl LaunchConfig {
    /// Enough blocks of `block` threads (1-D) to cover `n` elements.
    pub fn for_elements(n: u32, block: u32) -> Self {
        let block = block.max(1);
        LaunchConfig {
            grid: (n.div_ceil(block), 1, 1),
            block: (block, 1, 1),
            shared_mem_bytes: 0,
        }
    }
}

/// A `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION` attribute.
pub fn cluster_dim_attribute(x: u32, y: u32, z: u32) -> CUlaunchAttribute {
    let dim = CUlaunchAttributeValue_clusterDim::new()
        .with_x(x)
        .with_y(y)
        .with_z(z);
    CUlaunchAttribute::new()
        .with_id(CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
        .with_value(CUlaunchAttributeValue::new().with_cluster_dim(dim))
}

/// A `CU_LAUNCH_ATTRIBUTE_PRIORITY` attribute.
pub fn priority_attribute(priority: i32) -> CUlaunchAttribute {
    CUlaunchAttribute::new()
        .with_id(CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY)
        .with_value(CUlaunchAttributeValue::new().with_priority(priority))
}

impl Function<'_> {
    /// Launches the kernel with `cuLaunchKernel`.
    ///
    /// # Errors
    /// A failing `cuLaunchKernel` (for example `CUDA_ERROR_INVALID_VALUE` for too many threads per block).
    ///
    /// # Safety
    /// `args` must match the kernel's parameters in number, order and type, and the kernel must only
    /// access memory that stays valid until it has run.
    #[inline]
    pub unsafe fn launch<A: KernelArgs>(
        &self,
        config: LaunchConfig,
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        let LaunchConfig {
            grid,
            block,
            shared_mem_bytes,
        } = config;
        args.with_params(|params| {
            // SAFETY: the caller vouches for the arguments; `params` points at them for the call.
            unsafe {
                self.driver().cuLaunchKernel(
                    self.raw(),
                    grid.0,
                    grid.1,
                    grid.2,
                    block.0,
                    block.1,
                    block.2,
                    shared_mem_bytes as c_uint,
                    stream.raw(),
                    params,
                    std::ptr::null_mut(),
                )
            }
        })?;
        Ok(())
    }

    /// Launches the kernel with `cuLaunchKernelEx`: grid, block, stream and attributes (cluster
    /// dimensions, priority, ...) come from `config`.
    ///
    /// # Errors
    /// A failing `cuLaunchKernelEx`; the function is missing on drivers before CUDA 11.8.
    ///
    /// # Safety
    /// As [`launch`](Self::launch); `config`'s stream must be live.
    #[inline]
    pub unsafe fn launch_ex<A: KernelArgs>(
        &self,
        config: &CUlaunchConfig<'_>,
        args: A,
    ) -> Result<(), Error> {
        args.with_params(|params| {
            // SAFETY: the caller vouches for the arguments and the stream; the attribute slice is borrowed
            // by `config` for the call.
            unsafe {
                self.driver().cuLaunchKernelEx(
                    config.as_ptr(),
                    self.raw(),
                    params,
                    std::ptr::null_mut(),
                )
            }
        })?;
        Ok(())
    }
}
