//! Withdrawing one's own draw offer or take-back request, over real WebSocket connections on
//! 127.0.0.1.

mod common;

use camelot_protocol::{ClientMsg, ErrorCode, ServerMsg};
use camelot_rules::{Color, Game};
use common::{Client, play, start, start_game};

#[tokio::test]
async fn a_draw_offer_withdrawn_is_announced_and_can_no_longer_be_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("db.sqlite")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;

    // Nothing to withdraw yet.
    ann.send(&ClientMsg::WithdrawDraw { game: id }).await;
    let (code, message) = ann.error().await;
    assert_eq!(code, ErrorCode::NotAllowed);
    assert!(message.contains("no draw offer"), "{message}");

    ann.send(&ClientMsg::OfferDraw { game: id }).await;
    bob.until(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
        .await;
    // Only the offerer may withdraw it: Bob's withdrawal is refused and the offer stands.
    bob.send(&ClientMsg::WithdrawDraw { game: id }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed);

    ann.send(&ClientMsg::WithdrawDraw { game: id }).await;
    for c in [&mut ann, &mut bob] {
        let by = c
            .until(|m| match m {
                ServerMsg::DrawWithdrawn { game, by } if game == id => Some(by),
                _ => None,
            })
            .await;
        assert_eq!(by, Color::White);
    }
    bob.send(&ClientMsg::AcceptDraw { game: id }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed, "no offer now");
    ann.send(&ClientMsg::WithdrawDraw { game: id }).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed, "withdrawn once");

    // A spectator is not a player of the game.
    let mut sam = Client::sign_up(server.addr, "Sam").await;
    sam.send(&ClientMsg::WithdrawDraw { game: id }).await;
    assert_eq!(sam.error().await.0, ErrorCode::NotYourGame);

    // The game goes on.
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
    server.kill().await;
}

#[tokio::test]
async fn a_takeback_request_withdrawn_is_announced_and_can_no_longer_be_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("db.sqlite")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;

    bob.send(&ClientMsg::WithdrawTakeback { game: id }).await;
    let (code, message) = bob.error().await;
    assert_eq!(code, ErrorCode::NotAllowed);
    assert!(message.contains("no take-back request"), "{message}");

    bob.send(&ClientMsg::OfferTakeback { game: id }).await;
    ann.until(|m| matches!(m, ServerMsg::TakebackOffered { .. }).then_some(()))
        .await;
    bob.send(&ClientMsg::WithdrawTakeback { game: id }).await;
    for c in [&mut ann, &mut bob] {
        let by = c
            .until(|m| match m {
                ServerMsg::TakebackWithdrawn { game, by } if game == id => Some(by),
                _ => None,
            })
            .await;
        assert_eq!(by, Color::Black);
    }
    ann.send(&ClientMsg::AcceptTakeback { game: id }).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed, "no request now");
    // Both moves still stand.
    ann.send(&ClientMsg::MyGames).await;
    let plies = ann
        .until(|m| match m {
            ServerMsg::Games { games } => Some(games[0].moves.len()),
            _ => None,
        })
        .await;
    assert_eq!(plies, 2);
    server.kill().await;
}
