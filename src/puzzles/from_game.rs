//! "Puzzles from this game" (review): the live game's missed chances mined into puzzles by
//! `camelot_puzzles::puzzles_from_game`, a search of every position, so on
//! `AsyncComputeTaskPool`, never on the frame's thread. Found puzzles open on the puzzle
//! screen; none found is said on the review panel. The engine is asked through the fair-play
//! gate first, as the review's analysis is.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use camelot_puzzles::{Puzzle, puzzles_from_game};
use camelot_rules::Color as Side;

use super::state::Puzzles;
use crate::game::{ActiveGame, EngineUse, FairPlay, Player, Unfair};
use crate::screens::Screen;

/// Asks for the live game's puzzles (the review panel's button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzlesFromGame;

/// The search for the game's puzzles, and what became of the last one.
#[derive(Resource, Default)]
pub struct GameMining {
    task: Option<Task<Vec<Puzzle>>>,
    /// What the review panel says: none found, or why the engine may not look.
    pub said: Option<MiningSaid>,
}

/// What the last search for the game's puzzles came to, when no puzzle opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MiningSaid {
    NoneFound,
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
pub(super) fn start(
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
    let humans: Vec<Side> = [Side::White, Side::Black]
        .into_iter()
        .filter(|side| active.players[side.index()] == Player::Human)
        .collect();
    let player = match humans[..] {
        [one] => Some(one),
        _ => None,
    };
    let game = active.game.clone();
    mining.said = None;
    mining.task =
        Some(AsyncComputeTaskPool::get().spawn(async move { puzzles_from_game(&game, player) }));
}

/// Takes the search's result: the puzzles open on the puzzle screen, or "none found".
pub(super) fn collect(
    mut mining: ResMut<GameMining>,
    mut puzzles: ResMut<Puzzles>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(found) = mining.task.as_mut().and_then(check_ready) else {
        return;
    };
    mining.task = None;
    if found.is_empty() {
        mining.said = Some(MiningSaid::NoneFound);
        return;
    }
    mining.said = None;
    puzzles.queue = found.into();
    puzzles.open = None;
    next_screen.set(Screen::Puzzles);
}
