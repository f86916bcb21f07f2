//! The real binary: killed with SIGKILL mid-game and started again on the same port and
//! database, the game comes back as it was and is played to its end; asked to stop with
//! SIGTERM (systemd's and container engines' stop), it says goodbye and exits cleanly; and
//! it takes its address and database from its config, a flag winning over the file.

mod common;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

use camelot_protocol::{Close, ServerMsg};
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

/// Starts `camelot-server ARGS` and reads its first line, `listening on ws://HOST:PORT`.
fn spawn(args: &[&str]) -> (Running, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_camelot-server"))
        .args(args)
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
    let db = db.to_str().unwrap();
    let (server, addr) = spawn(&["--listen", "127.0.0.1:0", "--db", db]);
    let mut ann = Client::sign_up(addr, "Ann").await;
    let mut bob = Client::sign_up(addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], id, &mut game, 9).await;
    drop(server); // SIGKILL
    let (_server, again) = spawn(&["--listen", &addr.to_string(), "--db", db]);
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_says_goodbye_and_exits_cleanly_and_the_config_names_address_and_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_owned();
    let (club, other, config) = (path("club.db"), path("other.db"), path("config.toml"));
    std::fs::write(
        &config,
        format!("listen = \"127.0.0.1:0\"\ndatabase = {club:?}\n"),
    )
    .unwrap();
    // A flag wins over the file.
    let (server, _) = spawn(&["--config", &config, "--db", &other]);
    drop(server);
    assert!(std::path::Path::new(&other).exists());
    assert!(!std::path::Path::new(&club).exists());
    let (mut server, addr) = spawn(&["--config", &config]);
    assert!(std::path::Path::new(&club).exists());
    let mut ann = Client::sign_up(addr, "Ann").await;
    let term = Command::new("kill")
        .args(["-TERM", &server.0.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    assert_eq!(
        ann.close_frame().await,
        Some((1001, Close::ShuttingDown.reason().into()))
    );
    let exit = server.0.wait().unwrap();
    assert!(exit.success(), "{exit}");
}
