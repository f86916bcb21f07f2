//! `camelot-cli puzzles list|show|check|mine`: the puzzle sets of `camelot-puzzles`.
//!
//! `list` and `show` read the shipped set unless `--file` names another; a bad entry there is
//! reported on stderr and left out. `check` verifies a file and fails on any bad entry.

use std::path::{Path, PathBuf};

use camelot_puzzles::{
    FORMAT, Header, PuzzleSet, Skipped, Theme, Verifier, number_after, number_as, shipped,
};
use camelot_rules::Variant;
use clap::Subcommand;

use crate::out::{Failure, outln};

mod deep;
mod mine;

#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// One puzzle a line, tab-separated: id, variant, rating, themes (comma-separated).
    /// `--variant NAME` keeps one variant's.
    List {
        /// Only puzzles with this theme (jump-chain, knights-charge, canter-capture,
        /// capture-due, castle-entry, r9-exit, capture-all, defence, win-the-race,
        /// win-material).
        #[arg(long)]
        theme: Option<Theme>,
        /// A puzzle file instead of the shipped set.
        #[arg(long)]
        file: Option<PathBuf>,
    },
    /// A puzzle's position string on the first line, its solution on the second (the moves
    /// in WCF notation, space-separated: the side to move's first, the replies between).
    Show {
        id: String,
        #[arg(long)]
        file: Option<PathBuf>,
    },
    /// Verifies a puzzle file: every entry readable, legal by the rules core, and its first
    /// move unique by the engine. Each failing puzzle is named on stderr; exit status 2 if
    /// any fails.
    Check { file: PathBuf },
    /// The deep pass: every puzzle searched deeper than it was mined, those whose solution
    /// no longer stands out by mining's margin dropped (see `puzzles/deep.rs`).
    Verify(deep::VerifyArgs),
    /// Mines a puzzle set from records and seeded self-play (see `puzzles/mine.rs`).
    Mine(mine::MineArgs),
    /// Joins puzzle files into one, in the variants' order: a position (or its mirror) kept
    /// the first time, each variant numbered again from 1, every input's command and
    /// settings in the header. A file with a bad entry is refused.
    Merge {
        #[arg(long)]
        out: PathBuf,
        /// The first file's puzzles keep their ids (a shipped set's: players' records name
        /// them) and come first; the others' are numbered on after their variant's highest.
        #[arg(long, conflicts_with = "ids_from")]
        keep_ids: bool,
        /// A set the merged one replaces (the shipped set, when it is made again): a position
        /// it had keeps its id there, a new one is numbered on after its variant's highest, so
        /// players' records never name another puzzle.
        #[arg(long)]
        ids_from: Option<PathBuf>,
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

pub fn run(command: PuzzlesCommand, variant: Option<Variant>) -> Result<(), Failure> {
    match command {
        PuzzlesCommand::List { theme, file } => {
            let set = load(file.as_deref())?;
            for p in set.filter(variant, theme) {
                let themes: Vec<_> = p.themes.iter().map(|t| t.name()).collect();
                outln!(
                    "{}\t{}\t{}\t{}",
                    p.id,
                    p.variant,
                    p.rating,
                    themes.join(",")
                )?;
            }
        }
        PuzzlesCommand::Show { id, file } => {
            let set = load(file.as_deref())?;
            let p = set
                .get(&id)
                .ok_or_else(|| format!("no puzzle {id:?} in the set"))?;
            outln!("{}", p.position)?;
            outln!("{}", p.solution.join(" "))?;
        }
        PuzzlesCommand::Check { file } => check(&file)?,
        PuzzlesCommand::Mine(args) => mine::run(args)?,
        PuzzlesCommand::Verify(args) => deep::run(args)?,
        PuzzlesCommand::Merge {
            out,
            keep_ids,
            ids_from,
            files,
        } => merge(&out, &files, keep_ids, ids_from.as_deref())?,
    }
    Ok(())
}

/// The set in `file`, or the shipped one; skipped entries reported on stderr.
fn load(file: Option<&Path>) -> Result<PuzzleSet, Failure> {
    let Some(file) = file else {
        return Ok(shipped().clone());
    };
    let (set, skipped) = read(file)?;
    for s in skipped {
        eprintln!("{}: {s} (left out)", file.display());
    }
    Ok(set)
}

fn read(file: &Path) -> Result<(PuzzleSet, Vec<Skipped>), Failure> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failure::Located(format!("{}: {e}", file.display())))?;
    Ok(PuzzleSet::read(&text))
}

fn check(file: &Path) -> Result<(), Failure> {
    let name = file.display();
    let (set, skipped) = read(file)?;
    let mut failures = skipped.len();
    for s in &skipped {
        eprintln!("{name}: {s}");
    }
    let mut verifier = Verifier::default();
    for p in &set.puzzles {
        if let Err(e) = verifier.verify(p) {
            eprintln!("{name}: {e}");
            failures += 1;
        }
    }
    let total = set.puzzles.len() + skipped.len();
    if failures > 0 {
        return Err(Failure::Located(format!(
            "{name}: {failures} of {total} puzzles failed the check"
        )));
    }
    outln!("{name}: all {total} puzzles legal and unique")?;
    Ok(())
}

fn merge(
    out: &Path,
    files: &[PathBuf],
    keep_ids: bool,
    ids_from: Option<&Path>,
) -> Result<(), Failure> {
    let mut settings = Vec::new();
    let mut base = Vec::new();
    let mut puzzles = Vec::new();
    let mut seed = None;
    for (i, file) in files.iter().enumerate() {
        let set = read_whole(file)?;
        settings.push(format!("{}: {}", file.display(), set.header.command));
        settings.extend(set.header.settings);
        seed.get_or_insert(set.header.seed);
        if keep_ids && i == 0 {
            base = set.puzzles;
        } else {
            puzzles.extend(set.puzzles);
        }
    }
    // Stable: within a variant, the files' order.
    puzzles.sort_by_key(|p| p.variant);
    let puzzles = match ids_from {
        Some(earlier) => number_as(&read_whole(earlier)?.puzzles, &puzzles),
        None => {
            let mut puzzles = number_after(&base, &puzzles);
            puzzles.sort_by_key(|p| p.variant);
            puzzles
        }
    };
    let set = PuzzleSet {
        header: Header {
            format: FORMAT.to_string(),
            command: command_line(),
            seed: seed.unwrap_or_default(),
            settings,
        },
        puzzles,
    };
    std::fs::write(out, set.write())
        .map_err(|e| Failure::Located(format!("{}: {e}", out.display())))?;
    outln!("{}: {} puzzles", out.display(), set.puzzles.len())?;
    Ok(())
}

/// A puzzle file with no bad entry; the first one is the error.
fn read_whole(file: &Path) -> Result<PuzzleSet, Failure> {
    let (set, skipped) = read(file)?;
    match skipped.first() {
        Some(s) => Err(Failure::Located(format!("{}: {s}", file.display()))),
        None => Ok(set),
    }
}

/// The command line as typed, whatever the path of the program: for a set's header.
fn command_line() -> String {
    ["camelot-cli".to_string()]
        .into_iter()
        .chain(std::env::args().skip(1))
        .collect::<Vec<_>>()
        .join(" ")
}
