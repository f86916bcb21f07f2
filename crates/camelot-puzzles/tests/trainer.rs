//! One attempt at a puzzle as the game's puzzle screen drives it, and choosing puzzles.

use camelot_puzzles::{Attempt, Header, Puzzle, PuzzleRating, PuzzleSet, Theme, Verdict};
use camelot_rules::{Position, Variant};

/// A sacrifice the opponent must take (R7), then a knight's charge (R6).
fn sacrifice() -> Puzzle {
    Puzzle {
        id: "camelot-0001".into(),
        variant: Variant::Camelot,
        position: "2/8/10/12/1M6m3/4mm1m2m1/6m1n1n1/12/9N2/4MNM5/6MM4/1N3M6/12/10/8/2 w 0 0 - 0"
            .into(),
        solution: vec![
            "J8-I9".into(),
            "I10xI8".into(),
            "F7-H7xJ9xL11xJ11xH13".into(),
        ],
        themes: vec![Theme::CaptureDue, Theme::JumpChain, Theme::KnightsCharge],
        rating: 1350,
        depth: 2,
        nodes: 1273,
        score: 898,
        source: "test".into(),
    }
}

fn mv(attempt: &Attempt, text: &str) -> camelot_rules::Move {
    attempt.position().read_move(text).unwrap()
}

#[test]
fn the_right_moves_solve_it_with_the_reply_between() {
    let mut a = Attempt::new(&sacrifice()).unwrap();
    assert_eq!(a.hint(), Some("J8".parse().unwrap()));
    let first = mv(&a, "J8-I9");
    let Verdict::Correct { reply } = a.try_move(&first) else {
        panic!("J8-I9 is the solution's first move");
    };
    assert_eq!(reply.to_string(), "I10xI8");
    assert_eq!(a.played(), 2);
    assert_eq!(a.hint(), Some("F7".parse().unwrap()));
    // Any path of the move (R16) is the move: the charge entered leg by leg as written.
    let last = mv(&a, "F7-H7xJ9xL11xJ11xH13");
    assert_eq!(a.try_move(&last), Verdict::Solved);
    assert!(a.is_solved() && !a.is_failed());
    assert_eq!(a.hint(), None);
}

#[test]
fn a_wrong_move_fails_and_an_illegal_one_changes_nothing() {
    let mut a = Attempt::new(&sacrifice()).unwrap();
    let start = *a.position();
    // J8 cannot reach J12 in one move; B12-B11 is legal but not the solution.
    let illegal = camelot_rules::Move {
        from: "J8".parse().unwrap(),
        legs: vec![camelot_rules::Leg {
            kind: camelot_rules::LegKind::Plain,
            to: "J12".parse().unwrap(),
        }],
    };
    assert!(matches!(a.try_move(&illegal), Verdict::Illegal(_)));
    assert_eq!(*a.position(), start);
    assert!(!a.is_failed());
    let wrong = mv(&a, "B12-B11");
    assert_eq!(a.try_move(&wrong), Verdict::Wrong);
    assert!(a.is_failed());
    assert_eq!(a.solution().len(), 3);
}

#[test]
fn a_puzzle_is_picked_near_the_rating_with_the_theme() {
    let mut easy = sacrifice();
    easy.id = "camelot-0002".into();
    easy.rating = 900;
    easy.themes = vec![Theme::JumpChain];
    let set = PuzzleSet {
        header: Header::default(),
        puzzles: vec![sacrifice(), easy],
    };
    let pick = |r: f64, t| {
        set.pick(Variant::Camelot, r, t, |_| false)
            .map(|p| p.id.clone())
    };
    assert_eq!(pick(1000.0, None).as_deref(), Some("camelot-0002"));
    assert_eq!(pick(1400.0, None).as_deref(), Some("camelot-0001"));
    assert_eq!(
        pick(1000.0, Some(Theme::CaptureDue)).as_deref(),
        Some("camelot-0001")
    );
    assert_eq!(pick(1000.0, Some(Theme::R9Exit)), None);
    assert_eq!(set.pick(Variant::Cam, 1000.0, None, |_| false), None);
    let skip_easy = set.pick(Variant::Camelot, 1000.0, None, |p| p.rating < 1000);
    assert_eq!(skip_easy.map(|p| p.id.as_str()), Some("camelot-0001"));
}

#[test]
fn the_rating_rises_on_a_solve_and_falls_on_a_miss() {
    let r = PuzzleRating::default();
    assert!(r.after(1350, true).rating > r.rating);
    assert!(r.after(1350, false).rating < r.rating);
}

#[test]
fn the_position_is_the_puzzles_and_the_solver_is_to_move() {
    let p = sacrifice();
    let a = Attempt::new(&p).unwrap();
    assert_eq!(a.position(), &p.position.parse::<Position>().unwrap());
}
