//! A server hosted inside this program (`camelot_server::Hosted`, as the game hosts one) on
//! 127.0.0.1, played through clients: stopped cleanly with its game stored, started again on
//! the same address and database with the game back; a port in use is a plain error.

mod common;

use std::time::{Duration, Instant};

use camelot_client::Link;
use camelot_rules::Game;
use camelot_server::Hosted;
use common::*;

#[test]
fn a_hosted_server_stops_cleanly_and_its_game_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("hosted.db");
    let hosted = Hosted::start("127.0.0.1:0", &db).unwrap();
    let addr = hosted.addr();
    assert!(addr.ip().is_loopback() && addr.port() != 0);
    let url = format!("ws://{addr}");
    let (ann, _) = sign_up(&url, "Ann");
    let (bob, _) = sign_up(&url, "Bob");
    let view = start_game(&ann, &bob);
    let game = Game::default();
    let first = send_move(&ann, view.id, &game);
    moved(&bob);

    let since = Instant::now();
    hosted.stop();
    assert!(
        since.elapsed() < Duration::from_secs(2),
        "{:?}",
        since.elapsed()
    );
    for client in [&ann, &bob] {
        link(client, Link::Reconnecting { attempt: 1 });
    }

    let hosted = Hosted::start(&addr.to_string(), &db).unwrap();
    for client in [&ann, &bob] {
        let (_, _, games) = welcome(client);
        assert_eq!(
            games[0].moves,
            vec![first.clone()],
            "stored before the stop"
        );
    }
    drop(hosted);
    link(&ann, Link::Reconnecting { attempt: 1 });
}

#[test]
fn hosting_on_a_port_in_use_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let Err(why) = Hosted::start(&addr, &dir.path().join("hosted.db")) else {
        panic!("hosted on a port in use");
    };
    assert!(
        why.starts_with(&format!("cannot listen on {addr}: ")),
        "{why}"
    );
}
