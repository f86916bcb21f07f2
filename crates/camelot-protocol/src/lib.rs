//! # camelot-protocol
//!
//! The messages of Camelot's online protocol (docs/protocol.md): JSON objects over WebSocket
//! text frames, each with a `type`. Moves travel in WCF notation, positions as position
//! strings. The server (`camelot-server`), the client (`camelot-client`, the game's and
//! `camelot-cli online bot`'s connection) and the browser (`web/`, its TypeScript types
//! generated from these by ts-rs behind the `ts` feature: tests/typescript.rs) all read the
//! protocol from here, so none can drift from the others.
//!
//! - `client.rs`, `server.rs`: what each side sends; `views.rs` what they show of games,
//!   seeks and players; `board.rs` the thin client's legal moves and boards; `wire.rs` ids,
//!   colours and variants; `time_control.rs` time controls.
//! - `choices.rs`: what both clients offer (time controls, variants, the name rule) and
//!   `clock_text.rs` how both show a clock, said once for the game, the server and the browser
//!   (whose copy `web/src/choices.gen.ts` is generated: tests/typescript.rs).
//! - `refusal.rs`: error codes and reading a client's message; `ends.rs` how a game's end
//!   travels (the rules core's `Outcome` and `EndReason`, protocol 1's words read too) and the
//!   keys of its sentences. Colours are the rules core's `Color` (`"white"`, `"black"`).
//! - `close.rs`: why the server ends a connection (a WebSocket close frame's code and reason).
//! - `illegal.rs`: a refused move's reason as data and the key of its sentence, for the game
//!   and the browser alike.
//! - `learn.rs`: lessons and puzzles for the browser (steps, verdicts as sentence keys,
//!   puzzles without their solution, the puzzle record).

mod board;
pub mod choices;
mod client;
mod clock_text;
mod close;
mod ends;
mod engine;
mod illegal;
mod learn;
mod refusal;
mod server;
pub mod time_control;
mod views;
mod wire;

pub use board::{BoardView, BySide, LegalMove, Phase};
pub use choices::valid_name;
pub use client::ClientMsg;
pub use clock_text::{LOW_TIME_MS, clock_text, is_low};
pub use close::Close;
pub use ends::{
    ABORTED_END_KEY, ABORTED_KEY, abort_key, end_key, outcome_key, read_outcome, read_reason,
};
pub use engine::{EngineLevel, FORCED_SCORE, PositionEvaluation};
pub use illegal::{ILLEGAL_KEYS, IllegalReason, illegal_args, illegal_key, illegal_key_named};
pub use learn::{
    LessonEntry, LessonView, PuzzleRecordView, PuzzleTried, PuzzleVerdict, PuzzleView, RunView,
    SentenceArg, SentenceView, SolvedStep, StepVerdict, StepView,
};
pub use refusal::{ErrorCode, Refusal, parse_client};
pub use server::ServerMsg;
pub use views::{
    AbortReason, ClassRating, ClockView, GameStatus, GameSummary, GameView, Gone, LeaderEntry,
    PlayedGame, PlayerResults, Profile, RatingChange, RatingChanges, SeekView, Tally, Turn,
    VariantStats,
};
pub use wire::{ColorChoice, GameId};

/// The protocol version this crate speaks (docs/protocol.md "Versions"): 2 carries how a game
/// ended as codes (`white_wins`, `time_forfeit`).
pub const PROTOCOL_VERSION: u32 = 2;

/// The oldest version a `hello` may name: a client of protocol 1 sends nothing protocol 2
/// reads otherwise.
pub const OLDEST_PROTOCOL_VERSION: u32 = 1;

/// The longest message the server reads (bytes of JSON text); a longer one gets a
/// `too_large` error and the connection goes on.
pub const MAX_MESSAGE_BYTES: usize = 4096;
