//! Fuzzes the TRF import (camelot-tournament, docs/tournaments.md "TRF"): arbitrary text is
//! refused with an error or read as a report that exports and reads back the same, and whose
//! next round pairs (or is refused) without a panic.
#![no_main]

use camelot_tournament::{swiss, trf};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(report) = trf::import(text) else {
        return;
    };
    let written = trf::export(&report).expect("an imported report exports");
    let again = trf::import(&written).expect("an exported report imports");
    assert_eq!(again, report);
    let _ = swiss::pair_round(&report.next_round());
});
