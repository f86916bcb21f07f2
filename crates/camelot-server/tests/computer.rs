//! Games against the computer (issue 36): played to the end by a raw client, bounded on the
//! server and per account, answered by the hub while the engine thinks, and timed under
//! load (docs/server.md quotes the figure this prints).

mod common;

use std::time::{Duration, Instant};

use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ClientMsg, ColorChoice, EngineLevel, ErrorCode, GameView, ServerMsg};
use camelot_rules::{Game, HouseRules, Position, Variant};
use camelot_server::Config;
use common::{Client, pick, start_with};

fn play_computer(level: EngineLevel, color: ColorChoice) -> ClientMsg {
    ClientMsg::PlayComputer {
        level,
        time: TimeControl::Live {
            minutes: 5,
            increment: 3,
        },
        color,
        variant: Variant::Camelot,
    }
}

/// Plays `pick`'s moves as `me` against the computer until the game ends or `plies` are
/// played; returns the game and each wait for the computer's reply to a move.
async fn play_against(c: &mut Client, view: &GameView, plies: usize) -> (Game, Vec<Duration>) {
    let me = if view.white.starts_with("Computer") {
        camelot_rules::Color::Black
    } else {
        camelot_rules::Color::White
    };
    let mut game = Game::new(Position::start(), HouseRules::default());
    let mut waits = Vec::new();
    let mut asked = Instant::now();
    while !game.is_over() && game.moves().len() < plies {
        if game.position().side_to_move() == me {
            let mv = pick(&game);
            asked = Instant::now();
            c.send(&ClientMsg::Move {
                game: view.id,
                notation: mv,
                ply: Some(game.moves().len() as u32),
            })
            .await;
        }
        let (ply, notation) = c.moved().await;
        assert_eq!(ply as usize, game.moves().len() + 1);
        game.play_notation(&notation)
            .expect("the server's move is legal");
        if game.position().side_to_move() == me && game.moves().len() > 1 {
            waits.push(asked.elapsed());
        }
    }
    (game, waits)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_beginner_is_played_to_the_end_unrated() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), Config::default()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    ann.send(&play_computer(EngineLevel::Beginner, ColorChoice::Black))
        .await;
    let view = ann.game_state().await;
    assert_eq!(view.white, "Computer (Beginner)");
    assert!(!view.rated, "games against the computer are unrated");
    // Watchable like any game.
    let mut eve = Client::sign_up(server.addr, "Eve").await;
    eve.send(&ClientMsg::Watch { game: view.id }).await;
    assert_eq!(eve.game_state().await.id, view.id);
    let (game, _) = play_against(&mut ann, &view, 1000).await;
    assert!(game.is_over(), "{} plies", game.moves().len());
    let over = ann
        .until(|m| match m {
            ServerMsg::GameOver { result, rating, .. } => Some((result, rating)),
            _ => None,
        })
        .await;
    assert_eq!(over.0, game.result().map(|r| r.outcome));
    assert!(over.1.is_none(), "no rating changes");
    eve.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_computer_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start_with(&db, Config::default()).await;
    let addr = server.addr;
    let mut ann = Client::sign_up(addr, "Ann").await;
    ann.send(&play_computer(EngineLevel::Beginner, ColorChoice::White))
        .await;
    let view = ann.game_state().await;
    let (game, _) = play_against(&mut ann, &view, 2).await;
    server.kill().await;
    let _server = camelot_server::Server::start(&addr.to_string(), &db, Config::default())
        .await
        .unwrap();
    let (mut ann, games) = Client::sign_in(addr, &ann.token).await;
    assert_eq!(games[0].moves.len(), 2);
    assert!(
        games[0].gone.is_none(),
        "the computer is there: {:?}",
        games[0].gone
    );
    ann.send(&ClientMsg::Move {
        game: view.id,
        notation: pick(&game),
        ply: Some(2),
    })
    .await;
    assert_eq!(ann.moved().await.0, 3);
    assert_eq!(ann.moved().await.0, 4, "the computer's reply");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn engine_games_are_bounded_on_the_server_and_per_account() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        engine_games: 2,
        engine_games_per_account: 1,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    // Expert moves first (the players take Black) and thinks for most of two seconds: the
    // engine owes two moves.
    ann.send(&play_computer(EngineLevel::Expert, ColorChoice::Black))
        .await;
    ann.game_state().await;
    ann.send(&play_computer(EngineLevel::Easy, ColorChoice::White))
        .await;
    assert_eq!(ann.error().await.0, ErrorCode::Limit, "one per account");
    bob.send(&play_computer(EngineLevel::Expert, ColorChoice::Black))
        .await;
    bob.game_state().await;
    cat.send(&play_computer(EngineLevel::Easy, ColorChoice::White))
        .await;
    assert_eq!(
        cat.error().await.0,
        ErrorCode::EngineBusy,
        "two owed on the server"
    );
    // Once the computer has moved, the games wait for their players and hold no place.
    ann.moved().await;
    bob.moved().await;
    cat.send(&play_computer(EngineLevel::Easy, ColorChoice::White))
        .await;
    cat.game_state().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hub_answers_while_the_engine_thinks() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        engine_threads: 1,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    // Expert moves first and thinks for most of its two seconds.
    ann.send(&play_computer(EngineLevel::Expert, ColorChoice::Black))
        .await;
    ann.game_state().await;
    let asked = Instant::now();
    ann.send(&ClientMsg::Ping).await;
    let first = ann.recv().await;
    assert_eq!(first, ServerMsg::Pong, "the pong comes before the move");
    assert!(
        asked.elapsed() < Duration::from_millis(300),
        "{:?}",
        asked.elapsed()
    );
    assert_eq!(ann.moved().await.0, 1, "then the computer moves");
}

/// The figure of docs/server.md: with 20 games against Beginner under way on the default
/// pool, the computer's reply comes within a second of the player's move (the median; the
/// slowest too on a quiet machine, within three seconds on a loaded one).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn beginner_replies_within_a_second_while_twenty_engine_games_run() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        engine_games_per_ip: 20,
        signups_per_ip_per_hour: 20,
        messages_per_second: 1000.0,
        message_burst: 1000.0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut tasks = Vec::new();
    for i in 0..20 {
        let addr = server.addr;
        tasks.push(tokio::spawn(async move {
            let mut c = Client::sign_up(addr, &format!("P{i}")).await;
            c.send(&play_computer(EngineLevel::Beginner, ColorChoice::White))
                .await;
            let view = c.game_state().await;
            play_against(&mut c, &view, 40).await.1
        }));
    }
    let mut waits = Vec::new();
    for t in tasks {
        waits.extend(t.await.unwrap());
    }
    waits.sort();
    let (median, slowest) = (waits[waits.len() / 2], waits[waits.len() - 1]);
    println!(
        "Beginner's replies with 20 engine games running: median {median:?}, slowest {slowest:?} ({} moves)",
        waits.len()
    );
    assert!(median < Duration::from_secs(1), "{median:?}");
    assert!(slowest < Duration::from_secs(3), "{slowest:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abandoned_game_against_the_computer_is_ended_and_frees_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        engine_games: 1,
        engine_idle_ms: 300,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let ann = {
        let mut ann = Client::sign_up(server.addr, "Ann").await;
        ann.send(&play_computer(EngineLevel::Beginner, ColorChoice::White))
            .await;
        ann.game_state().await;
        ann
    };
    let token = ann.token.clone();
    ann.close().await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let (mut ann, games) = Client::sign_in(server.addr, &token).await;
    assert!(games.is_empty(), "the game was ended: {games:?}");
    ann.send(&play_computer(EngineLevel::Beginner, ColorChoice::White))
        .await;
    ann.game_state().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_grants_a_take_back_and_declines_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), Config::default()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    ann.send(&play_computer(EngineLevel::Beginner, ColorChoice::White))
        .await;
    let view = ann.game_state().await;
    let (game, _) = play_against(&mut ann, &view, 4).await;
    assert_eq!(game.moves().len(), 4);
    ann.send(&ClientMsg::OfferDraw { game: view.id }).await;
    ann.until(|m| matches!(m, ServerMsg::DrawDeclined { .. }).then_some(()))
        .await;
    ann.send(&ClientMsg::OfferTakeback { game: view.id }).await;
    let back = ann.game_state().await;
    assert_eq!(back.moves.len(), 2, "my last move and its reply taken back");
    assert_eq!(back.to_move, camelot_rules::Color::White);
}
