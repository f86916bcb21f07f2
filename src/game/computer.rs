//! The computer player: when it is a computer's turn on the playing screen and the board shows
//! the live game, a search starts in the background; its move is played through the same
//! animation as a human's. A result for a game that has changed since is dropped.

use std::time::Duration;

use bevy::prelude::*;
use camelot_ai::Engine;

use super::GameSystems;
use super::active::{ActiveGame, GameCommand, Player};
use super::search::Search;
use crate::persistence::settings::Settings;
use crate::screens::Screen;
use crate::shown::{ShownPosition, ShownSource};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computer>()
        .add_systems(
            Update,
            (new_game_resets, drop_stale, finish_thinking, start_thinking)
                .chain()
                .in_set(GameSystems::Computer)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut c: ResMut<Computer>| {
            c.thinking = None;
        });
}

/// The computer's search for its move, its engines, and the watching controls of
/// computer-vs-computer.
#[derive(Resource, Default)]
pub struct Computer {
    pub thinking: Option<Search>,
    /// One engine per computer player, kept across its moves (table, history) and cleared
    /// with a new or loaded game; out in the search task while it thinks.
    engines: [Option<Engine>; 2],
    /// Computer-vs-computer games can be paused between moves.
    pub paused: bool,
    moves_made: u64,
    /// The game it plays in ([`ActiveGame::replaced`]).
    game: u64,
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
        computer.thinking = None;
        for engine in computer.engines.iter_mut().flatten() {
            engine.clear();
        }
    }
}

fn drop_stale(active: Res<ActiveGame>, mut computer: ResMut<Computer>) {
    if computer
        .thinking
        .as_ref()
        .is_some_and(|s| !s.is_current(&active))
    {
        computer.thinking = None;
    }
}

fn finish_thinking(
    active: Res<ActiveGame>,
    mut computer: ResMut<Computer>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(search) = computer.thinking.as_mut() else {
        return;
    };
    let Some(found) = search.poll() else {
        return;
    };
    computer.thinking = None;
    let side = active.position().side_to_move().index();
    computer.engines[side] = Some(found.engine);
    if let Some(mv) = found.mv {
        computer.moves_made += 1;
        commands.write(GameCommand::PlayAnimated(mv));
    }
}

fn start_thinking(
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut computer: ResMut<Computer>,
    shown: Res<ShownPosition>,
) {
    let Player::Computer(level) = active.to_move() else {
        return;
    };
    if computer.thinking.is_some()
        || computer.paused
        || shown.source != ShownSource::Live
        || active.busy()
        || active.game.is_over()
    {
        return;
    }
    let seed = active.position().hash() ^ computer.moves_made.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let side = active.position().side_to_move().index();
    let engine = computer.engines[side].take().unwrap_or_default();
    computer.thinking = Some(Search::start(
        engine,
        level,
        &active,
        budget(&settings),
        seed,
    ));
}
