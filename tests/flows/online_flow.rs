//! Online play headless: the server library in process on 127.0.0.1 (port 0), the game's real
//! systems connecting to it, and the opponent a `camelot-client` driven by the test. Sign in,
//! a seek accepted from the lobby, moves both ways (animated and committed), a draw offer, a
//! resignation, a dropped connection resumed, a refused sign-in.

use crate::common;

use bevy::prelude::*;
use camelot::game::{ActiveGame, Player, TypedMove};
use camelot::online::{
    ConnectCommand, Connection, Host, HostCommand, Lobby, LobbyCommand, OnlineCommand, OnlineGame,
    ReturnOnline, Terms,
};
use camelot::persistence::online::OnlineProfile;
use camelot::persistence::settings::Settings;
use camelot::screens::Screen;
use camelot_client::{Client, Connect, Event, SignIn};
use camelot_protocol::{ClientMsg, ColorChoice, ServerMsg};
use camelot_rules::{Color, EndReason, Outcome, Position, Variant};
use camelot_server::Hosted;
use common::online::*;
use common::*;

#[test]
fn a_seek_accepted_from_the_lobby_plays_moves_both_ways() {
    let (_dir, _server, bob, mut app, id) = accepted_from_the_lobby();
    assert_eq!(
        app.world().resource::<ActiveGame>().players,
        [Player::Remote, Player::Human],
        "Bob plays White from elsewhere, Ann Black here"
    );
    {
        let online = app.world().resource::<OnlineGame>();
        let seat = online.seat.as_ref().unwrap();
        assert_eq!(seat.names(), ["Bob", "Ann"]);
        assert_eq!(seat.view.ratings, Some([1500, 1500]));
    }
    // Bob's move arrives, is animated leg by leg and committed.
    bob_moves(&bob, id, "E6-E5", 0);
    until(&mut app, "Bob's move committed", |app| plies(app) == 1);
    assert_eq!(notation(&app), ["E6-E5"]);
    // Ann's typed move goes to the server, which tells Bob.
    send(&mut app, TypedMove("E10-E9".into()));
    until(&mut app, "Ann's move committed", |app| plies(app) == 2);
    let (ply, mv) = heard(Some(&mut app), &bob, "Ann's move", |e| match e {
        Event::Server(ServerMsg::Moved { ply, notation, .. }) if ply == 2 => Some((ply, notation)),
        _ => None,
    });
    assert_eq!((ply, mv.as_str()), (2, "E10-E9"));
    // Undo does nothing online: the server decides.
    send(&mut app, camelot::game::GameCommand::Undo);
    settle(&mut app);
    assert_eq!(plies(&app), 2);
}

#[test]
fn a_draw_offer_accepted_ends_the_game_drawn_by_agreement() {
    let (_dir, _server, bob, mut app, id) = after_bobs_first_move();
    bob.send(ClientMsg::OfferDraw { game: id });
    until(&mut app, "the draw offer", |app| {
        let online = app.world().resource::<OnlineGame>();
        online.seat.as_ref().unwrap().draw_offer.is_some()
    });
    send(&mut app, OnlineCommand::AcceptDraw);
    until(&mut app, "the draw in the live game", |app| {
        game(app).is_over()
    });
    let result = game(&app).result().unwrap();
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Draw, EndReason::Agreement)
    );
    let online = app.world().resource::<OnlineGame>();
    assert_eq!(
        online
            .seat
            .as_ref()
            .unwrap()
            .end
            .as_ref()
            .unwrap()
            .termination,
        Some(EndReason::Agreement)
    );
}

#[test]
fn a_resignation_goes_through_the_server_and_rates_the_game() {
    let (_dir, _server, bob, mut app, _id) = after_bobs_first_move();
    send(&mut app, OnlineCommand::Resign);
    let result = heard(Some(&mut app), &bob, "the resignation", |e| match e {
        Event::Server(ServerMsg::GameOver {
            result,
            termination,
            ..
        }) => Some((result, termination)),
        _ => None,
    });
    let resigned = (
        Some(Outcome::Win(Color::White)),
        Some(EndReason::Resignation),
    );
    assert_eq!(result, resigned);
    until(&mut app, "the resignation in the live game", |app| {
        game(app).is_over()
    });
    let r = game(&app).result().unwrap();
    assert_eq!(r.outcome, Outcome::Win(Color::White));
    let online = app.world().resource::<OnlineGame>();
    let end = online.seat.as_ref().unwrap().end.clone().unwrap();
    let rating = end.rating.expect("a rated game's ratings change");
    assert!(rating.black.after < rating.black.before);
}

#[test]
fn a_dropped_connection_resumes_the_game_by_itself() {
    let (dir, server, bob, mut app, id) = after_bobs_first_move();
    let (db, port) = (database(dir.path()), server.addr().port());
    // The server goes down and comes back on the same port with the same database.
    server.stop();
    until(&mut app, "the connection lost", |app| {
        !app.world().resource::<Connection>().online()
    });
    let server = Hosted::start(&format!("127.0.0.1:{port}"), &db).unwrap();
    until(&mut app, "signed in again", |app| {
        app.world().resource::<Connection>().online()
    });
    // Ann's move, then Bob's answer (his client came back by itself too), as if nothing had
    // happened.
    send(&mut app, TypedMove("E10-E9".into()));
    until(&mut app, "Ann's move", |app| plies(app) == 2);
    bob_hears(&mut app, &bob, 2);
    bob_moves(&bob, id, "F6-F5", 2);
    until(&mut app, "Bob's answer", |app| plies(app) == 3);
    assert!(app.world().resource::<ActiveGame>().online());
    drop(server);
}

#[test]
fn a_taken_name_is_refused_in_words_and_nothing_hangs() {
    let dir = tempfile::tempdir().unwrap();
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let _bob = opponent(&server, "Bob");
    let mut app = core_app(20, Settings::default(), Screen::Lobby);
    app.update();
    send(
        &mut app,
        ConnectCommand::Connect {
            server: url(&server),
            name: "bob".into(),
        },
    );
    until(&mut app, "the refusal", |app| {
        app.world().resource::<Connection>().refused.is_some()
    });
    let why = app
        .world()
        .resource::<Connection>()
        .refused
        .clone()
        .unwrap();
    assert!(why.to_lowercase().contains("taken"), "{why}");
    assert!(!app.world().resource::<Connection>().open());
    // The lobby still works: a seek asked for now goes nowhere, and nothing panics.
    send(&mut app, LobbyCommand::Seek(Terms::default()));
    app.update();
}

#[test]
fn quitting_mid_game_and_starting_again_returns_to_it() {
    let (_dir, server, bob, mut app, id) = after_bobs_first_move();
    app.update();
    // The profile (online.json) keeps the account and the game in progress.
    let profile = app.world().resource::<OnlineProfile>().clone();
    let kept = profile
        .in_progress
        .clone()
        .expect("the game in progress is kept");
    assert_eq!(kept.game, id);
    assert!(profile.token(&url(&server), "Ann").is_some());
    drop(app);
    // A new run with that profile: the title screen's "Return to your online game".
    let mut app = core_app(20, Settings::default(), Screen::MainMenu);
    app.insert_resource(profile);
    app.update();
    assert!(!kept.hosted, "a server of its own, not hosted here");
    send(&mut app, ReturnOnline(kept.clone()));
    until(&mut app, "the game back on the board", |app| {
        screen(app) == Screen::Playing && plies(app) == 1
    });
    assert_eq!(notation(&app), ["E6-E5"]);
    // It goes on: Ann's move reaches Bob.
    send(&mut app, TypedMove("E10-E9".into()));
    bob_hears(&mut app, &bob, 2);
}

#[test]
fn a_spectator_watches_a_game_move_by_move_and_cannot_move() {
    let (_dir, server, bob, _ann, id) = accepted_from_the_lobby();
    let mut watcher = core_app(20, Settings::default(), Screen::Lobby);
    watcher.update();
    // Watching needs a name too: the server shows its games to signed-in players.
    send(
        &mut watcher,
        ConnectCommand::Connect {
            server: url(&server),
            name: "Cid".into(),
        },
    );
    // The lobby lists the game being played, to watch.
    until(&mut watcher, "the game listed to watch", |app| {
        app.world()
            .resource::<Lobby>()
            .live
            .iter()
            .any(|g| g.id == id)
    });
    send(&mut watcher, OnlineCommand::Watch(id));
    until(&mut watcher, "the watched game", |app| {
        app.world().resource::<ActiveGame>().players == [Player::Remote; 2]
    });
    bob_moves(&bob, id, "E6-E5", 0);
    until(&mut watcher, "Bob's move seen", |app| plies(app) == 1);
    // A watcher's click or typed move plays nothing.
    send(&mut watcher, TypedMove("E10-E9".into()));
    settle(&mut watcher);
    assert_eq!(plies(&watcher), 1);
}

#[test]
fn v0_1_a_camette_seek_is_played_online_on_camettes_board() {
    let dir = tempfile::tempdir().unwrap();
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let bob = opponent(&server, "Bob");
    let mut app = signed_in(&server, "Ann");
    send(
        &mut app,
        LobbyCommand::Seek(Terms {
            variant: Variant::Camette,
            color: ColorChoice::White,
            ..Terms::default()
        }),
    );
    until(&mut app, "Ann's seek posted", |app| {
        !app.world().resource::<Lobby>().seeks.is_empty()
    });
    bob.send(ClientMsg::ListSeeks);
    let seek = heard(Some(&mut app), &bob, "Ann's Camette seek", |e| match e {
        Event::Server(ServerMsg::Seeks { seeks }) => seeks.into_iter().next(),
        _ => None,
    });
    assert_eq!(seek.variant, Variant::Camette);
    bob.send(ClientMsg::Accept { seek: seek.id });
    until(&mut app, "the Camette game on the board", |app| {
        screen(app) == Screen::Playing && app.world().resource::<ActiveGame>().online()
    });
    assert_eq!(*game(&app).position(), Position::start_of(Variant::Camette));
}

#[test]
fn hosting_here_signs_in_to_the_hosted_server_with_an_invite_a_friend_joins() {
    let dir = tempfile::tempdir().unwrap();
    let mut host = core_app(20, Settings::default(), Screen::Lobby);
    host.insert_resource(Host::at("127.0.0.1:0", database(dir.path())));
    host.update();
    send(&mut host, HostCommand::Start { name: "Ann".into() });
    until(&mut host, "the invite code", |app| {
        app.world().resource::<Lobby>().invite.is_some()
    });
    assert!(host.world().resource::<Host>().running());
    let code = host.world().resource::<Lobby>().invite.clone().unwrap();
    let server = host.world().resource::<Connection>().server.clone();
    // The friend joins with the code: the game starts on the host's board.
    let friend = Client::connect(Connect {
        url: server,
        sign_in: SignIn::Name("Bob".into()),
    });
    heard(Some(&mut host), &friend, "the friend's welcome", |e| {
        matches!(e, Event::Welcome { .. }).then_some(())
    });
    friend.send(ClientMsg::AcceptInvite { invite: code });
    until(&mut host, "the friend's game on the host's board", |app| {
        screen(app) == Screen::Playing && app.world().resource::<ActiveGame>().online()
    });
    // Stopping the server ends the connection; nothing panics.
    send(&mut host, HostCommand::Stop);
    until(&mut host, "the server stopped", |app| {
        !app.world().resource::<Host>().running()
    });
}
