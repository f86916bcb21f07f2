//! Returning to an online game after a restart, headless against servers on 127.0.0.1: a game
//! on the server hosted here starts that server again (same database, same port) and reopens
//! the game; a game the server does not know (a fresh database) is forgotten without a word,
//! and a finished game of another server is never asked of the server connected to now.

use crate::common;

use bevy::prelude::*;
use camelot::online::connection::ToServer;
use camelot::online::{
    Connection, Host, HostCommand, Lobby, LobbyCommand, OnlineGame, ReturnOnline,
};
use camelot::persistence::online::{GameInProgress, OnlineProfile};
use camelot::persistence::settings::Settings;
use camelot::screens::Screen;
use camelot_client::{Client, Connect, Event, SignIn};
use camelot_protocol::ClientMsg;
use camelot_server::Hosted;
use common::online::*;
use common::*;

/// The id of the online game on the board, if any.
fn seat(app: &App) -> Option<i64> {
    app.world()
        .resource::<OnlineGame>()
        .seat
        .as_ref()
        .map(|s| s.id())
}

fn profile(app: &App) -> &OnlineProfile {
    app.world().resource::<OnlineProfile>()
}

/// Whatever the server and the online game said to the player.
fn said(app: &App) -> (Option<String>, Option<String>, Option<String>) {
    let world = app.world();
    (
        world.resource::<Lobby>().notice.clone(),
        world.resource::<OnlineGame>().notice.clone(),
        world.resource::<Connection>().refused.clone(),
    )
}

/// The games the game asks a server to show (`watch`), whatever becomes of the asking.
#[derive(Resource, Default)]
struct Watched(Vec<i64>);

fn count_watches(mut watched: ResMut<Watched>, mut out: MessageReader<ToServer>) {
    for ToServer(msg) in out.read() {
        if let ClientMsg::Watch { game } = msg {
            watched.0.push(*game);
        }
    }
}

/// A few frames for the server's answers to arrive and be taken.
fn a_moment(app: &mut App) {
    for _ in 0..40 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn returning_to_a_game_on_ones_own_hosted_server_starts_it_again_and_reopens_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut host = core_app(20, Settings::default(), Screen::Lobby);
    host.insert_resource(Host::at("127.0.0.1:0", database(dir.path())));
    host.update();
    send(&mut host, HostCommand::Start { name: "Ann".into() });
    until(&mut host, "the invite code", |app| {
        app.world().resource::<Lobby>().invite.is_some()
    });
    let code = host.world().resource::<Lobby>().invite.clone().unwrap();
    let server = host.world().resource::<Connection>().server.clone();
    let friend = Client::connect(Connect {
        url: server.clone(),
        sign_in: SignIn::Name("Bob".into()),
    });
    heard(Some(&mut host), &friend, "the friend's welcome", |e| {
        matches!(e, Event::Welcome { .. }).then_some(())
    });
    friend.send(ClientMsg::AcceptInvite { invite: code });
    until(&mut host, "the game kept in the profile", |app| {
        profile(app).in_progress.is_some()
    });
    let kept = profile(&host).in_progress.clone().unwrap();
    assert_eq!(Some(kept.game), seat(&host));
    assert_eq!(kept.server, server);
    assert!(
        kept.hosted,
        "the game is known to be on the server hosted here"
    );
    let profile_kept = profile(&host).clone();
    // The program stops: its server stores the game and closes.
    send(&mut host, AppExit::Success);
    host.update();
    drop((host, friend));

    // The next run: the title screen's "Return to your online game".
    let mut app = core_app(20, Settings::default(), Screen::MainMenu);
    app.insert_resource(Host::at("127.0.0.1:0", database(dir.path())));
    app.insert_resource(profile_kept);
    app.update();
    send(&mut app, ReturnOnline(kept.clone()));
    until(&mut app, "the game back on the board", |app| {
        screen(app) == Screen::Playing && seat(app) == Some(kept.game)
    });
    assert!(app.world().resource::<Host>().running());
    let connection = app.world().resource::<Connection>();
    assert_eq!(connection.server, kept.server, "the same port, free again");
    assert_eq!(
        connection.player.as_deref(),
        Some("Ann"),
        "signed in as before"
    );
    assert_eq!(said(&app), (None, None, None));
}

#[test]
fn a_game_the_server_does_not_know_is_forgotten_without_a_word() {
    let dir = tempfile::tempdir().unwrap();
    // A server with a fresh database: it has no game 2.
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let kept = GameInProgress {
        server: url(&server),
        name: "Ann".into(),
        game: 2,
        hosted: false,
    };
    let mut app = core_app(20, Settings::default(), Screen::MainMenu);
    app.insert_resource(OnlineProfile {
        in_progress: Some(kept.clone()),
        ..OnlineProfile::default()
    });
    app.update();
    send(&mut app, ReturnOnline(kept));
    until(&mut app, "the stale game forgotten", |app| {
        profile(app).in_progress.is_none()
    });
    assert_eq!(said(&app), (None, None, None));
    // The lobby asked again: still nothing said, and the game is asked for no more.
    send(&mut app, LobbyCommand::Refresh);
    a_moment(&mut app);
    assert_eq!(said(&app), (None, None, None));
    assert_eq!(seat(&app), None);
    assert!(app.world().resource::<Connection>().online());
}

#[test]
fn a_finished_game_of_another_server_is_not_asked_of_the_one_hosted_now() {
    // Ann's game on a first server ends (Bob resigns); it stays on the board.
    let (dir, _first, bob, mut app, id) = accepted_from_the_lobby();
    bob.send(ClientMsg::Resign { game: id });
    until(&mut app, "the game over", |app| {
        app.world()
            .resource::<OnlineGame>()
            .seat
            .as_ref()
            .is_some_and(|s| !s.running())
    });
    // She hosts a server of her own (a fresh database: it has no game of that number).
    app.init_resource::<Watched>()
        .add_systems(Last, count_watches);
    app.insert_resource(Host::at("127.0.0.1:0", dir.path().join("hosted.sqlite3")));
    send(&mut app, HostCommand::Start { name: "Ann".into() });
    until(&mut app, "the invite code", |app| {
        app.world().resource::<Lobby>().invite.is_some()
    });
    a_moment(&mut app);
    assert_eq!(said(&app), (None, None, None));
    send(&mut app, LobbyCommand::Refresh);
    a_moment(&mut app);
    assert_eq!(said(&app), (None, None, None));
    let watched = &app.world().resource::<Watched>().0;
    assert!(watched.is_empty(), "nothing asked about it: {watched:?}");
    assert_eq!(seat(&app), Some(id), "the finished game stays on the board");
}
