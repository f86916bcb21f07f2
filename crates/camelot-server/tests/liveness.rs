//! Honest time and liveness: a move is charged up to when it reached the server, not when the
//! hub took it; a connection that goes silent is gone (and can be claimed against); a
//! connection the server ends on purpose hears why, in a close frame.

mod common;

use std::time::Duration;

use camelot_protocol::{ClientMsg, Close, ErrorCode, ServerMsg};
use camelot_rules::{Color, EndReason, Game};
use camelot_server::Config;
use common::*;
use tokio_tungstenite::tungstenite::Message;

/// A server whose every connection is pinged every 200 ms and gone after two silent ones.
fn pinging() -> Config {
    Config {
        ping_interval_ms: 200,
        ping_misses: 2,
        ..Config::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_waiting_behind_a_slow_hub_is_charged_only_until_it_arrived() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    // Both have moved: White's clock runs from Black's move.
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
    // The disk stalls: another writer holds the database, so the hub's next batch waits.
    let stall = rusqlite::Connection::open(&db).unwrap();
    stall.execute_batch("BEGIN IMMEDIATE").unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mv = pick(&game);
    ann.send(&ClientMsg::Move {
        game: id,
        notation: mv,
        ply: Some(2),
    })
    .await;
    tokio::time::sleep(Duration::from_millis(2000)).await;
    stall.execute_batch("COMMIT").unwrap();
    let white_ms = ann
        .until(|m| match m {
            ServerMsg::Moved { clock, .. } => Some(clock.white_ms),
            _ => None,
        })
        .await;
    // 5+3: five minutes, three seconds back for the move, less the time it took to arrive.
    let charged = 303_000 - white_ms;
    assert!(
        (0..1000).contains(&charged),
        "the hub's two seconds were charged to White: {charged} ms"
    );
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_player_is_gone_and_can_be_claimed_against() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), pinging()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    // 1+0: a claim 15 s after Black is gone on their turn.
    ann.send_text(r#"{"type":"seek","time":"1+0","color":"white"}"#)
        .await;
    let seek = ann
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek.id),
            _ => None,
        })
        .await;
    bob.send(&ClientMsg::Accept { seek }).await;
    let id = bob.game_state().await.id;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 3).await;
    // Black, to move, stops reading and answering (the network died): Ann, who reads (and so
    // answers the WebSocket's pings without a word of her own), hears that Bob is gone.
    let claimable_in = ann
        .until(|m| match m {
            ServerMsg::PlayerGone {
                side: Color::Black,
                claimable_in_ms,
                ..
            } => Some(claimable_in_ms),
            _ => None,
        })
        .await;
    let until = tokio::time::Instant::now() + Duration::from_millis(claimable_in as u64 + 100);
    while tokio::time::Instant::now() < until {
        ann.quiet_for(until - tokio::time::Instant::now()).await;
    }
    ann.send(&ClientMsg::ClaimWin { game: id }).await;
    let reason = ann
        .until(|m| match m {
            ServerMsg::GameOver { termination, .. } => Some(termination),
            _ => None,
        })
        .await;
    assert_eq!(reason, Some(EndReason::Abandonment));
    assert!(bob.closed().await);
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_are_pinged_and_a_pong_keeps_a_quiet_one_alive() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), pinging()).await;
    let mut ann = Client::connect(server.addr).await;
    // Not reading for 1 s would be silence; answering each `ping` is life.
    for _ in 0..8 {
        match ann.frame().await {
            Some(Message::Text(text)) => {
                let ping = serde_json::from_str::<ServerMsg>(text.as_str()).unwrap();
                assert_eq!(ping, ServerMsg::Ping { interval_ms: 200 });
                ann.send(&ClientMsg::Pong).await;
            }
            Some(Message::Ping(_)) => {}
            other => panic!("expected pings, got {other:?}"),
        }
    }
    ann.send(&ClientMsg::Ping).await;
    assert_eq!(
        ann.recv().await,
        ServerMsg::Pong,
        "still open, pongs unanswered"
    );
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_too_big_is_refused_then_closed_with_1009() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let big = format!(r#"{{"type":"player","name":"{}"}}"#, "x".repeat(20_000));
    ann.try_send_text(&big).await;
    assert_eq!(ann.error().await.0, ErrorCode::TooLarge);
    assert_eq!(
        ann.close_frame().await,
        Some((1009, Close::FrameTooBig.reason().into()))
    );
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_refusals_are_each_answered_then_closed_with_1008() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        errors_per_minute: 3,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    for _ in 0..4 {
        ann.send_text("not json").await;
    }
    for _ in 0..4 {
        assert_eq!(
            ann.error().await.0,
            ErrorCode::BadMessage,
            "the refusal first"
        );
    }
    assert_eq!(
        ann.close_frame().await,
        Some((1008, Close::TooManyRefusals.reason().into()))
    );
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_stopping_says_it_is_going_away() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let stopping = tokio::spawn(server.kill());
    assert_eq!(
        ann.close_frame().await,
        Some((1001, Close::ShuttingDown.reason().into()))
    );
    stopping.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_sign_in_in_time_and_one_connection_too_many_are_closed_saying_so() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        sign_in_timeout_ms: 300,
        connections_per_ip: 1,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut first = Client::connect(server.addr).await;
    let mut second = Client::connect(server.addr).await;
    assert_eq!(
        second.error().await.0,
        ErrorCode::Limit,
        "the refusal first"
    );
    assert_eq!(
        second.close_frame().await,
        Some((1013, Close::TooManyConnections.reason().into()))
    );
    assert_eq!(
        first.close_frame().await,
        Some((1008, Close::NoSignIn.reason().into()))
    );
    server.kill().await;
}
