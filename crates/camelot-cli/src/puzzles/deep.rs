//! `camelot-cli puzzles verify`: the deep pass over a puzzle file. Every puzzle is searched
//! deeper than mining confirmed it (`Verifier::verify_deep`); those whose first move no
//! longer stands out by mining's margin are dropped and named on stderr, a line whose later
//! move does not is shortened before it, and the puzzles are written with their ids
//! unchanged (a player's solved puzzles are kept by id). Bounded by depth, never
//! by time, and the output in the input's order whatever `--jobs`: the same file on any
//! machine.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use camelot_puzzles::{Deepened, Depths, Puzzle, PuzzleError, PuzzleSet, Verifier};
use camelot_rules::Variant;
use clap::Args;

use crate::out::{Failure, outln};

#[derive(Args)]
pub struct VerifyArgs {
    /// The puzzle file to verify.
    file: PathBuf,
    /// Where to write the puzzles that pass.
    #[arg(long)]
    out: PathBuf,
    /// Plies searched beyond each variant's confirming depth (Camelot's 4, Cam's 5,
    /// Camette's 6).
    #[arg(long, default_value_t = 2)]
    deeper: u32,
    /// Puzzles verified at once, one a thread.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
}

pub fn run(args: VerifyArgs) -> Result<(), Failure> {
    if !(1..=64).contains(&args.jobs) {
        return Err(format!("--jobs {} is out of range 1..=64", args.jobs).into());
    }
    if !(1..=6).contains(&args.deeper) {
        return Err(format!("--deeper {} is out of range 1..=6", args.deeper).into());
    }
    let (set, skipped) = super::read(&args.file)?;
    if let Some(s) = skipped.first() {
        return Err(Failure::Located(format!("{}: {s}", args.file.display())));
    }
    let started = Instant::now();
    let verdicts = verify_all(&set.puzzles, args.deeper, args.jobs);
    let mut kept = Vec::new();
    let mut counts = Vec::new();
    for variant in Variant::ALL {
        let of: Vec<_> = set
            .puzzles
            .iter()
            .zip(&verdicts)
            .filter(|(p, _)| p.variant == variant)
            .collect();
        if of.is_empty() {
            continue;
        }
        let passed = of.iter().filter(|(_, v)| v.is_ok()).count();
        let shortened = of
            .iter()
            .filter(|(_, v)| v.as_ref().is_ok_and(|d| d.shortened_from.is_some()))
            .count();
        let depth = Depths::of(variant).confirm + args.deeper;
        counts.push(format!(
            "{variant}: {passed} of {} kept at depth {depth} ({shortened} lines shortened)",
            of.len()
        ));
    }
    for verdict in verdicts {
        match verdict {
            Ok(d) => {
                if let Some(from) = d.shortened_from {
                    let to = d.puzzle.solution.len();
                    eprintln!("shortened: puzzle {}: {from} moves to {to}", d.puzzle.id);
                }
                kept.push(d.puzzle);
            }
            Err(e) => eprintln!("dropped: {e}"),
        }
    }
    let summary = format!(
        "verify --deeper {}: the first move clearly best (mining's margin) {} plies beyond the \
         confirming depth, the line ended before a move of the solver's that is not; {}",
        args.deeper,
        args.deeper,
        counts.join(", ")
    );
    let mut header = set.header.clone();
    header
        .settings
        .push(format!("{}: {}", args.file.display(), header.command));
    header.settings.push(summary.clone());
    header.command = super::command_line();
    let out = PuzzleSet {
        header,
        puzzles: kept,
    };
    std::fs::write(&args.out, out.write())
        .map_err(|e| Failure::Located(format!("{}: {e}", args.out.display())))?;
    // Wall time only: on a shared machine it says little about the work (see `time`).
    eprintln!(
        "{} puzzles in {:.0} s of wall time on {} threads",
        set.puzzles.len(),
        started.elapsed().as_secs_f64(),
        args.jobs
    );
    outln!("{}: {summary}", args.out.display())?;
    Ok(())
}

/// Each puzzle's verdict, in the puzzles' order: `jobs` threads take the next puzzle in turn.
fn verify_all(puzzles: &[Puzzle], deeper: u32, jobs: usize) -> Vec<Result<Deepened, PuzzleError>> {
    let next = AtomicUsize::new(0);
    let mut verdicts: Vec<(usize, Result<Deepened, PuzzleError>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                s.spawn(|| {
                    let mut verifier = Verifier::default();
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(p) = puzzles.get(i) else { break };
                        let verdict = verifier.verify_deep(p, deeper);
                        eprintln!(
                            "{} {}",
                            p.id,
                            if verdict.is_ok() { "kept" } else { "dropped" }
                        );
                        done.push((i, verdict));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("no verifier panics"))
            .collect()
    });
    verdicts.sort_by_key(|(i, _)| *i);
    verdicts.into_iter().map(|(_, v)| v).collect()
}
