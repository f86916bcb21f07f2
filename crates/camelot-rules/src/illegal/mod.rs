//! Why the rules refuse a move, as data: one variant per reason, with the squares, sides and
//! leg kinds it names, the rule it breaks ([`Illegal::rule`]) and a stable code for the wire
//! ([`Illegal::code`]; with the `serde` feature the reason serialises as
//! `{"code": "capture_due", ...}`, squares by name). `Display` (english.rs) is the rules
//! core's English, which the command line and game records say; the game and the browser
//! word each reason in the player's language from its Fluent key.

mod english;
mod samples;

use crate::path::LegKind;
use crate::position::{EndReason, GameResult};
use crate::square::{Color, Square};

/// A readable move that the rules do not allow here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "code", rename_all = "snake_case"))]
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
    /// River Camelot: no tree grows in the river (V5.1).
    TreeInRiver {
        at: Square,
    },
    /// River Camelot: `side` places its trees on its own side of the river (V5.2).
    TreeAcrossRiver {
        at: Square,
        side: Color,
    },
    /// River Camelot: not one of `side`'s tree squares: a castle, a square before it, a start
    /// square or a way onto a bridge (V5.2).
    NotATreeSquare {
        at: Square,
        side: Color,
    },
    /// River Camelot: one tree a square (V5.4).
    TreeOnTree {
        at: Square,
    },
    /// River Camelot: trees go on empty squares (V5.4).
    TreeOnPiece {
        at: Square,
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
            TreeInRiver { .. } => "V5.1",
            TreeAcrossRiver { .. } | NotATreeSquare { .. } => "V5.2",
            TreeOnTree { .. } | TreeOnPiece { .. } => "V5.4",
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

    /// The reason's stable name on the wire (camelot-protocol's `illegal` refusals), as the
    /// `serde` feature writes it.
    pub fn code(&self) -> &'static str {
        use Illegal::*;
        match self {
            GameOver { .. } => "game_over",
            GameEnded { .. } => "game_ended",
            NotDeclarable { .. } => "not_declarable",
            PlaceTreesFirst { .. } => "place_trees_first",
            TreesPlaced => "trees_placed",
            BadPlacement { .. } => "bad_placement",
            TreeInRiver { .. } => "tree_in_river",
            TreeAcrossRiver { .. } => "tree_across_river",
            NotATreeSquare { .. } => "not_a_tree_square",
            TreeOnTree { .. } => "tree_on_tree",
            TreeOnPiece { .. } => "tree_on_piece",
            NoPiece { .. } => "no_piece",
            NotYours { .. } => "not_yours",
            MustLeaveCastle { .. } => "must_leave_castle",
            InTheirCastle { .. } => "in_their_castle",
            NoCastleMovesLeft { .. } => "no_castle_moves_left",
            CastleFull { .. } => "castle_full",
            CaptureDue => "capture_due",
            NoLegalMove { .. } => "no_legal_move",
            NoLeg => "no_leg",
            StepIsSingle => "step_is_single",
            EndedInTheirCastle { .. } => "ended_in_their_castle",
            OnlyCastleMove { .. } => "only_castle_move",
            StepAfterLeap { .. } => "step_after_leap",
            IntoOwnCastle { .. } => "into_own_castle",
            NotEmpty { .. } => "not_empty",
            NotALeg { .. } => "not_a_leg",
            ManCannotCharge => "man_cannot_charge",
            JumpNotHere { .. } => "jump_not_here",
            NothingToLeap { .. } => "nothing_to_leap",
            CanterAfterJump => "canter_after_jump",
            CanterIntoOwnCastle { .. } => "canter_into_own_castle",
            LandedTwice { .. } => "landed_twice",
            ChargeMissesCapture { .. } => "charge_misses_capture",
            CanterLeadsNowhere { .. } => "canter_leads_nowhere",
            JumpGoesOn { .. } => "jump_goes_on",
            ChargeMustCapture => "charge_must_capture",
            WrongLegKind { .. } => "wrong_leg_kind",
            WrongJoint { .. } => "wrong_joint",
            NoRun { .. } => "no_run",
        }
    }
}

/// The rule of a run's legs: jumps (R5) or canter legs (R4).
fn run_rule(kind: LegKind) -> &'static str {
    match kind {
        LegKind::Jump => "R5",
        _ => "R4",
    }
}
