//! Times legal move generation, for comparing with another program's generator.
//!
//!     cargo run -p camelot-rules --example legal_moves_time -- MS FEN...
//!
//! For each position string (RULES.md): one line `moves FRESH REUSED`, the number of legal
//! moves (R16) and the median time in nanoseconds of one call over ten batches of about MS/10
//! milliseconds each: of `Position::legal_keys` (a fresh list each call, as a caller asking
//! for the moves gets) and of `Position::legal_keys_into` (into a list reused, as the search
//! does).
//! The time is the thread's time on a processor where Linux tells it
//! (`/proc/thread-self/schedstat`), so that other work on a busy machine is not counted, and
//! the clock's elsewhere.

use std::process::ExitCode;
use std::time::Instant;

use camelot_rules::Position;

const BATCHES: usize = 10;

/// Seconds of the thread's processor time, or of the clock where the system does not say.
struct Timer {
    start: Instant,
}

impl Timer {
    fn now(&self) -> f64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split(' ').next()?.parse::<u64>().ok())
            .map_or_else(|| self.start.elapsed().as_secs_f64(), |ns| ns as f64 * 1e-9)
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(ms) = args.next().and_then(|a| a.parse::<u64>().ok()) else {
        eprintln!("usage: legal_moves_time MS FEN...");
        return ExitCode::from(2);
    };
    let batch = ms as f64 * 1e-3 / BATCHES as f64;
    let timer = Timer {
        start: Instant::now(),
    };
    for fen in args {
        let pos: Position = match fen.parse() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{fen}: {e}");
                return ExitCode::from(2);
            }
        };
        let moves = pos.legal_keys().len();
        let pos = std::hint::black_box(&pos);
        let fresh = timer.median(batch, || {
            std::hint::black_box(pos.legal_keys());
        });
        let mut keys = Vec::new();
        let reused = timer.median(batch, || {
            pos.legal_keys_into(&mut keys);
            std::hint::black_box(&keys);
        });
        println!("{moves} {:.1} {:.1}", fresh * 1e9, reused * 1e9);
    }
    ExitCode::SUCCESS
}

impl Timer {
    /// The median time of one call of `f` over the batches of `batch` seconds.
    fn median(&self, batch: f64, mut f: impl FnMut()) -> f64 {
        // Calls per batch, from a first estimate, so that reading the clock costs nothing.
        let t = self.now();
        let mut calls = 0u64;
        while self.now() - t < batch / 4.0 {
            f();
            calls += 1;
        }
        let per_batch = (calls * 4).max(1);
        let mut times: Vec<f64> = (0..BATCHES)
            .map(|_| {
                let t = self.now();
                for _ in 0..per_batch {
                    f();
                }
                (self.now() - t) / per_batch as f64
            })
            .collect();
        times.sort_by(f64::total_cmp);
        times[BATCHES / 2]
    }
}
