//! nvFatbin's options for the whole fat binary, typed: what [`Fatbin::new`](crate::Fatbin::new) passes
//! on.

/// The options of one fat binary, in the order given.
///
/// ```
/// use cuda_nvfatbin::Options;
/// let options = Options::new().compress(false).debug().raw("-host=linux");
/// assert_eq!(options.args(), ["-compress=false", "-g", "-host=linux"]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    args: Vec<String>,
}

impl Options {
    /// No options: nvFatbin's defaults (64-bit, entries compressed when that pays).
    pub fn new() -> Options {
        Options::default()
    }

    /// Whether entries may be compressed (`-compress=true`/`false`).
    pub fn compress(mut self, on: bool) -> Options {
        self.args.push(format!("-compress={on}"));
        self
    }

    /// Compress every entry, whatever its size (`-compress-all`).
    pub fn compress_all(mut self) -> Options {
        self.args.push("-compress-all".into());
        self
    }

    /// Mark the entries as carrying debug information (`-g`).
    pub fn debug(mut self) -> Options {
        self.args.push("-g".into());
        self
    }

    /// Any option as nvFatbin spells it (`"-host=windows"`, `"-compress-mode=size"`).
    pub fn raw(mut self, option: impl Into<String>) -> Options {
        self.args.push(option.into());
        self
    }

    /// The option strings, as passed to nvFatbin.
    pub fn args(&self) -> &[String] {
        &self.args
    }
}
