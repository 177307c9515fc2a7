//! The box a `#[cuda_struct]` keeps its fields in, so that no safe code, the declaring module's included,
//! can write one field of a pair that must change together.

/// A `#[cuda_struct]`'s fields. Not public API.
///
/// `#[cuda_struct]` declares the C fields on a hidden `#[repr(C)]` type and wraps it in `Sealed`, whose
/// field is private to this crate. Safe code may read the fields ([`get`](Self::get)) and copy or swap whole
/// values, but writing one field needs [`get_mut`](Self::get_mut), which is `unsafe`: the generated
/// setters use it, and keep the invariants the generated getters rely on (a `slice` pointer and its count
/// written together from one `&'a [T]`; every byte of a union initialised).
#[doc(hidden)]
#[repr(transparent)]
pub struct Sealed<T>(T);

impl<T: Copy> Clone for Sealed<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Copy> Copy for Sealed<T> {}

impl<T> Sealed<T> {
    /// The fields, to read.
    #[inline]
    pub const fn get(&self) -> &T {
        &self.0
    }

    /// The fields, to write.
    ///
    /// # Safety
    /// Whatever is written must keep the invariants of the `#[cuda_struct]` that holds `self`: a `slice`
    /// pointer and its count change only together, to a slice that lives for the struct's lifetime; a
    /// union's bytes stay initialised (write whole members, never a union literal).
    #[inline]
    pub unsafe fn get_mut(&mut self) -> &mut T {
        &mut self.0
    }
}
