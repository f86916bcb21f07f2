//! `camelot-cli`: the Camelot engine on the command line.
//!
//! Bad input of any kind prints one line on stderr saying what is wrong and exits with 2.

use std::process::ExitCode;
use std::time::Instant;

use camelot_rules::{Game, HouseRules, Position};
use clap::{Parser, Subcommand};

mod bench;

#[derive(Parser)]
#[command(name = "camelot-cli", version, about = "Camelot engine: legal moves, perft, apply, bench")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every legal move of a position, one per line, in WCF notation.
    Moves {
        /// The position string (RULES.md).
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
    /// Applies moves (any legal path) and prints the resulting position and status.
    Apply {
        fen: String,
        /// Moves in WCF notation, e.g. E6-C8-A8 H4xJ4xL6.
        moves: Vec<String>,
    },
    /// Move generation throughput (single thread).
    Bench {
        /// Seconds to spend on each middle-game position set.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
    },
}

fn position(fen: Option<&str>) -> Result<Position, String> {
    match fen {
        None => Ok(Position::start()),
        Some(f) => f.parse().map_err(|e: camelot_rules::Error| e.to_string()),
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Moves { fen } => {
            let pos = position(Some(&fen))?;
            for m in pos.legal_moves() {
                println!("{m}");
            }
        }
        Command::Perft { depth, fen, divide } => {
            if depth > 12 {
                return Err(format!("depth {depth} is too deep for perft here (at most 12)"));
            }
            let pos = position(fen.as_deref())?;
            let t = Instant::now();
            let total = if divide && depth > 0 {
                let mut total = 0;
                for m in pos.legal_moves() {
                    let n = pos.play(&m.key()).perft(depth - 1);
                    println!("{m} {n}");
                    total += n;
                }
                total
            } else {
                pos.perft(depth)
            };
            eprintln!("perft({depth}) in {:.3} s", t.elapsed().as_secs_f64());
            println!("{total}");
        }
        Command::Apply { fen, moves } => {
            let pos = position(Some(&fen))?;
            // House rules are not applied here: the status is the board's alone (R11–R14).
            let mut game = Game::new(pos, HouseRules::STRICT_WCF);
            for (i, m) in moves.iter().enumerate() {
                game.play_notation(m).map_err(|e| format!("move {} ({m}): {e}", i + 1))?;
            }
            println!("{}", game.position());
            match game.result() {
                Some(r) => println!("{r}"),
                None => println!("ongoing"),
            }
        }
        Command::Bench { seconds } => bench::run(seconds),
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                print!("{e}");
                return ExitCode::SUCCESS;
            }
            let msg = e.to_string();
            let first = msg.lines().next().unwrap_or("bad arguments").trim_start_matches("error: ");
            eprintln!("camelot-cli: {first}");
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("camelot-cli: {e}");
            ExitCode::from(2)
        }
    }
}
