//! The computer player inside the game, headless: it searches on the async compute pool while
//! frames go on, its move is played through the same animation as a human's, and a result for
//! a game that has changed since is dropped.

use crate::common;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use camelot::board::animation::AnimationQueue;
use camelot::game::computer::{Computer, ComputerCommand};
use camelot::game::{ActiveGame, GameCommand, Player};
use camelot::persistence::settings::Settings;
use camelot_ai::Level;
use camelot_rules::{Game, HouseRules, Position};
use common::*;

fn app(players: [Player; 2], computer_ms: u64) -> App {
    let settings = Settings {
        computer_ms,
        animation_speed: 4.0,
        ..Settings::default()
    };
    game_app(Position::start(), players, 16, settings)
}

/// The game just started: the computer, if it is to move, has begun thinking.
fn fresh(players: [Player; 2], computer_ms: u64) -> App {
    let settings = Settings {
        computer_ms,
        animation_speed: 0.0,
        ..Settings::default()
    };
    let mut app = core_app(16, settings, camelot::screens::Screen::Playing);
    app.insert_resource(ActiveGame::new(
        Game::new(Position::start(), HouseRules::default()),
        players,
    ));
    app.update();
    app
}

fn moves(app: &App) -> usize {
    game(app).moves().len()
}

/// Waits (without running frames) until the computer's search has finished, so that only
/// the staleness check can keep its result out of the game.
fn wait_for_search(app: &App) {
    let start = Instant::now();
    while !app
        .world()
        .resource::<Computer>()
        .thinking()
        .expect("the computer is thinking")
        .is_finished()
    {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the search ended"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn computer_moves_while_frames_keep_running() {
    let mut app = app([Player::Computer(Level::Expert), Player::Human], 600);
    let start = Instant::now();
    let mut longest = Duration::ZERO;
    let mut frames = 0;
    while moves(&app) == 0 && start.elapsed() < Duration::from_secs(30) {
        let t = Instant::now();
        app.update();
        longest = longest.max(t.elapsed());
        frames += 1;
    }
    assert_eq!(moves(&app), 1, "the computer played its move");
    println!(
        "longest frame while the computer searched: {:.2} ms over {frames} frames",
        longest.as_secs_f64() * 1e3
    );
    // The search took about 600 ms: frames that waited on it would be that long.
    assert!(
        longest < Duration::from_millis(300),
        "a frame took {longest:?}: the main thread waited"
    );
    assert!(frames > 5, "frames kept coming while it searched");
}

#[test]
fn a_finished_search_for_an_old_game_is_dropped_after_new_game() {
    // A short search that finishes; then a new game with the same position and the computer
    // to move again, where the old move would be legal.
    let mut app = fresh([Player::Computer(Level::Beginner), Player::Human], 100);
    wait_for_search(&app);
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: [Player::Computer(Level::Expert), Player::Human],
            rules: HouseRules::default(),
        },
    );
    app.insert_resource(Settings {
        computer_ms: 20_000,
        animation_speed: 0.0,
        ..Settings::default()
    });
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(
        moves(&app),
        0,
        "no move from the old search reached the new game"
    );
}

#[test]
fn a_finished_search_is_dropped_after_undo() {
    let mut app = app([Player::Human, Player::Computer(Level::Medium)], 100);
    let mv = Position::start().read_move("E6-E5").unwrap();
    send(&mut app, GameCommand::PlayAnimated(mv));
    for _ in 0..60 {
        app.update();
        if app.world().resource::<Computer>().thinking().is_some() {
            break;
        }
    }
    assert_eq!(moves(&app), 1);
    wait_for_search(&app);
    send(&mut app, GameCommand::Undo);
    for _ in 0..20 {
        app.update();
    }
    let active = app.world().resource::<ActiveGame>();
    assert_eq!(moves(&app), 0);
    assert!(active.notice.is_none(), "{:?}", active.notice);
    assert!(app.world().resource::<Computer>().thinking().is_none());
}

#[test]
fn computer_vs_computer_plays_legal_games() {
    let players = [
        Player::Computer(Level::Beginner),
        Player::Computer(Level::Easy),
    ];
    let mut app = app(players, 100);
    let start = Instant::now();
    while moves(&app) < 12 && start.elapsed() < Duration::from_secs(60) {
        app.update();
        if game(&app).is_over() {
            break;
        }
    }
    let game = game(&app);
    assert!(
        game.moves().len() >= 12 || game.is_over(),
        "{} moves",
        game.moves().len()
    );
    // The moves went through the board's animation one after another: once the game is
    // paused and all have landed, the pieces stand exactly on the game's position.
    send(&mut app, ComputerCommand::Pause);
    settle(&mut app);
    assert_view_agrees(&mut app);
}

#[test]
fn pause_then_a_new_game_against_the_computer_plays() {
    let players = [
        Player::Computer(Level::Beginner),
        Player::Computer(Level::Beginner),
    ];
    let mut app = app(players, 100);
    send(&mut app, ComputerCommand::Pause);
    app.update();
    assert!(app.world().resource::<Computer>().paused);
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: [Player::Computer(Level::Beginner), Player::Human],
            rules: HouseRules::default(),
        },
    );
    // The new game replaces the paused one (which may have had a move or two) at once.
    app.update();
    assert!(!app.world().resource::<Computer>().paused);
    let start = Instant::now();
    while moves(&app) == 0 && start.elapsed() < Duration::from_secs(30) {
        app.update();
    }
    assert_eq!(moves(&app), 1, "the computer moves in the new game");
}

#[test]
fn undo_against_the_computer_goes_back_to_the_humans_turn() {
    let mut app = app([Player::Human, Player::Computer(Level::Beginner)], 100);
    let mv = Position::start().read_move("E6-E5").unwrap();
    send(&mut app, GameCommand::PlayAnimated(mv));
    let start = Instant::now();
    while moves(&app) < 2 && start.elapsed() < Duration::from_secs(30) {
        app.update();
    }
    assert_eq!(moves(&app), 2, "the computer answered");
    settle(&mut app);
    let answered = notation(&app);
    send(&mut app, GameCommand::Undo);
    app.update();
    assert_eq!(
        moves(&app),
        0,
        "one undo takes back the computer's answer and the human's move"
    );
    send(&mut app, GameCommand::Redo);
    app.update();
    assert!(
        app.world().resource::<AnimationQueue>().is_busy(),
        "the redone move is played on the board"
    );
    settle(&mut app);
    assert_eq!(moves(&app), 2, "redo replays both");
    assert_eq!(
        notation(&app),
        answered,
        "the computer's answer redone, not searched anew"
    );
}
