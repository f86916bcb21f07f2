//! A mining run for one variant: the given games first, then a fixed number of self-play
//! games (or fewer, when a target count is given and reached); every forcing position once
//! (with its mirrors). What a run finds depends on its plan alone, never on other runs.

use camelot_rules::{Game, Position, Variant};

use crate::dedupe::Seen;
use crate::mine::{Depths, Miner};
use crate::puzzle::Puzzle;
use crate::selfplay::{Start, self_play};

/// What a run for one variant is asked to do.
#[derive(Clone, Debug)]
pub struct Plan {
    pub variant: Variant,
    pub seed: u64,
    /// Stop once this many puzzles are found (`usize::MAX`: play every game).
    pub target: usize,
    /// Play at most this many self-play games.
    pub max_games: u64,
    /// This run plays the self-play games numbered `part`, `part + parts`, `part + 2 *
    /// parts`…: a variant's games split among `parts` runs at once (records go to part 0).
    pub part: u64,
    pub parts: u64,
    /// Self-play positions before this ply are not mined (the random opening).
    pub from_ply: usize,
    /// Where the self-play games start.
    pub start: Start,
}

/// What a run found (the puzzles not yet numbered: see [`number`]), and a line saying how.
pub struct Harvest {
    pub variant: Variant,
    pub part: u64,
    pub puzzles: Vec<Puzzle>,
    pub settings: String,
}

/// A game to mine, with the name its puzzles give as their source.
pub struct Source<'a> {
    pub name: String,
    pub game: &'a Game,
}

/// The state of a run: the miner, the positions seen, the puzzles found.
struct Run<'p> {
    plan: &'p Plan,
    miner: Miner,
    seen: Seen,
    puzzles: Vec<Puzzle>,
    /// Positions mined (each new one once).
    positions: usize,
}

impl Run<'_> {
    fn done(&self) -> bool {
        self.puzzles.len() >= self.plan.target
    }

    fn mine_game(&mut self, game: &Game, source: &str, from: usize) {
        for (ply, pos) in game.positions().iter().enumerate().skip(from) {
            if self.done() {
                return;
            }
            // Endgames are short and their quiet moves may set up the last capture: every
            // position is looked at.
            let look = self.plan.start == Start::Endgame || forcing(pos);
            if !look || !self.seen.first_time(pos) {
                continue;
            }
            self.positions += 1;
            if let Some(p) = self.miner.mine(pos, &format!("{source} ply {ply}")) {
                // The positions of its line would only repeat it.
                if let Ok(checked) = p.check() {
                    for at in checked.positions() {
                        self.seen.first_time(&at);
                    }
                }
                self.puzzles.push(p);
            }
        }
    }
}

/// Whether a position has something forcing to find: a capture (R5–R7, a knight's charge
/// included), an entry into the opponent's castle (R10), or its own castle to leave (R9).
/// Mining looks only at these: they hold nearly all the clear answers, and the engine's time
/// goes much further on them. River Camelot's river and trees keep the pieces apart (V5.5),
/// so there every position is looked at.
fn forcing(pos: &Position) -> bool {
    if pos.variant() == Variant::River {
        return true;
    }
    let castle = pos.castle(pos.side_to_move().opponent());
    pos.must_leave().is_some()
        || pos
            .legal_keys()
            .iter()
            .any(|k| k.is_capture() || (castle.contains(k.to) && !castle.contains(k.from)))
}

/// Mines `records` (those of the plan's variant), then self-play games, reporting each game
/// done to `progress` with the puzzles found so far.
pub fn harvest(
    plan: &Plan,
    records: &[Source],
    mut progress: impl FnMut(&str, &[Puzzle]),
) -> Harvest {
    let variant = plan.variant;
    let mut run = Run {
        plan,
        miner: Miner::new(Depths::of(variant)),
        seen: Seen::default(),
        puzzles: Vec::new(),
        positions: 0,
    };
    let own: Vec<_> = records
        .iter()
        .filter(|r| plan.part == 0 && r.game.start().variant() == variant)
        .collect();
    for r in &own {
        run.mine_game(r.game, &r.name, 0);
        let line = format!("{variant}: {}: {} puzzles", r.name, run.puzzles.len());
        progress(&line, &run.puzzles);
    }
    let mut games = 0;
    while games < plan.max_games && !run.done() {
        let number = plan.part + games * plan.parts.max(1);
        let (game, levels) = self_play(variant, plan.seed, number, plan.start);
        let source = format!(
            "{} seed {} game {number} ({} v {})",
            plan.start.name(),
            plan.seed,
            levels[0],
            levels[1]
        );
        run.mine_game(&game, &source, plan.from_ply);
        games += 1;
        let line = format!(
            "{variant} part {}: game {number}, {} plies, {} positions mined, {} puzzles",
            plan.part,
            game.moves().len(),
            run.positions,
            run.puzzles.len()
        );
        progress(&line, &run.puzzles);
    }
    let puzzles = run.puzzles;
    let d = run.miner.depths();
    let kind = plan.start.name();
    let target = match plan.target {
        usize::MAX => "none".to_string(),
        n => n.to_string(),
    };
    let settings = format!(
        "{variant} part {} of {}: find depth {}, confirm depth {}, at most {} solver moves; \
         {} records, {games} {kind} games from ply {} (at most {}), target {}; {} positions, \
         {} puzzles, {} nodes",
        plan.part,
        plan.parts,
        d.find,
        d.confirm,
        d.solver_moves,
        own.len(),
        plan.from_ply,
        plan.max_games,
        target,
        run.positions,
        puzzles.len(),
        run.miner.nodes()
    );
    Harvest {
        variant,
        part: plan.part,
        puzzles,
        settings,
    }
}
