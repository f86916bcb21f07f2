//! The log (issue 35): a line for each connection opened and closed with why, each sign-in,
//! kind of refusal (once a connection), game start and end; never a token.

mod common;

use std::io::Write;
use std::sync::{Arc, Mutex};

use camelot_protocol::ClientMsg;
use common::{Client, start, start_game};

/// Every line logged, as text.
#[derive(Clone, Default)]
struct Lines(Arc<Mutex<Vec<u8>>>);

impl Write for Lines {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Lines {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_tells_connections_sign_ins_refusals_and_games_but_no_token() {
    let lines = Lines::default();
    let writer = lines.clone();
    tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .init();
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "ann").await;
    let mut bob = Client::sign_up(server.addr, "bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    ann.send(&ClientMsg::Resign { game: id }).await;
    ann.send(&ClientMsg::Resign { game: id }).await;
    ann.error().await;
    // The same kind of refusal again: counted, not logged again (a flood is not a log).
    ann.send(&ClientMsg::Resign { game: id }).await;
    ann.error().await;
    let token = bob.token.clone();
    bob.close().await;
    let (again, _) = Client::sign_in(server.addr, &token).await;
    again.close().await;
    server.kill().await;

    let log = lines.text();
    for said in [
        "camelot-server started",
        "connection opened",
        "kind=\"new\"",
        "kind=\"token\"",
        "signed in",
        "game started",
        "game ended",
        "termination=\"resignation\"",
        "message refused",
        "code=GameOver",
        "connection closed",
        "why=\"closed by the client\"",
    ] {
        assert!(log.contains(said), "{said:?} not in\n{log}");
    }
    assert_eq!(
        log.matches("code=GameOver").count(),
        1,
        "each kind once:\n{log}"
    );
    assert!(!log.contains(&token), "a token in the log:\n{log}");
    assert!(!log.contains(&ann.token), "a token in the log:\n{log}");
}
