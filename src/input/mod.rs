//! The player's input on the board, shared by every screen that takes moves: the move entry
//! (clicks, drags, keys and typed moves to legs of the rules core's `MoveBuilder`), the
//! refusals it answers with, and the game's keys.

pub mod keys;
pub mod move_entry;
pub mod refusal;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(keys::plugin);
}
