//! `camelot-cli online bot`: two bots started together pair with each other on a server on
//! 127.0.0.1, the server is killed mid-game and restarted on the same port and database, and
//! both bots still finish every game; the archive replays.

use std::process::{Command, Stdio};
use std::time::Duration;

use camelot_protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use camelot_rules::Record;
use camelot_server::{Config, Server};
use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

const GAMES: &str = "2";

fn bot(url: &str, name: &str) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_camelot-cli"))
        .args(["online", "bot", "--server", url, "--name", name])
        .args(["--level", "beginner", "--ms", "5", "--games", GAMES])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts")
}

/// Signs up a spectator (watching needs a sign-in): its token.
async fn watcher(url: &str) -> String {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let hello = ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: Some("Watcher".into()),
        token: None,
    };
    let text = serde_json::to_string(&hello).unwrap();
    ws.send(Message::text(text)).await.unwrap();
    while let Some(Ok(frame)) = ws.next().await {
        if let ServerMsg::Welcome { token, .. } =
            serde_json::from_str(frame.to_text().unwrap()).unwrap()
        {
            return token;
        }
    }
    panic!("no welcome")
}

/// The moves of game 1 so far, as a spectator sees them (0 before it exists).
async fn moves_of_first_game(url: &str, token: &str) -> usize {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    for msg in [
        ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: None,
            token: Some(token.into()),
        },
        ClientMsg::Watch { game: 1 },
    ] {
        let text = serde_json::to_string(&msg).unwrap();
        ws.send(Message::text(text)).await.unwrap();
    }
    while let Some(Ok(frame)) = ws.next().await {
        match serde_json::from_str(frame.to_text().unwrap()).unwrap() {
            ServerMsg::Game { game } => return game.moves.len(),
            ServerMsg::Error { .. } => return 0,
            _ => {}
        }
    }
    0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bots_finish_every_game_across_a_server_crash() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = Server::start("127.0.0.1:0", &db, Config::default())
        .await
        .unwrap();
    let addr = server.addr;
    let url = format!("ws://{addr}");
    let token = watcher(&url).await;
    let bots = [bot(&url, "Ann"), bot(&url, "Bob")];
    // Mid-game: the first game has some moves.
    let since = std::time::Instant::now();
    while moves_of_first_game(&url, &token).await < 10 {
        assert!(
            since.elapsed() < Duration::from_secs(60),
            "the bots never got going"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.kill().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let server = Server::start(&addr.to_string(), &db, Config::default())
        .await
        .unwrap();
    let mut lines = Vec::new();
    for b in bots {
        let out = tokio::task::spawn_blocking(move || b.wait_with_output().unwrap())
            .await
            .unwrap();
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        lines.push(text.lines().map(String::from).collect::<Vec<_>>());
    }
    server.kill().await;
    assert_eq!(lines[0].len(), 2, "{lines:?}");
    assert_eq!(lines[0], lines[1], "both bots report the same games");
    let written = camelot_server::export::export(&db, &dir.path().join("out")).unwrap();
    assert_eq!(written.len(), 2);
    for (path, line) in written.iter().zip(&lines[0]) {
        let record = Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        // game ID WHITE BLACK RESULT PLIES
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[0], "game");
        assert_eq!(words[2], record.player(camelot_rules::Color::White));
        assert_eq!(words[4], record.result_token());
        assert_eq!(words[5], record.game().moves().len().to_string());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_whose_name_is_taken_says_so_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start("127.0.0.1:0", &dir.path().join("t.db"), Config::default())
        .await
        .unwrap();
    let url = format!("ws://{}", server.addr);
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .unwrap();
    let hello = ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: Some("Ann".into()),
        token: None,
    };
    ws.send(Message::text(serde_json::to_string(&hello).unwrap()))
        .await
        .unwrap();
    ws.next().await.unwrap().unwrap();
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_camelot-cli"))
            .args(["online", "bot", "--server", &url, "--name", "Ann"])
            .args(["--level", "beginner", "--games", "1"])
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    server.kill().await;
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("the server refused the bot: The name Ann is taken: choose another."),
        "{stderr}"
    );
}
