//! What the siege measures: each request kind's round trips (send to answer), and the errors
//! honest clients met (an unexpected refusal, a lost connection, an answer that never
//! came). Flooders' refusals are expected and counted apart.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

#[derive(Default)]
pub struct Stats {
    /// Round trips in microseconds, by request kind (`move`, `list_games`, …).
    times: Mutex<BTreeMap<&'static str, Vec<u64>>>,
    errors: Mutex<Vec<String>>,
    /// Frames the flooders sent, and how many of them the server refused.
    pub flooded: AtomicU64,
    pub flood_refused: AtomicU64,
    /// Messages spectators and lobby watchers read.
    pub watched: AtomicU64,
    /// Honest pairs whose first game has started.
    pub paired: AtomicU64,
    /// What each attacker sent, and how much of it the server refused.
    attacks: Mutex<BTreeMap<&'static str, [u64; 2]>>,
}

impl Stats {
    pub fn time(&self, kind: &'static str, took: Duration) {
        let mut times = self.times.lock().expect("not poisoned");
        times.entry(kind).or_default().push(took.as_micros() as u64);
    }

    /// An honest client's problem: the run fails.
    pub fn error(&self, what: String) {
        let mut errors = self.errors.lock().expect("not poisoned");
        if errors.len() < 1000 {
            errors.push(what);
        }
    }

    pub fn errors(&self) -> Vec<String> {
        self.errors.lock().expect("not poisoned").clone()
    }

    /// Forgets the round trips so far (those of the warm-up).
    pub fn reset_times(&self) {
        self.times.lock().expect("not poisoned").clear();
    }

    /// One line per request kind: count, p50, p99, max (ms).
    pub fn report(&self) -> Vec<String> {
        let mut times = self.times.lock().expect("not poisoned");
        times
            .iter_mut()
            .map(|(kind, t)| {
                t.sort_unstable();
                format!(
                    "{kind:<14} {:>7} requests  p50 {:>8.2} ms  p99 {:>8.2} ms  max {:>8.2} ms",
                    t.len(),
                    percentile(t, 0.50),
                    percentile(t, 0.99),
                    percentile(t, 1.0)
                )
            })
            .collect()
    }

    /// An attacker of `kind` sent one message (`refused`: the server refused one).
    pub fn count(&self, kind: &'static str, refused: bool) {
        let mut attacks = self.attacks.lock().expect("not poisoned");
        attacks.entry(kind).or_default()[usize::from(refused)] += 1;
    }

    /// One line per attacker: sent, refused.
    pub fn attack_lines(&self) -> Vec<String> {
        let attacks = self.attacks.lock().expect("not poisoned");
        attacks
            .iter()
            .map(|(kind, [sent, refused])| {
                format!("{kind:<16} {sent:>8} sent  {refused:>8} refused")
            })
            .collect()
    }

    pub fn flood_line(&self) -> String {
        format!(
            "flood: {} frames sent, {} refused",
            self.flooded.load(Ordering::Relaxed),
            self.flood_refused.load(Ordering::Relaxed)
        )
    }
}

/// The `p` quantile of `sorted` microseconds, in milliseconds.
fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_pick_the_nearest_rank() {
        let t: Vec<u64> = (1..=100).map(|ms| ms * 1000).collect();
        assert_eq!(percentile(&t, 0.5), 51.0);
        assert_eq!(percentile(&t, 0.99), 99.0);
        assert_eq!(percentile(&t, 1.0), 100.0);
        assert_eq!(percentile(&[], 0.5), 0.0);
    }
}
