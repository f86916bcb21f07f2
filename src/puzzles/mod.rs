//! Puzzles (`Screen::Puzzles`): tactics from `camelot_puzzles`, the shipped set or those
//! found in the player's own game. The board shows the puzzle's position (`BoardOwner::Puzzle`,
//! so the live game takes no input and the computer waits); the player enters moves with the
//! game's one move entry (clicks, drags, the keyboard's cursor, a typed move) and
//! `camelot_puzzles::Attempt` judges them, rated or in a streak run. The rating, streaks and history are the
//! `persistence::puzzles` record.
//!
//! `plugin` is the logic (headless, tested with `MinimalPlugins`); `ui_plugin` adds the panel.

mod panel;
mod solve;
mod state;
mod streak;

use bevy::prelude::*;

pub use state::{Feedback, Open, PuzzleCommand, Puzzles};
pub use streak::{Mode, Run, RunEnd};

use crate::screens::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Puzzles>()
        .add_message::<PuzzleCommand>()
        .add_systems(OnEnter(Screen::Puzzles), state::enter)
        .add_systems(OnExit(Screen::Puzzles), state::exit)
        .add_systems(Update, state::open_found.in_set(AppSystems::Update))
        .add_systems(
            Update,
            (
                state::handle_commands,
                solve::count_legs,
                solve::take_actions,
                solve::take_clicks,
                solve::take_drags,
                solve::take_typed,
                solve::play_reply,
                solve::come_back,
            )
                .chain()
                // Board requests of this frame are seen by the board this frame.
                .in_set(AppSystems::Follow)
                .run_if(in_state(Screen::Puzzles)),
        );
}

/// The puzzle screen's panel beside the board, and its keys.
pub(super) fn ui_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}

/// Opens the game on the puzzle screen with `puzzle` first (`--puzzle ID`).
pub fn start_at(app: &mut App, puzzle: camelot_puzzles::Puzzle) {
    let puzzles = Puzzles {
        queue: [puzzle].into(),
        ..default()
    };
    app.insert_resource(puzzles);
    app.insert_state(Screen::Puzzles);
}
