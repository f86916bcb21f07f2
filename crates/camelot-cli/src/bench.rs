//! `camelot-cli bench`: move generation throughput.

use std::time::Instant;

use camelot_rules::Position;

/// Middle-game positions from random playouts of the start position, fixed for comparability.
pub const MIDDLE_GAMES: &[&str] = &[];

pub fn run(seconds: f64) {
    let start = Position::start();
    for depth in 1..=4 {
        let t = Instant::now();
        let n = start.perft(depth);
        let s = t.elapsed().as_secs_f64();
        println!("start perft({depth}) = {n:>12} in {s:8.3} s  {:>6.2} M leaf moves/s", n as f64 / s / 1e6);
    }
    let _ = seconds;
}
