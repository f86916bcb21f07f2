//! One refusal of every kind, for the tests and tools that word every reason (the game's and
//! the browser's sentences, the wire's codes): a new variant of [`Illegal`] stops the test
//! below compiling until it has its sample here.

use super::Illegal;
use crate::path::LegKind;
use crate::position::{EndReason, GameResult, Outcome};
use crate::square::{Color, Square};

impl Illegal {
    /// A value of every variant, every leg kind where a reason names one (E6 and E8 for its
    /// squares, White and Black for its sides).
    pub fn one_of_each() -> Vec<Illegal> {
        use Illegal::*;
        let sq = |name: &str| Square::try_from(name.to_string()).expect("a square name");
        let (a, b) = (sq("E6"), sq("E8"));
        let reason = EndReason::CastleOccupied;
        let result = GameResult {
            outcome: Outcome::Win(Color::White),
            reason,
        };
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
            TreeInRiver { at: a },
            TreeAcrossRiver {
                at: a,
                side: Color::White,
            },
            NotATreeSquare {
                at: a,
                side: Color::Black,
            },
            TreeOnTree { at: a },
            TreeOnPiece { at: a },
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
        all
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The arms of the `match` below: one per variant.
    const VARIANTS: usize = 40;

    #[test]
    fn one_of_each_has_every_variant() {
        use Illegal::*;
        let listed: BTreeSet<u8> = Illegal::one_of_each()
            .iter()
            .map(|why| match why {
                GameOver { .. } => 0,
                GameEnded { .. } => 1,
                NotDeclarable { .. } => 2,
                PlaceTreesFirst { .. } => 3,
                TreesPlaced => 4,
                BadPlacement { .. } => 5,
                TreeInRiver { .. } => 6,
                TreeAcrossRiver { .. } => 7,
                NotATreeSquare { .. } => 8,
                TreeOnTree { .. } => 9,
                TreeOnPiece { .. } => 10,
                NoPiece { .. } => 11,
                NotYours { .. } => 12,
                MustLeaveCastle { .. } => 13,
                InTheirCastle { .. } => 14,
                NoCastleMovesLeft { .. } => 15,
                CastleFull { .. } => 16,
                CaptureDue => 17,
                NoLegalMove { .. } => 18,
                NoLeg => 19,
                StepIsSingle => 20,
                EndedInTheirCastle { .. } => 21,
                OnlyCastleMove { .. } => 22,
                StepAfterLeap { .. } => 23,
                IntoOwnCastle { .. } => 24,
                NotEmpty { .. } => 25,
                NotALeg { .. } => 26,
                ManCannotCharge => 27,
                JumpNotHere { .. } => 28,
                NothingToLeap { .. } => 29,
                CanterAfterJump => 30,
                CanterIntoOwnCastle { .. } => 31,
                LandedTwice { .. } => 32,
                ChargeMissesCapture { .. } => 33,
                CanterLeadsNowhere { .. } => 34,
                JumpGoesOn { .. } => 35,
                ChargeMustCapture => 36,
                WrongLegKind { .. } => 37,
                WrongJoint { .. } => 38,
                NoRun { .. } => 39,
            })
            .collect();
        assert_eq!(listed.len(), VARIANTS, "a variant has no sample");
    }
}
