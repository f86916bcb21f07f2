//! Fuzzes the position string parser (RULES.md "Position string"): arbitrary text either fails
//! to parse with an error, or parses to a position that formats and parses back to itself and
//! whose moves (R3–R10, R16) can all be generated, written, read back and played.
#![no_main]

use camelot_rules::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pos) = text.parse::<Position>() else {
        return;
    };
    let written = pos.to_string();
    let again: Position = written
        .parse()
        .unwrap_or_else(|e| panic!("{written:?} was written by Display but does not parse: {e}"));
    assert_eq!(again, pos, "format then parse changed the position");
    assert_eq!(again.to_string(), written);
    assert_eq!(pos.hash(), pos.compute_hash());

    let keys = pos.legal_keys();
    let moves = pos.legal_moves();
    assert_eq!(keys.len(), moves.len());
    for mv in &moves {
        assert!(
            keys.contains(&mv.key()),
            "{mv} is not one of the generated moves"
        );
        let notation = mv.to_string();
        let parsed = pos
            .read_move(&notation)
            .unwrap_or_else(|e| panic!("{pos:?}: canonical path {notation} does not parse: {e}"));
        assert_eq!(parsed.key(), mv.key());
        let next = pos.play(&mv.key());
        assert_eq!(next.hash(), next.compute_hash());
    }
    // R11–R14: a position is either over or has a move.
    assert_eq!(
        pos.result().is_none(),
        !keys.is_empty() && pos.static_result().is_none()
    );
});
