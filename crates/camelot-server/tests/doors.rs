//! The visitors' doors made safe (issue 48), over real sockets on 127.x addresses: the
//! server's engine helps no one in a live game between people, however they ask; waiters of
//! an analysis are served once each; a visitor is made a guest only for a game the engine
//! can take; an idle game against the computer is ended with its player connected; one
//! address's accounts share its budget; a text frame that is not UTF-8 gets a close that
//! says so; seek numbers are never given twice across a restart.

mod common;

use std::net::IpAddr;
use std::time::Duration;

use camelot_protocol::time_control::{TimeClass, TimeControl};
use camelot_protocol::{
    ClientMsg, ColorChoice, EngineLevel, ErrorCode, PROTOCOL_VERSION, ServerMsg,
};
use camelot_rules::{Position, Variant};
use camelot_server::Config;
use common::{Client, start_game, start_with};

fn from(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, last])
}

/// Signs up `name` from `ip`.
async fn sign_up_from(addr: std::net::SocketAddr, ip: IpAddr, name: &str) -> Client {
    let mut c = Client::connect_from(addr, ip, &[]).await.unwrap();
    c.send(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: Some(name.into()),
        token: None,
    })
    .await;
    match c.recv().await {
        ServerMsg::Welcome { token, .. } => c.token = token,
        other => panic!("expected welcome, got {other:?}"),
    }
    c
}

fn analyse(position: &str) -> ClientMsg {
    ClientMsg::AnalysePosition {
        variant: Variant::Camelot,
        position: position.into(),
    }
}

async fn evaluated(c: &mut Client) -> String {
    c.until(|m| match m {
        ServerMsg::PositionAnalysis { position, .. } => Some(position),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_engine_answer_for_a_live_games_position_nor_to_its_players_address() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        position_analysis_ms: 20,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let addr = server.addr;
    // Ann and Bob play from 127.0.0.1; Cy is elsewhere, Dan beside Ann.
    let mut ann = Client::sign_up(addr, "Ann").await;
    let mut bob = Client::sign_up(addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    // The start, White to move.
    let live = Position::start().to_string();
    let mut cy = sign_up_from(addr, from(7), "Cy").await;
    cy.send(&analyse(&live)).await;
    let (code, why) = cy.error().await;
    assert_eq!(code, ErrorCode::NotAllowed, "{why}");
    // The same board and side to move with other counters is the same position.
    let mut fields: Vec<&str> = live.split(' ').collect();
    let last = fields.len() - 1;
    fields[last] = "7";
    cy.send(&analyse(&fields.join(" "))).await;
    assert_eq!(cy.error().await.0, ErrorCode::NotAllowed);
    // Another position: Cy's address has no player of a live game.
    let other = Position::start_of(Variant::Camelot)
        .with_turn_passed()
        .to_string();
    cy.send(&analyse(&other)).await;
    assert_eq!(evaluated(&mut cy).await, other);
    // Dan, at Ann's address, gets nothing, whatever he asks.
    let mut dan = sign_up_from(addr, from(1), "Dan").await;
    dan.send(&analyse(&other)).await;
    let (code, why) = dan.error().await;
    assert_eq!(code, ErrorCode::NotAllowed);
    assert!(why.contains("address"), "{why}");
    // Once the game is over, help again.
    ann.send(&ClientMsg::Resign { game: id }).await;
    ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    dan.send(&analyse(&other)).await;
    assert_eq!(evaluated(&mut dan).await, other);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_asking_again_while_an_analysis_runs_waits_once() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        analysis_ms: 150,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    ann.send(&ClientMsg::Resign { game: id }).await;
    ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    for _ in 0..20 {
        ann.send(&ClientMsg::Analyse { game: id }).await;
    }
    ann.until(|m| matches!(m, ServerMsg::Analysis { .. }).then_some(()))
        .await;
    let mut more = 0;
    while let Some(m) = ann.quiet_for(Duration::from_millis(500)).await {
        more += usize::from(matches!(m, ServerMsg::Analysis { .. }));
    }
    assert_eq!(more, 0, "one analysis for one waiting connection");
}

fn play_computer(color: ColorChoice) -> ClientMsg {
    ClientMsg::PlayComputer {
        level: EngineLevel::Beginner,
        time: TimeControl::Untimed,
        color,
        variant: Variant::Camelot,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_guest_is_made_for_a_game_the_engine_cannot_take() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        engine_games_per_ip: 0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut visitor = Client::visitor(server.addr).await;
    visitor.send(&play_computer(ColorChoice::White)).await;
    match visitor.recv().await {
        ServerMsg::Error { code, .. } => assert_eq!(code, ErrorCode::Limit),
        other => panic!("the refusal first, no guest's welcome: {other:?}"),
    }
    visitor.send(&ClientMsg::MyGames).await;
    assert_eq!(
        visitor.error().await.0,
        ErrorCode::NotSignedIn,
        "still a visitor"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_whose_player_does_not_move_is_ended_while_connected() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        engine_idle_ms: 300,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut visitor = Client::visitor(server.addr).await;
    visitor.send(&play_computer(ColorChoice::White)).await;
    visitor.game_state().await;
    visitor
        .until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_accounts_of_one_address_share_its_budget() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        costly_per_minute: 1.0,
        costly_burst: 2.0,
        address_share: 1.5,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let board = ClientMsg::Leaderboard {
        class: TimeClass::Live,
    };
    let mut answered = 0;
    let mut refused = Vec::new();
    for name in ["Ann", "Bob", "Cy"] {
        let mut c = sign_up_from(server.addr, from(9), name).await;
        for _ in 0..2 {
            c.send(&board).await;
            match c.recv().await {
                ServerMsg::Leaderboard { .. } => answered += 1,
                ServerMsg::Error { code, message, .. } => refused.push((code, message)),
                other => panic!("{other:?}"),
            }
        }
    }
    assert_eq!(answered, 3, "the address's three, not three accounts' six");
    assert!(
        refused
            .iter()
            .all(|(code, why)| *code == ErrorCode::RateLimited && why.contains("one address"))
    );
    let mut elsewhere = sign_up_from(server.addr, from(10), "Dee").await;
    elsewhere.send(&board).await;
    assert!(matches!(
        elsewhere.recv().await,
        ServerMsg::Leaderboard { .. }
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_text_frame_that_is_not_utf8_is_refused_and_closed_with_1007() {
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), Config::default()).await;
    let mut c = Client::visitor(server.addr).await;
    let bad = Frame::message(vec![b'{', 0xff, 0xfe, b'}'], OpCode::Data(Data::Text), true);
    c.send_frame(Message::Frame(bad)).await;
    assert_eq!(c.error().await.0, ErrorCode::BadMessage);
    assert_eq!(
        c.close_frame().await,
        Some((1007, "text frame not UTF-8".into()))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_number_is_never_given_twice_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start_with(&db, Config::default()).await;
    let addr = server.addr;
    let seek = ClientMsg::Seek {
        time: "5+3".parse().unwrap(),
        color: ColorChoice::Any,
        rated: false,
        variant: Variant::Camelot,
    };
    let posted = |m| match m {
        ServerMsg::SeekPosted { seek } => Some(seek.id),
        _ => None,
    };
    let mut ann = Client::sign_up(addr, "Ann").await;
    ann.send(&seek).await;
    let before = ann.until(posted).await;
    server.kill().await;
    let _server = camelot_server::Server::start(&addr.to_string(), &db, Config::default())
        .await
        .unwrap();
    let (mut ann, _) = Client::sign_in(addr, &ann.token).await;
    ann.send(&seek).await;
    let after = ann.until(posted).await;
    assert!(after > before, "{after} after {before}");
}
