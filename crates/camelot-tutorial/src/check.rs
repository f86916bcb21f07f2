//! What an exercise asks of the move made: a small declarative check, and the sentence that
//! says why a legal move does not pass it (its key in `assets/i18n/LANG/lesson-checks.ftl`).

use std::fmt;

use camelot_rules::{LegKind, Move, Outcome, Position, Square};
use serde::Deserialize;

use crate::sentence::Sentence;

/// The kind of a move, from its legs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
pub enum MoveKind {
    /// R3: one step (R10's castle move is one too).
    Plain,
    /// R4: one or more leaps over friendly pieces.
    Canter,
    /// R5: one or more leaps over enemy pieces.
    Jump,
    /// R6: a knight's canter legs, then jump legs.
    Charge,
}

impl MoveKind {
    /// The kind of a move (a legal one: never a canter after a jump, R6).
    pub fn of(mv: &Move) -> MoveKind {
        let has = |kind| mv.legs.iter().any(|l| l.kind == kind);
        match (has(LegKind::Canter), has(LegKind::Jump)) {
            (true, true) => MoveKind::Charge,
            (true, false) => MoveKind::Canter,
            (false, true) => MoveKind::Jump,
            (false, false) => MoveKind::Plain,
        }
    }

    /// Its word in `lesson-checks.ftl`'s sentences, which select on it.
    pub const fn word(self) -> &'static str {
        match self {
            MoveKind::Plain => "plain",
            MoveKind::Canter => "canter",
            MoveKind::Jump => "jump",
            MoveKind::Charge => "charge",
        }
    }
}

/// A castle, seen from the side that moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
pub enum Castle {
    /// The mover's own castle (R9).
    Own,
    /// The opponent's castle (R10, R11).
    Opponent,
}

impl Castle {
    /// Its word in `lesson-checks.ftl`'s sentences, which select on it.
    pub(crate) const fn word(self) -> &'static str {
        match self {
            Castle::Own => "own",
            Castle::Opponent => "opponent",
        }
    }
}

/// One condition on the move made; an exercise passes a move when all its checks hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
pub enum Check {
    /// The move is of this kind.
    Kind(MoveKind),
    /// The path has exactly this many legs.
    Legs(usize),
    /// The move captures exactly this many pieces.
    Captures(usize),
    /// The move captures the piece on this square.
    Takes(Square),
    /// The piece moved starts on this square.
    From(Square),
    /// The move ends on this square.
    EndsOn(Square),
    /// The move ends in this castle.
    EndsIn(Castle),
    /// The move wins the game at once (R11, R13 or R14).
    Wins,
}

impl Check {
    /// `None` when the legal move `mv`, made in `before`, passes; otherwise the sentence
    /// (`lesson-check-…` in `lesson-checks.ftl`) saying why it is not what was asked.
    pub fn failure(&self, before: &Position, mv: &Move) -> Option<Sentence> {
        let side = before.side_to_move();
        match *self {
            Check::Kind(kind) => {
                let made = MoveKind::of(mv);
                (made != kind)
                    .then(|| made_and_wanted("lesson-check-kind", made.word(), kind.word()))
            }
            Check::Legs(n) => (mv.legs.len() != n).then(|| {
                Sentence::new("lesson-check-legs")
                    .number("made", mv.legs.len())
                    .number("wanted", n)
            }),
            Check::Captures(n) => {
                let made = mv.captured().count() as usize;
                (made != n).then(|| match n {
                    0 => Sentence::new("lesson-check-captures-none").number("made", made),
                    _ => Sentence::new("lesson-check-captures")
                        .number("made", made)
                        .number("wanted", n),
                })
            }
            Check::Takes(sq) => (!mv.captured().contains(sq))
                .then(|| Sentence::new("lesson-check-takes").word("square", sq)),
            Check::From(sq) => {
                (mv.from != sq).then(|| made_and_wanted("lesson-check-from", mv.from, sq))
            }
            Check::EndsOn(sq) => {
                (mv.to() != sq).then(|| made_and_wanted("lesson-check-ends-on", mv.to(), sq))
            }
            Check::EndsIn(castle) => {
                let color = match castle {
                    Castle::Own => side,
                    Castle::Opponent => side.opponent(),
                };
                (!before.castle(color).contains(mv.to())).then(|| {
                    Sentence::new("lesson-check-ends-in")
                        .word("square", mv.to())
                        .word("castle", castle.word())
                })
            }
            Check::Wins => {
                let after = before.play(&mv.key());
                let won = after
                    .result()
                    .is_some_and(|r| r.outcome == Outcome::Win(side));
                (!won).then(|| Sentence::new("lesson-check-wins"))
            }
        }
    }
}

/// The sentence `key` with what the move did and what the exercise asks.
fn made_and_wanted(key: &str, made: impl fmt::Display, wanted: impl fmt::Display) -> Sentence {
    Sentence::new(key).word("made", made).word("wanted", wanted)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::sentence::Arg;

    /// White men on E6, E7 and a black man on E9: E6-E8 is a canter, E7-E8 a plain move.
    const QUIET: &str = "2/8/10/12/12/12/12/4m7/12/4M7/4M7/12/12/10/8/2 w 0 0 - 0";
    /// The black man on E8 instead: E7xE9 is the only move (R7).
    const CAPTURE: &str = "2/8/10/12/12/12/12/12/4m7/4M7/4M7/12/12/10/8/2 w 0 0 - 0";

    fn play(position: &str, text: &str) -> (Position, Move) {
        let pos: Position = position.parse().unwrap();
        let mv = pos.read_move(text).unwrap();
        (pos, mv)
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// Every check failed by a real move, so every sentence `failure` says, with its arguments
    /// (for the tests of the Fluent files).
    pub(crate) fn sample_failures() -> Vec<Sentence> {
        let (quiet, canter) = play(QUIET, "E6-E8");
        let (capture, jump) = play(CAPTURE, "E7xE9");
        let on_quiet = [
            Check::Kind(MoveKind::Plain),
            Check::Legs(2),
            Check::Captures(1),
            Check::Captures(3),
            Check::Takes(sq("E9")),
            Check::From(sq("E7")),
            Check::EndsOn(sq("E9")),
            Check::EndsIn(Castle::Own),
            Check::EndsIn(Castle::Opponent),
            Check::Wins,
        ];
        let on_capture = [
            Check::Captures(0),
            Check::Legs(5),
            Check::Kind(MoveKind::Charge),
        ];
        let failed = |(pos, mv): (&Position, &Move), check: Check| {
            check
                .failure(pos, mv)
                .unwrap_or_else(|| panic!("{check:?} passes {mv}"))
        };
        (on_quiet.map(|c| failed((&quiet, &canter), c)).into_iter())
            .chain(on_capture.map(|c| failed((&capture, &jump), c)))
            .collect()
    }

    #[test]
    fn r3_r4_r5_kinds_of_moves() {
        assert_eq!(MoveKind::of(&play(QUIET, "E7-E8").1), MoveKind::Plain);
        assert_eq!(MoveKind::of(&play(QUIET, "E6-E8").1), MoveKind::Canter);
        assert_eq!(MoveKind::of(&play(CAPTURE, "E7xE9").1), MoveKind::Jump);
    }

    #[test]
    fn a_failed_check_names_what_was_made_and_what_was_asked() {
        let (pos, mv) = play(QUIET, "E6-E8");
        let word = |w: &str| Arg::Word(w.to_string());
        let said = |check: Check| check.failure(&pos, &mv).unwrap();
        assert_eq!(
            said(Check::Kind(MoveKind::Plain)),
            Sentence {
                key: "lesson-check-kind".into(),
                args: vec![("made", word("canter")), ("wanted", word("plain"))],
            }
        );
        assert_eq!(
            said(Check::Legs(2)).args,
            [("made", Arg::Number(1)), ("wanted", Arg::Number(2))]
        );
        assert_eq!(
            said(Check::From(sq("E7"))).args,
            [("made", word("E6")), ("wanted", word("E7"))]
        );
        assert_eq!(
            said(Check::EndsIn(Castle::Opponent)).args,
            [("square", word("E8")), ("castle", word("opponent"))]
        );
        let (pos, mv) = play(CAPTURE, "E7xE9");
        assert_eq!(
            Check::Captures(0).failure(&pos, &mv).unwrap(),
            Sentence::new("lesson-check-captures-none").number("made", 1)
        );
        assert_eq!(
            Check::Captures(2).failure(&pos, &mv).unwrap().key,
            "lesson-check-captures"
        );
    }

    #[test]
    fn passed_checks_say_nothing() {
        let (pos, mv) = play(QUIET, "E6-E8");
        for check in [
            Check::Kind(MoveKind::Canter),
            Check::Legs(1),
            Check::Captures(0),
            Check::From(sq("E6")),
            Check::EndsOn(sq("E8")),
        ] {
            assert_eq!(check.failure(&pos, &mv), None, "{check:?}");
        }
    }
}
