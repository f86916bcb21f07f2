//! The server's engine (issue 36): the levels of a game against the computer, and the
//! engine's evaluation of a position as analysis carries it.

use serde::{Deserialize, Serialize};

/// The computer's playing strength, weakest first: the 3D game's five levels.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EngineLevel {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl EngineLevel {
    pub const ALL: [EngineLevel; 5] = [
        EngineLevel::Beginner,
        EngineLevel::Easy,
        EngineLevel::Medium,
        EngineLevel::Hard,
        EngineLevel::Expert,
    ];
}

/// Beyond this score (either way) a side wins by force: the engine's `MATE_BOUND` (a
/// camelot-server test keeps them equal).
pub const FORCED_SCORE: i32 = 29_000;

/// The engine's view of one position: a score from White's side (a man is 100; beyond
/// ±[`FORCED_SCORE`] a forced result) and its best move there (none once the game is decided).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PositionEvaluation {
    pub white: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
}
