//! What the game's puzzle screen needs: choosing a puzzle near the player's rating, and one
//! attempt at it: the player's moves checked against the solution, the opponent's replies,
//! the hint.

use camelot_rules::{Error, Move, Outcome, Position, Square, Variant};

use crate::file::PuzzleSet;
use crate::puzzle::{Checked, Puzzle, PuzzleError};
use crate::theme::Theme;

impl PuzzleSet {
    /// The puzzle of `variant` (with `theme`, if given) whose rating is nearest `rating`,
    /// leaving out those `skip` says (solved ones, say). Ties go to the first in the set, so
    /// the same history picks the same puzzle.
    pub fn pick(
        &self,
        variant: Variant,
        rating: f64,
        theme: Option<Theme>,
        skip: impl Fn(&Puzzle) -> bool,
    ) -> Option<&Puzzle> {
        self.puzzles
            .iter()
            .filter(|p| p.variant == variant)
            .filter(|p| theme.is_none_or(|t| p.themes.contains(&t)))
            .filter(|p| !skip(p))
            .min_by(|a, b| {
                let da = (f64::from(a.rating) - rating).abs();
                let db = (f64::from(b.rating) - rating).abs();
                da.total_cmp(&db)
            })
    }

    /// The puzzles of `variant` (all when `None`) with `theme` (all when `None`).
    pub fn filter(
        &self,
        variant: Option<Variant>,
        theme: Option<Theme>,
    ) -> impl Iterator<Item = &Puzzle> {
        self.puzzles.iter().filter(move |p| {
            variant.is_none_or(|v| p.variant == v) && theme.is_none_or(|t| p.themes.contains(&t))
        })
    }
}

/// What became of a player's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solution's move; the opponent answers with `reply` (the board should show it),
    /// and it is the player's turn again.
    Correct { reply: Move },
    /// The last move of the solution (or another that wins the game at once): solved.
    Solved,
    /// A legal move, but not the solution: the puzzle is failed.
    Wrong,
    /// Not a legal move; the rules core says why (with the rule's id). Nothing changes.
    Illegal(Error),
    /// The puzzle is solved or failed already: no move is taken.
    Over,
}

/// One attempt at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    checked: Checked,
    /// Moves of the solution played so far.
    played: usize,
    position: Position,
    failed: bool,
}

impl Attempt {
    pub fn new(puzzle: &Puzzle) -> Result<Attempt, PuzzleError> {
        let checked = puzzle.check()?;
        Ok(Attempt {
            position: checked.position,
            checked,
            played: 0,
            failed: false,
        })
    }

    /// The position on the board now, the player to move unless solved.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The whole solution, for "show the solution" to step through.
    pub fn solution(&self) -> &[Move] {
        &self.checked.line
    }

    /// The moves of the solution played so far.
    pub fn played(&self) -> usize {
        self.played
    }

    pub fn is_solved(&self) -> bool {
        self.played == self.checked.line.len()
    }

    pub fn is_failed(&self) -> bool {
        self.failed
    }

    /// The hint: the square of the piece the player should move now.
    pub fn hint(&self) -> Option<Square> {
        self.checked.line.get(self.played).map(|m| m.from)
    }

    /// After a wrong move (the puzzle failed, the move not played): the attempt goes on from
    /// where the player stood, for another try.
    pub fn resume(&mut self) {
        self.failed = false;
    }

    /// Checks the player's move (any legal path of it, R16) against the solution, and on a
    /// correct one plays it and the opponent's reply.
    pub fn try_move(&mut self, mv: &Move) -> Verdict {
        if self.is_solved() || self.failed {
            return Verdict::Over;
        }
        let entered = match self.position.read_move(&mv.to_string()) {
            Ok(m) => m.key(),
            Err(e) => return Verdict::Illegal(e),
        };
        let expected = self.checked.line[self.played].key();
        let after = self.position.play(&entered);
        let wins_now = after
            .result()
            .is_some_and(|r| r.outcome == Outcome::Win(self.checked.solver()));
        if entered != expected && !wins_now {
            self.failed = true;
            return Verdict::Wrong;
        }
        self.position = after;
        self.played += 1;
        if wins_now || self.is_solved() {
            self.played = self.checked.line.len();
            return Verdict::Solved;
        }
        let reply = self.checked.line[self.played].clone();
        self.position = self.position.play(&reply.key());
        self.played += 1;
        Verdict::Correct { reply }
    }
}
