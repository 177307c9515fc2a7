//! The one-call check: a header, what the crate declares, and the report.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use cuda_struct::{
    AliasInfo, ConstantInfo, CudaEnum, CudaHandle, CudaStruct, EnumInfo, FunctionTable, HandleInfo,
    StructInfo,
};

use crate::c_gen::{c_code, is_rust_padding, Item};
use crate::cc::{measure, Compiler};
use crate::declared::Declared;
use crate::judge::{check_padding, judge, Mismatch};

/// The header to check against: its path, the directories its own `#include`s need, and the macros it
/// should see defined.
#[derive(Clone, Debug)]
pub struct Header {
    path: PathBuf,
    include_dirs: Vec<PathBuf>,
    defines: Vec<(String, Option<String>)>,
}

impl Header {
    /// The header at `path` (its directory is searched first for what it includes).
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Self {
            path: path.into(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
        }
    }

    /// Adds a directory to search for the headers it includes (`-I`).
    #[must_use]
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.include_dirs.push(dir.into());
        self
    }

    /// Defines a macro before the header is read (`-D name` with `None`, `-D name=value`).
    #[must_use]
    pub fn define(mut self, name: &str, value: Option<&str>) -> Self {
        self.defines
            .push((name.to_owned(), value.map(str::to_owned)));
        self
    }

    /// The file name the generated C includes.
    fn file_name(&self) -> String {
        self.path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    }
}

/// Why a check could not be made at all (as opposed to the [`Mismatch`]es of one that ran).
#[derive(Debug)]
pub enum Error {
    /// The header file is not there.
    NoHeader(PathBuf),
    /// The C compiler does not run (`$CC`, else `cc`).
    NoCompiler(String),
    /// Compiling or running the generated C failed outside any one item (the compiler's words).
    Compile(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoHeader(p) => write!(f, "no header at {}", p.display()),
            Error::NoCompiler(cc) => write!(f, "the C compiler `{cc}` does not run (set CC)"),
            Error::Compile(why) => write!(f, "the generated C failed: {why}"),
        }
    }
}

impl std::error::Error for Error {}

/// What one check found: every mismatch, and how much it compared.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The header, as given.
    pub header: PathBuf,
    /// How many items were compared (structs, fields, handles, enums, constants, functions, ...).
    pub checked: usize,
    /// Every difference, in the order of the declarations.
    pub mismatches: Vec<Mismatch>,
}

impl Report {
    /// Whether the crate and the header agree on everything checked.
    pub fn is_ok(&self) -> bool {
        self.mismatches.is_empty()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} items checked, {} mismatches",
            self.header.display(),
            self.checked,
            self.mismatches.len()
        )?;
        for m in &self.mismatches {
            writeln!(f, "  {m}")?;
        }
        Ok(())
    }
}

/// A check of a crate's declarations against one header: build it with what the crate declares, then
/// [`run`](Self::run) it, or [`assert`](Self::assert) it in a `#[test]`.
#[derive(Clone, Debug)]
pub struct Check {
    header: Header,
    declared: Declared,
    compiler: Option<Compiler>,
    work_dir: Option<PathBuf>,
}

impl Check {
    /// A check against `header`, of nothing yet.
    pub fn new(header: Header) -> Self {
        Self {
            header,
            declared: Declared::default(),
            compiler: None,
            work_dir: None,
        }
    }

    /// Adds a `#[cuda_struct]` struct or union, by its C name.
    #[must_use]
    pub fn structure<T: CudaStruct>(mut self) -> Self {
        self.declared.structs.push(Declared::structure::<T>());
        self
    }

    /// Adds a `#[cuda_handle]`.
    #[must_use]
    pub fn handle<H: CudaHandle>(mut self) -> Self {
        self.declared.handles.push(Declared::handle::<H>());
        self
    }

    /// Adds a `#[cuda_enum]` with every constant it declares; the header's enum must have no others.
    #[must_use]
    pub fn enumeration<E: CudaEnum>(mut self) -> Self
    where
        E::Repr: Into<i128>,
    {
        self.declared.enums.push(Declared::enumeration::<E>());
        self
    }

    /// Adds every function of a `functions!` table; those without `-> T` return `F::Status`.
    #[must_use]
    pub fn functions<F: FunctionTable>(mut self) -> Self
    where
        F::Status: CudaEnum,
    {
        self.declared.add_functions::<F>();
        self
    }

    /// Adds a `#define` constant: its C name, the Rust type of its `pub const` and its value as Rust
    /// writes it (`"16"`, `"0x10"`, `"tallyMode::TALLY_MODE_MAX"`).
    #[must_use]
    pub fn constant(
        mut self,
        c_name: &'static str,
        rust: &'static str,
        value: &'static str,
    ) -> Self {
        self.declared
            .constants
            .push(Box::leak(Box::new(ConstantInfo {
                c_name,
                rust,
                value,
                doc: "",
            })));
        self
    }

    /// Adds a registry's structs (`sys::STRUCTS`).
    #[must_use]
    pub fn structs(mut self, table: &'static [StructInfo]) -> Self {
        self.declared.structs.extend(table);
        self
    }

    /// Adds a registry's handles.
    #[must_use]
    pub fn handles(mut self, table: &'static [HandleInfo]) -> Self {
        self.declared.handles.extend(table);
        self
    }

    /// Adds a registry's enums.
    #[must_use]
    pub fn enums(mut self, table: &'static [EnumInfo]) -> Self {
        self.declared.enums.extend(table);
        self
    }

    /// Adds a registry's type aliases.
    #[must_use]
    pub fn aliases(mut self, table: &'static [AliasInfo]) -> Self {
        self.declared.aliases.extend(table);
        self
    }

    /// Adds a registry's `#define` constants.
    #[must_use]
    pub fn constants(mut self, table: &'static [ConstantInfo]) -> Self {
        self.declared.constants.extend(table);
        self
    }

    /// The C compiler to use, instead of `$CC` (else `cc`).
    #[must_use]
    pub fn compiler(mut self, compiler: Compiler) -> Self {
        self.compiler = Some(compiler);
        self
    }

    /// Where the generated files go, instead of a fresh directory under the system's temporary one
    /// (removed after a check without mismatches).
    #[must_use]
    pub fn work_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.work_dir = Some(dir.into());
        self
    }

    /// Every item, in the order of the declarations.
    fn items(&self) -> Vec<Item> {
        let d = &self.declared;
        let mut items = Vec::new();
        for s in &d.structs {
            items.push(Item::Struct(s));
            let fields = (0..s.fields.len()).filter(|&i| !is_rust_padding(s, i));
            items.extend(fields.map(|i| Item::Field(s, i)));
        }
        items.extend(d.handles.iter().map(|h| Item::Handle(h)));
        for e in &d.enums {
            items.push(Item::Enum(e));
            items.extend((0..e.values.len()).map(|i| Item::Constant(e, i)));
        }
        items.extend(d.aliases.iter().map(|a| Item::Alias(a)));
        items.extend(d.constants.iter().map(|c| Item::Define(c)));
        let functions = d.functions.iter().map(|(f, returns)| {
            let returns: &'static str = Box::leak(returns.clone().into_boxed_str());
            Item::Prototype(f, returns)
        });
        items.extend(functions);
        items
    }

    /// Runs the check.
    ///
    /// # Errors
    /// [`Error`] when no check could be made: no header, no compiler, or C that fails outside any item.
    pub fn run(&self) -> Result<Report, Error> {
        let header = &self.header;
        if !header.path.is_file() {
            return Err(Error::NoHeader(header.path.clone()));
        }
        let mut cc = self.compiler.clone().unwrap_or_else(Compiler::from_env);
        if !cc.runs() {
            return Err(Error::NoCompiler(cc.program()));
        }
        let dir = header.path.parent().unwrap_or(Path::new("."));
        cc = cc.include_dir(dir);
        for d in &header.include_dirs {
            cc = cc.include_dir(d);
        }
        for (name, value) in &header.defines {
            cc = cc.define(name, value.as_deref());
        }
        let work = self.work_dir.clone().unwrap_or_else(fresh_dir);
        let report = self.compare(&cc, &work);
        if self.work_dir.is_none() && report.as_ref().is_ok_and(Report::is_ok) {
            let _ = std::fs::remove_dir_all(&work);
        }
        report
    }

    fn compare(&self, cc: &Compiler, work: &Path) -> Result<Report, Error> {
        let file = self.header.file_name();
        let items = self.items();
        let names = &self.declared;
        let mut report = Report {
            header: self.header.path.clone(),
            ..Report::default()
        };
        let mut code = BTreeMap::new();
        for (id, item) in items.iter().enumerate() {
            match c_code(id, item, names) {
                Ok(c) => {
                    code.insert(id, c);
                }
                Err(e) => report.mismatches.push(Mismatch {
                    item: item.name(),
                    what: "C spelling".into(),
                    rust: e,
                    c: "not generated".into(),
                }),
            }
        }
        let generated: BTreeSet<usize> = code.keys().copied().collect();
        let measured = measure(cc, work, &[&file], code).map_err(Error::Compile)?;
        let (mut fields, mut sizes) = (BTreeMap::new(), BTreeMap::new());
        for (id, item) in items.iter().enumerate() {
            if !generated.contains(&id) {
                continue;
            }
            report.checked += 1;
            let got = measured.numbers.get(&id).map(Vec::as_slice);
            let error = measured.errors.get(&id);
            judge(
                &mut report.mismatches,
                item,
                got,
                error,
                names,
                &names.enums,
            );
            match (item, got) {
                (Item::Field(s, i), Some(&[offset, size, _])) => {
                    fields.insert((s.c_name, *i), (offset, size));
                }
                (Item::Struct(s), Some(&[size, _])) => {
                    sizes.insert(s.c_name, size);
                }
                _ => {}
            }
        }
        for s in &names.structs {
            report.checked += check_padding(&mut report.mismatches, s, &fields, &sizes);
        }
        self.completeness(cc, work, &file, &mut report);
        Ok(report)
    }

    /// Each declared enum against the header's enum body of that name: every enumerator C has must be a
    /// constant of the Rust enum.
    fn completeness(&self, cc: &Compiler, work: &Path, file: &str, report: &mut Report) {
        if self.declared.enums.is_empty() {
            return;
        }
        let types = match crate::header::types(cc, &work.join("header"), file, "") {
            Ok(types) => types,
            Err(why) => {
                return report.mismatches.push(Mismatch {
                    item: file.to_owned(),
                    what: "enum completeness".into(),
                    rust: "needs the header's enum bodies".into(),
                    c: why,
                })
            }
        };
        for e in &self.declared.enums {
            let Some(body) = types.enums.iter().find(|t| t.names.contains(e.c_name)) else {
                continue; // Reported already: the enum's own line did not compile.
            };
            report.checked += 1;
            let missing: Vec<&str> = body
                .constants
                .iter()
                .map(String::as_str)
                .filter(|c| !e.values.iter().any(|(n, _)| n == c))
                .collect();
            if !missing.is_empty() {
                report.mismatches.push(Mismatch {
                    item: e.c_name.to_owned(),
                    what: "enumerators".into(),
                    rust: format!("lacks {}", missing.join(", ")),
                    c: format!("{} enumerators", body.constants.len()),
                });
            }
        }
    }

    /// Runs the check and panics, listing every mismatch, unless the crate and the header agree: the
    /// one call of a `#[test]`.
    ///
    /// # Panics
    /// On any [`Mismatch`], and when no check could be made ([`Error`]).
    #[track_caller]
    pub fn assert(&self) {
        match self.run() {
            Ok(report) if report.is_ok() => {}
            Ok(report) => panic!("the declarations do not match the header:\n{report}"),
            Err(e) => panic!("no check was made: {e}"),
        }
    }
}

/// A new directory under the system's temporary one, for one check.
fn fresh_dir() -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("cuda-struct-check-{}-{n}", std::process::id()))
}
