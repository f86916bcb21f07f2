//! How a game ends: who won (or a draw), the rule that decided it, and the end rules that
//! need no move generation (R11–R13 and the variants').

use std::fmt;

use super::Position;
use crate::square::Color;
use crate::variant::{Ending, Variant};

/// Who won, or a draw. On the wire (feature `serde`) its code: `codes.rs`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Outcome {
    Win(Color),
    Draw,
}

/// Why a game ended: the deciding rule. On the wire (feature `serde`) its code: `codes.rs`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "snake_case"))]
pub enum EndReason {
    /// R11: both squares of the opponent's castle occupied.
    CastleOccupied,
    /// R12: both players have at most one piece.
    BareKings,
    /// R13: all the opponent's pieces captured, two or more left.
    AllCaptured,
    /// R14: the player to move has no legal move.
    NoLegalMove,
    /// R15: threefold repetition (house rule).
    Repetition,
    /// R15: 100 plies without capture or castle entry (house rule).
    NoProgress,
    /// R15: a player resigned.
    Resignation,
    /// R15: draw agreed.
    Agreement,
    /// V1.4 (Camette, Cam): a piece on the opponent's castle square wins.
    CastleEntered,
    /// V1.6 (Camette, Cam): all the opponent's pieces captured, with any number left.
    Eliminated,
    /// V1.7 (Camette, Cam): the player to move has no legal move and loses.
    NoMoveLoses,
    /// V4.3 (Anti-Camelot): a piece in the opponent's castle loses.
    CastleEnteredLoses,
    /// V4.5 (Anti-Camelot): the player to move has no legal move and wins.
    NoMoveWins,
    /// A clock ran out (a timed game, not a rule of the board): a win for the opponent, or a
    /// draw when the opponent could not win (fewer than two pieces, as R14 judges).
    TimeForfeit,
    /// The opponent left the game and the player claimed the win or the draw (online play).
    Abandonment,
}

impl EndReason {
    /// Every way a game can end, in the enum's order.
    pub const ALL: [EndReason; 15] = [
        EndReason::CastleOccupied,
        EndReason::BareKings,
        EndReason::AllCaptured,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::NoProgress,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::CastleEntered,
        EndReason::Eliminated,
        EndReason::NoMoveLoses,
        EndReason::CastleEnteredLoses,
        EndReason::NoMoveWins,
        EndReason::TimeForfeit,
        EndReason::Abandonment,
    ];

    /// The rule id (or house rule) that decided the game.
    pub const fn rule(self) -> &'static str {
        match self {
            EndReason::CastleOccupied => "R11",
            EndReason::BareKings => "R12",
            EndReason::AllCaptured => "R13",
            EndReason::NoLegalMove => "R14",
            EndReason::Repetition => "R15 repetition",
            EndReason::NoProgress => "R15 no-progress",
            EndReason::Resignation => "R15 resignation",
            EndReason::Agreement => "R15 agreement",
            EndReason::CastleEntered => "V1.4",
            EndReason::Eliminated => "V1.6",
            EndReason::NoMoveLoses => "V1.7",
            EndReason::CastleEnteredLoses => "V4.3",
            EndReason::NoMoveWins => "V4.5",
            EndReason::TimeForfeit => "time forfeit",
            EndReason::Abandonment => "abandoned",
        }
    }

    /// Whether the game was ended from outside its board (a player or a clock), not by the
    /// position: resignation, agreement, time forfeit, abandonment.
    pub const fn is_declared(self) -> bool {
        matches!(
            self,
            EndReason::Resignation
                | EndReason::Agreement
                | EndReason::TimeForfeit
                | EndReason::Abandonment
        )
    }

    /// A sentence a player can read.
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::CastleOccupied => "both squares of the opponent's castle are occupied (R11)",
            EndReason::BareKings => "both players have at most one piece left (R12)",
            EndReason::AllCaptured => "all the opponent's pieces were captured (R13)",
            EndReason::NoLegalMove => "the player to move has no legal move (R14)",
            EndReason::Repetition => "the same position occurred three times (R15)",
            EndReason::NoProgress => "100 plies without a capture or castle entry (R15)",
            EndReason::Resignation => "resignation (R15)",
            EndReason::Agreement => "draw by agreement (R15)",
            EndReason::CastleEntered => "a piece entered the opponent's castle (V1.4)",
            EndReason::Eliminated => "all the opponent's pieces were captured (V1.6)",
            EndReason::NoMoveLoses => "the player to move has no legal move and loses (V1.7)",
            EndReason::CastleEnteredLoses => {
                "a piece entered the opponent's castle: its owner wins (V4.3)"
            }
            EndReason::NoMoveWins => "the player to move has no legal move and wins (V4.5)",
            EndReason::TimeForfeit => "on time: a clock ran out",
            EndReason::Abandonment => "abandonment: the opponent left the game",
        }
    }
}

impl EndReason {
    /// The rule id that decided a game of `variant`: [`EndReason::rule`], or in the
    /// four-player games the step of V6.7 (Grand Camelot) or V7.3 (Grand Cam) it stands for.
    pub fn rule_in(self, variant: Variant) -> &'static str {
        if !variant.is_four_player() {
            return self.rule();
        }
        match (variant.spec().ending, self) {
            (Ending::Camelot, EndReason::CastleOccupied) => "V6.7.1",
            (Ending::Camelot, EndReason::BareKings) => "V6.7.2",
            (Ending::Camelot, EndReason::AllCaptured) => "V6.7.3",
            (Ending::Camelot, EndReason::NoLegalMove) => "V6.7.4",
            (_, EndReason::CastleEntered | EndReason::Eliminated | EndReason::NoMoveLoses) => {
                "V7.3"
            }
            (_, EndReason::Repetition | EndReason::NoProgress) => "V6.7.5",
            _ => self.rule(),
        }
    }
}

impl Outcome {
    /// The score as players read it: `1-0`, `0-1`, `½-½` (records write a draw `1/2-1/2`).
    pub const fn score(self) -> &'static str {
        match self {
            Outcome::Win(Color::White) => "1-0",
            Outcome::Win(Color::Black) => "0-1",
            Outcome::Draw => "\u{bd}-\u{bd}",
        }
    }
}

/// A finished game's outcome and the rule that decided it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: EndReason,
}

impl fmt::Display for GameResult {
    /// `white-wins R11`, `draw R12`, …: the status line of `camelot-cli apply`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = match self.outcome {
            Outcome::Win(Color::White) => "white-wins",
            Outcome::Win(Color::Black) => "black-wins",
            Outcome::Draw => "draw",
        };
        write!(f, "{who} {}", self.reason.rule())
    }
}

impl GameResult {
    /// The status line of a game of `variant` (`camelot-cli apply`, `status`): as
    /// [`GameResult`]'s `Display` in the two-player games; in the four-player ones the
    /// partnership that won, `red-blue-wins V6.7.1`, `green-yellow-wins V7.3`, `draw V6.7.2`.
    pub fn status_in(&self, variant: Variant) -> String {
        if !variant.is_four_player() {
            return self.to_string();
        }
        let who = match self.outcome {
            Outcome::Win(Color::White) => "red-blue-wins",
            Outcome::Win(Color::Black) => "green-yellow-wins",
            Outcome::Draw => "draw",
        };
        format!("{who} {}", self.reason.rule_in(variant))
    }

    /// The result in words with its score and the rule that decided it, as the result
    /// window, the status line and the move list say it: `1-0 White wins on time: a clock ran
    /// out`, `½-½ Draw: both players have at most one piece left (R12)`.
    pub fn in_words(&self) -> String {
        let who = match self.outcome {
            Outcome::Win(side) => format!("{} wins", side.name()),
            Outcome::Draw => "Draw".to_string(),
        };
        let how = self.reason.describe();
        let sep = if how.starts_with("on ") { " " } else { ": " };
        format!("{} {who}{sep}{how}", self.outcome.score())
    }
}

impl Position {
    /// The result if the game is over by the end rules that need no move generation
    /// (R11–R13; V1.4, V1.6; V4.3), checked in the variant's order, else `None`. R14 (no
    /// legal move) needs move generation: see [`Position::result`].
    pub fn static_result(&self) -> Option<GameResult> {
        let win = |c: Color, reason| {
            Some(GameResult {
                outcome: Outcome::Win(c),
                reason,
            })
        };
        if self.placing_trees() {
            return None; // V5.4: no end rule before both have placed.
        }
        let ending = self.variant.spec().ending;
        // The player who just moved first (V0.5). In the four-player games a partnership's
        // pieces in the other's castles, each in his goal castle (V6.7.1, V7.3), count
        // together, as a side's pieces in the two-square castle do (R11).
        for c in [self.side.opponent(), self.side] {
            let inside = self.pieces[c.index()] & self.variant.goal_castles(c);
            match ending {
                Ending::Camelot if inside.count() >= 2 => {
                    return win(c, EndReason::CastleOccupied);
                }
                Ending::Entry if !inside.is_empty() => return win(c, EndReason::CastleEntered),
                Ending::Anti if !inside.is_empty() => {
                    return win(c.opponent(), EndReason::CastleEnteredLoses);
                }
                _ => {}
            }
        }
        let (w, b) = (self.pieces[0].count(), self.pieces[1].count());
        match ending {
            Ending::Camelot => {
                if w <= 1 && b <= 1 {
                    return Some(GameResult {
                        outcome: Outcome::Draw,
                        reason: EndReason::BareKings,
                    });
                }
                if b == 0 && w >= 2 {
                    return win(Color::White, EndReason::AllCaptured);
                }
                if w == 0 && b >= 2 {
                    return win(Color::Black, EndReason::AllCaptured);
                }
            }
            Ending::Entry => {
                if b == 0 && w >= 1 {
                    return win(Color::White, EndReason::Eliminated);
                }
                if w == 0 && b >= 1 {
                    return win(Color::Black, EndReason::Eliminated);
                }
            }
            Ending::Anti => {}
        }
        None
    }

    /// The result of the game if it is over by the variant's end rules (R11–R14, V1.4–V1.7,
    /// V4.3–V4.5), else `None` (R15 is the [`crate::Game`]'s).
    pub fn result(&self) -> Option<GameResult> {
        if let Some(r) = self.static_result() {
            return Some(r);
        }
        if !self.has_legal_move() {
            return Some(self.no_move_result());
        }
        None
    }

    /// R14 (V1.7, V4.5): how the game ends when the side to move has no legal move.
    pub(crate) fn no_move_result(&self) -> GameResult {
        let them = self.side.opponent();
        let (outcome, reason) = match self.variant.spec().ending {
            Ending::Camelot if self.pieces[them.index()].count() >= 2 => {
                (Outcome::Win(them), EndReason::NoLegalMove)
            }
            Ending::Camelot => (Outcome::Draw, EndReason::NoLegalMove),
            Ending::Entry => (Outcome::Win(them), EndReason::NoMoveLoses),
            Ending::Anti => (Outcome::Win(self.side), EndReason::NoMoveWins),
        };
        GameResult { outcome, reason }
    }
}
