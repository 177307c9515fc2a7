//! The generated C: one line per item behind a `#line` marker, compiled and run — cuda-struct-check's
//! (`c_code`, `measure`), with what is cuda.h's own kept here: `CUDA_VERSION` and the `PFN_` typedefs
//! of cudaTypedefs.h that each function's prototype is assigned to.

use std::collections::BTreeMap;
use std::path::Path;

use cuda_driver::sys::{AliasInfo, ConstantInfo, EnumInfo, HandleInfo, StructInfo};
use cuda_driver::FunctionInfo;
use cuda_struct_check::{Compiler, Item as General};

use crate::c_types::Workspace;

pub(crate) use cuda_struct_check::{is_rust_padding, Measured};

/// What one line of C measures.
#[derive(Clone, Debug)]
pub(crate) enum Item {
    /// `CUDA_VERSION`.
    Version,
    /// size, align
    Struct(&'static StructInfo),
    /// offset, size, type compatible (1/0) or pointer class
    Field(&'static StructInfo, usize),
    /// size, align, type class, signed
    Handle(&'static HandleInfo),
    /// size, align
    Enum(&'static EnumInfo),
    /// value
    Constant(&'static EnumInfo, usize),
    /// size, align, type compatible
    Alias(&'static AliasInfo),
    /// value, type compatible (1 for an integer or enum constant, whose C type is `int`)
    Define(&'static ConstantInfo),
    /// nothing at run time: compiling is the proof
    Function(&'static FunctionInfo),
    /// A function declared in the header itself (no `PFN_` typedef), with its C return type: compiling is
    /// the proof.
    Prototype(&'static FunctionInfo, &'static str),
}

impl Item {
    /// What the item is, for a report line.
    pub(crate) fn name(&self) -> String {
        match self {
            Item::Version => "CUDA_VERSION".into(),
            Item::Struct(s) => s.c_name.into(),
            Item::Field(s, i) => format!("{}.{}", s.c_name, s.fields[*i].name),
            Item::Handle(h) => h.c_name.into(),
            Item::Enum(e) => e.c_name.into(),
            Item::Constant(e, i) => format!("{}::{}", e.c_name, e.values[*i].0),
            Item::Alias(a) => a.c_name.into(),
            Item::Define(c) => c.c_name.into(),
            Item::Function(f) => format!("{} (PFN_{}_v{})", f.name, f.name, f.version.unwrap_or(0)),
            Item::Prototype(f, _) => f.name.into(),
        }
    }
}

/// The Rust-derived C prototype of a function, as a parameter list (`CUdeviceptr *, size_t`).
pub(crate) fn prototype(f: &FunctionInfo) -> Result<String, String> {
    cuda_struct_check::prototype(f, &Workspace)
}

impl Item {
    /// The item as cuda-struct-check's, for every kind but a `PFN_` typedef's function.
    fn general(&self) -> Option<General> {
        Some(match *self {
            Item::Version => General::Macro("CUDA_VERSION"),
            Item::Struct(s) => General::Struct(s),
            Item::Field(s, i) => General::Field(s, i),
            Item::Handle(h) => General::Handle(h),
            Item::Enum(e) => General::Enum(e),
            Item::Constant(e, i) => General::Constant(e, i),
            Item::Alias(a) => General::Alias(a),
            Item::Define(c) => General::Define(c),
            Item::Prototype(f, returns) => General::Prototype(f, returns),
            Item::Function(_) => return None,
        })
    }
}

/// The C of one item: (file-scope declarations, statement in `main`). `Err`: it cannot be generated.
pub(crate) fn c_code(id: usize, item: &Item) -> Result<(String, String), String> {
    let Item::Function(f) = item else {
        let general = item
            .general()
            .expect("every item but a function is cuda-struct-check's");
        return cuda_struct_check::c_code(id, &general, &Workspace);
    };
    // Assigning the Rust-derived pointer type to the header's `PFN_` type: under `-Werror`, an
    // incompatible prototype is a compile error that prints both.
    // One C name per (function, version): an older ABI shares its function's C name.
    let (name, version, params) = (f.name, f.version.unwrap_or(0), prototype(f)?);
    let top = format!(
        "typedef CUresult (CUDAAPI *rs_{name}_v{version})({params});\n\
         __attribute__((unused)) static void rs_check_{name}_v{version}(rs_{name}_v{version} rust) {{\n\
         \x20   PFN_{name}_v{version} header = rust;\n\
         \x20   (void)header;\n\
         }}"
    );
    Ok((top, String::new()))
}

/// The headers of the driver's check.
pub(crate) const CUDA_INCLUDES: &[&str] = &["cuda.h", "cudaTypedefs.h"];

/// Compiles and runs the items with cuda-struct-check's `measure` (the header directory `include`),
/// leaving out (and recording) each item the compiler rejects.
pub(crate) fn measure(
    cc: &[String],
    include: &Path,
    work: &Path,
    includes: &[&str],
    items: BTreeMap<usize, (String, String)>,
) -> Result<Measured, String> {
    let cc = Compiler::new(cc.to_vec()).include_dir(include);
    cuda_struct_check::measure(&cc, work, includes, items)
}
