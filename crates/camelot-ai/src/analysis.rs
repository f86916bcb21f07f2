//! Analysis of a game's positions, one rule for every reviewer (the game's review, the
//! server's): the engine's evaluation of a position from White's side (a man is 100, beyond
//! ±[`MATE_BOUND`] a forced result), its best move, how much a move lost, and the marks `?`
//! and `??` of the moves that lost most.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_rules::{Color, Move, Outcome, Position};

use crate::engine::{Engine, SearchLimits};
use crate::search::MATE;
#[cfg(doc)]
use crate::search::MATE_BOUND;

/// The search time for each position of a reviewed game.
pub const BUDGET: Duration = Duration::from_millis(150);

/// How much a move must lose (a man is 100) for `?` and for `??`.
pub const MISTAKE: i32 = 100;
pub const BLUNDER: i32 = 250;

/// The engine's view of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// From White's side: a man is 100; beyond ±[`MATE_BOUND`] a forced result.
    pub white: i32,
    /// The engine's move for the side to move (none when the game is over there).
    pub best: Option<Move>,
}

/// How much the move from `before` to `after` lost for `mover`, the side that made it;
/// forced results count as 20 men.
pub fn loss(before: &Evaluation, after: &Evaluation, mover: Color) -> i32 {
    let clamp = |s: i32| s.clamp(-2000, 2000);
    let drop = clamp(before.white) - clamp(after.white);
    match mover {
        Color::White => drop,
        Color::Black => -drop,
    }
}

/// The mark of a move that lost `loss`: `??`, `?` or none.
pub fn mark(loss: i32) -> &'static str {
    match loss {
        l if l >= BLUNDER => "??",
        l if l >= MISTAKE => "?",
        _ => "",
    }
}

/// The evaluation of a position the rules have decided, without a search.
pub fn decided(position: &Position) -> Option<Evaluation> {
    let result = position.result()?;
    let white = match result.outcome {
        Outcome::Win(Color::White) => MATE,
        Outcome::Win(Color::Black) => -MATE,
        Outcome::Draw => 0,
    };
    Some(Evaluation { white, best: None })
}

/// The engine's evaluation of `position` within `budget` (none for a decided one).
pub fn evaluate_position(
    engine: &mut Engine,
    position: &Position,
    budget: Duration,
    stop: &AtomicBool,
) -> Evaluation {
    if let Some(e) = decided(position) {
        return e;
    }
    let limits = SearchLimits {
        time: Some(budget),
        ..SearchLimits::default()
    };
    let result = engine.search(position, &[], limits, stop, |_| {});
    let score = result.info.score;
    Evaluation {
        white: match position.side_to_move() {
            Color::White => score,
            Color::Black => -score,
        },
        best: result.best.map(|key| position.canonical_path(&key)),
    }
}

/// The marks of a game's moves, from the evaluations of its positions (`evaluations[i]`
/// before ply `i + 1`); a move with a position not evaluated has none.
pub fn marks(positions: &[Position], evaluations: &[Option<&Evaluation>]) -> Vec<&'static str> {
    (0..positions.len().saturating_sub(1))
        .map(|i| {
            match (
                evaluations.get(i).copied().flatten(),
                evaluations.get(i + 1).copied().flatten(),
            ) {
                (Some(before), Some(after)) => {
                    mark(loss(before, after, positions[i].side_to_move()))
                }
                _ => "",
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(white: i32) -> Evaluation {
        Evaluation { white, best: None }
    }

    #[test]
    fn a_lost_man_is_a_loss_for_the_side_that_moved() {
        let (even, white_down) = (eval(0), eval(-100));
        assert_eq!(loss(&even, &white_down, Color::White), 100);
        assert_eq!(loss(&even, &white_down, Color::Black), -100);
        assert_eq!(
            loss(&even, &eval(-MATE), Color::White),
            2000,
            "forced results count 20 men"
        );
    }

    #[test]
    fn marks_grow_with_the_loss() {
        assert_eq!(mark(MISTAKE - 1), "");
        assert_eq!(mark(MISTAKE), "?");
        assert_eq!(mark(BLUNDER), "??");
        let start = Position::start();
        let positions = [start, start, start];
        let (a, b, c) = (eval(0), eval(-300), eval(-300));
        assert_eq!(
            marks(&positions, &[Some(&a), Some(&b), Some(&c)]),
            ["??", ""]
        );
        assert_eq!(marks(&positions, &[Some(&a), None, Some(&c)]), ["", ""]);
    }

    #[test]
    fn decided_positions_need_no_search() {
        // Black has no piece left and White two: White has won (R13).
        let won: Position = "2/8/10/12/12/12/12/12/12/4MM6/12/12/12/10/8/2 b 0 0 - 0"
            .parse()
            .unwrap();
        let e = evaluate_position(&mut Engine::new(1), &won, BUDGET, &AtomicBool::new(false));
        assert!(e.white >= crate::MATE_BOUND, "{}", e.white);
        assert!(e.best.is_none());
    }
}
