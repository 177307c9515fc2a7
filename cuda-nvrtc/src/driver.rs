//! NVRTC with cuda-driver (feature `driver`, on by default): the architecture of a device
//! ([`Arch::of`]), CUDA source compiled for a context's device and loaded in one call
//! ([`compile_module`], [`compile_module_with`]), and this crate's [`Error`] converted into
//! [`cuda_driver::Error`] so that one function can use `?` on both crates' calls.

use cuda_driver::{Context, Device, LibraryError, Module};

use crate::{Arch, Error, Nvrtc, Options, Program, Source};

/// An NVRTC error as a driver-layer error ([`cuda_driver::Error::Library`]), kept whole: it is the
/// `source()`, and `LibraryError::downcast_ref::<cuda_nvrtc::Error>()` gives it back.
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        LibraryError::new("NVRTC", e).into()
    }
}

impl Arch {
    /// The real architecture of `device`, `sm_<major><minor>` from its compute capability (an H100,
    /// 9.0, is `Sm(90)`): code compiled for it is a CUBIN that device loads without a JIT step.
    ///
    /// ```no_run
    /// use cuda_nvrtc::Arch;
    /// let ctx = cuda_driver::Context::new(0)?;
    /// let arch = Arch::of(ctx.device())?; // e.g. Arch::Sm(90)
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceGetAttribute`.
    pub fn of(device: Device) -> Result<Arch, cuda_driver::Error> {
        let (major, minor) = device.compute_capability()?;
        let sm = u32::try_from(major * 10 + minor).map_err(|_| {
            cuda_driver::Error::InvalidArgument(format!(
                "device {} reports compute capability {major}.{minor}",
                device.ordinal()
            ))
        })?;
        Ok(Arch::Sm(sm))
    }
}

/// Compiles CUDA C++ `source` for `ctx`'s device and loads it there, in one call: NVRTC loaded on first
/// use ([`Nvrtc::load`]), compiled to a CUBIN for [`Arch::of`] the device, loaded as a [`Module`].
/// Kernels are looked up by their C++ names when declared `extern "C"`; for templates and other mangled
/// names, or for PTX, LTO-IR and name expressions, use [`Program`] step by step.
///
/// ```no_run
/// let ctx = cuda_driver::Context::new(0)?;
/// let module = cuda_nvrtc::compile_module(
///     &ctx,
///     r#"extern "C" __global__ void twice(float *x, unsigned n) {
///            unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
///            if (i < n) x[i] *= 2.0f;
///        }"#,
/// )?;
/// let twice = module.function("twice")?;
/// # Ok::<(), cuda_driver::Error>(())
/// ```
///
/// # Errors
/// [`Error::Load`] (as a [`cuda_driver::Error::Library`]) when no NVRTC can be loaded, listing every
/// place tried; [`Error::Compile`] with NVRTC's log and diagnostics when the source does not compile;
/// the driver's errors of reading the device and loading the image.
pub fn compile_module(ctx: &Context, source: &str) -> Result<Module, cuda_driver::Error> {
    compile_module_with(ctx, &Source::new(source), &Options::new())
}

/// [`compile_module`] with a named source (headers too) and options: `options` are used as given, with
/// `--gpu-architecture` set to [`Arch::of`] the device when they name no architecture. The image
/// loaded is the CUBIN for a real architecture (`sm_*`), else the PTX, which the driver compiles.
///
/// ```no_run
/// use cuda_nvrtc::{CppStd, Options, Source};
/// let ctx = cuda_driver::Context::new(0)?;
/// let source = Source::new(r#"#include "n.h"
///     extern "C" __global__ void fill(int *p) { p[threadIdx.x] = N; }"#)
///     .name("fill.cu")
///     .header("n.h", "#define N 7");
/// let module = cuda_nvrtc::compile_module_with(&ctx, &source, &Options::new().std(CppStd::Cpp17))?;
/// # Ok::<(), cuda_driver::Error>(())
/// ```
///
/// # Errors
/// As [`compile_module`].
pub fn compile_module_with(
    ctx: &Context,
    source: &Source<'_>,
    options: &Options,
) -> Result<Module, cuda_driver::Error> {
    let options = if arch_of(options).is_some() {
        options.clone()
    } else {
        options.clone().arch(Arch::of(ctx.device())?)
    };
    let mut program = Program::new(Nvrtc::load().map_err(Error::from)?, source)?;
    program.compile(&options)?;
    let real = arch_of(&options).is_some_and(|a| a.starts_with("sm_"));
    let image = if real {
        program.cubin()?
    } else {
        program.ptx()?
    };
    Module::from_image(ctx, &image)
}

/// The architecture `options` name (the value of their last `--gpu-architecture`/`-arch`), if any.
fn arch_of(options: &Options) -> Option<&str> {
    options.args().iter().rev().find_map(|a| {
        a.strip_prefix("--gpu-architecture=")
            .or_else(|| a.strip_prefix("-arch="))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_architecture_named_in_options_is_found_in_any_spelling() {
        assert_eq!(arch_of(&Options::new()), None);
        assert_eq!(arch_of(&Options::new().fast_math()), None);
        assert_eq!(
            arch_of(&Options::new().arch(Arch::Sm(90)).fast_math()),
            Some("sm_90")
        );
        assert_eq!(
            arch_of(&Options::new().raw("-arch=compute_80")),
            Some("compute_80")
        );
        // The last one wins, as on NVRTC's command line.
        let two = Options::new()
            .arch(Arch::Sm(80))
            .arch(Arch::Named("sm_90a".into()));
        assert_eq!(arch_of(&two), Some("sm_90a"));
    }

    #[test]
    fn an_nvrtc_error_converts_into_a_driver_error_whole() {
        let nvrtc = Error::Nul { what: "source" };
        let driver: cuda_driver::Error = nvrtc.clone().into();
        assert_eq!(driver.to_string(), nvrtc.to_string());
        let cuda_driver::Error::Library(inner) = &driver else {
            panic!("not a library error: {driver:?}")
        };
        assert_eq!(inner.library(), "NVRTC");
        assert_eq!(inner.downcast_ref::<Error>(), Some(&nvrtc));
    }
}
