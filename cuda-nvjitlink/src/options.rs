//! Link options: typed where nvJitLink gives an option a type, raw for the rest.

/// The target (`-arch`), which every link needs: [`Options::new`] takes it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// A real GPU, `sm_<n>` (`Sm(90)`): the link makes a CUBIN for it.
    Sm(u32),
    /// A virtual architecture, `compute_<n>`: only for a link that makes PTX ([`Options::ptx`]).
    Compute(u32),
    /// Any other name nvJitLink takes (`sm_90a`, `sm_100f`).
    Named(String),
}

impl Arch {
    fn option(&self) -> String {
        match self {
            Arch::Sm(n) => format!("-arch=sm_{n}"),
            Arch::Compute(n) => format!("-arch=compute_{n}"),
            Arch::Named(name) => format!("-arch={name}"),
        }
    }
}

/// The optimisation level (`-O<n>`): nvJitLink takes these two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptLevel {
    /// `-O0`: no optimisation.
    O0,
    /// `-O3`: full optimisation (the default).
    O3,
}

/// How much optimisation a link with [`Options::fast_compile`] gives up for a faster link (`-Ofc=`;
/// documented from nvJitLink 13.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FastCompile {
    /// `min`: keeps nearly all of it.
    Min,
    /// `mid`: drops the costliest optimisations.
    Mid,
    /// `max`: drops most, for the quickest link.
    Max,
}

/// The options of a link, as the strings nvJitLink takes (one dash, values after `=`).
///
/// The architecture is required, so [`new`](Self::new) takes it; the rest are typed methods for the
/// options nvJitLink documents, and [`raw`](Self::raw) for any other. The list of options:
/// <https://docs.nvidia.com/cuda/nvjitlink/index.html#supported-link-options>.
///
/// ```
/// use cuda_nvjitlink::{Arch, OptLevel, Options};
/// let o = Options::new(Arch::Sm(90)).lto().optimize(OptLevel::O3).ftz(true).max_registers(64);
/// assert_eq!(o.args(), ["-arch=sm_90", "-lto", "-O3", "-ftz=1", "-maxrregcount=64"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    args: Vec<String>,
}

impl Options {
    /// The options of a link for `arch`, nvJitLink's defaults otherwise.
    pub fn new(arch: Arch) -> Self {
        Options {
            args: vec![arch.option()],
        }
    }

    /// No options at all, which nvJitLink refuses: for the tests of that refusal.
    #[cfg(test)]
    pub(crate) fn without_arch() -> Self {
        Options { args: Vec::new() }
    }

    fn with(mut self, arg: impl Into<String>) -> Self {
        self.args.push(arg.into());
        self
    }

    fn flag(self, name: &str, on: bool) -> Self {
        let option = format!("-{name}={}", u8::from(on));
        self.with(option)
    }

    /// Link-time optimisation (`-lto`): needed to link LTO-IR, which is then optimised as one program.
    pub fn lto(self) -> Self {
        self.with("-lto")
    }

    /// Make PTX instead of a CUBIN (`-ptx`; with [`lto`](Self::lto) only).
    pub fn ptx(self) -> Self {
        self.with("-ptx")
    }

    /// The optimisation level.
    pub fn optimize(self, level: OptLevel) -> Self {
        self.with(match level {
            OptLevel::O0 => "-O0",
            OptLevel::O3 => "-O3",
        })
    }

    /// Trade optimisation for link time (`-Ofc=`).
    pub fn fast_compile(self, level: FastCompile) -> Self {
        self.with(match level {
            FastCompile::Min => "-Ofc=min",
            FastCompile::Mid => "-Ofc=mid",
            FastCompile::Max => "-Ofc=max",
        })
    }

    /// Full debug information (`-g`).
    pub fn debug(self) -> Self {
        self.with("-g")
    }

    /// Line information for profilers, without giving up optimisation (`-lineinfo`).
    pub fn line_info(self) -> Self {
        self.with("-lineinfo")
    }

    /// Whether denormal single-precision values are flushed to zero (`-ftz=`).
    pub fn ftz(self, on: bool) -> Self {
        self.flag("ftz", on)
    }

    /// Whether single-precision division is IEEE-rounded (`-prec-div=`).
    pub fn prec_div(self, on: bool) -> Self {
        self.flag("prec-div", on)
    }

    /// Whether single-precision square root is IEEE-rounded (`-prec-sqrt=`).
    pub fn prec_sqrt(self, on: bool) -> Self {
        self.flag("prec-sqrt", on)
    }

    /// Whether multiplies and adds may be fused (`-fma=`).
    pub fn fma(self, on: bool) -> Self {
        self.flag("fma", on)
    }

    /// The most registers a thread may use (`-maxrregcount=`).
    pub fn max_registers(self, n: u32) -> Self {
        self.with(format!("-maxrregcount={n}"))
    }

    /// Timings into the information log (`-time`).
    pub fn time(self) -> Self {
        self.with("-time")
    }

    /// Details of the link into the information log (`-verbose`).
    pub fn verbose(self) -> Self {
        self.with("-verbose")
    }

    /// Names a kernel the program uses (`-kernels-used=`); once any is named, kernels never named may
    /// be dropped. Call once per kernel.
    pub fn kernel_used(self, name: &str) -> Self {
        self.with(format!("-kernels-used={name}"))
    }

    /// Names a device variable the program uses (`-variables-used=`); likewise.
    pub fn variable_used(self, name: &str) -> Self {
        self.with(format!("-variables-used={name}"))
    }

    /// Let the link drop device variables no device code refers to (`-optimize-unused-variables`): the
    /// host must not use them either.
    pub fn optimize_unused_variables(self) -> Self {
        self.with("-optimize-unused-variables")
    }

    /// An option for `ptxas`, which compiles PTX to machine code (`-Xptxas=`); once per option.
    pub fn ptxas(self, option: &str) -> Self {
        self.with(format!("-Xptxas={option}"))
    }

    /// Compile in parts on up to `threads` threads (`-split-compile=`; 0: every processor, 1: off).
    pub fn split_compile(self, threads: u32) -> Self {
        self.with(format!("-split-compile={threads}"))
    }

    /// The stronger split of a link with [`lto`](Self::lto) (`-split-compile-extended=`), likewise; it
    /// can slow the code it makes.
    pub fn split_compile_extended(self, threads: u32) -> Self {
        self.with(format!("-split-compile-extended={threads}"))
    }

    /// The least density, in percent (0 to 101), at which a `switch` becomes a jump table in a link with
    /// [`lto`](Self::lto) (`-jump-table-density=`; nvJitLink refuses a value past 101).
    pub fn jump_table_density(self, percent: u8) -> Self {
        self.with(format!("-jump-table-density={percent}"))
    }

    /// Keep no cache of the link's intermediate steps (`-no-cache`).
    pub fn no_cache(self) -> Self {
        self.with("-no-cache")
    }

    /// Stack canaries in device functions the compiler judges at risk (`-device-stack-protector`).
    pub fn device_stack_protector(self) -> Self {
        self.with("-device-stack-protector")
    }

    /// The newest NVVM on every architecture (`-nvvm-latest`; documented from nvJitLink 13.5).
    pub fn nvvm_latest(self) -> Self {
        self.with("-nvvm-latest")
    }

    /// A relocatable link, whose output can be linked again (`-r`; documented from nvJitLink 13.1).
    pub fn relocatable(self) -> Self {
        self.with("-r")
    }

    /// Any option, as nvJitLink spells it (`"-Xptxas=-v"`).
    pub fn raw(self, option: impl Into<String>) -> Self {
        self.with(option)
    }

    /// The options as they are passed to nvJitLink, in order, the architecture first.
    pub fn args(&self) -> &[String] {
        &self.args
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_options_spell_nvjitlinks_strings() {
        let o = Options::new(Arch::Compute(90))
            .lto()
            .ptx()
            .optimize(OptLevel::O0)
            .fast_compile(FastCompile::Mid)
            .debug()
            .line_info()
            .ftz(false)
            .prec_div(true)
            .prec_sqrt(false)
            .fma(true)
            .time()
            .verbose()
            .kernel_used("k")
            .variable_used("v")
            .optimize_unused_variables()
            .ptxas("-v")
            .split_compile(0)
            .split_compile_extended(4)
            .jump_table_density(101)
            .no_cache()
            .device_stack_protector()
            .nvvm_latest()
            .relocatable()
            .raw("-custom");
        assert_eq!(
            o.args(),
            [
                "-arch=compute_90",
                "-lto",
                "-ptx",
                "-O0",
                "-Ofc=mid",
                "-g",
                "-lineinfo",
                "-ftz=0",
                "-prec-div=1",
                "-prec-sqrt=0",
                "-fma=1",
                "-time",
                "-verbose",
                "-kernels-used=k",
                "-variables-used=v",
                "-optimize-unused-variables",
                "-Xptxas=-v",
                "-split-compile=0",
                "-split-compile-extended=4",
                "-jump-table-density=101",
                "-no-cache",
                "-device-stack-protector",
                "-nvvm-latest",
                "-r",
                "-custom",
            ]
        );
        let named = Options::new(Arch::Named("sm_90a".into())).optimize(OptLevel::O3);
        assert_eq!(named.args(), ["-arch=sm_90a", "-O3"]);
    }
}
