//! Lessons and puzzles for thin clients (the browser): what the server sends of the tutorial
//! (camelot-tutorial's lessons, judged by its `check.rs`) and of the puzzle set
//! (camelot-puzzles' shipped set, rated by its Glicko-2), so the client implements no rule.
//! Sentences travel as keys of the game's Fluent files (`lessons.ftl`, `lesson-checks.ftl`)
//! with their arguments, for the client to say in its language.

use std::collections::BTreeMap;

use camelot_rules::Variant;
use serde::{Deserialize, Serialize};

use crate::board::LegalMove;
use crate::wire::variant_name;

/// A lesson in the list: its number (from 1), the game it is played in, its title's key,
/// the rules it teaches, and which of its steps (from 0) are exercises.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LessonEntry {
    pub number: u32,
    #[serde(with = "variant_name")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    pub title: String,
    pub rules: Vec<String>,
    pub exercises: Vec<u32>,
}

/// An exercise solved: lesson number (from 1) and step (from 0), as the game's progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SolvedStep {
    pub lesson: u32,
    pub step: u32,
}

/// One step of a lesson as the board shows it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StepView {
    /// Moves played on the board, animated one after the other: `positions` holds the board
    /// before each move and after the last.
    Demo {
        text: String,
        moves: Vec<String>,
        positions: Vec<String>,
    },
    /// A move to make: the goal's key, the position, its legal moves, and one right answer
    /// ("Show me").
    Exercise {
        text: String,
        goal: String,
        position: String,
        legal: Vec<LegalMove>,
        answer: String,
    },
}

/// A lesson, step by step.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LessonView {
    #[serde(flatten)]
    pub entry: LessonEntry,
    pub steps: Vec<StepView>,
}

/// An argument of a sentence: a count (the file picks its plural form) or a word (a square,
/// or a choice the sentence selects on).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum SentenceArg {
    Number(u32),
    Word(String),
}

/// A sentence of the Fluent files: its key and arguments.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SentenceView {
    pub key: String,
    #[serde(default)]
    pub args: BTreeMap<String, SentenceArg>,
}

/// What became of a legal move made on an exercise (an illegal one is refused as in a game,
/// `illegal_move`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StepVerdict {
    Correct,
    /// Not what was asked: the sentence says why; the move is taken back.
    Wrong {
        why: SentenceView,
    },
}

/// A puzzle as the board shows it: no solution (the server judges each move).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PuzzleView {
    /// `camelot-1479`, as the game's `camelot --puzzle camelot-1479`.
    pub id: String,
    #[serde(with = "variant_name")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    /// The puzzle's start, the solver to move.
    pub position: String,
    pub themes: Vec<String>,
    pub rating: u32,
    pub legal: Vec<LegalMove>,
    /// The player's attempt is rated (signed in, the account's first try of it, no streak).
    pub rated: bool,
}

/// What became of a puzzle move (an illegal one is refused, `illegal_move`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum PuzzleVerdict {
    /// The solution's move; the opponent answered (`reply`).
    Correct,
    Solved,
    /// Not the solution's: the puzzle counts as failed; the move is taken back and the
    /// player may go on from where they stood.
    Wrong,
}

/// A streak run as it stands: solved so far, and whether (why) it ended.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RunView {
    pub solved: u32,
    /// `mistake` or `no_harder` once the run is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

/// An account's puzzle record: the Glicko-2 rating, streaks, best run.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PuzzleRecordView {
    pub rating: f64,
    pub deviation: f64,
    pub attempts: u32,
    pub streak: u32,
    pub best_streak: u32,
    pub best_run: u32,
}

/// A puzzle tried by the account, the latest first.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PuzzleTried {
    pub id: String,
    pub rating: u32,
    pub solved: bool,
}
