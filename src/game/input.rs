//! Move entry for the live game: the board's clicks, drags and keys go to the shared
//! [`crate::input::move_entry::MoveEntry`]; a finished move waits for its last leg's animation and is
//! then committed. Only the playing screen's live board takes input, and only from a human
//! whose turn it is.

use bevy::prelude::*;

use super::GameSystems;
use super::active::ActiveGame;
use crate::i18n::Tr;
use crate::input::move_entry::Entered;
use crate::screens::BoardOwner;
use crate::shown::{Animator, InputAction, ShownPosition, SquareClicked, SquareDragged};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TypedMove>().add_systems(
        Update,
        (
            handle_input_actions,
            handle_clicks,
            handle_drags,
            handle_typed,
        )
            .chain()
            .in_set(GameSystems::Input)
            .run_if(in_state(BoardOwner::Live))
            .run_if(in_state(crate::screens::Screen::Playing)),
    );
}

/// A move typed on the panel, in any form the rules core reads (docs/records.md).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TypedMove(pub String);

/// A typed move is played with its animation, as a clicked one.
fn handle_typed(
    mut typed: MessageReader<TypedMove>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    tr: Res<Tr>,
    mut animator: Animator,
) {
    for TypedMove(text) in typed.read() {
        if !active.human_to_move() {
            continue;
        }
        let position = *active.position();
        let entered = active
            .entry
            .typed(&position, text, shown.scene, &mut animator);
        take(&mut active, entered, &tr);
    }
}

fn handle_input_actions(
    mut actions: MessageReader<InputAction>,
    mut active: ResMut<ActiveGame>,
    tr: Res<Tr>,
) {
    for &action in actions.read() {
        if !active.human_to_move() {
            continue;
        }
        let entered = active.entry.act(action);
        take(&mut active, entered, &tr);
    }
}

fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    tr: Res<Tr>,
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
        take(&mut active, entered, &tr);
    }
}

fn handle_drags(
    mut drags: MessageReader<SquareDragged>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    tr: Res<Tr>,
    mut animator: Animator,
) {
    for drag in drags.read() {
        if !active.human_to_move() {
            continue;
        }
        let position = *active.position();
        let entered = active.entry.drag(
            &position,
            (drag.from, drag.to),
            drag.dropped,
            shown.scene,
            &mut animator,
        );
        take(&mut active, entered, &tr);
    }
}

/// What the entry did, for the game: a finished move waits for its animation, a refusal is
/// said on the panel in the player's language.
fn take(active: &mut ActiveGame, entered: Entered, tr: &Tr) {
    match entered {
        Entered::Unchanged => return,
        Entered::Changed => active.notice = None,
        Entered::Finished(mv) => {
            active.pending = Some(mv);
            active.notice = None;
        }
        Entered::Refused(why) => active.notice = Some(why.in_words(tr)),
    }
    active.touch_input();
}
