//! The browser's protocol types (`web/src/protocol.gen.ts`) are generated from these Rust
//! types by ts-rs, and its choices (`web/src/choices.gen.ts`) from `choices.rs` and
//! `clock_text.rs`, so the two cannot drift apart: these tests fail when a committed file is
//! not what the crate gives, and `UPDATE_TS=1` rewrites it.
//! Run: `cargo test -p camelot-protocol --features ts --test typescript` (web/ci.sh does).
#![cfg(feature = "ts")]

use camelot_protocol::choices::{DEFAULT_TIME, TIME_PRESETS, browser_name_pattern, variant_key};
use camelot_protocol::time_control::{TimeClass, TimeControl};
use camelot_protocol::*;
use camelot_rules::{Color, EndReason, Outcome, Variant};
use serde_json::json;
use ts_rs::TS;

const HEADER: &str =
    "// Regenerate: UPDATE_TS=1 cargo test -p camelot-protocol --features ts --test typescript\n";

fn declarations() -> String {
    let decls = [
        Color::decl(),
        EndReason::decl(),
        // `Outcome` travels as its code (the rules core's own serde), which ts-rs cannot see.
        outcome_decl(),
        ColorChoice::decl(),
        TimeControl::decl(),
        TimeClass::decl(),
        ErrorCode::decl(),
        ClockView::decl(),
        GameStatus::decl(),
        AbortReason::decl(),
        Gone::decl(),
        Turn::decl(),
        GameView::decl(),
        GameSummary::decl(),
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
        Phase::decl(),
        IllegalReason::decl(),
        BySide::decl(),
        BoardView::decl(),
        LessonEntry::decl(),
        SolvedStep::decl(),
        StepView::decl(),
        LessonView::decl(),
        SentenceArg::decl(),
        SentenceView::decl(),
        StepVerdict::decl(),
        PuzzleView::decl(),
        PuzzleVerdict::decl(),
        RunView::decl(),
        PuzzleRecordView::decl(),
        PuzzleTried::decl(),
        EngineLevel::decl(),
        PositionEvaluation::decl(),
        ClientMsg::decl(),
        ServerMsg::decl(),
    ];
    let mut out =
        String::from("// Generated from crates/camelot-protocol by ts-rs: do not edit.\n");
    out.push_str(HEADER);
    for d in decls {
        // 64-bit integers travel as JSON numbers (ids and milliseconds stay below 2^53).
        out.push_str(&format!("export {}\n", d.replace("bigint", "number")));
    }
    out.push_str(&format!(
        "\n/** The version a `hello` names (docs/protocol.md \"Versions\"). */\nexport const PROTOCOL_VERSION = {PROTOCOL_VERSION};\n"
    ));
    out
}

/// `Outcome` as the union of its codes.
fn outcome_decl() -> String {
    let codes: Vec<String> = Outcome::ALL
        .iter()
        .map(|o| format!("{:?}", o.code()))
        .collect();
    format!("type Outcome = {};", codes.join(" | "))
}

/// The choices both clients offer, as TypeScript constants.
fn choices() -> String {
    let presets: Vec<_> = TIME_PRESETS
        .iter()
        .map(|time| json!({ "time": time, "class": time.class() }))
        .collect();
    let variants: Vec<_> = Variant::ALL
        .iter()
        .map(|&v| json!({ "name": v.name(), "key": variant_key(v) }))
        .collect();
    let computers: std::collections::BTreeMap<_, _> = EngineLevel::ALL
        .iter()
        .map(|l| (l.player_name(), l.key()))
        .collect();
    let constants = [
        (
            "The time controls a new seek offers, live ones first, fastest first.",
            "TIME_PRESETS: readonly { time: TimeControl; class: TimeClass }[]",
            json!(presets),
        ),
        (
            "The time control a new seek starts at.",
            "DEFAULT_TIME: TimeControl",
            json!(DEFAULT_TIME),
        ),
        (
            "Every variant: its name on the wire and the key of its name in common.ftl.",
            "VARIANTS: readonly { name: string; key: string }[]",
            json!(variants),
        ),
        (
            "A name a player may choose (the server's whole rule, the guests' prefix refused), as an HTML `pattern` (the whole value must match).",
            "NAME_PATTERN: string",
            json!(browser_name_pattern()),
        ),
        (
            "The key in common.ftl of each reason the rules refuse a move for, by its code.",
            "ILLEGAL_KEYS: Readonly<Record<string, string>>",
            json!(
                ILLEGAL_KEYS
                    .into_iter()
                    .collect::<std::collections::BTreeMap<_, _>>()
            ),
        ),
        (
            "Beyond this evaluation (either way, a man is 100) a side wins by force.",
            "FORCED_SCORE: number",
            json!(FORCED_SCORE),
        ),
        (
            "Under this many milliseconds a clock is low: red, with tenths, and a sound.",
            "LOW_TIME_MS: number",
            json!(LOW_TIME_MS),
        ),
        (
            "The server's computer players, by the name messages give them: the key of the level's name in common.ftl.",
            "COMPUTER_PLAYERS: Readonly<Record<string, string>>",
            json!(computers),
        ),
    ];
    let mut out = String::from(
        "// Generated from crates/camelot-protocol (choices.rs, clock_text.rs, illegal.rs): do not edit.\n",
    );
    out.push_str(HEADER);
    out.push_str("import type { TimeClass, TimeControl } from './protocol.gen';\n");
    for (doc, name, value) in constants {
        let value = serde_json::to_string_pretty(&value).expect("JSON");
        out.push_str(&format!("\n/** {doc} */\nexport const {name} = {value};\n"));
    }
    out
}

/// Fails unless the committed `web/src/{file}` is `fresh`; writes it first with `UPDATE_TS`.
fn check(file: &str, fresh: &str) {
    let path = format!("{}/../../web/src/{file}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_TS").is_some() {
        std::fs::write(&path, fresh).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "web/src/{file} is not what the protocol gives: run with UPDATE_TS=1"
    );
}

/// How the browser says an end: each outcome's score and title key, each reason's sentence
/// key (`ends.rs`), and the keys of an aborted game.
fn ends() -> String {
    let outcomes: serde_json::Map<_, _> = Outcome::ALL
        .iter()
        .map(|&o| {
            (
                o.code().to_string(),
                json!({ "score": o.score(), "key": outcome_key(o) }),
            )
        })
        .collect();
    let reasons: serde_json::Map<_, _> = EndReason::ALL
        .iter()
        .map(|&r| (r.code().to_string(), json!(end_key(r))))
        .collect();
    let aborts: serde_json::Map<_, _> = AbortReason::ALL
        .iter()
        .map(|&r| (r.code().to_string(), json!(abort_key(r))))
        .collect();
    let constants = [
        (
            "Each outcome's score and the key of its title in common.ftl.",
            "OUTCOMES: Readonly<Record<Outcome, { score: string; key: string }>>",
            json!(outcomes),
        ),
        (
            "The key in common.ftl of the sentence on each way a game ends, with its rule id.",
            "END_KEYS: Readonly<Record<EndReason, string>>",
            json!(reasons),
        ),
        (
            "The title of an aborted game.",
            "ABORTED_KEY: string",
            json!(ABORTED_KEY),
        ),
        (
            "The sentence of an aborted game.",
            "ABORTED_END_KEY: string",
            json!(ABORTED_END_KEY),
        ),
        (
            "The sentence of a game the server aborted, by why.",
            "ABORT_KEYS: Readonly<Record<AbortReason, string>>",
            json!(aborts),
        ),
    ];
    let mut out =
        String::from("// Generated from crates/camelot-protocol (ends.rs): do not edit.\n");
    out.push_str(HEADER);
    out.push_str("import type { AbortReason, EndReason, Outcome } from './protocol.gen';\n");
    for (doc, name, value) in constants {
        let value = serde_json::to_string_pretty(&value).expect("JSON");
        out.push_str(&format!("\n/** {doc} */\nexport const {name} = {value};\n"));
    }
    out
}

#[test]
fn the_browser_types_are_generated_from_the_protocol() {
    check("protocol.gen.ts", &declarations());
}

#[test]
fn the_browsers_choices_are_generated_from_the_protocol() {
    check("choices.gen.ts", &choices());
}

#[test]
fn the_browsers_end_keys_are_generated_from_the_protocol() {
    check("ends.gen.ts", &ends());
}

/// The codes ts-rs declares are those the rules core writes.
#[test]
fn the_declared_codes_are_the_wire_codes() {
    let decl = EndReason::decl();
    for r in EndReason::ALL {
        assert!(decl.contains(&format!("\"{}\"", r.code())), "{decl}");
        assert_eq!(serde_json::to_value(r).unwrap(), json!(r.code()));
    }
    assert_eq!(Color::decl(), "type Color = \"white\" | \"black\";");
}
