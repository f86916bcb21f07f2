//! The game's integration tests in one binary: each Bevy test binary links the whole game, so
//! one link instead of fifteen keeps CI's build short, and the flows run side by side.
//! Headless flows drive the real systems with messages (App + MinimalPlugins + StatesPlugin).

mod common;

mod ai_flow;
mod autosave_flow;
mod cli;
mod drag_flow;
mod editor_flow;
mod endings_flow;
mod game_flow;
mod house;
mod keyboard_flow;
mod language_flow;
mod low_time_flow;
mod modes_flow;
mod online_flow;
mod online_return_flow;
mod online_trust_flow;
mod panel_flow;
mod puzzles_flow;
mod resign_flow;
mod review_flow;
mod screens_flow;
mod tutorial_flow;
mod variants_flow;
mod withdraw_flow;
