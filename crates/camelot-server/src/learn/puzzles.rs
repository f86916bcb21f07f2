//! Puzzles for the browser: camelot-puzzles' shipped set, one attempt per connection judged by
//! its `Attempt`, as the game's puzzle screen. A puzzle counts once per opening (solved, or
//! failed at the first wrong move, the hint or the solution): for a signed-in account it is
//! rated (Glicko-2, `PuzzleRating`) the first time the account counts it, and kept in its
//! history; in a streak run (`Run`) it counts in the run only. A visitor's puzzles are not
//! rated and nothing of them is kept.

use std::collections::VecDeque;

use camelot_protocol::{
    ErrorCode, PuzzleRecordView, PuzzleVerdict, PuzzleView, Refusal, RunView, ServerMsg,
};
use camelot_puzzles::{Attempt, Puzzle, Run, RunEnd, Theme, Verdict, shipped};
use camelot_rules::Variant;

use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::store::{Counted, HISTORY, PlayerId, PuzzleStanding};
use crate::thin::legal_moves;

/// Puzzles tried lately are not offered again at once, even when failed (as in the game).
const RECENT: usize = 10;

/// A connection's puzzles: the one open, the streak run, those tried lately.
#[derive(Default)]
pub(crate) struct Desk {
    open: Option<Open>,
    run: Option<Run>,
    recent: VecDeque<String>,
}

struct Open {
    puzzle: &'static Puzzle,
    attempt: Attempt,
    /// The puzzle has counted (solved or failed) since it was opened.
    counted: bool,
    /// Counting it moves the account's rating.
    rated: bool,
}

/// Who asks, and when.
#[derive(Clone, Copy)]
pub(crate) struct Asker {
    pub(crate) player: Option<PlayerId>,
    pub(crate) now: Millis,
}

fn unknown(what: impl Into<String>) -> Refusal {
    refuse(ErrorCode::UnknownPuzzle, what)
}

fn run_view(run: &Run) -> RunView {
    RunView {
        solved: run.solved,
        end: run.end.map(|e| {
            match e {
                RunEnd::Mistake => "mistake",
                RunEnd::NoHarder => "no_harder",
            }
            .to_string()
        }),
    }
}

fn standing(b: &Base, player: Option<PlayerId>) -> Result<PuzzleStanding, Refusal> {
    match player {
        Some(id) => b.store.puzzle_standing(id).map_err(storage),
        None => Ok(PuzzleStanding::default()),
    }
}

impl Desk {
    /// `puzzle_next`: the streak run's next puzzle, or the one nearest the player's rating
    /// they have neither solved nor tried lately.
    pub(crate) fn next(
        &mut self,
        b: &Base,
        who: Asker,
        variant: Variant,
        theme: Option<&str>,
        streak: bool,
    ) -> Result<ServerMsg, Refusal> {
        let theme = (theme.map(str::parse::<Theme>).transpose()).map_err(unknown)?;
        let rating = standing(b, who.player)?.rating.rating;
        self.open = None;
        if !streak {
            self.run = None;
        } else if self.run.as_ref().is_none_or(|r| r.end.is_some()) {
            self.run = Some(Run::new(rating));
        }
        let picked = match &mut self.run {
            Some(run) => {
                let p = shipped().pick(variant, run.level, theme, |p| run.skips(p));
                match p {
                    Some(p) => run.opened(p),
                    None => run.end = Some(RunEnd::NoHarder),
                }
                p
            }
            None => {
                let (solved, lately) = match who.player {
                    Some(id) => (
                        b.store.puzzles_solved(id).map_err(storage)?,
                        b.store.puzzle_history(id, RECENT as u32).map_err(storage)?,
                    ),
                    None => Default::default(),
                };
                let skip = |p: &Puzzle| {
                    solved.contains(&p.id)
                        || lately.iter().any(|t| t.id == p.id)
                        || self.recent.contains(&p.id)
                };
                shipped().pick(variant, rating, theme, skip)
            }
        };
        let puzzle = match picked {
            Some(p) => Some(self.open(b, who, p)?),
            None => None,
        };
        Ok(ServerMsg::Puzzle {
            puzzle,
            run: self.run.as_ref().map(run_view),
        })
    }

    /// `puzzle_open`: a puzzle by its id, out of any streak run.
    pub(crate) fn open_id(&mut self, b: &Base, who: Asker, id: &str) -> Result<ServerMsg, Refusal> {
        let puzzle = (shipped().get(id)).ok_or_else(|| unknown(format!("no puzzle {id}")))?;
        self.run = None;
        Ok(ServerMsg::Puzzle {
            puzzle: Some(self.open(b, who, puzzle)?),
            run: None,
        })
    }

    fn open(
        &mut self,
        b: &Base,
        who: Asker,
        puzzle: &'static Puzzle,
    ) -> Result<PuzzleView, Refusal> {
        let attempt = Attempt::new(puzzle).map_err(|e| unknown(e.to_string()))?;
        let rated = match who.player {
            Some(id) if self.run.is_none() => {
                !b.store.puzzle_tried(id, &puzzle.id).map_err(storage)?
            }
            _ => false,
        };
        let view = PuzzleView {
            id: puzzle.id.clone(),
            variant: puzzle.variant,
            position: puzzle.position.clone(),
            themes: puzzle.themes.iter().map(ToString::to_string).collect(),
            rating: puzzle.rating,
            legal: legal_moves(attempt.position()),
            rated,
        };
        self.open = Some(Open {
            puzzle,
            attempt,
            counted: false,
            rated,
        });
        Ok(view)
    }

    fn open_mut(&mut self) -> Result<&mut Open, Refusal> {
        self.open
            .as_mut()
            .ok_or_else(|| unknown("no puzzle is open: open one first"))
    }

    /// `puzzle_move`: the attempt's verdict. A right move is answered by the opponent's reply;
    /// a wrong one fails the puzzle and is taken back, the player going on from there.
    pub(crate) fn play(
        &mut self,
        b: &mut Base,
        who: Asker,
        notation: &str,
    ) -> Result<ServerMsg, Refusal> {
        let open = self.open_mut()?;
        let mv =
            (open.attempt.position().read_move(notation)).map_err(|e| Refusal::illegal_move(&e))?;
        let played = open.attempt.position().play(&mv.key()).to_string();
        let (verdict, reply) = match open.attempt.try_move(&mv) {
            Verdict::Illegal(e) => return Err(Refusal::illegal_move(&e)),
            Verdict::Over => {
                return Err(refuse(
                    ErrorCode::NotAllowed,
                    "the puzzle is solved: open the next",
                ));
            }
            Verdict::Correct { reply } => (PuzzleVerdict::Correct, Some(reply.to_string())),
            Verdict::Solved => (PuzzleVerdict::Solved, None),
            Verdict::Wrong => {
                open.attempt.resume();
                (PuzzleVerdict::Wrong, None)
            }
        };
        let (id, position) = (open.puzzle.id.clone(), *open.attempt.position());
        let record = match verdict {
            PuzzleVerdict::Correct => None,
            _ => self.count(b, who, verdict == PuzzleVerdict::Solved)?,
        };
        Ok(ServerMsg::PuzzleMoved {
            id,
            notation: mv.to_string(),
            verdict,
            played,
            reply,
            position: position.to_string(),
            legal: legal_moves(&position),
            record,
            run: self.run.as_ref().map(run_view),
        })
    }

    /// `puzzle_hint`: the square of the piece to move; the puzzle counts as failed.
    pub(crate) fn hint(&mut self, b: &mut Base, who: Asker) -> Result<ServerMsg, Refusal> {
        let open = self.open_mut()?;
        let id = open.puzzle.id.clone();
        let square = (open.attempt.hint())
            .ok_or_else(|| refuse(ErrorCode::NotAllowed, "the puzzle is solved"))?;
        self.count(b, who, false)?;
        Ok(ServerMsg::PuzzleHint {
            id,
            square: square.to_string(),
        })
    }

    /// `puzzle_solution`: the whole line from the start; the puzzle counts as failed and is
    /// closed.
    pub(crate) fn solution(&mut self, b: &mut Base, who: Asker) -> Result<ServerMsg, Refusal> {
        let open = self.open_mut()?;
        let puzzle = open.puzzle;
        let checked = puzzle.check().map_err(|e| unknown(e.to_string()))?;
        self.count(b, who, false)?;
        self.open = None;
        let mut positions: Vec<String> = checked
            .positions()
            .iter()
            .map(ToString::to_string)
            .collect();
        let last = checked.line.last().map(|m| m.key());
        let end = checked
            .positions()
            .last()
            .zip(last)
            .map(|(p, m)| p.play(&m));
        positions.extend(end.map(|p| p.to_string()));
        Ok(ServerMsg::PuzzleSolution {
            id: puzzle.id.clone(),
            moves: checked.line.iter().map(ToString::to_string).collect(),
            positions,
        })
    }

    /// Counts the open puzzle solved or failed, once: in the streak run (its best kept in
    /// the account's record), or in the account's history, rated on its first count. The
    /// account's record after it, when it changed.
    fn count(
        &mut self,
        b: &mut Base,
        who: Asker,
        solved: bool,
    ) -> Result<Option<PuzzleRecordView>, Refusal> {
        let Some(open) = self.open.as_mut().filter(|o| !o.counted) else {
            return Ok(None);
        };
        open.counted = true;
        let (puzzle, rated) = (open.puzzle, open.rated);
        self.recent.push_back(puzzle.id.clone());
        if self.recent.len() > RECENT {
            self.recent.pop_front();
        }
        let Some(id) = who.player else {
            if let Some(run) = &mut self.run {
                run.count(solved);
            }
            return Ok(None);
        };
        let before = b.store.puzzle_standing(id).map_err(storage)?;
        if let Some(run) = &mut self.run {
            run.count(solved);
            if run.solved <= before.best_run {
                return Ok(None);
            }
            let after = PuzzleStanding {
                best_run: run.solved,
                ..before
            };
            b.store.save_standing(id, &after).map_err(storage)?;
            return Ok(Some(after.view()));
        }
        let after = rated.then(|| before.after(puzzle.rating, solved));
        let counted = Counted {
            puzzle: &puzzle.id,
            puzzle_rating: puzzle.rating,
            solved,
            standing: after,
        };
        let first = b
            .store
            .count_puzzle(id, &counted, who.now)
            .map_err(storage)?;
        // Counted first on another connection meanwhile: not rated twice.
        Ok(after.filter(|_| first).map(|s| s.view()))
    }

    /// `puzzle_record`: the account's record and its last puzzles; a visitor has none.
    pub(crate) fn record(b: &Base, player: Option<PlayerId>) -> Result<ServerMsg, Refusal> {
        let (record, history) = match player {
            Some(id) => (
                Some(standing(b, player)?.view()),
                b.store.puzzle_history(id, HISTORY).map_err(storage)?,
            ),
            None => (None, Vec::new()),
        };
        Ok(ServerMsg::PuzzleRecord {
            record,
            history,
            themes: Theme::ALL.iter().map(ToString::to_string).collect(),
        })
    }
}
