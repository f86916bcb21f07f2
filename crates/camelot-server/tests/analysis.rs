//! Analysis on the server's engine (issue 36): never of a game in progress, nor for a player
//! in a game against a person; a finished game's analysis computed once and kept; the
//! analysis board's positions.

mod common;

use camelot_protocol::{ClientMsg, ErrorCode, GameId, ServerMsg};
use camelot_rules::{Game, HouseRules, Position, Variant};
use camelot_server::Config;
use common::{Client, play, start_game, start_with};

fn config() -> Config {
    Config {
        analysis_ms: 20,
        position_analysis_ms: 50,
        game_analyses_per_day: 1,
        ..Config::default()
    }
}

async fn analysis(
    c: &mut Client,
) -> (
    GameId,
    Vec<camelot_protocol::PositionEvaluation>,
    Vec<String>,
) {
    c.until(|m| match m {
        ServerMsg::Analysis {
            game,
            evaluations,
            marks,
        } => Some((game, evaluations, marks)),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_engine_help_in_a_game_against_a_person_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), config()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    ann.send(&ClientMsg::Analyse { game: id }).await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed);
    let position = Position::start().to_string();
    let variant = Variant::Camelot;
    ann.send(&ClientMsg::AnalysePosition { variant, position })
        .await;
    assert_eq!(ann.error().await.0, ErrorCode::NotAllowed);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_analysis_is_computed_once_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let server = start_with(&db, config()).await;
    let addr = server.addr;
    let mut ann = Client::sign_up(addr, "Ann").await;
    let mut bob = Client::sign_up(addr, "Bob").await;
    let mut ids = Vec::new();
    for _ in 0..2 {
        let id = start_game(&mut ann, &mut bob).await;
        let mut game = Game::new(Position::start(), HouseRules::default());
        play(&mut [&mut ann, &mut bob], id, &mut game, 6).await;
        ann.send(&ClientMsg::Resign { game: id }).await;
        ann.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
            .await;
        ids.push(id);
    }
    ann.send(&ClientMsg::Analyse { game: ids[0] }).await;
    let first = analysis(&mut ann).await;
    assert_eq!(first.0, ids[0]);
    assert_eq!(first.1.len(), 7, "the start and six plies");
    assert_eq!(first.2.len(), 6, "a mark (maybe none) per move");
    assert!(first.1[0].best.is_some());
    // The day's one computation is spent: asked again, the kept one comes.
    ann.send(&ClientMsg::Analyse { game: ids[0] }).await;
    assert_eq!(analysis(&mut ann).await, first);
    ann.send(&ClientMsg::Analyse { game: ids[1] }).await;
    assert_eq!(ann.error().await.0, ErrorCode::Limit);

    // Kept on disk: after a restart it is the same, and costs nobody's budget.
    server.kill().await;
    let _server = camelot_server::Server::start(&addr.to_string(), &db, config())
        .await
        .unwrap();
    let (mut bob, _) = Client::sign_in(addr, &bob.token).await;
    bob.send(&ClientMsg::Analyse { game: ids[0] }).await;
    assert_eq!(analysis(&mut bob).await, first);
    bob.send(&ClientMsg::Analyse { game: ids[1] }).await;
    assert_eq!(analysis(&mut bob).await.1.len(), 7);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_board_evaluates_any_position() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), config()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    // Another game's position: the answer names its game, for its board.
    let position = Position::start_of(Variant::Camette).to_string();
    ann.send(&ClientMsg::AnalysePosition {
        variant: Variant::Camette,
        position: position.clone(),
    })
    .await;
    let (variant, shown, evaluation) = ann
        .until(|m| match m {
            ServerMsg::PositionAnalysis {
                variant,
                position,
                evaluation,
            } => Some((variant, position, evaluation)),
            _ => None,
        })
        .await;
    assert_eq!((variant, shown), (Variant::Camette, position));
    assert!(evaluation.best.is_some());
    ann.send(&ClientMsg::AnalysePosition {
        variant: Variant::Camelot,
        position: "not a position".into(),
    })
    .await;
    assert_eq!(ann.error().await.0, ErrorCode::BadMessage);
}
