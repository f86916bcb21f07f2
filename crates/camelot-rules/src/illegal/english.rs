//! `Illegal`'s English, for the command line and game records; the clients word each reason
//! from its Fluent key instead (camelot-protocol's `illegal_key`).

use std::fmt;

use super::{Illegal, run_rule};
use crate::game::ABORTED;
use crate::path::LegKind;

impl fmt::Display for Illegal {
    /// The English sentence, the rule's id last in brackets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal::*;
        match *self {
            GameOver { reason } => write!(f, "the game is over: {}", reason.describe()),
            GameEnded { result: Some(r) } => write!(f, "the game is over: {}", r.in_words()),
            GameEnded { result: None } => write!(f, "the game is over: {ABORTED}"),
            NotDeclarable { reason } => {
                write!(f, "only the board ends a game by {}", reason.describe())
            }
            PlaceTreesFirst { side } => {
                write!(f, "{} places three trees first, as C2,D2,I2", side.name())
            }
            TreesPlaced => write!(
                f,
                "the trees are placed: a tree placement comes only at the start"
            ),
            BadPlacement { side } => write!(
                f,
                "{} places its three trees on three different empty squares of its own tree \
                 squares",
                side.name()
            ),
            TreeInRiver { at } => write!(f, "{at} is in the river: no tree grows there"),
            TreeAcrossRiver { at, side } => write!(
                f,
                "{at} is on the other side of the river: {} places its trees on its own side",
                side.name()
            ),
            NotATreeSquare { at, side } => write!(
                f,
                "{at} is not a tree square: {}'s trees stay off the castles, the squares before \
                 them and the ways onto the bridges",
                side.name()
            ),
            TreeOnTree { at } => write!(
                f,
                "{at} has a tree already: each tree goes on its own square"
            ),
            TreeOnPiece { at } => {
                write!(f, "{at} has a piece on it: a tree goes on an empty square")
            }
            NoPiece { at } => write!(f, "there is no piece on {at}"),
            NotYours { at, owner, to_move } => write!(
                f,
                "the piece on {at} is {}'s; {} is to move",
                owner.name(),
                to_move.name()
            ),
            MustLeaveCastle { at } => {
                write!(f, "the piece on {at} must leave its own castle this turn")
            }
            InTheirCastle { at } => write!(
                f,
                "the piece on {at} is in the opponent's castle: the game is over"
            ),
            NoCastleMovesLeft { at } => write!(
                f,
                "the piece on {at} is in the opponent's castle and no castle moves are left"
            ),
            CastleFull { at } => write!(
                f,
                "the piece on {at} is in the opponent's castle and the other castle square is \
                 taken"
            ),
            CaptureDue => write!(f, "a capture is available: jumping is compulsory"),
            NoLegalMove { at } => write!(f, "the piece on {at} has no legal move"),
            NoLeg => write!(f, "a move needs at least one leg"),
            StepIsSingle => write!(f, "a plain move is a single step: nothing can follow it"),
            EndedInTheirCastle { at } => {
                write!(f, "the move ended on {at} in the opponent's castle")
            }
            OnlyCastleMove { at } => write!(
                f,
                "the piece on {at} is in the opponent's castle: its only move is a castle move"
            ),
            StepAfterLeap { from, to } => write!(
                f,
                "{from}-{to} is a step: steps cannot continue a canter or jump"
            ),
            IntoOwnCastle { to } => write!(f, "no piece may move into its own castle ({to})"),
            NotEmpty { to } => write!(f, "{to} is not empty"),
            NotALeg { from, to } => write!(f, "{from} to {to} is neither a step nor a leap"),
            ManCannotCharge => write!(f, "only a knight may jump after cantering"),
            JumpNotHere { from, to } => write!(f, "the jump {from}x{to} is not allowed here"),
            NothingToLeap { over } => write!(f, "there is no piece on {over} to leap over"),
            CanterAfterJump => write!(f, "a canter cannot follow a jump"),
            CanterIntoOwnCastle { to } => {
                write!(f, "no piece may canter into its own castle ({to})")
            }
            LandedTwice { to } => {
                write!(f, "a canter never lands on the same square twice ({to})")
            }
            ChargeMissesCapture { to } => write!(
                f,
                "the canter to {to} can no longer reach a capture, and the knight must capture"
            ),
            CanterLeadsNowhere { to } => write!(f, "the canter to {to} leads to no legal move"),
            JumpGoesOn { at } => write!(
                f,
                "the jump must go on from {at}: another capture is available"
            ),
            ChargeMustCapture => write!(
                f,
                "the knight's canter landed where it could jump: it must go on to capture"
            ),
            WrongLegKind { to, kind } => write!(f, "the leg to {to} is not a {kind:?} leg"),
            WrongJoint {
                from,
                joint,
                to,
                kind,
            } => {
                let (what, advice) = match kind {
                    LegKind::Jump => ("a jump", "write x before a jump leg"),
                    LegKind::Canter => ("a canter leg", "write - (or ^) before a canter leg"),
                    LegKind::Plain => ("a step", "write - before a step (^ marks a canter leg)"),
                };
                write!(f, "{from}{joint}{to} is {what}: {advice}")
            }
            // The rule names the run's legs, before the squares.
            NoRun { from, to, kind } => {
                let legs = match kind {
                    LegKind::Jump => "jumps",
                    _ => "canter legs",
                };
                let rule = run_rule(kind);
                return write!(
                    f,
                    "no run of {legs} ({rule}) leads from {from} to {to} here"
                );
            }
        }?;
        match self.rule() {
            Some(rule) => write!(f, " ({rule})"),
            None => Ok(()),
        }
    }
}
