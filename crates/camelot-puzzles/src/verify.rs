//! Verifying a puzzle: legal by the rules core, and its first move the only good one by
//! the engine at the variant's confirming depth.

use crate::mine::Depths;
use crate::puzzle::{Checked, Puzzle, PuzzleError};
use crate::score::{Margin, Scorer};

/// Verifies puzzles; keep one for many (its engine is reused, cleared for each puzzle so
/// that every verdict is the same whatever was verified before).
#[derive(Default)]
pub struct Verifier {
    scorer: Option<Scorer>,
}

impl Verifier {
    /// Legal (every move of the line, [`Puzzle::check`]) and unique: at the confirming depth
    /// of [`Depths::of`] the puzzle's variant, every other first move scores at least
    /// [`Margin::CHECK`] less and does not win clearly itself.
    pub fn verify(&mut self, puzzle: &Puzzle) -> Result<Checked, PuzzleError> {
        let checked = puzzle.check()?;
        let depth = Depths::of(puzzle.variant).confirm;
        let scorer = match &mut self.scorer {
            Some(s) if s.depth == depth => s,
            slot => slot.insert(Scorer::new(depth)),
        };
        scorer.engine.clear();
        let pos = checked.position;
        let first = checked.first();
        scorer
            .unique(&pos, &first, Margin::CHECK)
            .map_err(|(other, score)| {
                let solution = scorer.move_value(&pos, &first);
                puzzle.error(format!(
                    "not unique at depth {depth}: the solution {} scores {solution}, but {} \
                     scores {score}",
                    checked.line[0],
                    pos.canonical_path(&other),
                ))
            })?;
        Ok(checked)
    }
}
