//! The engine pool: a bounded number of threads apart from the hub's, each with its own
//! engine, taking jobs from a queue fair between players (round robin: each player's next
//! job in turn, not the requests in order), and handing each result to an inbox the hub
//! empties when woken. The hub never waits on it: [`Pool::submit`] only queues.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

use super::jobs::{Done, Job};
use crate::store::PlayerId;

/// The transposition table of each pool thread's engine, in MB.
const TABLE_MB: usize = 16;

/// Jobs waiting, by player, served in turn.
#[derive(Default)]
struct Queue {
    turns: VecDeque<PlayerId>,
    jobs: HashMap<PlayerId, VecDeque<Job>>,
}

impl Queue {
    fn push(&mut self, owner: PlayerId, job: Job) {
        let jobs = self.jobs.entry(owner).or_default();
        if jobs.is_empty() {
            self.turns.push_back(owner);
        }
        jobs.push_back(job);
    }

    /// The next player's oldest job; that player goes to the back of the turns.
    fn pop(&mut self) -> Option<Job> {
        let owner = self.turns.pop_front()?;
        let jobs = self.jobs.get_mut(&owner)?;
        let job = jobs.pop_front();
        if jobs.is_empty() {
            self.jobs.remove(&owner);
        } else {
            self.turns.push_back(owner);
        }
        job
    }
}

/// Called once a result is in the inbox (the server wakes the hub's worker).
pub type Wake = Box<dyn Fn() + Send + Sync>;

struct Shared {
    queue: Mutex<Queue>,
    ready: Condvar,
    stop: AtomicBool,
    inbox: Mutex<Vec<Done>>,
    wake: Mutex<Option<Wake>>,
}

/// Locks, taking the data of a lock a panicking thread left (a job's panic loses only that
/// job).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

pub struct Pool {
    shared: Arc<Shared>,
    size: usize,
    /// Started with the first job: a server nobody asks for the engine runs no thread.
    threads: Vec<JoinHandle<()>>,
}

impl Pool {
    pub fn new(size: usize) -> Pool {
        Pool {
            shared: Arc::new(Shared {
                queue: Mutex::new(Queue::default()),
                ready: Condvar::new(),
                stop: AtomicBool::new(false),
                inbox: Mutex::new(Vec::new()),
                wake: Mutex::new(None),
            }),
            size: size.max(1),
            threads: Vec::new(),
        }
    }

    /// What to call when a result is ready.
    pub fn on_result(&self, wake: Wake) {
        *lock(&self.shared.wake) = Some(wake);
    }

    /// Queues `job` for `owner`'s turn.
    pub fn submit(&mut self, owner: PlayerId, job: Job) {
        if self.threads.is_empty() {
            self.start();
        }
        lock(&self.shared.queue).push(owner, job);
        self.shared.ready.notify_one();
    }

    /// The results in so far.
    pub fn take_results(&self) -> Vec<Done> {
        std::mem::take(&mut *lock(&self.shared.inbox))
    }

    fn start(&mut self) {
        for i in 0..self.size {
            let shared = self.shared.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("camelot-engine-{i}"))
                .spawn(move || serve(&shared));
            match spawned {
                Ok(t) => self.threads.push(t),
                Err(e) => eprintln!("cannot start an engine thread: {e}"),
            }
        }
    }
}

/// One pool thread: takes jobs until the pool is dropped.
fn serve(shared: &Shared) {
    let mut engine = camelot_ai::Engine::new(TABLE_MB);
    engine.set_threads(1);
    loop {
        let job = {
            let mut queue = lock(&shared.queue);
            loop {
                if shared.stop.load(Ordering::Relaxed) {
                    return;
                }
                if let Some(job) = queue.pop() {
                    break job;
                }
                queue = shared.ready.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        };
        let done = job.run(&mut engine, &shared.stop);
        lock(&shared.inbox).push(done);
        if let Some(wake) = &*lock(&shared.wake) {
            wake();
        }
    }
}

impl Drop for Pool {
    /// Stops the threads: a search under way returns within milliseconds.
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        self.shared.ready.notify_all();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(conn: u64) -> Job {
        Job::Position {
            conn,
            position: camelot_rules::Position::start(),
            budget: std::time::Duration::ZERO,
        }
    }

    fn conn_of(job: Option<Job>) -> u64 {
        match job {
            Some(Job::Position { conn, .. }) => conn,
            _ => u64::MAX,
        }
    }

    #[test]
    fn players_take_turns_whatever_order_they_asked_in() {
        let mut q = Queue::default();
        // Player 1 asks three times before player 2 asks once.
        for n in [10, 11, 12] {
            q.push(1, job(n));
        }
        q.push(2, job(20));
        q.push(3, job(30));
        let order: Vec<u64> = (0..5).map(|_| conn_of(q.pop())).collect();
        assert_eq!(order, [10, 20, 30, 11, 12]);
        assert!(q.pop().is_none());
    }
}
