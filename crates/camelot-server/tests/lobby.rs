//! Broadcasts that cost the sender, over real WebSocket connections on 127.0.0.1: the lobby's
//! news reaches only the connections that watch the lobby (visitors too), merged once per
//! interval; offering and withdrawing again and again reaches the opponent and the
//! spectators a bounded number of times; costly requests are limited per account.

mod common;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use camelot_protocol::{ClientMsg, ErrorCode, ServerMsg};
use camelot_rules::Game;
use camelot_server::Config;
use common::{Client, play, start, start_game, start_with};

/// Long enough for a news interval (250 ms) and a tick (100 ms) to pass.
const NEWS: Duration = Duration::from_millis(800);

/// Every message `c` receives until it has been quiet for `quiet`.
async fn drain(c: &mut Client, quiet: Duration) -> Vec<ServerMsg> {
    let mut heard = Vec::new();
    while let Some(m) = c.quiet_for(quiet).await {
        heard.push(m);
    }
    heard
}

/// Watches the lobby: the seeks listed now.
async fn watch_lobby(c: &mut Client) -> BTreeSet<u64> {
    c.send(&ClientMsg::WatchLobby).await;
    let seeks = c
        .until(|m| match m {
            ServerMsg::Seeks { seeks } => Some(seeks.iter().map(|s| s.id).collect()),
            _ => None,
        })
        .await;
    c.until(|m| matches!(m, ServerMsg::LiveGames { .. }).then_some(()))
        .await;
    seeks
}

/// Posts a seek of `minutes` minutes: its id.
async fn seek(c: &mut Client, minutes: u32) -> u64 {
    c.send_text(&format!(r#"{{"type":"seek","time":"{minutes}+0"}}"#))
        .await;
    c.until(|m| match m {
        ServerMsg::SeekPosted { seek } => Some(seek.id),
        _ => None,
    })
    .await
}

/// The seeks the lobby news in `heard` opened.
fn opened(heard: &[ServerMsg]) -> Vec<u64> {
    heard
        .iter()
        .flat_map(|m| match m {
            ServerMsg::Lobby { seeks_opened, .. } => seeks_opened.iter().map(|s| s.id).collect(),
            _ => Vec::new(),
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_news_reaches_only_the_lobbys_watchers_signed_in_or_not() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    start_game(&mut ann, &mut bob).await;
    // Ann's seek closed (taken): she hears it herself.
    assert_eq!(ann.recv().await, ServerMsg::SeekClosed { seek: 1 });
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    let mut dan = Client::sign_up(server.addr, "Dan").await;
    let mut vic = Client::visitor(server.addr).await;
    watch_lobby(&mut cat).await;
    watch_lobby(&mut vic).await;
    drain(&mut cat, NEWS).await;
    drain(&mut vic, NEWS).await;

    let first = seek(&mut dan, 7).await;
    for c in [&mut cat, &mut vic] {
        assert_eq!(opened(&drain(c, NEWS).await), [first]);
    }
    // The players in their game, and Dan, heard nothing of the lobby.
    for c in [&mut ann, &mut bob] {
        assert_eq!(drain(c, NEWS).await, []);
    }
    // Dan hears of his own seek directly.
    dan.send(&ClientMsg::CancelSeek { seek: first }).await;
    assert_eq!(dan.recv().await, ServerMsg::SeekClosed { seek: first });

    cat.send(&ClientMsg::UnwatchLobby).await;
    drain(&mut vic, NEWS).await;
    drain(&mut cat, NEWS).await;
    let second = seek(&mut dan, 8).await;
    assert_eq!(opened(&drain(&mut vic, NEWS).await), [second]);
    assert_eq!(drain(&mut cat, NEWS).await, [], "Cat left the lobby");
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seek_churn_reaches_a_watcher_merged_once_an_interval() {
    let dir = tempfile::tempdir().unwrap();
    // Seeks made and cancelled are costly requests: room for this churn's 81.
    let config = camelot_server::Config {
        costly_burst: 100.0,
        ..camelot_server::Config::default()
    };
    let server = common::start_with(&dir.path().join("t.db"), config).await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    let mut dan = Client::sign_up(server.addr, "Dan").await;
    let mut shown = watch_lobby(&mut cat).await;
    drain(&mut cat, NEWS).await;

    let began = Instant::now();
    for minutes in 1..=40 {
        let id = seek(&mut dan, minutes).await;
        dan.send(&ClientMsg::CancelSeek { seek: id }).await;
    }
    let kept = seek(&mut dan, 41).await;
    let churn = began.elapsed();
    let heard = drain(&mut cat, NEWS).await;
    // 82 changes; at most one news an interval (the first at once), and nothing else.
    let most = 2 + churn.as_millis() / 250;
    assert!(
        heard.len() as u128 <= most,
        "{} messages in {churn:?}",
        heard.len()
    );
    for m in heard {
        let ServerMsg::Lobby {
            seeks_opened,
            seeks_closed,
            ..
        } = m
        else {
            panic!("only lobby news: {m:?}");
        };
        shown.extend(seeks_opened.iter().map(|s| s.id));
        shown.retain(|id| !seeks_closed.contains(id));
    }
    assert_eq!(
        shown,
        BTreeSet::from([kept]),
        "the news adds up to the lobby"
    );
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_started_and_ended_are_lobby_news() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut cat = Client::sign_up(server.addr, "Cat").await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    watch_lobby(&mut cat).await;
    let id = start_game(&mut ann, &mut bob).await;
    let started = cat
        .until(|m| match m {
            ServerMsg::Lobby { games_started, .. } => games_started.into_iter().next(),
            _ => None,
        })
        .await;
    assert_eq!((started.id, started.white.as_str()), (id, "Ann"));
    bob.send(&ClientMsg::Resign { game: id }).await;
    let ended = cat
        .until(|m| match m {
            ServerMsg::Lobby { games_ended, .. } => games_ended.into_iter().next(),
            _ => None,
        })
        .await;
    assert_eq!(ended, id);
    server.kill().await;
}

/// Draw offers and withdrawals `c` heard of.
fn offers(heard: &[ServerMsg]) -> usize {
    heard
        .iter()
        .filter(|m| {
            matches!(
                m,
                ServerMsg::DrawOffered { .. } | ServerMsg::DrawWithdrawn { .. }
            )
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offering_and_withdrawing_again_and_again_reaches_the_others_a_few_times() {
    let dir = tempfile::tempdir().unwrap();
    // The rule of one game only: the account's rate is the next test's.
    let config = Config {
        offer_burst: 1000.0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut sam = Client::sign_up(server.addr, "Sam").await;
    sam.send(&ClientMsg::Watch { game: id }).await;
    sam.game_state().await;

    for _ in 0..30 {
        ann.send(&ClientMsg::OfferDraw { game: id }).await;
        ann.send(&ClientMsg::WithdrawDraw { game: id }).await;
    }
    let refused = drain(&mut ann, NEWS).await;
    let too_soon = refused.iter().filter(|m| {
        matches!(
            m,
            ServerMsg::Error {
                code: ErrorCode::OfferTooSoon,
                ..
            }
        )
    });
    assert_eq!(too_soon.count(), 29, "every offer but the first");
    for c in [&mut bob, &mut sam] {
        assert_eq!(
            offers(&drain(c, NEWS).await),
            2,
            "one offer, one withdrawal"
        );
    }

    // Once both sides have moved, Ann may offer again.
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
    drain(&mut sam, NEWS).await;
    ann.send(&ClientMsg::OfferDraw { game: id }).await;
    for c in [&mut bob, &mut sam] {
        c.until(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
            .await;
    }
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_across_games_are_limited_per_account() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        offers_per_minute: 1.0,
        offer_burst: 3.0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(start_game(&mut ann, &mut bob).await);
    }
    for &game in &games[..3] {
        ann.send(&ClientMsg::OfferDraw { game }).await;
        bob.until(|m| matches!(m, ServerMsg::DrawOffered { .. }).then_some(()))
            .await;
    }
    ann.send(&ClientMsg::OfferDraw { game: games[3] }).await;
    let (code, message) = ann.error().await;
    assert_eq!(code, ErrorCode::OfferTooSoon);
    assert!(message.contains("across your games"), "{message}");
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn costly_requests_are_limited_per_account_and_per_address_before_sign_in() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        costly_per_minute: 1.0,
        costly_burst: 3.0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let player = ClientMsg::Player {
        name: "Ann".into(),
        before: None,
    };
    for _ in 0..3 {
        ann.send(&player).await;
        assert!(matches!(ann.recv().await, ServerMsg::PlayerProfile { .. }));
    }
    ann.send(&player).await;
    let (code, message) = ann.error().await;
    assert_eq!(code, ErrorCode::RateLimited);
    assert!(message.contains("one account"), "{message}");
    // Another connection of Ann's shares her budget; Bob has his own.
    let (mut again, _) = Client::sign_in(server.addr, &ann.token).await;
    again.send(&ClientMsg::ListGames).await;
    assert_eq!(again.error().await.0, ErrorCode::RateLimited);
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    bob.send(&player).await;
    assert!(matches!(bob.recv().await, ServerMsg::PlayerProfile { .. }));
    // What costs nothing is still answered.
    ann.send(&ClientMsg::Ping).await;
    assert_eq!(ann.recv().await, ServerMsg::Pong);
    // A visitor counts for its address.
    let mut vic = Client::visitor(server.addr).await;
    for _ in 0..3 {
        watch_lobby(&mut vic).await;
    }
    vic.send(&ClientMsg::WatchLobby).await;
    let (code, message) = vic.error().await;
    assert_eq!(code, ErrorCode::RateLimited);
    assert!(message.contains("one address"), "{message}");
    server.kill().await;
}
