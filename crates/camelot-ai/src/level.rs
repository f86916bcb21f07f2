//! Playing levels: how deep and how long each searches, and how much chance it leaves.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use camelot_rules::{Game, Move, MoveKey, Position};

use crate::engine::{Engine, MAX_DEPTH, SearchInfo, SearchLimits, nps};
use crate::rng::Rng;
use crate::search::INFINITY;

/// A playing strength, weakest first. Of a move's time budget each uses a share, and the
/// lower ones search to a fixed depth and pick among the moves they scored, the better ones
/// more likely (a softmax over the scores), never one their own search scores more than the
/// cap below the best: their mistakes are those of a shallow look and a loose judgement of
/// quiet moves (a chain seen too late, a weak square), and for Beginner now and then a man
/// it sees it loses, never more than its cap's worth.
///
/// | level    | depth | time share                      | temperature | cap |
/// |----------|-------|---------------------------------|-------------|-----|
/// | Beginner | 2     | 20%                             | 200         | 220 |
/// | Easy     | 2     | 30%                             | 70          | 110 |
/// | Medium   | 3     | 50%                             | 5           | 25  |
/// | Hard     | 4     | 25%                             | best move   |     |
/// | Expert   | any   | at most all, aiming at 70% (1)  | best move   |     |
///
/// (1) Expert aims at 70% of its budget ([`SearchLimits::target`]): half of that once its
/// best move has been stable for four iterations with the score holding, up to all of it
/// when the best move changes or the score falls. It never starts an iteration that likely
/// cannot finish within the budget, so in practice it uses about 70% (measured at 100 ms a
/// move).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

/// How a level plays.
struct Plan {
    /// The deepest iteration, if limited.
    depth: Option<u32>,
    /// The share of the time budget it may use.
    time_share: f64,
    /// The share it aims at ([`SearchLimits::target`]), if it stops by the clock.
    target_share: Option<f64>,
    /// Softmax temperature (score units) for picking among the scored moves; 0 plays the
    /// best move.
    temperature: f64,
    /// How far below the best score a move may be and still be picked.
    cap: i32,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The time a level may use when the caller gives no budget.
    pub const DEFAULT_BUDGET: Duration = Duration::from_secs(2);

    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// The share of the time budget a level aims at, if it stops by the clock.
    pub fn target_share(self) -> Option<f64> {
        self.plan().target_share
    }

    fn plan(self) -> Plan {
        let plan = |depth, time_share, temperature, cap| Plan {
            depth,
            time_share,
            target_share: None,
            temperature,
            cap,
        };
        match self {
            // Sees the reply to its move and captures through quiescence, but plays loosely
            // among the moves it likes. The temperatures and caps space the levels evenly
            // (README: the levels' matches): a depth-1 Beginner stood some 400 Elo below Easy.
            Level::Beginner => plan(Some(2), 0.2, 200.0, 220),
            Level::Easy => plan(Some(2), 0.3, 70.0, 110),
            Level::Medium => plan(Some(3), 0.5, 5.0, 25),
            Level::Hard => plan(Some(4), 0.25, 0.0, 0),
            // Aims under its budget so that doubt has room to spend more, and never starts an
            // iteration it likely cannot finish.
            Level::Expert => Plan {
                target_share: Some(0.7),
                ..plan(None, 1.0, 0.0, 0)
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    /// A level by name, case-insensitive.
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level {s:?}; expected one of {}", names.join(", "))
            })
    }
}

/// The hashes of a game's positions before the current one, for [`Engine::search`]'s
/// repetition check (R15).
pub fn game_history(game: &Game) -> Vec<u64> {
    let positions = game.positions();
    positions[..positions.len() - 1]
        .iter()
        .map(Position::hash)
        .collect()
}

/// The computer's choice: the move, the path to play and show, and the search's figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub key: MoveKey,
    /// The move's canonical path (R16, [`Position::canonical_path`]), computed with the
    /// search so the caller's thread need not.
    pub path: Move,
    /// The search's last report. Its `best` is the search's best move, which the lower
    /// levels do not always play.
    pub info: SearchInfo,
}

impl Engine {
    /// The game's one call: picks a move for the side to move in `game` at `level`, within
    /// `budget` (or [`Level::DEFAULT_BUDGET`]), following the game's R15 house rules and
    /// seeing its earlier positions for repetitions. `None` when the game is over, declared
    /// results included. `progress` gets each completed iteration (for a depth display);
    /// setting `stop` returns a move within milliseconds.
    pub fn think(
        &mut self,
        level: Level,
        game: &Game,
        budget: Option<Duration>,
        stop: &AtomicBool,
        seed: u64,
        progress: impl FnMut(&SearchInfo),
    ) -> Option<Choice> {
        if game.is_over() {
            return None;
        }
        self.set_house_rules(game.rules());
        let history = game_history(game);
        self.choose_move(
            level,
            game.position(),
            &history,
            budget,
            stop,
            seed,
            progress,
        )
    }

    /// Picks a move at `level` within `budget` (or [`Level::DEFAULT_BUDGET`]). The lower
    /// levels search shallowly and pick among the moves they scored, the better ones more
    /// likely, with randomness from `seed`. `history` is as for [`Engine::search`]. `None`
    /// when the game is over.
    #[expect(
        clippy::too_many_arguments,
        reason = "the engine plus the arguments of choose_move"
    )]
    pub fn choose_move(
        &mut self,
        level: Level,
        position: &Position,
        history: &[u64],
        budget: Option<Duration>,
        stop: &AtomicBool,
        seed: u64,
        mut progress: impl FnMut(&SearchInfo),
    ) -> Option<Choice> {
        let plan = level.plan();
        let budget = budget.unwrap_or(Level::DEFAULT_BUDGET).as_secs_f64();
        let share = |s: f64| Duration::try_from_secs_f64(budget * s).unwrap_or(Duration::MAX);
        let limits = SearchLimits {
            time: Some(share(plan.time_share)),
            target: plan.target_share.map(share),
            depth: plan.depth,
            nodes: None,
        };
        let choice = |key: MoveKey, info: SearchInfo| Choice {
            key,
            path: position.canonical_path(&key),
            info,
        };
        if plan.temperature == 0.0 {
            let r = self.search(position, history, limits, stop, progress);
            return r.best.map(|key| choice(key, r.info));
        }
        let mut info = SearchInfo::default();
        let scored = self.score_moves(position, history, limits, stop, |i| {
            info = i.clone();
            progress(i);
        });
        let key = pick_softmax(&scored, plan.temperature, plan.cap, seed)
            // Stopped before any move was scored: any legal move will do.
            .or_else(|| position.legal_keys().first().copied())?;
        Some(choice(key, info))
    }
}

impl Engine {
    /// Scores every legal move of `position` by a full-window search of `depth` plies
    /// (after iterative deepening to fill the table), and reports the best of them to
    /// `progress`. Moves the limits left unscored are left out; the list is empty only if the
    /// game is over or nothing was scored. One thread: the lower levels need no more.
    pub(crate) fn score_moves(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: SearchLimits,
        stop: &AtomicBool,
        mut progress: impl FnMut(&SearchInfo),
    ) -> Vec<(MoveKey, i32)> {
        let start = Instant::now();
        let depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH) as i32;
        let weights = self.weights(position.variant());
        let mut s = self.begin(&weights, history, limits, stop, start);
        for d in 1..depth {
            s.negamax(position, d, -INFINITY, INFINITY, 0);
        }
        s.w.path.push(position.hash());
        let mut scored = Vec::new();
        for m in position.legal_keys() {
            let score = -s.negamax(&position.play(&m), depth - 1, -INFINITY, INFINITY, 1);
            if s.aborted {
                break;
            }
            scored.push((m, score));
        }
        if let Some(&(best, score)) = scored.iter().max_by_key(|&&(_, v)| v) {
            let (nodes, depth) = (s.nodes, depth as u32);
            let nps = nps(nodes, start.elapsed());
            progress(&SearchInfo {
                depth,
                nodes,
                nps,
                score,
                pv: vec![best],
                best: Some(best),
            });
        }
        scored
    }
}

/// Picks among scored moves, each with a weight falling exponentially with its distance
/// from the best score (a softmax), none more than `cap` below it; `None` if there are none.
fn pick_softmax(
    scored: &[(MoveKey, i32)],
    temperature: f64,
    cap: i32,
    seed: u64,
) -> Option<MoveKey> {
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, s)| {
            if s < best.saturating_sub(cap) {
                0.0
            } else {
                ((s - best) as f64 / temperature).exp()
            }
        })
        .collect();
    let mut r = Rng::new(seed).unit() * weights.iter().sum::<f64>();
    for (&(m, _), w) in scored.iter().zip(&weights) {
        if r < *w {
            return Some(m);
        }
        r -= w;
    }
    scored.last().map(|&(m, _)| m)
}

/// [`Engine::choose_move`]'s move with a fresh engine (a small table): for one-off calls. A
/// player that moves again should keep an [`Engine`] and call [`Engine::think`].
pub fn choose_move(
    level: Level,
    position: &Position,
    history: &[u64],
    budget: Option<Duration>,
    stop: &AtomicBool,
    seed: u64,
    progress: impl FnMut(&SearchInfo),
) -> Option<MoveKey> {
    Engine::new(8)
        .choose_move(level, position, history, budget, stop, seed, progress)
        .map(|c| c.key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lower_level_never_picks_a_move_scored_beyond_its_cap() {
        let keys = Position::start().legal_keys();
        // Two near moves and one its search scores a knight down.
        let scored = [(keys[0], 10), (keys[1], -20), (keys[2], -160)];
        let mut picked = std::collections::HashSet::new();
        for seed in 0..200 {
            // A temperature so high that, uncapped, every move is about as likely.
            let m = pick_softmax(&scored, 1e9, 100, seed).unwrap();
            assert_ne!(m, keys[2], "seed {seed}");
            picked.insert(m);
        }
        assert_eq!(picked.len(), 2, "both near moves are played");
        assert!(pick_softmax(&[], 10.0, 100, 1).is_none());
    }

    #[test]
    fn each_level_looks_deeper_or_picks_more_sharply_than_the_one_below() {
        // The README's matches measure evenly spaced steps; a table out of order would put
        // a level below the one under it.
        let deepest = |p: &Plan| p.depth.unwrap_or(u32::MAX);
        for pair in Level::ALL.windows(2) {
            let (lower, upper) = (pair[0].plan(), pair[1].plan());
            assert!(deepest(&lower) <= deepest(&upper), "{} deeper", pair[0]);
            assert!(
                lower.temperature >= upper.temperature,
                "{} sharper",
                pair[0]
            );
            assert!(lower.cap >= upper.cap, "{} tighter cap", pair[0]);
            assert!(
                deepest(&lower) < deepest(&upper) || lower.temperature > upper.temperature,
                "{} is not below {}",
                pair[0],
                pair[1]
            );
        }
    }
}
