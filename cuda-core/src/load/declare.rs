//! [`loaded_library!`](crate::loaded_library): the part of a library crate's loaded-library type that is
//! the same in every crate, written once.

/// Declares a library crate's loaded-library type: a struct around a [`Loaded`](crate::load::Loaded)
/// (the library and its resolved [`functions!`](crate::functions) table), with the loaders and
/// accessors every such type has, and [`Calls`](crate::Calls) so the table's functions are its
/// methods. The crate then implements [`RuntimeLibrary`](crate::load::RuntimeLibrary) for it (how a
/// candidate is checked, from its version probe to [`Loaded::resolve`](crate::load::Loaded::resolve))
/// and adds what is its own: `version()` in the library's terms, a test constructor, library-specific
/// queries.
///
/// Generated, with `library = "libfoo"`: the struct (one private field, `loaded`, which the crate's
/// module builds and reads), `Debug` (path, version, missing functions), and `load()` (searched once
/// per process, a failure not remembered), `open(path)`, `load_from(paths)`, `path()`, `functions()`,
/// `missing_functions()` and `is_available(name)`. A last line `missing = method;` names an inherent
/// `fn method(&self, MissingFunction) -> Error` that makes the error of a call the library lacks (to
/// say the loaded version, say); without it the [`MissingFunction`](crate::MissingFunction) is
/// converted.
///
/// ```no_run
/// # use core::ffi::c_int;
/// # use cuda_struct::{cuda_enum, StatusCode};
/// # #[cuda_enum]
/// # pub enum fooStatus_t { FOO_OK = 0 }
/// # impl StatusCode for fooStatus_t {
/// #     const SUCCESS: Self = fooStatus_t::FOO_OK;
/// #     const LIBRARY: &'static str = "libfoo";
/// # }
/// use cuda_struct::load::{Library, LibrarySpec, Loaded, RuntimeLibrary};
///
/// cuda_struct::functions! {
///     /// libfoo's functions.
///     pub struct Functions -> fooStatus_t, calls on Foo;
///     /// Writes the library's version.
///     fn fooGetVersion(version: *mut c_int);
/// }
///
/// cuda_struct::loaded_library! {
///     /// A loaded libfoo.
///     pub struct Foo: Loaded<Functions, i32>;
///     library = "libfoo";
/// }
///
/// // SAFETY: libfoo's initialisers are sound to run in any process, and `from_library` calls nothing
/// // of a candidate before it is known to export `fooGetVersion`.
/// unsafe impl RuntimeLibrary for Foo {
///     const SPEC: LibrarySpec = LibrarySpec::system("FOO_LIBRARY", &["libfoo.so.1"]);
///     const LIBRARY: &'static str = "libfoo";
///     const HINT: &'static str = "Install libfoo, or set FOO_LIBRARY to its path";
///
///     fn from_library(library: Library) -> Result<Foo, String> {
///         let version = probe(&library)?; // the version probe (see `load::probe_version`)
///         // SAFETY: `library` is libfoo, which exports each declared function with the declared
///         // prototype.
///         let loaded = unsafe { Loaded::resolve(library, version) };
///         Ok(Foo { loaded })
///     }
/// }
/// # fn probe(_: &Library) -> Result<i32, String> { Ok(1) }
///
/// let foo = Foo::load()?;
/// println!("{foo:?}");
/// let mut version = 0;
/// // SAFETY: one valid out-parameter.
/// unsafe { foo.fooGetVersion(&mut version) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[macro_export]
macro_rules! loaded_library {
    (
        $(#[$attr:meta])*
        $vis:vis struct $name:ident: Loaded<$table:ty, $version:ty>;
        library = $library:literal;
        $(missing = $missing:ident;)?
    ) => {
        $(#[$attr])*
        $vis struct $name {
            /// The library (none for a stand-in made of functions alone), its version, its table.
            loaded: $crate::load::Loaded<$table, $version>,
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_struct(::core::stringify!($name))
                    .field("path", &self.loaded.path())
                    .field("version", self.loaded.version())
                    .field("missing", &self.loaded.missing_functions())
                    .finish_non_exhaustive()
            }
        }

        impl $name {
            #[doc = ::core::concat!(
                "Loads ", $library, " once per process, trying its search's candidates in order (its ",
                "path variable, the system loader's names, the CUDA toolkit, pip wheels), and returns ",
                "it; later calls return the same. A failure is not remembered: a later call searches ",
                "again.\n\n# Errors\nA `LoadError` listing every path ",
                "tried with its reason."
            )]
            pub fn load() -> ::core::result::Result<&'static $name, $crate::load::LoadError> {
                static DEFAULT: ::std::sync::OnceLock<$name> = ::std::sync::OnceLock::new();
                $crate::load::load_once(&DEFAULT)
            }

            #[doc = ::core::concat!(
                "Loads the ", $library, " at `path`, with no search. Each call loads anew and keeps ",
                "the result for the rest of the process.\n\n# Errors\nA `LoadError` when the file is ",
                "missing or is not ", $library, "."
            )]
            pub fn open(
                path: impl ::core::convert::AsRef<::std::path::Path>,
            ) -> ::core::result::Result<&'static $name, $crate::load::LoadError> {
                $crate::load::load_first([path.as_ref()])
            }

            #[doc = ::core::concat!(
                "Loads the first of `paths` that is a usable ", $library, ". Each call loads anew ",
                "and keeps the result for the rest of the process.\n\n# Errors\nA `LoadError` listing ",
                "every path tried with its reason."
            )]
            pub fn load_from<P: ::core::convert::AsRef<::std::path::Path>>(
                paths: impl ::core::iter::IntoIterator<Item = P>,
            ) -> ::core::result::Result<&'static $name, $crate::load::LoadError> {
                $crate::load::load_first(paths)
            }

            /// The path or name the library was loaded from (empty for a stand-in).
            pub fn path(&self) -> &str {
                self.loaded.path()
            }

            /// The resolved function pointers.
            pub fn functions(&self) -> &$table {
                self.loaded.functions()
            }

            /// The declared functions the loaded library lacks.
            pub fn missing_functions(&self) -> &[&'static str] {
                self.loaded.missing_functions()
            }

            /// Whether `name` is declared by this crate and exported by the loaded library.
            pub fn is_available(&self, name: &str) -> bool {
                self.loaded.is_available(name)
            }
        }

        impl $crate::Calls<$table> for $name {
            #[inline]
            fn functions(&self) -> &$table {
                self.loaded.functions()
            }

            $(
                #[cold]
                #[inline(never)]
                fn missing(
                    &self,
                    function: $crate::MissingFunction,
                ) -> <<$table as $crate::FunctionTable>::Status as $crate::Status>::Error {
                    self.$missing(function)
                }
            )?
        }
    };
}
