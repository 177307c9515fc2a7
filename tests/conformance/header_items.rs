//! What a header declares, as the C compiler reads it — never from our own lists: its prototypes
//! (`-aux-info`), its macros (`-dM`), and, from the preprocessed text (`-E`), its struct, union and enum
//! bodies and its typedefs. Only what the header file itself declares counts (the preprocessor's line
//! markers say which file each line comes from), so nothing of `stdlib.h` or `stdint.h` is counted, and
//! nothing of a header it is not asked about (`cudaGL.h`, `cudaEGL.h`, `cudaVDPAU.h`, `cudaD3D*.h`).

//!
//! The reading is cuda-struct-check's (`cuda_struct_check::header`); these wrappers give it one header
//! directory, as every check here has.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use cuda_struct_check::{header, Compiler};

pub(crate) use cuda_struct_check::header::{Type, Types};

fn compiler(cc: &[String], include: &Path) -> Compiler {
    Compiler::new(cc.to_vec()).include_dir(include)
}

/// The functions `header` declares, by the name the compiler saw (`-aux-info`), each starting with
/// `prefix`.
pub(crate) fn prototypes(
    cc: &[String],
    include: &Path,
    work: &Path,
    file: &str,
    prefix: &str,
) -> Result<BTreeSet<String>, String> {
    header::prototypes(&compiler(cc, include), work, file, prefix)
}

/// The object-like macros the compiler knows after including `file` (`-dM`): name and body.
pub(crate) fn macros(
    cc: &[String],
    include: &Path,
    work: &Path,
    file: &str,
) -> Result<BTreeMap<String, String>, String> {
    header::macros(&compiler(cc, include), work, file)
}

/// The struct, union and enum bodies and the typedefs of `file`; an integer typedef is a handle when its
/// name starts with `handles`.
pub(crate) fn types(
    cc: &[String],
    include: &Path,
    work: &Path,
    file: &str,
    handles: &str,
) -> Result<Types, String> {
    header::types(&compiler(cc, include), work, file, handles)
}

/// The `PFN_<name>_v<version>` typedefs `file` (cudaTypedefs.h) declares: (name, version, per-thread).
pub(crate) fn pfn_typedefs(
    cc: &[String],
    include: &Path,
    work: &Path,
    file: &str,
) -> Result<BTreeSet<(String, u32, bool)>, String> {
    header::pfn_typedefs(&compiler(cc, include), work, file)
}
