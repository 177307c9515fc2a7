//! The properties a downstream author relies on, checked through the public API only.

use core::mem::{align_of, size_of};

use cuda_struct::{
    CudaEnum, CudaField, CudaHandle, CudaStruct, FieldInfo, LengthError, PtrError, SizeError,
};
use downstream_author::{
    Batch, DeviceRecord, Dim3Ex, MyHandle, MyIndex, MyKind, MyStatus, MyValue, Pair,
};

/// A byte pattern with no zero and no repetition within 251 bytes.
fn pattern(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i % 251) as u8 + 1).collect()
}

fn all_zero(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| b == 0)
}

#[test]
fn new_and_default_are_all_zero() {
    assert!(all_zero(DeviceRecord::new().as_bytes()));
    assert!(all_zero(DeviceRecord::default().as_bytes()));
    assert!(all_zero(Dim3Ex::new().as_bytes()));
    assert!(all_zero(MyValue::new().as_bytes()));
    assert!(all_zero(Batch::new().as_bytes()));
    assert!(all_zero(Pair::new().as_bytes()));
    assert_eq!(
        DeviceRecord::new().as_bytes().len(),
        size_of::<DeviceRecord>()
    );
    assert!(DeviceRecord::new().h_owner().is_null());
    assert_eq!(DeviceRecord::new().kind(), MyKind::default());
}

#[test]
fn from_ptr_uses_memory_as_it_is() {
    let size = size_of::<DeviceRecord>();
    // u64 storage gives the alignment `DeviceRecord` needs.
    let mut storage = vec![0u64; size / 8];
    let bytes: Vec<u8> = pattern(size);
    // SAFETY: `storage` holds exactly `size` bytes and does not overlap `bytes`.
    unsafe {
        core::ptr::copy_nonoverlapping(bytes.as_ptr(), storage.as_mut_ptr().cast::<u8>(), size)
    };
    let ptr = storage.as_ptr().cast::<DeviceRecord>();

    // SAFETY: aligned, initialised, and not mutated while `rec` lives.
    let rec = unsafe { DeviceRecord::from_ptr(ptr) }.unwrap();
    assert_eq!(rec.as_bytes(), &bytes[..]);
    assert_eq!(rec.name()[0], 1);
    assert_eq!(rec.uuid(), <[u8; 16]>::try_from(&bytes[256..272]).unwrap());
    assert_eq!(
        rec.kind().raw(),
        u32::from_ne_bytes(bytes[272..276].try_into().unwrap())
    );
    assert_eq!(
        rec.extent().x(),
        u32::from_ne_bytes(bytes[280..284].try_into().unwrap())
    );
    assert_eq!(
        rec.total_mem(),
        usize::from_ne_bytes(bytes[328..336].try_into().unwrap())
    );
    let _ = format!("{rec:?}");

    // Reading changed nothing: compare every byte afterwards.
    // SAFETY: as above.
    let after = unsafe { core::slice::from_raw_parts(storage.as_ptr().cast::<u8>(), size) };
    assert_eq!(after, &bytes[..]);
}

#[test]
fn from_mut_ptr_edits_in_place() {
    let mut storage = [0u64; 2];
    let ptr = storage.as_mut_ptr().cast::<Dim3Ex>();
    {
        // SAFETY: aligned, zeroed (a valid Dim3Ex), and only reached through this borrow.
        let d = unsafe { Dim3Ex::from_mut_ptr(ptr) }.unwrap();
        assert_eq!(d.x(), 0);
        d.set_y(7);
    }
    assert_eq!(storage[0], u64::from(7u32) << 32);
}

#[test]
fn from_ptr_rejects_null_and_misaligned() {
    // SAFETY: a null pointer is refused before any read.
    let null = unsafe { DeviceRecord::from_ptr(core::ptr::null()) };
    assert_eq!(null.unwrap_err(), PtrError::Null);
    // SAFETY: as above.
    let null_mut = unsafe { Dim3Ex::from_mut_ptr(core::ptr::null_mut()) };
    assert_eq!(null_mut.unwrap_err(), PtrError::Null);

    let storage = [0u64; 4];
    let base = storage.as_ptr().cast::<u8>();
    for off in 1..align_of::<DeviceRecord>() {
        let p = base.wrapping_add(off).cast::<DeviceRecord>();
        // SAFETY: a misaligned pointer is refused before any read.
        let err = unsafe { DeviceRecord::from_ptr(p) }.unwrap_err();
        assert_eq!(
            err,
            PtrError::Misaligned {
                addr: p as usize,
                align: 8
            }
        );
        assert!(err.to_string().contains("alignment 8"), "{err}");
    }
}

#[test]
fn from_bytes_round_trips_at_any_alignment() {
    let size = size_of::<DeviceRecord>();
    let buf = pattern(size + 1);
    for start in 0..2 {
        let bytes = &buf[start..start + size];
        let rec = DeviceRecord::from_bytes(bytes).unwrap();
        assert_eq!(rec.as_bytes(), bytes);
        assert_eq!(DeviceRecord::from_bytes(rec.as_bytes()), Ok(rec));
    }
    let pair = Pair::new().with_first(3).with_second_value(1.5);
    assert_eq!(
        Pair::from_bytes(pair.as_bytes()).unwrap().second_value(),
        1.5
    );
}

#[test]
fn from_bytes_rejects_every_wrong_length() {
    fn check<T: CudaStruct + CudaField + core::fmt::Debug>(
        from: fn(&[u8]) -> Result<T, SizeError>,
    ) {
        let size = size_of::<T>();
        let buf = pattern(2 * size);
        for len in 0..=2 * size {
            let result = from(&buf[..len]);
            if len == size {
                assert!(result.is_ok());
            } else {
                assert_eq!(
                    result.unwrap_err(),
                    SizeError {
                        expected: size,
                        actual: len
                    }
                );
            }
        }
    }
    check::<DeviceRecord>(DeviceRecord::from_bytes);
    check::<Dim3Ex>(Dim3Ex::from_bytes);
    check::<MyValue>(MyValue::from_bytes);
    check::<Pair>(Pair::from_bytes);
    let msg = Dim3Ex::from_bytes(&[0; 3]).unwrap_err().to_string();
    assert!(msg.contains("16") && msg.contains('3'), "{msg}");
}

/// Runs `set` on a patterned record and returns the indices of the bytes that changed.
fn changed_bytes(set: impl FnOnce(&mut DeviceRecord)) -> Vec<usize> {
    let before = DeviceRecord::from_bytes(&pattern(size_of::<DeviceRecord>())).unwrap();
    let mut after = before;
    set(&mut after);
    (0..size_of::<DeviceRecord>())
        .filter(|&i| before.as_bytes()[i] != after.as_bytes()[i])
        .collect()
}

fn field(name: &str) -> &'static FieldInfo {
    DeviceRecord::field(name).unwrap()
}

/// Every byte of the field changes (the test values differ from the pattern in every byte) and no other.
fn assert_only(name: &str, changed: Vec<usize>) {
    let f = field(name);
    assert_eq!(
        changed,
        (f.offset..f.offset + f.size).collect::<Vec<_>>(),
        "{name}"
    );
}

#[test]
fn setters_change_exactly_their_field() {
    assert_only(
        "totalMem",
        changed_bytes(|r| {
            r.set_total_mem(0);
        }),
    );
    assert_only(
        "kind",
        changed_bytes(|r| {
            r.set_kind(MyKind::from_raw(0));
        }),
    );
    assert_only(
        "uuid",
        changed_bytes(|r| {
            r.set_uuid([0; 16]);
        }),
    );
    assert_only(
        "name",
        changed_bytes(|r| {
            r.set_name([0; 256]);
        }),
    );
    assert_only(
        "hOwner",
        changed_bytes(|r| {
            r.set_h_owner(MyHandle::null());
        }),
    );
    // Through `extent_mut` the nested struct is edited in place: x, y and z change, and its reserved
    // word (the last 4 bytes) is left as it was.
    let changed = changed_bytes(|r| {
        r.extent_mut().set_x(0).set_y(0).set_z(0);
    });
    let ext = field("extent").offset;
    assert_eq!(changed, (ext..ext + 12).collect::<Vec<_>>());
    assert_only(
        "value",
        changed_bytes(|r| {
            r.value_mut().set_pad([0; 24]);
        }),
    );
    let changed = changed_bytes(|r| {
        r.value_mut().set_word(0);
    });
    let v = field("value").offset;
    assert_eq!(changed, (v..v + 8).collect::<Vec<_>>());
    // `with_` is the by-value form of the same write.
    let rec = DeviceRecord::from_bytes(&pattern(size_of::<DeviceRecord>())).unwrap();
    let mut set = rec;
    set.set_total_mem(42);
    assert_eq!(rec.with_total_mem(42), set);
}

/// C's layout rule, computed here without the macro: each field at the next multiple of its alignment.
#[test]
fn layout_table_matches_c_rules() {
    // (C name, size, alignment, reserved) in declaration order, from the C types.
    let c_fields = [
        ("name", 256, 1, false),
        ("uuid", 16, 1, false),
        ("kind", 4, 4, false),
        ("reserved0", 4, 1, true),
        ("extent", 16, 4, false),
        ("hOwner", 8, 8, false),
        ("value", 24, 8, false),
        ("totalMem", 8, 8, false),
    ];
    let mut offset = 0usize;
    let mut align = 1usize;
    let fields = DeviceRecord::FIELDS;
    assert_eq!(fields.len(), c_fields.len());
    for (info, (name, size, al, reserved)) in fields.iter().zip(c_fields) {
        offset = offset.next_multiple_of(al);
        align = align.max(al);
        assert_eq!(
            (info.name, info.offset, info.size, info.reserved),
            (name, offset, size, reserved)
        );
        offset += size;
    }
    assert_eq!(DeviceRecord::SIZE, offset.next_multiple_of(align));
    assert_eq!(DeviceRecord::ALIGN, align);
    assert_eq!(DeviceRecord::C_NAME, "DeviceRecord");
    const { assert!(!DeviceRecord::IS_UNION && MyValue::IS_UNION) };
    assert!(MyValue::FIELDS.iter().all(|f| f.offset == 0));
    assert_eq!(
        MyValue::FIELDS.iter().map(|f| f.size).max(),
        Some(MyValue::SIZE)
    );
    assert_eq!(
        Batch::FIELDS.iter().map(|f| f.name).collect::<Vec<_>>(),
        ["flags", "reserved0", "records", "numRecords", "reserved1"]
    );
}

#[test]
fn debug_shows_c_names_and_hides_reserved() {
    let d = format!("{:?}", Dim3Ex::new().with_x(1));
    assert_eq!(d, "Dim3Ex { x: 1, y: 0, z: 0, .. }");
    let r = format!("{:?}", DeviceRecord::new());
    assert!(
        r.contains("hOwner: MyHandle(0x0)") && r.contains("totalMem: 0"),
        "{r}"
    );
    assert!(!r.contains("reserved0"), "{r}");
    assert_eq!(
        format!("{:?}", Pair::new()),
        "Pair { first: 0, SecondVal: 0.0 }"
    );
}

#[test]
fn slice_setter_writes_pointer_and_count_together() {
    let recs = [
        DeviceRecord::new().with_total_mem(1),
        DeviceRecord::new().with_total_mem(2),
    ];
    let mut batch = Batch::new().with_flags(9);
    assert!(batch.records().is_empty());
    batch.set_records(&recs).unwrap();
    assert_eq!(batch.num_records(), 2);
    assert_eq!(
        batch
            .records()
            .iter()
            .map(|r| r.total_mem())
            .collect::<Vec<_>>(),
        [1, 2]
    );
    // The pointer bytes are the slice's address.
    let off = Batch::field("records").unwrap().offset;
    let addr = usize::from_ne_bytes(batch.as_bytes()[off..off + 8].try_into().unwrap());
    assert_eq!(addr, recs.as_ptr() as usize);
    // Shrinking to empty keeps the pair consistent.
    let empty: [DeviceRecord; 0] = [];
    let batch = batch.with_records(&empty).unwrap();
    assert_eq!((batch.num_records(), batch.records().len()), (0, 0));
}

#[test]
fn slice_too_long_for_its_count_is_an_error_and_changes_nothing() {
    let recs = vec![DeviceRecord::new(); 256];
    let few = [DeviceRecord::new()];
    let mut batch = Batch::new();
    batch.set_records(&few).unwrap();
    let before = batch;
    let err = batch.set_records(&recs).unwrap_err();
    assert_eq!(
        err,
        LengthError {
            field: "numRecords",
            len: 256,
            max: 255
        }
    );
    assert_eq!(batch, before);
    assert!(err.to_string().contains("numRecords"), "{err}");
    assert!(batch.set_records(&recs[..255]).is_ok());
    assert_eq!(batch.num_records(), 255);
}

#[test]
fn slice_struct_from_bytes_is_unsafe_but_works() {
    let recs = [DeviceRecord::new().with_total_mem(5)];
    let batch = Batch::new().with_records(&recs).unwrap();
    // SAFETY: the bytes come from a valid batch whose records outlive the copy.
    let copy = unsafe { Batch::from_bytes_unchecked(batch.as_bytes()) }.unwrap();
    assert_eq!(copy.records()[0].total_mem(), 5);
    // SAFETY: a wrong length is refused before anything is built.
    let err = unsafe { Batch::from_bytes_unchecked(&[0; 3]) }.unwrap_err();
    assert_eq!(
        err,
        SizeError {
            expected: 24,
            actual: 3
        }
    );
}

#[test]
fn handles_distinguish_value_and_address() {
    let mut h = MyHandle::from_native_handle(0xdead_b000);
    assert_eq!(h.native_handle(), 0xdead_b000);
    assert_eq!(format!("{h:?}"), "MyHandle(0xdeadb000)");
    assert_eq!(h.as_ptr() as usize, &h as *const MyHandle as usize);
    // An out-parameter write through `as_mut_ptr` changes the handle.
    // SAFETY: the pointer is to `h`, live and exclusively borrowed here.
    unsafe { h.as_mut_ptr().write(MyHandle::null()) };
    assert!(h.is_null() && h == MyHandle::default());
    assert_eq!(MyHandle::from_raw(h.into_raw()), h);
    let i = MyIndex::from_raw(-1);
    assert_eq!(format!("{i:?}"), "MyIndex(0xffffffff)");
    assert_eq!(MyIndex::from_native_handle(i.native_handle()), i);
    assert_eq!(<MyIndex as CudaHandle>::C_NAME, "MyIndex");
    fn send_sync<T: Send + Sync>() {}
    send_sync::<MyHandle>();
}

#[test]
fn enums_are_open() {
    assert_eq!(MyKind::MY_KIND_B_ALIAS, MyKind::MY_KIND_B);
    assert_eq!(MyKind::MY_KIND_B.name(), Some("MY_KIND_B"));
    assert_eq!(MyKind::from_raw(99).name(), None);
    assert_eq!(format!("{:?}", MyKind::from_raw(99)), "MyKind(99)");
    assert_eq!(format!("{:?}", MyKind::MY_KIND_A), "MY_KIND_A");
    assert_eq!(
        MyKind::from_name("MY_KIND_B_ALIAS"),
        Some(MyKind::MY_KIND_B)
    );
    assert_eq!(MyKind::VARIANTS.len(), 3);
    fn is_flags<E: CudaEnum>() -> bool {
        E::FLAGS
    }
    assert!(!is_flags::<MyKind>(), "a plain enum is not a bit set");
    assert_eq!(MyStatus::MY_STATUS_FAILED.raw(), -1i32);
    assert_eq!(size_of::<MyKind>(), 4);
    // A value no constant names survives a byte round trip.
    let rec = DeviceRecord::new().with_kind(MyKind::from_raw(0xFFFF_FFFF));
    assert_eq!(
        DeviceRecord::from_bytes(rec.as_bytes())
            .unwrap()
            .kind()
            .raw(),
        0xFFFF_FFFF
    );
}

#[test]
fn bytemuck_sees_the_types() {
    let p: Pair = bytemuck::Zeroable::zeroed();
    assert_eq!(p, Pair::new());
    let p = Pair::new().with_first(0x0102_0304);
    assert_eq!(bytemuck::bytes_of(&p), p.as_bytes());
    let k: MyKind = bytemuck::cast(2u32);
    assert_eq!(k, MyKind::MY_KIND_B);
    let d: Dim3Ex = bytemuck::Zeroable::zeroed();
    assert!(all_zero(d.as_bytes()));
}
