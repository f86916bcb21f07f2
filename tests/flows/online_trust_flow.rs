//! Online play a player can trust (issue 25), headless against the server library in process
//! on 127.0.0.1: no engine in one's own running game (and no analysis of a watched one until
//! it ends), a move made offline sent exactly once, a lobby that updates itself, a new game
//! announced rather than jumped to, nothing replaced without asking, a player gone shown
//! with the claim, and a refused sign-in acted on by its code.

use crate::common;

use bevy::prelude::*;
use camelot::editor::{Editor, EditorCommand};
use camelot::game::hint::HintRequest;
use camelot::game::{
    ActiveGame, FairPlay, GameCommand, Player, ReplaceAnswer, Replaced, Replacing, TypedMove,
};
use camelot::i18n::{Lang, Tr};
use camelot::online::connection::ToServer;
use camelot::online::{
    ConnectCommand, Connection, Lobby, LobbyCommand, OnlineCommand, OnlineGame, Terms,
};
use camelot::persistence::online::OnlineProfile;
use camelot::persistence::settings::Settings;
use camelot::review::ReviewCommand;
use camelot::review::analysis::Analysis;
use camelot::screens::Screen;
use camelot_ai::Level;
use camelot_protocol::{ClientMsg, ColorChoice, ServerMsg};
use camelot_rules::{HouseRules, Position, Variant};
use camelot_server::Hosted;
use common::online::*;
use common::*;

/// The fair-play gate's last refusal, as the screen says it in English.
fn refused(app: &App) -> String {
    let refused = app.world().resource::<FairPlay>().refused;
    refused.map_or_else(String::new, |why| why.in_words(&Tr::new(Lang::English)))
}

fn set_screen(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
    app.update();
}

#[test]
fn no_engine_in_any_form_in_ones_own_running_game_until_it_ends() {
    let (_dir, _server, _bob, mut app, _id) = after_bobs_first_move();
    // The H key (and the panel's button, and a script's step: all send the same message).
    press(&mut app, KeyCode::KeyH);
    assert!(refused(&app).starts_with("No hint"), "{}", refused(&app));
    assert!(!app.world().resource::<HintRequest>().search.is_running());
    // Analysis in review.
    send(&mut app, ReviewCommand::Show(0));
    settle(&mut app);
    assert!(!app.world().resource::<Analysis>().running());
    send(&mut app, ReviewCommand::Leave);
    settle(&mut app);
    // The editor does not copy the live position, and does not analyse.
    set_screen(&mut app, Screen::Editor);
    assert_eq!(
        app.world().resource::<Editor>().board,
        Position::start(),
        "the live position (after E6-E5) is not copied"
    );
    assert!(refused(&app).starts_with("The editor does not copy"));
    send(&mut app, EditorCommand::Analyse(HouseRules::default()));
    settle(&mut app);
    assert!(refused(&app).starts_with("No analysis"));
    // Nor a game against the computer from anywhere.
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: [Player::Human, Player::Computer(Level::Beginner)],
            rules: HouseRules::default(),
        },
    );
    settle(&mut app);
    assert!(refused(&app).starts_with("No game against the computer"));
    assert!(
        app.world().resource::<ActiveGame>().online(),
        "still the online game"
    );
    // Once the game is over, the engine is back.
    set_screen(&mut app, Screen::Playing);
    send(&mut app, OnlineCommand::Resign);
    until(&mut app, "the end", |app| game(app).is_over());
    settle(&mut app);
    send(&mut app, ReviewCommand::Show(0));
    until(&mut app, "the analysis", |app| {
        app.world().resource::<Analysis>().running()
            || app
                .world()
                .resource::<Analysis>()
                .of(&Position::start())
                .is_some()
    });
}

#[test]
fn a_spectator_analyses_a_watched_game_only_after_its_end() {
    let (_dir, server, bob, _ann, id) = accepted_from_the_lobby();
    let mut watcher = signed_in(&server, "Cid");
    send(&mut watcher, OnlineCommand::Watch(id));
    until(&mut watcher, "the watched game", |app| {
        app.world().resource::<ActiveGame>().players == [Player::Remote; 2]
    });
    bob_moves(&bob, id, "E6-E5", 0);
    until(&mut watcher, "Bob's move", |app| plies(app) == 1);
    send(&mut watcher, ReviewCommand::Show(0));
    settle(&mut watcher);
    assert!(!watcher.world().resource::<Analysis>().running());
    assert!(watcher.world().resource::<FairPlay>().watching);
    bob.send(ClientMsg::Resign { game: id });
    until(&mut watcher, "the end", |app| game(app).is_over());
    settle(&mut watcher);
    send(&mut watcher, ReviewCommand::Show(0));
    until(&mut watcher, "the analysis after the end", |app| {
        app.world().resource::<Analysis>().running()
            || app
                .world()
                .resource::<Analysis>()
                .of(&Position::start())
                .is_some()
    });
}

/// Counts the moves the game hands to the connection, whatever becomes of them.
#[derive(Resource, Default)]
struct MovesSent(Vec<(String, Option<u32>)>);

fn count_moves(mut sent: ResMut<MovesSent>, mut out: MessageReader<ToServer>) {
    for ToServer(msg) in out.read() {
        if let ClientMsg::Move { notation, ply, .. } = msg {
            sent.0.push((notation.clone(), *ply));
        }
    }
}

#[test]
fn a_move_made_offline_is_sent_once_after_the_resync() {
    let (dir, server, bob, mut app, id) = after_bobs_first_move();
    app.init_resource::<MovesSent>()
        .add_systems(Last, count_moves);
    let (db, port) = (database(dir.path()), server.addr().port());
    server.stop();
    until(&mut app, "the connection lost", |app| {
        !app.world().resource::<Connection>().online()
    });
    // Ann moves while the server is down.
    send(&mut app, TypedMove("E10-E9".into()));
    until(&mut app, "Ann's move on the board", |app| plies(app) == 2);
    let server = Hosted::start(&format!("127.0.0.1:{port}"), &db).unwrap();
    until(&mut app, "signed in again", |app| {
        app.world().resource::<Connection>().online()
    });
    // Bob hears it as a move, or in his own welcome if he is back after it.
    heard(Some(&mut app), &bob, "Ann's move", |e| match e {
        camelot_client::Event::Server(ServerMsg::Moved { ply: 2, .. }) => Some(()),
        camelot_client::Event::Welcome { games, .. } if games[0].moves.len() == 2 => Some(()),
        _ => None,
    });
    bob_moves(&bob, id, "F6-F5", 2);
    until(&mut app, "Bob's answer", |app| plies(app) == 3);
    assert_eq!(notation(&app), ["E6-E5", "E10-E9", "F6-F5"]);
    assert_eq!(
        app.world().resource::<MovesSent>().0,
        [("E10-E9".to_string(), Some(1))],
        "sent once, after the resync, never from the server's echo"
    );
    assert_eq!(app.world().resource::<OnlineGame>().notice, None);
    drop(server);
}

#[test]
fn the_lobby_updates_itself_and_a_seek_just_closed_is_said_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let bob = opponent(&server, "Bob");
    let mut app = signed_in(&server, "Ann");
    let seeks = |app: &App| app.world().resource::<Lobby>().seeks.clone();
    bob.send(ClientMsg::Seek {
        time: "5+3".parse().unwrap(),
        color: ColorChoice::Any,
        rated: true,
        variant: Variant::Camelot,
    });
    // No refresh: the server tells every lobby.
    until(&mut app, "Bob's seek listed", |app| {
        seeks(app).iter().any(|s| s.player == "Bob")
    });
    let seek = seeks(&app)[0].id;
    bob.send(ClientMsg::CancelSeek { seek });
    until(&mut app, "Bob's seek gone", |app| seeks(app).is_empty());
    // Accepting it now: said plainly.
    send(&mut app, LobbyCommand::Accept(seek));
    until(&mut app, "the refusal", |app| {
        app.world().resource::<Lobby>().notice.is_some()
    });
    assert_eq!(
        app.world().resource::<Lobby>().notice.as_deref(),
        Some("That seek is gone: it was taken or cancelled just before.")
    );
}

#[test]
fn a_seek_accepted_while_elsewhere_is_announced_and_the_local_game_kept_until_asked() {
    let dir = tempfile::tempdir().unwrap();
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let bob = opponent(&server, "Bob");
    let mut app = signed_in(&server, "Ann");
    send(&mut app, LobbyCommand::Seek(Terms::default()));
    until(&mut app, "Ann's seek posted", |app| {
        !app.world().resource::<Lobby>().seeks.is_empty()
    });
    let seek = app.world().resource::<Lobby>().seeks[0].id;
    // Ann plays a friend here meanwhile.
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: [Player::Human; 2],
            rules: HouseRules::default(),
        },
    );
    settle(&mut app);
    click(&mut app, "E6");
    click(&mut app, "E5");
    bob.send(ClientMsg::Accept { seek });
    until(&mut app, "the announcement", |app| {
        app.world().resource::<OnlineGame>().announced.is_some()
    });
    assert_eq!(notation(&app), ["E6-E5"], "the local game goes on");
    assert!(!app.world().resource::<ActiveGame>().online());
    assert_eq!(screen(&app), Screen::Playing);
    // Going to the game asks before the unfinished local game is replaced.
    let id = app
        .world()
        .resource::<OnlineGame>()
        .announced
        .as_ref()
        .unwrap()
        .id;
    send(&mut app, OnlineCommand::Open(id));
    until(&mut app, "the question", |app| {
        app.world().resource::<Replacing>().waiting.is_some()
    });
    let what = app.world().resource::<Replacing>().what;
    assert!(
        matches!(what, Some(Replaced::Unfinished { moves: 1, .. })),
        "{what:?}"
    );
    send(&mut app, ReplaceAnswer::Replace);
    until(&mut app, "the online game on the board", |app| {
        app.world().resource::<ActiveGame>().online()
            && app.world().resource::<OnlineGame>().seat.is_some()
    });
    assert!(notation(&app).is_empty());
}

#[test]
fn in_ones_online_game_the_moves_are_the_servers_and_leaving_it_asks() {
    let (_dir, _server, _bob, mut app, id) = after_bobs_first_move();
    for command in [
        GameCommand::Undo,
        GameCommand::Redo,
        GameCommand::PlayOnFrom(0),
    ] {
        send(&mut app, command);
        settle(&mut app);
        assert_eq!(notation(&app), ["E6-E5"]);
    }
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: [Player::Human; 2],
            rules: HouseRules::default(),
        },
    );
    settle(&mut app);
    let what = app.world().resource::<Replacing>().what;
    assert_eq!(what, Some(Replaced::Online));
    send(&mut app, ReplaceAnswer::Keep);
    settle(&mut app);
    assert!(app.world().resource::<ActiveGame>().online());
    let seat = app
        .world()
        .resource::<OnlineGame>()
        .seat
        .as_ref()
        .map(|s| s.id());
    assert_eq!(seat, Some(id));
}

#[test]
fn a_player_gone_is_shown_and_a_claim_too_early_is_refused_in_words() {
    let (_dir, _server, bob, mut app, id) = after_bobs_first_move();
    send(&mut app, TypedMove("E10-E9".into()));
    bob_hears(&mut app, &bob, 2);
    // Bob's connection ends: it is his turn.
    drop(bob);
    until(&mut app, "Bob gone", |app| {
        let online = app.world().resource::<OnlineGame>();
        online.seat.as_ref().is_some_and(|s| s.gone.is_some())
    });
    send(&mut app, OnlineCommand::ClaimWin);
    until(&mut app, "the refusal", |app| {
        app.world().resource::<OnlineGame>().notice.is_some()
    });
    let seat = app.world().resource::<OnlineGame>();
    assert_eq!(seat.seat.as_ref().map(|s| s.id()), Some(id));
    assert!(
        seat.seat.as_ref().unwrap().running(),
        "no win before the time"
    );
}

#[test]
fn a_token_the_server_does_not_know_is_forgotten_by_its_code_and_another_name_offered() {
    let dir = tempfile::tempdir().unwrap();
    let server = Hosted::start("127.0.0.1:0", &database(dir.path())).unwrap();
    let mut app = core_app(20, Settings::default(), Screen::Lobby);
    let mut profile = OnlineProfile::default();
    profile.remember(&url(&server), "Ann", &"0".repeat(32));
    app.insert_resource(profile);
    app.update();
    send(
        &mut app,
        ConnectCommand::Connect {
            server: url(&server),
            name: "Ann".into(),
        },
    );
    until(&mut app, "the refusal", |app| {
        app.world().resource::<Connection>().refused.is_some()
    });
    let connection = app.world().resource::<Connection>();
    assert_eq!(connection.forgotten.as_deref(), Some("Ann"));
    let why = connection.refused.clone().unwrap();
    assert!(why.contains("sign up under another name"), "{why}");
    let profile = app.world().resource::<OnlineProfile>();
    assert_eq!(profile.token(&url(&server), "Ann"), None, "forgotten");
}
