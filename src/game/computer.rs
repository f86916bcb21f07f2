//! The computer player: when it is a computer's turn on the playing screen and the board shows
//! the live game, a search starts in the background; its move is played through the same
//! animation as a human's. A result for a game that has changed since is dropped.

use std::sync::atomic::Ordering;
use std::time::Duration;

use bevy::prelude::*;
use camelot_rules::Move;

use super::GameSystems;
use super::active::{ActiveGame, GameCommand, Player};
use super::search::Searcher;
use crate::persistence::settings::Settings;
use crate::screens::{BoardOwner, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computer>()
        .add_message::<ComputerCommand>()
        .add_systems(
            Update,
            (
                new_game_resets,
                pause_or_resume,
                drop_stale,
                finish_thinking,
                start_thinking,
            )
                .chain()
                .in_set(GameSystems::Computer)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut c: ResMut<Computer>| {
            c.cancel()
        });
}

/// The computer's searches for its moves, and the watching controls of computer-vs-computer.
#[derive(Resource, Default)]
pub struct Computer {
    /// One engine per computer player, kept across its moves (table, history) and cleared
    /// with a new or loaded game; out in the search task while it thinks.
    players: [Searcher<Option<Move>>; 2],
    /// Computer-vs-computer games can be paused between moves.
    pub paused: bool,
    moves_made: u64,
    /// The game it plays in ([`ActiveGame::replaced`]).
    game: u64,
}

impl Computer {
    /// The search running for the computer's move, if it is thinking.
    pub fn thinking(&self) -> Option<&Searcher<Option<Move>>> {
        self.players.iter().find(|s| s.is_running())
    }

    fn cancel(&mut self) {
        for searcher in &mut self.players {
            searcher.cancel();
        }
    }
}

/// Watching a computer-vs-computer game: stop between moves, or go on.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerCommand {
    Pause,
    Resume,
}

/// Pausing stops the search under way: nothing moves until the game is resumed.
fn pause_or_resume(mut commands: MessageReader<ComputerCommand>, mut computer: ResMut<Computer>) {
    for command in commands.read() {
        computer.paused = *command == ComputerCommand::Pause;
        if computer.paused {
            computer.cancel();
        }
    }
}

/// The computer's thinking time (the lower levels use a share of it).
pub fn budget(settings: &Settings) -> Duration {
    Duration::from_millis(settings.computer_ms)
}

/// A new or loaded game is not paused, and its engines start afresh.
fn new_game_resets(active: Res<ActiveGame>, mut computer: ResMut<Computer>) {
    if computer.game != active.replaced {
        computer.game = active.replaced;
        computer.paused = false;
        computer.cancel();
        for searcher in &mut computer.players {
            searcher.clear();
        }
    }
}

/// A search for a game that has changed since (undo, a move) is stopped.
fn drop_stale(active: Res<ActiveGame>, mut computer: ResMut<Computer>) {
    for searcher in &mut computer.players {
        if searcher.revision().is_some_and(|r| r != active.revision) {
            searcher.cancel();
        }
    }
}

fn finish_thinking(
    active: Res<ActiveGame>,
    mut computer: ResMut<Computer>,
    mut commands: MessageWriter<GameCommand>,
) {
    let side = active.position().side_to_move().index();
    let Some((revision, found)) = computer.players[side].poll() else {
        return;
    };
    if revision != active.revision {
        return;
    }
    if let Some(mv) = found {
        computer.moves_made += 1;
        commands.write(GameCommand::PlayAnimated(mv));
    }
}

fn start_thinking(
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut computer: ResMut<Computer>,
    owner: Res<State<BoardOwner>>,
) {
    let Player::Computer(level) = active.to_move() else {
        return;
    };
    if computer.thinking().is_some()
        || computer.paused
        || *owner.get() != BoardOwner::Live
        || active.busy()
        || active.game.is_over()
    {
        return;
    }
    let seed = active.position().hash() ^ computer.moves_made.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let side = active.position().side_to_move().index();
    let game = active.game.clone();
    let budget = budget(&settings);
    let threads = settings.search_threads();
    computer.players[side].start(active.revision, threads, move |engine, control| {
        let choice = engine.think(level, &game, Some(budget), &control.stop, seed, |info| {
            control.depth.store(info.depth, Ordering::Relaxed)
        });
        choice.map(|c| c.path)
    });
}
