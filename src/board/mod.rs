//! The board: draws [`crate::shown::ShownPosition`] in 3D and animates the moves it is asked
//! to. [`core_plugin`] keeps the piece entities and their animation (headless, for tests);
//! [`plugin`] adds the scene, the piece models, the move cues, the camera and the graphics
//! presets.

pub mod animation;
pub mod camera;
pub mod captured;
mod click;
mod cue_material;
mod cues;
mod drag;
pub mod geometry;
pub mod graphics;
mod head_field;
mod hint_trail;
mod knight_shape;
mod meshes;
mod piece_models;
mod piece_profiles;
pub mod pieces;
mod ready;
mod render_scale;
pub mod river;
mod room;
mod scene;

use bevy::prelude::*;

pub use ready::BoardScene;

/// Piece entities and animation, without rendering.
pub fn core_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        BoardSystems.in_set(crate::screens::AppSystems::Present),
    )
    .add_plugins((pieces::plugin, animation::plugin, captured::plugin));
}

/// The board's scene, models, cues, camera and graphics.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        piece_models::plugin,
        cue_material::plugin,
        cues::plugin,
        hint_trail::plugin,
        click::plugin,
        drag::plugin,
        camera::plugin,
        graphics::plugin,
        render_scale::plugin,
        river::plugin,
        ready::plugin,
    ));
}

/// The board's systems, after the game's.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardSystems;
