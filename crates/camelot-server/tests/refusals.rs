//! A refused move carries its reason as data (protocol 2), and `legal` answers every path of
//! every move, so a client words the refusal and enters a multi-leg move without asking more.

mod common;

use camelot_protocol::{ClientMsg, ErrorCode, IllegalReason, LegalMove, Phase, ServerMsg};
use common::{Client, start, start_game, start_game_in};

fn mv(game: i64, notation: &str) -> ClientMsg {
    ClientMsg::Move {
        game,
        notation: notation.into(),
        ply: None,
    }
}

async fn refusal(c: &mut Client) -> (ErrorCode, Option<IllegalReason>) {
    c.until(|m| match m {
        ServerMsg::Error { code, illegal, .. } => Some((code, illegal)),
        _ => None,
    })
    .await
}

async fn legal(c: &mut Client, game: i64) -> (Phase, Vec<LegalMove>) {
    c.send(&ClientMsg::Legal { game }).await;
    c.until(|m| match m {
        ServerMsg::LegalMoves { phase, moves, .. } => Some((phase, moves)),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r7_a_step_when_a_capture_is_due_is_refused_with_its_reason_and_every_jump_path_listed() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game(&mut ann, &mut bob).await;
    ann.send(&mv(id, "E6-E8")).await;
    ann.moved().await;
    bob.send(&mv(id, "E10-E9")).await;
    ann.moved().await;
    ann.send(&mv(id, "C6-C7")).await;
    let (code, illegal) = refusal(&mut ann).await;
    assert_eq!(code, ErrorCode::IllegalMove);
    let illegal = illegal.expect("the reason as data");
    assert_eq!(
        (illegal.code.as_str(), illegal.rule.as_deref()),
        ("capture_due", Some("R7"))
    );
    assert!(illegal.args.is_empty());
    // Notation that does not read has no reason of the rules.
    ann.send(&mv(id, "Z99-C7")).await;
    assert_eq!(refusal(&mut ann).await, (ErrorCode::IllegalMove, None));

    let (phase, moves) = legal(&mut ann, id).await;
    assert_eq!(phase, Phase::Moving);
    assert!(moves.iter().all(|m| m.notation.contains('x')), "R7");
    // The knight's charge (R6) and every leg of it from the one answer.
    assert!(moves.iter().any(|m| m.path == ["D7", "F9", "D9"]));
    assert!(
        moves.iter().any(|m| m.path.len() > 3),
        "a run of jumps, each landing listed (R5)"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v5_4_placing_trees_is_a_phase_and_a_tree_in_the_river_is_refused_for_v5_1() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    let id = start_game_in(&mut ann, &mut bob, "river").await;
    let (phase, moves) = legal(&mut ann, id).await;
    assert_eq!((phase, moves.len()), (Phase::PlacingTrees, 10_660));
    ann.send(&mv(id, "C2,D2,B6")).await;
    let illegal = refusal(&mut ann).await.1.expect("the reason as data");
    assert_eq!(illegal.code, "tree_in_river");
    assert_eq!(illegal.rule.as_deref(), Some("V5.1"));
    assert_eq!(illegal.args["at"], "B6");
}
