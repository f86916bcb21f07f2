//! Headless tests of the screens, the shown position, the hint, and what is kept on disk.

use crate::common;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use camelot::board::animation::AnimationQueue;
use camelot::game::hint::{AskHint, HintRequest, ShownHint};
use camelot::game::{ActiveGame, GameCommand, Player, ReplaceAnswer};
use camelot::persistence::saves::{SavedGames, SavesCommand};
use camelot::persistence::settings::{Settings, SettingsFile};
use camelot::review::ReviewCommand;
use camelot::screens::{BoardOwner, Screen};
use camelot::shown::{ShownPosition, SquareClicked};
use camelot_rules::{HouseRules, Position};
use common::*;

fn two_players() -> GameCommand {
    GameCommand::NewGame {
        position: Position::start(),
        players: [Player::Human; 2],
        rules: HouseRules::default(),
    }
}

#[test]
fn menu_to_game_and_back_and_no_moves_behind_the_menu() {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.update();
    assert_eq!(screen(&app), Screen::MainMenu);
    // Clicks on the board behind the menu do nothing.
    send(&mut app, SquareClicked(sq("E6")));
    settle(&mut app);
    assert!(app.world().resource::<ActiveGame>().entry.input.is_none());
    assert!(
        app.world()
            .resource::<ShownPosition>()
            .cues
            .movable
            .is_empty()
    );

    send(&mut app, two_players());
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert!(
        !app.world()
            .resource::<ShownPosition>()
            .cues
            .movable
            .is_empty()
    );
    click(&mut app, "E6");
    click(&mut app, "E5");
    assert_eq!(notation(&app), ["E6-E5"]);

    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::MainMenu);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::MainMenu);
    assert!(
        app.world()
            .resource::<ShownPosition>()
            .cues
            .movable
            .is_empty(),
        "no move cues behind the menu"
    );
    // The game waits behind the menu and goes on when continued.
    assert_view_agrees(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    settle(&mut app);
    click(&mut app, "E10");
    click(&mut app, "E9");
    assert_eq!(notation(&app), ["E6-E5", "E10-E9"]);
    assert_view_agrees(&mut app);
}

#[test]
fn a_past_position_is_shown_and_animated_without_touching_the_live_game() {
    let mut app = app_with(Position::start());
    for (from, to) in [("E6", "E5"), ("E10", "E9"), ("F6", "F5")] {
        click(&mut app, from);
        click(&mut app, to);
    }
    let live = game(&app).clone();
    // Show the position after ply 1, then animate ply 2 on it.
    let before = live.positions()[1];
    let after = live.positions()[2];
    send(&mut app, ReviewCommand::Show(1));
    settle(&mut app);
    assert_eq!(owner(&app), BoardOwner::Review);
    assert_pieces_show(&mut app, &before);
    send(&mut app, ReviewCommand::Forward);
    app.update();
    assert!(
        app.world().resource::<AnimationQueue>().is_busy(),
        "the move is animated"
    );
    // Clicks go to whoever shows the board: not to the live game.
    send(&mut app, SquareClicked(sq("E9")));
    settle(&mut app);
    assert_pieces_show(&mut app, &after);
    let active = app.world().resource::<ActiveGame>();
    assert_eq!(
        active.game.moves(),
        live.moves(),
        "the live game is unchanged"
    );
    assert!(active.entry.input.is_none());
    // Back to the live game: the board shows it again.
    send(&mut app, ReviewCommand::Leave);
    settle(&mut app);
    assert_eq!(owner(&app), BoardOwner::Live);
    assert_view_agrees(&mut app);
}

#[test]
fn selecting_a_piece_keeps_the_hint_coming() {
    let settings = Settings {
        computer_ms: 300,
        ..Settings::default()
    };
    let mut app = game_app(Position::start(), [Player::Human; 2], 16, settings);
    send(&mut app, AskHint);
    app.update();
    assert!(app.world().resource::<HintRequest>().search.is_running());
    // Choosing a piece, whether the search is still running or has just finished, neither
    // cancels the hint nor clears it.
    click(&mut app, "E6");
    let start = Instant::now();
    while app.world().resource::<ShownHint>().0.is_none()
        && start.elapsed() < Duration::from_secs(20)
    {
        app.update();
    }
    assert!(
        app.world().resource::<ShownHint>().0.is_some(),
        "choosing a piece does not cancel the hint"
    );
    click(&mut app, "E6");
    assert!(
        app.world().resource::<ShownPosition>().cues.hint.is_some(),
        "the hint is shown while a piece is chosen and put back"
    );
    // A move makes it stale.
    click(&mut app, "E6");
    click(&mut app, "E5");
    assert!(app.world().resource::<ShownHint>().0.is_none());
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("camelot-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn settings_are_written_once_a_drag_ends_and_errors_stay_with_settings() {
    let dir = temp_dir("settings");
    let path = dir.join("settings.json");
    let mut app = core_app(16, Settings::default(), Screen::MainMenu);
    app.insert_resource(SettingsFile {
        path: Some(path.clone()),
        ..default()
    });
    let mut buttons = ButtonInput::<MouseButton>::default();
    buttons.press(MouseButton::Left);
    app.insert_resource(buttons);
    app.update();
    // A slider dragged over ten frames: nothing written while the button is held.
    for i in 0..10 {
        app.world_mut().resource_mut::<Settings>().animation_speed = 1.0 + i as f32 * 0.1;
        app.update();
    }
    assert_eq!(app.world().resource::<SettingsFile>().writes, 0);
    app.world_mut()
        .resource_mut::<ButtonInput<MouseButton>>()
        .release(MouseButton::Left);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(app.world().resource::<SettingsFile>().writes, 1);
    let saved = Settings::read(&path).unwrap();
    assert!((saved.animation_speed - 1.9).abs() < 1e-5);
    // A file that cannot be written is reported with the settings.
    app.insert_resource(SettingsFile {
        path: Some(dir.join("no-such-folder").join("\0bad")),
        ..default()
    });
    app.world_mut().resource_mut::<Settings>().show_coordinates = false;
    app.update();
    assert!(app.world().resource::<SettingsFile>().save_error.is_some());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_saves_folder_is_read_when_the_list_opens_not_every_frame() {
    let dir = temp_dir("saves");
    let mut app = core_app(16, Settings::default(), Screen::MainMenu);
    app.insert_resource(SavedGames {
        dir: Some(dir.clone()),
        ..default()
    });
    send(&mut app, SavesCommand::Refresh);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(app.world().resource::<SavedGames>().reads, 1);
    send(
        &mut app,
        SavesCommand::Save {
            name: "Friday".into(),
            record: "1. E6-E5 *\n".into(),
            replace: false,
        },
    );
    app.update();
    let saved = app.world().resource::<SavedGames>();
    assert_eq!(saved.reads, 2, "read again after a save");
    assert_eq!(saved.files.len(), 1);
    assert_eq!(saved.files[0].name, "Friday");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_new_game_replaces_the_board_at_once() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    click(&mut app, "E5");
    let scene = app.world().resource::<ShownPosition>().scene;
    send(&mut app, two_players());
    settle(&mut app);
    // The unfinished game is replaced once the player says so, and then at once.
    assert_eq!(notation(&app), ["E6-E5"]);
    send(&mut app, ReplaceAnswer::Replace);
    settle(&mut app);
    assert!(app.world().resource::<ShownPosition>().scene > scene);
    assert!(game(&app).moves().is_empty());
    assert_view_agrees(&mut app);
}
