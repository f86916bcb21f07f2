//! "Puzzles from this game" (review): the live game's missed chances mined into puzzles by
//! `camelot_puzzles::puzzles_from_game`, a search of every position, so on
//! `AsyncComputeTaskPool`, never on the frame's thread. Found puzzles go to the puzzle
//! screen (`PuzzlesFound`); none found is said on the review panel. The engine is asked
//! through the fair-play gate first, as the review's analysis is. The player may cancel the
//! search: the task checks its flag between positions and gives up.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use camelot_puzzles::{Puzzle, puzzles_from_game_until};
use camelot_rules::Color;

use crate::game::{ActiveGame, EngineUse, FairPlay, Player, Unfair};
use crate::screens::{AppSystems, PlayMode};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameMining>()
        .add_message::<PuzzlesFromGame>()
        .add_message::<CancelPuzzlesFromGame>()
        .add_message::<PuzzlesFound>()
        .add_systems(
            Update,
            // A cancel read before the result is taken: a cancelled search opens nothing.
            (start, cancel, collect)
                .chain()
                .in_set(AppSystems::Navigate),
        )
        // What the banner said about one review is not carried to the next.
        .add_systems(OnExit(PlayMode::Review), |mut m: ResMut<GameMining>| {
            m.said = None;
        });
}

/// Asks for the live game's puzzles (the review panel's button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzlesFromGame;

/// Cancels the search for the game's puzzles (the review panel's Cancel button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CancelPuzzlesFromGame;

/// The puzzles found in the game, for the puzzle screen to open (the search's answer).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct PuzzlesFound(pub Vec<Puzzle>);

/// The search for the game's puzzles, and what became of the last one.
#[derive(Resource, Default)]
pub struct GameMining {
    task: Option<Task<Option<Vec<Puzzle>>>>,
    /// Set to make the running search give up (it checks between positions).
    cancel: Arc<AtomicBool>,
    /// What the review panel says: none found, or why the engine may not look.
    pub said: Option<MiningSaid>,
}

/// What the last search for the game's puzzles came to, when no puzzle opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MiningSaid {
    NoneFound,
    /// The player cancelled the search.
    Cancelled,
    /// The fair-play gate's refusal.
    Refused(Unfair),
}

impl GameMining {
    pub fn running(&self) -> bool {
        self.task.is_some()
    }
}

/// Starts the search: the human player's mistakes (both sides' when two people or nobody
/// played).
fn start(
    mut asked: MessageReader<PuzzlesFromGame>,
    mut mining: ResMut<GameMining>,
    mut fair_play: ResMut<FairPlay>,
    active: Res<ActiveGame>,
) {
    if asked.read().count() == 0 || mining.running() {
        return;
    }
    if !fair_play.allow(EngineUse::Analysis) {
        mining.said = fair_play.refused.map(MiningSaid::Refused);
        return;
    }
    let humans: Vec<Color> = [Color::White, Color::Black]
        .into_iter()
        .filter(|side| active.players[side.index()] == Player::Human)
        .collect();
    let player = match humans[..] {
        [one] => Some(one),
        _ => None,
    };
    let game = active.game.clone();
    let cancel = Arc::new(AtomicBool::new(false));
    mining.cancel = cancel.clone();
    mining.said = None;
    mining.task = Some(
        AsyncComputeTaskPool::get()
            .spawn(async move { puzzles_from_game_until(&game, player, &cancel) }),
    );
}

/// Cancels the running search: its task is told to stop and is let go; the panel says so.
fn cancel(mut asked: MessageReader<CancelPuzzlesFromGame>, mut mining: ResMut<GameMining>) {
    if asked.read().count() == 0 || !mining.running() {
        return;
    }
    mining.cancel.store(true, Ordering::Relaxed);
    mining.task = None;
    mining.said = Some(MiningSaid::Cancelled);
}

/// Takes the search's result: the puzzles found, sent to the puzzle screen, or "none found".
fn collect(mut mining: ResMut<GameMining>, mut out: MessageWriter<PuzzlesFound>) {
    let Some(found) = mining.task.as_mut().and_then(check_ready) else {
        return;
    };
    mining.task = None;
    let Some(found) = found else {
        mining.said = Some(MiningSaid::Cancelled);
        return;
    };
    if found.is_empty() {
        mining.said = Some(MiningSaid::NoneFound);
        return;
    }
    mining.said = None;
    out.write(PuzzlesFound(found));
}
