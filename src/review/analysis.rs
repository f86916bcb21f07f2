//! Analysis in review: the engine's evaluation and best move for every position of the game,
//! searched in the background (`AsyncComputeTaskPool`) one position after another with a
//! fixed short budget, cancelled when the review ends or the game changes, and cached by the
//! position's hash. Scores are from White's side, a man being 100 (shown as 1.00).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use camelot_ai::{Engine, MATE_BOUND};
use camelot_rules::Position;

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

/// The search time for each position and the evaluations: camelot-ai's, which the server's
/// review shares.
pub use camelot_ai::analysis::{BUDGET, Evaluation};

/// A score from White's side beyond which a side wins by force.
pub const WIN: i32 = MATE_BOUND;

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

fn evaluate(engine: &mut Engine, position: &Position, stop: &AtomicBool) -> Evaluation {
    camelot_ai::analysis::evaluate_position(engine, position, BUDGET, stop)
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
