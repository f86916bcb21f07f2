//! The game in progress: [`ActiveGame`] wrapping the rules core's `Game`, the commands on it,
//! move entry (clicks to legs), the computer player and the hint, fair play (no engine in a
//! running online game) and the question before an unfinished game is replaced. The live game shows itself
//! on the board through [`crate::shown`]; nothing here knows the board or the panels.

pub mod active;
pub mod autosave;
pub mod computer;
pub mod fair_play;
pub mod hint;
pub mod input;
mod publish;
pub mod record;
pub mod replacing;
pub mod search;

use bevy::prelude::*;

pub use active::{ActiveGame, GameCommand, MoveCommitted, Player};
pub use fair_play::{EngineUse, FairPlay, Unfair};
pub use input::TypedMove;
pub use publish::TitleVariant;
pub use replacing::{ReplaceAnswer, Replaced, Replacing};

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            GameSystems::Commands,
            GameSystems::Input,
            GameSystems::Commit,
            GameSystems::Computer,
            GameSystems::Publish,
        )
            .chain()
            .in_set(crate::screens::AppSystems::Update),
    )
    .add_plugins((
        active::plugin,
        autosave::plugin,
        input::plugin,
        computer::plugin,
        fair_play::plugin,
        hint::plugin,
        replacing::plugin,
        publish::plugin,
    ));
}

/// The systems that change the game, in this order; the board draws after them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Commands on the whole game (undo, new game, a computer's move).
    Commands,
    /// Clicks and keys become legs of the move being entered.
    Input,
    /// A finished move is committed once animated.
    Commit,
    /// The computer and the hint drop searches the game has outrun, collect finished ones
    /// (played next frame) and start new ones.
    Computer,
    /// The live game is put on the board.
    Publish,
}
