//! What the online tests share: the server library in process on 127.0.0.1 (port 0), the
//! game signed in to it, and the opponent a `camelot-client` driven by the test.

use std::path::Path;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use camelot::game::ActiveGame;
use camelot::online::{ConnectCommand, Connection, Lobby, LobbyCommand, OnlineGame};
use camelot::persistence::settings::Settings;
use camelot::screens::Screen;
use camelot_client::{Client, Connect, Event, SignIn};
use camelot_protocol::{ClientMsg, ColorChoice, GameId, ServerMsg};
use camelot_rules::Variant;
use camelot_server::Hosted;

use super::{core_app, game, screen, send};

/// Runs frames until `done` holds, for at most ten seconds of real time (the network's).
pub fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "timed out: {what}"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The next event of `client` that `pick` takes, within five seconds, the game running on.
pub fn heard<T>(
    app: Option<&mut App>,
    client: &Client,
    what: &str,
    pick: impl Fn(Event) -> Option<T>,
) -> T {
    let start = Instant::now();
    let mut app = app;
    while start.elapsed() < Duration::from_secs(5) {
        if let Some(app) = app.as_deref_mut() {
            app.update();
        }
        if let Some(found) = client.wait(Duration::from_millis(10)).and_then(&pick) {
            return found;
        }
    }
    panic!("the opponent never heard {what}");
}

pub fn url(server: &Hosted) -> String {
    format!("ws://127.0.0.1:{}/", server.addr().port())
}

/// The opponent, signed up as `name`.
pub fn opponent(server: &Hosted, name: &str) -> Client {
    let client = Client::connect(Connect {
        url: url(server),
        sign_in: SignIn::Name(name.into()),
    });
    heard(None, &client, "its welcome", |e| {
        matches!(e, Event::Welcome { .. }).then_some(())
    });
    client
}

/// The game on the lobby screen, signed in to `server` as `name`.
pub fn signed_in(server: &Hosted, name: &str) -> App {
    let mut app = core_app(20, Settings::default(), Screen::Lobby);
    app.update();
    send(
        &mut app,
        ConnectCommand::Connect {
            server: url(server),
            name: name.into(),
        },
    );
    until(&mut app, "the welcome", |app| {
        app.world().resource::<Connection>().online()
    });
    app
}

/// Bob seeks to play White; the game (Ann) accepts his seek from the lobby. The game's id.
pub fn accepted_game(app: &mut App, bob: &Client) -> GameId {
    bob.send(ClientMsg::Seek {
        time: "5+3".parse().unwrap(),
        color: ColorChoice::White,
        rated: true,
        variant: Variant::Camelot,
    });
    until(app, "Bob's seek in the lobby", |app| {
        app.world()
            .resource::<Lobby>()
            .seeks
            .iter()
            .any(|s| s.player == "Bob")
    });
    let seek = app.world().resource::<Lobby>().seeks[0].id;
    send(app, LobbyCommand::Accept(seek));
    until(app, "the online game on the board", |app| {
        screen(app) == Screen::Playing && app.world().resource::<ActiveGame>().online()
    });
    app.world()
        .resource::<OnlineGame>()
        .seat
        .as_ref()
        .unwrap()
        .id()
}

pub fn bob_moves(bob: &Client, game: GameId, notation: &str, ply: u32) {
    bob.send(ClientMsg::Move {
        game,
        notation: notation.into(),
        ply: Some(ply),
    });
}

/// Bob hears the move of ply `ply` (Ann's, after the restart).
pub fn bob_hears(app: &mut App, bob: &Client, ply: u32) {
    heard(
        Some(app),
        bob,
        "Ann's move after the restart",
        |e| match e {
            Event::Server(ServerMsg::Moved { ply: p, .. }) if p == ply => Some(()),
            _ => None,
        },
    );
}

pub fn plies(app: &App) -> usize {
    game(app).moves().len()
}

pub fn database(dir: &Path) -> std::path::PathBuf {
    dir.join("server.sqlite3")
}

/// A game Ann accepted from the lobby: the server's folder (kept while the test runs), the
/// server, Bob, the game and its id.
pub fn accepted_from_the_lobby() -> (tempfile::TempDir, Hosted, Client, App, GameId) {
    let dir = tempfile::tempdir().unwrap();
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let bob = opponent(&server, "Bob");
    let mut app = signed_in(&server, "Ann");
    let id = accepted_game(&mut app, &bob);
    (dir, server, bob, app, id)
}

/// The same, Bob's first move played.
pub fn after_bobs_first_move() -> (tempfile::TempDir, Hosted, Client, App, GameId) {
    let (dir, server, bob, mut app, id) = accepted_from_the_lobby();
    bob_moves(&bob, id, "E6-E5", 0);
    until(&mut app, "Bob's move", |app| plies(app) == 1);
    (dir, server, bob, app, id)
}
