//! The declarations of `src/sys.rs` against `c/tally.h`, compiled by the system C compiler: sizes,
//! alignments and offsets, enum values and completeness, and every function's prototype.

use author_guide::sys::{tallyConfig, tallyHandle, tallyMode, tallyStats, tallyStatus, Functions};
use cuda_struct_check::{Check, Header};

#[test]
#[cfg_attr(miri, ignore = "runs the C compiler")]
fn the_declarations_match_tally_h() {
    let header = Header::new(concat!(env!("CARGO_MANIFEST_DIR"), "/c/tally.h"));
    Check::new(header)
        .structure::<tallyConfig>()
        .structure::<tallyStats>()
        .handle::<tallyHandle>()
        .enumeration::<tallyStatus>()
        .enumeration::<tallyMode>()
        .functions::<Functions>()
        .assert();
}
