//! Fuzzes the AbstractPlay import (`Record::from_abstractplay`): arbitrary text is refused
//! with an error, or imports a record that writes and reads back to the same game, tags and
//! comments (docs/records.md).
#![no_main]

use camelot_rules::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = Record::from_abstractplay(json) else {
        return;
    };
    let written = record.to_string();
    let back = Record::parse(&written)
        .unwrap_or_else(|e| panic!("{written:?} was imported but does not read: {e}"));
    assert_eq!(back.game().moves(), record.game().moves());
    assert_eq!(back.game().result(), record.game().result());
    assert_eq!(back.tags(), record.tags());
    assert_eq!(back.comments(), record.comments());
});
