//! Camelot 3D: the board game Camelot (WCF rules) in 3D, on Bevy.
//!
//! One concern per module, each with a `plugin` function composed here (see
//! `docs/architecture.md`). [`core_plugin`] is the logic that runs headless (tests): screens,
//! settings and saves, the shown position, the game, and the board's piece entities and
//! animation. [`app`] adds the window, rendering, picking, the board's scene and the panels.

use bevy::prelude::*;
use camelot_rules::Game;

pub mod automation;
pub mod board;
pub mod editor;
pub mod game;
pub mod i18n;
pub mod input;
pub mod language;
pub mod launch;
pub mod online;
pub mod persistence;
pub mod puzzles;
pub mod review;
pub mod screens;
pub mod shown;
#[cfg(sound)]
mod sound;
pub mod tutorial;
pub mod ui;

use automation::Script;
use game::{ActiveGame, Player};
use launch::first_window;
use persistence::settings::Settings;
use screens::Screen;

/// The game logic, with no window or renderer.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        screens::plugin,
        persistence::plugin,
        i18n::plugin,
        shown::plugin,
        game::plugin,
        review::plugin,
        tutorial::plugin,
        puzzles::plugin,
        board::core_plugin,
        online::plugin,
        editor::plugin,
        ui::core_plugin,
    ))
    .add_systems(PreUpdate, speak_the_chosen_language);
}

/// Speaks the language chosen in Settings, or the system's while none is chosen; a change
/// applies at the next frame. Made here, where both are composed, so that the sentences
/// (`i18n`) and the settings (`persistence`) read only the names of the languages.
fn speak_the_chosen_language(settings: Res<Settings>, mut tr: ResMut<i18n::Tr>) {
    if settings.is_changed() {
        tr.speak(settings.language);
    }
}

/// How the game starts.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Start from this game and these players.
    pub game: Option<(Game, [Player; 2])>,
    /// The first screen.
    pub screen: Screen,
    /// Run this script (screenshot mode is one) instead of waiting for a person.
    pub script: Option<Script>,
    /// Open the game in review at this ply.
    pub review: Option<usize>,
    /// Open the tutorial at this lesson's step.
    pub lesson: Option<tutorial::Place>,
    /// Open the puzzle screen on this puzzle.
    pub puzzle: Option<camelot_puzzles::Puzzle>,
    /// The graphics preset for this run (`--graphics`), instead of the setting.
    pub graphics: Option<persistence::settings::Graphics>,
    /// Connect to a server at start (the lobby opens).
    pub online: Option<OnlineStart>,
}

/// `--server URL --name NAME [--watch GAME]`.
#[derive(Clone, Debug, Default)]
pub struct OnlineStart {
    pub server: String,
    /// Empty: a spectator.
    pub name: String,
    pub watch: Option<i64>,
}

/// Builds the whole game.
pub fn app(options: Options) -> App {
    let mut app = App::new();
    let fit = if options.script.is_some() {
        first_window::Fit::Picture
    } else {
        first_window::Fit::Play
    };
    let opening = first_window::OPENING;
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Camelot 3D".into(),
                    resolution: opening.as_uvec2().into(),
                    resize_constraints: first_window::constraints(opening),
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
        board::plugin,
        ui::plugin,
        tutorial::ui_plugin,
        puzzles::ui_plugin,
        automation::script::plugin,
        first_window::plugin,
    ));
    app.insert_resource(fit);
    #[cfg(sound)]
    app.add_plugins(sound::plugin);

    app.insert_resource(persistence::saves::SavedGames::in_config_folder());
    if let Some(script) = options.script {
        // Scripts show the board as it stands (no animation to wait for) and keep the
        // player's settings file as it is.
        app.insert_resource(Settings {
            animation_speed: 0.0,
            ..default()
        });
        app.insert_resource(script);
    } else {
        let (settings, file) = Settings::load();
        app.insert_resource(settings).insert_resource(file);
        let (progress, file) = persistence::progress::Progress::load();
        app.insert_resource(progress).insert_resource(file);
        let (record, file) = persistence::puzzles::PuzzleRecord::load();
        app.insert_resource(record).insert_resource(file);
        let (profile, file) = persistence::online::OnlineProfile::load();
        app.insert_resource(profile).insert_resource(file);
        app.insert_resource(online::Host::in_config_folder());
        if let Some(path) = persistence::paths::autosave_file() {
            app.insert_resource(game::autosave::Autosave::open(path));
        }
    }
    if let Some(graphics) = options.graphics {
        app.insert_resource(board::graphics::GraphicsForThisRun(graphics));
    }
    if let Some((game, players)) = options.game {
        let resumable = app
            .world()
            .get_resource::<game::autosave::Autosave>()
            .is_some_and(|autosave| autosave.resumable.is_some());
        if resumable {
            // The game autosaved at the last run is replaced only if the player says so.
            app.world_mut()
                .write_message(game::GameCommand::Load { game, players });
        } else {
            app.insert_resource(ActiveGame::new(game, players));
        }
    }
    app.insert_state(options.screen);
    if let Some(ply) = options.review {
        app.world_mut()
            .write_message(review::ReviewCommand::Show(ply));
    }
    if let Some(place) = options.lesson {
        tutorial::start_at(&mut app, place);
    }
    if let Some(puzzle) = options.puzzle {
        puzzles::start_at(&mut app, puzzle);
    }
    if let Some(start) = options.online {
        online::start(&mut app, start);
    }
    app
}
