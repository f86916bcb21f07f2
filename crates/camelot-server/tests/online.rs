//! Integration tests: real servers on 127.0.0.1 (port 0) with a temporary database, and
//! clients speaking the protocol over WebSocket.

mod common;

use std::time::Duration;

use camelot_protocol::time_control::TimeClass;
use camelot_protocol::{ClientMsg, ErrorCode, GameStatus, MAX_MESSAGE_BYTES, ServerMsg};
use camelot_rules::{Color, EndReason, Game, Outcome, Record, Variant};
use common::{Client, pick, play, start, start_game};
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_game_to_a_result_by_the_rules() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 1000).await;
    let result = game
        .result()
        .expect("the game ended by the rules (R11-R15)");
    for c in [&mut ann, &mut bob] {
        let (token, termination, rating) = c
            .until(|m| match m {
                ServerMsg::GameOver {
                    result,
                    termination,
                    rating,
                    ..
                } => Some((result, termination, rating)),
                _ => None,
            })
            .await;
        assert_eq!(token, Some(result.outcome));
        assert_eq!(termination, Some(result.reason));
        let rating = rating.expect("a rated game shows the rating change");
        assert!((rating.white.before - 1500.0).abs() < 1e-9);
    }
    ann.send(&ClientMsg::Stats).await;
    let games = ann
        .until(|m| match m {
            ServerMsg::Stats {
                games,
                white_wins,
                black_wins,
                draws,
                ..
            } => {
                assert!((white_wins + black_wins + draws - 1.0).abs() < 1e-9);
                Some(games)
            }
            _ => None,
        })
        .await;
    assert_eq!(games, 1);
    ann.send(&ClientMsg::Leaderboard {
        class: TimeClass::Live,
    })
    .await;
    let entries = ann
        .until(|m| match m {
            ServerMsg::Leaderboard { entries, .. } => Some(entries),
            _ => None,
        })
        .await;
    assert_eq!(entries.len(), 2);
    // The archive has it, and the rules core reads it back the same.
    server.kill().await;
    let out = dir.path().join("out");
    let written = camelot_server::export::export(&dir.path().join("t.db"), &out).unwrap();
    assert_eq!(written.len(), 1);
    let record = Record::parse(&std::fs::read_to_string(&written[0]).unwrap()).unwrap();
    assert_eq!(record.game().moves(), game.moves());
    assert_eq!(record.game().result(), game.result());
    assert_eq!(record.player(camelot_rules::Color::White), "Ann");
    assert_eq!(record.tag("TimeControl"), Some("5+3"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_for_the_wrong_side_out_of_turn_or_in_another_game_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mv = |notation: &str| ClientMsg::Move {
        game: id,
        notation: notation.into(),
        ply: None,
    };
    // Black's piece moved by White, and Black moving on White's turn.
    ann.send(&mv("C11-C12")).await;
    assert_eq!(ann.error().await.0, ErrorCode::IllegalMove);
    bob.send(&mv("C11-C12")).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotYourTurn);
    // Someone else's game, and a game that does not exist.
    cat.send(&mv("C6-C7")).await;
    assert_eq!(cat.error().await.0, ErrorCode::NotYourGame);
    cat.send(&ClientMsg::Resign { game: id }).await;
    assert_eq!(cat.error().await.0, ErrorCode::NotYourGame);
    cat.send(&ClientMsg::Move {
        game: 999,
        notation: "C6-C7".into(),
        ply: None,
    })
    .await;
    assert_eq!(cat.error().await.0, ErrorCode::UnknownGame);
    // A move for a ply already gone, and bad notation.
    ann.send(&ClientMsg::Move {
        game: id,
        notation: "C6-C7".into(),
        ply: Some(3),
    })
    .await;
    assert_eq!(ann.error().await.0, ErrorCode::StalePly);
    ann.send(&mv("Z99-C7")).await;
    assert_eq!(ann.error().await.0, ErrorCode::IllegalMove);
    // White moves, then tries again out of turn.
    ann.send(&mv("C6-C7")).await;
    assert_eq!(ann.moved().await, (1, "C6-C7".to_string()));
    ann.send(&mv("C7-C8")).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotYourTurn);
    // Nothing refused was played; a spectator sees the one move, and cannot move.
    cat.send(&ClientMsg::Watch { game: id }).await;
    let view = cat.game_state().await;
    assert_eq!(view.moves, ["C6-C7"]);
    assert_eq!(view.to_move, Color::Black);
    cat.send(&mv("C11-C12")).await;
    assert_eq!(cat.error().await.0, ErrorCode::NotYourGame);
    // A guest who never signed up watches, and cannot move.
    let mut guest = Client::connect(server.addr).await;
    guest.send_text(r#"{"type":"hello","protocol":1}"#).await;
    assert!(matches!(guest.recv().await, ServerMsg::Welcome { .. }));
    guest.send(&ClientMsg::Watch { game: id }).await;
    assert_eq!(guest.game_state().await.moves, ["C6-C7"]);
    guest.send(&mv("C11-C12")).await;
    assert_eq!(guest.error().await.0, ErrorCode::NotSignedIn);
    bob.send(&mv("C11-C12")).await;
    assert_eq!(cat.moved().await, (2, "C11-C12".to_string()));
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn garbage_oversized_and_binary_frames_get_an_error_and_the_connection_lives() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut c = Client::connect(server.addr).await;
    // An old client is told why.
    c.send_text(r#"{"type":"hello","protocol":0,"name":"Old"}"#)
        .await;
    let (code, message) = c.error().await;
    assert_eq!(code, ErrorCode::Version);
    assert!(message.contains("protocol 1 to 2"), "{message}");
    // A client of protocol 1 is welcome, in its own version.
    let mut v1 = Client::connect(server.addr).await;
    v1.send_text(r#"{"type":"hello","protocol":1,"name":"Older"}"#)
        .await;
    let spoken = v1
        .until(|m| match m {
            ServerMsg::Welcome { protocol, .. } => Some(protocol),
            _ => None,
        })
        .await;
    assert_eq!(spoken, 1);
    for garbage in [
        "",
        "not json",
        "{",
        "[1,2]",
        r#"{"type":"teleport"}"#,
        r#"{"type":"move","game":"x"}"#,
        "\u{0}\u{ffff}",
    ] {
        c.send_text(garbage).await;
        assert_eq!(c.error().await.0, ErrorCode::BadMessage, "{garbage:?}");
    }
    c.send_text(&format!(
        r#"{{"type":"ping","pad":"{}"}}"#,
        "x".repeat(2 * MAX_MESSAGE_BYTES)
    ))
    .await;
    assert_eq!(c.error().await.0, ErrorCode::TooLarge);
    c.send_frame(Message::binary(vec![0xff; 64])).await;
    assert_eq!(c.error().await.0, ErrorCode::BadMessage);
    // Before hello, nothing but hello and ping.
    c.send(&ClientMsg::ListSeeks).await;
    assert_eq!(c.error().await.0, ErrorCode::NotSignedIn);
    c.send(&ClientMsg::Ping).await;
    assert_eq!(c.recv().await, ServerMsg::Pong);
    // A flood is cut down to the rate limit, and the connection still answers after.
    for _ in 0..250 {
        c.send(&ClientMsg::Ping).await;
    }
    let mut limited = 0;
    for _ in 0..250 {
        if let ServerMsg::Error { code, .. } = c.recv().await {
            assert_eq!(code, ErrorCode::RateLimited);
            limited += 1;
        }
    }
    assert!(limited > 0, "250 messages at once are rate limited");
    tokio::time::sleep(Duration::from_millis(100)).await;
    c.send(&ClientMsg::Hello {
        protocol: 1,
        name: Some("Ann".into()),
        token: None,
    })
    .await;
    assert!(matches!(c.recv().await, ServerMsg::Welcome { .. }));
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_falls_when_the_player_to_move_is_out_of_time_even_while_away() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    // Each side has moved once: the clocks run, White to move.
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
    server.kill().await;
    // White has 400 ms left.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute("UPDATE games SET white_ms = 400 WHERE id = ?1", [id])
        .unwrap();
    drop(conn);
    let server = start(&db).await;
    // White stays away: their clock runs all the same, and the flag falls.
    let (mut bob, games) = Client::sign_in(server.addr, &bob.token).await;
    assert_eq!(games.len(), 1);
    assert!(games[0].clock.white_ms <= 400);
    let (result, termination) = bob
        .until(|m| match m {
            ServerMsg::GameOver {
                result,
                termination,
                ..
            } => Some((result, termination)),
            _ => None,
        })
        .await;
    let flag = (
        Some(Outcome::Win(Color::Black)),
        Some(EndReason::TimeForfeit),
    );
    assert_eq!((result, termination), flag);
    let (mut ann, games) = Client::sign_in(server.addr, &ann.token).await;
    assert!(games.is_empty());
    ann.send(&ClientMsg::Move {
        game: id,
        notation: pick(&game),
        ply: None,
    })
    .await;
    assert_eq!(ann.error().await.0, ErrorCode::GameOver);
    server.kill().await;
    let out = dir.path().join("out");
    let written = camelot_server::export::export(&db, &out).unwrap();
    let record = Record::parse(&std::fs::read_to_string(&written[0]).unwrap()).unwrap();
    assert_eq!(record.result_token(), "0-1");
    let end = record.game().result().expect("over");
    assert_eq!(
        end.reason,
        camelot_rules::EndReason::TimeForfeit,
        "a flag, not a resignation"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_restarts_with_the_game_as_it_was_and_it_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 7).await;
    bob.send(&ClientMsg::Watch { game: id }).await;
    let before = bob.game_state().await;
    server.kill().await;
    // Down for a while: that time is not White's (to move) to lose.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let server = start(&db).await;
    let (mut ann, games) = Client::sign_in(server.addr, &ann.token).await;
    let (mut bob, _) = Client::sign_in(server.addr, &bob.token).await;
    assert_eq!(games.len(), 1);
    let after = &games[0];
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.position, game.position().to_string());
    assert_eq!(after.status, GameStatus::Active);
    let lost = before.clock.black_ms - after.clock.black_ms;
    assert!(lost < 1000, "the downtime was charged: {lost} ms");
    let replayed = Game::replay(Variant::Camelot, &after.moves).unwrap();
    assert_eq!(replayed.moves(), game.moves());
    play(&mut [&mut ann, &mut bob], id, &mut game, 1000).await;
    assert!(game.is_over());
    ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_leaves_on_their_turn_pays_for_the_time_away_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 3).await;
    // Black to move drops the connection for a second: White hears it, with the time
    // until a claim (5+3: 42 s).
    bob.send(&ClientMsg::MyGames).await;
    let before = bob
        .until(|m| match m {
            ServerMsg::Games { games } => Some(games[0].clock.black_ms),
            _ => None,
        })
        .await;
    let token = bob.token.clone();
    bob.close().await;
    let gone = ann
        .until(|m| match m {
            ServerMsg::PlayerGone {
                side,
                claimable_in_ms,
                ..
            } => Some((side, claimable_in_ms)),
            _ => None,
        })
        .await;
    assert_eq!(gone.0, Color::Black);
    assert!(gone.1 <= 42_000 && gone.1 > 30_000, "{gone:?}");
    ann.send(&ClientMsg::ClaimWin { game: id }).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed, "too early");
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let (mut bob, games) = Client::sign_in(server.addr, &token).await;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves.len(), 3);
    assert_eq!(games[0].clock.running, Some(Color::Black));
    let lost = before - games[0].clock.black_ms;
    assert!(lost >= 1000, "a second away cost only {lost} ms");
    ann.until(|m| {
        matches!(
            m,
            ServerMsg::PlayerBack {
                side: Color::Black,
                ..
            }
        )
        .then_some(())
    })
    .await;
    play(&mut [&mut ann, &mut bob], id, &mut game, 4).await;
    // A second connection of the same player sees the same game.
    let (_, games) = Client::sign_in(server.addr, &token).await;
    assert_eq!(games[0].moves.len(), 7);
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_seeks_pair_invites_play_and_offers_need_the_opponent() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    // Names are unique, in any case.
    let mut dup = Client::connect(server.addr).await;
    dup.send_text(r#"{"type":"hello","protocol":1,"name":"ann"}"#)
        .await;
    assert_eq!(dup.error().await.0, ErrorCode::NameTaken);
    // Two matching seeks meet.
    ann.send_text(r#"{"type":"seek","time":"3d"}"#).await;
    ann.until(|m| matches!(m, ServerMsg::SeekPosted { .. }).then_some(()))
        .await;
    bob.send_text(r#"{"type":"seek","time":"3d"}"#).await;
    let corr = bob.game_state().await;
    assert_eq!(ann.game_state().await.id, corr.id);
    // Abort before both have moved.
    bob.send(&ClientMsg::Abort { game: corr.id }).await;
    let result = ann
        .until(|m| match m {
            ServerMsg::GameOver { result, rating, .. } => Some((result, rating)),
            _ => None,
        })
        .await;
    assert_eq!(result, (None, None));
    // A private challenge.
    ann.send_text(r#"{"type":"challenge","time":"10+5","color":"white"}"#)
        .await;
    let invite = ann
        .until(|m| match m {
            ServerMsg::Challenge { invite, .. } => Some(invite),
            _ => None,
        })
        .await;
    bob.send(&ClientMsg::AcceptInvite {
        invite: invite.to_lowercase(),
    })
    .await;
    let g = bob.game_state().await;
    assert_eq!((g.white.as_str(), g.black.as_str()), ("Ann", "Bob"));
    let id = g.id;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
    bob.send(&ClientMsg::Abort { game: id }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed);
    // A take-back needs the opponent's yes.
    bob.send(&ClientMsg::AcceptTakeback { game: id }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed);
    play(&mut [&mut ann, &mut bob], id, &mut game, 1).await;
    bob.send(&ClientMsg::OfferTakeback { game: id }).await;
    ann.until(|m| {
        matches!(
            m,
            ServerMsg::TakebackOffered {
                by: Color::Black,
                ..
            }
        )
        .then_some(())
    })
    .await;
    ann.send(&ClientMsg::AcceptTakeback { game: id }).await;
    let back = ann.game_state().await;
    assert_eq!(
        back.moves.len(),
        1,
        "Black's move and White's reply taken back"
    );
    assert_eq!(back.to_move, Color::Black);
    game = Game::replay(Variant::Camelot, &back.moves).unwrap();
    // Draw offers: declined, then accepted.
    ann.send(&ClientMsg::OfferDraw { game: id }).await;
    bob.until(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
        .await;
    bob.send(&ClientMsg::DeclineDraw { game: id }).await;
    ann.until(|m| matches!(m, ServerMsg::DrawDeclined { .. }).then_some(()))
        .await;
    ann.send(&ClientMsg::AcceptDraw { game: id }).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed);
    play(&mut [&mut ann, &mut bob], id, &mut game, 1).await;
    bob.send(&ClientMsg::OfferDraw { game: id }).await;
    ann.until(|m| {
        matches!(
            m,
            ServerMsg::DrawOffered {
                by: Color::Black,
                ..
            }
        )
        .then_some(())
    })
    .await;
    ann.send(&ClientMsg::AcceptDraw { game: id }).await;
    let (result, termination) = ann
        .until(|m| match m {
            ServerMsg::GameOver {
                result,
                termination,
                ..
            } => Some((result, termination)),
            _ => None,
        })
        .await;
    assert_eq!(
        (result, termination),
        (Some(Outcome::Draw), Some(EndReason::Agreement))
    );
    server.kill().await;
}
