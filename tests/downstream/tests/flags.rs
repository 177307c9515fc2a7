//! `#[cuda_enum(flags)]` as a downstream author uses it: combining, testing and printing bits.

use cuda_struct::{CudaEnum, CudaField};
use downstream_author::{MyOpenFlags as F, MyWideFlags as W};

#[test]
fn or_and_xor_combine_bits() {
    let rw = F::MY_OPEN_READ | F::MY_OPEN_WRITE;
    assert_eq!(rw.bits(), 0x3);
    assert_eq!(rw, F::MY_OPEN_READ_WRITE);
    assert_eq!((rw & F::MY_OPEN_WRITE).bits(), 0x2);
    assert_eq!((rw ^ F::MY_OPEN_READ).bits(), 0x2);
    let mut f = F::empty();
    f |= F::MY_OPEN_SHARED;
    f |= F::MY_OPEN_READ;
    assert_eq!(f.bits(), 0x11);
    f &= F::MY_OPEN_SHARED;
    assert_eq!(f.bits(), 0x10);
    f ^= F::MY_OPEN_READ_WRITE;
    assert_eq!(f.bits(), 0x13);
}

#[test]
fn contains_means_every_bit_of_the_argument() {
    let f = F::MY_OPEN_READ | F::MY_OPEN_SHARED;
    assert!(f.contains(F::MY_OPEN_READ));
    assert!(f.contains(F::MY_OPEN_SHARED | F::MY_OPEN_READ));
    assert!(!f.contains(F::MY_OPEN_READ_WRITE));
    assert!(f.intersects(F::MY_OPEN_READ_WRITE));
    assert!(!f.intersects(F::MY_OPEN_WRITE));
    assert!(f.contains(F::empty()));
}

#[test]
fn empty_is_zero_and_default() {
    assert!(F::empty().is_empty());
    assert_eq!(F::empty().bits(), 0);
    assert_eq!(F::empty(), F::MY_OPEN_DEFAULT);
    assert_eq!(F::default(), F::empty());
    assert!(!F::MY_OPEN_READ.is_empty());
}

#[test]
fn all_is_every_known_bit() {
    assert_eq!(F::all().bits(), 0x13);
    assert_eq!(W::all().bits(), 0x8000_0000_0000_0001);
}

#[test]
fn difference_insert_and_remove_clear_only_the_named_bits() {
    let f = F::MY_OPEN_READ_WRITE | F::MY_OPEN_SHARED;
    assert_eq!(f.difference(F::MY_OPEN_WRITE).bits(), 0x11);
    let unknown = F::from_bits_retain(0x100);
    assert_eq!(
        (f | unknown).difference(F::MY_OPEN_READ_WRITE).bits(),
        0x110
    );
    let mut g = F::MY_OPEN_READ;
    g.insert(F::MY_OPEN_SHARED);
    assert_eq!(g.bits(), 0x11);
    g.remove(F::MY_OPEN_READ_WRITE);
    assert_eq!(g.bits(), 0x10);
    assert_eq!(g.union(F::MY_OPEN_READ).bits(), 0x11);
    assert_eq!(g.intersection(F::MY_OPEN_READ), F::empty());
    assert_eq!(g.symmetric_difference(F::MY_OPEN_SHARED), F::empty());
}

#[test]
fn unknown_bits_are_kept() {
    let f = F::from_bits_retain(0x8000_0001);
    assert_eq!(f.bits(), 0x8000_0001);
    assert_eq!(f.raw(), f.bits());
    assert_eq!(F::from_raw(0x8000_0001), f);
    assert!(f.contains(F::MY_OPEN_READ));
}

#[test]
fn debug_names_each_known_bit_and_prints_the_rest_in_hex() {
    assert_eq!(format!("{:?}", F::MY_OPEN_DEFAULT), "MY_OPEN_DEFAULT");
    assert_eq!(
        format!("{:?}", F::MY_OPEN_READ | F::MY_OPEN_WRITE),
        "MY_OPEN_READ_WRITE"
    );
    assert_eq!(
        format!("{:?}", F::MY_OPEN_READ | F::MY_OPEN_SHARED),
        "MY_OPEN_READ | MY_OPEN_SHARED"
    );
    assert_eq!(
        format!("{:?}", F::MY_OPEN_SHARED | F::from_bits_retain(0x300)),
        "MY_OPEN_SHARED | 0x300"
    );
    assert_eq!(
        format!("{:?}", W::MY_WIDE_TOP | W::MY_WIDE_LOW),
        "MY_WIDE_LOW | MY_WIDE_TOP"
    );
    assert_eq!(format!("{:?}", W::empty()), "0x0");
}

#[test]
fn a_flag_set_is_a_cuda_enum_and_a_field() {
    fn field<T: CudaField>() {}
    field::<F>();
    assert_eq!(<F as CudaEnum>::C_NAME, "MyOpenFlags");
    assert_eq!(<F as CudaEnum>::VARIANTS.len(), 5);
    fn is_flags<E: CudaEnum>() -> bool {
        E::FLAGS
    }
    assert!(is_flags::<F>(), "a flags enum says it is a bit set");
    assert_eq!(core::mem::size_of::<W>(), 8);
    let collected: F = [F::MY_OPEN_READ, F::MY_OPEN_SHARED].into_iter().collect();
    assert_eq!(collected.bits(), 0x11);
}

#[test]
fn set_operations_are_const() {
    const RW: F = F::MY_OPEN_READ.union(F::MY_OPEN_WRITE);
    const HAS: [bool; 2] = [RW.contains(F::MY_OPEN_READ), RW.contains(F::MY_OPEN_SHARED)];
    assert_eq!(RW, F::MY_OPEN_READ_WRITE);
    assert_eq!(HAS, [true, false]);
}
