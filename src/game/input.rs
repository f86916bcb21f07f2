//! Move entry for the live game: the board's clicks and keys go to the shared
//! [`crate::move_entry::MoveEntry`]; a finished move waits for its last leg's animation and is
//! then committed. Only the playing screen's live board takes input, and only from a human
//! whose turn it is.

use bevy::prelude::*;

use super::GameSystems;
use super::active::ActiveGame;
use crate::move_entry::Entered;
use crate::screens::BoardOwner;
use crate::shown::{Animator, InputAction, ShownPosition, SquareClicked};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (handle_input_actions, handle_clicks)
            .chain()
            .in_set(GameSystems::Input)
            .run_if(in_state(BoardOwner::Live))
            .run_if(in_state(crate::screens::Screen::Playing)),
    );
}

fn handle_input_actions(mut actions: MessageReader<InputAction>, mut active: ResMut<ActiveGame>) {
    for &action in actions.read() {
        if !active.human_to_move() {
            continue;
        }
        let entered = active.entry.act(action);
        take(&mut active, entered);
    }
}

fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    mut animator: Animator,
) {
    for &SquareClicked(sq) in clicks.read() {
        if !active.human_to_move() {
            continue;
        }
        let position = *active.position();
        let entered = active
            .entry
            .click(&position, sq, shown.scene, &mut animator);
        take(&mut active, entered);
    }
}

/// What the entry did, for the game: a finished move waits for its animation, a refusal is
/// said on the panel.
fn take(active: &mut ActiveGame, entered: Entered) {
    match entered {
        Entered::Unchanged => return,
        Entered::Changed => active.notice = None,
        Entered::Finished(mv) => {
            active.pending = Some(mv);
            active.notice = None;
        }
        Entered::Refused(why) => active.notice = Some(why),
    }
    active.touch_input();
}
