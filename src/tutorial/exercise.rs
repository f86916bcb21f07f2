//! An exercise: the player enters a move by clicking, exactly as in the live game (a
//! `MoveBuilder` from `begin_move`, each leg animated as it is chosen, Enter or a click on the
//! moving piece ends a move that may end, a move that must end ends itself, Esc or a
//! right-click takes it back). The rules core judges every attempt: a piece that may not move
//! or a leg the rules forbid is answered with the rule that forbids it; a finished move gets
//! the exercise's verdict, and a wrong one is taken back after a moment (or at the next click).

use bevy::prelude::*;
use camelot_rules::{Leg, Move, MoveBuilder, Square};
use camelot_tutorial::{Exercise, Verdict};

use super::state::{Feedback, Tutorial};
use crate::shown::{
    AnimateMove, Cues, InputAction, MoveAnimated, ShownPosition, ShownSource, SquareClicked,
    arrangement,
};

/// Seconds a wrong move stays on the board before the exercise's position comes back.
const COME_BACK_SECONDS: f32 = 1.5;

/// The player's move on the exercise.
#[derive(Clone, Debug, Default)]
pub struct Attempt {
    /// The move being entered leg by leg (the board draws its cues).
    pub input: Option<MoveBuilder>,
    /// Legs asked of the board and not yet played.
    pub in_flight: u32,
    /// A wrong move stands on the board: seconds until it is taken back.
    pub come_back: Option<f32>,
}

impl Attempt {
    pub(super) fn settled(&self) -> bool {
        self.in_flight == 0 && self.come_back.is_none()
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
            !self.step_done && self.attempt.input.is_none() && !self.attempt.coming_back();
        Cues {
            movable: if waiting {
                exercise.position().movable_pieces()
            } else {
                Default::default()
            },
            input: self.attempt.input.clone(),
            hint: (self.show_answer && !self.step_done).then(|| exercise.answer().clone()),
        }
    }

    /// Puts the exercise's own position back on the board, for a fresh try.
    pub(super) fn put_back(&mut self, shown: &mut ShownPosition) {
        let Some(position) = self.exercise().map(|e| *e.position()) else {
            return;
        };
        self.attempt = Attempt::default();
        shown.cut_to(ShownSource::Lesson, position, None, None);
        shown.cues = self.cues();
    }
}

/// Counts the legs the board has played for this scene.
pub(super) fn count_legs(
    mut landed: MessageReader<MoveAnimated>,
    shown: Res<ShownPosition>,
    mut tutorial: ResMut<Tutorial>,
) {
    for d in landed.read() {
        if d.scene == shown.scene && tutorial.attempt.in_flight > 0 {
            tutorial.attempt.in_flight -= 1;
        }
    }
}

/// A wrong move is taken back once it has landed and stood a moment.
pub(super) fn come_back(
    time: Res<Time>,
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
) {
    let attempt = &tutorial.attempt;
    let Some(left) = attempt.come_back.filter(|_| attempt.in_flight == 0) else {
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
) {
    for action in actions.read() {
        let Some(exercise) = tutorial.exercise().cloned() else {
            continue;
        };
        if tutorial.step_done || tutorial.attempt.in_flight > 0 {
            continue;
        }
        match action {
            InputAction::Cancel if tutorial.attempt.coming_back() => {
                tutorial.put_back(&mut shown);
            }
            InputAction::Cancel => {
                // The board puts the piece back when the shown input goes.
                if tutorial.attempt.input.take().is_some() {
                    tutorial.feedback = None;
                    shown.cues = tutorial.cues();
                }
            }
            InputAction::Finish => finish(&mut tutorial, &exercise, &mut shown),
        }
    }
}

pub(super) fn take_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
    mut animate: MessageWriter<AnimateMove>,
) {
    for &SquareClicked(sq) in clicks.read() {
        let Some(exercise) = tutorial.exercise().cloned() else {
            continue;
        };
        if tutorial.step_done || tutorial.attempt.in_flight > 0 {
            continue;
        }
        if tutorial.attempt.coming_back() {
            tutorial.put_back(&mut shown);
        }
        click(&mut tutorial, &exercise, &mut shown, &mut animate, sq);
        shown.cues = tutorial.cues();
    }
}

fn click(
    tutorial: &mut Tutorial,
    exercise: &Exercise,
    shown: &mut ShownPosition,
    animate: &mut MessageWriter<AnimateMove>,
    sq: Square,
) {
    let Some(mut builder) = tutorial.attempt.input.clone() else {
        select(tutorial, exercise, sq);
        return;
    };
    let moved = !builder.path().legs.is_empty();
    let at = builder.at();
    // Where the pieces stand before this leg: the leg is animated from there.
    let standing = arrangement(exercise.position(), Some(&builder));
    match builder.push(sq) {
        Ok(kind) => {
            animate.write(AnimateMove {
                scene: shown.scene,
                from: standing,
                mv: Move {
                    from: at,
                    legs: vec![Leg { kind, to: sq }],
                },
            });
            tutorial.attempt.in_flight += 1;
            tutorial.feedback = None;
            let must_end = builder.must_end();
            tutorial.attempt.input = Some(builder);
            if must_end {
                finish(tutorial, exercise, shown);
            }
        }
        // A click on the moving piece ends the move where it may end.
        Err(_) if moved && sq == at => finish(tutorial, exercise, shown),
        Err(_) if !moved && sq == at => {
            tutorial.attempt.input = None;
            tutorial.feedback = None;
        }
        Err(_) if !moved && own_piece(exercise, sq) => select(tutorial, exercise, sq),
        // The leg is not taken; the rule that forbids it is said.
        Err(e) => tutorial.feedback = Some(Feedback::Illegal(e.to_string())),
    }
}

fn own_piece(exercise: &Exercise, sq: Square) -> bool {
    let position = exercise.position();
    position
        .piece_at(sq)
        .is_some_and(|p| p.color == position.side_to_move())
}

/// Chooses the piece on `sq`, or says why it may not move (the rules core names the rule).
fn select(tutorial: &mut Tutorial, exercise: &Exercise, sq: Square) {
    match exercise.position().begin_move(sq) {
        Ok(builder) => {
            tutorial.attempt.input = Some(builder);
            tutorial.feedback = None;
        }
        Err(e) => {
            tutorial.attempt.input = None;
            tutorial.feedback = Some(Feedback::Illegal(e.to_string()));
        }
    }
}

/// Ends the move being entered and judges it: the board shows the move made; a correct one
/// stays, a wrong one comes back after a moment.
fn finish(tutorial: &mut Tutorial, exercise: &Exercise, shown: &mut ShownPosition) {
    let Some(builder) = tutorial.attempt.input.as_ref() else {
        return;
    };
    if builder.path().legs.is_empty() {
        return;
    }
    let mv = match builder.finish() {
        Ok(mv) => mv,
        Err(e) => {
            tutorial.feedback = Some(Feedback::Illegal(e.to_string()));
            return;
        }
    };
    tutorial.attempt.input = None;
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
            Feedback::Illegal(e.to_string())
        }
    };
    tutorial.feedback = Some(feedback);
    shown.cues = tutorial.cues();
}
