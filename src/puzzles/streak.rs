//! The streak run (lichess's Puzzle Streak): `camelot_puzzles::Run`, puzzles from easy to
//! harder until the first mistake (a wrong move, the hint or the solution). A run does not
//! change the Glicko-2 rating; only its length counts, the best run kept in the record.

pub use camelot_puzzles::{Run, RunEnd};

use crate::persistence::puzzles::PuzzleRecord;

/// How puzzles are played: rated (the Glicko-2 rating moves) or a streak run.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Mode {
    #[default]
    Rated,
    Streak(Run),
}

/// A puzzle of the run solved or failed; the best run is kept in the record.
pub fn count_in_run(run: &mut Run, record: &mut PuzzleRecord, solved: bool) {
    run.count(solved);
    record.best_run = record.best_run.max(run.solved);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_keeps_its_best_in_the_record_and_is_not_rated() {
        let mut record = PuzzleRecord {
            best_run: 1,
            ..Default::default()
        };
        let mut run = Run::new(1500.0);
        count_in_run(&mut run, &mut record, true);
        count_in_run(&mut run, &mut record, true);
        assert_eq!((run.solved, record.best_run), (2, 2));
        count_in_run(&mut run, &mut record, false);
        count_in_run(&mut run, &mut record, true);
        assert_eq!(
            (run.solved, run.end, record.best_run),
            (2, Some(RunEnd::Mistake), 2)
        );
        assert_eq!(record.rating, Default::default(), "a run is not rated");
    }
}
