//! One search thread's own state, and what the threads of a search share (Lazy SMP: each
//! thread searches the same position with its own move-ordering memory, and they meet in
//! the transposition table).

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use camelot_rules::{HouseRules, MoveKey};

use crate::engine::SearchLimits;
use crate::eval::Weights;
use crate::movepick::Memory;
use crate::search::{MAX_PLY, Search};
use crate::time::Clock;
use crate::tt::Table;

/// What one search thread keeps: move-ordering memory and reused buffers.
pub(crate) struct Worker {
    pub(crate) memory: Memory,
    /// Move lists and their ordering scores, one per ply, reused.
    pub(crate) moves: Vec<Vec<MoveKey>>,
    pub(crate) order: Vec<Vec<i32>>,
    /// Principal variations found at each ply (a triangular table).
    pub(crate) pv: Vec<Vec<MoveKey>>,
    /// Hashes of the game's earlier positions and of the search path, for repetitions (R15).
    pub(crate) path: Vec<u64>,
}

impl Worker {
    pub(crate) fn new() -> Worker {
        Worker {
            memory: Memory::new(MAX_PLY),
            moves: vec![Vec::new(); MAX_PLY],
            order: vec![Vec::new(); MAX_PLY],
            pv: vec![Vec::new(); MAX_PLY + 1],
            path: Vec::new(),
        }
    }
}

/// What the threads of one search share.
#[derive(Clone, Copy)]
pub(crate) struct Shared<'a> {
    pub tt: &'a Table,
    pub weights: &'a Weights,
    pub rules: HouseRules,
    /// As for [`Engine::search`].
    pub history: &'a [u64],
    pub start: Instant,
}

impl<'a> Search<'a> {
    /// A thread's search, with its own worker, bounded by `limits` and `stop`.
    pub(crate) fn new(
        w: &'a mut Worker,
        on: Shared<'a>,
        limits: SearchLimits,
        stop: &'a AtomicBool,
    ) -> Search<'a> {
        w.memory.age();
        w.path.clear();
        w.path.extend_from_slice(on.history);
        Search {
            w,
            tt: on.tt,
            weights: on.weights,
            rules: on.rules,
            stop,
            clock: Clock::new(on.start, limits.time, limits.target),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            published: None,
            aborted: false,
            null_ply: usize::MAX,
        }
    }
}
