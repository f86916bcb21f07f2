//! Searches on the `AsyncComputeTaskPool`, so frames never wait for them: the computer's move,
//! the hint and review's analysis all go through a [`Searcher`]. A search carries a stop flag
//! and the game revision it was asked for; cancelling (or dropping) it stops it at once, and
//! its engine (table and history) comes back when the task has wound down, even then.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use camelot_ai::Engine;

/// One engine and the search it runs, if any.
pub struct Searcher<T> {
    /// The engine while no search has it.
    engine: Option<Engine>,
    tt_mb: usize,
    running: Option<Running<T>>,
    /// Cancelled searches winding down: their engines come back when they finish.
    returning: Vec<Task<(Engine, T)>>,
}

struct Running<T> {
    task: Task<(Engine, T)>,
    stop: Arc<AtomicBool>,
    /// The deepest iteration completed so far, for the panel.
    depth: Arc<AtomicU32>,
    revision: u64,
}

/// What a search is given besides its engine: its stop flag and where to report its depth.
pub struct Control {
    pub stop: Arc<AtomicBool>,
    pub depth: Arc<AtomicU32>,
}

impl<T> Default for Searcher<T> {
    fn default() -> Searcher<T> {
        Searcher::new(Engine::DEFAULT_TT_MB)
    }
}

impl<T> Searcher<T> {
    /// A searcher whose engine has a table of `tt_mb` megabytes (made when first needed).
    pub fn new(tt_mb: usize) -> Searcher<T> {
        Searcher {
            engine: None,
            tt_mb,
            running: None,
            returning: Vec::new(),
        }
    }

    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The game revision the running search was asked for.
    pub fn revision(&self) -> Option<u64> {
        self.running.as_ref().map(|r| r.revision)
    }

    /// The deepest iteration the running search completed.
    pub fn depth(&self) -> u32 {
        self.running
            .as_ref()
            .map_or(0, |r| r.depth.load(Ordering::Relaxed))
    }

    /// Whether the running search has finished (its result waits to be collected).
    pub fn is_finished(&self) -> bool {
        self.running.as_ref().is_some_and(|r| r.task.is_finished())
    }

    /// Stops the running search; its engine comes back once it has wound down.
    pub fn cancel(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
            self.returning.push(running.task);
        }
    }

    /// Forgets what the engine learnt (a new game); done when the engine is home.
    pub fn clear(&mut self) {
        if let Some(engine) = self.engine.as_mut() {
            engine.clear();
        }
    }

    /// Collects the engines of cancelled searches that have finished.
    fn collect_returning(&mut self) {
        let mut still = Vec::new();
        for mut task in std::mem::take(&mut self.returning) {
            match check_ready(&mut task) {
                Some((engine, _)) => {
                    self.engine.get_or_insert(engine);
                }
                None => still.push(task),
            }
        }
        self.returning = still;
    }
}

impl<T: Send + 'static> Searcher<T> {
    /// Starts `work` with the engine on `threads` threads, for the game at `revision`,
    /// cancelling a search still running.
    pub fn start(
        &mut self,
        revision: u64,
        threads: usize,
        work: impl FnOnce(&mut Engine, &Control) -> T + Send + 'static,
    ) {
        self.cancel();
        self.collect_returning();
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(self.tt_mb));
        engine.set_threads(threads);
        let control = Control {
            stop: Arc::new(AtomicBool::new(false)),
            depth: Arc::new(AtomicU32::new(0)),
        };
        let (stop, depth) = (control.stop.clone(), control.depth.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let found = work(&mut engine, &control);
            (engine, found)
        });
        self.running = Some(Running {
            task,
            stop,
            depth,
            revision,
        });
    }

    /// The result of the running search once it has finished, with its revision.
    pub fn poll(&mut self) -> Option<(u64, T)> {
        self.collect_returning();
        let running = self.running.as_mut()?;
        let (engine, found) = check_ready(&mut running.task)?;
        let revision = running.revision;
        self.running = None;
        self.engine = Some(engine);
        Some((revision, found))
    }
}

impl<T> Drop for Searcher<T> {
    /// A search nobody waits for any more stops at once (closing the window).
    fn drop(&mut self) {
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait_for<T: Send + 'static>(searcher: &mut Searcher<T>) -> Option<(u64, T)> {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Some(found) = searcher.poll() {
                return Some(found);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }

    #[test]
    fn a_cancelled_search_stops_and_hands_its_engine_back() {
        AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::new);
        let mut searcher: Searcher<bool> = Searcher::new(1);
        // A search that runs until it is told to stop.
        searcher.start(1, 1, |_, control| {
            while !control.stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
            true
        });
        assert!(searcher.is_running());
        searcher.cancel();
        assert!(!searcher.is_running());
        let deadline = Instant::now() + Duration::from_secs(10);
        while searcher.engine.is_none() && Instant::now() < deadline {
            searcher.collect_returning();
            std::thread::sleep(Duration::from_millis(2));
        }
        assert!(searcher.engine.is_some(), "the engine came back");
        // The next search gets it, on the threads asked for, and its result comes with its
        // revision.
        searcher.start(2, 3, |engine, _| engine.threads() == 3);
        assert!(searcher.engine.is_none());
        assert_eq!(wait_for(&mut searcher), Some((2, true)));
    }
}
