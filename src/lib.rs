//! Camelot 3D: the board game Camelot (WCF rules) in 3D, on Bevy.
//!
//! One feature per module, each with a `plugin` function; [`core_plugin`] holds the game
//! logic that runs headless (tests), [`app`] adds the window, rendering, picking and the HUD.

use bevy::prelude::*;
use bevy::window::WindowResolution;
use camelot_rules::{Game, Position};

pub mod ai;
pub mod animation;
mod board;
mod camera;
pub mod geometry;
mod highlights;
mod hud;
mod meshes;
mod piece_render;
pub mod pieces;
pub mod play;
pub mod screens;
mod screenshot;
pub mod settings;

pub use screenshot::ScreenshotPlan;

/// The game logic, with no window or renderer: game state, input, animation, piece entities.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        play::plugin,
        pieces::plugin,
        animation::plugin,
        ai::plugin,
    ));
}

/// How the game starts.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Start from this game (a position and moves) straight on the playing screen.
    pub game: Option<Game>,
    pub screenshot: Option<ScreenshotPlan>,
}

/// Builds the whole game.
pub fn app(options: Options) -> App {
    let mut app = App::new();
    let size = if options.screenshot.is_some() {
        (1280, 800)
    } else {
        (1440, 900)
    };
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Camelot 3D".into(),
                    resolution: WindowResolution::new(size.0, size.1),
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn".into(),
                ..default()
            }),
    )
    .add_plugins((MeshPickingPlugin, bevy_egui::EguiPlugin::default()))
    .add_plugins(core_plugin)
    .add_plugins((
        screens::plugin,
        board::plugin,
        piece_render::plugin,
        highlights::plugin,
        camera::plugin,
        hud::plugin,
        screenshot::plugin,
    ));

    match settings::Settings::load() {
        Ok(s) => {
            app.insert_resource(s);
        }
        Err(e) => {
            app.world_mut()
                .resource_mut::<hud::Windows>()
                .settings_error = Some(e);
        }
    }
    if let Some(game) = options.game {
        app.insert_resource(play::ActiveGame::new(game, [play::Player::Human; 2]));
        app.insert_state(screens::Screen::Playing);
    }
    if let Some(plan) = options.screenshot {
        // Screenshots show the board as it stands: no animation to wait for.
        app.insert_resource(settings::Settings {
            animation_speed: 0.0,
            ..default()
        });
        app.insert_resource(plan);
    }
    app
}

/// A game from a position string and moves in notation; errors say which input is wrong.
pub fn game_from(position: Option<&str>, moves: &[String]) -> Result<Game, String> {
    let start: Position = match position {
        Some(p) => p.parse().map_err(|e: camelot_rules::Error| e.to_string())?,
        None => Position::start(),
    };
    let mut game = Game::new(start, camelot_rules::HouseRules::default());
    for m in moves {
        game.play_notation(m)
            .map_err(|e| format!("move {m}: {e}"))?;
    }
    Ok(game)
}
