//! `camelot-cli selfplay`: the engine plays itself from varied openings of every variant and
//! writes the quiet positions it met, each with the search's score and the game's result:
//! the data `camelot-cli train` fits the evaluation to (docs/learning.md).
//!
//! The file is text, one position a line, tab-separated:
//!
//! ```text
//! VARIANT <tab> POSITION STRING <tab> SCORE <tab> RESULT
//! ```
//!
//! VARIANT is the variant's name (V0.1), SCORE the search's score for White (a man is 100),
//! RESULT the game's for White: `1`, `0.5` or `0`. Lines starting with `#` are comments.

use std::collections::HashSet;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_ai::{Engine, MATE_BOUND, SearchLimits, game_history};
use camelot_rules::{Color, Constraint, Game, HouseRules, Outcome, Position, Variant};
use indicatif::{ProgressBar, ProgressStyle};

use crate::matches::random_opening;
use crate::out::Failure;

/// One recorded position: its variant, string, and the search's score for White.
#[derive(Debug)]
pub struct Sample {
    pub variant: Variant,
    pub position: Position,
    pub score: i32,
    /// The game's result for White: 1, 0.5 or 0.
    pub result: f64,
}

/// What `selfplay` is asked for.
pub struct Settings {
    pub games: u32,
    /// The search's depth each move, and its time at most.
    pub depth: u32,
    pub ms: u64,
    pub seed: u64,
    /// The variants played in turn.
    pub variants: Vec<Variant>,
}

/// Plays the games and writes every new quiet position to `out`.
pub fn run(settings: &Settings, out: &Path) -> Result<(), Failure> {
    let file = File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut w = BufWriter::new(file);
    let failed = |e: std::io::Error| Failure::from(format!("{}: {e}", out.display()));
    writeln!(
        w,
        "# camelot-cli selfplay: {} games, depth {}, {} ms a move at most, seed {}\n\
         # variant\tposition\tscore for White\tresult for White",
        settings.games, settings.depth, settings.ms, settings.seed
    )
    .map_err(failed)?;
    let bar = ProgressBar::new(settings.games as u64).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {msg} positions, ETA {eta}")
            .expect("a valid progress template"),
    );
    let mut seen = HashSet::new();
    let mut engine = Engine::new(16);
    engine.set_threads(1);
    let mut written = 0;
    for g in 0..settings.games {
        let variant = settings.variants[g as usize % settings.variants.len()];
        let seed = settings
            .seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(g as u64);
        for s in play(&mut engine, variant, seed, settings) {
            // The same position (and side to move) from another game adds nothing new.
            if seen.insert((s.variant, s.position.hash())) {
                writeln!(
                    w,
                    "{}\t{}\t{}\t{}",
                    s.variant, s.position, s.score, s.result
                )
                .map_err(failed)?;
                written += 1;
            }
        }
        bar.set_message(written.to_string());
        bar.inc(1);
    }
    bar.finish();
    w.flush().map_err(failed)?;
    eprintln!("{written} positions written to {}", out.display());
    Ok(())
}

/// One game from a random opening of `variant`: its quiet positions, with their scores and
/// the result.
fn play(engine: &mut Engine, variant: Variant, seed: u64, settings: &Settings) -> Vec<Sample> {
    // Four to nine random plies; River's first two place the trees (V5.4), as randomly.
    let random = 4 + (seed % 6) as usize + if variant == Variant::River { 2 } else { 0 };
    let mut game = Game::new(random_opening(variant, seed, random), HouseRules::default());
    engine.clear();
    engine.set_house_rules(game.rules());
    let limits = SearchLimits {
        depth: Some(settings.depth),
        time: Some(Duration::from_millis(settings.ms)),
        ..SearchLimits::default()
    };
    let stop = AtomicBool::new(false);
    let mut samples = Vec::new();
    while game.result().is_none() {
        let pos = *game.position();
        let history = game_history(&game);
        let found = engine.search(&pos, &history, limits, &stop, |_| {});
        let Some(best) = found.best else { break };
        let score = found.info.score;
        // Quiet only (no capture or castle exit due), and not a forced result: what the
        // evaluation itself is asked about.
        if pos.constraint() == Constraint::None
            && !pos.placing_trees()
            && score.abs() < MATE_BOUND
            && found.info.depth > 0
        {
            let white = if pos.side_to_move() == Color::White {
                score
            } else {
                -score
            };
            samples.push(Sample {
                variant,
                position: pos,
                score: white,
                result: 0.5,
            });
        }
        if game.play(&pos.canonical_path(&best)).is_err() {
            break;
        }
    }
    let result = match game.result().map(|r| r.outcome) {
        Some(Outcome::Win(Color::White)) => 1.0,
        Some(Outcome::Win(Color::Black)) => 0.0,
        _ => 0.5,
    };
    samples.iter_mut().for_each(|s| s.result = result);
    samples
}

/// Reads a `selfplay` file: its samples, or where it is wrong (`LINE: problem`).
pub fn read(text: &str) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let bad = |why: String| format!("line {}: {why}", i + 1);
        let fields: Vec<&str> = line.split('\t').collect();
        let [variant, fen, score, result] = fields[..] else {
            return Err(bad(format!(
                "expected 4 tab-separated fields, found {}",
                fields.len()
            )));
        };
        let variant: Variant = variant.parse().map_err(|e| bad(format!("{e}")))?;
        let position = Position::parse_in(variant, fen).map_err(|e| bad(format!("{e}")))?;
        let score = score
            .parse()
            .map_err(|_| bad(format!("score {score:?} is not a whole number")))?;
        let result = match result {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            _ => return Err(bad(format!("result {result:?} is not 1, 0.5 or 0"))),
        };
        samples.push(Sample {
            variant,
            position,
            score,
            result,
        });
    }
    Ok(samples)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_selfplay_writes_quiet_positions_that_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("games.tsv");
        let settings = Settings {
            games: 2,
            depth: 1,
            ms: 20,
            seed: 3,
            variants: vec![Variant::Camette, Variant::Cam],
        };
        assert!(run(&settings, &out).is_ok());
        let samples = read(&std::fs::read_to_string(&out).unwrap()).unwrap();
        assert!(!samples.is_empty());
        let mut seen = HashSet::new();
        for s in &samples {
            assert_eq!(s.position.constraint(), Constraint::None);
            assert!([0.0, 0.5, 1.0].contains(&s.result));
            assert!(seen.insert((s.variant, s.position.hash())), "a duplicate");
        }
        assert!(samples.iter().any(|s| s.variant == Variant::Cam));
    }

    #[test]
    fn bad_lines_are_named() {
        let fen = Position::start().to_string();
        assert!(read(&format!("camelot\t{fen}\t12\t1\n")).is_ok());
        let e = read(&format!("# note\ncamelot\t{fen}\t12\twon\n")).unwrap_err();
        assert!(e.starts_with("line 2:"), "{e}");
        assert!(read("camelot\tnonsense\t0\t1").is_err());
        assert!(read(&format!("camelot\t{fen}\t1.5\t1")).is_err());
        assert!(read("camelot only").is_err());
    }
}
