//! The rules core's refusals in the player's language: each [`Illegal`] reason and each other
//! kind of [`Error`] has its sentence in `game.ftl` (`illegal-*`, `error-*`), with the
//! squares, sides and rule id it names as arguments. English says exactly what the rules
//! core's `Display` says; rule ids and square names stay as the WCF writes them.

use camelot_rules::{Color, Error, Illegal, LegKind, Square};

use camelot_protocol::end_key;

use super::end_words::result_in_words;
use super::{FluentValue, Tr};

impl Tr {
    /// Why the rules refuse a move, a square, a position string or a record.
    pub fn refusal(&self, error: &Error) -> String {
        let (key, detail) = match error {
            Error::IllegalMove(why) => {
                let why = self.illegal(why);
                return self.t_args("error-illegal", &[("why", why.into())]);
            }
            Error::Square(m) => ("error-square", m),
            Error::Position(m) => ("error-position", m),
            Error::Notation(m) => ("error-notation", m),
            Error::AmbiguousMove(m) => ("error-ambiguous", m),
            Error::Record(m) => ("error-record", m),
            Error::Variant(m) => ("error-variant", m),
        };
        self.t_args(key, &[("detail", detail.as_str().into())])
    }

    /// Why a move is illegal, without the leading "illegal move".
    fn illegal(&self, why: &Illegal) -> String {
        let (key, mut args) = illegal_key(self, why);
        if let Some(rule) = why.rule() {
            args.push(("rule", rule.into()));
        }
        self.t_args(key, &args)
    }
}

/// The key of `why`'s sentence and its arguments (all but the rule id).
fn illegal_key(
    tr: &Tr,
    why: &Illegal,
) -> (&'static str, Vec<(&'static str, FluentValue<'static>)>) {
    use Illegal::*;
    let square = |s: Square| FluentValue::from(s.to_string());
    let side = |c: Color| FluentValue::from(side_code(c));
    match *why {
        GameOver { reason } => (
            "illegal-game-over",
            vec![("how", tr.t(end_key(reason)).into())],
        ),
        GameEnded { result } => {
            let how = match result {
                Some(result) => result_in_words(tr, result),
                None => tr.t("end-aborted"),
            };
            ("illegal-game-over", vec![("how", how.into())])
        }
        NotDeclarable { reason } => (
            "illegal-not-declarable",
            vec![("how", tr.t(end_key(reason)).into())],
        ),
        PlaceTreesFirst { side: s } => ("illegal-place-trees-first", vec![("side", side(s))]),
        TreesPlaced => ("illegal-trees-placed", vec![]),
        BadPlacement { side: s } => ("illegal-bad-placement", vec![("side", side(s))]),
        NoPiece { at } => ("illegal-no-piece", vec![("at", square(at))]),
        NotYours { at, owner, to_move } => (
            "illegal-not-yours",
            vec![
                ("at", square(at)),
                ("owner", side(owner)),
                ("mover", side(to_move)),
            ],
        ),
        MustLeaveCastle { at } => ("illegal-must-leave-castle", vec![("at", square(at))]),
        InTheirCastle { at } => ("illegal-in-their-castle", vec![("at", square(at))]),
        NoCastleMovesLeft { at } => ("illegal-no-castle-moves-left", vec![("at", square(at))]),
        CastleFull { at } => ("illegal-castle-full", vec![("at", square(at))]),
        CaptureDue => ("illegal-capture-due", vec![]),
        NoLegalMove { at } => ("illegal-no-legal-move", vec![("at", square(at))]),
        NoLeg => ("illegal-no-leg", vec![]),
        StepIsSingle => ("illegal-step-is-single", vec![]),
        EndedInTheirCastle { at } => ("illegal-ended-in-their-castle", vec![("at", square(at))]),
        OnlyCastleMove { at } => ("illegal-only-castle-move", vec![("at", square(at))]),
        StepAfterLeap { from, to } => (
            "illegal-step-after-leap",
            vec![("from", square(from)), ("to", square(to))],
        ),
        IntoOwnCastle { to } => ("illegal-into-own-castle", vec![("to", square(to))]),
        NotEmpty { to } => ("illegal-not-empty", vec![("to", square(to))]),
        NotALeg { from, to } => (
            "illegal-not-a-leg",
            vec![("from", square(from)), ("to", square(to))],
        ),
        ManCannotCharge => ("illegal-man-cannot-charge", vec![]),
        JumpNotHere { from, to } => (
            "illegal-jump-not-here",
            vec![("from", square(from)), ("to", square(to))],
        ),
        NothingToLeap { over } => ("illegal-nothing-to-leap", vec![("over", square(over))]),
        CanterAfterJump => ("illegal-canter-after-jump", vec![]),
        CanterIntoOwnCastle { to } => ("illegal-canter-into-own-castle", vec![("to", square(to))]),
        LandedTwice { to } => ("illegal-landed-twice", vec![("to", square(to))]),
        ChargeMissesCapture { to } => ("illegal-charge-misses-capture", vec![("to", square(to))]),
        CanterLeadsNowhere { to } => ("illegal-canter-leads-nowhere", vec![("to", square(to))]),
        JumpGoesOn { at } => ("illegal-jump-goes-on", vec![("at", square(at))]),
        ChargeMustCapture => ("illegal-charge-must-capture", vec![]),
        WrongLegKind { to, kind } => (
            "illegal-wrong-leg-kind",
            vec![("to", square(to)), ("kind", kind_code(kind).into())],
        ),
        WrongJoint {
            from,
            joint,
            to,
            kind,
        } => (
            "illegal-wrong-joint",
            vec![
                ("from", square(from)),
                ("joint", joint.to_string().into()),
                ("to", square(to)),
                ("kind", kind_code(kind).into()),
            ],
        ),
        NoRun { from, to, kind } => (
            "illegal-no-run",
            vec![
                ("from", square(from)),
                ("to", square(to)),
                ("kind", kind_code(kind).into()),
            ],
        ),
    }
}

/// A side as the files select on it: `white`, `black`.
pub(crate) fn side_code(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A leg's kind as the files select on it: `plain`, `canter`, `jump`.
fn kind_code(kind: LegKind) -> &'static str {
    match kind {
        LegKind::Plain => "plain",
        LegKind::Canter => "canter",
        LegKind::Jump => "jump",
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use camelot_rules::{EndReason, GameResult, Outcome};

    use super::*;
    use crate::i18n::Lang;

    /// A value of every [`Illegal`] variant (both kinds of a run, every joint's kind): the
    /// `match` below stops compiling when a variant is added, until it is listed here.
    fn every_refusal() -> Vec<Illegal> {
        use Illegal::*;
        let sq = |name: &str| Square::try_from(name.to_string()).expect("a square");
        let (a, b) = (sq("E6"), sq("E8"));
        let (reason, result) = (
            EndReason::CastleOccupied,
            GameResult {
                outcome: Outcome::Win(Color::White),
                reason: EndReason::CastleOccupied,
            },
        );
        let mut all = vec![
            GameOver { reason },
            GameEnded {
                result: Some(result),
            },
            GameEnded { result: None },
            NotDeclarable { reason },
            PlaceTreesFirst { side: Color::White },
            TreesPlaced,
            BadPlacement { side: Color::Black },
            NoPiece { at: a },
            NotYours {
                at: a,
                owner: Color::Black,
                to_move: Color::White,
            },
            MustLeaveCastle { at: a },
            InTheirCastle { at: a },
            NoCastleMovesLeft { at: a },
            CastleFull { at: a },
            CaptureDue,
            NoLegalMove { at: a },
            NoLeg,
            StepIsSingle,
            EndedInTheirCastle { at: a },
            OnlyCastleMove { at: a },
            StepAfterLeap { from: a, to: b },
            IntoOwnCastle { to: b },
            NotEmpty { to: b },
            NotALeg { from: a, to: b },
            ManCannotCharge,
            JumpNotHere { from: a, to: b },
            NothingToLeap { over: a },
            CanterAfterJump,
            CanterIntoOwnCastle { to: b },
            LandedTwice { to: b },
            ChargeMissesCapture { to: b },
            CanterLeadsNowhere { to: b },
            JumpGoesOn { at: a },
            ChargeMustCapture,
        ];
        for kind in [LegKind::Plain, LegKind::Canter, LegKind::Jump] {
            all.push(WrongLegKind { to: b, kind });
            all.push(WrongJoint {
                from: a,
                joint: '-',
                to: b,
                kind,
            });
            all.push(NoRun {
                from: a,
                to: b,
                kind,
            });
        }
        let listed: BTreeSet<u8> = all
            .iter()
            .map(|why| match why {
                GameOver { .. } => 0,
                GameEnded { .. } => 1,
                NotDeclarable { .. } => 2,
                PlaceTreesFirst { .. } => 3,
                TreesPlaced => 4,
                BadPlacement { .. } => 5,
                NoPiece { .. } => 6,
                NotYours { .. } => 7,
                MustLeaveCastle { .. } => 8,
                InTheirCastle { .. } => 9,
                NoCastleMovesLeft { .. } => 10,
                CastleFull { .. } => 11,
                CaptureDue => 12,
                NoLegalMove { .. } => 13,
                NoLeg => 14,
                StepIsSingle => 15,
                EndedInTheirCastle { .. } => 16,
                OnlyCastleMove { .. } => 17,
                StepAfterLeap { .. } => 18,
                IntoOwnCastle { .. } => 19,
                NotEmpty { .. } => 20,
                NotALeg { .. } => 21,
                ManCannotCharge => 22,
                JumpNotHere { .. } => 23,
                NothingToLeap { .. } => 24,
                CanterAfterJump => 25,
                CanterIntoOwnCastle { .. } => 26,
                LandedTwice { .. } => 27,
                ChargeMissesCapture { .. } => 28,
                CanterLeadsNowhere { .. } => 29,
                JumpGoesOn { .. } => 30,
                ChargeMustCapture => 31,
                WrongLegKind { .. } => 32,
                WrongJoint { .. } => 33,
                NoRun { .. } => 34,
            })
            .collect();
        assert_eq!(listed.len(), 35, "a variant has no sample");
        all
    }

    /// Every refusal has its sentence in every language, with every argument filled and
    /// the rule id as written.
    #[test]
    fn every_refusal_is_said_in_every_language_with_its_rule() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for why in every_refusal() {
                let (key, _) = illegal_key(&tr, &why);
                assert!(tr.has(key), "{lang:?} lacks {key}");
                let said = tr.refusal(&Error::IllegalMove(why));
                assert!(!said.contains('{'), "{lang:?}, {why:?}: {said}");
                if let Some(rule) = why.rule() {
                    assert!(said.contains(&format!("({rule})")), "{lang:?}: {said}");
                }
            }
        }
    }

    /// English says what the rules core says (the command line's words), but for the end of
    /// a game, which is said as the game's end panel says it.
    #[test]
    fn english_says_the_rules_cores_sentence() {
        let tr = Tr::new(Lang::English);
        for why in every_refusal() {
            let error = Error::IllegalMove(why);
            match why {
                Illegal::GameOver { .. }
                | Illegal::GameEnded { .. }
                | Illegal::NotDeclarable { .. } => {}
                _ => assert_eq!(tr.refusal(&error), error.to_string()),
            }
        }
        for error in [
            Error::Square("\"Z9\": off the board".into()),
            Error::Position("field 2: no".into()),
            Error::Notation("\"E6\": too short".into()),
            Error::AmbiguousMove("E6-E10 could be two moves".into()),
            Error::Record("tag \"Date\": no".into()),
            Error::Variant("\"chess\": expected one of camelot".into()),
        ] {
            assert_eq!(tr.refusal(&error), error.to_string());
        }
    }

    #[test]
    fn a_refusal_in_russian_names_the_square_and_the_rule() {
        let ru = Tr::new(Lang::Russian);
        let to = Square::try_from("F7".to_string()).expect("a square");
        assert_eq!(
            ru.refusal(&Error::IllegalMove(Illegal::LandedTwice { to })),
            "ход невозможен: скачки не приземляются дважды на одну клетку (F7) (R4)"
        );
    }
}
