//! Nothing of the player's is replaced without asking: a new or loaded game (from any path:
//! the title screen, the saves, the clipboard, the editor, a lesson, an online game, the
//! command line) that would replace an unfinished game waits here for the player's answer
//! ([`ReplaceAnswer`]). The game's command handling asks (through [`Guards`], with fair play's
//! word on a computer opponent); `ui::questions` draws the question.

use bevy::prelude::*;

use super::active::{ActiveGame, GameCommand, Player};
use super::autosave::Autosave;
use super::fair_play::{EngineUse, FairPlay};
use super::record::player_tag;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replacing>()
        .add_message::<ReplaceAnswer>();
}

/// A new or loaded game waiting for the player's answer, and what it would replace.
#[derive(Resource, Default, Debug)]
pub struct Replacing {
    pub waiting: Option<GameCommand>,
    /// The unfinished game, as the question names it.
    pub what: String,
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
        self.what = what;
        true
    }

    /// The held command if the player said to replace; cleared either way.
    pub(super) fn answered(
        &mut self,
        answers: &mut MessageReader<ReplaceAnswer>,
    ) -> Option<GameCommand> {
        let last = answers.read().last().copied()?;
        self.what.clear();
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
) -> Option<String> {
    let incoming_online = players(command)?.contains(&Player::Remote);
    let moves = active.game.moves().len();
    if active.online() {
        // The online module replaces its own game (a resync, the next game) itself.
        if fair_play.playing_online && !incoming_online && active.players.contains(&Player::Human) {
            return Some(
                "your online game, which goes on without you (your clock runs while it is your \
                 turn)"
                    .into(),
            );
        }
    } else if moves > 0 && !active.game.is_over() && active.players.contains(&Player::Human) {
        return Some(format!(
            "your unfinished game ({})",
            describe(moves, active.players)
        ));
    }
    // The game autosaved at the last run, still offered: an online game is never autosaved,
    // so it replaces nothing there; loading it is resuming it.
    let (game, players) = autosave.resumable.as_ref()?;
    let resumes = matches!(command, GameCommand::Load { game: g, players: p }
        if g.moves() == game.moves() && p == players);
    (!incoming_online && !resumes).then(|| {
        format!(
            "your game from the last time ({}), offered to resume",
            describe(game.moves().len(), *players)
        )
    })
}

/// "12 moves · Human vs Computer (Expert)".
pub fn describe(moves: usize, players: [Player; 2]) -> String {
    format!(
        "{moves} move{} · {} vs {}",
        if moves == 1 { "" } else { "s" },
        player_tag(players[0]),
        player_tag(players[1])
    )
}
