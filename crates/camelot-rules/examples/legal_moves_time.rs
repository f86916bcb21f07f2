//! Times legal move generation, for comparing with another program's generator.
//!
//!     cargo run -p camelot-rules --example legal_moves_time -- MS FEN...
//!
//! For each position string (RULES.md): one line `moves NS`, the number of legal moves (R16)
//! and the median time of one `Position::legal_keys` call (a fresh list each call, as a
//! caller asking for the moves would get) over ten batches of about MS/10 milliseconds each.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use camelot_rules::Position;

const BATCHES: usize = 10;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(ms) = args.next().and_then(|a| a.parse::<u64>().ok()) else {
        eprintln!("usage: legal_moves_time MS FEN...");
        return ExitCode::from(2);
    };
    let batch = Duration::from_millis(ms) / BATCHES as u32;
    for fen in args {
        let pos: Position = match fen.parse() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{fen}: {e}");
                return ExitCode::from(2);
            }
        };
        let moves = pos.legal_keys().len();
        // Calls per batch, from a first estimate, so that reading the clock costs nothing.
        let t = Instant::now();
        let mut calls = 0u64;
        while t.elapsed() < batch / 4 {
            std::hint::black_box(pos.legal_keys());
            calls += 1;
        }
        let per_batch = (calls * 4).max(1);
        let mut times: Vec<f64> = (0..BATCHES)
            .map(|_| {
                let t = Instant::now();
                for _ in 0..per_batch {
                    std::hint::black_box(std::hint::black_box(&pos).legal_keys());
                }
                t.elapsed().as_secs_f64() / per_batch as f64
            })
            .collect();
        times.sort_by(f64::total_cmp);
        println!("{moves} {:.1}", times[BATCHES / 2] * 1e9);
    }
    ExitCode::SUCCESS
}
