//! The engine: what it keeps between searches, and iterative deepening over a root move
//! list under the clock.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use camelot_rules::{HouseRules, MoveKey, Position};

use crate::eval::Weights;
use crate::movepick::Memory;
use crate::search::{INFINITY, MATE, MATE_BOUND, MAX_PLY, Search};
use crate::time::{Clock, Iteration};
use crate::tt::Table;

/// The deepest iteration.
const MAX_DEPTH: u32 = 64;
/// The first aspiration window's half-width around the last iteration's score.
const ASPIRATION: i32 = 30;

/// What bounds a search; `None` fields do not bound it. With no bound at all the search runs
/// until stopped (or to depth 64).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// A hard deadline from the start of the search.
    pub time: Option<Duration>,
    /// The time the search aims at (under `time`): after an iteration it starts no other
    /// beyond it, sooner when the best move has been stable, later when it has just changed
    /// or the score fell. Without it the search goes on until `time`, though never starting an
    /// iteration it could not finish.
    pub target: Option<Duration>,
    /// The deepest iteration (full-width plies; quiescence goes beyond).
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
}

/// The state of a search: passed to the progress callback after each completed iteration,
/// and returned in the [`SearchResult`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchInfo {
    /// The last iteration completed.
    pub depth: u32,
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// For the side to move, a man being 100; beyond ±[`MATE_BOUND`] a forced result in
    /// `MATE - |score|` plies.
    pub score: i32,
    /// The principal variation, starting with the best move.
    pub pv: Vec<MoveKey>,
    pub best: Option<MoveKey>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchResult {
    /// `None` only when the game is over (no legal move).
    pub best: Option<MoveKey>,
    pub info: SearchInfo,
}

/// A search engine: its transposition table, move-ordering memory and evaluation weights.
/// Keep one per computer player across its moves so its table helps the next search, and
/// [`Engine::clear`] it for a new or loaded game. It is `Send`: move it into a background
/// task and back.
pub struct Engine {
    pub(crate) tt: Table,
    pub(crate) weights: Weights,
    pub(crate) memory: Memory,
    /// Move lists and their ordering scores, one per ply, reused.
    pub(crate) moves: Vec<Vec<MoveKey>>,
    pub(crate) order: Vec<Vec<i32>>,
    /// Principal variations found at each ply (a triangular table).
    pub(crate) pv: Vec<Vec<MoveKey>>,
    /// Hashes of the game's earlier positions and of the search path, for repetitions (R15).
    pub(crate) path: Vec<u64>,
    /// The R15 automatic draws the search scores as draws: the game's own settings.
    pub(crate) rules: HouseRules,
}

/// A legal move of the root position, with what the last iteration found for it.
#[derive(Clone, Debug)]
pub(crate) struct RootMove {
    pub key: MoveKey,
    /// Its score if it was the best so far, else `-INFINITY` (it only failed low).
    pub score: i32,
    pub pv: Vec<MoveKey>,
}

impl Default for Engine {
    /// An engine with a table of [`Engine::DEFAULT_TT_MB`] megabytes.
    fn default() -> Engine {
        Engine::new(Engine::DEFAULT_TT_MB)
    }
}

impl Engine {
    /// The table size of [`Engine::default`]: plenty for a few seconds a move.
    pub const DEFAULT_TT_MB: usize = 16;

    /// An engine with a transposition table of about `tt_mb` megabytes.
    pub fn new(tt_mb: usize) -> Engine {
        Engine::with_weights(tt_mb, Weights::default())
    }

    /// An engine evaluating with other weights (for tuning).
    pub fn with_weights(tt_mb: usize, weights: Weights) -> Engine {
        Engine {
            tt: Table::new(tt_mb),
            weights,
            memory: Memory::new(MAX_PLY),
            moves: vec![Vec::new(); MAX_PLY],
            order: vec![Vec::new(); MAX_PLY],
            pv: vec![Vec::new(); MAX_PLY + 1],
            path: Vec::new(),
            rules: HouseRules::default(),
        }
    }

    /// The R15 house rules the search follows (on by default, like the game's).
    pub fn house_rules(&self) -> HouseRules {
        self.rules
    }

    /// Follows the game's R15 house rules from now on. The table's scores assumed the old
    /// rules, so a change forgets them.
    pub fn set_house_rules(&mut self, rules: HouseRules) {
        if rules != self.rules {
            self.rules = rules;
            self.tt.clear();
        }
    }

    /// Forgets everything learnt from earlier searches: for a new or loaded game.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.memory.clear();
    }

    /// Searches `position` and returns the best move found with the search's figures.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's positions before this
    /// one, oldest first, so that a repetition (R15) is scored as a draw. `progress` is called
    /// after every completed iteration. The search returns within a few milliseconds of the
    /// time limit or of `stop` becoming true, and always with a legal move unless the game is
    /// over.
    pub fn search(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: SearchLimits,
        stop: &AtomicBool,
        mut progress: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let mut roots: Vec<RootMove> = position
            .legal_keys()
            .into_iter()
            .map(|key| RootMove {
                key,
                score: -INFINITY,
                pv: vec![key],
            })
            .collect();
        let mut info = SearchInfo {
            best: roots.first().map(|r| r.key),
            ..SearchInfo::default()
        };
        if roots.len() <= 1 {
            // Nothing to choose: no move (the game is over) or a forced one.
            info.pv = info.best.into_iter().collect();
            return SearchResult {
                best: info.best,
                info,
            };
        }
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut s = self.begin(history, limits, stop, start);
        for depth in 1..=max_depth {
            let (last_best, last_score) = (info.best, info.score);
            roots.iter_mut().for_each(|r| r.score = -INFINITY);
            let score = s.aspiration(position, &mut roots, depth as i32, last_score);
            // An unfinished iteration still counts for a root move it found better.
            if roots[0].score > -INFINITY {
                info.best = Some(roots[0].key);
                info.pv = roots[0].pv.clone();
                info.score = roots[0].score;
            }
            info.nodes = s.nodes;
            info.nps = nps(s.nodes, start.elapsed());
            if s.aborted {
                break;
            }
            info.depth = depth;
            info.score = score;
            progress(&info);
            // A forced result within the horizon: deeper iterations cannot change it.
            if score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth {
                break;
            }
            let it = Iteration {
                best_changed: depth > 1 && info.best != last_best,
                score_drop: if depth > 1 { last_score - score } else { 0 },
            };
            if !s.clock.next_iteration(it) {
                break;
            }
        }
        info.nps = nps(info.nodes, start.elapsed());
        SearchResult {
            best: info.best,
            info,
        }
    }

    /// Scores every legal move of `position` by a full-window search of `depth` plies
    /// (after iterative deepening to fill the table), and reports the best of them to
    /// `progress`. Moves the limits left unscored are left out; the list is empty only if the
    /// game is over or nothing was scored.
    pub(crate) fn score_moves(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: SearchLimits,
        stop: &AtomicBool,
        mut progress: impl FnMut(&SearchInfo),
    ) -> Vec<(MoveKey, i32)> {
        let start = Instant::now();
        let depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH) as i32;
        let mut s = self.begin(history, limits, stop, start);
        for d in 1..depth {
            s.negamax(position, d, -INFINITY, INFINITY, 0);
        }
        s.e.path.push(position.hash());
        let mut scored = Vec::new();
        for m in position.legal_keys() {
            let score = -s.negamax(&position.play(&m), depth - 1, -INFINITY, INFINITY, 1);
            if s.aborted {
                break;
            }
            scored.push((m, score));
        }
        if let Some(&(best, score)) = scored.iter().max_by_key(|&&(_, v)| v) {
            let (nodes, depth) = (s.nodes, depth as u32);
            let nps = nps(nodes, start.elapsed());
            progress(&SearchInfo {
                depth,
                nodes,
                nps,
                score,
                pv: vec![best],
                best: Some(best),
            });
        }
        scored
    }

    pub(crate) fn begin<'a>(
        &'a mut self,
        history: &[u64],
        limits: SearchLimits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a> {
        self.tt.new_search();
        self.memory.age();
        self.path.clear();
        self.path.extend_from_slice(history);
        Search {
            e: self,
            stop,
            clock: Clock::new(start, limits.time, limits.target),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            aborted: false,
            null_ply: usize::MAX,
        }
    }
}

impl Search<'_> {
    /// One iteration, first in a narrow window around the last score, widened on a fail.
    fn aspiration(&mut self, pos: &Position, roots: &mut [RootMove], depth: i32, last: i32) -> i32 {
        let mut delta = ASPIRATION;
        let (mut alpha, mut beta) = if depth >= 4 && last.abs() < MATE_BOUND {
            (last - delta, last + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let score = self.root(pos, roots, depth, alpha, beta);
            if self.aborted {
                return score;
            }
            if score <= alpha && alpha > -INFINITY {
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta && beta < INFINITY {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
        }
    }
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64
}
