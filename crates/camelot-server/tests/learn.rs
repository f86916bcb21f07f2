//! Lessons and puzzles for the browser: an exercise judged with the game's verdicts and
//! sentences (camelot-tutorial), progress kept per account; puzzles by id solved and rated
//! (camelot-puzzles' Glicko-2), a wrong move taken back and rated once, streak runs, visitors
//! unrated.

mod common;

use camelot_protocol::{
    ClientMsg, ErrorCode, PuzzleRecordView, PuzzleVerdict, PuzzleView, SentenceArg, ServerMsg,
    SolvedStep, StepVerdict,
};
use camelot_puzzles::{Puzzle, shipped};
use camelot_rules::{Outcome, Position};
use camelot_tutorial::{Arg, Verdict};
use common::{Client, start};

async fn verdict(c: &mut Client, lesson: u32, step: u32, mv: &str) -> StepVerdict {
    c.send(&ClientMsg::LessonMove {
        lesson,
        step,
        notation: mv.into(),
    })
    .await;
    match c.recv().await {
        ServerMsg::LessonVerdict { verdict, .. } => verdict,
        other => panic!("expected a verdict, got {other:?}"),
    }
}

async fn solved_steps(c: &mut Client) -> Vec<SolvedStep> {
    c.send(&ClientMsg::Lessons).await;
    match c.recv().await {
        ServerMsg::Lessons { lessons, solved } => {
            assert_eq!(lessons.len(), 14);
            solved
        }
        other => panic!("expected the lessons, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exercise_is_judged_as_the_game_judges_it_and_progress_is_kept_per_account() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    // Lesson 3, step 3 (2 from 0): a canter of three legs.
    let lessons = camelot_tutorial::lessons().unwrap();
    let exercise = lessons[2].steps[2].exercise().unwrap();
    // A move none of the listed mistakes: the first failed check's sentence, as in the game.
    let position = *exercise.position();
    let listed: Vec<_> = exercise.mistakes().iter().map(|m| m.play.key()).collect();
    let (other, expected) = position
        .legal_moves()
        .into_iter()
        .filter(|m| !listed.contains(&m.key()))
        .find_map(|m| match exercise.judge(&m) {
            Verdict::Wrong(why) => Some((m, why)),
            _ => None,
        })
        .unwrap();
    let StepVerdict::Wrong { why } = verdict(&mut ann, 3, 2, &other.to_string()).await else {
        panic!("{other} is not what was asked");
    };
    assert_eq!(why.key, expected.key);
    for (name, arg) in &expected.args {
        let sent = match arg {
            Arg::Number(n) => SentenceArg::Number(*n as u32),
            Arg::Word(w) => SentenceArg::Word(w.clone()),
        };
        assert_eq!(why.args[*name], sent, "{name}");
    }
    // A listed mistake: its own sentence.
    let StepVerdict::Wrong { why } = verdict(&mut ann, 3, 2, "C5-C7").await else {
        panic!("C5-C7 is a listed mistake");
    };
    assert_eq!(why.key, "lesson-03-step-3-mistake-1");
    // An illegal move: refused in the rules core's words, as a game's move.
    ann.send(&ClientMsg::LessonMove {
        lesson: 3,
        step: 2,
        notation: "C5-C9".into(),
    })
    .await;
    match ann.recv().await {
        ServerMsg::Error { code, illegal, .. } => {
            assert_eq!(code, ErrorCode::IllegalMove);
            assert!(illegal.is_some());
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(solved_steps(&mut ann).await, []);
    // The answer: right, and kept in Ann's progress.
    assert_eq!(
        verdict(&mut ann, 3, 2, "C5-C7-E7-E9").await,
        StepVerdict::Correct
    );
    let three = SolvedStep { lesson: 3, step: 2 };
    assert_eq!(solved_steps(&mut ann).await, [three]);
    // A demonstration is no exercise.
    ann.send(&ClientMsg::LessonMove {
        lesson: 3,
        step: 0,
        notation: "E6-E8".into(),
    })
    .await;
    assert_eq!(ann.error().await.0, ErrorCode::UnknownLesson);
    // Kept for Ann's next session, not Bob's; a visitor is judged alike, but keeps nothing.
    let token = ann.token.clone();
    ann.close().await;
    let (mut again, _) = Client::sign_in(server.addr, &token).await;
    assert_eq!(solved_steps(&mut again).await, [three]);
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    assert_eq!(solved_steps(&mut bob).await, []);
    let mut guest = Client::visitor(server.addr).await;
    assert_eq!(
        verdict(&mut guest, 3, 2, "C5-C7-E7-E9").await,
        StepVerdict::Correct
    );
    assert_eq!(solved_steps(&mut guest).await, []);
    // A lesson's steps, the exercise with its legal moves.
    guest.send(&ClientMsg::Lesson { lesson: 3 }).await;
    match guest.recv().await {
        ServerMsg::Lesson { lesson } => {
            assert_eq!(lesson.steps.len(), lessons[2].steps.len());
            assert_eq!(lesson.entry.exercises, [2, 3]);
        }
        other => panic!("expected a lesson, got {other:?}"),
    }
    guest.send(&ClientMsg::Lesson { lesson: 15 }).await;
    assert_eq!(guest.error().await.0, ErrorCode::UnknownLesson);
}

async fn open(c: &mut Client, id: &str) -> PuzzleView {
    c.send(&ClientMsg::PuzzleOpen { id: id.into() }).await;
    match c.recv().await {
        ServerMsg::Puzzle {
            puzzle: Some(p), ..
        } => p,
        other => panic!("expected a puzzle, got {other:?}"),
    }
}

/// The verdict, the board after, and the record if the puzzle counted in it.
async fn try_move(c: &mut Client, mv: &str) -> (PuzzleVerdict, String, Option<PuzzleRecordView>) {
    c.send(&ClientMsg::PuzzleMove {
        notation: mv.into(),
    })
    .await;
    match c.recv().await {
        ServerMsg::PuzzleMoved {
            verdict,
            position,
            record,
            ..
        } => (verdict, position, record),
        other => panic!("expected a verdict, got {other:?}"),
    }
}

/// A legal move of the puzzle's start that is not its first and wins nothing at once.
fn wrong_move(p: &Puzzle) -> String {
    let position: Position = Position::parse_in(p.variant, &p.position).unwrap();
    let first = position.read_move(&p.solution[0]).unwrap().key();
    let side = position.side_to_move();
    position
        .legal_moves()
        .into_iter()
        .find(|m| {
            let won =
                position.play(&m.key()).result().map(|r| r.outcome) == Some(Outcome::Win(side));
            m.key() != first && !won
        })
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_by_id_is_solved_and_rated_and_a_wrong_move_lowers_the_rating_once() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    // The game's id (`camelot --puzzle camelot-1479`), solved move by move.
    let puzzle = shipped().get("camelot-1479").unwrap();
    let view = open(&mut ann, &puzzle.id).await;
    assert!(view.rated);
    assert_eq!(view.position, puzzle.position);
    assert!(!view.legal.is_empty());
    let mut record = None;
    for (i, mv) in puzzle.solution.iter().enumerate().step_by(2) {
        let (verdict, _, counted) = try_move(&mut ann, mv).await;
        let last = i + 1 == puzzle.solution.len();
        assert_eq!(
            verdict,
            if last {
                PuzzleVerdict::Solved
            } else {
                PuzzleVerdict::Correct
            }
        );
        record = counted.or(record);
    }
    let record = record.expect("the solved puzzle is rated");
    assert!(record.rating > 1500.0 && record.attempts == 1, "{record:?}");
    // Solved: once again it is not rated.
    assert!(!open(&mut ann, &puzzle.id).await.rated);

    // Another: a wrong move is taken back (the board as before it) and counts once.
    let other = shipped().get("camelot-0475").unwrap();
    open(&mut ann, &other.id).await;
    let wrong = wrong_move(other);
    let (verdict, position, counted) = try_move(&mut ann, &wrong).await;
    assert_eq!(verdict, PuzzleVerdict::Wrong);
    assert_eq!(position, other.position);
    let lowered = counted.expect("the failed puzzle is rated");
    assert!(
        lowered.rating < record.rating && lowered.attempts == 2,
        "{lowered:?}"
    );
    let (verdict, _, counted) = try_move(&mut ann, &wrong).await;
    assert_eq!(
        (verdict, counted),
        (PuzzleVerdict::Wrong, None),
        "not rated twice"
    );
    // The right move still plays on, but the puzzle counted already.
    let (verdict, _, counted) = try_move(&mut ann, &other.solution[0]).await;
    assert_ne!(verdict, PuzzleVerdict::Wrong);
    assert_eq!(counted, None);
    // An illegal move is refused as in a game; the history and record are kept.
    ann.send(&ClientMsg::PuzzleMove {
        notation: "A1-A9".into(),
    })
    .await;
    assert_eq!(ann.error().await.0, ErrorCode::IllegalMove);
    ann.send(&ClientMsg::PuzzleRecord).await;
    match ann.recv().await {
        ServerMsg::PuzzleRecord {
            record, history, ..
        } => {
            assert_eq!(record.unwrap().rating, lowered.rating);
            let tried: Vec<_> = history.iter().map(|t| (t.id.as_str(), t.solved)).collect();
            assert_eq!(
                tried,
                [(other.id.as_str(), false), (puzzle.id.as_str(), true)]
            );
        }
        other => panic!("expected the record, got {other:?}"),
    }
    ann.send(&ClientMsg::PuzzleOpen {
        id: "camelot-99999".into(),
    })
    .await;
    assert_eq!(ann.error().await.0, ErrorCode::UnknownPuzzle);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_fails_the_puzzle_visitors_are_not_rated_and_a_streak_run_counts_its_best() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    // A visitor solves, unrated; nothing is kept.
    let mut guest = Client::visitor(server.addr).await;
    let puzzle = shipped().get("camelot-1479").unwrap();
    assert!(!open(&mut guest, &puzzle.id).await.rated);
    let (verdict, _, counted) = try_move(&mut guest, &wrong_move(puzzle)).await;
    assert_eq!((verdict, counted), (PuzzleVerdict::Wrong, None));
    guest.send(&ClientMsg::PuzzleRecord).await;
    assert!(matches!(
        guest.recv().await,
        ServerMsg::PuzzleRecord { record: None, .. }
    ));
    // A hint names the piece to move and fails the puzzle.
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    open(&mut ann, &puzzle.id).await;
    ann.send(&ClientMsg::PuzzleHint).await;
    let first = Position::parse_in(puzzle.variant, &puzzle.position)
        .unwrap()
        .read_move(&puzzle.solution[0])
        .unwrap();
    assert!(matches!(ann.recv().await,
        ServerMsg::PuzzleHint { square, .. } if square == first.from.to_string()));
    ann.send(&ClientMsg::PuzzleSolution).await;
    match ann.recv().await {
        ServerMsg::PuzzleSolution {
            moves, positions, ..
        } => {
            assert_eq!(moves.len(), puzzle.solution.len());
            assert_eq!(positions.len(), moves.len() + 1);
        }
        other => panic!("expected the solution, got {other:?}"),
    }
    ann.send(&ClientMsg::PuzzleRecord).await;
    match ann.recv().await {
        ServerMsg::PuzzleRecord {
            record, history, ..
        } => {
            assert!(record.unwrap().rating < 1500.0);
            assert_eq!(history.len(), 1);
        }
        other => panic!("expected the record, got {other:?}"),
    }
    // A streak run: not rated; a solved puzzle makes the best run.
    ann.send_text(r#"{"type":"puzzle_next","variant":"camette","streak":true}"#)
        .await;
    let (p, run) = match ann.recv().await {
        ServerMsg::Puzzle {
            puzzle: Some(p),
            run: Some(run),
        } => (p, run),
        other => panic!("expected a run's puzzle, got {other:?}"),
    };
    assert_eq!(
        (run.solved, p.rated, p.variant.name()),
        (0, false, "camette")
    );
    let solution = &shipped().get(&p.id).unwrap().solution;
    let mut best = None;
    for mv in solution.iter().step_by(2) {
        ann.send(&ClientMsg::PuzzleMove {
            notation: mv.clone(),
        })
        .await;
        if let ServerMsg::PuzzleMoved { record, run, .. } = ann.recv().await {
            best = record.map(|r| r.best_run).or(best);
            assert!(run.is_some());
        }
    }
    assert_eq!(best, Some(1));
    ann.send_text(r#"{"type":"puzzle_next","theme":"no-such-theme"}"#)
        .await;
    assert_eq!(ann.error().await.0, ErrorCode::UnknownPuzzle);
}
