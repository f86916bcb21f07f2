//! Why the rules refuse a move, as data: one variant per reason, with the squares, sides and
//! leg kinds it names, and the rule it breaks ([`Illegal::rule`]). `Display` is the rules
//! core's English, which the command line, the server and game records say; the game words
//! each variant in the player's language.

use std::fmt;

use crate::game::ABORTED;
use crate::path::LegKind;
use crate::position::{EndReason, GameResult};
use crate::square::{Color, Square};

/// A readable move that the rules do not allow here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Illegal {
    /// The position's game is over.
    GameOver {
        reason: EndReason,
    },
    /// The game is over with `result`, or was aborted (`None`).
    GameEnded {
        result: Option<GameResult>,
    },
    /// Only the board ends a game for `reason`: a player cannot declare it.
    NotDeclarable {
        reason: EndReason,
    },
    /// River Camelot: `side` places its trees before any move (V5.4).
    PlaceTreesFirst {
        side: Color,
    },
    /// River Camelot: the trees are placed already (V5.4).
    TreesPlaced,
    /// River Camelot: a placement not on three free tree squares of `side` (V5.2, V5.4).
    BadPlacement {
        side: Color,
    },
    NoPiece {
        at: Square,
    },
    NotYours {
        at: Square,
        owner: Color,
        to_move: Color,
    },
    /// R9: another piece must leave its own castle this turn.
    MustLeaveCastle {
        at: Square,
    },
    /// A piece in the opponent's castle in a variant where that ends the game.
    InTheirCastle {
        at: Square,
    },
    /// R10: the piece's castle moves are used up.
    NoCastleMovesLeft {
        at: Square,
    },
    /// R10: the other square of the opponent's castle is taken.
    CastleFull {
        at: Square,
    },
    /// R7.
    CaptureDue,
    NoLegalMove {
        at: Square,
    },
    NoLeg,
    /// R3: nothing follows a step.
    StepIsSingle,
    /// R10: a move into the opponent's castle ends there.
    EndedInTheirCastle {
        at: Square,
    },
    /// R10: a piece in the opponent's castle makes only a castle move.
    OnlyCastleMove {
        at: Square,
    },
    /// R3: a step after a canter or jump.
    StepAfterLeap {
        from: Square,
        to: Square,
    },
    /// R9: a step into the mover's own castle.
    IntoOwnCastle {
        to: Square,
    },
    NotEmpty {
        to: Square,
    },
    NotALeg {
        from: Square,
        to: Square,
    },
    /// R6: a man's canter cannot turn into a jump.
    ManCannotCharge,
    JumpNotHere {
        from: Square,
        to: Square,
    },
    NothingToLeap {
        over: Square,
    },
    /// R6.
    CanterAfterJump,
    /// R9: a canter into the mover's own castle.
    CanterIntoOwnCastle {
        to: Square,
    },
    /// R4.
    LandedTwice {
        to: Square,
    },
    /// R8: the knight must capture, and this canter leads to no capture.
    ChargeMissesCapture {
        to: Square,
    },
    /// R8: no legal move goes through this canter.
    CanterLeadsNowhere {
        to: Square,
    },
    /// R5.
    JumpGoesOn {
        at: Square,
    },
    /// R8: a knight's canter landed where it could jump.
    ChargeMustCapture,
    /// A path's leg written as another kind than the leg it is.
    WrongLegKind {
        to: Square,
        kind: LegKind,
    },
    /// Notation: the joint written before a leg does not fit its kind (`x` before a jump).
    WrongJoint {
        from: Square,
        joint: char,
        to: Square,
        kind: LegKind,
    },
    /// Notation: a run of jumps (R5) or canter legs (R4) leads nowhere straight.
    NoRun {
        from: Square,
        to: Square,
        kind: LegKind,
    },
}

impl Illegal {
    /// The rule broken, as RULES.md or VARIANTS.md writes its id (`R7`, `V5.4`), if one is.
    pub fn rule(&self) -> Option<&'static str> {
        use Illegal::*;
        Some(match self {
            PlaceTreesFirst { .. } | TreesPlaced => "V5.4",
            BadPlacement { .. } => "V5.2, V5.4",
            StepIsSingle | StepAfterLeap { .. } => "R3",
            LandedTwice { .. } => "R4",
            JumpGoesOn { .. } => "R5",
            ManCannotCharge | CanterAfterJump => "R6",
            CaptureDue => "R7",
            ChargeMissesCapture { .. } | CanterLeadsNowhere { .. } | ChargeMustCapture => "R8",
            MustLeaveCastle { .. } | IntoOwnCastle { .. } | CanterIntoOwnCastle { .. } => "R9",
            NoCastleMovesLeft { .. }
            | CastleFull { .. }
            | EndedInTheirCastle { .. }
            | OnlyCastleMove { .. } => "R10",
            NoRun { kind, .. } => run_rule(*kind),
            GameOver { .. }
            | GameEnded { .. }
            | NotDeclarable { .. }
            | NoPiece { .. }
            | NotYours { .. }
            | InTheirCastle { .. }
            | NoLegalMove { .. }
            | NoLeg
            | NotEmpty { .. }
            | NotALeg { .. }
            | JumpNotHere { .. }
            | NothingToLeap { .. }
            | WrongLegKind { .. }
            | WrongJoint { .. } => return None,
        })
    }
}

/// The rule of a run's legs: jumps (R5) or canter legs (R4).
fn run_rule(kind: LegKind) -> &'static str {
    match kind {
        LegKind::Jump => "R5",
        _ => "R4",
    }
}

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
