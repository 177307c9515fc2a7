//! A `*mut` slice field is an out-buffer the C function writes through: the setter takes `&'a mut [T]`,
//! so the pointer C receives may write (a pointer from a shared borrow may not: Miri reports the write).

use cuda_struct::cuda_struct;

/// A C struct naming a buffer the callee fills: `unsigned *out; unsigned count;`.
#[cuda_struct(size = 16, align = 8)]
pub struct Fill<'a> {
    #[cuda(slice(len = count))]
    pub out: *mut u32,
    pub count: u32,
    #[cuda(reserved)]
    pad: u32,
}

/// Stands in for a C function `void fill(const struct Fill *)` that writes `i * 10` to element `i`: it
/// reads the struct as C does, by offsets, not through the accessors.
///
/// # Safety
/// `fill` points to a `Fill` whose `out` is null or points to `count` writable elements.
unsafe extern "C" fn fill(fill: *const Fill<'_>) {
    // SAFETY: `out` is the first field and `count` follows it (the layout the size assert pins).
    let (out, count) = unsafe {
        (
            fill.cast::<*mut u32>().read(),
            fill.cast::<u8>().add(8).cast::<u32>().read(),
        )
    };
    for i in 0..count as usize {
        // SAFETY: the caller's promise: `count` writable elements.
        unsafe { out.add(i).write(u32::try_from(i).unwrap() * 10) };
    }
}

#[test]
fn a_c_function_writes_through_a_mut_slice_field() {
    let mut buffer = [7u32; 4];
    {
        let f = Fill::new().with_out(&mut buffer).unwrap();
        assert_eq!(f.count(), 4);
        // SAFETY: `f.out` points to the four elements of `buffer`, borrowed mutably for `f`'s lifetime.
        unsafe { fill(f.as_ptr()) };
    }
    assert_eq!(buffer, [0, 10, 20, 30]);
}

#[test]
fn the_getter_reads_what_the_setter_stored() {
    let mut buffer = [1u32, 2, 3];
    let mut f = Fill::new();
    f.set_out(&mut buffer).unwrap();
    assert_eq!(f.out(), &[1, 2, 3]);
    assert_eq!(f.count(), 3);
}
