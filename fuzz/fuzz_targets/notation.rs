//! Fuzzes move notation (RULES.md "Notation", R16) on a few fixed positions: arbitrary text is
//! either refused with an error or read as a legal path that replays: its identity is one of
//! the generated moves, a `Game` accepts it, and the position after it is consistent.
#![no_main]

use camelot_rules::{Game, HouseRules, Position};
use libfuzzer_sys::fuzz_target;

/// The start (R2), a capture obligation with a choice and a knight's charge (R5–R8), a piece
/// that must leave its own castle (R9), and pieces in the opponent's castle (R10).
const POSITIONS: [&str; 5] = [
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0",
    "2/8/10/12/12/12/4m2m4/3m8/4M7/3NM7/4m7/3m1m6/12/10/8/2 w 0 0 - 0",
    "2/8/10/12/12/12/12/12/12/12/12/5m6/4m1m5/10/6m1/1M w 0 0 G1 7",
    "1N/6M1/10/12/12/12/12/12/12/12/12/12/3m8/10/8/2 w 1 0 - 3",
    "2/8/10/4N7/4M1n5/12/12/12/12/12/3mM7/12/12/10/8/1n b 0 1 - 0",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let pos: Position = POSITIONS[which as usize % POSITIONS.len()]
        .parse()
        .expect("valid");
    let Ok(mv) = pos.read_move(text) else { return };
    let key = mv.key();
    assert!(
        pos.legal_keys().contains(&key),
        "{text:?} parsed to {mv}, not a generated move"
    );
    let again = pos
        .read_move(&mv.to_string())
        .expect("a parsed move written back parses");
    assert_eq!(again, mv);
    let next = pos.play(&key);
    assert_eq!(next.hash(), next.compute_hash());
    let mut game = Game::new(pos, HouseRules::default());
    game.play(&mv).expect("a parsed move plays in a game");
    assert_eq!(game.position(), &next);
});
