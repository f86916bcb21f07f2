//! Fuzzes game records (`Game::from_record`, R15): arbitrary text is either refused with an
//! error or replays to a game whose record reads back to the same game. The record's
//! `[Position "…"]` tag and move list also reach the position string parser and move notation
//! (R16) on positions the other targets never see.
#![no_main]

use camelot_rules::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = Game::from_record(text) else {
        return;
    };
    let written = game.to_record();
    let back = Game::from_record(&written)
        .unwrap_or_else(|e| panic!("{written:?} was written by to_record but does not read: {e}"));
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.positions(), game.positions());
    assert_eq!(back.result(), game.result());
    assert_eq!(back.rules(), game.rules());
    assert_eq!(back.to_record(), written);
});
