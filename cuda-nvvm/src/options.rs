//! libNVVM's options, typed: what [`Program::verify`](crate::Program::verify) and
//! [`Program::compile`](crate::Program::compile) pass on.

/// The virtual architecture PTX is made for (`-arch=compute_<N>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Arch {
    /// `compute_<N>`: `Compute(90)` is `compute_90`.
    Compute(u32),
    /// Any name libNVVM takes after `-arch=`, as written (`"compute_90a"`, `"compute_100f"`).
    Named(String),
}

impl Arch {
    /// The value after `-arch=`.
    pub fn name(&self) -> String {
        match self {
            Arch::Compute(n) => format!("compute_{n}"),
            Arch::Named(s) => s.clone(),
        }
    }
}

/// How hard libNVVM optimises (`-opt=<N>`); `O3`, its default, when not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptLevel {
    /// `-opt=0`: none.
    O0,
    /// `-opt=1`.
    O1,
    /// `-opt=2`.
    O2,
    /// `-opt=3`: the default.
    O3,
}

/// The options of one verify or compile, in the order given.
///
/// ```
/// use cuda_nvvm::{Arch, Options};
/// let options = Options::new().arch(Arch::Compute(90)).ftz(true).raw("-nvvm-latest");
/// assert_eq!(options.args(), ["-arch=compute_90", "-ftz=1", "-nvvm-latest"]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    args: Vec<String>,
}

impl Options {
    /// No options: libNVVM's defaults (`compute_75` in 13.x, `compute_52` in 12.x, `-opt=3`).
    pub fn new() -> Options {
        Options::default()
    }

    fn flag(mut self, name: &str, on: bool) -> Options {
        self.args.push(format!("{name}={}", u8::from(on)));
        self
    }

    /// The target architecture.
    pub fn arch(mut self, arch: Arch) -> Options {
        self.args.push(format!("-arch={}", arch.name()));
        self
    }

    /// The optimisation level.
    pub fn optimize(mut self, level: OptLevel) -> Options {
        let n = match level {
            OptLevel::O0 => 0,
            OptLevel::O1 => 1,
            OptLevel::O2 => 2,
            OptLevel::O3 => 3,
        };
        self.args.push(format!("-opt={n}"));
        self
    }

    /// Debug information (`-g`).
    pub fn debug(mut self) -> Options {
        self.args.push("-g".into());
        self
    }

    /// Line numbers in the PTX (`-generate-line-info`).
    pub fn line_info(mut self) -> Options {
        self.args.push("-generate-line-info".into());
        self
    }

    /// Flush single-precision denormals to zero (`-ftz=1`) or keep them (`-ftz=0`).
    pub fn ftz(self, on: bool) -> Options {
        self.flag("-ftz", on)
    }

    /// IEEE-rounded single-precision division (`-prec-div=1`) or a faster approximation (`0`).
    pub fn prec_div(self, on: bool) -> Options {
        self.flag("-prec-div", on)
    }

    /// IEEE-rounded single-precision square root (`-prec-sqrt=1`) or a faster approximation (`0`).
    pub fn prec_sqrt(self, on: bool) -> Options {
        self.flag("-prec-sqrt", on)
    }

    /// Contract multiplies and adds into fused multiply-adds (`-fma=1`) or not (`0`).
    pub fn fma(self, on: bool) -> Options {
        self.flag("-fma", on)
    }

    /// Any option as libNVVM spells it (`"-nvvm-latest"`, `"-ptx-version-target=90"`).
    pub fn raw(mut self, option: impl Into<String>) -> Options {
        self.args.push(option.into());
        self
    }

    /// The option strings, as passed to libNVVM.
    pub fn args(&self) -> &[String] {
        &self.args
    }
}
