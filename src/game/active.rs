//! The game being played: a `Resource` wrapping the rules core's [`Game`], the move being
//! entered, and the commands on the whole game. The rules core decides everything; the board
//! is a view of it. Moves are committed only here, once the board has animated them.

use bevy::prelude::*;
use camelot_rules::{Color as Side, Game, HouseRules, Move, MoveBuilder, Position};

use super::GameSystems;
use crate::screens::Screen;
use crate::shown::{AnimateMove, MoveAnimated, ShownPosition, ShownSource, arrangement};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ActiveGame>()
        .add_message::<GameCommand>()
        .add_message::<MoveCommitted>()
        .add_systems(
            Update,
            (count_animated, handle_commands)
                .chain()
                .in_set(GameSystems::Commands),
        )
        .add_systems(Update, commit_after_animation.in_set(GameSystems::Commit));
}

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Player {
    #[default]
    Human,
    Computer(camelot_ai::Level),
}

/// The game in progress and the move being entered.
#[derive(Resource)]
pub struct ActiveGame {
    pub game: Game,
    /// Who plays White and Black.
    pub players: [Player; 2],
    /// The move being entered leg by leg, if a piece is selected.
    pub input: Option<MoveBuilder>,
    /// A finished move waiting for its animation to end before it is committed.
    pub pending: Option<Move>,
    /// A message for the player (a load error, why a click did nothing).
    pub notice: Option<String>,
    /// Bumped whenever the game changes (a move, undo, a new game): searches and hints for an
    /// older revision are stale.
    pub revision: u64,
    /// Bumped whenever the move being entered changes (no effect on searches).
    pub input_revision: u64,
    /// Bumped when the game is replaced (new game, load): the board cuts to it.
    pub replaced: u64,
    /// Animations asked of the board and not yet played.
    pub in_flight: u32,
    /// The game before "Play on from here", while no move has been played since: undo
    /// brings it back.
    pub before_play_on: Option<Game>,
}

impl Default for ActiveGame {
    fn default() -> ActiveGame {
        ActiveGame::new(Game::default(), [Player::Human; 2])
    }
}

impl ActiveGame {
    pub fn new(game: Game, players: [Player; 2]) -> ActiveGame {
        ActiveGame {
            game,
            players,
            input: None,
            pending: None,
            notice: None,
            revision: 0,
            input_revision: 0,
            replaced: 0,
            in_flight: 0,
            before_play_on: None,
        }
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Player {
        self.players[self.position().side_to_move().index()]
    }

    /// A human plays the computer (undo and redo then step over the computer's moves).
    pub fn against_computer(&self) -> bool {
        self.players.contains(&Player::Human) && self.players != [Player::Human; 2]
    }

    /// Whether a human may enter a move now.
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && self.to_move() == Player::Human && self.pending.is_none()
    }

    /// Whether a move is animating or waiting to be committed.
    pub fn busy(&self) -> bool {
        self.in_flight > 0 || self.pending.is_some()
    }

    pub(super) fn touch_game(&mut self) {
        self.revision += 1;
        self.input_revision += 1;
    }

    pub(super) fn touch_input(&mut self) {
        self.input_revision += 1;
    }

    /// Asks the board to animate `mv` (or one leg of the move being entered) from where the
    /// pieces stand now.
    pub(super) fn animate(
        &mut self,
        shown: &ShownPosition,
        animate: &mut MessageWriter<AnimateMove>,
        mv: Move,
    ) {
        self.in_flight += 1;
        animate.write(AnimateMove {
            scene: shown.scene,
            from: arrangement(self.position(), self.input.as_ref()),
            mv,
        });
    }

    /// Replaces the game (a new or loaded game): nothing of the old one goes on.
    fn replace(&mut self, game: Game, players: [Player; 2]) {
        *self = ActiveGame {
            revision: self.revision + 1,
            input_revision: self.input_revision + 1,
            replaced: self.replaced + 1,
            ..ActiveGame::new(game, players)
        };
    }
}

/// Commands on the whole game.
#[derive(Message, Clone, Debug)]
pub enum GameCommand {
    Undo,
    Redo,
    /// Start again from `position` with these players, on the playing screen.
    NewGame {
        position: Position,
        players: [Player; 2],
        rules: HouseRules,
    },
    /// Replace the game (a loaded record) and play it on the playing screen.
    Load {
        game: Game,
        players: [Player; 2],
    },
    /// Play a whole move, animated leg by leg (the computer's move).
    PlayAnimated(Move),
    /// Go on from the position after this many plies (review's "Play on from here"); the
    /// later moves can be redone, and undo right after brings the whole game back.
    PlayOnFrom(usize),
    Resign(Side),
    AgreeDraw,
}

/// A move was added to the game.
#[derive(Message, Clone, Debug)]
pub struct MoveCommitted(pub Move);

/// Counts the animations the board has finished for the live game's scene.
fn count_animated(
    mut done: MessageReader<MoveAnimated>,
    shown: Res<ShownPosition>,
    mut active: ResMut<ActiveGame>,
) {
    for d in done.read() {
        if d.scene == shown.scene && shown.source == ShownSource::Live {
            active.in_flight = active.in_flight.saturating_sub(1);
        }
    }
}

fn handle_commands(
    mut commands: MessageReader<GameCommand>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    mut animate: MessageWriter<AnimateMove>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for command in commands.read() {
        let busy = active.busy();
        match command {
            GameCommand::Undo | GameCommand::Redo | GameCommand::PlayOnFrom(_) if busy => continue,
            GameCommand::Undo if active.before_play_on.is_some() => {
                active.input = None;
                active.game = active.before_play_on.take().expect("checked");
            }
            GameCommand::PlayOnFrom(ply) => {
                let Some(shorter) = active.game.at_ply(*ply) else {
                    continue;
                };
                active.input = None;
                active.before_play_on = Some(std::mem::replace(&mut active.game, shorter));
            }
            GameCommand::Undo => {
                active.input = None;
                // Against the computer, go back to the human's turn.
                while active.game.undo()
                    && active.against_computer()
                    && active.to_move() != Player::Human
                    && active.game.can_undo()
                {}
            }
            GameCommand::Redo => {
                active.input = None;
                active.before_play_on = None;
                // Against the computer, replay its answer too.
                while active.game.redo()
                    && active.against_computer()
                    && active.to_move() != Player::Human
                    && active.game.can_redo()
                {}
            }
            GameCommand::NewGame {
                position,
                players,
                rules,
            } => {
                active.replace(Game::new(*position, *rules), *players);
                next_screen.set(Screen::Playing);
            }
            GameCommand::Load { game, players } => {
                active.replace(game.clone(), *players);
                next_screen.set(Screen::Playing);
            }
            GameCommand::PlayAnimated(mv) => {
                if busy || active.game.is_over() || shown.source != ShownSource::Live {
                    continue;
                }
                active.input = None;
                active.animate(&shown, &mut animate, mv.clone());
                active.pending = Some(mv.clone());
                active.touch_input();
                continue;
            }
            GameCommand::Resign(side) => active.game.resign(*side),
            GameCommand::AgreeDraw => active.game.agree_draw(),
        }
        active.touch_game();
    }
}

/// Commits a finished move once the board has played it.
fn commit_after_animation(
    mut active: ResMut<ActiveGame>,
    mut committed: MessageWriter<MoveCommitted>,
) {
    if active.in_flight > 0 || active.pending.is_none() {
        return;
    }
    let Some(mv) = active.pending.take() else {
        return;
    };
    match active.game.play(&mv) {
        Ok(()) => {
            active.before_play_on = None;
            committed.write(MoveCommitted(mv));
        }
        Err(e) => active.notice = Some(e.to_string()),
    }
    active.touch_game();
}
