//! Themes: what a puzzle teaches, recognised from its solution's moves.

use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

use camelot_rules::{Constraint, EndReason, LegKind, Outcome, PieceKind};
use serde::{Deserialize, Serialize};

use crate::puzzle::Checked;

/// A tactic of Camelot, with the rule it rests on.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// R5: one of the solver's moves captures two or more pieces in one chain of jumps.
    JumpChain,
    /// R6: a knight cantered, then jumped, in one move.
    KnightsCharge,
    /// R4: a capture-free canter, and the solver's next move captures.
    CanterCapture,
    /// R7: a move that leaves the opponent a capture it must make, after which the solver
    /// captures.
    CaptureDue,
    /// R10 (V1.4 in Camette and Cam): a solver's piece lands in the opponent's castle.
    CastleEntry,
    /// R9: the solver's piece must leave its own castle, and the way out is the point.
    R9Exit,
    /// R13 (V1.6): the line captures the opponent's last piece.
    CaptureAll,
    /// The one move that does not lose: every other loses clearly.
    Defence,
    /// R11 (V1.4; V4.5 in Anti-Camelot): the line wins the game by the castle (or, in
    /// Anti-Camelot, by running out of moves).
    WinTheRace,
    /// None of the above: the line simply wins material.
    WinMaterial,
}

impl Theme {
    pub const ALL: [Theme; 10] = [
        Theme::JumpChain,
        Theme::KnightsCharge,
        Theme::CanterCapture,
        Theme::CaptureDue,
        Theme::CastleEntry,
        Theme::R9Exit,
        Theme::CaptureAll,
        Theme::Defence,
        Theme::WinTheRace,
        Theme::WinMaterial,
    ];

    /// The name in files and on the command line: `jump-chain`, `knights-charge`, …
    pub fn name(self) -> &'static str {
        match self {
            Theme::JumpChain => "jump-chain",
            Theme::KnightsCharge => "knights-charge",
            Theme::CanterCapture => "canter-capture",
            Theme::CaptureDue => "capture-due",
            Theme::CastleEntry => "castle-entry",
            Theme::R9Exit => "r9-exit",
            Theme::CaptureAll => "capture-all",
            Theme::Defence => "defence",
            Theme::WinTheRace => "win-the-race",
            Theme::WinMaterial => "win-material",
        }
    }

    /// A title for a menu.
    pub fn title(self) -> &'static str {
        match self {
            Theme::JumpChain => "Jump chain (R5)",
            Theme::KnightsCharge => "Knight's charge (R6)",
            Theme::CanterCapture => "Canter into a capture (R4)",
            Theme::CaptureDue => "Capture falling due (R7)",
            Theme::CastleEntry => "Castle entry (R10)",
            Theme::R9Exit => "Leaving one's own castle (R9)",
            Theme::CaptureAll => "Capture all (R13)",
            Theme::Defence => "Defence",
            Theme::WinTheRace => "Win the race (R11)",
            Theme::WinMaterial => "Win material",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = String;

    fn from_str(s: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<_> = Theme::ALL.iter().map(|t| t.name()).collect();
                format!("unknown theme {s:?}; expected one of {}", names.join(", "))
            })
    }
}

/// A solution that keeps the solver at or below this score (a man is 100) while every
/// other move loses clearly is a defence.
pub const DEFENCE_AT_MOST: i32 = 100;

/// The themes of a checked line whose first move scores `score` for the solver.
pub fn recognise(puzzle: &Checked, score: i32) -> Vec<Theme> {
    let solver = puzzle.solver();
    let positions = puzzle.positions();
    let mut themes = BTreeSet::new();
    let mut add = |t: Theme| {
        themes.insert(t);
    };
    // The solver's moves are the even plies; the replies the odd ones.
    let solver_moves: Vec<_> = puzzle.line.iter().zip(&positions).step_by(2).collect();
    for (i, &(mv, before)) in solver_moves.iter().enumerate() {
        let key = mv.key();
        let jumps = mv.legs.iter().filter(|l| l.kind == LegKind::Jump).count();
        if jumps >= 2 {
            add(Theme::JumpChain);
        }
        let knight = before.piece_at(mv.from).map(|p| p.kind) == Some(PieceKind::Knight);
        let cantered = mv.legs.first().is_some_and(|l| l.kind == LegKind::Canter);
        if knight && cantered && jumps > 0 {
            add(Theme::KnightsCharge);
        }
        let next_captures = solver_moves
            .get(i + 1)
            .is_some_and(|(m, _)| m.key().is_capture());
        if cantered && !key.is_capture() && next_captures {
            add(Theme::CanterCapture);
        }
        let after = before.play(&key);
        if after.result().is_none()
            && after.constraint() == Constraint::MustCapture
            && next_captures
        {
            add(Theme::CaptureDue);
        }
        if after.castle(solver.opponent()).contains(mv.to())
            && !before.castle(solver.opponent()).contains(mv.from)
        {
            add(Theme::CastleEntry);
        }
        if before.must_leave() == Some(mv.from) {
            add(Theme::R9Exit);
        }
    }
    let last = positions
        .last()
        .map(|p| p.play(&puzzle.line[puzzle.line.len() - 1].key()));
    if let Some(r) = last.and_then(|p| p.result())
        && r.outcome == Outcome::Win(solver)
    {
        match r.reason {
            EndReason::AllCaptured | EndReason::Eliminated => add(Theme::CaptureAll),
            EndReason::CastleOccupied | EndReason::CastleEntered | EndReason::NoMoveWins => {
                add(Theme::WinTheRace)
            }
            _ => {}
        }
    }
    if score <= DEFENCE_AT_MOST {
        add(Theme::Defence);
    }
    if themes.is_empty() {
        themes.insert(Theme::WinMaterial);
    }
    themes.into_iter().collect()
}
