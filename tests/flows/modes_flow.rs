//! The modes by construction, headless: the matrix of every mode against every command
//! (`modes_flow/matrix.rs`); then the faults found by a player and by reading, one test each.
//! Online games have their own commands' test (`online_trust_flow.rs`), with a server.

use crate::common;
#[path = "modes_flow/matrix.rs"]
mod matrix;

use bevy::prelude::*;
use camelot::game::autosave::Autosave;
use camelot::game::computer::Computer;
use camelot::game::record::read_record;
use camelot::game::{ActiveGame, GameCommand, Player};
use camelot::persistence::progress::Progress;
use camelot::persistence::settings::Settings;
use camelot::review::ReviewCommand;
use camelot::review::analysis::Analysis;
use camelot::screens::Screen;
use camelot::tutorial::{Tutorial, TutorialCommand};
use camelot_ai::Level;
use camelot_rules::{Color, Position};
use common::*;
use matrix::{FOUR_MOVES, Mode, app_in, current, set_screen};

#[test]
fn undo_in_review_of_the_last_move_leaves_review_and_shortens_the_game() {
    // The reported crash: four moves, a click on the last one in the list, then Undo.
    let mut app = app_in(Mode::Review);
    assert_eq!(reviewed(&app), Some(4));
    send(&mut app, GameCommand::Undo);
    // The undo and the end of review are asked in one frame; review has ended by the next
    // (the banner draws nothing for the one frame between: ui::review's own test).
    app.update();
    assert_eq!(notation(&app).len(), 3);
    app.update();
    assert_eq!(reviewed(&app), None);
    settle(&mut app);
    assert_eq!(current(&app), Mode::Live);
    assert_eq!(notation(&app).len(), 3);
    assert_view_agrees(&mut app);
    // Redo, Undo again: the game stays whole.
    send(&mut app, GameCommand::Redo);
    settle(&mut app);
    send(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert_eq!(notation(&app).len(), 3);
}

#[test]
fn play_on_where_the_computer_moves_keeps_the_whole_game_until_a_player_moves() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.camelot");
    let settings = Settings {
        computer_ms: 100,
        animation_speed: 0.0,
        ..Settings::default()
    };
    let mut app = game_app(Position::start(), [Player::Human; 2], 16, settings);
    app.insert_resource(Autosave {
        path: Some(path.clone()),
        ..Default::default()
    });
    for (from, to) in FOUR_MOVES {
        click(&mut app, from);
        click(&mut app, to);
    }
    // Now the computer plays Black, and review plays on from ply 1: Black (the computer) to
    // move.
    app.world_mut().resource_mut::<ActiveGame>().players =
        [Player::Human, Player::Computer(Level::Beginner)];
    send(&mut app, ReviewCommand::Show(1));
    settle(&mut app);
    send(&mut app, GameCommand::PlayOnFrom(1));
    // The computer answers at once.
    for _ in 0..600 {
        app.update();
        if notation(&app).len() == 2 {
            break;
        }
    }
    settle(&mut app);
    assert_eq!(notation(&app).len(), 2, "the computer answered");
    // The autosave still holds the whole game; Undo brings it back.
    let saved = read_record(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        saved.0.moves().len(),
        4,
        "the autosave keeps the whole game"
    );
    send(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5", "E10-E9", "F6-F5", "F10-F9"]);
    // A player's own move after Play on ends what was kept.
    send(&mut app, ReviewCommand::Show(2));
    settle(&mut app);
    app.world_mut().resource_mut::<ActiveGame>().players = [Player::Human; 2];
    send(&mut app, GameCommand::PlayOnFrom(2));
    settle(&mut app);
    click(&mut app, "G6");
    click(&mut app, "G5");
    assert!(
        app.world()
            .resource::<ActiveGame>()
            .before_play_on
            .is_none()
    );
    send(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5", "E10-E9"]);
}

#[test]
fn undo_after_play_on_and_resign_takes_back_only_the_resignation() {
    let mut app = app_in(Mode::Review);
    send(&mut app, ReviewCommand::Show(2));
    settle(&mut app);
    send(&mut app, GameCommand::PlayOnFrom(2));
    settle(&mut app);
    send(&mut app, GameCommand::Resign(Color::White));
    settle(&mut app);
    assert!(game(&app).is_over());
    send(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert!(!game(&app).is_over());
    assert_eq!(notation(&app), ["E6-E5", "E10-E9"]);
}

#[test]
fn undo_with_nothing_to_undo_changes_nothing() {
    let settings = Settings {
        computer_ms: 5000,
        ..Settings::default()
    };
    // The computer plays White and is thinking; a human's Undo has nothing to undo.
    let mut app = game_app(
        Position::start(),
        [Player::Computer(Level::Expert), Player::Human],
        16,
        settings,
    );
    let revision = app.world().resource::<ActiveGame>().revision;
    assert!(app.world().resource::<Computer>().thinking().is_some());
    send(&mut app, GameCommand::Undo);
    app.update();
    let active = app.world().resource::<ActiveGame>();
    assert_eq!(active.revision, revision, "no new revision");
    let thinking = app.world().resource::<Computer>().thinking();
    assert_eq!(
        thinking.and_then(|s| s.revision()),
        Some(revision),
        "the computer's search goes on"
    );
}

#[test]
fn undo_with_nothing_to_undo_keeps_the_move_being_entered() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    send(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert!(
        app.world().resource::<ActiveGame>().entry.input.is_some(),
        "the chosen piece stays chosen"
    );
    click(&mut app, "E5");
    assert_eq!(notation(&app), ["E6-E5"]);
}

#[test]
fn undo_while_a_move_animates_waits_for_it() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    send(&mut app, camelot::shown::SquareClicked(sq("E5")));
    app.update();
    assert!(
        app.world().resource::<ActiveGame>().busy(),
        "the move animates"
    );
    send(&mut app, GameCommand::Undo);
    app.update();
    assert_eq!(app.world().resource::<ActiveGame>().waiting(), 1);
    settle(&mut app);
    assert!(
        notation(&app).is_empty(),
        "the move was played, then undone"
    );
    assert_view_agrees(&mut app);
}

#[test]
fn resigning_while_ones_own_move_animates_keeps_the_move() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    send(&mut app, camelot::shown::SquareClicked(sq("E5")));
    app.update();
    send(&mut app, GameCommand::Resign(Color::White));
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5"], "the move was not lost");
    assert!(game(&app).is_over());
}

#[test]
fn leaving_the_playing_screen_stops_the_analysis() {
    let mut app = app_in(Mode::Review);
    app.update();
    assert!(app.world().resource::<Analysis>().running(), "analysing");
    set_screen(&mut app, Screen::MainMenu);
    app.update();
    app.update();
    assert!(!app.world().resource::<Analysis>().running());
    // And leaving review does too.
    let mut app = app_in(Mode::Review);
    app.update();
    send(&mut app, ReviewCommand::Leave);
    app.update();
    app.update();
    assert!(!app.world().resource::<Analysis>().running());
}

#[test]
fn esc_in_review_goes_back_to_the_game() {
    let mut app = app_in(Mode::Review);
    press(&mut app, KeyCode::Escape);
    assert_eq!(current(&app), Mode::Live);
    // Ctrl+Z undoes, as the button does.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    press(&mut app, KeyCode::KeyZ);
    assert_eq!(notation(&app).len(), 3);
}

#[test]
fn a_lesson_is_not_done_by_watching_its_last_demonstration() {
    let mut app = core_app(50, Settings::default(), Screen::Tutorial);
    app.update();
    // Lesson 4, then Previous: lesson 3's closing demonstration plays to its end.
    send(&mut app, TutorialCommand::Open(3));
    settle(&mut app);
    send(&mut app, TutorialCommand::Previous);
    for _ in 0..400 {
        app.update();
        if app.world().resource::<Tutorial>().settled() {
            break;
        }
    }
    settle(&mut app);
    let tutorial = app.world().resource::<Tutorial>();
    assert_eq!(tutorial.open.map(|p| p.lesson), Some(2));
    assert!(tutorial.step_done, "the demonstration played");
    assert_eq!(
        *app.world().resource::<Progress>(),
        Progress::default(),
        "no lesson is ticked without its exercises"
    );
}

#[test]
#[should_panic(expected = "the game never settled")]
fn settle_fails_loudly_when_the_game_never_settles() {
    // An animation this slow never ends within the frames a test gives it.
    let settings = Settings {
        animation_speed: 1e-9,
        ..Settings::default()
    };
    let mut app = game_app(Position::start(), [Player::Human; 2], 50, settings);
    click(&mut app, "E6");
    click(&mut app, "E5");
}
