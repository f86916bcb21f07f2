//! Analysis in review: the engine's evaluation and best move for every position of the game,
//! searched in the background (`AsyncComputeTaskPool`) one position after another with a
//! fixed short budget, cancelled when the review ends or the game changes, and cached by the
//! position's hash. Scores are from White's side, a man being 100 (shown as 1.00).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use camelot_ai::{Engine, MATE_BOUND, SearchLimits};
use camelot_rules::{Color, Move, Outcome, Position};

use super::Review;
use crate::game::ActiveGame;
use crate::game::search::Searcher;
use crate::persistence::settings::Settings;
use crate::screens::{AppSystems, PlayMode};
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .add_systems(
            Update,
            (collect, start, show_best)
                .chain()
                .in_set(AppSystems::Navigate)
                .run_if(in_state(PlayMode::Review))
                .run_if(crate::game::FairPlay::engine_allowed),
        )
        // Leaving review (or the playing screen) stops the search at once.
        .add_systems(OnExit(PlayMode::Review), |mut a: ResMut<Analysis>| {
            a.search.cancel();
        });
}

/// The search time for each position.
pub const BUDGET: Duration = Duration::from_millis(150);

/// A score from White's side beyond which a side wins by force.
pub const WIN: i32 = MATE_BOUND;

/// The engine's view of one position.
#[derive(Clone, Debug)]
pub struct Evaluation {
    /// From White's side: a man is 100; beyond ±[`WIN`] a forced result.
    pub white: i32,
    /// The engine's move for the side to move (none when the game is over there).
    pub best: Option<Move>,
}

/// The evaluations found so far, and the search running for the rest.
#[derive(Resource)]
pub struct Analysis {
    cache: HashMap<u64, Evaluation>,
    search: Searcher<()>,
    /// What the running search has found and not yet collected.
    found: Arc<Mutex<Vec<(u64, Evaluation)>>>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            cache: HashMap::new(),
            search: Searcher::new(16),
            found: Arc::default(),
        }
    }
}

impl Analysis {
    pub fn of(&self, position: &Position) -> Option<&Evaluation> {
        self.cache.get(&position.hash())
    }

    /// Whether positions are still being searched.
    pub fn running(&self) -> bool {
        self.search.is_running()
    }
}

/// How much the move of ply `i` (0-based) lost for the side that made it, from the
/// evaluations before and after; forced results count as 20 men.
pub fn loss(before: &Evaluation, after: &Evaluation, mover: Color) -> i32 {
    let clamp = |s: i32| s.clamp(-2000, 2000);
    let drop = clamp(before.white) - clamp(after.white);
    match mover {
        Color::White => drop,
        Color::Black => -drop,
    }
}

/// The evaluation of a position the rules have decided, without a search.
fn decided(position: &Position) -> Option<Evaluation> {
    let result = position.result()?;
    let white = match result.outcome {
        Outcome::Win(Color::White) => camelot_ai::MATE,
        Outcome::Win(Color::Black) => -camelot_ai::MATE,
        Outcome::Draw => 0,
    };
    Some(Evaluation { white, best: None })
}

fn evaluate(engine: &mut Engine, position: &Position, stop: &AtomicBool) -> Evaluation {
    if let Some(e) = decided(position) {
        return e;
    }
    let limits = SearchLimits {
        time: Some(BUDGET),
        ..SearchLimits::default()
    };
    let result = engine.search(position, &[], limits, stop, |_| {});
    let score = result.info.score;
    Evaluation {
        white: match position.side_to_move() {
            Color::White => score,
            Color::Black => -score,
        },
        best: result.best.map(|key| position.canonical_path(&key)),
    }
}

/// Starts searching the game's positions not yet evaluated, the shown one first, while
/// reviewing; stops when the review ends or the game changes.
fn start(
    active: Res<ActiveGame>,
    review: Res<Review>,
    settings: Res<Settings>,
    mut analysis: ResMut<Analysis>,
) {
    if analysis
        .search
        .revision()
        .is_some_and(|r| r != active.revision)
    {
        analysis.search.cancel();
    }
    if analysis.search.is_running() {
        return;
    }
    let positions = active.game.positions();
    let shown = review.ply.min(positions.len() - 1);
    let mut todo: Vec<Position> = std::iter::once(positions[shown])
        .chain(positions.iter().copied())
        .filter(|p| !analysis.cache.contains_key(&p.hash()))
        .collect();
    todo.dedup_by_key(|p| p.hash());
    if todo.is_empty() {
        return;
    }
    let found = Arc::new(Mutex::new(Vec::new()));
    analysis.found = found.clone();
    analysis.search.start(
        active.revision,
        settings.search_threads(),
        move |engine, control| {
            for position in todo {
                let evaluation = evaluate(engine, &position, &control.stop);
                if control.stop.load(Ordering::Relaxed) {
                    return;
                }
                if let Ok(mut f) = found.lock() {
                    f.push((position.hash(), evaluation));
                }
            }
        },
    );
}

/// The engine's best move in the reviewed position, drawn as the hint when asked for.
fn show_best(analysis: Res<Analysis>, review: Res<Review>, mut shown: ResMut<ShownPosition>) {
    let best = review
        .show_best
        .then(|| analysis.of(&shown.position).and_then(|e| e.best.clone()))
        .flatten();
    if shown.cues.hint != best {
        shown.cues.hint = best;
    }
}

/// Moves what the search found into the cache; the search ends when all is found.
fn collect(mut analysis: ResMut<Analysis>) {
    // Polled first: a finished search has pushed all it found.
    analysis.search.poll();
    let found: Vec<(u64, Evaluation)> = analysis
        .found
        .lock()
        .map(|mut f| std::mem::take(&mut *f))
        .unwrap_or_default();
    analysis.cache.extend(found);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lost_man_is_a_loss_for_the_side_that_moved() {
        let even = Evaluation {
            white: 0,
            best: None,
        };
        let white_down = Evaluation {
            white: -100,
            best: None,
        };
        assert_eq!(loss(&even, &white_down, Color::White), 100);
        assert_eq!(loss(&even, &white_down, Color::Black), -100);
        let lost = Evaluation {
            white: -camelot_ai::MATE,
            best: None,
        };
        assert_eq!(
            loss(&even, &lost, Color::White),
            2000,
            "forced results count 20 men"
        );
    }

    #[test]
    fn decided_positions_need_no_search() {
        // Black has no piece left and White two: White has won (R13).
        let won: Position = "2/8/10/12/12/12/12/12/12/4MM6/12/12/12/10/8/2 b 0 0 - 0"
            .parse()
            .unwrap();
        let e = evaluate(&mut Engine::new(1), &won, &AtomicBool::new(false));
        assert!(e.white >= WIN, "{}", e.white);
        assert!(e.best.is_none());
    }
}
