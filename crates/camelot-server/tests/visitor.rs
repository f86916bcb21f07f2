//! A visitor who has not signed up looks before joining: the lobby's seeks and live games,
//! watching, the leaderboard, players' pages, an invite's terms and a game replayed at one
//! device are theirs; playing is refused with a typed "sign up to play".

mod common;

use camelot_protocol::time_control::TimeClass;
use camelot_protocol::{ClientMsg, ErrorCode, Phase, ServerMsg};
use camelot_rules::Variant;
use common::{Client, start, start_game};

#[tokio::test]
async fn a_visitor_looks_at_everything_and_is_asked_to_sign_up_to_play() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let game = start_game(&mut ann, &mut bob).await;
    ann.send_text(r#"{"type":"seek","time":"10+5"}"#).await;
    let seek = ann
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek.id),
            _ => None,
        })
        .await;
    ann.send_text(r#"{"type":"challenge","time":"3d"}"#).await;
    let invite = ann
        .until(|m| match m {
            ServerMsg::Challenge { invite, .. } => Some(invite),
            _ => None,
        })
        .await;

    let mut v = Client::visitor(server.addr).await;
    v.send(&ClientMsg::ListSeeks).await;
    let seeks = v
        .until(|m| match m {
            ServerMsg::Seeks { seeks } => Some(seeks),
            _ => None,
        })
        .await;
    assert!(seeks.iter().any(|s| s.id == seek));
    v.send(&ClientMsg::ListGames).await;
    v.until(|m| match m {
        ServerMsg::LiveGames { games } => games.iter().any(|g| g.id == game).then_some(()),
        _ => None,
    })
    .await;
    v.send(&ClientMsg::Watch { game }).await;
    v.until(|m| match m {
        ServerMsg::Game { game: g } => (g.id == game).then_some(()),
        _ => None,
    })
    .await;
    v.send(&ClientMsg::Legal { game }).await;
    v.until(|m| matches!(m, ServerMsg::LegalMoves { .. }).then_some(()))
        .await;
    v.send(&ClientMsg::Leaderboard {
        class: TimeClass::Live,
    })
    .await;
    v.until(|m| matches!(m, ServerMsg::Leaderboard { .. }).then_some(()))
        .await;
    v.send(&ClientMsg::Player {
        name: "Ann".into(),
        before: None,
    })
    .await;
    v.until(|m| matches!(m, ServerMsg::PlayerProfile { .. }).then_some(()))
        .await;
    v.send(&ClientMsg::ShowInvite {
        invite: invite.clone(),
    })
    .await;
    let from = v
        .until(|m| match m {
            ServerMsg::Invite { seek, .. } => Some(seek.player),
            _ => None,
        })
        .await;
    assert_eq!(from, "Ann", "the friend reads who invited them");

    // Playing: refused, typed, and the connection stays.
    for msg in [
        ClientMsg::Accept { seek },
        ClientMsg::AcceptInvite { invite },
        ClientMsg::Resign { game },
        ClientMsg::MyGames,
    ] {
        v.send(&msg).await;
        let (code, message) = v.error().await;
        assert_eq!(code, ErrorCode::NotSignedIn, "{msg:?}");
        assert_eq!(message, "sign up to play");
    }
    v.send(&ClientMsg::Ping).await;
    v.until(|m| matches!(m, ServerMsg::Pong).then_some(()))
        .await;
}

#[tokio::test]
async fn replay_plays_a_game_kept_at_one_device_with_the_rules_core() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut v = Client::visitor(server.addr).await;
    v.send(&ClientMsg::Replay {
        variant: Variant::Camelot,
        moves: vec!["E6-E8".into(), "E10-E9".into()],
    })
    .await;
    let (moves, legal, result) = v
        .until(|m| match m {
            ServerMsg::Replayed {
                moves,
                legal,
                result,
                ..
            } => Some((moves, legal, result)),
            _ => None,
        })
        .await;
    assert_eq!(moves, ["E6-E8", "E10-E9"]);
    assert_eq!(result, None);
    // R7: a capture is due, so only jumps are legal.
    assert!(!legal.is_empty() && legal.iter().all(|m| m.notation.contains('x')));

    // River Camelot starts by placing trees.
    v.send(&ClientMsg::Replay {
        variant: Variant::River,
        moves: Vec::new(),
    })
    .await;
    let phase = v
        .until(|m| match m {
            ServerMsg::Replayed { phase, .. } => Some(phase),
            _ => None,
        })
        .await;
    assert_eq!(phase, Phase::PlacingTrees);

    // An illegal move is refused with its ply.
    v.send(&ClientMsg::Replay {
        variant: Variant::Camelot,
        moves: vec!["E6-E8".into(), "E6-E7".into()],
    })
    .await;
    let (code, message) = v.error().await;
    assert_eq!(code, ErrorCode::IllegalMove);
    assert!(message.starts_with("ply 2 (E6-E7)"), "{message}");
}

#[tokio::test]
async fn a_days_per_move_seek_outlives_its_authors_page_a_live_one_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let token = ann.token.clone();
    for time in ["3d", "10+5"] {
        ann.send_text(&format!(r#"{{"type":"seek","time":"{time}"}}"#))
            .await;
        ann.until(|m| matches!(m, ServerMsg::SeekPosted { .. }).then_some(()))
            .await;
    }
    ann.close().await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    // The server takes the close in: the live seek goes, the correspondence one stays.
    let mut tries = 0;
    let seeks = loop {
        tries += 1;
        bob.send(&ClientMsg::ListSeeks).await;
        let seeks = bob
            .until(|m| match m {
                ServerMsg::Seeks { seeks } => Some(seeks),
                _ => None,
            })
            .await;
        if seeks.len() < 2 || tries == 100 {
            break seeks;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(seeks.len(), 1);
    assert_eq!(seeks[0].time.to_string(), "3d");
    bob.send(&ClientMsg::Accept { seek: seeks[0].id }).await;
    let game = bob.game_state().await.id;
    // Ann finds the game on signing in again.
    let (_ann, games) = Client::sign_in(server.addr, &token).await;
    assert_eq!(games.iter().map(|g| g.id).collect::<Vec<_>>(), [game]);
}
