//! Operating the server (issue 35): `GET /metrics` for the addresses of `metrics_from`, its
//! counts moving with play, `/healthz` beside it, and a backup of a running server restored
//! into a fresh database that a new server serves.

mod common;

use std::net::SocketAddr;

use camelot_protocol::ClientMsg;
use camelot_rules::Game;
use camelot_server::{Config, backup};
use common::{Client, play, start, start_game, start_with};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A whole answer to `GET path` (with `extra` headers), lowercased head and the body.
async fn get(addr: SocketAddr, path: &str, extra: &str) -> (String, String) {
    let mut tcp = TcpStream::connect(addr).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n{extra}Connection: close\r\n\r\n");
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    tcp.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    (head.to_lowercase(), body.to_string())
}

/// The value of the sample that starts with `name` (its labels included), or 0 if absent.
fn sample(page: &str, name: &str) -> f64 {
    page.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
        .map_or(0.0, |v| v.trim().parse().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_connections_games_moves_refusals_and_sign_ins() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let (head, before) = get(server.addr, "/metrics", "").await;
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: application/openmetrics-text"));
    for name in [
        "camelot_connections",
        "camelot_games_active",
        "camelot_moves_total",
        "camelot_hub_queue_depth",
        "camelot_hub_batch_seconds_bucket",
        // Labelled families are named once they have a sample (below).
        "camelot_backups_total",
    ] {
        assert!(before.contains(name), "{name} missing in\n{before}");
    }
    assert_eq!(sample(&before, "camelot_moves_total"), 0.0);

    let mut ann = Client::sign_up(server.addr, "ann").await;
    let mut bob = Client::sign_up(server.addr, "bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 3).await;
    ann.send(&ClientMsg::Resign { game: 999 }).await;
    ann.error().await;

    let (_, after) = get(server.addr, "/metrics", "").await;
    assert_eq!(sample(&after, "camelot_moves_total"), 3.0, "{after}");
    assert_eq!(sample(&after, "camelot_games_active"), 1.0);
    assert_eq!(sample(&after, "camelot_connections"), 2.0);
    assert_eq!(sample(&after, r#"camelot_sign_ins_total{kind="new"}"#), 2.0);
    assert_eq!(
        sample(&after, r#"camelot_refusals_total{code="unknown_game"}"#),
        1.0,
        "{after}"
    );
    assert!(sample(&after, "camelot_hub_batch_seconds_count") > 0.0);

    let (head, body) = get(server.addr, "/healthz", "").await;
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(body.starts_with("ok, last commit "), "{body}");
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_shown_only_to_the_addresses_named() {
    let dir = tempfile::tempdir().unwrap();
    // Behind a proxy on this machine: the client it names is checked, not the proxy.
    let config = Config {
        trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
        metrics_from: vec!["10.0.0.0/8".parse().unwrap()],
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let (inside, _) = get(server.addr, "/metrics", "X-Forwarded-For: 10.1.2.3\r\n").await;
    assert!(inside.starts_with("http/1.1 200"), "{inside}");
    let (outside, _) = get(server.addr, "/metrics", "X-Forwarded-For: 203.0.113.9\r\n").await;
    assert!(outside.starts_with("http/1.1 404"), "{outside}");
    let (proxy, _) = get(server.addr, "/metrics", "").await;
    assert!(proxy.starts_with("http/1.1 404"), "not named: {proxy}");
    server.kill().await;

    let closed = Config {
        metrics_from: Vec::new(),
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), closed).await;
    let (head, _) = get(server.addr, "/metrics", "").await;
    assert!(head.starts_with("http/1.1 404"), "{head}");
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_of_a_running_server_restores_into_a_fresh_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let mut ann = Client::sign_up(server.addr, "ann").await;
    let mut bob = Client::sign_up(server.addr, "bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 4).await;

    // Online, beside the running server; the offline command is refused while it runs.
    let copy = dir.path().join("copy.db");
    backup::copy(&db, &copy).unwrap();
    let why = backup::offline(&db, &dir.path().join("other.db")).unwrap_err();
    assert!(why.contains("another camelot-server"), "{why}");
    server.kill().await;

    // Restore: the backup copied over a database of its own, and a server started on it.
    let restored = dir.path().join("restored").join("camelot.db");
    std::fs::create_dir(restored.parent().unwrap()).unwrap();
    std::fs::copy(&copy, &restored).unwrap();
    let server = start(&restored).await;
    let (mut ann, games) = Client::sign_in(server.addr, &ann.token).await;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].id, id);
    let played: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(games[0].moves, played);
    // And play goes on in it.
    let (mut bob, _) = Client::sign_in(server.addr, &bob.token).await;
    play(&mut [&mut ann, &mut bob], id, &mut game, 2).await;
    server.kill().await;

    // The offline command, once no server runs.
    let offline = dir.path().join("offline.db");
    backup::offline(&restored, &offline).unwrap();
    assert!(offline.is_file());
}
