//! The matrix: every screen and mode {menu, live, a game against the computer, review,
//! lesson, lobby, editor, puzzle} against every command {undo, redo, load, play on, resign, new game,
//! leave, Esc}, each from a fresh app, with the mode and the game asserted after it (a load
//! or new game over the unfinished game asks first, every time).

use bevy::prelude::*;
use camelot::game::{ActiveGame, GameCommand, Player, ReplaceAnswer, Replacing};
use camelot::puzzles::PuzzleCommand;
use camelot::review::ReviewCommand;
use camelot::screens::{BoardOwner, PlayMode, Screen};
use camelot::tutorial::TutorialCommand;
use camelot_ai::Level;
use camelot_rules::{Color, Game, HouseRules, Position};

use crate::common::*;

pub const FOUR_MOVES: [(&str, &str); 4] =
    [("E6", "E5"), ("E10", "E9"), ("F6", "F5"), ("F10", "F9")];

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mode {
    Menu,
    Live,
    /// The live game, against the computer (Black), White to move.
    Computer,
    Review,
    Lesson,
    Lobby,
    Editor,
    Puzzle,
}

const MODES: [Mode; 8] = [
    Mode::Menu,
    Mode::Live,
    Mode::Computer,
    Mode::Review,
    Mode::Lesson,
    Mode::Lobby,
    Mode::Editor,
    Mode::Puzzle,
];

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
pub fn app_in(mode: Mode) -> App {
    let mut app = app_with(Position::start());
    for (from, to) in FOUR_MOVES {
        click(&mut app, from);
        click(&mut app, to);
    }
    match mode {
        Mode::Live => {}
        Mode::Computer => {
            let played = game(&app).clone();
            let players = [Player::Human, Player::Computer(Level::Beginner)];
            replace_with(
                &mut app,
                GameCommand::Load {
                    game: played,
                    players,
                },
            );
        }
        Mode::Review => send(&mut app, ReviewCommand::Show(4)),
        Mode::Menu => set_screen(&mut app, Screen::MainMenu),
        Mode::Lesson => set_screen(&mut app, Screen::Tutorial),
        Mode::Lobby => set_screen(&mut app, Screen::Lobby),
        Mode::Editor => set_screen(&mut app, Screen::Editor),
        Mode::Puzzle => set_screen(&mut app, Screen::Puzzles),
    }
    settle(&mut app);
    assert_eq!(current(&app), mode);
    app
}

pub fn set_screen(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
}

/// A new or loaded game over the unfinished one: it waits for the player's answer, then
/// replaces it.
fn replace_with(app: &mut App, command: GameCommand) {
    send(app, command);
    app.update();
    assert!(
        app.world().resource::<Replacing>().waiting.is_some(),
        "the unfinished game is not replaced without asking"
    );
    send(app, ReplaceAnswer::Replace);
    settle(app);
}

pub fn current(app: &App) -> Mode {
    let against_computer = app.world().resource::<ActiveGame>().against_computer();
    match (screen(app), mode(app)) {
        (Screen::MainMenu, _) => Mode::Menu,
        (Screen::Tutorial, _) => Mode::Lesson,
        (Screen::Lobby, _) => Mode::Lobby,
        (Screen::Editor, _) => Mode::Editor,
        (Screen::Puzzles, _) => Mode::Puzzle,
        (Screen::Playing, Some(PlayMode::Review)) => Mode::Review,
        (Screen::Playing, _) if against_computer => Mode::Computer,
        (Screen::Playing, _) => Mode::Live,
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
        Command::Load => replace_with(
            app,
            GameCommand::Load {
                game: loaded(),
                players: [Player::Human; 2],
            },
        ),
        Command::PlayOn => send(app, GameCommand::PlayOnFrom(2)),
        Command::Resign => send(app, GameCommand::Resign(Color::White)),
        Command::NewGame => replace_with(
            app,
            GameCommand::NewGame {
                position: Position::start(),
                players: [Player::Human; 2],
                rules: HouseRules::default(),
            },
        ),
        Command::Leave => match mode {
            Mode::Menu => {}
            Mode::Live | Mode::Computer | Mode::Lobby | Mode::Editor => {
                set_screen(app, Screen::MainMenu)
            }
            Mode::Review => send(app, ReviewCommand::Leave),
            Mode::Lesson => send(app, TutorialCommand::Leave),
            Mode::Puzzle => send(app, PuzzleCommand::Leave),
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
    let on_board = matches!(mode, Mode::Live | Mode::Review | Mode::Computer);
    // Against the computer the game stays so; from review it is the live game again.
    let live = if mode == Mode::Computer {
        Mode::Computer
    } else {
        Mode::Live
    };
    // (mode after, moves after, game over)
    match command {
        // Against the computer, undo goes back to the human's turn.
        Command::Undo if mode == Mode::Computer => (live, all[..2].to_vec(), false),
        Command::Undo if on_board => (live, all[..3].to_vec(), false),
        Command::PlayOn if on_board => (live, all[..2].to_vec(), false),
        Command::Resign if on_board => (live, all, true),
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
    for mode in MODES {
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
                Mode::Editor => BoardOwner::Editor,
                Mode::Puzzle => BoardOwner::Puzzle,
                Mode::Menu | Mode::Live | Mode::Computer | Mode::Lobby => BoardOwner::Live,
            };
            assert_eq!(owner_now, expected_owner, "{at}: who has the board");
            if expected_owner == BoardOwner::Live {
                assert_view_agrees(&mut app);
            }
            // The game goes on normally afterwards (the computer may answer at once).
            if matches!(after, Mode::Live | Mode::Computer) && !over {
                let before = notation(&app).len();
                let side = game(&app).position().side_to_move();
                let (from, to) = if side == Color::White {
                    ("H6", "H5")
                } else {
                    ("H10", "H9")
                };
                click(&mut app, from);
                click(&mut app, to);
                assert!(notation(&app).len() > before, "{at}: a move after");
                assert_eq!(notation(&app)[before], format!("{from}-{to}"), "{at}");
            }
        }
    }
}
