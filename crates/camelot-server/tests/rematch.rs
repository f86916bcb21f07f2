//! Rematches and players' pages over real WebSocket connections on 127.0.0.1.

mod common;

use camelot_protocol::{ClientMsg, ErrorCode, GameId, PlayerResults, ServerMsg, Tally};
use camelot_rules::{Color, EndReason, Outcome, Variant};
use common::{Client, start, start_game};

/// `player` resigns `game`; both players hear the end.
async fn resign(player: &mut Client, other: &mut Client, game: GameId) {
    player.send(&ClientMsg::Resign { game }).await;
    for c in [player, other] {
        c.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
            .await;
    }
}

/// The next message after everything the server sent `c` so far (a ping's pong marks it).
async fn next_is_pong(c: &mut Client) -> ServerMsg {
    c.send(&ClientMsg::Ping).await;
    c.recv().await
}

#[tokio::test]
async fn a_rematch_offered_declined_offered_again_and_accepted_swaps_colours() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("db.sqlite")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    let first = start_game(&mut ann, &mut bob).await;

    bob.send(&ClientMsg::OfferRematch { game: first }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed, "still played");
    resign(&mut ann, &mut bob, first).await;

    cat.send(&ClientMsg::OfferRematch { game: first }).await;
    assert_eq!(cat.error().await.0, ErrorCode::NotYourGame);
    ann.send(&ClientMsg::AcceptRematch { game: first }).await;
    assert_eq!(
        ann.error().await.0,
        ErrorCode::NotAllowed,
        "nothing offered"
    );

    bob.send(&ClientMsg::OfferRematch { game: first }).await;
    let offered = ann.recv().await;
    assert_eq!(
        offered,
        ServerMsg::RematchOffered {
            game: first,
            by: Color::Black
        }
    );
    // Offering again changes nothing: Ann hears no second offer.
    bob.send(&ClientMsg::OfferRematch { game: first }).await;
    assert_eq!(next_is_pong(&mut bob).await, ServerMsg::Pong);
    assert_eq!(next_is_pong(&mut ann).await, ServerMsg::Pong);

    ann.send(&ClientMsg::DeclineRematch { game: first }).await;
    assert_eq!(bob.recv().await, ServerMsg::RematchDeclined { game: first });
    bob.send(&ClientMsg::OfferRematch { game: first }).await;
    assert!(matches!(ann.recv().await, ServerMsg::RematchOffered { .. }));
    ann.send(&ClientMsg::AcceptRematch { game: first }).await;
    let again = ann.game_state().await;
    assert_eq!(bob.game_state().await, again);
    assert_ne!(again.id, first);
    assert_eq!((again.white.as_str(), again.black.as_str()), ("Bob", "Ann"));
    assert_eq!(again.time.to_string(), "5+3");
    assert!(again.rated);
    assert!(again.moves.is_empty());

    // The window closed with the new game: no second rematch of the first.
    bob.send(&ClientMsg::OfferRematch { game: first }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed);
}

#[tokio::test]
async fn an_offer_lapses_when_a_player_leaves_or_starts_another_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("db.sqlite")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;

    // Ann offers; Bob leaves: the offer lapses and Ann hears it.
    let first = start_game(&mut ann, &mut bob).await;
    resign(&mut bob, &mut ann, first).await;
    ann.send(&ClientMsg::OfferRematch { game: first }).await;
    assert!(matches!(bob.recv().await, ServerMsg::RematchOffered { .. }));
    let bob_token = bob.token.clone();
    bob.close().await;
    assert_eq!(
        ann.until(|m| matches!(m, ServerMsg::RematchDeclined { .. }).then_some(m))
            .await,
        ServerMsg::RematchDeclined { game: first }
    );
    let (mut bob, _) = Client::sign_in(server.addr, &bob_token).await;
    bob.send(&ClientMsg::AcceptRematch { game: first }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed);

    // Ann offers; Bob starts a game with Cat: the offer lapses for both.
    let second = start_game(&mut ann, &mut bob).await;
    resign(&mut ann, &mut bob, second).await;
    ann.send(&ClientMsg::OfferRematch { game: second }).await;
    assert!(matches!(bob.recv().await, ServerMsg::RematchOffered { .. }));
    start_game(&mut cat, &mut bob).await;
    assert_eq!(
        ann.until(|m| matches!(m, ServerMsg::RematchDeclined { .. }).then_some(m))
            .await,
        ServerMsg::RematchDeclined { game: second }
    );
    bob.send(&ClientMsg::AcceptRematch { game: second }).await;
    assert_eq!(bob.error().await.0, ErrorCode::NotAllowed);

    // A game that ends while a player is away has no rematch.
    let third = start_game(&mut ann, &mut bob).await;
    let bob_token = bob.token.clone();
    bob.close().await;
    ann.until(|m| matches!(m, ServerMsg::PlayerGone { .. }).then_some(()))
        .await;
    ann.send(&ClientMsg::Resign { game: third }).await;
    ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    let (_bob, _) = Client::sign_in(server.addr, &bob_token).await;
    ann.send(&ClientMsg::OfferRematch { game: third }).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed);
}

#[tokio::test]
async fn a_players_page_shows_ratings_games_and_results_per_variant() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("db.sqlite")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let first = start_game(&mut ann, &mut bob).await;
    resign(&mut bob, &mut ann, first).await;
    let second = start_game(&mut ann, &mut bob).await;
    resign(&mut ann, &mut bob, second).await;

    bob.send_text(r#"{"type":"player","name":"ann"}"#).await;
    let profile = bob
        .until(|m| match m {
            ServerMsg::PlayerProfile { profile } => Some(profile),
            _ => None,
        })
        .await;
    assert_eq!(profile.name, "Ann", "the name as Ann spelt it");
    assert_eq!(profile.ratings.len(), 1, "{:?}", profile.ratings);
    assert_eq!(profile.ratings[0].games, 2);
    let ids: Vec<GameId> = profile.games.iter().map(|g| g.id).collect();
    assert_eq!(ids, [second, first], "newest first");
    let g = &profile.games[1];
    assert_eq!((g.opponent.as_str(), g.color), ("Bob", Color::White));
    assert_eq!(
        (g.result, g.termination),
        (Outcome::Win(Color::White), EndReason::Resignation)
    );
    assert!(g.ended > 0);
    assert_eq!(profile.variants.len(), 1);
    let v = &profile.variants[0];
    assert_eq!(
        (v.games, v.white_wins, v.black_wins, v.draws),
        (2, 0.5, 0.5, 0.0)
    );

    bob.send(&ClientMsg::Stats).await;
    let variants = bob
        .until(|m| match m {
            ServerMsg::Stats { variants, .. } => Some(variants),
            _ => None,
        })
        .await;
    assert_eq!(variants, profile.variants);

    // After a restart the same shares are read from the database.
    let db = dir.path().join("db.sqlite");
    server.kill().await;
    let server = start(&db).await;
    let (mut bob, _) = Client::sign_in(server.addr, &bob.token).await;
    bob.send(&ClientMsg::Stats).await;
    let again = bob
        .until(|m| match m {
            ServerMsg::Stats { variants, .. } => Some(variants),
            _ => None,
        })
        .await;
    assert_eq!(again, variants);

    bob.send_text(r#"{"type":"player","name":"Nobody"}"#).await;
    assert_eq!(bob.error().await.0, ErrorCode::UnknownPlayer);
}

/// `name`'s page, as `asker` gets it.
async fn profile_of(asker: &mut Client, name: &str) -> camelot_protocol::Profile {
    asker
        .send(&ClientMsg::Player {
            name: name.to_string(),
            before: None,
        })
        .await;
    asker
        .until(|m| match m {
            ServerMsg::PlayerProfile { profile } => Some(profile),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn a_players_page_counts_their_own_wins_draws_and_losses_by_colour() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("db.sqlite")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    // Ann wins as White, wins as Black, loses as White, and draws as White.
    let won_white = start_game(&mut ann, &mut bob).await;
    resign(&mut bob, &mut ann, won_white).await;
    let won_black = start_game(&mut bob, &mut ann).await;
    resign(&mut bob, &mut ann, won_black).await;
    let lost_white = start_game(&mut ann, &mut bob).await;
    resign(&mut ann, &mut bob, lost_white).await;
    let drawn = start_game(&mut ann, &mut bob).await;
    ann.send(&ClientMsg::OfferDraw { game: drawn }).await;
    bob.until(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
        .await;
    bob.send(&ClientMsg::AcceptDraw { game: drawn }).await;
    for c in [&mut ann, &mut bob] {
        c.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
            .await;
    }

    let tally = |wins, draws, losses| Tally {
        wins,
        draws,
        losses,
    };
    let ann_page = profile_of(&mut bob, "Ann").await;
    assert_eq!(
        ann_page.results,
        [PlayerResults {
            variant: Variant::Camelot,
            white: tally(1, 1, 1),
            black: tally(1, 0, 0),
        }]
    );
    let bob_page = profile_of(&mut ann, "Bob").await;
    assert_eq!(
        bob_page.results,
        [PlayerResults {
            variant: Variant::Camelot,
            white: tally(0, 0, 1),
            black: tally(1, 1, 1),
        }],
        "Bob's own results, not the server's White and Black shares"
    );
    let cat = Client::sign_up(server.addr, "Cat").await;
    drop(cat);
    assert!(profile_of(&mut ann, "Cat").await.results.is_empty());
}
