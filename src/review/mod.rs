//! Review ([`PlayMode::Review`]): step through the live game's positions on the board (a click
//! in the move list, ← → Home End), forward animated with the game's own leg animation, back
//! at once. The live game is never changed here: while reviewing, the board belongs to review,
//! so the game takes no clicks and the computer waits. A command that changes the game (undo,
//! load, "Play on from here"…) ends the review first, here and nowhere else.

pub mod analysis;
mod navigate;
mod puzzles_from_game;

use bevy::prelude::*;

pub use puzzles_from_game::{
    CancelPuzzlesFromGame, GameMining, MiningSaid, PuzzlesFound, PuzzlesFromGame,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_message::<ReviewCommand>()
        .add_plugins((
            navigate::plugin,
            analysis::plugin,
            puzzles_from_game::plugin,
        ));
}

/// The ply shown while reviewing (0: the start position); meaningful in [`PlayMode::Review`].
///
/// [`PlayMode::Review`]: crate::screens::PlayMode::Review
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Review {
    pub ply: usize,
    /// Show the engine's best move in the reviewed position (violet).
    pub show_best: bool,
}

/// Moves through the game in review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Show the position after this many plies (entering review).
    Show(usize),
    /// One ply back (instant); enters review from the game's end.
    Back,
    /// One ply on, animated.
    Forward,
    First,
    Last,
    /// Show or hide the engine's best move.
    ShowBest(bool),
    /// Back to the game in progress.
    Leave,
}
