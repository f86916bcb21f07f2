//! Move entry for the live game: clicks on the board become legs of a [`MoveBuilder`], each
//! leg animated as it is chosen; Enter or a click on the moving piece ends a move that may end
//! there; Esc takes the partial move back. Only the playing screen's live board takes input.

use bevy::prelude::*;
use camelot_rules::{Move, Square};

use super::GameSystems;
use super::active::ActiveGame;
use crate::screens::Screen;
use crate::shown::{AnimateMove, InputAction, ShownPosition, ShownSource, SquareClicked};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (handle_input_actions, handle_clicks)
            .chain()
            .in_set(GameSystems::Input)
            .run_if(in_state(Screen::Playing))
            .run_if(live_board),
    );
}

/// The board shows the live game (not review or a lesson).
pub fn live_board(shown: Res<ShownPosition>) -> bool {
    shown.source == ShownSource::Live
}

fn handle_input_actions(mut actions: MessageReader<InputAction>, mut active: ResMut<ActiveGame>) {
    for action in actions.read() {
        if active.busy() {
            continue;
        }
        match action {
            InputAction::Cancel => {
                // The board puts the piece back when the shown input goes.
                if active.input.take().is_some() {
                    active.notice = None;
                    active.touch_input();
                }
            }
            InputAction::Finish => finish_input(&mut active),
        }
    }
}

/// Ends the move being entered, if it may end here.
fn finish_input(active: &mut ActiveGame) {
    let Some(builder) = active.input.as_ref() else {
        return;
    };
    if builder.path().legs.is_empty() {
        return;
    }
    match builder.finish() {
        Ok(mv) => {
            active.input = None;
            active.pending = Some(mv);
            active.notice = None;
        }
        Err(e) => active.notice = Some(e.to_string()),
    }
    active.touch_input();
}

fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    mut animate: MessageWriter<AnimateMove>,
) {
    for &SquareClicked(sq) in clicks.read() {
        if active.busy() || !active.human_to_move() {
            continue;
        }
        click(&mut active, &shown, &mut animate, sq);
        active.touch_input();
    }
}

fn click(
    active: &mut ActiveGame,
    shown: &ShownPosition,
    animate: &mut MessageWriter<AnimateMove>,
    sq: Square,
) {
    let Some(builder) = active.input.as_ref() else {
        select(active, sq);
        return;
    };
    let moved = !builder.path().legs.is_empty();
    if let Some(leg) = builder.next_legs().into_iter().find(|l| l.to == sq) {
        // Animate the leg from where the piece stands, then take it.
        let one_leg = Move {
            from: builder.at(),
            legs: vec![camelot_rules::Leg {
                to: leg.to,
                kind: leg.kind,
            }],
        };
        active.animate(shown, animate, one_leg);
        let builder = active.input.as_mut().expect("a move is being entered");
        builder.push(sq).expect("an offered leg is legal");
        active.notice = None;
        if builder.must_end() {
            finish_input(active);
        }
    } else if moved && builder.at() == sq {
        // A click on the moving piece where the move may end ends it.
        finish_input(active);
    } else if moved {
        active.notice = Some(match builder.finish() {
            Ok(_) => format!(
                "{sq} is not a landing of this move: click the piece or press Enter to end it here, Esc to take it back"
            ),
            Err(e) => e.to_string(),
        });
    } else if builder.path().from == sq {
        active.input = None;
    } else {
        select(active, sq);
    }
}

/// Selects the piece on `sq`, or explains why it may not move; any other square deselects.
fn select(active: &mut ActiveGame, sq: Square) {
    let pos = *active.position();
    if pos
        .piece_at(sq)
        .is_some_and(|p| p.color == pos.side_to_move())
    {
        match pos.begin_move(sq) {
            Ok(b) => {
                active.input = Some(b);
                active.notice = None;
            }
            Err(e) => active.notice = Some(e.to_string()),
        }
    } else {
        active.input = None;
    }
}
