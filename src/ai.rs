//! The computer player and the hint, searched on the `AsyncComputeTaskPool` so frames never
//! wait. Each search carries a stop flag and the game revision it was asked for: an undo, a new
//! game, leaving the screen or closing the window stops it, and a result that arrives for a
//! position that is no longer current is dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use camelot_ai::{Level, choose_move, game_history};
use camelot_rules::{Move, MoveKey, Position};

use crate::animation::AnimationQueue;
use crate::play::{ActiveGame, GameCommand, PlaySystems, Player};
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computer>()
        .init_resource::<HintRequest>()
        .init_resource::<ShownHint>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            (
                drop_stale,
                start_thinking,
                finish_thinking,
                ask_hint,
                finish_hint,
            )
                .chain()
                .before(PlaySystems),
        );
}

/// A search running in the background.
pub struct Search {
    task: Task<Option<MoveKey>>,
    stop: Arc<AtomicBool>,
    /// The deepest iteration completed so far, for the HUD.
    depth: Arc<AtomicU32>,
    /// The game revision and position it was asked for.
    revision: u64,
    position: Position,
}

impl Search {
    fn start(level: Level, active: &ActiveGame, budget: Duration, seed: u64) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let depth = Arc::new(AtomicU32::new(0));
        let position = *active.position();
        let history = game_history(&active.game);
        let (stop_flag, depth_seen) = (stop.clone(), depth.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            choose_move(
                level,
                &position,
                &history,
                Some(budget),
                &stop_flag,
                seed,
                |info| {
                    depth_seen.store(info.depth, Ordering::Relaxed);
                },
            )
        });
        Search {
            task,
            stop,
            depth,
            revision: active.revision,
            position,
        }
    }

    /// The deepest iteration completed.
    pub fn depth(&self) -> u32 {
        self.depth.load(Ordering::Relaxed)
    }

    fn is_current(&self, active: &ActiveGame) -> bool {
        self.revision == active.revision && self.position == *active.position()
    }
}

impl Drop for Search {
    /// A search nobody waits for any more stops at once (undo, new game, closing the window).
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The computer's search for its move, and watching controls for computer-vs-computer games.
#[derive(Resource, Default)]
pub struct Computer {
    pub thinking: Option<Search>,
    /// Computer-vs-computer games can be paused between moves.
    pub paused: bool,
    moves_made: u64,
}

/// The hint being searched for the human to move, if any.
#[derive(Resource, Default)]
pub struct HintRequest {
    pub search: Option<Search>,
}

/// Asks for a hint for the human to move.
#[derive(Message, Clone, Copy, Debug)]
pub struct AskHint;

/// Thinking time for a level: the lower levels answer quickly anyway.
fn budget(settings: &Settings) -> Duration {
    Duration::from_millis(settings.computer_ms)
}

fn drop_stale(
    active: Res<ActiveGame>,
    screen: Option<Res<State<crate::screens::Screen>>>,
    mut computer: ResMut<Computer>,
    mut hint: ResMut<HintRequest>,
) {
    if !crate::screens::is_playing(screen) {
        computer.thinking = None;
        hint.search = None;
    }
    if computer
        .thinking
        .as_ref()
        .is_some_and(|s| !s.is_current(&active))
    {
        computer.thinking = None;
    }
    if hint.search.as_ref().is_some_and(|s| !s.is_current(&active)) {
        hint.search = None;
    }
}

fn start_thinking(
    active: Res<ActiveGame>,
    queue: Res<AnimationQueue>,
    settings: Res<Settings>,
    screen: Option<Res<State<crate::screens::Screen>>>,
    mut computer: ResMut<Computer>,
) {
    let Player::Computer(level) = active.to_move() else {
        return;
    };
    let playing = crate::screens::is_playing(screen);
    if computer.thinking.is_some()
        || computer.paused
        || !playing
        || queue.is_busy()
        || active.pending.is_some()
        || active.game.is_over()
    {
        return;
    }
    let seed = active.position().hash() ^ computer.moves_made.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    computer.thinking = Some(Search::start(level, &active, budget(&settings), seed));
}

fn finish_thinking(
    active: Res<ActiveGame>,
    mut computer: ResMut<Computer>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(search) = computer.thinking.as_mut() else {
        return;
    };
    let Some(result) = check_ready(&mut search.task) else {
        return;
    };
    let current = search.is_current(&active);
    let position = search.position;
    computer.thinking = None;
    if let (true, Some(key)) = (current, result) {
        computer.moves_made += 1;
        commands.write(GameCommand::PlayAnimated(position.canonical_path(&key)));
    }
}

fn ask_hint(
    mut asks: MessageReader<AskHint>,
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut hint: ResMut<HintRequest>,
    mut shown: ResMut<ShownHint>,
) {
    if asks.read().count() == 0 || !active.human_to_move() || hint.search.is_some() {
        return;
    }
    shown.0 = None;
    let time = budget(&settings).min(Duration::from_millis(1500));
    hint.search = Some(Search::start(Level::Hard, &active, time, 1));
}

fn finish_hint(
    active: Res<ActiveGame>,
    mut hint: ResMut<HintRequest>,
    mut shown: ResMut<ShownHint>,
) {
    if shown
        .0
        .as_ref()
        .is_some_and(|(rev, _)| *rev != active.revision)
    {
        shown.0 = None;
    }
    let Some(search) = hint.search.as_mut() else {
        return;
    };
    let Some(result) = check_ready(&mut search.task) else {
        return;
    };
    let (current, position) = (search.is_current(&active), search.position);
    hint.search = None;
    if let (true, Some(key)) = (current, result) {
        shown.0 = Some((active.revision, position.canonical_path(&key)));
    }
}

/// The hint to show: the suggested move's path, for the game revision it was found at.
#[derive(Resource, Default, Debug)]
pub struct ShownHint(pub Option<(u64, Move)>);
