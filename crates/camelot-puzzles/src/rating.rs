//! The player's puzzle rating: Glicko-2 through `skillratings`, as the server's ratings.
//! Each puzzle is a game against the puzzle: solved is a win, failed a loss.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// How sure a puzzle's rating is: puzzles are rated from the engine's work, not from games,
/// so a fixed, moderate deviation.
pub const PUZZLE_DEVIATION: f64 = 100.0;

/// A player's puzzle rating, kept with the player's progress.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Puzzles rated so far.
    pub attempts: u32,
}

impl Default for PuzzleRating {
    /// A new player: Glicko-2's 1500 with its wide deviation.
    fn default() -> PuzzleRating {
        let g = Glicko2Rating::new();
        PuzzleRating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            attempts: 0,
        }
    }
}

impl PuzzleRating {
    /// The rating after a puzzle of rating `puzzle` was solved (or not).
    pub fn after(self, puzzle: u32, solved: bool) -> PuzzleRating {
        let player = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle),
            deviation: PUZZLE_DEVIATION,
            ..Glicko2Rating::new()
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (g, _) = glicko2(&player, &opponent, &outcome, &Glicko2Config::new());
        PuzzleRating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            attempts: self.attempts + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_and_failing_lowers_more_against_an_easier_puzzle() {
        let new = PuzzleRating::default();
        let solved = new.after(1500, true);
        let failed = new.after(1500, false);
        assert!(solved.rating > 1500.0 && failed.rating < 1500.0);
        assert!(solved.deviation < new.deviation);
        assert_eq!(solved.attempts, 1);
        // Failing an easy puzzle costs more than failing a hard one.
        let easy_fail = new.after(1000, false);
        let hard_fail = new.after(2000, false);
        assert!(1500.0 - easy_fail.rating > 1500.0 - hard_fail.rating);
    }
}
