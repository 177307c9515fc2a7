//! [`library_error!`](crate::library_error): the error enum every library crate built on this one has,
//! written once.

/// Declares a library crate's `Error`: a failing call of the library (the variant named in the
/// invocation, holding the crate's call error), `Load` (the library could not be loaded), `InvalidArgument`
/// (refused before anything was queued; its doc is the crate's own), and `Driver` (this crate's error:
/// the ordering, binding the context, allocating). Generated with it: `Display` (each variant's own
/// message), `std::error::Error` with `source`, `From` for the three wrapped errors, `is_no_gpu`, and
/// `From<Error> for cuda_driver::Error` (a driver error comes back as itself, any other as
/// [`Error::Library`](crate::Error::Library) named after the library and kept whole), so a library call
/// can fail inside `ctx.capture(|s| ...)` with `?`.
///
/// ```
/// # use cuda_struct::{cuda_enum, CallError, StatusCode};
/// # #[cuda_enum]
/// # pub enum fooStatus_t { FOO_OK = 0, FOO_BAD = 3 }
/// # impl StatusCode for fooStatus_t {
/// #     const SUCCESS: Self = fooStatus_t::FOO_OK;
/// #     const LIBRARY: &'static str = "libfoo";
/// # }
/// pub type FooError = CallError<fooStatus_t>;
///
/// cuda_driver::library_error! {
///     /// Everything the safe layer can fail with.
///     pub enum Error {
///         /// A libfoo call failed, or the loaded library lacks it.
///         Foo(FooError),
///         /// An argument refused before anything was queued: a size libfoo does not take.
///         InvalidArgument,
///     }
///     library = "libfoo";
/// }
///
/// let e = Error::from(FooError::failed("fooRun", fooStatus_t::FOO_BAD));
/// assert_eq!(e.to_string(), "fooRun: FOO_BAD (3)");
/// let driver: cuda_driver::Error = Error::InvalidArgument("odd".into()).into();
/// assert!(matches!(driver, cuda_driver::Error::Library(_)));
/// ```
#[macro_export]
macro_rules! library_error {
    (
        $(#[$attr:meta])*
        $vis:vis enum $name:ident {
            $(#[$call_doc:meta])*
            $call:ident($call_error:ty),
            $(#[$invalid_doc:meta])*
            InvalidArgument,
        }
        library = $library:literal;
    ) => {
        $(#[$attr])*
        #[derive(::core::fmt::Debug)]
        #[non_exhaustive]
        $vis enum $name {
            $(#[$call_doc])*
            $call($call_error),
            /// The library could not be loaded (every path tried, with its reason).
            Load($crate::LoadError),
            $(#[$invalid_doc])*
            InvalidArgument(::std::string::String),
            /// The driver layer refused or failed: the ordering of the buffers (a buffer the stream's
            /// context cannot use), binding the context, allocating.
            Driver($crate::Error),
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self {
                    $name::$call(e) => ::core::fmt::Display::fmt(e, f),
                    $name::Load(e) => ::core::fmt::Display::fmt(e, f),
                    $name::InvalidArgument(m) => f.write_str(m),
                    $name::Driver(e) => ::core::fmt::Display::fmt(e, f),
                }
            }
        }

        impl ::std::error::Error for $name {
            fn source(&self) -> ::core::option::Option<&(dyn ::std::error::Error + 'static)> {
                match self {
                    $name::$call(e) => ::core::option::Option::Some(e),
                    $name::Load(e) => ::core::option::Option::Some(e),
                    $name::InvalidArgument(_) => ::core::option::Option::None,
                    $name::Driver(e) => ::core::option::Option::Some(e),
                }
            }
        }

        impl ::core::convert::From<$call_error> for $name {
            fn from(e: $call_error) -> Self {
                $name::$call(e)
            }
        }

        impl ::core::convert::From<$crate::LoadError> for $name {
            fn from(e: $crate::LoadError) -> Self {
                $name::Load(e)
            }
        }

        impl ::core::convert::From<$crate::Error> for $name {
            fn from(e: $crate::Error) -> Self {
                $name::Driver(e)
            }
        }

        #[doc = ::core::concat!(
            "A ", $library, " error as a driver-layer error: a driver error comes back as itself, ",
            "anything else as `cuda_driver::Error::Library`, kept whole (`LibraryError::downcast_ref` ",
            "gives it back)."
        )]
        impl ::core::convert::From<$name> for $crate::Error {
            fn from(e: $name) -> Self {
                match e {
                    $name::Driver(e) => e,
                    other => $crate::LibraryError::new($library, other).into(),
                }
            }
        }

        impl $name {
            /// Whether the error means there is no GPU to run on (the driver's `is_no_gpu`), for
            /// examples and tests that skip.
            pub fn is_no_gpu(&self) -> bool {
                ::core::matches!(self, $name::Driver(e) if e.is_no_gpu())
            }
        }
    };
}
