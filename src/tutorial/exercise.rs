//! An exercise: the player enters a move with the live game's own move entry
//! ([`crate::input::move_entry`]): clicks, drags, the keyboard's cursor and typed moves. The rules core judges every attempt: a piece that may not move or
//! a leg the rules forbid is answered with the rule that forbids it; a finished move gets the
//! exercise's verdict, and a wrong one is taken back after a moment (or at the next click).

use bevy::prelude::*;
use camelot_rules::{Move, Square};
use camelot_tutorial::{Exercise, Verdict};

use super::state::{Feedback, Tutorial};
use crate::game::TypedMove;
use crate::i18n::Tr;
use crate::input::move_entry::{Entered, MoveEntry};
use crate::shown::{
    Animator, Cues, InputAction, MoveAnimated, ShownPosition, SquareClicked, SquareDragged,
};

/// Seconds a wrong move stays on the board before the exercise's position comes back.
const COME_BACK_SECONDS: f32 = 1.5;

/// The player's move on the exercise.
#[derive(Clone, Debug, Default)]
pub struct Attempt {
    /// The move being entered leg by leg (the board draws its cues).
    pub entry: MoveEntry,
    /// A wrong move stands on the board: seconds until it is taken back.
    pub come_back: Option<f32>,
}

impl Attempt {
    pub(super) fn settled(&self) -> bool {
        !self.entry.busy() && self.come_back.is_none()
    }

    pub(super) fn coming_back(&self) -> bool {
        self.come_back.is_some()
    }
}

impl Tutorial {
    /// The cues the board draws for the exercise: the pieces that may move, the move being
    /// entered, and after "Show me" the answer in violet.
    pub(super) fn cues(&self) -> Cues {
        let Some(exercise) = self.exercise() else {
            return Cues::default();
        };
        let waiting =
            !self.step_done && self.attempt.entry.input.is_none() && !self.attempt.coming_back();
        Cues {
            movable: if waiting {
                exercise.position().movable_pieces()
            } else {
                Default::default()
            },
            input: self.attempt.entry.input.clone(),
            hint: (self.show_answer && !self.step_done).then(|| exercise.answer().clone()),
            trees: self.attempt.entry.trees,
        }
    }

    /// Puts the exercise's own position back on the board, for a fresh try.
    pub(super) fn put_back(&mut self, shown: &mut ShownPosition) {
        let Some(position) = self.exercise().map(|e| *e.position()) else {
            return;
        };
        self.attempt = Attempt::default();
        shown.cut_to(position, None, None);
        shown.cues = self.cues();
    }
}

/// Takes the board's answers to the exercise's legs.
pub(super) fn count_legs(mut landed: MessageReader<MoveAnimated>, mut tutorial: ResMut<Tutorial>) {
    tutorial.attempt.entry.answered(landed.read());
}

/// A wrong move is taken back once it has landed and stood a moment.
pub(super) fn come_back(
    time: Res<Time>,
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
) {
    let attempt = &tutorial.attempt;
    let Some(left) = attempt.come_back.filter(|_| !attempt.entry.busy()) else {
        return;
    };
    let left = left - time.delta_secs();
    if left > 0.0 {
        tutorial.attempt.come_back = Some(left);
    } else {
        tutorial.put_back(&mut shown);
    }
}

pub(super) fn take_actions(
    mut actions: MessageReader<InputAction>,
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
    tr: Res<Tr>,
) {
    for &action in actions.read() {
        let Some(exercise) = tutorial.exercise().cloned() else {
            continue;
        };
        if tutorial.step_done || tutorial.attempt.entry.busy() {
            continue;
        }
        if action == InputAction::Cancel && tutorial.attempt.coming_back() {
            tutorial.put_back(&mut shown);
            continue;
        }
        let entered = tutorial.attempt.entry.act(action);
        take(&mut tutorial, &exercise, &mut shown, entered, &tr);
    }
}

/// A click, a drag or a typed move on the exercise's board, for the one move entry.
enum Input {
    Click(Square),
    Drag(SquareDragged),
    Typed(String),
}

/// Clicks (the mouse's and the keyboard cursor's), drags and typed moves, in the order they
/// came in each kind, all through the move entry a game uses.
pub(super) fn take_input(
    (mut clicks, mut drags, mut typed): (
        MessageReader<SquareClicked>,
        MessageReader<SquareDragged>,
        MessageReader<TypedMove>,
    ),
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
    tr: Res<Tr>,
    mut animator: Animator,
) {
    let inputs = (clicks.read().map(|c| Input::Click(c.0)))
        .chain(drags.read().map(|d| Input::Drag(*d)))
        .chain(typed.read().map(|t| Input::Typed(t.0.clone())))
        .collect::<Vec<_>>();
    for input in inputs {
        let Some(exercise) = tutorial.exercise().cloned() else {
            continue;
        };
        if tutorial.step_done || tutorial.attempt.entry.busy() {
            continue;
        }
        if tutorial.attempt.coming_back() {
            tutorial.put_back(&mut shown);
        }
        let (scene, position) = (shown.scene, exercise.position());
        let entry = &mut tutorial.attempt.entry;
        let entered = match input {
            Input::Click(sq) => entry.click(position, sq, scene, &mut animator),
            Input::Drag(d) => entry.drag(position, (d.from, d.to), d.dropped, scene, &mut animator),
            Input::Typed(text) => entry.typed(position, &text, scene, &mut animator),
        };
        take(&mut tutorial, &exercise, &mut shown, entered, &tr);
    }
}

/// What the entry did, for the exercise: a finished move is judged, a refusal names its rule.
fn take(
    tutorial: &mut Tutorial,
    exercise: &Exercise,
    shown: &mut ShownPosition,
    entered: Entered,
    tr: &Tr,
) {
    match entered {
        Entered::Unchanged => return,
        Entered::Changed => tutorial.feedback = None,
        Entered::Finished(mv) => judge(tutorial, exercise, shown, mv, tr),
        Entered::Refused(why) => tutorial.feedback = Some(Feedback::Illegal(why.in_words(tr))),
    }
    shown.cues = tutorial.cues();
}

/// Judges a finished move: the board shows the move made; a correct one stays, a wrong one
/// comes back after a moment.
fn judge(
    tutorial: &mut Tutorial,
    exercise: &Exercise,
    shown: &mut ShownPosition,
    mv: Move,
    tr: &Tr,
) {
    shown.position = exercise.position().play(&mv.key());
    shown.last_move = Some(mv.clone());
    let feedback = match exercise.judge(&mv) {
        Verdict::Correct => {
            tutorial.step_done = true;
            Feedback::WellDone
        }
        Verdict::Wrong(why) => {
            tutorial.attempt.come_back = Some(COME_BACK_SECONDS);
            Feedback::Wrong(why)
        }
        Verdict::Illegal(e) => {
            tutorial.attempt.come_back = Some(COME_BACK_SECONDS);
            Feedback::Illegal(tr.refusal(&e))
        }
    };
    tutorial.feedback = Some(feedback);
}
