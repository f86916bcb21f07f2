//! The streak run (lichess's Puzzle Streak): puzzles from easy to harder, each one rated above
//! the last and nearer a level that rises a step with each solved, until the first mistake (a
//! wrong move, the hint or the solution). A run does not change the Glicko-2 rating (a run's
//! easy start would give rating away); only its length counts. The game's puzzle screen and
//! camelot-server's puzzles both run it; each keeps the best run in its own record.

use crate::puzzle::Puzzle;

/// A run starts this far below the player's rating...
const START_BELOW: f64 = 600.0;
/// ...and never below the easiest puzzles'.
const LOWEST_START: f64 = 800.0;
/// The level rises this much with each puzzle solved.
const STEP: f64 = 50.0;

/// A streak run as it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    /// Puzzles solved in this run.
    pub solved: u32,
    /// The rating the next puzzle is chosen near.
    pub level: f64,
    /// The last puzzle's rating: the next is harder.
    pub last_rating: Option<u32>,
    /// The ids played in this run: none twice.
    pub played: Vec<String>,
    pub end: Option<RunEnd>,
}

/// Why a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    Mistake,
    /// No harder puzzle of the game and theme is left.
    NoHarder,
}

impl Run {
    /// A fresh run for a player of `rating`.
    pub fn new(rating: f64) -> Run {
        Run {
            solved: 0,
            level: (rating - START_BELOW).max(LOWEST_START),
            last_rating: None,
            played: Vec::new(),
            end: None,
        }
    }

    /// Whether `p` may not come next: played in this run, or not harder than the last.
    pub fn skips(&self, p: &Puzzle) -> bool {
        self.played.contains(&p.id) || self.last_rating.is_some_and(|last| p.rating <= last)
    }

    /// `p` opens as the run's next puzzle.
    pub fn opened(&mut self, p: &Puzzle) {
        self.played.push(p.id.clone());
        self.last_rating = Some(p.rating);
    }

    /// A puzzle of the run solved or failed: a solved one raises the level, a failed one
    /// ends the run. Nothing counts after the end.
    pub fn count(&mut self, solved: bool) {
        if self.end.is_some() {
            return;
        }
        if solved {
            self.solved += 1;
            self.level += STEP;
        } else {
            self.end = Some(RunEnd::Mistake);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_starts_below_the_rating_rises_and_ends_at_the_first_mistake() {
        let mut run = Run::new(1500.0);
        assert_eq!(run.level, 900.0);
        assert_eq!(Run::new(1000.0).level, LOWEST_START);
        run.count(true);
        run.count(true);
        assert_eq!((run.solved, run.level), (2, 1000.0));
        run.count(false);
        run.count(true);
        assert_eq!((run.solved, run.end), (2, Some(RunEnd::Mistake)));
    }
}
