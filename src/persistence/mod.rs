//! What the game keeps between runs: where its files live, the settings, lesson progress,
//! the puzzle record, saved games and the online profile, each in its own file written
//! atomically. Depends on nothing else of the game's but the names of the languages
//! (`language::Lang`), so every other module may use it.

pub mod atomic;
pub mod online;
pub mod paths;
pub mod progress;
pub mod puzzles;
pub mod saves;
pub mod settings;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        progress::plugin,
        puzzles::plugin,
        saves::plugin,
        online::plugin,
    ));
}
