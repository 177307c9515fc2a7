//! The mode of a use of memory, by which the rule orders uses (see the module docs of `order`).

/// What a use does to the memory it touches: the rule of the module's docs orders uses by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Mode {
    /// Reads only: runs beside other reads.
    Read,
    /// May write: runs alone.
    Write,
}
