//! A search on the `AsyncComputeTaskPool`, so frames never wait for it. It carries a stop flag
//! and the game revision it was asked for: dropping it stops it, and a result for a game that
//! has changed since is stale. The engine (its table and history) goes into the task and comes
//! back with the move, whose path is worked out in the task too.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use camelot_ai::{Engine, Level};
use camelot_rules::Move;

use super::active::ActiveGame;

pub struct Search {
    task: Task<(Engine, Option<Move>)>,
    stop: Arc<AtomicBool>,
    /// The deepest iteration completed so far, for the panel.
    depth: Arc<AtomicU32>,
    /// The game revision it was asked for.
    revision: u64,
}

/// What a finished search gives back.
pub struct Found {
    pub engine: Engine,
    pub mv: Option<Move>,
}

impl Search {
    pub fn start(
        mut engine: Engine,
        level: Level,
        active: &ActiveGame,
        budget: Duration,
        seed: u64,
    ) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let depth = Arc::new(AtomicU32::new(0));
        let game = active.game.clone();
        let (stop_flag, depth_seen) = (stop.clone(), depth.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let choice = engine.think(level, &game, Some(budget), &stop_flag, seed, |info| {
                depth_seen.store(info.depth, Ordering::Relaxed)
            });
            (engine, choice.map(|c| c.path))
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

    /// The engine and the move once the task has finished.
    pub fn poll(&mut self) -> Option<Found> {
        check_ready(&mut self.task).map(|(engine, mv)| Found { engine, mv })
    }
}

impl Drop for Search {
    /// A search nobody waits for any more stops at once (undo, new game, closing the window);
    /// its engine goes with it.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
