//! Screens: the main menu and playing (review is a mode of playing). Part of the headless
//! core, so tests go from the menu to a game and back; each screen's systems are gated with
//! `run_if(in_state(..))` and its entities despawned with `DespawnOnExit`.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}

#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    /// New game, load, settings, quit, beside the board.
    #[default]
    MainMenu,
    /// A game on the board: two players, against the computer, or computer against computer.
    Playing,
    /// "Learn to play": the lessons beside the board.
    Tutorial,
}
