//! Name lookup on every listed enum: `from_name`, `name()`, `from_raw`/`raw` and `Debug`, on arbitrary names
//! and arbitrary values. The first byte picks the enum; for `CUresult` the value is also printed as a
//! `DriverError`, which names a known code and prints an unknown one as its number.
//!
//! Properties: a name is found exactly when `VARIANTS` lists it, and the value found names itself back;
//! every value survives `from_raw(raw())`; `name()` is the first listed name of that value or `None`;
//! `Debug` prints the name, or `Type(value)` for a value this crate does not know.
#![no_main]

use cuda_driver::sys;
use cuda_driver::DriverError;
use cuda_struct::CudaEnum;
use libfuzzer_sys::fuzz_target;

fn check<E: CudaEnum + bytemuck::Pod>(data: &[u8]) {
    let size = std::mem::size_of::<E>();
    // Arbitrary bytes as a value: any bit pattern is one (the enums are open).
    if data.len() >= size {
        let v: E = bytemuck::pod_read_unaligned(&data[..size]);
        check_value(v);
    }
    // Arbitrary bytes as a name.
    if let Ok(name) = std::str::from_utf8(data) {
        check_name::<E>(name);
    }
    // A listed name, edited by the input: found exactly when the edit left it unchanged.
    if let Some((&pick, edit)) = data.split_first() {
        if let Some(&(listed, _)) = E::VARIANTS.get(usize::from(pick) % E::VARIANTS.len().max(1)) {
            let mut name = listed.as_bytes().to_vec();
            for pair in edit.chunks(2) {
                let at = usize::from(pair[0]) % (name.len() + 1);
                match pair.get(1) {
                    Some(&b) if at < name.len() => name[at] = b,
                    Some(&b) => name.push(b),
                    None => name.truncate(at),
                }
            }
            if let Ok(name) = std::str::from_utf8(&name) {
                check_name::<E>(name);
            }
        }
    }
}

fn check_name<E: CudaEnum>(name: &str) {
    let listed = E::VARIANTS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v);
    let found = E::from_name(name);
    assert_eq!(found, listed, "{}::from_name({name:?})", E::C_NAME);
    if let Some(v) = found {
        let back = v.name().expect("a listed value has a name");
        assert_eq!(
            E::from_name(back),
            Some(v),
            "{}: {name} -> {back}",
            E::C_NAME
        );
        check_value(v);
    }
}

fn check_value<E: CudaEnum>(v: E) {
    assert_eq!(E::from_raw(v.raw()), v, "{}: from_raw(raw())", E::C_NAME);
    let first = E::VARIANTS.iter().find(|(_, x)| *x == v).map(|&(n, _)| n);
    assert_eq!(v.name(), first, "{}::name({v:?})", E::C_NAME);
    let dbg = format!("{v:?}");
    match v.name() {
        Some(n) => {
            assert_eq!(dbg, n);
            assert_eq!(E::from_name(n), Some(v));
        }
        None if E::FLAGS => {
            // A bit set no constant names prints as the constants it contains and the rest in hex.
            assert!(!dbg.is_empty(), "{}: empty Debug", E::C_NAME);
            for part in dbg.split(" | ") {
                assert!(
                    E::from_name(part).is_some()
                        || part
                            .strip_prefix("0x")
                            .is_some_and(|h| u64::from_str_radix(h, 16).is_ok()),
                    "{}: {dbg:?} has a part that is neither a constant nor hex: {part:?}",
                    E::C_NAME
                );
            }
        }
        None => assert_eq!(dbg, format!("{}({:?})", E::C_NAME, v.raw())),
    }
}

fn check_result(data: &[u8]) {
    let Some(raw) = data.get(..4) else { return };
    let code = sys::CUresult::from_raw(u32::from_le_bytes(raw.try_into().unwrap()));
    match DriverError::check("cuFuzz", code) {
        Ok(()) => assert_eq!(code, sys::CUresult::CUDA_SUCCESS),
        Err(e) => {
            let msg = e.to_string();
            assert_eq!(e.code(), Some(code));
            assert!(msg.starts_with("cuFuzz: "), "{msg}");
            match code.name() {
                Some(n) => assert!(
                    msg.contains(n) && msg.contains(&format!("({})", code.raw())),
                    "{msg}"
                ),
                None => assert!(
                    msg.contains(&format!("unknown CUresult {}", code.raw())),
                    "{msg}"
                ),
            }
        }
    }
}

macro_rules! dispatch {
    ($($t:ident),* $(,)?) => {
        fn run(selector: u8, data: &[u8]) {
            const CHECKS: &[fn(&[u8])] = &[$(check::<sys::$t>),*, check_result];
            CHECKS[usize::from(selector) % CHECKS.len()](data);
        }
    };
}
cuda_driver::for_each_enum!(dispatch);

fuzz_target!(|input: &[u8]| {
    if let Some((&selector, data)) = input.split_first() {
        run(selector, data);
    }
});
