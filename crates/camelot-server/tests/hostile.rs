//! A hostile client's every trick against a real server on 127.0.0.1 (port 0): each is
//! answered with its error code (or the connection closed, where the limit says so), does
//! nothing to anyone else, and crashes nothing. The limits are set small in each test's
//! config, so nothing waits for real minutes.

mod common;

use std::time::Duration;

use camelot_protocol::{ClientMsg, ErrorCode, ServerMsg};
use camelot_rules::Game;
use camelot_server::Config;
use common::{Client, pick, play, start_game, start_with};
use tokio::io::AsyncReadExt;
use tokio_tungstenite::tungstenite::Message;

/// Limits that floods in a test do not hit unless the test means them to.
fn roomy() -> Config {
    Config {
        messages_per_second: 1e6,
        message_burst: 1e6,
        signups_per_ip_per_hour: 1000,
        connections_per_ip: 1000,
        sockets_per_ip: 10_000,
        costly_per_minute: 1e6,
        costly_burst: 1e6,
        offer_burst: 1e6,
        ..Config::default()
    }
}

/// Ann's ping is answered: the server is alive and Ann is still connected.
async fn alive(c: &mut Client) {
    c.send(&ClientMsg::Ping).await;
    c.until(|m| (m == ServerMsg::Pong).then_some(())).await;
}

/// How many seeks `c` finds listed.
async fn listed(c: &mut Client) -> usize {
    c.send(&ClientMsg::ListSeeks).await;
    c.until(|m| match m {
        ServerMsg::Seeks { seeks } => Some(seeks.len()),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_over_the_socket_limit_closes_only_that_connection() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), roomy()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut eve = Client::sign_up(server.addr, "Eve").await;
    let huge = format!(r#"{{"type":"ping","pad":"{}"}}"#, "x".repeat(1 << 20));
    eve.try_send_text(&huge).await;
    assert!(eve.closed().await, "a 1 MiB frame ends the connection");
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replayed_move_is_refused_and_plays_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), roomy()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let game = Game::default();
    let first = ClientMsg::Move {
        game: id,
        notation: pick(&game),
        ply: Some(0),
    };
    ann.send(&first).await;
    assert_eq!(ann.moved().await.0, 1);
    ann.send(&first).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotYourTurn);
    // Black's move sent for the position before White's: stale.
    let mut after = Game::default();
    after.play_notation(&pick(&game)).unwrap();
    bob.send(&ClientMsg::Move {
        game: id,
        notation: pick(&after),
        ply: Some(0),
    })
    .await;
    assert_eq!(bob.error().await.0, ErrorCode::StalePly);
    bob.send(&ClientMsg::MyGames).await;
    let moves = bob
        .until(|m| match m {
            ServerMsg::Games { games } => Some(games[0].moves.len()),
            _ => None,
        })
        .await;
    assert_eq!(moves, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_accepting_one_seek_at_once_make_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), roomy()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    ann.send_text(r#"{"type":"seek","time":"5+3"}"#).await;
    let seek = ann
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek.id),
            _ => None,
        })
        .await;
    let accept = ClientMsg::Accept { seek };
    let (_, _) = tokio::join!(bob.send(&accept), cat.send(&accept));
    let outcome = |m: ServerMsg| match m {
        ServerMsg::Game { .. } => Some(Ok(())),
        ServerMsg::Error { code, message, .. } => Some(Err((code, message))),
        _ => None,
    };
    let (b, c) = (bob.until(outcome).await, cat.until(outcome).await);
    assert!(b.is_ok() != c.is_ok(), "exactly one game: {b:?} {c:?}");
    let (code, message) = b.err().or(c.err()).unwrap();
    assert_eq!(code, ErrorCode::UnknownSeek);
    assert!(message.contains("gone"), "{message}");
    ann.send(&ClientMsg::MyGames).await;
    let games = ann
        .until(|m| match m {
            ServerMsg::Games { games } => Some(games.len()),
            _ => None,
        })
        .await;
    assert_eq!(games, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_draw_offers_from_many_connections_reaches_the_victim_once() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), roomy()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut spectator = Client::sign_up(server.addr, "Sam").await;
    let id = start_game(&mut ann, &mut bob).await;
    spectator.send(&ClientMsg::Watch { game: id }).await;
    spectator.game_state().await;
    let mut floods = Vec::new();
    for _ in 0..5 {
        let (c, _) = Client::sign_in(server.addr, &ann.token).await;
        floods.push(c);
    }
    for c in &mut floods {
        for _ in 0..200 {
            c.send(&ClientMsg::OfferDraw { game: id }).await;
        }
    }
    // Each connection's messages are handled in order: after its pong, its flood is done.
    for c in &mut floods {
        alive(c).await;
    }
    // Bob and the spectator heard the offer once, and are still there.
    for c in [&mut bob, &mut spectator] {
        c.send(&ClientMsg::Ping).await;
        let mut offers = 0;
        loop {
            match c.recv().await {
                ServerMsg::DrawOffered { .. } => offers += 1,
                ServerMsg::Pong => break,
                _ => {}
            }
        }
        assert_eq!(offers, 1);
    }
    bob.send(&ClientMsg::DeclineDraw { game: id }).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seeks_challenges_and_games_per_player_are_limited() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        seeks_per_player: 3,
        games_per_player: 1,
        ..roomy()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut eve = Client::sign_up(server.addr, "Eve").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    for minutes in 1..=3 {
        eve.send_text(&format!(r#"{{"type":"seek","time":"{minutes}+0"}}"#))
            .await;
        eve.until(|m| matches!(m, ServerMsg::SeekPosted { .. }).then_some(()))
            .await;
    }
    eve.send_text(r#"{"type":"seek","time":"4+0"}"#).await;
    let (code, message) = eve.error().await;
    assert_eq!(code, ErrorCode::Limit);
    assert!(
        message.contains('3'),
        "the message names the number: {message}"
    );
    eve.send_text(r#"{"type":"challenge","time":"4+0"}"#).await;
    assert_eq!(eve.error().await.0, ErrorCode::Limit);
    // Cat still seeks, plays one game, and may not start a second.
    cat.send_text(r#"{"type":"seek","time":"1+0"}"#).await;
    cat.game_state().await;
    cat.send_text(r#"{"type":"seek","time":"9+0"}"#).await;
    assert_eq!(cat.error().await.0, ErrorCode::Limit);
    cat.send(&ClientMsg::Accept { seek: 2 }).await;
    assert_eq!(cat.error().await.0, ErrorCode::Limit);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_and_sign_ups_per_address_are_limited() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections_per_ip: 4,
        signups_per_ip_per_hour: 2,
        ..roomy()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let _bob = Client::sign_up(server.addr, "Bob").await;
    let mut more = Client::connect(server.addr).await;
    more.send_text(r#"{"type":"hello","protocol":1,"name":"Cat"}"#)
        .await;
    let (code, message) = more.error().await;
    assert_eq!(code, ErrorCode::Limit);
    assert!(message.contains('2'), "{message}");
    // Ann and Bob count for their accounts; `more` and three others not signed in are the
    // address's four, and a fifth is refused.
    let _second = Client::connect(server.addr).await;
    let _third = Client::connect(server.addr).await;
    let mut fourth = Client::connect(server.addr).await;
    let mut fifth = Client::connect(server.addr).await;
    assert_eq!(fifth.error().await.0, ErrorCode::Limit);
    assert!(fifth.closed().await);
    alive(&mut fourth).await;
    alive(&mut ann).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_that_never_says_hello_or_never_handshakes_is_closed_a_visitor_stays() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        sign_in_timeout_ms: 300,
        handshake_timeout_ms: 300,
        ..roomy()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut idle = Client::connect(server.addr).await;
    let mut guest = Client::connect(server.addr).await;
    guest.send_text(r#"{"type":"hello","protocol":1}"#).await;
    let mut tcp = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    assert!(idle.closed().await, "no hello");
    let mut buf = [0u8; 64];
    let read = tokio::time::timeout(common::WAIT, tcp.read(&mut buf)).await;
    assert!(
        matches!(read, Ok(Ok(0) | Err(_))),
        "a socket that sends no request is closed: {read:?}"
    );
    tokio::time::sleep(Duration::from_millis(400)).await;
    alive(&mut ann).await;
    // A hello without a name is a visitor's, who looks before signing up.
    alive(&mut guest).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_that_never_handshake_are_limited_per_address_too() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        sockets_per_ip: 6,
        handshake_timeout_ms: 60_000,
        ..roomy()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    // Ann's socket and five silent ones: the limit. The next is closed at once.
    let mut silent = Vec::new();
    for _ in 0..5 {
        silent.push(tokio::net::TcpStream::connect(server.addr).await.unwrap());
    }
    let mut extra = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let mut buf = [0u8; 16];
    let read = tokio::time::timeout(common::WAIT, extra.read(&mut buf)).await;
    assert!(matches!(read, Ok(Ok(0) | Err(_))), "{read:?}");
    alive(&mut ann).await;
    drop(silent);
    // Their places come back once they close.
    let since = tokio::time::Instant::now();
    loop {
        if let Some(mut c) = Client::try_connect(server.addr).await {
            c.send(&ClientMsg::Ping).await;
            if let Some(ServerMsg::Pong) = c.quiet_for(Duration::from_millis(200)).await {
                break;
            }
        }
        assert!(
            since.elapsed() < common::WAIT,
            "the sockets were given back"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rate_limit_is_per_address_and_binary_frames_count() {
    let dir = tempfile::tempdir().unwrap();
    // Twenty messages, then (practically) none: no refill for the test to race.
    let config = Config {
        messages_per_second: 0.001,
        message_burst: 20.0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut eve = Client::connect(server.addr).await;
    for _ in 0..25 {
        eve.send_frame(Message::binary(vec![0u8; 8])).await;
    }
    let mut codes = Vec::new();
    for _ in 0..25 {
        codes.push(eve.error().await.0);
    }
    assert_eq!(
        codes
            .iter()
            .filter(|&&c| c == ErrorCode::BadMessage)
            .count(),
        20
    );
    assert_eq!(
        codes
            .iter()
            .filter(|&&c| c == ErrorCode::RateLimited)
            .count(),
        5
    );
    // A new connection from the same address does not start afresh.
    let mut again = Client::connect(server.addr).await;
    again.send(&ClientMsg::Ping).await;
    assert_eq!(again.error().await.0, ErrorCode::RateLimited);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_that_keeps_breaking_the_rules_is_closed_and_others_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        errors_per_minute: 10,
        ..roomy()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut eve = Client::connect(server.addr).await;
    for _ in 0..11 {
        eve.send_text("not json").await;
    }
    assert!(eve.closed().await);
    alive(&mut ann).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reader_that_never_reads_big_listings_is_dropped_alone() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        outbox_bytes: 64 * 1024,
        ..roomy()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    // 100 open seeks: a listing of about 10 KB.
    let mut seekers = Vec::new();
    for n in 0..10 {
        let mut p = Client::sign_up(server.addr, &format!("p{n}")).await;
        for minutes in 1..=10 {
            // No two alike: matching seeks would pair into games.
            p.send_text(&format!(r#"{{"type":"seek","time":"{minutes}+{n}"}}"#))
                .await;
        }
        alive(&mut p).await;
        seekers.push(p); // stays connected: its seeks stay open
    }
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut slow = Client::connect_small_buffer(server.addr).await;
    slow.send_text(r#"{"type":"hello","protocol":1,"name":"Slow"}"#)
        .await;
    // Far more than the socket's buffers and the outbox hold, never read. The
    // server may drop it before the last request is written: that is the point.
    let list = serde_json::to_string(&ClientMsg::ListSeeks).unwrap();
    for _ in 0..2000 {
        slow.try_send_text(&list).await;
    }
    alive(&mut ann).await;
    assert!(slow.closed().await, "the slow reader is dropped");
    assert_eq!(listed(&mut ann).await, 100);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listings_are_open_to_a_visitor_playing_is_not_and_the_lobby_is_live() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), roomy()).await;
    let mut guest = Client::connect(server.addr).await;
    guest.send_text(r#"{"type":"hello","protocol":1}"#).await;
    guest.recv().await;
    guest.send_text(r#"{"type":"list_seeks"}"#).await;
    guest
        .until(|m| matches!(m, ServerMsg::Seeks { .. }).then_some(()))
        .await;
    for msg in [
        r#"{"type":"my_games"}"#,
        r#"{"type":"seek","time":"5+3"}"#,
        r#"{"type":"accept","seek":1}"#,
    ] {
        guest.send_text(msg).await;
        assert_eq!(guest.error().await.0, ErrorCode::NotSignedIn, "{msg}");
    }
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    cat.send(&ClientMsg::WatchLobby).await;
    ann.send_text(r#"{"type":"seek","time":"5+3"}"#).await;
    let opened = cat
        .until(|m| match m {
            ServerMsg::Lobby { seeks_opened, .. } => seeks_opened.into_iter().next(),
            _ => None,
        })
        .await;
    assert_eq!(opened.player, "Ann");
    assert_eq!(listed(&mut cat).await, 1);
    bob.send(&ClientMsg::Accept { seek: opened.id }).await;
    let closed = cat
        .until(|m| match m {
            ServerMsg::Lobby { seeks_closed, .. } => seeks_closed.into_iter().next(),
            _ => None,
        })
        .await;
    assert_eq!(closed, opened.id);
    assert_eq!(listed(&mut cat).await, 0, "the listing follows the change");
    cat.send(&ClientMsg::Accept { seek: opened.id }).await;
    let (code, message) = cat.error().await;
    assert_eq!(code, ErrorCode::UnknownSeek);
    assert_eq!(message, "That seek is gone: it was taken or cancelled.");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_server_on_the_same_database_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let first = start_with(&db, Config::default()).await;
    let second = camelot_server::Server::start("127.0.0.1:0", &db, Config::default()).await;
    let Err(why) = second else {
        panic!("two servers on one database")
    };
    assert!(why.contains("another camelot-server"), "{why}");
    first.kill().await;
    let again = start_with(&db, Config::default()).await;
    again.kill().await;
}
