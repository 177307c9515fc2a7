//! `tally.h`, declared with cuda-struct's macros. The C names are kept, so that this file and the header
//! read side by side; the safe layer ([`Tally`](crate::Tally)) uses Rust names.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

/// What every function but `tallyStatusString` returns. Open: a code this list lacks is a value.
#[cuda_enum]
pub enum tallyStatus {
    /// The call succeeded.
    TALLY_SUCCESS = 0,
    /// An argument was invalid.
    TALLY_ERROR_INVALID_VALUE = 1,
    /// The tally holds as many values as its capacity.
    TALLY_ERROR_FULL = 2,
}

/// How a tally combines the values added to it.
#[cuda_enum]
pub enum tallyMode {
    /// Their sum.
    TALLY_MODE_SUM = 0,
    /// The largest.
    TALLY_MODE_MAX = 1,
}

/// A tally (`struct tally_st *`): a name that owns nothing. [`Tally`](crate::Tally) owns one.
#[cuda_handle]
pub struct tallyHandle(*mut c_void);

/// What `tallyCreate` makes.
#[cuda_struct(size = 8, align = 4)]
pub struct tallyConfig {
    /// How many values the tally takes.
    pub capacity: c_uint,
    /// How it combines them.
    pub mode: tallyMode,
}

/// What `tallyGetStats` reports.
#[cuda_struct(size = 16, align = 8)]
pub struct tallyStats {
    /// How many values were added.
    pub count: u64,
    /// Their sum or their largest, by the tally's mode.
    pub value: i64,
}

cuda_struct::functions! {
    /// Every function of `tally.h`, looked up by name (`None`: the loaded library lacks it).
    pub struct Functions -> tallyStatus, calls on crate::Library;
    /// Makes a tally from a config.
    fn tallyCreate(tally: *mut tallyHandle, config: *const tallyConfig);
    /// Frees a tally.
    fn tallyDestroy(tally: tallyHandle);
    /// Adds a value.
    fn tallyAdd(tally: tallyHandle, value: i64);
    /// Reads how many values were added and what they make.
    fn tallyGetStats(tally: tallyHandle, stats: *mut tallyStats);
    /// The library's words for a status, as a static C string (null for a code it does not know).
    fn tallyStatusString(status: tallyStatus) -> *const c_char;
    /// Empties a tally (declared by the header; this build of the library lacks it).
    fn tallyReset(tally: tallyHandle);
}
