//! The computer player inside the game, headless: it searches on the async compute pool while
//! frames go on, its move is played through the same animation as a human's, and a result for
//! a position that is no longer current is dropped.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use camelot::ai::Computer;
use camelot::play::{ActiveGame, GameCommand, Player};
use camelot::settings::Settings;
use camelot_ai::Level;
use camelot_rules::{Game, HouseRules, Position};

fn app(players: [Player; 2], computer_ms: u64) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(camelot::core_plugin);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    app.insert_resource(Settings {
        computer_ms,
        animation_speed: 4.0,
        ..Settings::default()
    });
    app.insert_resource(ActiveGame::new(
        Game::new(Position::start(), HouseRules::default()),
        players,
    ));
    app
}

fn moves(app: &App) -> usize {
    app.world().resource::<ActiveGame>().game.moves().len()
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
fn stale_result_is_dropped_after_new_game() {
    let mut app = app([Player::Computer(Level::Expert), Player::Human], 2000);
    app.update();
    assert!(
        app.world().resource::<Computer>().thinking.is_some(),
        "the computer starts thinking at once"
    );
    app.world_mut().write_message(GameCommand::NewGame {
        position: Position::start(),
        players: [Player::Human; 2],
        rules: HouseRules::default(),
    });
    for _ in 0..50 {
        app.update();
    }
    assert!(
        app.world().resource::<Computer>().thinking.is_none(),
        "the old search was stopped"
    );
    assert_eq!(
        moves(&app),
        0,
        "no move from the old search reached the new game"
    );
}

#[test]
fn undo_during_thinking_drops_the_search() {
    let mut app = app([Player::Human, Player::Computer(Level::Expert)], 2000);
    app.update();
    let mv = Position::start().parse_move("E6-E5").unwrap();
    app.world_mut().write_message(GameCommand::PlayAnimated(mv));
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(moves(&app), 1);
    assert!(app.world().resource::<Computer>().thinking.is_some());
    app.world_mut().write_message(GameCommand::Undo);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(moves(&app), 0);
    // Back at White (a human) to move: nothing thinks, nothing is played.
    for _ in 0..100 {
        app.update();
    }
    assert!(app.world().resource::<Computer>().thinking.is_none());
    assert_eq!(moves(&app), 0);
}

#[test]
fn computer_vs_computer_plays_legal_games() {
    let mut app = app(
        [
            Player::Computer(Level::Beginner),
            Player::Computer(Level::Easy),
        ],
        100,
    );
    let start = Instant::now();
    while moves(&app) < 12 && start.elapsed() < Duration::from_secs(60) {
        app.update();
        if app.world().resource::<ActiveGame>().game.is_over() {
            break;
        }
    }
    let game = &app.world().resource::<ActiveGame>().game;
    assert!(
        game.moves().len() >= 12 || game.is_over(),
        "{} moves",
        game.moves().len()
    );
    // Replaying the record through the rules core proves every move was legal.
    let replay = Game::from_record(&game.to_record()).expect("the computer's moves are legal");
    assert_eq!(replay.moves(), game.moves());
}

#[test]
fn undo_against_the_computer_goes_back_to_the_humans_turn() {
    let mut app = app([Player::Human, Player::Computer(Level::Beginner)], 100);
    app.update();
    let mv = Position::start().parse_move("E6-E5").unwrap();
    app.world_mut().write_message(GameCommand::PlayAnimated(mv));
    let start = Instant::now();
    while moves(&app) < 2 && start.elapsed() < Duration::from_secs(30) {
        app.update();
    }
    assert_eq!(moves(&app), 2, "the computer answered");
    for _ in 0..60 {
        app.update();
    }
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert_eq!(
        moves(&app),
        0,
        "one undo takes back the computer's answer and the human's move"
    );
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    assert_eq!(moves(&app), 2, "redo replays both");
}
