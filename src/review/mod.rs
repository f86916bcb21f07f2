//! Review: step through the live game's positions on the board (a click in the move list,
//! ← → Home End), forward animated with the game's own leg animation, back at once. The live
//! game is never changed here: while reviewing, the board shows `ShownSource::Review`, so the
//! game takes no clicks and the computer waits. "Play on from here" is a game command.

pub mod analysis;
mod navigate;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_message::<ReviewCommand>()
        .add_plugins((navigate::plugin, analysis::plugin));
}

/// The ply shown while reviewing (0: the start position), `None` when not reviewing.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Review {
    pub ply: Option<usize>,
    /// Show the engine's best move in the reviewed position (violet).
    pub show_best: bool,
}

/// Moves through the game in review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Show the position after this many plies.
    Show(usize),
    /// One ply back (instant); enters review from the game's end.
    Back,
    /// One ply on, animated.
    Forward,
    First,
    Last,
    /// Back to the game in progress.
    Leave,
}
