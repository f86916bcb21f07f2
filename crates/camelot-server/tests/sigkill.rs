//! The real binary killed with SIGKILL mid-game and started again on the same port and
//! database: the game comes back as it was and is played to its end.

mod common;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use camelot_protocol::ServerMsg;
use camelot_rules::Game;
use common::{Client, play, start_game};

/// The server process, killed (SIGKILL) when dropped, so a failing test leaves none behind.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `camelot-server` and reads its first line, `listening on ws://HOST:PORT`.
fn spawn(listen: &str, db: &Path) -> (Running, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_camelot-server"))
        .args(["--listen", listen, "--db"])
        .arg(db)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim_end()
        .strip_prefix("listening on ws://")
        .unwrap_or_else(|| panic!("first line {line:?}"))
        .parse()
        .unwrap();
    (Running(child), addr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_game_then_restart_on_the_same_port_and_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let (server, addr) = spawn("127.0.0.1:0", &db);
    let mut ann = Client::sign_up(addr, "Ann").await;
    let mut bob = Client::sign_up(addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 9).await;
    drop(server); // SIGKILL
    let (_server, again) = spawn(&addr.to_string(), &db);
    assert_eq!(again, addr);
    let (mut ann, games) = Client::sign_in(addr, &ann.token).await;
    let (mut bob, _) = Client::sign_in(addr, &bob.token).await;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].position, game.position().to_string());
    play(&mut [&mut ann, &mut bob], id, &mut game, 1000).await;
    assert!(game.is_over());
    ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
}
