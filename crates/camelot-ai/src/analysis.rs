//! Analysis of a game's positions, one rule for every reviewer (the game's review, the
//! server's) and for the game's Hint: the engine's evaluation of a position from White's side
//! (a man is 100, beyond ±[`MATE_BOUND`] a forced result), its best move, how much of the
//! expected result a move gave away, and the marks `?` and `??` of the moves that gave away
//! most. Marks are judged on the result's scale, not the raw score: a man is much at an even
//! game and nothing when twenty men ahead, and a move that keeps a forced win gives nothing
//! away; the engine's own move is never marked by its own evaluation.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_rules::{Color, Move, Outcome, Position};

use crate::engine::{Engine, SearchLimits};
use crate::search::{MATE, MATE_BOUND};

/// The search time for each position of a reviewed game, and for a hint.
pub const BUDGET: Duration = Duration::from_millis(150);

/// How much of the expected result (0 a loss, 1 a win) a move must give away for `?` and for
/// `??`: from an even game, about a man and about two men.
pub const MISTAKE: f64 = 0.1;
pub const BLUNDER: f64 = 0.2;

/// The score (a man is 100) at which the expected result is about 0.73: the logistic curve's
/// scale, so that a man lost from an even game gives away just over 0.1 (a `?`, as before).
const SCALE: f64 = 240.0;

/// Forced moves followed to the first choice before a position is searched: the engine does
/// not search a position with one legal move (nothing to choose), so its score is none.
const FORCED_PLIES: usize = 32;

/// The engine's view of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// From White's side: a man is 100; beyond ±[`MATE_BOUND`] a forced result.
    pub white: i32,
    /// The engine's move for the side to move (none when the game is over there).
    pub best: Option<Move>,
}

/// White's expected result from a score: 1 a win, 0 a loss, a forced result exactly so.
pub fn expected(white: i32) -> f64 {
    if white >= MATE_BOUND {
        1.0
    } else if white <= -MATE_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(white) / SCALE).exp())
    }
}

/// How much of the expected result the move from `before` to `after` gave away for `mover`,
/// the side that made it (negative when it gained).
pub fn loss(before: &Evaluation, after: &Evaluation, mover: Color) -> f64 {
    let drop = expected(before.white) - expected(after.white);
    match mover {
        Color::White => drop,
        Color::Black => -drop,
    }
}

/// The mark of a move that gave away `loss` of the expected result: `??`, `?` or none.
pub fn mark(loss: f64) -> &'static str {
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

/// The engine's evaluation of `position` within `budget` (none for a decided one). A forced
/// move is worth what the position after it is worth (the engine gives one no score: the
/// graph of a won game dipped to 0.00 at each forced capture, and the marks with it).
pub fn evaluate_position(
    engine: &mut Engine,
    position: &Position,
    budget: Duration,
    stop: &AtomicBool,
) -> Evaluation {
    let mut at = *position;
    let mut forced = None;
    for _ in 0..FORCED_PLIES {
        if decided(&at).is_some() {
            break;
        }
        let [only] = at.legal_keys()[..] else {
            break;
        };
        forced.get_or_insert_with(|| position.canonical_path(&only));
        at = at.play(&only);
    }
    if let Some(e) = decided(&at) {
        return Evaluation {
            white: e.white,
            best: forced,
        };
    }
    let limits = SearchLimits {
        time: Some(budget),
        ..SearchLimits::default()
    };
    let result = engine.search(&at, &[], limits, stop, |_| {});
    let score = result.info.score;
    Evaluation {
        white: match at.side_to_move() {
            Color::White => score,
            Color::Black => -score,
        },
        best: forced.or_else(|| result.best.map(|key| at.canonical_path(&key))),
    }
}

/// The marks of a game's moves, from the evaluations of its positions (`evaluations[i]`
/// before ply `i + 1`); a move with a position not evaluated has none, and neither has the
/// move the engine chose there (what the Hint, searching as the review does, would say).
pub fn marks(positions: &[Position], evaluations: &[Option<&Evaluation>]) -> Vec<&'static str> {
    (0..positions.len().saturating_sub(1))
        .map(|i| {
            match (
                evaluations.get(i).copied().flatten(),
                evaluations.get(i + 1).copied().flatten(),
            ) {
                (Some(before), _)
                    if before
                        .best
                        .as_ref()
                        .is_some_and(|best| positions[i].play(&best.key()) == positions[i + 1]) =>
                {
                    ""
                }
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
        let lost = loss(&even, &white_down, Color::White);
        assert!((0.09..0.11).contains(&lost), "{lost}");
        assert_eq!(loss(&even, &white_down, Color::Black), -lost);
        assert_eq!(
            loss(&even, &eval(-MATE), Color::White),
            0.5,
            "an even game lost by force gives away half a point"
        );
    }

    #[test]
    fn marks_grow_with_the_loss() {
        assert_eq!(mark(MISTAKE - 0.01), "");
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

    /// Issue 44: a move from +15.8 to +17.3 and back, and a move that keeps a forced win,
    /// were marked `??`; twenty men ahead, a man more or less gives nothing away.
    #[test]
    fn far_ahead_or_keeping_a_forced_win_is_no_mistake() {
        let start = Position::start();
        let positions = [start, start, start];
        let (a, b, c) = (eval(1580), eval(1730), eval(1400));
        assert_eq!(marks(&positions, &[Some(&a), Some(&b), Some(&c)]), ["", ""]);
        let (won, still_won) = (eval(MATE - 5), eval(MATE - 40));
        assert_eq!(loss(&won, &still_won, Color::White), 0.0);
        assert_eq!(
            marks(&positions[..2], &[Some(&won), Some(&still_won)]),
            [""]
        );
        // Giving the forced win away is a blunder still.
        assert_eq!(
            marks(&positions[..2], &[Some(&won), Some(&eval(0))]),
            ["??"]
        );
    }

    /// The move the engine chose is not marked by the engine's own evaluation, however the
    /// next position's search came out (the Hint's move, marked `?` in issue 45).
    #[test]
    fn the_engines_own_move_is_no_mistake() {
        let start = Position::start();
        let best = start.read_move("E6-E5").unwrap();
        let after = start.play(&best.key());
        let before = Evaluation {
            white: 0,
            best: Some(best),
        };
        let worse = eval(-400);
        assert_eq!(marks(&[start, after], &[Some(&before), Some(&worse)]), [""]);
        let other = start.play(&start.read_move("F6-F5").unwrap().key());
        assert_eq!(
            marks(&[start, other], &[Some(&before), Some(&worse)]),
            ["??"]
        );
    }

    /// A position with one legal move is worth the position after it: a forced capture in a
    /// won game is no 0.00 (issue 44: the graph dipped to 0.00 in a won game).
    #[test]
    fn r7_a_forced_move_is_worth_what_follows_it() {
        // White must jump J7xL7 (R7), its one legal move, and stays four men up.
        let mut forced = Position::empty(Color::White);
        for (name, letter) in [
            ("J7", 'M'),
            ("D5", 'M'),
            ("E5", 'M'),
            ("F5", 'M'),
            ("G5", 'M'),
            ("K7", 'm'),
            ("E12", 'm'),
        ] {
            let sq = camelot_rules::Square::try_from(name.to_string()).unwrap();
            forced.put(sq, camelot_rules::Piece::from_letter(letter).unwrap());
        }
        let forced: Position = forced.to_string().parse().unwrap();
        assert_eq!(forced.legal_keys().len(), 1, "{forced}");
        let e = evaluate_position(
            &mut Engine::new(1),
            &forced,
            BUDGET,
            &AtomicBool::new(false),
        );
        assert!(e.white > 200, "{}", e.white);
        assert!(e.best.is_some());
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
