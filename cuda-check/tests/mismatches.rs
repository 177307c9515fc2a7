//! The check on a header declared wrongly on purpose (`c/shapes.h`): each mistake is one mismatch, named,
//! with the Rust and the C side; the same declarations made right pass.
#![allow(non_camel_case_types, missing_docs)] // C names, and test declarations with no API to document

use core::ffi::c_void;

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct, MissingFunction, Status};
use cuda_struct_check::{Check, Header, Mismatch, Report};

/// `SHAPE_TRIANGLE` left out, `SHAPE_SQUARE` numbered 2.
#[cuda_enum]
pub enum shapeKind {
    SHAPE_CIRCLE = 0,
    SHAPE_SQUARE = 2,
}

/// `x` and `y` swapped.
#[cuda_struct]
pub struct shapePoint {
    pub y: i32,
    pub x: i32,
}

/// Right: a Rust-only padding field would be checked against C's gap; here C names it.
#[cuda_struct]
pub struct shapeBox {
    pub flags: u32,
    pub reserved: u32,
    pub area: u64,
}

/// `shapeBox` with C's `reserved` member as Rust-only padding: right in `fits`, 8 bytes too wide in `wide`.
mod padding {
    pub mod fits {
        #[cuda_struct::cuda_struct]
        pub struct shapeBox {
            pub flags: u32,
            #[cuda(reserved)]
            _pad: u32,
            pub area: u64,
        }
    }
    pub mod wide {
        #[cuda_struct::cuda_struct]
        pub struct shapeBox {
            pub flags: u32,
            #[cuda(reserved)]
            _pad: [u32; 3],
            pub area: u64,
        }
    }
}

#[cuda_handle]
pub struct shapeHandle(*mut c_void);

#[cuda_enum]
pub enum shapeStatus {
    SHAPE_OK = 0,
    SHAPE_ERROR = 1,
}

impl Status for shapeStatus {
    type Error = MissingFunction;
    fn check(self, _call: &'static str) -> Result<(), MissingFunction> {
        Ok(())
    }
}

cuda_struct::functions! {
    /// `shapeArea` takes `*mut f32` where C has `double *`; `shapeCount` is right.
    pub struct Functions -> shapeStatus;
    /// The area.
    fn shapeArea(shape: shapeHandle, area: *mut f32);
    /// The number of points.
    fn shapeCount(shape: shapeHandle, count: *mut u32);
}

fn header() -> Header {
    Header::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/c/shapes.h"))
}

fn run(check: Check) -> Report {
    check.run().expect("the check runs")
}

fn find<'r>(report: &'r Report, item: &str, what: &str) -> &'r Mismatch {
    report
        .mismatches
        .iter()
        .find(|m| m.item == item && m.what == what)
        .unwrap_or_else(|| panic!("no `{item}: {what}` in\n{report}"))
}

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn swapped_fields_are_two_offsets_with_both_numbers() {
    let report = run(Check::new(header()).structure::<shapePoint>());
    let y = find(&report, "shapePoint.y", "offset");
    assert_eq!((y.rust.as_str(), y.c.as_str()), ("0", "4"));
    let x = find(&report, "shapePoint.x", "offset");
    assert_eq!((x.rust.as_str(), x.c.as_str()), ("4", "0"));
    assert_eq!(report.mismatches.len(), 2, "{report}");
}

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn a_wrong_value_and_a_missing_enumerator_are_each_named() {
    let report = run(Check::new(header()).enumeration::<shapeKind>());
    let value = find(&report, "shapeKind::SHAPE_SQUARE", "value");
    assert_eq!((value.rust.as_str(), value.c.as_str()), ("2", "1"));
    let missing = find(&report, "shapeKind", "enumerators");
    assert!(missing.rust.contains("SHAPE_TRIANGLE"), "{missing}");
    assert_eq!(report.mismatches.len(), 2, "{report}");
}

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn a_wrong_parameter_type_is_the_prototype_with_the_compilers_words() {
    let report = run(Check::new(header())
        .handle::<shapeHandle>()
        .enumeration::<shapeStatus>()
        .functions::<Functions>());
    let proto = find(&report, "shapeArea", "prototype");
    assert_eq!(proto.rust, "shapeStatus (shapeHandle, float *)");
    assert!(proto.c.contains("incompatible"), "{proto}");
    assert_eq!(report.mismatches.len(), 1, "{report}");
}

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn an_item_the_header_lacks_and_a_constant_are_checked() {
    let report = run(Check::new(header())
        .constant("SHAPE_MAX_POINTS", "usize", "15")
        .constant("SHAPE_MIN_POINTS", "usize", "3"));
    let max = find(&report, "SHAPE_MAX_POINTS", "value");
    assert_eq!((max.rust.as_str(), max.c.as_str()), ("15", "16"));
    let absent = find(&report, "SHAPE_MIN_POINTS", "missing");
    assert!(absent.c.contains("SHAPE_MIN_POINTS"), "{absent}");
}

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn right_declarations_pass() {
    let report = run(Check::new(header())
        .structure::<shapeBox>()
        .handle::<shapeHandle>()
        .enumeration::<shapeStatus>()
        .constant("SHAPE_MAX_POINTS", "usize", "16"));
    assert!(report.is_ok(), "{report}");
    // shapeBox, its 3 fields, the handle, the enum, its 2 constants, the define, completeness.
    assert_eq!(report.checked, 10, "{report}");
}

#[test]
#[should_panic(expected = "shapePoint.y: offset: Rust 0, C 4")]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn assert_panics_listing_each_mismatch() {
    Check::new(header()).structure::<shapePoint>().assert();
}

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn rust_only_padding_must_fill_the_gap_c_leaves() {
    let fits = run(Check::new(header()).structure::<padding::fits::shapeBox>());
    assert!(fits.is_ok(), "{fits}");
    let wide = run(Check::new(header()).structure::<padding::wide::shapeBox>());
    let gap = find(
        &wide,
        "shapeBox._pad",
        "Rust-only padding between flags and area",
    );
    assert_eq!(
        (gap.rust.as_str(), gap.c.as_str()),
        ("fills 4..16", "leaves 4..8")
    );
    find(&wide, "shapeBox.area", "offset");
}
