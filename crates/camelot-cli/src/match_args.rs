//! `camelot-cli match`'s arguments: the two sides (a level or an external engine, each with
//! its thread count and weights), the games, the time and the seed.

use std::path::PathBuf;

use camelot_ai::Level;
use camelot_rules::Variant;

use crate::out::{Failure, outln};
use crate::{matches, search};

/// The arguments of `match` (its help is the `Command::Match` variant's).
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The level playing White in the first game (beginner, easy, medium, hard, expert).
    #[arg(
        long,
        required_unless_present = "white_cmd",
        conflicts_with = "white_cmd"
    )]
    white: Option<Level>,
    /// An external engine playing White in the first game, in place of --white: a
    /// command answering like `camelot-cli search` (its move on the first line), with
    /// {fen}, {ms} and {variant} for the position, budget and variant, e.g.
    /// "old/camelot-cli search {fen} --ms {ms} --variant {variant}". Split into words, no
    /// shell. A missing or illegal move, or one later
    /// than twice the budget plus a second, loses the game.
    #[arg(long)]
    white_cmd: Option<String>,
    /// The level playing Black in the first game.
    #[arg(
        long,
        required_unless_present = "black_cmd",
        conflicts_with = "black_cmd"
    )]
    black: Option<Level>,
    /// An external engine playing Black in the first game, in place of --black.
    #[arg(long)]
    black_cmd: Option<String>,
    /// Games to play; the sides swap colours every game.
    #[arg(long, default_value_t = 20)]
    games: u32,
    /// Time budget per move in milliseconds.
    #[arg(long, default_value_t = 50)]
    ms: u64,
    /// Seed of the random openings and of the lower levels' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Search threads of each side played by this program's engine.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Search threads of the level playing White in the first game, in place of
    /// --threads (e.g. 2 against 1 to measure what a second thread is worth).
    #[arg(long)]
    white_threads: Option<usize>,
    /// As --white-threads, for the level playing Black in the first game.
    #[arg(long)]
    black_threads: Option<usize>,
    /// The evaluation weights of the level playing White in the first game: a weights
    /// file (crates/camelot-ai/weights.toml's form; its table for the variant) or `hand`
    /// for the hand-set weights. The shipped weights if absent.
    #[arg(long)]
    white_weights: Option<PathBuf>,
    /// As --white-weights, for the level playing Black in the first game.
    #[arg(long)]
    black_weights: Option<PathBuf>,
}

pub fn run(variant: Variant, args: MatchArgs) -> Result<(), Failure> {
    let MatchArgs {
        white,
        white_cmd,
        black,
        black_cmd,
        games,
        ms,
        seed,
        threads,
        white_threads,
        black_threads,
        white_weights,
        black_weights,
    } = args;
    let side = |level, cmd, own: Option<usize>, weights: Option<PathBuf>| {
        let n = own.unwrap_or(threads);
        search::check_threads(n)?;
        let weights = matches::read_weights(weights.as_deref(), variant)?;
        let mut player = matches::player(level, cmd, n, weights)?;
        if own.is_some() {
            // The thread count is what tells the sides apart in the table.
            player.name += &format!(" on {n} thread{}", if n == 1 { "" } else { "s" });
        }
        Ok::<_, Failure>(player)
    };
    let mut a = side(white, white_cmd, white_threads, white_weights)?;
    let mut b = side(black, black_cmd, black_threads, black_weights)?;
    if a.name == b.name {
        // Tell the two sides of a mirror match apart in the table.
        a.name += " (first)";
        b.name += " (second)";
    }
    outln!(
        "{} vs {}: {games} games of {variant}, {ms} ms per move, seed {seed}",
        a.name,
        b.name
    )?;
    let tally = matches::play_match(variant, &mut a, &mut b, games, ms, seed)?;
    matches::report(&a, &b, &tally)?;
    Ok(())
}
