//! Fuzzes game records (`Record::parse`, docs/records.md): arbitrary text is either refused
//! with one `LINE:COLUMN: problem` error inside the text, or replays to a record that writes
//! and reads back to the same game, tags and comments. The `[Position "…"]` tag and the moves
//! also reach the position string parser and move notation (R16) on positions the other
//! targets never see, and the result is judged against R11–R15.
#![no_main]

use camelot_rules::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let record = match Record::parse(text) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.to_string().contains('\n'), "{e:?} is not one line");
            assert!(e.line >= 1 && e.column >= 1, "{e:?}");
            assert!(
                e.line <= text.lines().count().max(1) + 1,
                "{e:?} is past the text"
            );
            return;
        }
    };
    let written = record.to_string();
    let back = Record::parse(&written)
        .unwrap_or_else(|e| panic!("{written:?} was written by Display but does not read: {e}"));
    let (a, b) = (record.game(), back.game());
    assert_eq!(b.moves(), a.moves());
    assert_eq!(b.positions(), a.positions());
    assert_eq!(b.result(), a.result());
    assert_eq!(b.declared(), a.declared());
    assert_eq!(b.rules(), a.rules());
    assert_eq!(back.tags(), record.tags());
    assert_eq!(back.comments(), record.comments());
    assert_eq!(back.to_string(), written);
});
