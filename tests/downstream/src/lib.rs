//! A downstream author's CUDA types: declared with `cuda-struct`'s macros, listed nowhere else.
//!
//! The shapes cover what C headers use: character and byte arrays, a nested struct, a union, reserved
//! fields, an enum, a flag set, a handle, and a pointer+count pair.
#![allow(non_snake_case, non_camel_case_types)]

use core::ffi::{c_char, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

/// A handle to one of the author's objects.
#[cuda_handle(send, sync)]
pub struct MyHandle(*mut c_void);

/// An integer handle.
#[cuda_handle(send, sync)]
pub struct MyIndex(i32);

/// The kind of a record.
#[cuda_enum]
pub enum MyKind {
    /// The first kind.
    MY_KIND_A = 1,
    /// The second kind.
    MY_KIND_B = 2,
    /// The same value under a second name, as C headers do for deprecated names.
    MY_KIND_B_ALIAS = MY_KIND_B,
}

/// A signed enum: one value is negative, so the C type is `int`.
#[cuda_enum]
pub enum MyStatus {
    /// Failed.
    MY_STATUS_FAILED = -1,
    /// Fine.
    MY_STATUS_OK = 0,
}

/// Options that combine: a bit set, as C headers write `unsigned int Flags`.
#[cuda_enum(flags)]
pub enum MyOpenFlags {
    /// No option.
    MY_OPEN_DEFAULT = 0x0,
    /// Read.
    MY_OPEN_READ = 0x1,
    /// Write.
    MY_OPEN_WRITE = 0x2,
    /// Both, under one name.
    MY_OPEN_READ_WRITE = 0x3,
    /// Shared with other processes.
    MY_OPEN_SHARED = 0x10,
}

/// A flag set over a 64-bit C integer, with its top bit in use.
#[cuda_enum(flags)]
#[repr(u64)]
pub enum MyWideFlags {
    /// The lowest bit.
    MY_WIDE_LOW = 1,
    /// The highest bit.
    MY_WIDE_TOP = 0x8000_0000_0000_0000,
}

/// Three dimensions and a reserved word.
#[cuda_struct(size = 16, align = 4)]
pub struct Dim3Ex {
    /// X.
    pub x: c_uint,
    /// Y.
    pub y: c_uint,
    /// Z.
    pub z: c_uint,
    #[cuda(reserved)]
    reserved0: c_uint,
}

/// A union whose `pad` covers every byte, as C's `char pad[24]`.
#[cuda_struct(size = 24, align = 8)]
pub union MyValue {
    /// The whole union as bytes.
    pub pad: [c_char; 24],
    /// A nested struct.
    pub dim: Dim3Ex,
    /// A pointer.
    pub ptr: *mut c_void,
    /// A word.
    pub word: u64,
}

/// A record with a 256-character name, a 16-byte id, a nested struct, a union and reserved bytes.
#[cuda_struct(size = 336, align = 8)]
pub struct DeviceRecord {
    /// NUL-terminated name.
    pub name: [c_char; 256],
    /// Raw id bytes.
    pub uuid: [u8; 16],
    /// Which kind.
    pub kind: MyKind,
    #[cuda(reserved)]
    reserved0: [u8; 4],
    /// The extent.
    pub extent: Dim3Ex,
    /// The owner.
    pub hOwner: MyHandle,
    /// A value.
    pub value: MyValue,
    /// Total memory in bytes.
    pub totalMem: usize,
}

/// A pointer+count pair: the batch borrows its records.
#[cuda_struct(size = 24, align = 8)]
pub struct Batch<'a> {
    /// Flags.
    pub flags: c_uint,
    #[cuda(reserved)]
    reserved0: c_uint,
    /// The records.
    #[cuda(slice(len = numRecords))]
    pub records: *const DeviceRecord,
    /// How many records.
    pub numRecords: u8,
    #[cuda(reserved)]
    reserved1: [u8; 7],
}

/// Plain data: every field is `Pod`, so the struct is too.
#[cuda_struct(size = 8, align = 4)]
pub struct Pair {
    /// First.
    pub first: u32,
    /// Second, under a Rust name of the author's choice.
    #[cuda(rename = "second_value")]
    pub SecondVal: f32,
}

/// A list the author lets cross threads: its elements are `Sync`, and its raw pointer is handed out only as
/// a value, so `send`/`sync` hold (they are bounded by exactly that).
#[cuda_struct(send, sync, size = 24, align = 8)]
pub struct SharedList<'a> {
    /// The pairs.
    #[cuda(slice(len = count))]
    pub pairs: *const Pair,
    /// How many pairs.
    pub count: u32,
    #[cuda(reserved)]
    reserved0: u32,
    /// Opaque data for a callback.
    pub pUserData: *mut c_void,
}
