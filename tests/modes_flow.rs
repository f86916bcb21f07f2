//! The modes by construction, headless: every screen and mode {menu, live, review, lesson, lobby}
//! against every command {undo, redo, load, play on, resign, new game, leave, Esc}, each from
//! a fresh app, with the mode and the game asserted after it; then the faults found by a
//! player and by reading, one test each.

mod common;

use bevy::prelude::*;
use camelot::game::autosave::Autosave;
use camelot::game::computer::Computer;
use camelot::game::record::read_record;
use camelot::game::{ActiveGame, GameCommand, Player};
use camelot::persistence::progress::Progress;
use camelot::persistence::settings::Settings;
use camelot::review::ReviewCommand;
use camelot::review::analysis::Analysis;
use camelot::screens::{BoardOwner, PlayMode, Screen};
use camelot::tutorial::{Tutorial, TutorialCommand};
use camelot_ai::Level;
use camelot_rules::{Color as Side, Game, HouseRules, Position};
use common::*;

const FOUR_MOVES: [(&str, &str); 4] = [("E6", "E5"), ("E10", "E9"), ("F6", "F5"), ("F10", "F9")];

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Menu,
    Live,
    Review,
    Lesson,
    Lobby,
}

#[derive(Clone, Copy, Debug)]
enum Command {
    Undo,
    Redo,
    Load,
    PlayOn,
    Resign,
    NewGame,
    Leave,
    Esc,
}

/// A two-player game of four moves, in `mode` (review at its last move, a lesson's list).
fn app_in(mode: Mode) -> App {
    let mut app = app_with(Position::start());
    for (from, to) in FOUR_MOVES {
        click(&mut app, from);
        click(&mut app, to);
    }
    match mode {
        Mode::Live => {}
        Mode::Review => send(&mut app, ReviewCommand::Show(4)),
        Mode::Menu => set_screen(&mut app, Screen::MainMenu),
        Mode::Lesson => set_screen(&mut app, Screen::Tutorial),
        Mode::Lobby => set_screen(&mut app, Screen::Lobby),
    }
    settle(&mut app);
    assert_eq!(current(&app), mode);
    app
}

fn set_screen(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
}

fn current(app: &App) -> Mode {
    match (screen(app), mode(app)) {
        (Screen::MainMenu, _) => Mode::Menu,
        (Screen::Tutorial, _) => Mode::Lesson,
        (Screen::Lobby, _) => Mode::Lobby,
        (Screen::Playing, Some(PlayMode::Review)) => Mode::Review,
        (Screen::Playing, _) => Mode::Live,
        (Screen::Editor, _) => panic!("no command here opens the position editor"),
    }
}

fn loaded() -> Game {
    let mut game = Game::default();
    game.play_notation("G6-G5").unwrap();
    game
}

/// What a panel or key sends for `command` in `mode`.
fn run(app: &mut App, mode: Mode, command: Command) {
    match command {
        Command::Undo => send(app, GameCommand::Undo),
        Command::Redo => send(app, GameCommand::Redo),
        Command::Load => send(
            app,
            GameCommand::Load {
                game: loaded(),
                players: [Player::Human; 2],
            },
        ),
        Command::PlayOn => send(app, GameCommand::PlayOnFrom(2)),
        Command::Resign => send(app, GameCommand::Resign(Side::White)),
        Command::NewGame => send(
            app,
            GameCommand::NewGame {
                position: Position::start(),
                players: [Player::Human; 2],
                rules: HouseRules::default(),
            },
        ),
        Command::Leave => match mode {
            Mode::Menu => {}
            Mode::Live => set_screen(app, Screen::MainMenu),
            Mode::Review => send(app, ReviewCommand::Leave),
            Mode::Lesson => send(app, TutorialCommand::Leave),
            Mode::Lobby => set_screen(app, Screen::MainMenu),
        },
        Command::Esc => {
            press(app, KeyCode::Escape);
            return;
        }
    }
    settle(app);
}

/// The mode and the game's moves expected after `command` in `mode`.
fn expected(mode: Mode, command: Command) -> (Mode, Vec<&'static str>, bool) {
    let all = vec!["E6-E5", "E10-E9", "F6-F5", "F10-F9"];
    let on_board = matches!(mode, Mode::Live | Mode::Review);
    // (mode after, moves after, game over)
    match command {
        Command::Undo if on_board => (Mode::Live, all[..3].to_vec(), false),
        Command::PlayOn if on_board => (Mode::Live, all[..2].to_vec(), false),
        Command::Resign if on_board => (Mode::Live, all, true),
        // Nothing to redo changes nothing: review stays.
        Command::Redo => (mode, all, false),
        Command::Load => (Mode::Live, vec!["G6-G5"], false),
        Command::NewGame => (Mode::Live, vec![], false),
        Command::Leave if mode == Mode::Review => (Mode::Live, all, false),
        Command::Leave => (Mode::Menu, all, false),
        Command::Esc if mode == Mode::Review => (Mode::Live, all, false),
        // Off the playing screen the game's commands are not taken.
        _ => (mode, all, false),
    }
}

#[test]
fn every_mode_takes_every_command_without_breaking() {
    for mode in [
        Mode::Menu,
        Mode::Live,
        Mode::Review,
        Mode::Lesson,
        Mode::Lobby,
    ] {
        for command in [
            Command::Undo,
            Command::Redo,
            Command::Load,
            Command::PlayOn,
            Command::Resign,
            Command::NewGame,
            Command::Leave,
            Command::Esc,
        ] {
            let at = format!("{command:?} in {mode:?}");
            let mut app = app_in(mode);
            run(&mut app, mode, command);
            let (after, moves, over) = expected(mode, command);
            assert_eq!(current(&app), after, "{at}: the mode");
            assert_eq!(notation(&app), moves, "{at}: the game");
            assert_eq!(game(&app).is_over(), over, "{at}: the result");
            let owner_now = owner(&app);
            let expected_owner = match after {
                Mode::Review => BoardOwner::Review,
                Mode::Lesson => BoardOwner::Lesson,
                Mode::Menu | Mode::Live | Mode::Lobby => BoardOwner::Live,
            };
            assert_eq!(owner_now, expected_owner, "{at}: who has the board");
            if expected_owner == BoardOwner::Live {
                assert_view_agrees(&mut app);
            }
            // The game goes on normally afterwards.
            if after == Mode::Live && !over {
                let before = notation(&app).len();
                let side = game(&app).position().side_to_move();
                let (from, to) = if side == Side::White {
                    ("H6", "H5")
                } else {
                    ("H10", "H9")
                };
                click(&mut app, from);
                click(&mut app, to);
                assert_eq!(notation(&app).len(), before + 1, "{at}: a move after");
            }
        }
    }
}

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
    send(&mut app, GameCommand::Resign(Side::White));
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
    send(&mut app, GameCommand::Resign(Side::White));
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
