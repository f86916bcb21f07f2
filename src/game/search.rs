//! A search on the `AsyncComputeTaskPool`, so frames never wait for it. It carries a stop flag
//! and the game revision it was asked for: dropping it stops it, and a result for a game that
//! has changed since is stale. The move's path is worked out in the task too.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use camelot_ai::{Level, choose_move, game_history};
use camelot_rules::Move;

use super::active::ActiveGame;

pub struct Search {
    task: Task<Option<Move>>,
    stop: Arc<AtomicBool>,
    /// The deepest iteration completed so far, for the panel.
    depth: Arc<AtomicU32>,
    /// The game revision it was asked for.
    revision: u64,
}

impl Search {
    pub fn start(level: Level, active: &ActiveGame, budget: Duration, seed: u64) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let depth = Arc::new(AtomicU32::new(0));
        let position = *active.position();
        let history = game_history(&active.game);
        let (stop_flag, depth_seen) = (stop.clone(), depth.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let key = choose_move(
                level,
                &position,
                &history,
                Some(budget),
                &stop_flag,
                seed,
                |info| depth_seen.store(info.depth, Ordering::Relaxed),
            )?;
            Some(position.canonical_path(&key))
        });
        Search {
            task,
            stop,
            depth,
            revision: active.revision,
        }
    }

    /// The deepest iteration completed.
    pub fn depth(&self) -> u32 {
        self.depth.load(Ordering::Relaxed)
    }

    /// Whether the game is still the one the search was asked for.
    pub fn is_current(&self, active: &ActiveGame) -> bool {
        self.revision == active.revision
    }

    /// Whether the search has finished (its result waits to be collected).
    pub fn is_finished(&self) -> bool {
        self.task.is_finished()
    }

    /// The result once the task has finished: `Some(None)` when it found no move.
    pub fn poll(&mut self) -> Option<Option<Move>> {
        check_ready(&mut self.task)
    }
}

impl Drop for Search {
    /// A search nobody waits for any more stops at once (undo, new game, closing the window).
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
