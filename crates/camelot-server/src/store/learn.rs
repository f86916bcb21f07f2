//! What an account keeps of the lessons and puzzles (migration 5): the exercises solved, the
//! puzzle record (Glicko-2 rating, streaks, best streak run) and each puzzle counted.

use camelot_protocol::{PuzzleRecordView, PuzzleTried, SolvedStep};
use camelot_puzzles::PuzzleRating;
use rusqlite::{OptionalExtension, params};

use super::{PlayerId, Store, StoreError, err};
use crate::clock::Millis;

/// How many puzzles the history shows, as the game's record keeps.
pub const HISTORY: u32 = 100;

/// An account's puzzle record, as the game's `puzzles.json` keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PuzzleStanding {
    pub rating: PuzzleRating,
    /// Rated puzzles solved in a row, up to now.
    pub streak: u32,
    pub best_streak: u32,
    /// The longest streak run.
    pub best_run: u32,
}

impl PuzzleStanding {
    /// After a rated puzzle of rating `puzzle` was solved or failed.
    pub fn after(self, puzzle: u32, solved: bool) -> PuzzleStanding {
        let streak = if solved { self.streak + 1 } else { 0 };
        PuzzleStanding {
            rating: self.rating.after(puzzle, solved),
            streak,
            best_streak: self.best_streak.max(streak),
            best_run: self.best_run,
        }
    }

    pub fn view(&self) -> PuzzleRecordView {
        PuzzleRecordView {
            rating: self.rating.rating,
            deviation: self.rating.deviation,
            attempts: self.rating.attempts,
            streak: self.streak,
            best_streak: self.best_streak,
            best_run: self.best_run,
        }
    }
}

/// A puzzle counted: which, its rating, solved or not, and whether it moved the rating.
pub struct Counted<'a> {
    pub puzzle: &'a str,
    pub puzzle_rating: u32,
    pub solved: bool,
    /// The record after it, when it was rated.
    pub standing: Option<PuzzleStanding>,
}

impl Store {
    /// The exercises the account solved, lesson and step order.
    pub fn solved_steps(&self, player: PlayerId) -> Result<Vec<SolvedStep>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached(
                "SELECT lesson, step FROM lesson_steps WHERE player = ?1 ORDER BY lesson, step",
            )
            .map_err(err)?;
        q.query_map([player], |r| {
            Ok(SolvedStep {
                lesson: r.get(0)?,
                step: r.get(1)?,
            })
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }

    /// Records an exercise solved (once).
    pub fn solve_step(
        &mut self,
        player: PlayerId,
        step: SolvedStep,
        now: Millis,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT OR IGNORE INTO lesson_steps (player, lesson, step, solved)
                 VALUES (?1, ?2, ?3, ?4)",
                params![player, step.lesson, step.step, now],
            )
            .map(drop)
        })
    }

    /// The account's puzzle record; a new one for an account that has tried none.
    pub fn puzzle_standing(&self, player: PlayerId) -> Result<PuzzleStanding, StoreError> {
        self.conn
            .query_row(
                "SELECT rating, deviation, volatility, attempts, streak, best_streak, best_run
                 FROM puzzle_records WHERE player = ?1",
                [player],
                |r| {
                    Ok(PuzzleStanding {
                        rating: PuzzleRating {
                            rating: r.get(0)?,
                            deviation: r.get(1)?,
                            volatility: r.get(2)?,
                            attempts: r.get(3)?,
                        },
                        streak: r.get(4)?,
                        best_streak: r.get(5)?,
                        best_run: r.get(6)?,
                    })
                },
            )
            .optional()
            .map(Option::unwrap_or_default)
            .map_err(err)
    }

    /// Writes the account's puzzle record.
    pub fn save_standing(
        &mut self,
        player: PlayerId,
        s: &PuzzleStanding,
    ) -> Result<(), StoreError> {
        self.write(|tx| save_standing(tx, player, s))
    }

    /// Records a puzzle counted, and the record after it if it was rated: all or nothing.
    /// One row per account and puzzle: a repeat updates it (solved if ever solved, tried
    /// now) and is never rated, however many connections had it open at once. Whether this
    /// count was the puzzle's first (and so, if asked, rated).
    pub fn count_puzzle(
        &mut self,
        player: PlayerId,
        counted: &Counted,
        now: Millis,
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            let first = tx.execute(
                "INSERT INTO puzzle_results (player, puzzle, puzzle_rating, solved, rated,
                     rating_after, tried)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT (player, puzzle) DO NOTHING",
                params![
                    player,
                    counted.puzzle,
                    counted.puzzle_rating,
                    counted.solved,
                    counted.standing.is_some(),
                    counted.standing.map(|s| s.rating.rating),
                    now
                ],
            )? == 1;
            if !first {
                tx.execute(
                    "UPDATE puzzle_results SET solved = solved OR ?3, tried = ?4
                     WHERE player = ?1 AND puzzle = ?2",
                    params![player, counted.puzzle, counted.solved, now],
                )?;
            }
            match &counted.standing {
                Some(s) if first => save_standing(tx, player, s)?,
                _ => {}
            }
            Ok(first)
        })
    }

    /// Whether the account has counted this puzzle before (then it is not rated again).
    pub fn puzzle_tried(&self, player: PlayerId, puzzle: &str) -> Result<bool, StoreError> {
        self.conn
            .query_row(
                "SELECT 1 FROM puzzle_results WHERE player = ?1 AND puzzle = ?2 LIMIT 1",
                params![player, puzzle],
                |_| Ok(()),
            )
            .optional()
            .map(|r| r.is_some())
            .map_err(err)
    }

    /// The puzzles the account tried, the latest first, at most `limit`.
    pub fn puzzle_history(
        &self,
        player: PlayerId,
        limit: u32,
    ) -> Result<Vec<PuzzleTried>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached(
                "SELECT puzzle, puzzle_rating, solved FROM puzzle_results
                 WHERE player = ?1 ORDER BY tried DESC, id DESC LIMIT ?2",
            )
            .map_err(err)?;
        q.query_map(params![player, limit], |r| {
            Ok(PuzzleTried {
                id: r.get(0)?,
                rating: r.get(1)?,
                solved: r.get(2)?,
            })
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }

    /// The ids of the puzzles the account solved: not offered again.
    pub fn puzzles_solved(&self, player: PlayerId) -> Result<Vec<String>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT puzzle FROM puzzle_results WHERE player = ?1 AND solved")
            .map_err(err)?;
        q.query_map([player], |r| r.get(0))
            .map_err(err)?
            .collect::<Result<_, _>>()
            .map_err(err)
    }
}

fn save_standing(
    tx: &rusqlite::Connection,
    player: PlayerId,
    s: &PuzzleStanding,
) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO puzzle_records (player, rating, deviation, volatility, attempts, streak,
             best_streak, best_run)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (player) DO UPDATE SET rating = ?2, deviation = ?3, volatility = ?4,
             attempts = ?5, streak = ?6, best_streak = ?7, best_run = ?8",
        params![
            player,
            s.rating.rating,
            s.rating.deviation,
            s.rating.volatility,
            s.rating.attempts,
            s.streak,
            s.best_streak,
            s.best_run
        ],
    )
    .map(drop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_counted_again_updates_its_one_row_and_is_rated_once() {
        let mut s = Store::in_memory().unwrap();
        let ann = s.create_player("Ann", "a", 0).unwrap();
        let rated = PuzzleStanding::default().after(1500, false);
        // Two connections had it open, each sure it was the first count.
        let failed = Counted {
            puzzle: "camelot-1",
            puzzle_rating: 1500,
            solved: false,
            standing: Some(rated),
        };
        assert!(s.count_puzzle(ann, &failed, 10).unwrap(), "the first count");
        let solved = Counted {
            solved: true,
            standing: Some(rated.after(1500, true)),
            ..failed
        };
        assert!(!s.count_puzzle(ann, &solved, 20).unwrap(), "not the first");
        assert_eq!(s.puzzle_standing(ann).unwrap(), rated, "rated once");
        let history = s.puzzle_history(ann, HISTORY).unwrap();
        assert_eq!(history.len(), 1, "one row");
        assert!(history[0].solved, "solved once, solved for good");
        assert_eq!(s.puzzles_solved(ann).unwrap(), ["camelot-1"]);
    }
}
