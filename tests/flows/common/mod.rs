//! What the headless tests share: an app with the game's real core systems (no window, no
//! GPU), driven by messages with fixed time steps.

pub mod headless;
pub mod online;

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use camelot::board::animation::AnimationQueue;
use camelot::board::geometry::square_center;
use camelot::board::pieces::{PieceModel, PieceView};
use camelot::game::{ActiveGame, Player};
use camelot::i18n::{Lang, Tr};
use camelot::persistence::settings::Settings;
use camelot::screens::{BoardOwner, PlayMode, Screen};
use camelot::shown::{ShownPosition, SquareClicked};
use camelot_rules::{Color, Game, HouseRules, Piece, Position, Square};

pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A position from (square, letter) pairs: `N` `M` White, `n` `m` Black.
pub fn position(pieces: &[(&str, char)], side: Color) -> Position {
    let mut p = Position::empty(side);
    for (name, letter) in pieces {
        p.put(sq(name), Piece::from_letter(*letter).unwrap());
    }
    p.to_string().parse().unwrap()
}

/// The core app on `screen`, `frame_ms` milliseconds a frame.
pub fn core_app(frame_ms: u64, settings: Settings, screen: Screen) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(camelot::core_plugin);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        frame_ms,
    )));
    app.insert_resource(settings);
    // The system's language is English whatever the machine's: the flows compare sentences.
    app.insert_resource(Tr::new(Lang::English));
    app.insert_state(screen);
    app
}

/// A game from `start` with these players, on the playing screen, settled.
pub fn game_app(start: Position, players: [Player; 2], frame_ms: u64, settings: Settings) -> App {
    let mut app = core_app(frame_ms, settings, Screen::Playing);
    app.insert_resource(ActiveGame::new(
        Game::new(start, HouseRules::default()),
        players,
    ));
    app.update();
    settle(&mut app);
    app
}

/// Two players, 50 ms a frame: a leg takes several frames at normal speed.
pub fn app_with(start: Position) -> App {
    game_app(start, [Player::Human; 2], 50, Settings::default())
}

/// Frames a game is given to settle: far more than any animation takes at a test's speed.
const SETTLE_FRAMES: usize = 400;

/// Runs frames until no animation plays and no move waits to be committed; a game that never
/// settles fails the test, naming what it still waited for.
pub fn settle(app: &mut App) {
    let mut settled = false;
    for _ in 0..SETTLE_FRAMES {
        app.update();
        let animating = app.world().resource::<AnimationQueue>().is_busy();
        if !animating && !app.world().resource::<ActiveGame>().busy() {
            settled = true;
            break;
        }
    }
    if !settled {
        let animating = app.world().resource::<AnimationQueue>().is_busy();
        let active = app.world().resource::<ActiveGame>();
        panic!(
            "the game never settled in {SETTLE_FRAMES} frames: the board {} animating, a move \
             {} waiting to be committed, the move entry {} busy",
            if animating { "was still" } else { "was not" },
            if active.pending.is_some() {
                "was"
            } else {
                "was not"
            },
            if active.entry.busy() {
                "was"
            } else {
                "was not"
            },
        );
    }
    // A few more frames for the resync and the sinking captured pieces.
    for _ in 0..12 {
        app.update();
    }
}

pub fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
}

pub fn click(app: &mut App, name: &str) {
    send(app, SquareClicked(sq(name)));
    settle(app);
}

pub fn game(app: &App) -> &Game {
    &app.world().resource::<ActiveGame>().game
}

pub fn notation(app: &App) -> Vec<String> {
    game(app).moves().iter().map(|m| m.to_string()).collect()
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Who owns the board now.
pub fn owner(app: &App) -> BoardOwner {
    *app.world().resource::<State<BoardOwner>>().get()
}

/// The play mode, on the playing screen.
pub fn mode(app: &App) -> Option<PlayMode> {
    app.world()
        .get_resource::<State<PlayMode>>()
        .map(|m| *m.get())
}

/// The ply reviewed, if the game is in review.
pub fn reviewed(app: &App) -> Option<usize> {
    (mode(app) == Some(PlayMode::Review))
        .then(|| app.world().resource::<camelot::review::Review>().ply)
}

/// The piece entities stand exactly on `board`'s pieces, each drawn on its square.
pub fn assert_pieces_show(app: &mut App, board: &Position) {
    let mut q = app
        .world_mut()
        .query::<(&PieceView, &PieceModel, &Transform)>();
    let mut seen = Vec::new();
    for (view, model, transform) in q.iter(app.world()) {
        assert_eq!(
            board.piece_at(view.square),
            Some(model.0),
            "a {:?} is drawn on {}",
            model.0,
            view.square
        );
        assert!(
            transform
                .translation
                .distance(square_center(board.variant(), view.square))
                < 1e-4,
            "{} drawn off its square",
            view.square
        );
        seen.push(view.square);
    }
    seen.sort();
    let mut expected: Vec<Square> = board.pieces().map(|(s, _)| s).collect();
    expected.sort();
    assert_eq!(seen, expected, "piece entities and position disagree");
}

/// The board shows the live game's position, and the pieces stand on it.
pub fn assert_view_agrees(app: &mut App) {
    let pos = *game(app).position();
    let shown = app.world().resource::<ShownPosition>();
    assert_eq!(shown.position, pos, "the board shows the live game");
    assert_pieces_show(app, &pos);
}

/// White men on E3, E4 and E6: E3 canters over E4 to E5, then over E6 to E7.
pub fn two_leg_canter() -> Position {
    let pieces = [
        ("E3", 'M'),
        ("E4", 'M'),
        ("E6", 'M'),
        ("A13", 'm'),
        ("L13", 'm'),
    ];
    position(&pieces, Color::White)
}

/// A key pressed for one frame and released, then the game settled.
pub fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    settle(app);
}
