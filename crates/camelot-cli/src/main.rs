//! `camelot-cli`: the Camelot engine on the command line.
//!
//! Bad input of any kind prints one line on stderr saying what is wrong and exits with 2.
//! Output goes through `out.rs`: a closed pipe (`| head`) ends quietly with 0, any other
//! write error is one line on stderr with 1.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use camelot_ai::Level;
use camelot_rules::{Game, GameResult, HouseRules, Position, Variant};
use clap::{Parser, Subcommand};

mod bench;
mod external;
mod import;
mod match_args;
mod matches;
mod online;
mod out;
mod puzzles;
mod record;
mod search;
mod selfplay;
mod tactics;
mod train;

use out::{Failure, out, outln};

#[derive(Parser)]
#[command(
    name = "camelot-cli",
    version,
    about = "Camelot engine: legal moves, perft, apply, bench, search, match, tactics, tune, records"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The game of the Camelot family (VARIANTS.md V0.1, V6.1): camelot, camette, cam,
    /// chivalry, anti, river, grand or grandcam; any case; camelot when absent. Position strings and moves are read on
    /// its board; a record names its own variant (`record` checks it is this one).
    #[arg(long, global = true)]
    variant: Option<Variant>,
}

#[derive(Subcommand)]
enum Command {
    /// Every legal move of a position, one per line, in WCF notation.
    Moves {
        /// The position string (RULES.md; V6.8 in the four-player games).
        fen: String,
    },
    /// Counts move sequences of DEPTH plies (RULES.md perft); the last line is the count.
    Perft {
        depth: u32,
        /// The position string; the start position if omitted.
        fen: Option<String>,
        /// Also print the count under each legal move.
        #[arg(long)]
        divide: bool,
    },
    /// The status of a position: `ongoing`, or who won and by which rule (`white-wins R11`;
    /// in the four-player games `red-blue-wins V6.7.1`), and on a second line the player to
    /// move (`white`, `black`; `red`, `green`, `blue`, `yellow`).
    Status {
        /// The position string (RULES.md; V6.8 in the four-player games).
        fen: String,
    },
    /// Applies moves (any legal path) and prints the resulting position and status.
    Apply {
        fen: String,
        /// Moves in WCF notation, e.g. E6-C8-A8 H4xJ4xL6.
        moves: Vec<String>,
    },
    /// Move generation and search throughput (single thread).
    Bench {
        /// Seconds of search on each benchmark position.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
    },
    /// Searches a position: line 1 the best move, line 2 depth, nodes, nps, score and PV.
    Search {
        fen: String,
        /// Milliseconds to search at most, aiming at a share like Expert (1000 if neither
        /// --ms nor --depth is given).
        #[arg(long)]
        ms: Option<u64>,
        /// The deepest iteration.
        #[arg(long)]
        depth: Option<u32>,
        /// Transposition table size in megabytes.
        #[arg(long, default_value_t = 64)]
        tt_mb: usize,
        /// Search threads (Lazy SMP, sharing the table).
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// The tactical suite (docs/ai.md): forced wins and saves proved by the rules core; the
    /// engine searches each to its depth (or for --time-ms) single-threaded. A line for each
    /// failure, then `N/M passed`; exit status 2 if any failed.
    Tactics(tactics::TacticsArgs),
    /// Makes a tactical suite file from the shipped puzzles (win-the-race, castle-entry,
    /// capture-all, r9-exit, mined endgames) and the positions made for the quiet move that
    /// forces a capture, each proved by the rules core's exhaustive search.
    MakeTactics {
        /// The suite file to write (crates/camelot-ai/data/tactics.txt to ship it).
        #[arg(long)]
        out: PathBuf,
    },
    /// Plays games between two levels or external engines from varied openings and prints
    /// the score and Elo.
    Match(match_args::MatchArgs),
    /// Replays a game record (docs/records.md): line 1 the position, line 2 its status under
    /// the record's house rules, line 3 a resignation or agreement that ended the game.
    Record {
        file: PathBuf,
        /// Stop after this many plies (0: the start position).
        #[arg(long)]
        ply: Option<usize>,
    },
    /// Converts an AbstractPlay game record (JSON) to a `.camelot` record (docs/records.md):
    /// players, date, site, result and moves in the project's notation.
    Import {
        file: PathBuf,
        /// Write the record to this file instead of stdout.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Tactics puzzles: list, show, check a puzzle file, mine a new set.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::PuzzlesCommand,
    },
    /// Online play on a camelot-server (docs/protocol.md).
    Online {
        #[command(subcommand)]
        command: OnlineCommand,
    },
    /// The engine plays itself from varied openings and writes quiet positions with the
    /// search's score and the game's result (docs/learning.md), for `train`. Every variant in
    /// turn unless --variant names one.
    Selfplay {
        /// The file to write.
        #[arg(long)]
        out: PathBuf,
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The search's depth each move.
        #[arg(long, default_value_t = 4)]
        depth: u32,
        /// The most milliseconds a move.
        #[arg(long, default_value_t = 200)]
        ms: u64,
        /// Seed of the random openings.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fits the evaluation's weights to a `selfplay` file by logistic regression on the
    /// results (Texel tuning) and writes a weights file (docs/learning.md).
    Train {
        /// The `selfplay` file.
        data: PathBuf,
        /// The weights file to write (crates/camelot-ai/weights.toml to ship it).
        #[arg(long)]
        out: PathBuf,
        /// The most passes of coordinate descent per variant.
        #[arg(long, default_value_t = 200)]
        passes: u32,
        /// Variants with fewer positions keep the hand-set weights.
        #[arg(long, default_value_t = 2000)]
        min_positions: usize,
    },
    /// Self-play of evaluation weight variants (each halved and doubled) against the defaults.
    Tune {
        /// The level both sides play at.
        #[arg(long, default_value = "expert")]
        level: Level,
        /// Tune only this weight.
        #[arg(long)]
        weight: Option<String>,
        #[arg(long, default_value_t = 20)]
        games: u32,
        #[arg(long, default_value_t = 20)]
        ms: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

impl Command {
    /// Whether the command plays the four-player games (V6, V7): those of the rules core.
    fn plays_four_players(&self) -> bool {
        matches!(
            self,
            Command::Moves { .. }
                | Command::Perft { .. }
                | Command::Apply { .. }
                | Command::Status { .. }
                | Command::Record { .. }
        )
    }
}

#[derive(Subcommand)]
enum OnlineCommand {
    /// Plays N games with the engine, one at a time: takes an open seek of the time control
    /// or posts one, reconnects (with backoff) when the connection drops and resumes its
    /// games. One line per finished game, `game ID WHITE BLACK RESULT PLIES`.
    Bot(online::BotArgs),
}

/// The position string read on `variant`'s board, or its start position.
fn position(variant: Variant, fen: Option<&str>) -> Result<Position, String> {
    match fen {
        None => Ok(Position::start_of(variant)),
        Some(f) => Position::parse_in(variant, f).map_err(|e| e.to_string()),
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    let variant = cli.variant.unwrap_or_default();
    if variant.is_four_player() && !cli.command.plays_four_players() {
        return Err(format!(
            "{variant} is a four-player game (V6.1): the rules commands (moves, perft, apply, \
             status, record) play it; the engine and the tools built on it do not yet"
        )
        .into());
    }
    match cli.command {
        Command::Moves { fen } => {
            let pos = position(variant, Some(&fen))?;
            for m in pos.legal_moves() {
                outln!("{m}")?;
            }
        }
        Command::Perft { depth, fen, divide } => {
            if depth > 12 {
                return Err(
                    format!("depth {depth} is too deep for perft here (at most 12)").into(),
                );
            }
            let pos = position(variant, fen.as_deref())?;
            let t = Instant::now();
            let total = if divide && depth > 0 {
                let mut total = 0;
                for m in pos.legal_moves() {
                    let n = pos.play(&m.key()).perft(depth - 1);
                    outln!("{m} {n}")?;
                    total += n;
                }
                total
            } else {
                pos.perft(depth)
            };
            eprintln!("perft({depth}) in {:.3} s", t.elapsed().as_secs_f64());
            outln!("{total}")?;
        }
        Command::Apply { fen, moves } => {
            let pos = position(variant, Some(&fen))?;
            // House rules are not applied here: the status is the board's alone (R11–R14).
            let mut game = Game::new(pos, HouseRules::STRICT_WCF);
            for (i, m) in moves.iter().enumerate() {
                game.play_notation(m)
                    .map_err(|e| format!("move {} ({m}): {e}", i + 1))?;
            }
            outln!("{}", game.position())?;
            outln!("{}", status(variant, game.result()))?;
        }
        Command::Status { fen } => {
            let pos = position(variant, Some(&fen))?;
            outln!("{}", status(variant, pos.result()))?;
            let mover = if variant.is_four_player() {
                pos.seat().name()
            } else {
                pos.side_to_move().name()
            };
            outln!("{}", mover.to_lowercase())?;
        }
        Command::Bench { seconds } => {
            if !(seconds > 0.0 && seconds <= 3600.0) {
                return Err(format!("--seconds {seconds} is out of range (0, 3600]").into());
            }
            bench::run(seconds)?
        }
        Command::Search {
            fen,
            ms,
            depth,
            tt_mb,
            threads,
        } => search::run(variant, &fen, ms, depth, tt_mb, threads)?,
        Command::Match(args) => match_args::run(variant, args)?,
        Command::Tactics(args) => tactics::run(args)?,
        Command::MakeTactics { out } => tactics::make(&out)?,
        Command::Tune {
            level,
            weight,
            games,
            ms,
            seed,
        } => matches::tune(variant, level, weight.as_deref(), games, ms, seed)?,
        Command::Selfplay {
            out,
            games,
            depth,
            ms,
            seed,
        } => {
            if !(1..=64).contains(&depth) {
                return Err(format!("--depth {depth} is out of range 1..=64").into());
            }
            let settings = selfplay::Settings {
                games,
                depth,
                ms,
                seed,
                variants: cli.variant.map_or(Variant::ALL.to_vec(), |v| vec![v]),
            };
            selfplay::run(&settings, &out)?
        }
        Command::Train {
            data,
            out,
            passes,
            min_positions,
        } => train::run(
            &data,
            &out,
            &train::Settings {
                passes,
                min_positions,
            },
        )?,
        Command::Record { file, ply } => record::run(&file, ply, cli.variant)?,
        Command::Import { file, out } => import::run(&file, out.as_deref())?,
        Command::Puzzles { command } => puzzles::run(command, cli.variant)?,
        Command::Online {
            command: OnlineCommand::Bot(args),
        } => online::run(args)?,
    }
    Ok(())
}

/// The status line of `apply`, `status` and `record`: `ongoing`, `white-wins R11`,
/// `draw R14`, `red-blue-wins V6.7.1`, …
fn status(variant: Variant, result: Option<GameResult>) -> String {
    result.map_or_else(|| "ongoing".to_string(), |r| r.status_in(variant))
}

fn main() -> ExitCode {
    let ended = match Cli::try_parse() {
        Ok(cli) => run(cli),
        Err(e) => arguments(e),
    };
    // Catch a failure to write whatever is still buffered, too.
    match ended.and_then(|()| Ok(io::stdout().flush()?)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.exit_code(),
    }
}

/// Help and version go to stdout; any other argument error is bad input, in one line.
fn arguments(e: clap::Error) -> Result<(), Failure> {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        return Ok(out!("{e}")?);
    }
    let msg = e.to_string();
    let first = msg
        .lines()
        .next()
        .unwrap_or("bad arguments")
        .trim_start_matches("error: ");
    Err(first.into())
}
