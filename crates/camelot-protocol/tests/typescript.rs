//! The browser's protocol types (`web/src/protocol.gen.ts`) are generated from these Rust
//! types by ts-rs, so the two cannot drift apart: this test fails when the committed file is
//! not what the types give, and `UPDATE_TS=1` rewrites it.
//! Run: `cargo test -p camelot-protocol --features ts --test typescript` (web/ci.sh does).
#![cfg(feature = "ts")]

use camelot_protocol::time_control::{TimeClass, TimeControl};
use camelot_protocol::*;
use ts_rs::TS;

fn declarations() -> String {
    let decls = [
        Side::decl(),
        ColorChoice::decl(),
        TimeControl::decl(),
        TimeClass::decl(),
        ErrorCode::decl(),
        ClockView::decl(),
        GameStatus::decl(),
        Gone::decl(),
        GameView::decl(),
        SeekView::decl(),
        RatingChange::decl(),
        RatingChanges::decl(),
        LeaderEntry::decl(),
        VariantStats::decl(),
        ClassRating::decl(),
        PlayedGame::decl(),
        Tally::decl(),
        PlayerResults::decl(),
        Profile::decl(),
        LegalMove::decl(),
        BySide::decl(),
        BoardView::decl(),
        ClientMsg::decl(),
        ServerMsg::decl(),
    ];
    let mut out = String::from(
        "// Generated from crates/camelot-protocol by ts-rs: do not edit.\n\
         // Regenerate: UPDATE_TS=1 cargo test -p camelot-protocol --features ts --test typescript\n",
    );
    for d in decls {
        // 64-bit integers travel as JSON numbers (ids and milliseconds stay below 2^53).
        out.push_str(&format!("export {}\n", d.replace("bigint", "number")));
    }
    out
}

#[test]
fn the_browser_types_are_generated_from_the_protocol() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/src/protocol.gen.ts");
    let fresh = declarations();
    if std::env::var_os("UPDATE_TS").is_some() {
        std::fs::write(path, &fresh).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == fresh,
        "web/src/protocol.gen.ts is not what the protocol's types give: run with UPDATE_TS=1"
    );
}
