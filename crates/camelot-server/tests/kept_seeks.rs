//! Days-per-move seeks outlive their author's tab and the server (issue 36): kept in the
//! database until taken or cancelled, while live seeks go with their author's connection.

mod common;

use camelot_protocol::{ClientMsg, SeekView, ServerMsg};
use camelot_server::Config;
use common::{Client, start_with};

async fn posted(c: &mut Client, text: &str) -> u64 {
    c.send_text(text).await;
    c.until(|m| match m {
        ServerMsg::SeekPosted { seek } => Some(seek.id),
        _ => None,
    })
    .await
}

async fn seeks(c: &mut Client) -> Vec<SeekView> {
    c.send(&ClientMsg::ListSeeks).await;
    c.until(|m| match m {
        ServerMsg::Seeks { seeks } => Some(seeks),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_days_per_move_seek_survives_its_authors_leaving_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start_with(&db, Config::default()).await;
    let addr = server.addr;
    let mut ann = Client::sign_up(addr, "Ann").await;
    let days = posted(
        &mut ann,
        r#"{"type":"seek","time":"3d","variant":"camette"}"#,
    )
    .await;
    posted(&mut ann, r#"{"type":"seek","time":"5+3"}"#).await;
    let cancelled = posted(&mut ann, r#"{"type":"seek","time":"7d"}"#).await;
    ann.send(&ClientMsg::CancelSeek { seek: cancelled }).await;
    ann.until(|m| matches!(m, ServerMsg::SeekClosed { seek } if seek == cancelled).then_some(()))
        .await;
    ann.close().await;

    // The tab closed: the live seek went, the days-per-move one stays.
    let mut bob = Client::sign_up(addr, "Bob").await;
    let mut open = seeks(&mut bob).await;
    for _ in 0..50 {
        if open.len() == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        open = seeks(&mut bob).await;
    }
    assert_eq!(open.iter().map(|s| s.id).collect::<Vec<_>>(), [days]);

    // The server restarts: the seek is read back, its author named, and it can be taken.
    server.kill().await;
    let server = camelot_server::Server::start(&addr.to_string(), &db, Config::default())
        .await
        .unwrap();
    let mut bob = Client::sign_in(addr, &bob.token).await.0;
    let open = seeks(&mut bob).await;
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!((open[0].id, open[0].player.as_str()), (days, "Ann"));
    assert_eq!(open[0].variant, camelot_rules::Variant::Camette);
    let fresh = posted(&mut bob, r#"{"type":"seek","time":"1d"}"#).await;
    assert!(fresh > days, "a new seek never takes a kept one's number");
    bob.send(&ClientMsg::Accept { seek: days }).await;
    let game = bob.game_state().await;
    assert!([game.white.as_str(), game.black.as_str()].contains(&"Ann"));
    let token = bob.token.clone();
    bob.close().await;

    // Taken, it is forgotten: after another restart only Bob's own is open.
    server.kill().await;
    let _server = camelot_server::Server::start(&addr.to_string(), &db, Config::default())
        .await
        .unwrap();
    let mut bob = Client::sign_in(addr, &token).await.0;
    let open = seeks(&mut bob).await;
    assert_eq!(open.iter().map(|s| s.id).collect::<Vec<_>>(), [fresh]);
}
