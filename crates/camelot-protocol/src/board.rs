//! What a thin client (the browser, `web/`) needs to draw and move without knowing a rule:
//! the legal moves of a position as leg paths, and a variant's board as data. The server
//! builds them from the rules core (camelot-server's `thin.rs`).

use serde::{Deserialize, Serialize};

/// One way to enter a legal move: the squares of a path, origin first, and the move as that
/// path writes it. A move with several paths (R16) is listed once per path (protocol 2; 1
/// listed only its canonical path). A leg's kind follows from its squares and the position
/// (a step is one square; a leap over a friend is a canter, over an enemy a jump), so the
/// path names the move. While trees are placed, the path is the placement's three squares.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LegalMove {
    pub notation: String,
    pub path: Vec<String>,
}

/// What the side to move does in a position: River Camelot's games open with each side
/// placing its trees (V5.4), then pieces move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// A legal move is three tree squares, written with commas, chosen in any order.
    PlacingTrees,
    #[default]
    Moving,
}

impl Phase {
    pub fn of(position: &camelot_rules::Position) -> Phase {
        if position.placing_trees() {
            Phase::PlacingTrees
        } else {
            Phase::Moving
        }
    }
}

/// Squares per colour: White's, Black's.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BySide {
    pub white: Vec<String>,
    pub black: Vec<String>,
}

/// A variant's board as data (VARIANTS.md), read from the rules core's `Variant::spec`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BoardView {
    /// The bounding box: files `A…`, ranks `1…`.
    pub files: u32,
    pub ranks: u32,
    /// Every square of the board, river squares included, rank 1 first, A first.
    pub squares: Vec<String>,
    pub castles: BySide,
    /// Squares no piece may stand on (V5.1); empty but in River Camelot.
    pub river: Vec<String>,
    /// Where each side may place its trees (V5.2); empty but in River Camelot.
    pub tree_squares: BySide,
    /// The start position string.
    pub start: String,
}
