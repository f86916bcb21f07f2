//! Fuzzes the variant-aware position string parser (VARIANTS.md V0.3, V5.8): the first byte
//! picks the variant, the rest is the text. Arbitrary text either fails to parse with an
//! error, or parses to a position of that variant that formats and parses back to itself and
//! whose moves (R3–R10, R16; tree placements, V5.7) can be generated, written, read back and
//! played.
#![no_main]

use camelot_rules::{Position, Variant};
use libfuzzer_sys::fuzz_target;

/// Moves read back per position: a placement phase has 10,660 (V5.4).
const MOVES_CHECKED: usize = 200;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[pick as usize % Variant::ALL.len()];
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(pos) = Position::parse_in(variant, text) else {
        return;
    };
    assert_eq!(pos.variant(), variant);
    let written = pos.to_string();
    let again = Position::parse_in(variant, &written)
        .unwrap_or_else(|e| panic!("{written:?} was written by Display but does not parse: {e}"));
    assert_eq!(again, pos, "format then parse changed the position");
    assert_eq!(again.to_string(), written);
    assert_eq!(pos.hash(), pos.compute_hash());

    let keys = pos.legal_keys();
    let moves = pos.legal_moves();
    assert_eq!(keys.len(), moves.len());
    for mv in moves.iter().take(MOVES_CHECKED) {
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
        assert_eq!(next.variant(), variant);
        // What a move makes is a position of the variant its string reads back as.
        let after = next.to_string();
        let back = Position::parse_in(variant, &after)
            .unwrap_or_else(|e| panic!("{pos:?}: after {notation}: {after:?}: {e}"));
        assert_eq!(back, next);
    }
    // The variant's end rules: a position is either over or has a move.
    assert_eq!(
        pos.result().is_none(),
        !keys.is_empty() && pos.static_result().is_none()
    );
});
