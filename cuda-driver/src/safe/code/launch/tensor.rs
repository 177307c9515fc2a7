//! Tensor maps as kernel arguments: the kernel receives the 128-byte map by value (a
//! `const __grid_constant__ CUtensorMap` parameter), and the launch joins the order of the buffer the
//! map addresses, as a buffer argument does. `&TensorMapMut` and `TensorMap` read; `&mut TensorMapMut`
//! writes (its borrow of the buffer is exclusive either way).

use std::ffi::c_void;

use crate::sys::CUtensorMap;
use crate::{TensorMap, TensorMapMut};

use super::{KernelArg, Token};
use crate::safe::order::allocation::Memory;
use crate::safe::order::mode::Mode;

/// What a tensor-map argument stands for: the map the kernel receives and the buffer it addresses.
trait Mapped {
    fn map(&self) -> &TensorMap<'_>;
}

impl Mapped for TensorMap<'_> {
    #[inline]
    fn map(&self) -> &TensorMap<'_> {
        self
    }
}

impl Mapped for TensorMapMut<'_> {
    #[inline]
    fn map(&self) -> &TensorMap<'_> {
        TensorMapMut::map(self)
    }
}

/// [`KernelArg`] for each way a map is passed: a pointer to the map itself (it lives in the argument,
/// which outlives the call), its buffer as the use: a write through `&mut TensorMapMut`, a read
/// otherwise.
macro_rules! mapped_arg {
    ($($ty:ty => $mode:expr),+) => {$(
        impl KernelArg for $ty {
            type Value = ();
            #[inline]
            fn value(&self, _: Token) {}
            #[inline]
            fn param(&self, _: &(), _: Token) -> *mut c_void {
                // The driver only reads through it, 128 bytes.
                std::ptr::from_ref::<CUtensorMap>(Mapped::map(self).raw()).cast_mut().cast()
            }
            #[inline]
            fn memory(&self, _: Token) -> Option<Memory<'_>> {
                Some(Memory::with(Mapped::map(self).memory().0, $mode))
            }
            #[inline]
            fn size(&self, _: Token) -> usize {
                size_of::<CUtensorMap>()
            }
        }
    )+};
}
mapped_arg!(
    TensorMap<'_> => Mode::Read,
    &TensorMap<'_> => Mode::Read,
    &TensorMapMut<'_> => Mode::Read,
    &mut TensorMapMut<'_> => Mode::Write
);

impl<M: Mapped> Mapped for &M {
    #[inline]
    fn map(&self) -> &TensorMap<'_> {
        (**self).map()
    }
}

impl<M: Mapped> Mapped for &mut M {
    #[inline]
    fn map(&self) -> &TensorMap<'_> {
        (**self).map()
    }
}
