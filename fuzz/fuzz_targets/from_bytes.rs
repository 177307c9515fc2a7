//! `from_bytes` of every listed struct and union: the first byte picks the type (and, with its high bit,
//! fits the rest to the type's size so that the `Ok` path is reached often), the rest are the bytes.
//!
//! Properties: a wrong length is `SizeError { expected: size_of, actual: len }`; the right length gives a
//! value whose `as_bytes()` are the input, equal to itself, that `from_bytes` rebuilds from its own bytes
//! and whose `Debug` and `CudaStruct` metadata work on any bit pattern.
#![no_main]

use std::fmt::Debug;

use cuda_driver::sys;
use cuda_struct::{CudaStruct, SizeError};
use libfuzzer_sys::fuzz_target;

fn check<T: CudaStruct + Debug + PartialEq>(
    data: &[u8],
    fit: bool,
    from_bytes: fn(&[u8]) -> Result<T, SizeError>,
    as_bytes: fn(&T) -> &[u8],
) {
    let mut owned;
    let bytes = if fit {
        owned = data.to_vec();
        owned.resize(T::SIZE, 0xa5);
        &owned[..]
    } else {
        data
    };
    match from_bytes(bytes) {
        Ok(v) => {
            assert_eq!(bytes.len(), T::SIZE, "{}", T::C_NAME);
            assert_eq!(
                as_bytes(&v),
                bytes,
                "{}: as_bytes differs from the input",
                T::C_NAME
            );
            // Equality is byte-wise: it holds even for a NaN in a float field.
            #[allow(clippy::eq_op)]
            let reflexive = v == v;
            assert!(reflexive, "{}: a value is not equal to itself", T::C_NAME);
            assert_eq!(from_bytes(as_bytes(&v)), Ok(v), "{}", T::C_NAME);
            let dbg = format!("{v:?}");
            assert!(!dbg.is_empty());
            // The same bytes at an odd address: from_bytes needs no alignment.
            let mut shifted = vec![0u8; bytes.len() + 1];
            shifted[1..].copy_from_slice(bytes);
            assert_eq!(
                from_bytes(&shifted[1..]),
                Ok(v),
                "{}: misaligned input",
                T::C_NAME
            );
        }
        Err(e) => {
            assert_ne!(
                bytes.len(),
                T::SIZE,
                "{}: refused the right length",
                T::C_NAME
            );
            assert_eq!(
                e,
                SizeError {
                    expected: T::SIZE,
                    actual: bytes.len()
                }
            );
            let msg = e.to_string();
            assert!(
                msg.contains(&T::SIZE.to_string()) && msg.contains(&bytes.len().to_string()),
                "{msg}"
            );
        }
    }
    // The layout table covers the type: every byte belongs to a field, none lies past the end.
    for f in T::FIELDS {
        assert!(f.offset + f.size <= T::SIZE, "{}.{}", T::C_NAME, f.name);
    }
}

macro_rules! dispatch {
    ($($t:ident),* $(,)?) => {
        fn run(selector: u8, data: &[u8]) {
            const CHECKS: &[fn(&[u8], bool)] = &[
                $(|d, fit| check::<sys::$t>(d, fit, sys::$t::from_bytes, sys::$t::as_bytes)),*
            ];
            let fit = selector & 0x80 != 0;
            CHECKS[usize::from(selector & 0x7f) % CHECKS.len()](data, fit);
        }
    };
}
cuda_driver::for_each_struct!(dispatch);

fuzz_target!(|input: &[u8]| {
    if let Some((&selector, data)) = input.split_first() {
        run(selector, data);
    }
});
