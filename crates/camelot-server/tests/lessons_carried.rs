//! A visitor's lesson progress, kept in the browser, is carried into the account at sign-up or
//! sign-in (issue 36): sent once with `lessons_solved`, merged (an exercise solved in either is
//! solved), steps that are no exercise ignored.

mod common;

use camelot_protocol::{ClientMsg, ErrorCode, ServerMsg, SolvedStep};
use common::{Client, start};

async fn solved(c: &mut Client) -> Vec<SolvedStep> {
    c.until(|m| match m {
        ServerMsg::Lessons { solved, .. } => Some(solved),
        _ => None,
    })
    .await
}

#[tokio::test]
async fn the_browsers_exercises_are_merged_into_the_account() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let step = |lesson, step| SolvedStep { lesson, step };
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    ann.send(&ClientMsg::LessonsSolved {
        solved: vec![step(3, 2)],
    })
    .await;
    assert_eq!(solved(&mut ann).await, [step(3, 2)]);
    // Another browser's progress: one exercise more, one known, and steps that are none.
    let (mut again, _) = Client::sign_in(server.addr, &ann.token).await;
    again
        .send(&ClientMsg::LessonsSolved {
            solved: vec![step(3, 3), step(3, 2), step(3, 0), step(99, 1)],
        })
        .await;
    assert_eq!(solved(&mut again).await, [step(3, 2), step(3, 3)]);

    // A visitor has no account to carry them into.
    let mut v = Client::visitor(server.addr).await;
    v.send(&ClientMsg::LessonsSolved {
        solved: vec![step(3, 2)],
    })
    .await;
    assert_eq!(v.error().await.0, ErrorCode::NotSignedIn);
}
