//! Variants online (VARIANTS.md, V0.1): a seek names its variant, pairs only with a seek of
//! the same one, and the game is created, played, stored, restored after a restart and
//! exported in it.

mod common;

use camelot_protocol::{ClientMsg, GameStatus, ServerMsg};
use camelot_rules::{Game, HouseRules, Position, Record, Variant};
use common::{Client, play, start};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v1_a_camette_game_is_played_stored_restored_and_exported_as_camette() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start(&db).await;
    let addr = server.addr;
    let mut ann = Client::sign_up(addr, "Ann").await;
    let mut bob = Client::sign_up(addr, "Bob").await;
    ann.send_text(r#"{"type":"seek","time":"5+3","color":"white","variant":"Camette"}"#)
        .await;
    let seek = ann
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek),
            _ => None,
        })
        .await;
    assert_eq!(seek.variant, Variant::Camette);
    // A standard seek of the same time control does not take it.
    bob.send_text(r#"{"type":"seek","time":"5+3"}"#).await;
    let own = bob
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek),
            _ => None,
        })
        .await;
    assert_eq!(own.variant, Variant::Camelot);
    bob.send(&ClientMsg::CancelSeek { seek: own.id }).await;
    bob.send(&ClientMsg::Accept { seek: seek.id }).await;
    let view = bob.game_state().await;
    assert_eq!(ann.game_state().await.id, view.id);
    assert_eq!(view.variant, Variant::Camette);
    let start_position = Position::start_of(Variant::Camette);
    assert_eq!(view.position, start_position.to_string());

    let mut game = Game::new(start_position, HouseRules::default());
    play(&mut [&mut ann, &mut bob], view.id, &mut game, 2).await;
    server.kill().await;
    let server = camelot_server::Server::start(&addr.to_string(), &db, Default::default())
        .await
        .unwrap();
    let (mut ann, games) = Client::sign_in(addr, &ann.token).await;
    let (mut bob, _) = Client::sign_in(addr, &bob.token).await;
    assert_eq!(games[0].variant, Variant::Camette);
    assert_eq!(games[0].moves.len(), 2);
    assert_eq!(games[0].position, game.position().to_string());

    play(&mut [&mut ann, &mut bob], view.id, &mut game, 400).await;
    if !game.is_over() {
        ann.send(&ClientMsg::Resign { game: view.id }).await;
    }
    ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
        .await;
    ann.send(&ClientMsg::Watch { game: view.id }).await;
    let done = ann.game_state().await;
    assert_eq!(
        (done.status, done.variant),
        (GameStatus::Finished, Variant::Camette)
    );
    server.kill().await;

    let written = camelot_server::export::export(&db, &dir.path().join("out")).unwrap();
    let text = std::fs::read_to_string(&written[0]).unwrap();
    assert!(text.contains("[Variant \"camette\"]"), "{text}");
    let record = Record::parse(&text).unwrap();
    assert_eq!(record.game().position().variant(), Variant::Camette);
    assert_eq!(record.game().moves(), game.moves());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v0_1_a_seek_naming_no_known_variant_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    ann.send_text(r#"{"type":"seek","time":"5+3","variant":"chess"}"#)
        .await;
    let (code, message) = ann.error().await;
    assert_eq!(code, camelot_protocol::ErrorCode::BadMessage);
    assert!(message.contains("unknown variant"), "{message}");
    server.kill().await;
}

#[test]
fn v1_the_protocol_docs_camette_game_starts_where_the_rules_core_starts_it() {
    let doc = include_str!("../../../docs/protocol.md");
    let line = doc
        .lines()
        .find(|l| l.starts_with(r#"{"type":"game""#) && l.contains("camette"))
        .expect("a Camette game example");
    let ServerMsg::Game { game } = serde_json::from_str(line).unwrap() else {
        panic!("{line}");
    };
    assert_eq!(game.variant, Variant::Camette);
    assert_eq!(
        game.position,
        Position::start_of(Variant::Camette).to_string()
    );
}
