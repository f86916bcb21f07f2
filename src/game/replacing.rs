//! Nothing of the player's is replaced without asking: a new or loaded game (from any path:
//! the title screen, the saves, the clipboard, the editor, a lesson, an online game, the
//! command line) that would replace an unfinished game waits here for the player's answer
//! ([`ReplaceAnswer`]). The game's command handling asks (through [`Guards`], with fair play's
//! word on a computer opponent); `ui::questions` draws the question.

use bevy::prelude::*;

use super::active::{ActiveGame, GameCommand, Player};
use super::autosave::Autosave;
use super::fair_play::{EngineUse, FairPlay};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replacing>()
        .add_message::<ReplaceAnswer>();
}

/// A new or loaded game waiting for the player's answer, and what it would replace.
#[derive(Resource, Default, Debug)]
pub struct Replacing {
    pub waiting: Option<GameCommand>,
    /// The unfinished game it would replace (the question names it in words).
    pub what: Option<Replaced>,
}

/// The player's game a new or loaded one would replace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replaced {
    /// Their online game, which goes on without them (their clock runs on their turn).
    Online,
    /// The unfinished game on the board.
    Unfinished { moves: usize, players: [Player; 2] },
    /// The game autosaved at the last run, offered to resume.
    LastTime { moves: usize, players: [Player; 2] },
}

/// The player's answer to [`Replacing`].
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaceAnswer {
    Replace,
    Keep,
}

impl Replacing {
    /// Holds `command` when it would replace an unfinished game; whether it was held.
    pub(super) fn holds(
        &mut self,
        command: &GameCommand,
        active: &ActiveGame,
        autosave: &Autosave,
        fair_play: &FairPlay,
    ) -> bool {
        let Some(what) = replaced(command, active, autosave, fair_play) else {
            return false;
        };
        self.waiting = Some(command.clone());
        self.what = Some(what);
        true
    }

    /// The held command if the player said to replace; cleared either way.
    pub(super) fn answered(
        &mut self,
        answers: &mut MessageReader<ReplaceAnswer>,
    ) -> Option<GameCommand> {
        let last = answers.read().last().copied()?;
        self.what = None;
        let waiting = self.waiting.take();
        (last == ReplaceAnswer::Replace)
            .then_some(waiting)
            .flatten()
    }
}

/// What a new game must pass before it replaces the live one: the player's consent to lose
/// an unfinished game, and fair play's to start the engine.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Guards<'w, 's> {
    pub replacing: ResMut<'w, Replacing>,
    pub answers: MessageReader<'w, 's, ReplaceAnswer>,
    autosave: Res<'w, Autosave>,
    fair_play: ResMut<'w, FairPlay>,
}

impl Guards<'_, '_> {
    /// Whether a new or loaded game may start now (`asked`: the player already said yes):
    /// one against the computer waits for fair play, one that would replace an unfinished
    /// game for the player's answer.
    pub(super) fn pass(&mut self, command: &GameCommand, active: &ActiveGame, asked: bool) -> bool {
        let computer = match command {
            GameCommand::NewGame { players, .. } | GameCommand::Load { players, .. } => {
                players.iter().any(|p| matches!(p, Player::Computer(_)))
            }
            _ => return true,
        };
        if computer && !self.fair_play.allow(EngineUse::Opponent) {
            return false;
        }
        asked
            || !self
                .replacing
                .holds(command, active, &self.autosave, &self.fair_play)
    }
}

/// The players of a game `command` starts.
fn players(command: &GameCommand) -> Option<[Player; 2]> {
    match command {
        GameCommand::NewGame { players, .. } | GameCommand::Load { players, .. } => Some(*players),
        _ => None,
    }
}

/// The unfinished game `command` would replace, named for the question, if any.
fn replaced(
    command: &GameCommand,
    active: &ActiveGame,
    autosave: &Autosave,
    fair_play: &FairPlay,
) -> Option<Replaced> {
    let incoming_online = players(command)?.contains(&Player::Remote);
    let moves = active.game.moves().len();
    if active.online() {
        // The online module replaces its own game (a resync, the next game) itself.
        if fair_play.playing_online && !incoming_online && active.players.contains(&Player::Human) {
            return Some(Replaced::Online);
        }
    } else if moves > 0 && !active.game.is_over() && active.players.contains(&Player::Human) {
        return Some(Replaced::Unfinished {
            moves,
            players: active.players,
        });
    }
    // The game autosaved at the last run, still offered: an online game is never autosaved,
    // so it replaces nothing there; loading it is resuming it.
    let (game, players) = autosave.resumable.as_ref()?;
    let resumes = matches!(command, GameCommand::Load { game: g, players: p }
        if g.moves() == game.moves() && p == players);
    (!incoming_online && !resumes).then_some(Replaced::LastTime {
        moves: game.moves().len(),
        players: *players,
    })
}
