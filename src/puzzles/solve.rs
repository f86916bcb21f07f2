//! Solving: the board's clicks, drags and keys go to the game's one move entry
//! ([`crate::input::move_entry`]) on the puzzle's position, and a typed move is read by the rules
//! core, as in a game. A finished move is judged by `camelot_puzzles`: a right one stays and
//! the opponent's reply is animated; a wrong one is said in words, counted as failed and taken
//! back after a moment (or at the next click), so the player may try again from there.

use bevy::prelude::*;
use camelot_puzzles::Verdict;
use camelot_rules::Move;

use super::state::{Feedback, Open, Puzzles, count};
use super::streak::Mode;
use crate::game::TypedMove;
use crate::i18n::Tr;
use crate::input::move_entry::Entered;
use crate::input::refusal::Refusal;
use crate::persistence::puzzles::PuzzleRecord;
use crate::shown::{
    Animator, InputAction, MoveAnimated, ShownPosition, SquareClicked, SquareDragged,
};

/// Seconds a wrong move stays on the board before the position before it comes back.
const COME_BACK_SECONDS: f32 = 1.5;

/// Takes the board's answers: the player's legs, the reply, a step of the solution.
pub(super) fn count_legs(mut landed: MessageReader<MoveAnimated>, mut puzzles: ResMut<Puzzles>) {
    let Some(open) = puzzles.open.as_mut() else {
        landed.clear();
        return;
    };
    for answer in landed.read() {
        open.entry.answered([answer]);
        if open.awaiting == Some(answer.ticket) {
            open.awaiting = None;
        }
    }
}

/// The opponent's reply is played once the player's move has landed.
pub(super) fn play_reply(
    mut puzzles: ResMut<Puzzles>,
    mut shown: ResMut<ShownPosition>,
    mut animator: Animator,
) {
    let Some(open) = puzzles.open.as_mut().filter(|o| !o.entry.busy()) else {
        return;
    };
    let Some(reply) = open.reply.take() else {
        return;
    };
    let before = shown.position;
    shown.position = *open.attempt.position();
    shown.last_move = Some(reply.clone());
    open.awaiting = Some(animator.play(shown.scene, before, reply));
    shown.cues = puzzles.cues();
}

/// A wrong move is taken back once it has landed and stood a moment.
pub(super) fn come_back(
    time: Res<Time>,
    mut puzzles: ResMut<Puzzles>,
    mut shown: ResMut<ShownPosition>,
) {
    let Some(open) = puzzles.open.as_mut().filter(|o| !o.busy()) else {
        return;
    };
    let Some(left) = open.come_back else {
        return;
    };
    let left = left - time.delta_secs();
    if left > 0.0 {
        open.come_back = Some(left);
    } else {
        put_back(&mut puzzles, &mut shown);
    }
}

/// The position before the wrong move again, for another try.
/// The open puzzle, if it takes a move now; a wrong move still shown is put back first (the
/// player goes on from the position before it).
fn ready_for_a_move<'a>(
    puzzles: &'a mut Puzzles,
    shown: &mut ShownPosition,
) -> Option<&'a mut Open> {
    if puzzles
        .open
        .as_ref()
        .is_some_and(|o| o.come_back.is_some() && !o.busy())
    {
        put_back(puzzles, shown);
    }
    puzzles.open.as_mut().filter(|o| o.takes_moves())
}

fn put_back(puzzles: &mut Puzzles, shown: &mut ShownPosition) {
    let Some(open) = puzzles.open.as_mut() else {
        return;
    };
    open.retry_here();
    shown.cut_to(*open.attempt.position(), None, None);
    shown.cues = puzzles.cues();
}

pub(super) fn take_actions(
    mut actions: MessageReader<InputAction>,
    mut puzzles: ResMut<Puzzles>,
    mut record: ResMut<PuzzleRecord>,
    mut shown: ResMut<ShownPosition>,
    tr: Res<Tr>,
) {
    for &action in actions.read() {
        let Some(open) = puzzles.open.as_mut().filter(|o| !o.busy()) else {
            continue;
        };
        if open.come_back.is_some() {
            if action == InputAction::Cancel {
                put_back(&mut puzzles, &mut shown);
            }
            continue;
        }
        if !open.takes_moves() {
            continue;
        }
        let entered = open.entry.act(action);
        take(&mut puzzles, &mut record, &mut shown, entered, &tr);
    }
}

pub(super) fn take_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut puzzles: ResMut<Puzzles>,
    mut record: ResMut<PuzzleRecord>,
    mut shown: ResMut<ShownPosition>,
    tr: Res<Tr>,
    mut animator: Animator,
) {
    for &SquareClicked(sq) in clicks.read() {
        let Some(open) = ready_for_a_move(&mut puzzles, &mut shown) else {
            continue;
        };
        let position = *open.attempt.position();
        let entered = open.entry.click(&position, sq, shown.scene, &mut animator);
        take(&mut puzzles, &mut record, &mut shown, entered, &tr);
    }
}

pub(super) fn take_drags(
    mut drags: MessageReader<SquareDragged>,
    mut puzzles: ResMut<Puzzles>,
    mut record: ResMut<PuzzleRecord>,
    mut shown: ResMut<ShownPosition>,
    tr: Res<Tr>,
    mut animator: Animator,
) {
    for drag in drags.read() {
        let Some(open) = ready_for_a_move(&mut puzzles, &mut shown) else {
            continue;
        };
        let position = *open.attempt.position();
        let squares = (drag.from, drag.to);
        let entered = open
            .entry
            .drag(&position, squares, drag.dropped, shown.scene, &mut animator);
        take(&mut puzzles, &mut record, &mut shown, entered, &tr);
    }
}

/// A typed move, read by the rules core, is animated whole and judged as a clicked one.
pub(super) fn take_typed(
    mut typed: MessageReader<TypedMove>,
    mut puzzles: ResMut<Puzzles>,
    mut record: ResMut<PuzzleRecord>,
    mut shown: ResMut<ShownPosition>,
    tr: Res<Tr>,
    mut animator: Animator,
) {
    for TypedMove(text) in typed.read() {
        let Some(open) = ready_for_a_move(&mut puzzles, &mut shown) else {
            continue;
        };
        let position = *open.attempt.position();
        let entered = match position.read_move(text) {
            Ok(mv) => {
                open.entry.clear();
                let ticket = animator.play(shown.scene, position, mv.clone());
                open.entry.awaiting = Some(ticket);
                Entered::Finished(mv)
            }
            Err(error) => Entered::Refused(Refusal::Typed {
                text: text.clone(),
                error,
            }),
        };
        take(&mut puzzles, &mut record, &mut shown, entered, &tr);
    }
}

/// What the entry did: a finished move is judged, a refusal names its rule.
fn take(
    puzzles: &mut Puzzles,
    record: &mut PuzzleRecord,
    shown: &mut ShownPosition,
    entered: Entered,
    tr: &Tr,
) {
    match entered {
        Entered::Unchanged => return,
        Entered::Changed => puzzles.feedback = None,
        Entered::Finished(mv) => {
            if let Some(open) = puzzles.open.as_mut() {
                let feedback = judge(open, &mut puzzles.mode, record, shown, mv, tr);
                puzzles.feedback = Some(feedback);
            }
        }
        Entered::Refused(why) => puzzles.feedback = Some(Feedback::Illegal(why.in_words(tr))),
    }
    shown.cues = puzzles.cues();
}

/// Judges a finished move; the board shows it made. A right one keeps it and asks for the
/// reply; a wrong one counts the puzzle failed and comes back after a moment.
fn judge(
    open: &mut Open,
    mode: &mut Mode,
    record: &mut PuzzleRecord,
    shown: &mut ShownPosition,
    mv: Move,
    tr: &Tr,
) -> Feedback {
    let before = *open.attempt.position();
    let verdict = open.attempt.try_move(&mv);
    if !matches!(verdict, Verdict::Illegal(_) | Verdict::Over) {
        shown.position = before.play(&mv.key());
        shown.last_move = Some(mv.clone());
    }
    open.hint = false;
    match verdict {
        Verdict::Correct { reply } => {
            open.reply = Some(reply.clone());
            Feedback::Correct(reply)
        }
        Verdict::Solved => {
            count(mode, open, record, true);
            Feedback::Solved
        }
        Verdict::Wrong => {
            count(mode, open, record, false);
            open.come_back = Some(COME_BACK_SECONDS);
            Feedback::Wrong(mv)
        }
        Verdict::Illegal(e) => Feedback::Illegal(tr.refusal(&e)),
        Verdict::Over => Feedback::Illegal(tr.t("refusal-puzzle-over")),
    }
}
