//! Scoring every move of a position with the engine at a fixed depth, and the uniqueness
//! test built on it. Depths, never time: the same engine gives the same answer on any
//! machine, however loaded.

use std::sync::atomic::AtomicBool;

use camelot_ai::{Engine, MATE, MATE_BOUND, SearchLimits};
use camelot_rules::{MoveKey, Outcome, Position};

/// Scores beyond this are wins or losses: all wins count alike when moves are compared,
/// so that a quicker and a slower win are not two different answers.
const DECIDED: i32 = 5_000;

/// How a position's best move must stand out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Margin {
    /// Every other move scores at least this much less (a man is 100).
    pub below_best: i32,
    /// When the answer gains a lot, every other move keeps at most this share (percent) of
    /// its score: winning four more men when four up is an answer, keeping the four is not.
    pub share_of_best: i32,
    /// When the answer wins the game, no other move scores more than this: a second
    /// crushing move would be a second answer.
    pub beside_a_win: i32,
}

impl Margin {
    /// What mining asks of a puzzle: two and a half men between the answer and any other
    /// move.
    pub const MINE: Margin = Margin {
        below_best: 250,
        share_of_best: 50,
        beside_a_win: 400,
    };
    /// What a check asks of a stored puzzle: looser than mining, so that a change of the
    /// engine's weights or pruning does not fail a sound puzzle.
    pub const CHECK: Margin = Margin {
        below_best: 125,
        share_of_best: 75,
        beside_a_win: 700,
    };

    /// The most any other move may score (as [`comparable`]) beside an answer scoring `best`.
    pub fn bar(self, best: i32) -> i32 {
        let best = comparable(best);
        if best >= DECIDED {
            return self.beside_a_win;
        }
        let bar = best - self.below_best;
        if best > 0 {
            bar.min(best * self.share_of_best / 100)
        } else {
            bar
        }
    }
}

/// Wins and losses as ±[`DECIDED`] plus a little for speed; others as they are.
pub fn comparable(score: i32) -> i32 {
    if score >= MATE_BOUND {
        DECIDED + (score - MATE_BOUND).min(100) / 10
    } else if score <= -MATE_BOUND {
        -DECIDED - (-score - MATE_BOUND).min(100) / 10
    } else {
        score.clamp(-DECIDED + 1, DECIDED - 1)
    }
}

/// The engine and the fixed depth it scores at.
pub struct Scorer {
    pub engine: Engine,
    pub depth: u32,
    /// Nodes searched so far, for the puzzle's difficulty.
    pub nodes: u64,
}

impl Scorer {
    pub fn new(depth: u32) -> Scorer {
        let mut engine = Engine::new(16);
        // One thread: helpers sharing the table would make a depth-bounded search's verdict
        // depend on the machine's cores and timing.
        engine.set_threads(1);
        Scorer {
            engine,
            depth,
            nodes: 0,
        }
    }

    /// The score of `pos` for its side to move, `depth` plies deep. A forced move (one legal
    /// move, which the engine does not search) is played and the position after it scored.
    pub fn value(&mut self, pos: &Position, depth: u32) -> i32 {
        self.value_at(pos, depth, 0)
    }

    fn value_at(&mut self, pos: &Position, depth: u32, ply: i32) -> i32 {
        if let Some(r) = pos.result() {
            return match r.outcome {
                Outcome::Draw => 0,
                Outcome::Win(c) if c == pos.side_to_move() => MATE - ply,
                Outcome::Win(_) => -(MATE - ply),
            };
        }
        let keys = pos.legal_keys();
        if keys.len() == 1 {
            return -self.value_at(&pos.play(&keys[0]), depth.saturating_sub(1).max(1), ply + 1);
        }
        let limits = SearchLimits {
            depth: Some(depth.max(1)),
            ..SearchLimits::default()
        };
        let r = self
            .engine
            .search(pos, &[], limits, &AtomicBool::new(false), |_| {});
        self.nodes += r.info.nodes;
        // The engine's wins count from its root; move them to ours.
        match r.info.score {
            s if s >= MATE_BOUND => s - ply,
            s if s <= -MATE_BOUND => s + ply,
            s => s,
        }
    }

    /// The score of playing `mv` in `pos`, for the side to move in `pos`.
    pub fn move_value(&mut self, pos: &Position, mv: &MoveKey) -> i32 {
        -self.value_at(&pos.play(mv), self.depth.saturating_sub(1).max(1), 1)
    }

    /// Whether `best` stands out from every other move of `pos` by `margin`: `Ok` with its
    /// score, or `Err` with the first other move that comes too close and its score. Stops at
    /// the first such move, so most positions are turned down quickly.
    pub fn unique(
        &mut self,
        pos: &Position,
        best: &MoveKey,
        margin: Margin,
    ) -> Result<i32, (MoveKey, i32)> {
        let score = self.move_value(pos, best);
        let bar = margin.bar(score);
        let mut others = pos.legal_keys();
        others.retain(|k| k != best);
        // Captures first: they are the likeliest second answers.
        others.sort_by_key(|k| std::cmp::Reverse(k.captured.count()));
        for m in others {
            let s = self.move_value(pos, &m);
            if comparable(s) > bar {
                return Err((m, s));
            }
        }
        Ok(score)
    }

    /// The engine's best move at the scorer's depth, with its line, the depth at which it
    /// became and stayed the choice, and the nodes searched until then.
    pub fn best(&mut self, pos: &Position) -> Option<Best> {
        let limits = SearchLimits {
            depth: Some(self.depth),
            ..SearchLimits::default()
        };
        let mut found: Option<(u32, u64, MoveKey)> = None;
        let r = self
            .engine
            .search(pos, &[], limits, &AtomicBool::new(false), |info| {
                let stays = found.is_some_and(|(_, _, k)| Some(k) == info.best);
                if !stays {
                    found = info.best.map(|k| (info.depth, info.nodes, k));
                }
            });
        self.nodes += r.info.nodes;
        let key = r.best?;
        let (depth, nodes) = match found {
            Some((d, n, k)) if k == key => (d, n),
            _ => (self.depth, r.info.nodes),
        };
        Some(Best {
            key,
            pv: r.info.pv,
            depth,
            nodes,
        })
    }
}

/// The engine's choice in a position.
#[derive(Clone, Debug)]
pub struct Best {
    pub key: MoveKey,
    /// The principal variation, starting with `key`.
    pub pv: Vec<MoveKey>,
    /// The iteration from which on `key` was the choice.
    pub depth: u32,
    pub nodes: u64,
}
