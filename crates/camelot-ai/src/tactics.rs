//! The tactical suite: positions with a forced result proved by the rules core's exhaustive
//! search ([`camelot_rules::Prover`], never this engine), and the engine's test on each.
//!
//! A suite file (docs/ai.md) has one position a line, six fields separated by tabs:
//! `variant kind plies position moves source`, `#` starting a comment line.
//! - `win`: the side to move forces a win in exactly `plies` plies (none sooner); `moves`
//!   are every first move that does. The engine passes when, searched to depth `plies`, it
//!   plays one of them and scores the win at that distance (`MATE - plies`).
//! - `save`: after every move but `moves` the opponent forces a win within `plies` plies.
//!   The engine passes when, searched to depth `plies + 1`, it plays one of `moves`.
//!
//! `moves` are written in WCF notation (R16's canonical paths), separated by spaces.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_rules::{MoveKey, Position, Variant};

use crate::engine::{Engine, SearchLimits};
use crate::search::MATE;

/// The project's suite (`data/tactics.txt`, made by `camelot-cli make-tactics`).
pub const SUITE: &str = include_str!("../data/tactics.txt");

/// What a position of the suite asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Win,
    Save,
}

/// One position of the suite, as proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tactic {
    pub kind: Kind,
    pub plies: u32,
    pub position: Position,
    /// The winning first moves, or the saves.
    pub moves: Vec<MoveKey>,
    /// Where it comes from (a puzzle id, a motif), for people.
    pub source: String,
}

impl Tactic {
    /// The depth the engine must solve it at, without slack.
    pub fn depth(&self) -> u32 {
        match self.kind {
            Kind::Win => self.plies,
            Kind::Save => self.plies + 1,
        }
    }

    /// Reads a suite file's text: every position, or the first bad line's number and why.
    pub fn read_all(text: &str) -> Result<Vec<Tactic>, String> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|(i, l)| Tactic::read(l).map_err(|e| format!("line {}: {e}", i + 1)))
            .collect()
    }

    fn read(line: &str) -> Result<Tactic, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [variant, kind, plies, fen, moves, source] = fields[..] else {
            return Err(format!("{} fields, not 6", fields.len()));
        };
        let variant: Variant = variant
            .parse()
            .map_err(|e: camelot_rules::Error| e.to_string())?;
        let kind = match kind {
            "win" => Kind::Win,
            "save" => Kind::Save,
            other => return Err(format!("unknown kind {other:?} (win or save)")),
        };
        let plies = plies.parse().map_err(|e| format!("plies {plies:?}: {e}"))?;
        let position = Position::parse_in(variant, fen).map_err(|e| e.to_string())?;
        let moves = moves
            .split(' ')
            .map(|m| {
                position
                    .read_move(m)
                    .map(|m| m.key())
                    .map_err(|e| format!("{m}: {e}"))
            })
            .collect::<Result<_, _>>()?;
        Ok(Tactic {
            kind,
            plies,
            position,
            moves,
            source: source.to_string(),
        })
    }

    /// The engine's search of the position, single-threaded from a clear table: to the
    /// tactic's depth plus `slack` plies, or for `time` when given; and whether it passes.
    pub fn solve(&self, engine: &mut Engine, slack: u32, time: Option<Duration>) -> Verdict {
        engine.clear();
        engine.set_threads(1);
        let limits = match time {
            Some(t) => SearchLimits {
                time: Some(t),
                ..SearchLimits::default()
            },
            None => SearchLimits {
                depth: Some(self.depth() + slack),
                ..SearchLimits::default()
            },
        };
        let result = engine.search(&self.position, &[], limits, &AtomicBool::new(false), |_| {});
        let best = result.best;
        let score = result.info.score;
        let chosen = best.is_some_and(|b| self.moves.contains(&b));
        let passed = match self.kind {
            Kind::Win => chosen && score == MATE - self.plies as i32,
            Kind::Save => chosen,
        };
        Verdict {
            passed,
            best,
            score,
        }
    }
}

impl fmt::Display for Tactic {
    /// The suite file's line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|m| self.position.canonical_path(m).to_string())
            .collect();
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}\t{}",
            self.position.variant(),
            match self.kind {
                Kind::Win => "win",
                Kind::Save => "save",
            },
            self.plies,
            self.position,
            moves.join(" "),
            self.source
        )
    }
}

/// How the engine did on a tactic.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub passed: bool,
    pub best: Option<MoveKey>,
    /// The engine's score: `MATE - n` a win in `n` plies.
    pub score: i32,
}
