//! What a crate declares, gathered for the check: its registry tables, or its types one by one.

use core::any::type_name;

use cuda_struct::{
    AliasInfo, ConstantInfo, CudaEnum, CudaHandle, CudaStruct, EnumInfo, FunctionInfo,
    FunctionTable, HandleInfo, HandleKind, StructInfo,
};

use crate::c_gen::struct_c;
use crate::c_types::{c_type, Names};

/// Everything one check compares with the header, as the registry's types.
///
/// The tables are `&'static`, as a crate's registries are; a type added one by one
/// ([`Check::structure`](crate::Check::structure), ...) has its table built from its traits and leaked,
/// which is what a test does once.
#[derive(Clone, Debug, Default)]
pub struct Declared {
    /// Structs and unions.
    pub structs: Vec<&'static StructInfo>,
    /// Handles.
    pub handles: Vec<&'static HandleInfo>,
    /// Enums, each with every constant the crate declares.
    pub enums: Vec<&'static EnumInfo>,
    /// Type aliases.
    pub aliases: Vec<&'static AliasInfo>,
    /// `#define` constants.
    pub constants: Vec<&'static ConstantInfo>,
    /// Functions, each with the C text of the Rust return type (the table's status type, or the
    /// declared `-> T`).
    pub functions: Vec<(&'static FunctionInfo, String)>,
}

impl Declared {
    /// A struct's table, from its `CudaStruct` impl.
    pub fn structure<T: CudaStruct>() -> &'static StructInfo {
        Box::leak(Box::new(StructInfo {
            c_name: T::C_NAME,
            anonymous_in: None,
            size: T::SIZE,
            align: T::ALIGN,
            is_union: T::IS_UNION,
            fields: T::FIELDS,
            doc: T::DOC,
        }))
    }

    /// A handle's table, from its `CudaHandle` impl (pointer, signed or unsigned, by its raw type).
    pub fn handle<H: CudaHandle>() -> &'static HandleInfo {
        let raw = type_name::<H::Raw>();
        let kind = if raw.starts_with('*') {
            HandleKind::Pointer
        } else if raw.starts_with('i') {
            HandleKind::Signed
        } else {
            HandleKind::Unsigned
        };
        Box::leak(Box::new(HandleInfo {
            c_name: H::C_NAME,
            size: size_of::<H>(),
            align: align_of::<H>(),
            kind,
            doc: H::DOC,
        }))
    }

    /// An enum's table, from its `CudaEnum` impl: every constant of `VARIANTS` with its value.
    pub fn enumeration<E: CudaEnum>() -> &'static EnumInfo
    where
        E::Repr: Into<i128>,
    {
        // `as`: a 64-bit unsigned value above `i64::MAX` reads as C's `(long long)` of it does.
        let values: Vec<(&'static str, i64)> = E::VARIANTS
            .iter()
            .map(|(name, v)| (*name, v.raw().into() as i64))
            .collect();
        Box::leak(Box::new(EnumInfo {
            c_name: E::C_NAME,
            size: size_of::<E>(),
            align: align_of::<E>(),
            values: values.leak(),
            doc: E::DOC,
            docs: E::VARIANT_DOCS,
        }))
    }

    /// The C text of a return type: `None` is the table's status type `status`.
    fn returns(&self, f: &FunctionInfo, status: &str) -> String {
        match f.returns {
            None => status.to_owned(),
            Some(rust) => c_type(rust, self).unwrap_or_else(|e| format!("/* {e} */")),
        }
    }

    /// Adds every function of table `F`; `F::Status` must be one of the crate's C types (an enum).
    pub fn add_functions<F: FunctionTable>(&mut self)
    where
        F::Status: CudaEnum,
    {
        let status = <F::Status as CudaEnum>::C_NAME;
        for f in F::FUNCTIONS {
            let returns = self.returns(f, status);
            self.functions.push((f, returns));
        }
    }

    /// Whether `name` is one of the declared C type names.
    fn is_type(&self, name: &str) -> bool {
        self.handles.iter().any(|h| h.c_name == name)
            || self.enums.iter().any(|e| e.c_name == name)
            || self.aliases.iter().any(|a| a.c_name == name)
    }
}

impl Names for Declared {
    fn c_name(&self, name: &str) -> Option<String> {
        if let Some(s) = self.structs.iter().find(|s| s.c_name == name) {
            return Some(struct_c(s, self));
        }
        self.is_type(name).then(|| name.to_owned())
    }

    fn is_constant(&self, name: &str) -> bool {
        self.constants.iter().any(|c| c.c_name == name)
    }

    fn handle(&self, name: &str) -> Option<HandleKind> {
        self.handles
            .iter()
            .find(|h| h.c_name == name)
            .map(|h| h.kind)
    }
}
