//! A puzzle as it is stored, and the same puzzle read through the rules core.

use std::fmt;
use std::str::FromStr;

use camelot_rules::{Color, Move, MoveKey, Position, Variant};
use serde::{Deserialize, Serialize};

use crate::theme::Theme;

/// One puzzle: a position, the solution line, what it teaches and how hard it is.
///
/// The solution is in WCF notation: the side to move's moves with the opponent's best replies
/// between, so it has an odd number of moves, the side to move's first and last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Unique in a set: the variant's name and a number, `camelot-0042`.
    pub id: String,
    #[serde(default)]
    pub variant: Variant,
    /// The position string (RULES.md, V0.3) of the variant, the solver to move.
    pub position: String,
    pub solution: Vec<String>,
    pub themes: Vec<Theme>,
    /// The puzzle's rating on the player's Glicko-2 scale (1500 is average).
    pub rating: u32,
    /// The search work that found the solution: the depth at which it became and stayed the
    /// engine's choice, and the nodes searched until then.
    pub depth: u32,
    pub nodes: u64,
    /// The solution's score at the verifying depth, for the solver (a man is 100).
    pub score: i32,
    /// Where the position came from: `self-play seed 7 game 3 ply 24`, a record's file name…
    pub source: String,
}

/// A puzzle whose position and moves the rules core has read and found legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub position: Position,
    /// The solution as moves, each legal in the position the ones before it reach.
    pub line: Vec<Move>,
}

impl Checked {
    /// The positions before each move of the line, the puzzle's own first.
    pub fn positions(&self) -> Vec<Position> {
        let mut at = self.position;
        self.line
            .iter()
            .map(|m| {
                let before = at;
                at = at.play(&m.key());
                before
            })
            .collect()
    }

    /// The solver's colour.
    pub fn solver(&self) -> Color {
        self.position.side_to_move()
    }

    /// The solution's first move.
    pub fn first(&self) -> MoveKey {
        self.line[0].key()
    }
}

/// Why a puzzle is not a valid puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    pub id: String,
    pub problem: String,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle {}: {}", self.id, self.problem)
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    pub(crate) fn error(&self, problem: impl Into<String>) -> PuzzleError {
        PuzzleError {
            id: self.id.clone(),
            problem: problem.into(),
        }
    }

    /// Reads the position and replays the solution through the rules core: every move legal
    /// in turn (any path of it, R16), an odd number of them, the game not over before the
    /// last.
    pub fn check(&self) -> Result<Checked, PuzzleError> {
        let position = Position::parse_in(self.variant, &self.position)
            .map_err(|e| self.error(format!("position: {e}")))?;
        if position.placing_trees() {
            return Err(self.error("the position is still placing trees (V5.4)"));
        }
        if self.solution.len().is_multiple_of(2) {
            return Err(self.error(format!(
                "the solution has {} moves; it must end with the solver's move",
                self.solution.len()
            )));
        }
        let mut at = position;
        let mut line = Vec::with_capacity(self.solution.len());
        for (i, text) in self.solution.iter().enumerate() {
            if let Some(r) = at.result() {
                return Err(self.error(format!(
                    "move {} ({text}): the game is already over, {}",
                    i + 1,
                    r.reason.describe()
                )));
            }
            let mv = at
                .read_move(text)
                .map_err(|e| self.error(format!("move {} ({text}): {e}", i + 1)))?;
            at = at.play(&mv.key());
            line.push(mv);
        }
        Ok(Checked { position, line })
    }
}

/// The id's form: the variant's name, a dash and a number.
pub fn puzzle_id(variant: Variant, number: usize) -> String {
    format!("{}-{number:04}", variant.name())
}

impl FromStr for Puzzle {
    type Err = String;

    /// One puzzle as a JSON object (a line of a puzzle file).
    fn from_str(s: &str) -> Result<Puzzle, String> {
        serde_json::from_str(s).map_err(|e| e.to_string())
    }
}
