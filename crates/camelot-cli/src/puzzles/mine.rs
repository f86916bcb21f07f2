//! `camelot-cli puzzles mine`: a puzzle set from records and seeded self-play, one variant a
//! task on `--jobs` threads. Reproducible: searches are bounded by depth, never by time, and
//! the command line, seed and each variant's settings go into the set's header. Progress goes
//! to stderr, one line a game; the file is rewritten as each variant finishes, so a stopped
//! run keeps what it had finished.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use camelot_puzzles::{
    FORMAT, Harvest, Header, Plan, Puzzle, PuzzleSet, Source, Start, harvest, number,
};
use camelot_rules::{Game, Record, Variant};
use clap::Args;

use crate::out::{Failure, outln};

#[derive(Args)]
pub struct MineArgs {
    /// The puzzle file to write (JSON Lines).
    #[arg(long)]
    out: PathBuf,
    /// The seed of the self-play games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop the standard game's runs once they have found this many puzzles (shared among
    /// --split runs); without it every run plays its --games.
    #[arg(long)]
    count: Option<usize>,
    /// The same for each other variant.
    #[arg(long)]
    variant_count: Option<usize>,
    /// The variants to mine, comma-separated (all six when absent).
    #[arg(long, value_delimiter = ',')]
    variants: Vec<Variant>,
    /// The most self-play games for each variant.
    #[arg(long, default_value_t = 5000)]
    games: u64,
    /// Self-play positions before this ply are not mined (default 2, the random opening;
    /// 0 with --endgames).
    #[arg(long)]
    from_ply: Option<usize>,
    /// Self-play games start from seeded random endgames (few pieces; one in three with a
    /// piece that must leave its own castle, R9) instead of the start position: where
    /// capture-all (R13, V1.6) and R9-exit puzzles are found.
    #[arg(long)]
    endgames: bool,
    /// Runs at once, one a thread.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// The standard game's self-play games split among this many runs (each to its share
    /// of --count), so that it can use more than one thread.
    #[arg(long, default_value_t = 1)]
    split: u64,
    /// Each other variant's games split among this many runs in the same way.
    #[arg(long, default_value_t = 1)]
    variant_split: u64,
    /// Game records to mine first: `.camelot` records or WCF scores (docs/records.md), or
    /// AbstractPlay JSON records (`.json`).
    records: Vec<PathBuf>,
}

pub fn run(args: MineArgs) -> Result<(), Failure> {
    if !(1..=64).contains(&args.jobs) {
        return Err(format!("--jobs {} is out of range 1..=64", args.jobs).into());
    }
    let games: Vec<(String, Game)> = args
        .records
        .iter()
        .map(|f| read_record(f))
        .collect::<Result<_, _>>()?;
    let sources: Vec<Source> = games
        .iter()
        .map(|(name, game)| Source {
            name: name.clone(),
            game,
        })
        .collect();
    let variants = if args.variants.is_empty() {
        Variant::ALL.to_vec()
    } else {
        args.variants.clone()
    };
    for (flag, n) in [("split", args.split), ("variant-split", args.variant_split)] {
        if !(1..=64).contains(&n) {
            return Err(format!("--{flag} {n} is out of range 1..=64").into());
        }
    }
    let start = if args.endgames {
        Start::Endgame
    } else {
        Start::Opening
    };
    let from_ply = args.from_ply.unwrap_or(if args.endgames { 0 } else { 2 });
    let plans: Vec<Plan> = variants
        .iter()
        .flat_map(|&variant| {
            let (parts, count) = if variant == Variant::Camelot {
                (args.split, args.count)
            } else {
                (args.variant_split, args.variant_count)
            };
            let target = count.map_or(usize::MAX, |n| n.div_ceil(parts as usize));
            (0..parts).map(move |part| Plan {
                variant,
                seed: args.seed,
                target,
                max_games: args.games,
                from_ply,
                part,
                parts,
                start,
            })
        })
        .collect();
    let header = Header {
        format: FORMAT.to_string(),
        command: super::command_line(),
        seed: args.seed,
        settings: Vec::new(),
    };
    // Every run's puzzles so far, finished or not: the file is rewritten after each game,
    // so a run stopped early keeps what it found.
    let runs: Mutex<Vec<Harvest>> = Mutex::new(Vec::new());
    let next = Mutex::new(plans.iter());
    let written: Mutex<Result<(), String>> = Mutex::new(Ok(()));
    let save = |plan: &Plan, settings: String, puzzles: Vec<Puzzle>| {
        let mut all = runs.lock().expect("no task panics");
        all.retain(|h| (h.variant, h.part) != (plan.variant, plan.part));
        all.push(Harvest {
            variant: plan.variant,
            part: plan.part,
            puzzles,
            settings,
        });
        let result = write(&args.out, &header, &mut all);
        if result.is_err() {
            *written.lock().expect("no task panics") = result;
        }
    };
    std::thread::scope(|s| {
        for _ in 0..args.jobs.min(plans.len()) {
            s.spawn(|| {
                loop {
                    // The lock only while taking a plan, not while mining it.
                    let Some(plan) = next.lock().expect("no task panics").next() else {
                        break;
                    };
                    let mut h = harvest(plan, &sources, |line, found| {
                        eprintln!("{line}");
                        let unfinished = format!("{line} (unfinished)");
                        save(plan, unfinished, found.to_vec());
                    });
                    let before = h.puzzles.len();
                    verify(&mut h);
                    eprintln!(
                        "{} part {}: done, {} puzzles ({} failed verification)",
                        plan.variant,
                        plan.part,
                        h.puzzles.len(),
                        before - h.puzzles.len()
                    );
                    save(plan, h.settings, h.puzzles);
                }
            });
        }
    });
    written
        .into_inner()
        .expect("no task panics")
        .map_err(Failure::Located)?;
    for h in runs.into_inner().expect("no task panics") {
        outln!("{}", h.settings)?;
    }
    Ok(())
}

/// Every puzzle read back through the rules core (legal, its notation read as written);
/// any that fails is left out. Uniqueness was verified as it was mined: the confirming step
/// is the verifier's test (`Verifier::verify`, the same searches from a cleared table) with
/// the stricter mining margin.
fn verify(h: &mut Harvest) {
    h.puzzles.retain(|p| match p.check() {
        Ok(_) => true,
        Err(e) => {
            eprintln!("left out: {e}");
            false
        }
    });
    h.settings += &format!(", {} verified", h.puzzles.len());
}

/// Writes the runs' puzzles so far through a temporary file.
fn write(out: &Path, header: &Header, done: &mut [Harvest]) -> Result<(), String> {
    // In the order of VARIANTS.md, whatever order they were mined in.
    done.sort_by_key(|h| (h.variant, h.part));
    let set = PuzzleSet {
        header: Header {
            settings: done.iter().map(|h| h.settings.clone()).collect(),
            ..header.clone()
        },
        puzzles: number(done.iter().flat_map(|h| &h.puzzles)),
    };
    let tmp = out.with_extension("tmp");
    std::fs::write(&tmp, set.write())
        .and_then(|()| std::fs::rename(&tmp, out))
        .map_err(|e| format!("{}: {e}", out.display()))
}

/// A record file's game: AbstractPlay JSON by its `.json` name, else a `.camelot` record or
/// a WCF score.
fn read_record(file: &Path) -> Result<(String, Game), Failure> {
    let name = file.display().to_string();
    let text =
        std::fs::read_to_string(file).map_err(|e| Failure::Located(format!("{name}: {e}")))?;
    let record = if file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
    {
        Record::from_abstractplay(&text).map_err(|e| Failure::Located(format!("{name}: {e}")))?
    } else {
        Record::parse(&text).map_err(|e| Failure::Located(e.in_file(&name)))?
    };
    let source = file
        .file_name()
        .map_or(name.clone(), |n| n.to_string_lossy().into_owned());
    Ok((format!("record {source}"), record.into_game()))
}
