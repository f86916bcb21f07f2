//! `camelot-cli bench`: move generation throughput (perft) and search speed, single thread.

use std::io;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use camelot_ai::{Engine, SearchLimits};
use camelot_rules::Position;

use crate::out::outln;

/// Middle-game positions from random playouts of the start position (14–36 plies), fixed for
/// comparability, with the perft depth that takes a fraction of a second on each.
pub const MIDDLE_GAMES: &[(&str, u32)] = &[
    (
        "2/8/10/4m7/4m1m5/3m1m1m4/6m2N2/12/12/1MMN5M2/1N1M1n2MN2/12/6M1M3/10/8/2 w 0 0 - 0",
        4,
    ),
    (
        "2/8/10/12/2n5m3/3m1mm1m3/2nm1m1m4/3n6m1/12/1N3M6/M2M2M3n1/1NM1M7/8m3/10/8/2 w 0 0 - 8",
        4,
    ),
    (
        "2/8/10/12/5n4n1/3m1mm1m3/4mmmm4/12/4N7/5MM5/3M5N2/3MM5N1/4M7/10/8/2 b 0 0 - 1",
        4,
    ),
    (
        "2/8/10/12/1n10/3mmm1mm3/5mm1m1n1/4m7/8M3/5M1MNN2/1M10/N1M9/5n1M4/10/8/2 b 0 0 - 1",
        4,
    ),
    (
        "2/8/10/5m6/10m1/2n2mmmmn2/3n2nm4/12/12/11N/6M5/8NM2/5M6/10/8/2 b 0 0 - 18",
        4,
    ),
    (
        "2/8/8m1/8m3/1n10/3mmmmm1n2/3nm2mn3/12/12/4MM1MNM2/4MM3N2/1N5M4/12/10/8/2 b 0 0 - 2",
        4,
    ),
    (
        "2/8/10/12/4m5n1/5m1m4/2m1mm6/6m1m3/12/2n4M4/4M1M2NM1/N5M5/12/10/8/2 b 0 0 - 1",
        4,
    ),
    (
        "2/8/10/10m1/6m5/3m1m6/3n1mmm4/6m5/12/2M1M3n3/3M1MM5/2N2M6/2M9/10/8/2 b 0 0 - 1",
        4,
    ),
];

fn middle_games() -> impl Iterator<Item = (Position, u32)> {
    MIDDLE_GAMES.iter().map(|&(fen, depth)| {
        (
            fen.parse().expect("a bench position string is valid"),
            depth,
        )
    })
}

fn perft_line(name: &str, pos: &Position, depth: u32) -> io::Result<(u64, f64)> {
    let t = Instant::now();
    let n = pos.perft(depth);
    let s = t.elapsed().as_secs_f64();
    outln!(
        "{name:<8} perft({depth}) = {n:>12} in {s:7.3} s  {:>6.2} M leaf moves/s",
        n as f64 / s / 1e6
    )?;
    Ok((n, s))
}

/// Perft from the start (depths 1–4) and the middle games, then `seconds` of search on each.
pub fn run(seconds: f64) -> io::Result<()> {
    outln!("move generation (perft, leaf moves per second)")?;
    let start = Position::start();
    for depth in 1..=4 {
        perft_line("start", &start, depth)?;
    }
    let (mut leaves, mut time) = (0, 0.0);
    for (i, (pos, depth)) in middle_games().enumerate() {
        let (n, s) = perft_line(&format!("middle{}", i + 1), &pos, depth)?;
        leaves += n;
        time += s;
    }
    outln!(
        "middle games: {:.2} M leaf moves/s",
        leaves as f64 / time / 1e6
    )?;

    outln!("search ({seconds} s each, 64 MB table)")?;
    let stop = AtomicBool::new(false);
    let limits = SearchLimits {
        time: Some(Duration::from_secs_f64(seconds)),
        ..SearchLimits::default()
    };
    let positions = std::iter::once(("start".to_string(), start)).chain(
        middle_games()
            .enumerate()
            .map(|(i, (p, _))| (format!("middle{}", i + 1), p)),
    );
    let (mut nodes, mut time, mut count) = (0, 0.0, 0);
    for (name, pos) in positions {
        let mut engine = Engine::new(64);
        engine.set_threads(1);
        let t = Instant::now();
        let info = engine.search(&pos, &[], limits, &stop, |_| {}).info;
        let s = t.elapsed().as_secs_f64();
        outln!(
            "{name:<8} depth {:>2}  nodes {:>9}  {:>6.2} M nodes/s  score {}",
            info.depth,
            info.nodes,
            info.nps as f64 / 1e6,
            info.score
        )?;
        if name != "start" {
            nodes += info.nodes;
            time += s;
            count += 1;
        }
    }
    outln!(
        "middle games: {:.2} M nodes/s over {count} positions",
        nodes as f64 / time / 1e6
    )?;
    Ok(())
}
