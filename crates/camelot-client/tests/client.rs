//! The client against a camelot-server in this process on 127.0.0.1: signing up and in,
//! refusals in words, a game both ways, a server crash survived, and a prompt drop.

mod common;

use std::time::{Duration, Instant};

use camelot_client::protocol::{ClientMsg, replay};
use camelot_client::{Event, Link, SignIn};
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
        Event::Refused(why) => Some(why),
        Event::Welcome { .. } => panic!("welcomed under a taken name"),
        _ => None,
    });
    assert_eq!(why, "The name Ann is taken: choose another.");
    assert!(matches!(again.wait(WAIT), Some(Event::Link(Link::Closed))));
    assert!(again.wait(Duration::from_millis(600)).is_none(), "no retry");
}

#[test]
fn an_unknown_token_is_refused_in_words() {
    let host = Host::start();
    let client = connect(&host.url(), SignIn::Token("0".repeat(32)));
    let why = until(&client, |e| match e {
        Event::Refused(why) => Some(why),
        _ => None,
    });
    assert!(why.contains("sign up again"), "{why}");
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
        Event::Refused(why) => Some(why),
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
    let mut game = replay(&[]).unwrap();
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
fn a_restarted_server_brings_the_game_back_and_gets_what_was_sent_offline() {
    let mut host = Host::start();
    let (ann, _) = sign_up(&host.url(), "Ann");
    let (bob, _) = sign_up(&host.url(), "Bob");
    let view = start_game(&ann, &bob);
    let mut game = replay(&[]).unwrap();
    let first = send_move(&ann, view.id, &game);
    moved(&ann);
    moved(&bob);
    game.play_notation(&first).unwrap();

    host.kill();
    for client in [&ann, &bob] {
        link(client, Link::Reconnecting { attempt: 1 });
    }
    // Bob answers while the server is down: it goes out after the next welcome.
    let reply = send_move(&bob, view.id, &game);
    host.restart();
    // Bob's move goes out after his welcome, so that welcome has only Ann's move in it.
    link(&bob, Link::Online);
    let (_, _, games) = welcome(&bob);
    assert_eq!(games.len(), 1);
    assert_eq!(
        (games[0].id, games[0].moves.clone()),
        (view.id, vec![first.clone()])
    );
    assert_eq!(moved(&bob), (view.id, 2, reply.clone()));
    // Ann is back before or after it: she has it either way.
    link(&ann, Link::Online);
    let (_, _, games) = welcome(&ann);
    assert_eq!(games[0].id, view.id);
    if games[0].moves.len() == 1 {
        assert_eq!(moved(&ann), (view.id, 2, reply));
    } else {
        assert_eq!(games[0].moves, vec![first, reply]);
    }
}

#[test]
fn a_client_sends_what_was_queued_before_its_first_welcome() {
    let host = Host::start();
    let client = connect(&host.url(), SignIn::Spectator);
    client.send(ClientMsg::Stats);
    welcome(&client);
    until(&client, |e| {
        matches!(
            e,
            Event::Server(camelot_client::protocol::ServerMsg::Stats { .. })
        )
        .then_some(())
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
