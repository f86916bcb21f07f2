//! The engine: what it keeps between searches, and iterative deepening over a root move
//! list under the clock.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use camelot_rules::{HouseRules, MoveKey, Position, Variant};

use crate::eval::Weights;
use crate::helpers::Deepest;
use crate::search::{CHECK_EVERY, INFINITY, MATE, MATE_BOUND, Search};
use crate::time::Iteration;
use crate::tt::Table;
use crate::worker::{Shared, Worker};

/// The deepest iteration.
pub(crate) const MAX_DEPTH: u32 = 64;
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

/// A search engine: its transposition table, evaluation weights and search threads.
/// Keep one per computer player across its moves so its table helps the next search, and
/// [`Engine::clear`] it for a new or loaded game. It is `Send`: move it into a background
/// task and back. A search runs on [`Engine::threads`] threads (Lazy SMP: they search the
/// same position and share the table); the caller's thread is the first of them.
pub struct Engine {
    pub(crate) tt: Table,
    /// Weights for every variant in place of the shipped ones (for tuning).
    pub(crate) weights: Option<Weights>,
    /// One per search thread, the caller's first.
    pub(crate) workers: Vec<Worker>,
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
        Engine::evaluating(tt_mb, None)
    }

    /// An engine evaluating every variant with `weights` in place of the shipped ones (for
    /// tuning).
    pub fn with_weights(tt_mb: usize, weights: Weights) -> Engine {
        Engine::evaluating(tt_mb, Some(weights))
    }

    /// The weights this engine evaluates `variant` with.
    pub fn weights(&self, variant: Variant) -> Weights {
        self.weights.unwrap_or_else(|| Weights::shipped(variant))
    }

    fn evaluating(tt_mb: usize, weights: Option<Weights>) -> Engine {
        let mut engine = Engine {
            tt: Table::new(tt_mb),
            weights,
            workers: Vec::new(),
            rules: HouseRules::default(),
        };
        engine.set_threads(Engine::default_threads());
        engine
    }

    /// The threads a new engine searches on: the machine's cores less one (so the game's
    /// frame rate holds), at least one.
    pub fn default_threads() -> usize {
        std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
    }

    /// The threads a search runs on.
    pub fn threads(&self) -> usize {
        self.workers.len()
    }

    /// Searches on `threads` threads from now on (at least one; more than 256 is taken as
    /// 256). What the threads learnt about move order is kept for those that remain.
    pub fn set_threads(&mut self, threads: usize) {
        self.workers.resize_with(threads.clamp(1, 256), Worker::new);
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
        self.workers.iter_mut().for_each(|w| w.memory.clear());
    }

    /// Searches `position` and returns the best move found with the search's figures.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's positions before this
    /// one, oldest first, so that a repetition (R15) is scored as a draw. `progress` is called
    /// after every completed iteration. The search returns within a few milliseconds of the
    /// time limit or of `stop` becoming true, and always with a legal move unless the game is
    /// over. It runs on [`Engine::threads`] threads, the caller's and helpers that search the
    /// same position sharing the table (Lazy SMP); the caller's thread keeps the clock, stops
    /// the helpers and returns its own last iteration's move, or a helper's deeper one. A node
    /// limit counts the caller's thread's nodes.
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
        self.tt.new_search();
        let weights = self.weights(position.variant());
        // Set when the caller's thread is done: the helpers stop at once.
        let done = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let deepest = Deepest::default();
        let Engine {
            tt, workers, rules, ..
        } = self;
        let on = Shared {
            tt,
            weights: &weights,
            rules: *rules,
            history,
            start,
        };
        let (main, helpers) = workers.split_first_mut().expect("an engine has a thread");
        let main_nodes = std::thread::scope(|scope| {
            for (i, worker) in helpers.iter_mut().enumerate() {
                let mut roots = roots.clone();
                let (done, helper_nodes, deepest) = (&done, &helper_nodes, &deepest);
                let limits = SearchLimits {
                    nodes: None,
                    ..limits
                };
                scope.spawn(move || {
                    let mut s = Search::new(worker, on, limits, done);
                    s.published = Some(helper_nodes);
                    s.help(i, position, &mut roots, max_depth, deepest);
                    helper_nodes.fetch_add(s.nodes % CHECK_EVERY, Ordering::Relaxed);
                });
            }
            let mut s = Search::new(main, on, limits, stop);
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
                info.nodes = s.nodes + helper_nodes.load(Ordering::Relaxed);
                info.nps = nps(info.nodes, start.elapsed());
                if s.aborted {
                    break;
                }
                info.depth = depth;
                info.score = score;
                progress(&info);
                // A win on this very move cannot be bettered. Any other forced result may
                // (a shorter win, a longer defence, that pruning hid at this depth): deeper
                // iterations look for it while the limits allow.
                if score == MATE - 1 {
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
            done.store(true, Ordering::Relaxed);
            s.nodes
        });
        // A helper that completed a deeper iteration than the caller's thread knows better,
        // unless the caller's thread found a shorter win.
        if let Some(c) = deepest.deeper_than(info.depth)
            && (info.score < MATE_BOUND || c.score >= info.score)
        {
            info.best = c.pv.first().copied();
            (info.depth, info.score, info.pv) = (c.depth, c.score, c.pv);
        }
        info.nodes = main_nodes + helper_nodes.load(Ordering::Relaxed);
        info.nps = nps(info.nodes, start.elapsed());
        SearchResult {
            best: info.best,
            info,
        }
    }

    /// A search on the caller's thread alone.
    pub(crate) fn begin<'a>(
        &'a mut self,
        weights: &'a Weights,
        history: &'a [u64],
        limits: SearchLimits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a> {
        self.tt.new_search();
        let on = Shared {
            tt: &self.tt,
            weights,
            rules: self.rules,
            history,
            start,
        };
        Search::new(&mut self.workers[0], on, limits, stop)
    }
}

impl Search<'_> {
    /// One iteration, first in a narrow window around the last score, widened on a fail.
    pub(crate) fn aspiration(
        &mut self,
        pos: &Position,
        roots: &mut [RootMove],
        depth: i32,
        last: i32,
    ) -> i32 {
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
            // A forced result outside the window opens that side at once: its exact
            // distance is what matters, not a bound near it.
            if score <= alpha && alpha > -INFINITY {
                alpha = if score <= -MATE_BOUND {
                    -INFINITY
                } else {
                    (score - delta).max(-INFINITY)
                };
            } else if score >= beta && beta < INFINITY {
                beta = if score >= MATE_BOUND {
                    INFINITY
                } else {
                    (score + delta).min(INFINITY)
                };
            } else {
                return score;
            }
            delta *= 2;
        }
    }
}

pub(crate) fn nps(nodes: u64, elapsed: Duration) -> u64 {
    (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64
}
