//! A union's bytes stay initialised whatever safe code writes: `as_bytes()` and `==` read all of them
//! (Miri in CI reports any read of an uninitialised byte).

use downstream_author::{Dim3Ex, MyValue};

#[test]
fn writing_a_smaller_member_keeps_the_other_bytes() {
    let pattern: Vec<u8> = (1..=24).collect();
    let mut v = MyValue::from_bytes(&pattern).unwrap();
    v.set_word(0x0807_0605_0403_0201_u64.to_be());
    let mut expected = pattern.clone();
    expected[..8].copy_from_slice(&0x0807_0605_0403_0201_u64.to_be().to_ne_bytes());
    assert_eq!(v.as_bytes(), &expected[..]);
    v.dim_mut().set_x(0);
    expected[..4].fill(0);
    assert_eq!(v.as_bytes(), &expected[..]);
    assert_eq!(v, MyValue::from_bytes(&expected).unwrap());
}

#[test]
fn a_new_union_written_through_one_member_compares_by_every_byte() {
    let a = MyValue::new().with_dim(Dim3Ex::new().with_x(1));
    let b = MyValue::new().with_word(1u64.to_le());
    assert_eq!(a.as_bytes()[16..], [0; 8]);
    assert_eq!(a == b, cfg!(target_endian = "little"));
    assert_ne!(a, MyValue::new());
}
