//! Running for years (issue 35): one process per database whatever the name it is given, and
//! a stored game that cannot be replayed ends at start instead of staying "active", its
//! players told why.

mod common;

use camelot_protocol::{AbortReason, ClientMsg, GameStatus};
use camelot_rules::Game;
use camelot_server::store::Store;
use camelot_server::{Config, Server, export};
use common::{Client, play, start, start_game};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_database_through_a_symlink_or_a_hard_link_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let symlink = dir.path().join("symlink.db");
    std::os::unix::fs::symlink(&db, &symlink).unwrap();
    let hard = dir.path().join("hard.db");
    std::fs::hard_link(&db, &hard).unwrap();
    for other in [&symlink, &hard] {
        let second = Server::start("127.0.0.1:0", other, Config::default()).await;
        let Err(why) = second else {
            panic!("two servers on one database through {}", other.display())
        };
        assert!(why.contains("another camelot-server"), "{why}");
    }
    server.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_is_refused_while_a_server_runs_on_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let out = dir.path().join("out");
    let server = start(&db).await;
    let why = export::export(&db, &out).unwrap_err();
    assert!(why.contains("another camelot-server"), "{why}");
    server.kill().await;
    assert_eq!(
        export::export(&db, &out).unwrap(),
        Vec::<std::path::PathBuf>::new()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_cannot_be_replayed_is_aborted_at_start_and_others_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let mut ann = Client::sign_up(server.addr, "ann").await;
    let mut bob = Client::sign_up(server.addr, "bob").await;
    let broken = start_game(&mut ann, &mut bob).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], broken, &mut game, 2).await;
    let kept = start_game(&mut ann, &mut bob).await;
    server.kill().await;
    // A move the rules core refuses, as a damaged or hand-edited database would hold.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE moves SET notation = 'Z99-Z98' WHERE game = ?1 AND ply = 1",
        [broken],
    )
    .unwrap();
    drop(conn);

    let server = start(&db).await;
    let (mut ann, games) = Client::sign_in(server.addr, &ann.token).await;
    let ids: Vec<_> = games.iter().map(|g| g.id).collect();
    assert_eq!(ids, [kept], "the broken game is no longer in progress");
    // Its players see it aborted, and why: it could not be restored.
    ann.send(&ClientMsg::Watch { game: broken }).await;
    let view = ann.game_state().await;
    assert_eq!(view.status, GameStatus::Aborted);
    assert_eq!(view.aborted, Some(AbortReason::Unreplayable));
    assert_eq!((view.result, view.termination), (None, None));
    assert!(view.moves.is_empty(), "the refused move is not shown");
    let stored = Store::open(&db).unwrap().game(broken).unwrap().unwrap();
    assert_eq!(stored.status, GameStatus::Aborted);
    assert_eq!(stored.aborted, Some(AbortReason::Unreplayable));
    // The other game is served: both play on in it.
    let (mut bob, _) = Client::sign_in(server.addr, &bob.token).await;
    let mut game = Game::default();
    play(&mut [&mut ann, &mut bob], kept, &mut game, 2).await;
    server.kill().await;
}
