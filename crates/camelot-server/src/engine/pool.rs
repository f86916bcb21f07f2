//! The engine pool: a bounded number of threads apart from the hub's, each with its own
//! engine, taking jobs from a queue fair between players (round robin: each player's next
//! job in turn, not the requests in order), and handing each result to an inbox the hub
//! empties when woken. The hub never waits on it: [`Pool::submit`] only queues.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

use super::jobs::{Done, Job};
use crate::store::PlayerId;

/// The transposition table of each pool thread's engine, in MB.
const TABLE_MB: usize = 16;

/// Who a job is for: the player who asked (or whose game it is), and their address, if
/// known.
pub type Owner = (PlayerId, Option<IpAddr>);

/// Jobs waiting, by player, served in turn; and how many wait for each address.
#[derive(Default)]
struct Queue {
    turns: VecDeque<PlayerId>,
    jobs: HashMap<PlayerId, VecDeque<(Option<IpAddr>, Job)>>,
    of_ip: HashMap<IpAddr, usize>,
}

impl Queue {
    fn push(&mut self, (owner, ip): Owner, job: Job) {
        let jobs = self.jobs.entry(owner).or_default();
        if jobs.is_empty() {
            self.turns.push_back(owner);
        }
        jobs.push_back((ip, job));
        if let Some(ip) = ip {
            *self.of_ip.entry(ip).or_default() += 1;
        }
    }

    /// A job of `ip` left the queue.
    fn gone(&mut self, ip: Option<IpAddr>) {
        if let Some(ip) = ip
            && let Some(n) = self.of_ip.get_mut(&ip)
        {
            *n -= 1;
            if *n == 0 {
                self.of_ip.remove(&ip);
            }
        }
    }

    /// The next player's oldest job; that player goes to the back of the turns.
    fn pop(&mut self) -> Option<Job> {
        let owner = self.turns.pop_front()?;
        let jobs = self.jobs.get_mut(&owner)?;
        let (ip, job) = jobs.pop_front()?;
        if jobs.is_empty() {
            self.jobs.remove(&owner);
        } else {
            self.turns.push_back(owner);
        }
        self.gone(ip);
        Some(job)
    }

    /// Takes out every waiting job `drop` says to (its asker went, its game ended).
    fn cancel(&mut self, drop: impl Fn(&Job) -> bool) -> usize {
        let mut gone = Vec::new();
        for jobs in self.jobs.values_mut() {
            jobs.retain(|(ip, job)| {
                let keep = !drop(job);
                if !keep {
                    gone.push(*ip);
                }
                keep
            });
        }
        self.jobs.retain(|_, jobs| !jobs.is_empty());
        let jobs = &self.jobs;
        self.turns.retain(|owner| jobs.contains_key(owner));
        let n = gone.len();
        for ip in gone {
            self.gone(ip);
        }
        n
    }

    /// Jobs waiting for `owner`, and for their address.
    fn waiting(&self, (owner, ip): Owner) -> (usize, usize) {
        let of_owner = self.jobs.get(&owner).map_or(0, VecDeque::len);
        let of_ip = ip.and_then(|ip| self.of_ip.get(&ip)).copied().unwrap_or(0);
        (of_owner, of_ip)
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

/// Locks, taking the data of a lock a panicking thread left (the process is ending then,
/// `fatal.rs`: no one waits on it for long).
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

    /// Jobs waiting for `owner`, and for its address.
    pub fn waiting(&self, owner: Owner) -> (usize, usize) {
        lock(&self.shared.queue).waiting(owner)
    }

    /// Takes out the waiting jobs `drop` says to; how many.
    pub fn cancel(&self, drop: impl Fn(&Job) -> bool) -> usize {
        lock(&self.shared.queue).cancel(drop)
    }

    /// Queues `job` for `owner`'s turn.
    pub fn submit(&mut self, owner: Owner, job: Job) {
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
                .spawn(move || crate::fatal::or_exit("engine", || serve(&shared)));
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
            q.push((1, None), job(n));
        }
        q.push((2, None), job(20));
        q.push((3, None), job(30));
        let order: Vec<u64> = (0..5).map(|_| conn_of(q.pop())).collect();
        assert_eq!(order, [10, 20, 30, 11, 12]);
        assert!(q.pop().is_none());
    }

    #[test]
    fn jobs_are_counted_by_owner_and_address_and_cancelled_when_their_asker_goes() {
        let mut q = Queue::default();
        let ip = Some(IpAddr::from([192, 0, 2, 1]));
        q.push((1, ip), job(10));
        q.push((1, ip), job(11));
        q.push((2, ip), job(20));
        q.push((3, None), job(30));
        assert_eq!(q.waiting((1, ip)), (2, 3));
        assert_eq!(q.waiting((3, None)), (1, 0));
        let cancelled = q.cancel(|j| matches!(j, Job::Position { conn: 11 | 20, .. }));
        assert_eq!(cancelled, 2);
        assert_eq!(q.waiting((1, ip)), (1, 1), "player 2's only job gone");
        let order: Vec<u64> = (0..3).map(|_| conn_of(q.pop())).collect();
        assert_eq!(order, [10, 30, u64::MAX], "player 2 has no turn left");
        assert_eq!(q.waiting((1, ip)), (0, 0));
        assert!(
            q.of_ip.is_empty(),
            "no address is remembered with nothing waiting"
        );
    }
}
