//! The client against a camelot-server in this process on 127.0.0.1: signing up and in,
//! refusals in words, a game both ways, a server crash survived, and a prompt drop.

mod common;

use std::time::{Duration, Instant};

use camelot_client::{Event, Link, SignIn};
use camelot_protocol::{ClientMsg, ErrorCode, ServerMsg};
use camelot_rules::Game;
use common::*;

#[test]
fn sign_up_gives_a_welcome_with_a_token() {
    let host = Host::start();
    let client = connect(&host.url(), SignIn::Name("Ann".into()));
    assert!(matches!(
        client.wait(WAIT),
        Some(Event::Link(Link::Connecting))
    ));
    assert!(matches!(client.wait(WAIT), Some(Event::Link(Link::Online))));
    let (player, token, games) = welcome(&client);
    assert_eq!(player, "Ann");
    assert_eq!(token.len(), 32, "{token}");
    assert!(games.is_empty());
}

#[test]
fn the_token_signs_in_again_as_the_same_player() {
    let host = Host::start();
    let (first, token) = sign_up(&host.url(), "Ann");
    drop(first);
    let again = connect(&host.url(), SignIn::Token(token.clone()));
    let (player, second_token, _) = welcome(&again);
    assert_eq!((player.as_str(), second_token), ("Ann", token));
}

#[test]
fn a_spectator_is_welcomed_without_a_name() {
    let host = Host::start();
    let client = connect(&host.url(), SignIn::Spectator);
    let (player, token, _) = welcome(&client);
    assert_eq!((player.as_str(), token.as_str()), ("", ""));
}

#[test]
fn a_taken_name_is_refused_in_words_and_never_retried() {
    let host = Host::start();
    let (_ann, _) = sign_up(&host.url(), "Ann");
    let again = connect(&host.url(), SignIn::Name("Ann".into()));
    let why = until(&again, |e| match e {
        Event::Refused { sentence, .. } => Some(sentence),
        Event::Welcome { .. } => panic!("welcomed under a taken name"),
        _ => None,
    });
    assert_eq!(why, "The name Ann is taken: choose another.");
    assert!(matches!(again.wait(WAIT), Some(Event::Link(Link::Closed))));
    assert!(again.wait(Duration::from_millis(600)).is_none(), "no retry");
}

#[test]
fn an_unknown_token_is_refused_in_words_with_the_servers_code() {
    let host = Host::start();
    let client = connect(&host.url(), SignIn::Token("0".repeat(32)));
    let (code, why) = until(&client, |e| match e {
        Event::Refused { code, sentence } => Some((code, sentence)),
        _ => None,
    });
    // The caller acts on the code (it forgets the token), never on the sentence.
    assert_eq!(code, Some(ErrorCode::BadToken));
    assert!(why.contains("sign up under another name"), "{why}");
    assert!(matches!(client.wait(WAIT), Some(Event::Link(Link::Closed))));
}

#[test]
fn nothing_listening_is_refused_promptly() {
    let port = free_port();
    let since = Instant::now();
    let client = connect(
        &format!("ws://127.0.0.1:{port}"),
        SignIn::Name("Ann".into()),
    );
    let why = until(&client, |e| match e {
        Event::Refused { sentence, .. } => Some(sentence),
        _ => None,
    });
    assert!(
        since.elapsed() < Duration::from_secs(2),
        "{:?}",
        since.elapsed()
    );
    assert!(
        why.starts_with(&format!(
            "No Camelot server answers at ws://127.0.0.1:{port}: "
        )),
        "{why}"
    );
    assert!(matches!(client.wait(WAIT), Some(Event::Link(Link::Closed))));
}

#[test]
fn two_clients_play_moves_both_ways() {
    let host = Host::start();
    let (ann, _) = sign_up(&host.url(), "Ann");
    let (bob, _) = sign_up(&host.url(), "Bob");
    let view = start_game(&ann, &bob);
    let mut game = Game::default();
    for ply in 1..=4 {
        let mover = if ply % 2 == 1 { &ann } else { &bob };
        let notation = send_move(mover, view.id, &game);
        for client in [&ann, &bob] {
            assert_eq!(moved(client), (view.id, ply, notation.clone()));
        }
        game.play_notation(&notation).unwrap();
    }
}

#[test]
fn a_move_sent_offline_is_dropped_and_sent_once_after_the_welcome() {
    let mut host = Host::start();
    let (ann, _) = sign_up(&host.url(), "Ann");
    let (bob, _) = sign_up(&host.url(), "Bob");
    let view = start_game(&ann, &bob);
    let mut game = Game::default();
    let first = send_move(&ann, view.id, &game);
    moved(&ann);
    moved(&bob);
    game.play_notation(&first).unwrap();

    host.kill();
    for client in [&ann, &bob] {
        link(client, Link::Reconnecting { attempt: 1 });
    }
    // Bob answers while the server is down: the client drops it (the caller decides after
    // the welcome whether it still stands), while other messages wait for the welcome.
    send_move(&bob, view.id, &game);
    bob.send(ClientMsg::MyGames);
    host.restart();
    link(&bob, Link::Online);
    let (_, _, games) = welcome(&bob);
    assert_eq!(
        (games[0].id, games[0].moves.clone()),
        (view.id, vec![first.clone()])
    );
    // Messages keep their order: had the move gone out, its `moved` would come first.
    let first_heard = until(&bob, |e| match e {
        Event::Server(msg @ (ServerMsg::Moved { .. } | ServerMsg::Games { .. })) => Some(msg),
        _ => None,
    });
    assert!(
        matches!(&first_heard, ServerMsg::Games { games } if games[0].moves.len() == 1),
        "{first_heard:?}"
    );
    // Sent again after the welcome, it is played once.
    let reply = send_move(&bob, view.id, &game);
    assert_eq!(moved(&bob), (view.id, 2, reply));
}

#[test]
fn a_client_sends_what_was_queued_before_its_first_welcome() {
    let host = Host::start();
    let client = connect(&host.url(), SignIn::Name("Ann".into()));
    client.send(ClientMsg::Stats);
    welcome(&client);
    until(&client, |e| {
        matches!(e, Event::Server(camelot_protocol::ServerMsg::Stats { .. })).then_some(())
    });
}

#[test]
fn dropping_a_client_returns_within_a_second() {
    let mut host = Host::start();
    let (online, _) = sign_up(&host.url(), "Ann");
    let (reconnecting, _) = sign_up(&host.url(), "Bob");
    host.kill();
    link(&reconnecting, Link::Reconnecting { attempt: 2 });
    for client in [online, reconnecting] {
        let since = Instant::now();
        drop(client);
        assert!(
            since.elapsed() < Duration::from_secs(1),
            "{:?}",
            since.elapsed()
        );
    }
    // Connecting to a port that accepts but never answers the handshake.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let client = connect(
        &format!("ws://{}", silent.local_addr().unwrap()),
        SignIn::Spectator,
    );
    link(&client, Link::Connecting);
    let since = Instant::now();
    drop(client);
    assert!(
        since.elapsed() < Duration::from_secs(1),
        "{:?}",
        since.elapsed()
    );
}
