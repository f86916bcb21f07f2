//! `camelot-cli tactics` and `make-tactics`: the tactical suite (camelot_ai::tactics).
//!
//! `make-tactics` proves every candidate with the rules core's exhaustive search
//! ([`Prover`], never the engine): the shipped puzzles of the themes win-the-race,
//! castle-entry, capture-all and r9-exit and the mined endgames, and the positions made for
//! issue 38's motif (`motifs.tsv`, every variant). A forced win in at most [`MAX_WIN`] plies
//! becomes a `win`; otherwise a position where some moves let the opponent force a win
//! within [`SAVE_HORIZON`] plies and others do not becomes a `save`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use camelot_ai::Engine;
use camelot_ai::tactics::{Kind, SUITE, Tactic};
use camelot_puzzles::{Theme, shipped};
use camelot_rules::{Position, Prover, Variant};
use clap::Args;

use crate::out::{Failure, outln};

/// The longest forced win the suite holds: three moves of the winner.
pub const MAX_WIN: u32 = 5;
/// A save guards against a forced win within this many plies after it.
pub const SAVE_HORIZON: u32 = 3;
/// Positions visited by the prover for one candidate before it is left out.
const BUDGET: u64 = 3_000_000;

const MOTIFS: &str = include_str!("motifs.tsv");

#[derive(Args)]
pub struct TacticsArgs {
    /// A suite file (docs/ai.md) instead of the shipped one.
    file: Option<PathBuf>,
    /// Search this long a position (milliseconds) instead of to each one's depth.
    #[arg(long)]
    time_ms: Option<u64>,
    /// Plies searched beyond each position's depth.
    #[arg(long, default_value_t = 0)]
    depth_slack: u32,
}

/// Runs the suite: a line for each failure, then `N/M passed`; exit status 2 if any failed.
pub fn run(args: TacticsArgs) -> Result<(), Failure> {
    let text = match &args.file {
        Some(f) => std::fs::read_to_string(f)
            .map_err(|e| Failure::Located(format!("{}: {e}", f.display())))?,
        None => SUITE.to_string(),
    };
    let tactics = Tactic::read_all(&text)?;
    if args.depth_slack > 16 {
        return Err(format!("--depth-slack {} is out of range 0..=16", args.depth_slack).into());
    }
    let time = args.time_ms.map(Duration::from_millis);
    let mut engine = Engine::new(16);
    let mut passed = 0;
    for t in &tactics {
        let v = t.solve(&mut engine, args.depth_slack, time);
        if v.passed {
            passed += 1;
            continue;
        }
        let played = v.best.map_or("no move".to_string(), |b| {
            t.position.canonical_path(&b).to_string()
        });
        outln!(
            "failed: {} {} {} ({}): played {played}, score {}; expected {}",
            t.position.variant(),
            kind_name(t.kind),
            t.plies,
            t.source,
            v.score,
            t.to_string().split('\t').nth(4).unwrap_or_default()
        )?;
    }
    outln!("{passed}/{} passed", tactics.len())?;
    if passed < tactics.len() {
        return Err(Failure::Located(format!(
            "{} of {} positions failed",
            tactics.len() - passed,
            tactics.len()
        )));
    }
    Ok(())
}

fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Win => "win",
        Kind::Save => "save",
    }
}

/// Makes the suite file from the candidates, each proved by the rules core.
pub fn make(out: &Path) -> Result<(), Failure> {
    let themes = [
        Theme::WinTheRace,
        Theme::CastleEntry,
        Theme::CaptureAll,
        Theme::R9Exit,
    ];
    let mut candidates: Vec<(Variant, String, String)> = shipped()
        .puzzles
        .iter()
        .filter(|p| p.themes.iter().any(|t| themes.contains(t)) || p.source.starts_with("endgame"))
        .map(|p| (p.variant, p.position.clone(), format!("puzzle {}", p.id)))
        .collect();
    for line in MOTIFS.lines().filter(|l| !l.starts_with('#')) {
        let [variant, fen, kind] = line.split('\t').collect::<Vec<_>>()[..] else {
            return Err(format!("motifs.tsv: {line:?} has not three fields").into());
        };
        let variant: Variant = variant
            .parse()
            .map_err(|e: camelot_rules::Error| e.to_string())?;
        candidates.push((variant, fen.to_string(), kind.to_string()));
    }
    let mut lines = vec![
        "# Camelot 3D's tactical suite (docs/ai.md): variant, kind, plies, position, moves,"
            .to_string(),
        "# source, tab-separated. Made by `camelot-cli make-tactics`; every distance proved by"
            .to_string(),
        "# the rules core's exhaustive search (camelot_rules::Prover).".to_string(),
    ];
    let (mut wins, mut saves) = (0, 0);
    for (variant, fen, source) in candidates {
        let position = Position::parse_in(variant, &fen).map_err(|e| format!("{fen}: {e}"))?;
        if position.result().is_some() {
            continue;
        }
        if let Some(t) = prove(position, source) {
            match t.kind {
                Kind::Win => wins += 1,
                Kind::Save => saves += 1,
            }
            lines.push(t.to_string());
        }
    }
    std::fs::write(out, lines.join("\n") + "\n")
        .map_err(|e| Failure::Located(format!("{}: {e}", out.display())))?;
    outln!("{}: {wins} wins, {saves} saves", out.display())?;
    Ok(())
}

/// The tactic a position holds, if the prover settles one within its budget.
fn prove(position: Position, source: String) -> Option<Tactic> {
    let mut prover = Prover::new(BUDGET);
    // R15's no-progress draw must not come first.
    if position.quiet_plies() as u32 + MAX_WIN + 1 >= 100 {
        return None;
    }
    if let Some(plies) = prover.shortest_win(&position, MAX_WIN).ok()? {
        let moves = prover.winning_moves(&position, plies).ok()?;
        return Some(Tactic {
            kind: Kind::Win,
            plies,
            position,
            moves,
            source,
        });
    }
    let losses = prover.losses_after(&position, SAVE_HORIZON).ok()?;
    let keys = position.legal_keys();
    let saves: Vec<_> = keys
        .iter()
        .zip(&losses)
        .filter(|(_, l)| l.is_none())
        .map(|(k, _)| *k)
        .collect();
    let longest = losses.iter().flatten().max()?;
    (!saves.is_empty()).then(|| Tactic {
        kind: Kind::Save,
        plies: (*longest).max(1),
        position,
        moves: saves,
        source,
    })
}
