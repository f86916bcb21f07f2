//! The puzzle screen's state: the variant and theme chosen, the puzzle open and the attempt at
//! it (judged by `camelot_puzzles`), what the player is told, and the commands the panel
//! sends. A puzzle counts once, in the rated record or in the streak run (`streak`): solved,
//! or failed at the first wrong move, hint or look at the solution.

use std::collections::VecDeque;

use bevy::prelude::*;
use camelot_puzzles::{Attempt, Puzzle, Theme, shipped};
use camelot_rules::{Move, Position, Variant};

use super::streak::{Mode, Run, RunEnd, count_in_run};
use crate::input::move_entry::MoveEntry;
use crate::persistence::puzzles::PuzzleRecord;
use crate::review::PuzzlesFound;
use crate::screens::Screen;
use crate::shown::{Animator, Cues, ShownPosition, Ticket};

/// Puzzles tried lately are not offered again at once, even when failed.
const RECENT: usize = 10;

/// What the player is told about the puzzle open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Feedback {
    /// A right move; the opponent answered with this.
    Correct(Move),
    Solved,
    /// A legal move that is not the solution's: said so; it is taken back.
    Wrong(Move),
    /// A click or a typed move the rules refuse, in the rules core's words (naming the rule).
    Illegal(String),
    /// No puzzle of the game and theme is left to open.
    NoneLeft,
    /// The puzzle could not be opened: why.
    Unreadable(String),
}

/// The puzzle open and the player's attempt at it.
#[derive(Clone, Debug)]
pub struct Open {
    pub puzzle: Puzzle,
    /// The puzzle's own position, the solver to move.
    pub start: Position,
    pub attempt: Attempt,
    /// The player's move being entered (the one move entry of the game).
    pub entry: MoveEntry,
    /// The opponent's reply, played once the player's last leg has landed.
    pub reply: Option<Move>,
    /// The board is playing a move of the puzzle's (the reply, a step of the solution).
    pub awaiting: Option<Ticket>,
    /// A wrong move stands on the board: seconds until it is taken back.
    pub come_back: Option<f32>,
    /// The puzzle has counted in the record (solved, or failed).
    pub counted: bool,
    /// The hint is drawn on the board.
    pub hint: bool,
    /// The solution is being shown: how many of its moves are on the board.
    pub solution_shown: Option<usize>,
}

impl Open {
    fn new(puzzle: Puzzle) -> Result<Open, String> {
        let attempt = Attempt::new(&puzzle).map_err(|e| e.to_string())?;
        Ok(Open {
            puzzle,
            start: *attempt.position(),
            attempt,
            entry: MoveEntry::default(),
            reply: None,
            awaiting: None,
            come_back: None,
            counted: false,
            hint: false,
            solution_shown: None,
        })
    }

    /// The board still plays something of ours, or a wrong move waits to go back.
    pub fn busy(&self) -> bool {
        self.entry.busy() || self.reply.is_some() || self.awaiting.is_some()
    }

    pub fn settled(&self) -> bool {
        !self.busy() && self.come_back.is_none()
    }

    /// The player may enter a move.
    pub fn takes_moves(&self) -> bool {
        !self.busy()
            && self.solution_shown.is_none()
            && !self.attempt.is_solved()
            && !self.attempt.is_failed()
    }

    /// The attempt again from where the player stood before a wrong move: the solution's
    /// moves played so far replayed.
    pub(super) fn retry_here(&mut self) {
        let played = self.attempt.played();
        if let Ok(mut fresh) = Attempt::new(&self.puzzle) {
            let line = fresh.solution().to_vec();
            for mv in line.iter().take(played).step_by(2) {
                fresh.try_move(mv);
            }
            self.attempt = fresh;
        }
        self.come_back = None;
        self.entry = MoveEntry::default();
    }
}

/// The puzzle screen as it stands.
#[derive(Resource, Debug)]
pub struct Puzzles {
    pub variant: Variant,
    /// `None`: every theme.
    pub theme: Option<Theme>,
    /// Rated puzzles, or a streak run.
    pub mode: Mode,
    /// Puzzles found in a game ("Puzzles from this game"), offered before the shipped ones.
    pub queue: VecDeque<Puzzle>,
    pub open: Option<Open>,
    pub feedback: Option<Feedback>,
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        Puzzles {
            variant: Variant::Camelot,
            theme: None,
            mode: Mode::Rated,
            queue: VecDeque::new(),
            open: None,
            feedback: None,
        }
    }
}

/// What the panel (or a test) asks of the puzzle screen.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// Puzzles of this variant and theme (all themes when `None`): the next one opens.
    Choose {
        variant: Variant,
        theme: Option<Theme>,
    },
    Next,
    /// A new streak run from its easy start.
    Streak,
    /// Back to rated puzzles.
    Rated,
    /// The puzzle from its start again.
    StartAgain,
    /// Draw the piece to move and its path (the puzzle counts as failed).
    Hint,
    /// Show the solution from the start (the puzzle counts as failed); each further command
    /// plays its next move.
    ShowSolution,
    /// Back to the main menu.
    Leave,
}

impl Puzzles {
    /// The board's cues: the pieces that may move, the move being entered, the hint.
    pub(super) fn cues(&self) -> Cues {
        let Some(open) = &self.open else {
            return Cues::default();
        };
        let position = open.attempt.position();
        let waiting = open.takes_moves() && open.entry.input.is_none() && open.come_back.is_none();
        let hint = open.hint && open.takes_moves();
        let next = open.attempt.solution().get(open.attempt.played());
        Cues {
            movable: match next {
                Some(mv) if hint => camelot_rules::Bitboard::from_square(mv.from),
                _ if waiting => position.movable_pieces(),
                _ => Default::default(),
            },
            input: open.entry.input.clone(),
            hint: next.filter(|_| hint).cloned(),
            trees: open.entry.trees,
        }
    }

    /// Opens the next puzzle. Rated: the game's first, else the shipped one of the variant and
    /// theme nearest the player's rating, leaving out those solved and those tried lately. A
    /// streak run: the next harder one (a new run after one has ended).
    pub(super) fn open_next(&mut self, record: &PuzzleRecord, shown: &mut ShownPosition) {
        self.open = None;
        self.feedback = None;
        let (variant, theme) = (self.variant, self.theme);
        let puzzle = match &mut self.mode {
            Mode::Streak(run) => {
                if run.end.is_some() {
                    *run = Run::new(record.rating.rating);
                }
                let picked = shipped().pick(variant, run.level, theme, |p| run.skips(p));
                let Some(p) = picked else {
                    run.end = Some(RunEnd::NoHarder);
                    shown.cues = Cues::default();
                    return;
                };
                run.opened(p);
                p.clone()
            }
            Mode::Rated => match self.queue.pop_front() {
                Some(p) => p,
                None => {
                    let recent: Vec<&str> = record
                        .history
                        .iter()
                        .rev()
                        .take(RECENT)
                        .map(|t| t.id.as_str())
                        .collect();
                    let skip = |p: &Puzzle| {
                        record.solved.contains(&p.id) || recent.contains(&p.id.as_str())
                    };
                    let picked = shipped().pick(variant, record.rating.rating, theme, skip);
                    let Some(p) = picked else {
                        self.feedback = Some(Feedback::NoneLeft);
                        return;
                    };
                    p.clone()
                }
            },
        };
        match Open::new(puzzle) {
            Ok(open) => {
                self.variant = open.puzzle.variant;
                shown.cut_to(*open.attempt.position(), None, None);
                self.open = Some(open);
            }
            Err(why) => self.feedback = Some(Feedback::Unreadable(why)),
        }
        shown.cues = self.cues();
    }
}

/// Puzzles found in the player's game (review's "Puzzles from this game") open on the
/// puzzle screen, before the shipped ones.
pub(super) fn open_found(
    mut found: MessageReader<PuzzlesFound>,
    mut puzzles: ResMut<Puzzles>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if let Some(PuzzlesFound(found)) = found.read().last() {
        puzzles.queue = found.iter().cloned().collect();
        puzzles.open = None;
        next_screen.set(Screen::Puzzles);
    }
}

/// The board shows the puzzle; the first one opens if none is open.
pub(super) fn enter(
    mut puzzles: ResMut<Puzzles>,
    record: Res<PuzzleRecord>,
    mut shown: ResMut<ShownPosition>,
) {
    match &puzzles.open {
        Some(open) => {
            let (position, last) = (*open.attempt.position(), None);
            shown.cut_to(position, last, None);
            shown.cues = puzzles.cues();
        }
        None => puzzles.open_next(&record, &mut shown),
    }
}

/// Leaving lets go of the move being entered; the live game takes the board back.
pub(super) fn exit(mut puzzles: ResMut<Puzzles>) {
    if let Some(open) = puzzles.open.as_mut() {
        open.entry = MoveEntry::default();
        open.reply = None;
        open.awaiting = None;
    }
}

pub(super) fn handle_commands(
    mut commands: MessageReader<PuzzleCommand>,
    mut puzzles: ResMut<Puzzles>,
    mut record: ResMut<PuzzleRecord>,
    mut shown: ResMut<ShownPosition>,
    mut animator: Animator,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for &command in commands.read() {
        match command {
            PuzzleCommand::Choose { variant, theme } => {
                puzzles.variant = variant;
                puzzles.theme = theme;
                puzzles.queue.clear();
                if let Mode::Streak(run) = &mut puzzles.mode {
                    *run = Run::new(record.rating.rating);
                }
                puzzles.open_next(&record, &mut shown);
            }
            PuzzleCommand::Next => puzzles.open_next(&record, &mut shown),
            PuzzleCommand::Streak => {
                puzzles.mode = Mode::Streak(Run::new(record.rating.rating));
                puzzles.open_next(&record, &mut shown);
            }
            PuzzleCommand::Rated => {
                puzzles.mode = Mode::Rated;
                puzzles.open_next(&record, &mut shown);
            }
            PuzzleCommand::Leave => next_screen.set(Screen::MainMenu),
            PuzzleCommand::StartAgain => {
                let Some(open) = puzzles.open.take() else {
                    continue;
                };
                let counted = open.counted;
                if let Ok(mut again) = Open::new(open.puzzle) {
                    again.counted = counted;
                    shown.cut_to(*again.attempt.position(), None, None);
                    puzzles.open = Some(again);
                    puzzles.feedback = None;
                }
            }
            PuzzleCommand::Hint => {
                let Puzzles { open, mode, .. } = &mut *puzzles;
                let Some(open) = open.as_mut().filter(|o| o.takes_moves()) else {
                    continue;
                };
                open.hint = true;
                count(mode, open, &mut record, false);
                puzzles.feedback = None;
            }
            PuzzleCommand::ShowSolution => {
                let Puzzles { open, mode, .. } = &mut *puzzles;
                let Some(open) = open.as_mut().filter(|o| !o.busy()) else {
                    continue;
                };
                count(mode, open, &mut record, false);
                step_solution(open, &mut shown, &mut animator);
                puzzles.feedback = None;
            }
        }
        shown.cues = puzzles.cues();
    }
}

/// Counts the puzzle solved or failed, once: in the rated record, or in the streak run.
pub(super) fn count(mode: &mut Mode, open: &mut Open, record: &mut PuzzleRecord, solved: bool) {
    if open.counted {
        return;
    }
    open.counted = true;
    match mode {
        Mode::Rated => record.count(&open.puzzle, solved),
        Mode::Streak(run) => count_in_run(run, record, solved),
    }
}

/// The first call cuts to the puzzle's start; each next one animates the solution's next move.
fn step_solution(open: &mut Open, shown: &mut ShownPosition, animator: &mut Animator) {
    let line = open.attempt.solution().to_vec();
    let Some(shown_so_far) = open.solution_shown else {
        open.solution_shown = Some(0);
        open.hint = false;
        open.come_back = None;
        open.entry = MoveEntry::default();
        shown.cut_to(open.start, None, None);
        return;
    };
    let Some(mv) = line.get(shown_so_far) else {
        return;
    };
    let before = shown.position;
    shown.position = before.play(&mv.key());
    shown.last_move = Some(mv.clone());
    open.awaiting = Some(animator.play(shown.scene, before, mv.clone()));
    open.solution_shown = Some(shown_so_far + 1);
}
