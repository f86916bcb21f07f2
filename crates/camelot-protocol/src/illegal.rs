//! A refused move's reason as data, and the one Fluent key each reason is said by, so the game
//! and the browser say the same sentence (common.ftl's `illegal-*`) with the same arguments
//! and rule id. The reason is the rules core's [`Illegal`]; this is how it travels.

use std::collections::BTreeMap;

use camelot_rules::{Color, Illegal, LegKind, Square};

use crate::ends::{ABORTED_END_KEY, end_key};
use serde::{Deserialize, Serialize};

/// Why the rules refused a move (an `illegal_move` error's `illegal`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct IllegalReason {
    /// The reason's code, as the rules core names it (`Illegal::code`): `capture_due`, …
    pub code: String,
    /// The rule broken (`R7`, `V5.4`), if one is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// The sentence's arguments by their names in common.ftl: squares by name (`at`, `from`,
    /// `to`, `over`), sides `white` or `black` (`side`, `owner`, `mover`), a leg's kind
    /// `plain`, `canter` or `jump` (`kind`), a joint as written (`joint`), and the end of a
    /// game: `end`, the common.ftl key of its sentence, which a client says as `how` in its
    /// language (`how` itself is the rules core's English, for clients before `end`).
    pub args: BTreeMap<String, String>,
}

impl From<&Illegal> for IllegalReason {
    fn from(why: &Illegal) -> IllegalReason {
        IllegalReason {
            code: why.code().to_string(),
            rule: why.rule().map(str::to_string),
            args: illegal_args(why)
                .into_iter()
                .map(|(name, value)| (name.to_string(), value))
                .collect(),
        }
    }
}

/// The key of each reason's sentence in common.ftl, by code (two codes share the end of a
/// game's sentence). The browser's copy is generated (`web/src/choices.gen.ts`).
pub const ILLEGAL_KEYS: [(&str, &str); 40] = [
    ("game_over", "illegal-game-over"),
    ("game_ended", "illegal-game-over"),
    ("not_declarable", "illegal-not-declarable"),
    ("place_trees_first", "illegal-place-trees-first"),
    ("trees_placed", "illegal-trees-placed"),
    ("bad_placement", "illegal-bad-placement"),
    ("tree_in_river", "illegal-tree-in-river"),
    ("tree_across_river", "illegal-tree-across-river"),
    ("not_a_tree_square", "illegal-not-a-tree-square"),
    ("tree_on_tree", "illegal-tree-on-tree"),
    ("tree_on_piece", "illegal-tree-on-piece"),
    ("no_piece", "illegal-no-piece"),
    ("not_yours", "illegal-not-yours"),
    ("must_leave_castle", "illegal-must-leave-castle"),
    ("in_their_castle", "illegal-in-their-castle"),
    ("no_castle_moves_left", "illegal-no-castle-moves-left"),
    ("castle_full", "illegal-castle-full"),
    ("capture_due", "illegal-capture-due"),
    ("no_legal_move", "illegal-no-legal-move"),
    ("no_leg", "illegal-no-leg"),
    ("step_is_single", "illegal-step-is-single"),
    ("ended_in_their_castle", "illegal-ended-in-their-castle"),
    ("only_castle_move", "illegal-only-castle-move"),
    ("step_after_leap", "illegal-step-after-leap"),
    ("into_own_castle", "illegal-into-own-castle"),
    ("not_empty", "illegal-not-empty"),
    ("not_a_leg", "illegal-not-a-leg"),
    ("man_cannot_charge", "illegal-man-cannot-charge"),
    ("jump_not_here", "illegal-jump-not-here"),
    ("nothing_to_leap", "illegal-nothing-to-leap"),
    ("canter_after_jump", "illegal-canter-after-jump"),
    ("canter_into_own_castle", "illegal-canter-into-own-castle"),
    ("landed_twice", "illegal-landed-twice"),
    ("charge_misses_capture", "illegal-charge-misses-capture"),
    ("canter_leads_nowhere", "illegal-canter-leads-nowhere"),
    ("jump_goes_on", "illegal-jump-goes-on"),
    ("charge_must_capture", "illegal-charge-must-capture"),
    ("wrong_leg_kind", "illegal-wrong-leg-kind"),
    ("wrong_joint", "illegal-wrong-joint"),
    ("no_run", "illegal-no-run"),
];

/// The key of the sentence that says `why` (common.ftl).
pub fn illegal_key(why: &Illegal) -> &'static str {
    illegal_key_named(why.code())
}

/// The key of the sentence of the reason named `code`; the plain "illegal move" sentence for
/// a code this build does not know (a newer server's).
pub fn illegal_key_named(code: &str) -> &'static str {
    ILLEGAL_KEYS
        .iter()
        .find(|(c, _)| *c == code)
        .map_or("error-illegal_move", |(_, key)| key)
}

/// The arguments of `why`'s sentence (all but the rule id), by their names in common.ftl; and
/// `end`, the common.ftl key of the sentence on how the game ended, which a client says in its
/// language as `how` (whose value is the rules core's English, for clients before `end`).
pub fn illegal_args(why: &Illegal) -> Vec<(&'static str, String)> {
    use Illegal::*;
    let square = |s: Square| s.to_string();
    let side = |c: Color| {
        match c {
            Color::White => "white",
            Color::Black => "black",
        }
        .to_string()
    };
    match *why {
        GameOver { reason } | NotDeclarable { reason } => vec![
            ("how", reason.describe().to_string()),
            ("end", end_key(reason).to_string()),
        ],
        GameEnded { result } => vec![
            (
                "how",
                result.map_or(camelot_rules::ABORTED.to_string(), |r| r.in_words()),
            ),
            (
                "end",
                result
                    .map_or(ABORTED_END_KEY, |r| end_key(r.reason))
                    .to_string(),
            ),
        ],
        PlaceTreesFirst { side: s } | BadPlacement { side: s } => vec![("side", side(s))],
        TreesPlaced | CaptureDue | NoLeg | StepIsSingle | ManCannotCharge | CanterAfterJump
        | ChargeMustCapture => vec![],
        TreeAcrossRiver { at, side: s } | NotATreeSquare { at, side: s } => {
            vec![("at", square(at)), ("side", side(s))]
        }
        TreeInRiver { at }
        | TreeOnTree { at }
        | TreeOnPiece { at }
        | NoPiece { at }
        | MustLeaveCastle { at }
        | InTheirCastle { at }
        | NoCastleMovesLeft { at }
        | CastleFull { at }
        | NoLegalMove { at }
        | EndedInTheirCastle { at }
        | OnlyCastleMove { at }
        | JumpGoesOn { at } => vec![("at", square(at))],
        NotYours { at, owner, to_move } => vec![
            ("at", square(at)),
            ("owner", side(owner)),
            ("mover", side(to_move)),
        ],
        StepAfterLeap { from, to } | NotALeg { from, to } | JumpNotHere { from, to } => {
            vec![("from", square(from)), ("to", square(to))]
        }
        IntoOwnCastle { to }
        | NotEmpty { to }
        | CanterIntoOwnCastle { to }
        | LandedTwice { to }
        | ChargeMissesCapture { to }
        | CanterLeadsNowhere { to } => vec![("to", square(to))],
        NothingToLeap { over } => vec![("over", square(over))],
        WrongLegKind { to, kind } => vec![("to", square(to)), ("kind", kind_code(kind).into())],
        WrongJoint {
            from,
            joint,
            to,
            kind,
        } => vec![
            ("from", square(from)),
            ("joint", joint.to_string()),
            ("to", square(to)),
            ("kind", kind_code(kind).into()),
        ],
        NoRun { from, to, kind } => vec![
            ("from", square(from)),
            ("to", square(to)),
            ("kind", kind_code(kind).into()),
        ],
    }
}

/// A leg's kind as the sentences select on it.
fn kind_code(kind: LegKind) -> &'static str {
    match kind {
        LegKind::Plain => "plain",
        LegKind::Canter => "canter",
        LegKind::Jump => "jump",
    }
}

#[cfg(test)]
#[path = "illegal_tests.rs"]
mod tests;
