//! Puts the live game on the board: its position, last move and move cues, whenever the board
//! shows the live game and something it draws has changed.

use bevy::prelude::*;

use super::GameSystems;
use super::active::ActiveGame;
use super::hint::ShownHint;
use crate::screens::{BoardOwner, Screen};
use crate::shown::{Cues, ShownPosition};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, publish_live.in_set(GameSystems::Publish));
}

/// What the board last got from the live game.
#[derive(PartialEq, Eq, Clone, Copy)]
struct Published {
    input_revision: u64,
    replaced: u64,
    hint: Option<u64>,
    playing: bool,
}

fn publish_live(
    active: Res<ActiveGame>,
    hint: Res<ShownHint>,
    screen: Res<State<Screen>>,
    owner: Res<State<BoardOwner>>,
    mut shown: ResMut<ShownPosition>,
    mut last: Local<Option<Published>>,
) {
    if *owner.get() != BoardOwner::Live {
        // Whoever has the board now; show the live game afresh when it comes back.
        *last = None;
        return;
    }
    let now = Published {
        input_revision: active.input_revision,
        replaced: active.replaced,
        hint: hint.0.as_ref().map(|(rev, _)| *rev),
        playing: *screen.get() == Screen::Playing,
    };
    if *last == Some(now) {
        return;
    }
    let cut = last.is_none_or(|l| l.replaced != now.replaced);
    *last = Some(now);
    // A move waiting for its animation to end is shown played, so that the board does not
    // put its piece back in between.
    let (position, last_move) = match &active.pending {
        Some(mv) => (active.position().play(&mv.key()), Some(mv.clone())),
        None => (*active.position(), active.game.moves().last().cloned()),
    };
    if cut {
        // The board drops the old scene's animations and answers them.
        shown.cut_to(position, last_move, Some(*active.game.start()));
    } else {
        shown.position = position;
        shown.last_move = last_move;
    }
    // Cues only where a person may move now, on the playing screen.
    shown.cues = if now.playing && active.human_to_move() {
        let position = active.position();
        Cues {
            // While trees are placed (V5.4), the free tree squares take the rings.
            movable: if position.placing_trees() {
                position.tree_places() & !active.entry.trees
            } else if active.entry.input.is_none() {
                position.movable_pieces()
            } else {
                Default::default()
            },
            trees: active.entry.trees,
            input: active.entry.input.clone(),
            hint: hint
                .0
                .as_ref()
                .filter(|(rev, _)| *rev == active.revision)
                .map(|(_, mv)| mv.clone()),
        }
    } else {
        Cues::default()
    };
}
