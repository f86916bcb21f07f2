//! Mining: turning a position into a puzzle when one move is clearly best, found by one
//! search and confirmed by a deeper one, and extending it into a line while the solver's
//! next move is as clear.

use camelot_rules::{MoveKey, Position, Variant};
use serde::{Deserialize, Serialize};

use crate::puzzle::{Checked, Puzzle};
use crate::score::{Margin, Scorer};
use crate::theme::recognise;

/// How deep mining searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Depths {
    /// The search that finds a candidate and its quick uniqueness test.
    pub find: u32,
    /// The deeper search that must agree, and the uniqueness test that counts.
    pub confirm: u32,
    /// The most moves of the solver in a line.
    pub solver_moves: usize,
}

impl Depths {
    /// The depths for a variant: its board's size sets what two shared cores can afford.
    pub fn of(variant: Variant) -> Depths {
        let (find, confirm) = match variant {
            Variant::Camette => (4, 6),
            Variant::Cam => (3, 5),
            _ => (2, 4),
        };
        Depths {
            find,
            confirm,
            solver_moves: 3,
        }
    }
}

/// Finds puzzles in positions; keep one for many positions (its engines are reused).
pub struct Miner {
    find: Scorer,
    confirm: Scorer,
    depths: Depths,
}

impl Miner {
    pub fn new(depths: Depths) -> Miner {
        Miner {
            find: Scorer::new(depths.find),
            confirm: Scorer::new(depths.confirm),
            depths,
        }
    }

    pub fn depths(&self) -> Depths {
        self.depths
    }

    /// Nodes searched so far by both searches.
    pub fn nodes(&self) -> u64 {
        self.find.nodes + self.confirm.nodes
    }

    /// The puzzle in `position`, if it is one: one move clearly best at the finding depth and
    /// again at the confirming depth ([`Margin::MINE`]). The id is left empty for the set to
    /// number; `source` says where the position came from.
    pub fn mine(&mut self, position: &Position, source: &str) -> Option<Puzzle> {
        let pos = fresh(position)?;
        if pos.placing_trees() || pos.result().is_some() || pos.legal_keys().len() < 2 {
            return None;
        }
        self.find.engine.clear();
        let found = self.find.best(&pos)?;
        self.find.unique(&pos, &found.key, Margin::MINE).ok()?;
        self.confirm.engine.clear();
        let best = self.confirm.best(&pos)?;
        if best.key != found.key {
            return None;
        }
        // From a cleared table, as the verifier scores it (the same searches in the same
        // order): the stricter margin passed here, the verifier's looser one passes too.
        self.confirm.engine.clear();
        let score = self.confirm.unique(&pos, &best.key, Margin::MINE).ok()?;
        let line = self.line(&pos, best.key);
        let checked = Checked {
            position: pos,
            line: line
                .iter()
                .scan(pos, |at, k| {
                    let mv = at.canonical_path(k);
                    *at = at.play(k);
                    Some(mv)
                })
                .collect(),
        };
        let themes = recognise(&checked, score);
        let solver_moves = line.len().div_ceil(2);
        Some(Puzzle {
            id: String::new(),
            variant: pos.variant(),
            position: pos.to_string(),
            solution: checked.line.iter().map(|m| m.to_string()).collect(),
            themes,
            rating: rating(best.depth, best.nodes, pos.legal_keys().len(), solver_moves),
            depth: best.depth,
            nodes: best.nodes,
            score,
            source: source.to_string(),
        })
    }

    /// The solution from `first`: after it, the opponent's best reply and the solver's next
    /// move, as long as that move is as clear as the first.
    fn line(&mut self, pos: &Position, first: MoveKey) -> Vec<MoveKey> {
        let mut line = vec![first];
        let mut at = pos.play(&first);
        while line.len().div_ceil(2) < self.depths.solver_moves && at.result().is_none() {
            let Some(reply) = self.confirm.best(&at) else {
                break;
            };
            let next = at.play(&reply.key);
            if next.result().is_some() || next.legal_keys().len() < 2 {
                break;
            }
            let Some(answer) = self.confirm.best(&next) else {
                break;
            };
            if self
                .confirm
                .unique(&next, &answer.key, Margin::MINE)
                .is_err()
            {
                break;
            }
            line.extend([reply.key, answer.key]);
            at = next.play(&answer.key);
        }
        line
    }
}

/// The position as a puzzle starts it: no plies counted towards R15's no-progress draw, so
/// the puzzle is judged by the board alone.
pub fn fresh(pos: &Position) -> Option<Position> {
    let text = pos.to_string();
    let mut fields: Vec<&str> = text.split(' ').collect();
    fields.truncate(5);
    fields.push("0");
    Position::parse_in(pos.variant(), &fields.join(" ")).ok()
}

/// A puzzle's rating from the work the search needed: the deeper the iteration at which the
/// answer appeared and the more nodes until then, the harder; more moves to choose from and
/// each further move of the solver's line harder still.
pub fn rating(depth: u32, nodes: u64, choices: usize, solver_moves: usize) -> u32 {
    let log = |n: f64| n.max(1.0).log2();
    let work = 30.0 * log(nodes as f64) + 60.0 * log(choices as f64);
    let r = 600 + 120 * depth + work as u32 + 150 * solver_moves.saturating_sub(1) as u32;
    r.clamp(600, 2800)
}
