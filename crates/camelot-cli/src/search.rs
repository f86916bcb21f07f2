//! `camelot-cli search`: the engine's best move in a position, with its figures.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_ai::{Engine, Level, SearchLimits};
use camelot_rules::Variant;

use crate::out::{Failure, outln};
use crate::position;

/// `--threads` within what a search can use.
pub fn check_threads(threads: usize) -> Result<(), String> {
    if (1..=256).contains(&threads) {
        Ok(())
    } else {
        Err(format!("--threads {threads} is out of range 1..=256"))
    }
}

pub fn run(
    variant: Variant,
    fen: &str,
    ms: Option<u64>,
    depth: Option<u32>,
    tt_mb: usize,
    threads: usize,
) -> Result<(), Failure> {
    check_threads(threads)?;
    let pos = position(variant, Some(fen))?;
    if let Some(r) = pos.result() {
        return Err(format!("the game is over: {}", r.reason.describe()).into());
    }
    if !(1..=65536).contains(&tt_mb) {
        return Err(format!("--tt-mb {tt_mb} is out of range 1..=65536").into());
    }
    let ms = if ms.is_none() && depth.is_none() {
        Some(1000)
    } else {
        ms
    };
    let limits = SearchLimits {
        time: ms.map(Duration::from_millis),
        // Like Expert: aim at a share of the time, more when in doubt.
        target: ms.and_then(|ms| {
            let share = Level::Expert.target_share()?;
            Duration::try_from_secs_f64(ms as f64 / 1000.0 * share).ok()
        }),
        depth,
        nodes: None,
    };
    let mut engine = Engine::new(tt_mb);
    engine.set_threads(threads);
    let result = engine.search(&pos, &[], limits, &AtomicBool::new(false), |_| {});
    let best = result.best.ok_or("no legal move")?;
    outln!("{}", pos.canonical_path(&best))?;
    let info = &result.info;
    let mut line = format!(
        "depth {} nodes {} nps {} score {} pv",
        info.depth, info.nodes, info.nps, info.score
    );
    let mut at = pos;
    for m in &info.pv {
        line += &format!(" {}", at.canonical_path(m));
        at = at.play(m);
    }
    outln!("{line}")?;
    Ok(())
}
