//! What the game keeps between runs: where its files live, the settings, and saved games.
//! Depends on nothing else of the game's, so every other module may use it.

pub mod paths;
pub mod saves;
pub mod settings;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((settings::plugin, saves::plugin));
}
