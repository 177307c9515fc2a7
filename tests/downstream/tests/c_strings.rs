//! `[c_char; N]` fields: the string accessors and `Debug` as text.

use core::ffi::{c_char, c_uint};

use cuda_struct::cuda_struct;

/// `struct { char name[8]; unsigned id; }`.
#[cuda_struct(size = 12, align = 4)]
pub struct Named {
    pub name: [c_char; 8],
    pub id: c_uint,
}

/// The same text in a union member.
#[cuda_struct(size = 8)]
pub union Label {
    pub text: [c_char; 8],
    pub word: u64,
}

fn chars<const N: usize>(bytes: &[u8]) -> [c_char; N] {
    let mut out = [0; N];
    for (o, &b) in out.iter_mut().zip(bytes) {
        *o = b as c_char;
    }
    out
}

#[test]
fn the_c_str_is_the_text_up_to_the_nul() {
    let n = Named::new().with_name(chars(b"H100\0")).with_id(3);
    assert_eq!(n.name_c_str().unwrap().to_str(), Ok("H100"));
    assert_eq!(n.name_lossy().to_string(), "H100");
    assert_eq!(format!("{n:?}"), r#"Named { name: "H100", id: 3 }"#);
    // Bytes after the NUL: the accessors still read up to it; `Debug` shows the bytes.
    let junk = Named::new().with_name(chars(b"H1\0junk"));
    assert_eq!(junk.name_c_str().unwrap().to_str(), Ok("H1"));
    assert!(format!("{junk:?}").starts_with("Named { name: [72, 49, 0, 106,"));
}

#[test]
fn a_name_without_nul_is_an_error_and_prints_whole() {
    let n = Named::new().with_name(chars(b"ABCDEFGH"));
    let err = n.name_c_str().unwrap_err();
    assert_eq!(err.len, 8);
    assert_eq!(n.name_lossy().to_string(), "ABCDEFGH");
    // Not a C string: `Debug` shows the bytes, as for binary arrays such as a UUID's.
    assert_eq!(
        format!("{n:?}"),
        "Named { name: [65, 66, 67, 68, 69, 70, 71, 72], id: 0 }"
    );
}

#[test]
fn bytes_that_are_not_utf8_print_as_replacement_characters() {
    let n = Named::new().with_name(chars(b"G\xffU\0"));
    assert!(n.name_c_str().unwrap().to_str().is_err());
    assert_eq!(n.name_lossy().to_string(), "G\u{fffd}U");
    assert!(format!("{n:?}").starts_with("Named { name: [71, "));
}

#[test]
fn a_union_member_reads_the_same() {
    let l = Label::new().with_text(chars(b"sm_90\0"));
    assert_eq!(l.text_c_str().unwrap().to_bytes(), b"sm_90");
    assert!(format!("{l:?}").contains(r#"text: "sm_90""#));
}
