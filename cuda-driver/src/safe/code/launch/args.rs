//! What a launch takes: [`KernelArgs`] (a tuple of up to 16 arguments) and [`KernelArg`] (one value,
//! buffer, view, host-reachable owner, tensor map, texture or surface), sealed so that only this crate
//! can implement or call them.

use std::ffi::c_void;

use cuda_struct::CudaField;

use crate::sys::CUdeviceptr;
use crate::{DeviceBuffer, DeviceSlice, DeviceSliceMut};
#[cfg(feature = "host")]
use crate::{HostRegistration, ManagedBuffer, MappedBuffer};
#[cfg(feature = "texture")]
use crate::{SurfaceObject, TextureObject};

use crate::safe::order::allocation::Memory;
use crate::safe::order::buffer_core::Buffer;
use crate::safe::order::mode::Mode;
use crate::safe::texture::array::Object;

/// The seal of [`KernelArg`] and [`KernelArgs`]: their methods take a [`Token`], which only this crate
/// can make, so code outside can neither implement them nor call them (and so cannot take a buffer's
/// address through them without the use being ordered).
mod sealed {
    /// Proof that the caller is this crate.
    #[derive(Clone, Copy, Debug)]
    pub struct Token(pub(in crate::safe::code::launch) ());
}
pub(super) use sealed::Token;

/// A kernel's arguments: a tuple of up to 16 [`KernelArg`]s, passed to the driver as `void **kernelParams`
/// with no allocation. Buffers are borrowed: `&buf` for a kernel that reads it, `&mut buf` for one that
/// writes it; the launch orders itself after their earlier work and is recorded as their latest use.
pub trait KernelArgs {
    /// Calls `f` with the `kernelParams` array (one pointer to each argument, in order) and the buffers
    /// among the arguments. Only this crate can call it.
    #[doc(hidden)]
    fn with_params<R>(
        &self,
        token: Token,
        f: impl FnOnce(*mut *mut c_void, &mut [Memory<'_>]) -> R,
    ) -> R;

    /// Calls `f` with the size in bytes of each argument, in order ([`KernelArg::size`]), which a
    /// launch compares with the kernel's parameters. Only this crate can call it.
    #[doc(hidden)]
    fn with_sizes<R>(&self, token: Token, f: impl FnOnce(&[usize]) -> R) -> R;

    /// Calls `f` with each texture or surface object among the arguments ([`KernelArg::object`]).
    /// Only this crate can call it.
    #[doc(hidden)]
    fn for_each_object(&self, token: Token, f: impl FnMut(Object<'_>));
}

/// One kernel argument: a value of a [`CudaField`] type (integers, floats, `#[cuda_struct]` types, raw
/// `CUdeviceptr`s), a borrowed [`DeviceBuffer`], which the kernel receives as its device address, or a
/// view of one ([`DeviceSlice`], [`DeviceSliceMut`], by value or borrowed), received as the range's first
/// address. `&buf`, a `DeviceSlice` and `&DeviceSliceMut` are for a kernel that only reads; `&mut buf`,
/// a `DeviceSliceMut` and `&mut DeviceSliceMut` for one that writes. A borrowed [`ManagedBuffer`],
/// [`MappedBuffer`] or [`HostRegistration`] is received as its device address too, `&` to read and
/// `&mut` to write. A tiled tensor map ([`TensorMap`](crate::TensorMap), by value or borrowed, and a
/// borrowed [`TensorMapMut`](crate::TensorMapMut)) is received as the 128-byte map by value and orders
/// the buffer it addresses: `&mut TensorMapMut` for a kernel that stores through it, the others to
/// load. A `&`[`TextureObject`] (read) or `&mut`[`SurfaceObject`] (read and write) is received as its
/// 8-byte handle, and orders the launch as a use of the object's resource. Sealed: implemented here
/// for exactly those, and its methods are this crate's alone.
///
/// Each argument has a size, which a launch compares with the kernel's parameter (see
/// [`Function::launch`](crate::Function::launch)): a value's is its type's size (`size_of::<T>()`, 128 for a
/// [`CUtensorMap`](crate::sys::CUtensorMap)), a buffer's or a view's is 8, the size of the device
/// address the kernel receives, a tensor map's 128, and a texture's or surface's 8, the size of its
/// handle.
pub trait KernelArg {
    /// A copy of what the kernel receives, made on the launch's stack before the call, where the
    /// argument does not hold it itself (a buffer's address, which lives in the buffer's shared state).
    #[doc(hidden)]
    type Value: Copy;
    /// The copy, for [`param`](Self::param).
    #[doc(hidden)]
    fn value(&self, token: Token) -> Self::Value;
    /// The pointer to what the kernel receives: the argument itself, or `value`.
    #[doc(hidden)]
    fn param(&self, value: &Self::Value, token: Token) -> *mut c_void;
    /// The buffer, for a buffer argument.
    #[doc(hidden)]
    fn memory(&self, token: Token) -> Option<Memory<'_>>;
    /// The size in bytes of what the kernel receives: the parameter's size in the kernel's list.
    #[doc(hidden)]
    fn size(&self, token: Token) -> usize;
    /// The texture or surface object, for an object argument: the launch checks its context, and a
    /// graph that captures the launch holds it. Its resource is [`memory`](Self::memory).
    #[doc(hidden)]
    #[inline]
    fn object(&self, _token: Token) -> Option<Object<'_>> {
        None
    }
}

impl<T: CudaField> KernelArg for T {
    type Value = ();
    #[inline]
    fn value(&self, _: Token) {}
    #[inline]
    fn param(&self, _: &(), _: Token) -> *mut c_void {
        // The driver only reads through it.
        std::ptr::from_ref(self).cast_mut().cast()
    }
    #[inline]
    fn memory(&self, _: Token) -> Option<Memory<'_>> {
        None
    }
    #[inline]
    fn size(&self, _: Token) -> usize {
        size_of::<T>()
    }
}

/// What a buffer-like kernel argument stands for: the address the kernel receives, and the allocation
/// whose stream order the launch joins.
trait Addressed {
    fn address(&self) -> CUdeviceptr;
    fn order(&self, mode: Mode) -> Memory<'_>;
}

/// [`Addressed`] for owners whose address is their allocation's.
macro_rules! addressed_by_allocation {
    ($($ty:ty),+) => {$(
        impl<T> Addressed for $ty {
            #[inline]
            fn address(&self) -> CUdeviceptr {
                self.allocation().ptr
            }
            #[inline]
            fn order(&self, mode: Mode) -> Memory<'_> {
                Memory::with(self.allocation(), mode)
            }
        }
    )+};
}
addressed_by_allocation!(DeviceBuffer<T>);
#[cfg(feature = "host")]
addressed_by_allocation!(ManagedBuffer<T>, MappedBuffer<T>, HostRegistration<'_, T>);

/// Views: the range's first address, in their buffer's order.
macro_rules! addressed_view {
    ($($ty:ty),+) => {$(
        impl<T> Addressed for $ty {
            #[inline]
            fn address(&self) -> CUdeviceptr {
                self.ptr()
            }
            #[inline]
            fn order(&self, mode: Mode) -> Memory<'_> {
                Memory::with(self.tracked().0, mode)
            }
        }
    )+};
}
addressed_view!(DeviceSlice<'_, T>, DeviceSliceMut<'_, T>);

impl<A: Addressed> Addressed for &A {
    #[inline]
    fn address(&self) -> CUdeviceptr {
        (**self).address()
    }
    #[inline]
    fn order(&self, mode: Mode) -> Memory<'_> {
        (**self).order(mode)
    }
}

impl<A: Addressed> Addressed for &mut A {
    #[inline]
    fn address(&self) -> CUdeviceptr {
        (**self).address()
    }
    #[inline]
    fn order(&self, mode: Mode) -> Memory<'_> {
        (**self).order(mode)
    }
}

/// [`KernelArg`] for each way a buffer-like value is passed: a copy of its address on the launch's
/// stack, and its allocation as a use (`&` and a shared view read; `&mut` and a mutable view write).
macro_rules! addressed_arg {
    ($mode:expr => $($ty:ty),+) => {$(
        impl<T> KernelArg for $ty {
            type Value = CUdeviceptr;
            #[inline]
            fn value(&self, _: Token) -> CUdeviceptr {
                Addressed::address(self)
            }
            #[inline]
            fn param(&self, value: &CUdeviceptr, _: Token) -> *mut c_void {
                std::ptr::from_ref(value).cast_mut().cast()
            }
            #[inline]
            fn memory(&self, _: Token) -> Option<Memory<'_>> {
                Some(Addressed::order(self, $mode))
            }
            #[inline]
            fn size(&self, _: Token) -> usize {
                size_of::<CUdeviceptr>()
            }
        }
    )+};
}
addressed_arg!(
    Mode::Read =>
    &DeviceBuffer<T>,
    DeviceSlice<'_, T>,
    &DeviceSlice<'_, T>,
    &DeviceSliceMut<'_, T>
);
addressed_arg!(
    Mode::Write =>
    &mut DeviceBuffer<T>,
    DeviceSliceMut<'_, T>,
    &mut DeviceSliceMut<'_, T>
);
#[cfg(feature = "host")]
addressed_arg!(
    Mode::Read =>
    &ManagedBuffer<T>,
    &MappedBuffer<T>,
    &HostRegistration<'_, T>
);
#[cfg(feature = "host")]
addressed_arg!(
    Mode::Write =>
    &mut ManagedBuffer<T>,
    &mut MappedBuffer<T>,
    &mut HostRegistration<'_, T>
);

/// [`KernelArg`] for texture and surface objects: the kernel receives the 8-byte handle, and the
/// launch is a use of the object's resource (`&texture` to read; `&mut surface`, which may write).
macro_rules! object_arg {
    ($($ty:ty => $mode:expr),+) => {$(
        impl KernelArg for $ty {
            type Value = u64;
            #[inline]
            fn value(&self, _: Token) -> u64 {
                self.inner.raw
            }
            #[inline]
            fn param(&self, value: &u64, _: Token) -> *mut c_void {
                std::ptr::from_ref(value).cast_mut().cast()
            }
            #[inline]
            fn memory(&self, _: Token) -> Option<Memory<'_>> {
                Some(Memory::with(&self.inner.resource, $mode))
            }
            #[inline]
            fn size(&self, _: Token) -> usize {
                size_of::<u64>()
            }
            #[inline]
            fn object(&self, _: Token) -> Option<Object<'_>> {
                Some(Object(&self.inner))
            }
        }
    )+};
}
// A texture reads its resource; a surface writes its array (its reads are a write's too).
#[cfg(feature = "texture")]
object_arg!(&TextureObject<'_> => Mode::Read, &mut SurfaceObject<'_> => Mode::Write);

impl KernelArgs for () {
    #[inline]
    fn with_params<R>(
        &self,
        _: Token,
        f: impl FnOnce(*mut *mut c_void, &mut [Memory<'_>]) -> R,
    ) -> R {
        f(std::ptr::null_mut(), &mut [])
    }
    #[inline]
    fn with_sizes<R>(&self, _: Token, f: impl FnOnce(&[usize]) -> R) -> R {
        f(&[])
    }
    #[inline]
    fn for_each_object(&self, _: Token, _: impl FnMut(Object<'_>)) {}
}

macro_rules! kernel_args {
    ($($n:tt $t:ident),+) => {
        impl<$($t: KernelArg),+> KernelArgs for ($($t,)+) {
            #[inline]
            fn with_params<R>(
                &self,
                token: Token,
                f: impl FnOnce(*mut *mut c_void, &mut [Memory<'_>]) -> R,
            ) -> R {
                // Buffers' addresses copied to this stack frame: the driver reads the parameters here,
                // like a raw launch's, not in the buffers' shared state.
                let values = ($(self.$n.value(token),)+);
                let mut params = [$(self.$n.param(&values.$n, token)),+];
                let all = [$(self.$n.memory(token)),+];
                let Some(fill) = all.iter().flatten().next().copied() else {
                    return f(params.as_mut_ptr(), &mut []);
                };
                // As long as the tuple (filled from the front; the rest is not read).
                let mut list = [fill; [$($n),+].len()];
                let mut n = 0;
                for m in all.into_iter().flatten() {
                    list[n] = m;
                    n += 1;
                }
                f(params.as_mut_ptr(), &mut list[..n])
            }
            #[inline]
            fn with_sizes<R>(&self, token: Token, f: impl FnOnce(&[usize]) -> R) -> R {
                f(&[$(self.$n.size(token)),+])
            }
            #[inline]
            fn for_each_object(&self, token: Token, mut f: impl FnMut(Object<'_>)) {
                $(if let Some(o) = self.$n.object(token) { f(o) })+
            }
        }
    };
}
kernel_args!(0 A);
kernel_args!(0 A, 1 B);
kernel_args!(0 A, 1 B, 2 C);
kernel_args!(0 A, 1 B, 2 C, 3 D);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N, 14 O);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N, 14 O, 15 P);
