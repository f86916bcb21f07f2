//! Verifying a puzzle: legal by the rules core, and its first move the only good one by
//! the engine at the variant's confirming depth; and the deep pass, which asks the same of
//! every move of the solver's at a greater depth with mining's own margin.

use crate::mine::{Depths, rating};
use crate::puzzle::{Checked, Puzzle, PuzzleError};
use crate::score::{Margin, Scorer};
use crate::theme::recognise;

/// Verifies puzzles; keep one for many (its engine is reused, cleared for each puzzle so
/// that every verdict is the same whatever was verified before).
#[derive(Default)]
pub struct Verifier {
    scorer: Option<Scorer>,
}

/// A puzzle that passed the deep pass, its line ended before a move of the solver's that
/// was no longer clearly best.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deepened {
    pub puzzle: Puzzle,
    /// The moves of the line before it was shortened, if it was.
    pub shortened_from: Option<usize>,
}

impl Verifier {
    /// Legal (every move of the line, [`Puzzle::check`]) and unique: at the confirming depth
    /// of [`Depths::of`] the puzzle's variant, every other first move scores at least
    /// [`Margin::CHECK`] less and does not win clearly itself.
    pub fn verify(&mut self, puzzle: &Puzzle) -> Result<Checked, PuzzleError> {
        let checked = puzzle.check()?;
        let depth = Depths::of(puzzle.variant).confirm;
        match self.first_unclear(&checked, depth, Margin::CHECK, 1) {
            Some((_, why)) => Err(puzzle.error(why)),
            None => Ok(checked),
        }
    }

    /// The deep pass: legal, the first move still clearly best ([`Margin::MINE`], as mining
    /// asked) when searched `deeper` plies beyond the variant's confirming depth, and the
    /// line ended before any later move of the solver's that is not (its themes and rating
    /// found again). Bounded by depth alone, so the verdict is the same on any machine.
    pub fn verify_deep(&mut self, puzzle: &Puzzle, deeper: u32) -> Result<Deepened, PuzzleError> {
        let checked = puzzle.check()?;
        let depth = Depths::of(puzzle.variant).confirm + deeper;
        let moves = checked.line.len();
        match self.first_unclear(&checked, depth, Margin::MINE, moves) {
            None => Ok(Deepened {
                puzzle: puzzle.clone(),
                shortened_from: None,
            }),
            Some((0, why)) => Err(puzzle.error(why)),
            // The solver's move at `at` (an even ply) is not clear: the line ends with the
            // solver's move before it.
            Some((at, _)) => {
                let line = checked.line[..at - 1].to_vec();
                let choices = checked.position.legal_keys().len();
                let shorter = Checked { line, ..checked };
                let solver_moves = shorter.line.len().div_ceil(2);
                Ok(Deepened {
                    puzzle: Puzzle {
                        solution: shorter.line.iter().map(|m| m.to_string()).collect(),
                        themes: recognise(&shorter, puzzle.score),
                        rating: rating(puzzle.depth, puzzle.nodes, choices, solver_moves),
                        ..puzzle.clone()
                    },
                    shortened_from: Some(moves),
                })
            }
        }
    }

    /// The first of the solver's moves (the even plies) among the line's first `moves` that
    /// does not stand out by `margin` at `depth` from a cleared table: its ply and why.
    fn first_unclear(
        &mut self,
        checked: &Checked,
        depth: u32,
        margin: Margin,
        moves: usize,
    ) -> Option<(usize, String)> {
        let scorer = match &mut self.scorer {
            Some(s) if s.depth == depth => s,
            slot => slot.insert(Scorer::new(depth)),
        };
        scorer.engine.clear();
        let positions = checked.positions();
        let solver_plies = positions.iter().zip(&checked.line).enumerate().step_by(2);
        for (ply, (pos, mv)) in solver_plies.take_while(|(ply, _)| *ply < moves) {
            let key = mv.key();
            if let Err((other, score)) = scorer.unique(pos, &key, margin) {
                let solution = scorer.move_value(pos, &key);
                return Some((
                    ply,
                    format!(
                        "not unique at depth {depth}: the solution's move {} ({mv}) scores \
                         {solution}, but {} scores {score}",
                        ply + 1,
                        pos.canonical_path(&other),
                    ),
                ));
            }
        }
        None
    }
}
