//! What an exercise asks of the move made: a small declarative check, and the sentence that
//! says why a legal move does not pass it.

use camelot_rules::{LegKind, Move, Outcome, Position, Square};
use serde::Deserialize;

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

    /// Its name in a sentence.
    pub const fn name(self) -> &'static str {
        match self {
            MoveKind::Plain => "plain move",
            MoveKind::Canter => "canter",
            MoveKind::Jump => "jump",
            MoveKind::Charge => "knight's charge",
        }
    }

    /// What a move of this kind is, in a few words.
    const fn meaning(self) -> &'static str {
        match self {
            MoveKind::Plain => "one step to an empty neighbouring square",
            MoveKind::Canter => "a leap over your own pieces",
            MoveKind::Jump => "a leap over an enemy piece, which is taken",
            MoveKind::Charge => "a knight's canter followed by a jump",
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
    const fn name(self) -> &'static str {
        match self {
            Castle::Own => "your own castle",
            Castle::Opponent => "the opponent's castle",
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
    /// `None` when the legal move `mv`, made in `before`, passes; otherwise a sentence saying
    /// why it is not what was asked.
    pub fn failure(&self, before: &Position, mv: &Move) -> Option<String> {
        let side = before.side_to_move();
        match *self {
            Check::Kind(kind) => {
                let made = MoveKind::of(mv);
                (made != kind).then(|| {
                    format!(
                        "That was a {}, not a {}: a {} is {}.",
                        made.name(),
                        kind.name(),
                        kind.name(),
                        kind.meaning()
                    )
                })
            }
            Check::Legs(n) => (mv.legs.len() != n).then(|| {
                format!(
                    "That move had {}; this exercise asks for {}.",
                    count(mv.legs.len(), "leg"),
                    count(n, "leg")
                )
            }),
            Check::Captures(n) => {
                let made = mv.captured().count() as usize;
                (made != n).then(|| {
                    let wanted = if n == 0 {
                        "a move that captures nothing".to_string()
                    } else {
                        format!("a move that captures exactly {}", count(n, "piece"))
                    };
                    format!(
                        "That move captured {}; this exercise asks for {wanted}.",
                        count(made, "piece")
                    )
                })
            }
            Check::Takes(sq) => (!mv.captured().contains(sq)).then(|| {
                format!("That move did not take the piece on {sq}; this exercise asks you to.")
            }),
            Check::From(sq) => (mv.from != sq).then(|| {
                format!(
                    "That move was made by the piece on {}; this exercise asks you to move the piece on {sq}.",
                    mv.from
                )
            }),
            Check::EndsOn(sq) => (mv.to() != sq).then(|| {
                format!(
                    "That move ended on {}; this exercise asks you to end on {sq}.",
                    mv.to()
                )
            }),
            Check::EndsIn(castle) => {
                let color = match castle {
                    Castle::Own => side,
                    Castle::Opponent => side.opponent(),
                };
                (!before.castle(color).contains(mv.to())).then(|| {
                    format!(
                        "That move ended on {}, outside {}; this exercise asks you to end in it.",
                        mv.to(),
                        castle.name()
                    )
                })
            }
            Check::Wins => {
                let after = before.play(&mv.key());
                let won = after
                    .result()
                    .is_some_and(|r| r.outcome == Outcome::Win(side));
                (!won).then(|| "That move does not win the game at once; look for one that does.".to_string())
            }
        }
    }
}

/// `1 leg`, `2 legs`, `0 pieces`.
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// White men on E6, E7 and a black man on E9: E6-E8 is a canter, E7-E8 a plain move.
    const POS: &str = "2/8/10/12/12/12/12/4m7/12/4M7/4M7/12/12/10/8/2 w 0 0 - 0";

    fn play(text: &str) -> (Position, Move) {
        let pos: Position = POS.parse().unwrap();
        let mv = pos.read_move(text).unwrap();
        (pos, mv)
    }

    #[test]
    fn r3_r4_kinds_of_moves() {
        assert_eq!(MoveKind::of(&play("E7-E8").1), MoveKind::Plain);
        assert_eq!(MoveKind::of(&play("E6-E8").1), MoveKind::Canter);
    }

    #[test]
    fn a_failed_check_says_what_was_made_and_what_was_asked() {
        let (pos, mv) = play("E6-E8");
        assert_eq!(
            Check::Kind(MoveKind::Plain).failure(&pos, &mv).unwrap(),
            "That was a canter, not a plain move: a plain move is one step to an empty neighbouring square."
        );
        assert_eq!(
            Check::Legs(2).failure(&pos, &mv).unwrap(),
            "That move had 1 leg; this exercise asks for 2 legs."
        );
        assert_eq!(
            Check::Captures(1).failure(&pos, &mv).unwrap(),
            "That move captured 0 pieces; this exercise asks for a move that captures exactly 1 piece."
        );
        assert!(Check::Wins.failure(&pos, &mv).is_some());
    }

    #[test]
    fn passed_checks_say_nothing() {
        let (pos, mv) = play("E6-E8");
        for check in [
            Check::Kind(MoveKind::Canter),
            Check::Legs(1),
            Check::Captures(0),
            Check::From("E6".parse().unwrap()),
            Check::EndsOn("E8".parse().unwrap()),
        ] {
            assert_eq!(check.failure(&pos, &mv), None, "{check:?}");
        }
    }
}
