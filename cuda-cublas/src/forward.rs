//! `forward!`: public methods of [`Handle`](crate::Handle) that differ only in the C function they
//! call, each forwarding to one private helper that takes the routine's name and its C function (a
//! constant of the BLAS traits) before the public arguments, converted (`impl Into<Vector>` into a
//! `Vector`, every other argument as it is).

/// One public method per line: its docs, its bound, its arguments before the stream, and the helper
/// with the routine's name and the trait constant it calls.
macro_rules! forward {
    ($($(#[$doc:meta])* fn $name:ident<$bound:path>($($arg:ident: $ty:ty),*) -> $ret:ty
        => $helper:ident($what:literal, $call:ident);)*) => {
        impl $crate::handle::Handle {$(
            $(#[$doc])*
            #[allow(clippy::too_many_arguments, clippy::useless_conversion)]
            pub fn $name<'a, T: $bound>(
                &mut self,
                $($arg: $ty,)*
                stream: &::cuda_driver::Stream,
            ) -> ::core::result::Result<$ret, $crate::Error> {
                self.$helper($what, T::$call, $($arg.into(),)* stream)
            }
        )*}
    };
}
