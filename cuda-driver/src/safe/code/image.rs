//! What a module image is, decided before the driver sees it.
//!
//! `cuModuleLoadDataEx` takes a pointer and no length: the driver tells PTX from a binary by its first
//! bytes and, for a binary, reads as far as the image's own headers say. So a safe loader must never hand
//! it bytes it would take for a binary unless those headers stay inside the bytes we own: a four-byte
//! `"\x7fELF"` would otherwise make the driver read an ELF header (64 bytes) and the section table it
//! names out of a 16-byte heap buffer. This module checks extents: of an ELF, its header, program and
//! section headers and section contents; of a fatbin, its outer header and the header and payload of
//! every entry it declares, walked to its declared end. What lies inside a well-sized image (the fields
//! of an entry header past its sizes, an entry's payload, compressed or not) is the driver's to
//! validate, as PTX text is its compiler's.

use std::ffi::c_void;

use crate::sys::CUjit_option;
use crate::{DriverError, Error};

/// The ELF magic that starts a CUBIN.
const ELF_MAGIC: &[u8] = b"\x7fELF";
/// The magic that starts a fatbin (`0xBA55ED50`, little-endian).
const FATBIN_MAGIC: &[u8] = &[0x50, 0xED, 0x55, 0xBA];
/// The magic of the runtime's fatbin *wrapper* (`0x466243B1`, little-endian), a struct that holds a
/// pointer to the fatbin rather than the fatbin: never an image of ours.
const WRAPPER_MAGIC: &[u8] = &[0xB1, 0x43, 0x62, 0x46];

/// How the driver will read an image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ImageKind {
    /// Text, read up to its NUL (which the loader appends).
    Ptx,
    /// A CUBIN or fatbin whose headers lie inside the image.
    Binary,
}

fn bad(what: &str) -> Error {
    Error::InvalidArgument(format!("module image: {what}"))
}

fn u16_at(b: &[u8], at: usize) -> Option<u64> {
    let bytes = b.get(at..at.checked_add(2)?)?;
    Some(u64::from(u16::from_le_bytes([bytes[0], bytes[1]])))
}

fn u32_at(b: &[u8], at: usize) -> Option<u64> {
    let bytes: [u8; 4] = b.get(at..at.checked_add(4)?)?.try_into().ok()?;
    Some(u64::from(u32::from_le_bytes(bytes)))
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    let bytes: [u8; 8] = b.get(at..at.checked_add(8)?)?.try_into().ok()?;
    Some(u64::from_le_bytes(bytes))
}

/// Whether `offset + count * size` bytes fit in `len`, without overflow.
fn fits(offset: u64, count: u64, size: u64, len: usize) -> bool {
    count
        .checked_mul(size)
        .and_then(|n| n.checked_add(offset))
        .is_some_and(|end| end <= len as u64)
}

/// A 64-bit little-endian ELF whose header, program headers, section headers and section contents all
/// lie inside `b`.
fn check_elf(b: &[u8]) -> Result<(), Error> {
    const HEADER: usize = 64;
    const SHT_NOBITS: u64 = 8;
    if b.len() < HEADER {
        return Err(bad(&format!(
            "an ELF (CUBIN) image of {} bytes is shorter than its 64-byte header",
            b.len()
        )));
    }
    if b[4] != 2 || b[5] != 1 {
        return Err(bad(
            "a CUBIN is a 64-bit little-endian ELF; this ELF is not",
        ));
    }
    let field = |at| u64_at(b, at).ok_or_else(|| bad("truncated ELF header"));
    let half = |at| u16_at(b, at).ok_or_else(|| bad("truncated ELF header"));
    let (phoff, shoff) = (field(0x20)?, field(0x28)?);
    let (phentsize, phnum) = (half(0x36)?, half(0x38)?);
    let (shentsize, shnum) = (half(0x3A)?, half(0x3C)?);
    if phnum > 0 && (phentsize < 56 || !fits(phoff, phnum, phentsize, b.len())) {
        return Err(bad("the ELF program headers lie outside the image"));
    }
    if shnum > 0 && (shentsize < 64 || !fits(shoff, shnum, shentsize, b.len())) {
        return Err(bad("the ELF section headers lie outside the image"));
    }
    for i in 0..phnum {
        let at = (phoff + i * phentsize) as usize;
        let (offset, size) = (field(at + 0x08)?, field(at + 0x20)?);
        if !fits(offset, 1, size, b.len()) {
            return Err(bad(&format!("ELF segment {i} lies outside the image")));
        }
    }
    for i in 0..shnum {
        let at = (shoff + i * shentsize) as usize;
        let kind = u32_at(b, at + 4).ok_or_else(|| bad("truncated ELF section header"))?;
        let (offset, size) = (field(at + 0x18)?, field(at + 0x20)?);
        if kind != SHT_NOBITS && !fits(offset, 1, size, b.len()) {
            return Err(bad(&format!("ELF section {i} lies outside the image")));
        }
    }
    Ok(())
}

/// A fatbin whose outer header, entry headers and entry payloads all lie inside the region its outer
/// header declares, and that region inside `b`.
///
/// The outer header holds a `u16` header size at 6 (at least 16) and a `u64` size at 8: the entries fill
/// `[header, header + size)` back to back. Each entry starts with a header of its own: `u16` kind,
/// `u16` version, a `u32` entry-header size at 4 (at least 16, our fixed part), a `u64` payload size at
/// 8, then fields we do not read; its payload follows the entry header, and the next entry follows the
/// payload. The walk must end exactly at the declared end: a tail too short for an entry header, or an
/// entry header or payload that crosses the end (overflowing or not), is refused. A region of no entries
/// passes: it holds nothing to read past, and whether it is a module is the driver's call.
///
/// Not checked, so the driver's to validate: the fields past an entry header's first 16 bytes (offsets of
/// its name and options, the compressed and decompressed sizes) and the payload itself. A payload ELF is
/// not put through [`check_elf`]: whether a payload is compressed is told by flag bits that NVIDIA does
/// not document (and that changed with the compressor), and refusing a compressed payload that happens
/// to begin like an ELF would refuse a valid image.
fn check_fatbin(b: &[u8]) -> Result<(), Error> {
    /// The part of an entry header read here: kind, version, header size, payload size.
    const ENTRY_FIXED: u64 = 16;
    let header = u16_at(b, 6).ok_or_else(|| bad("truncated fatbin header"))?;
    let size = u64_at(b, 8).ok_or_else(|| bad("truncated fatbin header"))?;
    if header < 16 || !fits(header, 1, size, b.len()) {
        return Err(bad(&format!(
            "the fatbin header declares {header} + {size} bytes but the image holds {}",
            b.len()
        )));
    }
    // `fits` held: `header + size <= b.len()`, so no offset up to `end` overflows or leaves `b`.
    let end = header + size;
    let (mut at, mut index) = (header, 0u64);
    while at < end {
        let left = end - at;
        if left < ENTRY_FIXED {
            return Err(bad(&format!(
                "fatbin entry {index} at offset {at}: its {ENTRY_FIXED}-byte header runs past the \
                 fatbin's end at {end} ({left} bytes left)"
            )));
        }
        let field = |offset: u64, read: fn(&[u8], usize) -> Option<u64>| {
            usize::try_from(at + offset)
                .ok()
                .and_then(|i| read(b, i))
                .ok_or_else(|| bad(&format!("truncated header of fatbin entry {index}")))
        };
        let (entry_header, payload) = (field(4, u32_at)?, field(8, u64_at)?);
        if entry_header < ENTRY_FIXED {
            return Err(bad(&format!(
                "fatbin entry {index} at offset {at} declares a {entry_header}-byte header, shorter \
                 than the {ENTRY_FIXED} bytes of its fixed fields"
            )));
        }
        if entry_header > left {
            return Err(bad(&format!(
                "fatbin entry {index} at offset {at} declares a {entry_header}-byte header but only \
                 {left} bytes remain before the fatbin's end at {end}"
            )));
        }
        let start = at + entry_header;
        at = start
            .checked_add(payload)
            .filter(|&next| next <= end)
            .ok_or_else(|| {
                bad(&format!(
                    "fatbin entry {index} declares a payload of {payload} bytes at offset {start}, \
                     past the fatbin's end at {end}"
                ))
            })?;
        index += 1;
    }
    Ok(())
}

/// How the driver will read `image`, refusing what it would read past the end of.
pub(crate) fn classify(image: &[u8]) -> Result<ImageKind, Error> {
    if image.starts_with(ELF_MAGIC) {
        check_elf(image)?;
        return Ok(ImageKind::Binary);
    }
    if image.starts_with(FATBIN_MAGIC) {
        check_fatbin(image)?;
        return Ok(ImageKind::Binary);
    }
    if image.starts_with(WRAPPER_MAGIC) {
        return Err(bad(
            "a fatbin wrapper (magic 0x466243B1) holds a pointer, not an image; pass the fatbin itself",
        ));
    }
    let text = image.strip_suffix(b"\0").unwrap_or(image);
    if let Some(at) = text.iter().position(|&b| b == 0) {
        return Err(Error::InvalidArgument(format!(
            "PTX text has a NUL byte at {at}"
        )));
    }
    Ok(ImageKind::Ptx)
}

/// The two JIT options every load asks for: where to write the error log, and its size.
pub(crate) type JitOptions = [CUjit_option; 2];
/// Their values, in the driver's pointer-sized slots.
pub(crate) type JitValues = [*mut c_void; 2];

/// Loads `image` with `load` (a driver loader that takes JIT options: `cuModuleLoadDataEx`,
/// `cuLibraryLoadData`): refuses what [`classify`] refuses, hands the driver an owned 8-byte-aligned
/// copy with a NUL after it (PTX gets its terminator, binaries the alignment their headers are read
/// with), and asks for the JIT error log, which a failed load returns as [`Error::Jit`].
pub(crate) fn load<T>(
    image: &[u8],
    load: impl FnOnce(*const c_void, &mut JitOptions, &mut JitValues) -> Result<T, DriverError>,
) -> Result<T, Error> {
    // Refuses bytes the driver would read past the end of (a truncated or forged binary header).
    classify(image)?;
    let mut words = vec![0u64; image.len() / 8 + 1];
    // SAFETY: `words` holds at least `image.len() + 1` bytes; `u64` has no invalid bit patterns.
    unsafe {
        std::ptr::copy_nonoverlapping(image.as_ptr(), words.as_mut_ptr().cast::<u8>(), image.len())
    };
    let mut log = vec![0u8; 16 * 1024];
    let mut options = [
        CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    // The driver reads the size option's value as an integer stored in the pointer slot.
    let mut values: JitValues = [
        log.as_mut_ptr().cast(),
        std::ptr::without_provenance_mut(log.len()),
    ];
    load(words.as_ptr().cast(), &mut options, &mut values).map_err(|error| {
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        let log = String::from_utf8_lossy(&log[..end]).trim().to_owned();
        if log.is_empty() {
            error.into()
        } else {
            Error::Jit { error, log }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal well-formed ELF64 header with `shnum` section headers of 64 bytes right after it, each
    /// section `(offset, size)`.
    fn elf(sections: &[(u64, u64)], extra: usize) -> Vec<u8> {
        let mut b = vec![0u8; 64 + 64 * sections.len() + extra];
        b[..4].copy_from_slice(ELF_MAGIC);
        b[4] = 2;
        b[5] = 1;
        b[0x28..0x30].copy_from_slice(&64u64.to_le_bytes());
        b[0x3A..0x3C].copy_from_slice(&64u16.to_le_bytes());
        b[0x3C..0x3E].copy_from_slice(&(sections.len() as u16).to_le_bytes());
        for (i, &(offset, size)) in sections.iter().enumerate() {
            let at = 64 + 64 * i;
            b[at + 4..at + 8].copy_from_slice(&1u32.to_le_bytes());
            b[at + 0x18..at + 0x20].copy_from_slice(&offset.to_le_bytes());
            b[at + 0x20..at + 0x28].copy_from_slice(&size.to_le_bytes());
        }
        b
    }

    fn fatbin(header: u16, size: u64, len: usize) -> Vec<u8> {
        let mut b = vec![0u8; len];
        b[..4].copy_from_slice(FATBIN_MAGIC);
        b[4..6].copy_from_slice(&1u16.to_le_bytes());
        b[6..8].copy_from_slice(&header.to_le_bytes());
        b[8..16].copy_from_slice(&size.to_le_bytes());
        b
    }

    #[test]
    fn ptx_that_starts_like_an_elf_is_never_passed_as_ptx() {
        // `from_ptx("\x7fELF")` is valid UTF-8; the driver would read it as an ELF header.
        assert!(classify(b"\x7fELF").is_err());
        assert!(classify(b"\x7fELF\x02\x01").is_err());
        assert!(classify(&[0x7f, b'E', b'L', b'F', 0, 0, 0, 0]).is_err());
    }

    #[test]
    fn a_binary_whose_headers_run_past_the_end_is_refused() {
        let whole = elf(&[(64 + 64, 16)], 16);
        assert_eq!(classify(&whole).ok(), Some(ImageKind::Binary));
        // Truncated by one byte: the section's contents end outside the image.
        assert!(classify(&whole[..whole.len() - 1]).is_err());
        // A section table that claims more entries than the image holds.
        let mut more = whole.clone();
        more[0x3C..0x3E].copy_from_slice(&2u16.to_le_bytes());
        assert!(classify(&more).is_err());
        // Offsets that overflow u64 when added.
        assert!(classify(&elf(&[(u64::MAX, 2)], 0)).is_err());
        let mut far = whole;
        far[0x28..0x30].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(classify(&far).is_err());
        // A 32-bit ELF is not a CUBIN.
        let mut elf32 = elf(&[], 0);
        elf32[4] = 1;
        assert!(classify(&elf32).is_err());
    }

    /// A fatbin entry of `kind`: a `header`-byte entry header declaring `payload.len()` bytes, then them.
    fn entry(kind: u16, header: u32, payload: &[u8]) -> Vec<u8> {
        let mut e = vec![0u8; header as usize];
        e[..2].copy_from_slice(&kind.to_le_bytes());
        e[2..4].copy_from_slice(&0x0101u16.to_le_bytes());
        e[4..8].copy_from_slice(&header.to_le_bytes());
        e[8..16].copy_from_slice(&(payload.len() as u64).to_le_bytes());
        e.extend_from_slice(payload);
        e
    }

    /// A 16-byte fatbin header declaring exactly `entries`, then them.
    fn fatbin_of(entries: &[Vec<u8>]) -> Vec<u8> {
        let body = entries.concat();
        let mut b = fatbin(16, body.len() as u64, 16);
        b.extend_from_slice(&body);
        b
    }

    /// A PTX entry (64-byte header, 16 bytes of text) and an ELF entry (80-byte header, a 64-byte ELF):
    /// entry 0 at offset 16, entry 1 at 96, the declared end at 240.
    fn two_entries() -> Vec<u8> {
        fatbin_of(&[
            entry(1, 64, b".version 8.0\n\0\0\0"),
            entry(2, 80, &elf(&[], 0)),
        ])
    }

    /// Where entry 1 of [`two_entries`] starts.
    const ENTRY_1: usize = 96;

    fn refusal(image: &[u8]) -> String {
        match classify(image) {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_fatbin_is_checked_against_its_declared_size() {
        // No entries: nothing to read past.
        assert_eq!(classify(&fatbin(16, 0, 16)).ok(), Some(ImageKind::Binary));
        // Bytes past the declared region are not read, so they need not be entries.
        assert_eq!(classify(&fatbin(16, 0, 48)).ok(), Some(ImageKind::Binary));
        assert!(classify(&fatbin(16, 33, 48)).is_err());
        assert!(classify(&fatbin(16, u64::MAX, 48)).is_err());
        assert!(classify(&fatbin(8, 0, 16)).is_err());
        assert!(classify(FATBIN_MAGIC).is_err());
    }

    #[test]
    fn a_fatbin_whose_entries_lie_inside_its_declared_size_passes() {
        let whole = two_entries();
        assert_eq!(whole.len(), 240);
        assert_eq!(classify(&whole).ok(), Some(ImageKind::Binary));
        // An empty payload is an entry like any other.
        let empty = fatbin_of(&[entry(1, 16, b""), entry(2, 64, b"")]);
        assert_eq!(classify(&empty).ok(), Some(ImageKind::Binary));
        // Bytes past the declared end are not the fatbin's, whatever they hold.
        let mut trailing = whole;
        trailing.extend_from_slice(&[0xAA; 16]);
        assert_eq!(classify(&trailing).ok(), Some(ImageKind::Binary));
    }

    #[test]
    fn a_fatbin_entry_header_that_runs_past_the_end_is_refused() {
        // The declared region ends 8 bytes into entry 1's fixed header.
        let mut short = two_entries();
        short.truncate(ENTRY_1 + 8);
        short[8..16].copy_from_slice(&(ENTRY_1 as u64 + 8 - 16).to_le_bytes());
        let m = refusal(&short);
        assert!(m.contains("entry 1") && m.contains("8 bytes left"), "{m}");
        // Entry 1 declares a header longer than what remains of the region.
        let mut long = two_entries();
        long[ENTRY_1 + 4..ENTRY_1 + 8].copy_from_slice(&200u32.to_le_bytes());
        let m = refusal(&long);
        assert!(
            m.contains("entry 1") && m.contains("200-byte header"),
            "{m}"
        );
        // Or one that no offset holds.
        long[ENTRY_1 + 4..ENTRY_1 + 8].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(refusal(&long).contains("entry 1"));
        // Zeros after the last entry, inside the declared size, are no entry.
        let mut padded = two_entries();
        padded[8..16].copy_from_slice(&(240u64 - 16 + 16).to_le_bytes());
        padded.extend_from_slice(&[0; 16]);
        let m = refusal(&padded);
        assert!(m.contains("entry 2") && m.contains("0-byte header"), "{m}");
    }

    #[test]
    fn a_fatbin_entry_payload_that_runs_past_the_declared_size_is_refused() {
        // The image holds the extra byte, but the fatbin's declared size does not.
        let mut over = two_entries();
        over.push(0);
        over[ENTRY_1 + 8..ENTRY_1 + 16].copy_from_slice(&65u64.to_le_bytes());
        let m = refusal(&over);
        assert!(
            m.contains("entry 1") && m.contains("65 bytes at offset 176"),
            "{m}"
        );
        // A payload size that overflows the offset.
        over[ENTRY_1 + 8..ENTRY_1 + 16].copy_from_slice(&u64::MAX.to_le_bytes());
        let m = refusal(&over);
        assert!(
            m.contains("entry 1") && m.contains(&u64::MAX.to_string()),
            "{m}"
        );
        // Entry 0's payload reaching 8 bytes into entry 1: the walk reads entry 1's payload size as the
        // next entry's fixed fields, whose header size (its high half) is 0.
        let mut shifted = two_entries();
        shifted[16 + 8..16 + 16].copy_from_slice(&(16u64 + 8).to_le_bytes());
        assert!(refusal(&shifted).contains("entry 1 at offset 104"));
    }

    #[test]
    fn a_fatbin_entry_header_shorter_than_its_fixed_fields_is_refused() {
        for size in [0u32, 8, 15] {
            let mut b = two_entries();
            b[16 + 4..16 + 8].copy_from_slice(&size.to_le_bytes());
            let m = refusal(&b);
            assert!(
                m.contains("entry 0") && m.contains(&format!("{size}-byte header")),
                "{m}"
            );
        }
    }

    #[test]
    fn a_fatbin_wrapper_is_refused_even_without_nul_bytes() {
        // Version and pointer chosen without a zero byte, so the PTX NUL check alone would pass it.
        let wrapper = [
            0xB1, 0x43, 0x62, 0x46, 1, 1, 1, 1, b'A', b'A', b'A', b'A', b'A', b'A', b'A', b'A',
        ];
        assert!(classify(&wrapper).is_err());
    }

    #[test]
    fn ptx_text_passes_with_or_without_its_nul_and_not_with_one_inside() {
        assert_eq!(classify(b".version 8.0\n").ok(), Some(ImageKind::Ptx));
        assert_eq!(classify(b".version 8.0\n\0").ok(), Some(ImageKind::Ptx));
        assert!(classify(b".version\08.0").is_err());
    }
}
