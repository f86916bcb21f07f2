//! `camelot-cli train`: fits the evaluation's weights to self-play results by logistic
//! regression (Texel tuning). The evaluation of a quiet position, through a logistic curve,
//! predicts the game's result; coordinate descent moves each weight while that lowers the
//! mean squared error over the data. A man stays 100, the unit of every score, and the curve's
//! scale is refitted with the weights. Each variant is fitted on its own positions;
//! one with too few keeps its starting weights. A tenth of the positions (by hash) are held
//! out and their error is reported before and after, to show the fit is no overfit.

use std::path::Path;

use camelot_ai::{Weights, evaluate};
use camelot_rules::{Color, Position, Variant};
use indicatif::{ProgressBar, ProgressStyle};

use crate::out::{Failure, outln};
use crate::selfplay::{Sample, read};

/// What `train` is asked for.
pub struct Settings {
    /// The most passes of coordinate descent per variant.
    pub passes: u32,
    /// Variants with fewer positions keep their starting weights.
    pub min_positions: usize,
}

/// A position to fit, with the result it should predict.
struct Point {
    position: Position,
    result: f64,
}

/// The logistic curve: the expected result for White of a White score `s`.
fn expected(s: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * s / 400.0))
}

/// The evaluation for White.
fn white_eval(p: &Position, w: &Weights) -> f64 {
    let e = evaluate(p, w) as f64;
    if p.side_to_move() == Color::White {
        e
    } else {
        -e
    }
}

/// The mean squared error of the predictions.
fn error(points: &[Point], w: &Weights, k: f64) -> f64 {
    let sum: f64 = points
        .iter()
        .map(|p| (p.result - expected(white_eval(&p.position, w), k)).powi(2))
        .sum();
    sum / points.len().max(1) as f64
}

/// The curve's scale that best fits the weights `w`: a coarse scan, then a fine one.
fn fit_scale(points: &[Point], w: &Weights) -> f64 {
    let coarse = best_scale(points, w, &mut (1..=40).map(|i| i as f64 * 0.1));
    refine_scale(points, w, coarse)
}

/// The best scale within 10% of `k`.
fn refine_scale(points: &[Point], w: &Weights, k: f64) -> f64 {
    best_scale(
        points,
        w,
        &mut (-20..=20).map(|i| k * (1.0 + i as f64 * 0.005)),
    )
}

fn best_scale(points: &[Point], w: &Weights, ks: &mut dyn Iterator<Item = f64>) -> f64 {
    ks.filter(|&k| k > 0.0)
        .map(|k| (error(points, w, k), k))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(1.0, |(_, k)| k)
}

/// Coordinate descent from `start`: each weight but the man's (the unit) moved by its step
/// while that lowers the error, and the curve's scale refitted after each pass, so that the
/// fit cannot sharpen its predictions by inflating every weight against the man. Steps halve
/// when a pass finds nothing. Returns the weights and the scale.
fn descend(
    points: &[Point],
    start: Weights,
    mut k: f64,
    passes: u32,
    bar: &ProgressBar,
) -> (Weights, f64) {
    let mut w = start;
    let mut best = error(points, &w, k);
    let mut steps: Vec<i32> = w
        .named_mut()
        .iter()
        .map(|(_, v)| (v.abs() / 8).max(1))
        .collect();
    for _ in 0..passes {
        let mut improved = false;
        for (i, step) in steps.iter().enumerate().skip(1) {
            for sign in [1, -1] {
                let mut trial = w;
                *trial.named_mut()[i].1 += sign * step;
                let e = error(points, &trial, k);
                if e < best {
                    (w, best, improved) = (trial, e, true);
                    break;
                }
            }
        }
        k = refine_scale(points, &w, k);
        best = error(points, &w, k);
        bar.inc(1);
        if !improved {
            if steps.iter().all(|&s| s == 1) {
                break;
            }
            steps.iter_mut().for_each(|s| *s = (*s / 2).max(1));
        }
    }
    (w, k)
}

/// Fits every variant's weights to the samples in `data`, starting from the hand-set ones,
/// and writes a weights file (crates/camelot-ai/weights.toml's form) to `out`.
pub fn run(data: &Path, out: &Path, settings: &Settings) -> Result<(), Failure> {
    let text = std::fs::read_to_string(data).map_err(|e| format!("{}: {e}", data.display()))?;
    let samples = read(&text).map_err(|e| Failure::Located(format!("{}: {e}", data.display())))?;
    if samples.is_empty() {
        return Err(format!("{}: no positions", data.display()).into());
    }
    let hand = Weights::default();
    // Held out: a tenth of the positions, chosen by hash so that a rerun holds out the same.
    let (held, fit): (Vec<Sample>, Vec<Sample>) = samples
        .into_iter()
        .partition(|s| s.position.hash() % 10 == 0);
    let points = |from: &[Sample], v: Option<Variant>| -> Vec<Point> {
        from.iter()
            .filter(|s| v.is_none_or(|v| s.variant == v))
            .map(|s| Point {
                position: s.position,
                result: s.result,
            })
            .collect()
    };
    let k = fit_scale(&points(&fit, None), &hand);
    outln!(
        "{} positions to fit, {} held out; logistic scale K = {k:.3}",
        fit.len(),
        held.len()
    )?;
    let bar = ProgressBar::new(settings.passes as u64 * Variant::ALL.len() as u64).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} passes, {msg}, ETA {eta}")
            .expect("a valid progress template"),
    );
    let mut tables = [hand; Variant::ALL.len()];
    let mut notes = vec![format!(
        "Made by `camelot-cli train` from {} (docs/learning.md): {} positions, K = {k:.3}.",
        data.file_name().map_or("?".into(), |n| n.to_string_lossy()),
        fit.len() + held.len()
    )];
    for (slot, v) in tables.iter_mut().zip(Variant::ALL) {
        bar.set_message(v.to_string());
        let (train, test) = (points(&fit, Some(v)), points(&held, Some(v)));
        if train.len() < settings.min_positions {
            bar.inc(settings.passes as u64);
            let note = format!("{v}: {} positions, too few: hand-set weights", train.len());
            outln!("{note}")?;
            notes.push(note);
            continue;
        }
        let (fitted, fitted_k) = descend(&train, hand, k, settings.passes, &bar);
        *slot = fitted;
        let note = format!(
            "{v}: {} positions, K {k:.3} -> {fitted_k:.3}; error {:.5} -> {:.5}, \
             held out ({}) {:.5} -> {:.5}",
            train.len(),
            error(&train, &hand, k),
            error(&train, slot, fitted_k),
            test.len(),
            error(&test, &hand, k),
            error(&test, slot, fitted_k),
        );
        outln!("{note}")?;
        notes.push(note);
    }
    bar.finish();
    let file = Weights::write_tables(&tables, &notes.join("\n"));
    std::fs::write(out, file).map_err(|e| format!("{}: {e}", out.display()))?;
    outln!("weights written to {}", out.display())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descent_finds_the_weight_the_results_follow() {
        // Positions of Camette where White is a man up or down, each result following the
        // material: the fit keeps the man at 100 and cannot lower the error by breaking that.
        let base: Position = Position::start_of(Variant::Camette);
        let points: Vec<Point> = base
            .pieces()
            .map(|(sq, _)| {
                let mut p = base;
                let white_lost = p.piece_at(sq).is_some_and(|pc| pc.color == Color::White);
                p.clear(sq);
                Point {
                    position: p,
                    result: if white_lost { 0.0 } else { 1.0 },
                }
            })
            .collect();
        let hand = Weights::default();
        let k = fit_scale(&points, &hand);
        let (fitted, fitted_k) = descend(&points, hand, k, 20, &ProgressBar::hidden());
        assert_eq!(fitted.man, 100);
        assert!(error(&points, &fitted, fitted_k) <= error(&points, &hand, k));
    }

    #[test]
    fn the_scale_fits_results_that_follow_the_score() {
        let start = Position::start();
        let mut up = start;
        up.clear("E10".parse().unwrap());
        let mut down = start;
        down.clear("E7".parse().unwrap());
        let points = [
            Point {
                position: up,
                result: 1.0,
            },
            Point {
                position: down,
                result: 0.0,
            },
        ];
        let w = Weights::default();
        let k = fit_scale(&points, &w);
        assert!(error(&points, &w, k) < error(&points, &w, 0.05), "{k}");
    }
}
