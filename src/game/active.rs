//! The game being played: a `Resource` wrapping the rules core's [`Game`], the move being
//! entered, and the commands on the whole game. The rules core decides everything; the board
//! is a view of it. Moves are committed only here, once the board has animated them.

use bevy::prelude::*;
use camelot_rules::{Color, Game, GameResult, HouseRules, Move, Position};

use std::collections::VecDeque;

use super::GameSystems;
use super::replacing::Guards;
use crate::i18n::Tr;
use crate::input::move_entry::MoveEntry;
use crate::screens::{BoardOwner, Screen};
use crate::shown::{Animator, MoveAnimated, ShownPosition};

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
    /// A person elsewhere, in an online game: the server relays their moves and is the
    /// authority on the game (no undo; resignations, draws and take-backs go through it).
    Remote,
}

/// The game in progress and the move being entered.
#[derive(Resource)]
pub struct ActiveGame {
    pub game: Game,
    /// Who plays White and Black.
    pub players: [Player; 2],
    /// The move being entered leg by leg, and the animation the board still plays for us.
    pub entry: MoveEntry,
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
    /// The whole game before "Play on from here", until a player makes a new move: undo
    /// brings it back, and it is what the autosave keeps meanwhile.
    pub before_play_on: Option<Game>,
    /// Commands that wait for the move on the board to be committed (undo while it
    /// animates, resigning after one's own move).
    waiting: VecDeque<GameCommand>,
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
            entry: MoveEntry::default(),
            pending: None,
            notice: None,
            revision: 0,
            input_revision: 0,
            replaced: 0,
            before_play_on: None,
            waiting: VecDeque::new(),
        }
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The game as it is kept (saved, autosaved): the whole game while a "Play on from
    /// here" has had no new move.
    pub fn kept_game(&self) -> &Game {
        self.before_play_on.as_ref().unwrap_or(&self.game)
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Player {
        self.players[self.position().side_to_move().index()]
    }

    /// A human plays the computer (undo and redo then step over the computer's moves).
    pub fn against_computer(&self) -> bool {
        self.players.contains(&Player::Human)
            && self
                .players
                .iter()
                .any(|p| matches!(p, Player::Computer(_)))
    }

    /// An online game: the server decides, so the moves are not taken back here.
    pub fn online(&self) -> bool {
        self.players.contains(&Player::Remote)
    }

    /// Whether a human may enter a move now.
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && self.to_move() == Player::Human && self.pending.is_none()
    }

    /// Whether a move is animating or waiting to be committed.
    pub fn busy(&self) -> bool {
        self.entry.busy() || self.pending.is_some()
    }

    /// Commands waiting for the move on the board.
    pub fn waiting(&self) -> usize {
        self.waiting.len()
    }

    pub(super) fn touch_game(&mut self) {
        self.revision += 1;
        self.input_revision += 1;
    }

    pub(super) fn touch_input(&mut self) {
        self.input_revision += 1;
    }

    /// Plays a whole move leg by leg on the board (the computer's, a typed one); it is
    /// committed once animated. Nothing happens while another move is on its way.
    pub(super) fn play_animated(&mut self, mv: Move, scene: u64, animator: &mut Animator) {
        if self.busy() || self.game.is_over() {
            return;
        }
        self.entry.clear();
        let from = *self.position();
        self.entry.awaiting = Some(animator.play(scene, from, mv.clone()));
        self.pending = Some(mv);
        self.touch_input();
    }

    /// Redo as the board shows any move: the move taken back played again, animated, and
    /// against the computer its answer after it (that second Redo waits for the board).
    fn redo_animated(&mut self, scene: u64, animator: &mut Animator) {
        let Some(mv) = self.game.redo_move().cloned() else {
            return;
        };
        let answer_too = self.against_computer() && self.to_move() == Player::Human;
        self.before_play_on = None;
        self.play_animated(mv, scene, animator);
        if answer_too {
            self.waiting.push_back(GameCommand::Redo);
        }
    }

    /// Commits a move without showing it, while the board shows something else (an online
    /// opponent's move during review): the live game goes on, and the board shows it on
    /// coming back.
    fn play_unseen(&mut self, mv: Move) {
        if !self.busy() && !self.game.is_over() {
            self.pending = Some(mv);
        }
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

    /// Whether `command` would change the game now: a command that would not changes
    /// nothing (no revision, no autosave, the move being entered kept).
    pub fn would_change(&self, command: &GameCommand) -> bool {
        match command {
            GameCommand::Undo | GameCommand::Redo | GameCommand::PlayOnFrom(_) if self.online() => {
                false
            }
            GameCommand::Undo => self.before_play_on.is_some() || self.game.can_undo(),
            GameCommand::Redo => self.game.can_redo(),
            GameCommand::PlayOnFrom(ply) => *ply < self.game.moves().len(),
            GameCommand::Resign(_)
            | GameCommand::AgreeDraw
            | GameCommand::Declare(_)
            | GameCommand::Abort => !self.game.is_over(),
            GameCommand::NewGame { .. } | GameCommand::Load { .. } => true,
            GameCommand::PlayAnimated(_) => false,
        }
    }

    /// Applies a command; whether the game changed.
    fn apply(&mut self, command: &GameCommand, tr: &Tr) -> bool {
        if !self.would_change(command) {
            return false;
        }
        match command {
            GameCommand::Undo if self.before_play_on.is_some() => {
                self.game = self.before_play_on.take().expect("checked");
            }
            GameCommand::Undo => {
                // Against the computer, go back to the human's turn.
                while self.game.undo()
                    && self.against_computer()
                    && self.to_move() != Player::Human
                    && self.game.can_undo()
                {}
            }
            // Off the live board (the command that ends review): at once.
            GameCommand::Redo => {
                self.before_play_on = None;
                // Against the computer, replay its answer too.
                while self.game.redo()
                    && self.against_computer()
                    && self.to_move() != Player::Human
                    && self.game.can_redo()
                {}
            }
            GameCommand::PlayOnFrom(ply) => {
                let Some(shorter) = self.game.at_ply(*ply) else {
                    return false;
                };
                let whole = std::mem::replace(&mut self.game, shorter);
                // A second "Play on" before any new move still keeps the whole game.
                self.before_play_on.get_or_insert(whole);
            }
            GameCommand::Resign(side) => {
                self.game.resign(*side);
                self.before_play_on = None;
            }
            GameCommand::AgreeDraw => {
                self.game.agree_draw();
                self.before_play_on = None;
            }
            GameCommand::Declare(result) => {
                if let Err(e) = self.game.declare(*result) {
                    self.notice = Some(tr.refusal(&e));
                    return false;
                }
                self.before_play_on = None;
            }
            GameCommand::Abort => {
                self.game.abort();
                self.before_play_on = None;
            }
            GameCommand::NewGame {
                position,
                players,
                rules,
            } => self.replace(Game::new(*position, *rules), *players),
            GameCommand::Load { game, players } => self.replace(game.clone(), *players),
            GameCommand::PlayAnimated(_) => return false,
        }
        self.entry.clear();
        self.notice = None;
        true
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
    /// Play a whole move, animated leg by leg (the computer's move, an online opponent's;
    /// the latter is committed unseen while the board shows a review).
    PlayAnimated(Move),
    /// Go on from the position after this many plies (review's "Play on from here"); the
    /// later moves can be redone, and undo right after brings the whole game back.
    PlayOnFrom(usize),
    Resign(Color),
    AgreeDraw,
    /// An end from outside the board: a time forfeit or an abandonment claim (online, as the
    /// server decided it).
    Declare(GameResult),
    /// Stop the game with no result (the server aborted it).
    Abort,
}

impl GameCommand {
    /// Commands on the game's moves wait while a move is on its way to the board, so that
    /// they apply to the game with that move in it.
    fn waits_for_the_board(&self) -> bool {
        matches!(
            self,
            GameCommand::Undo
                | GameCommand::Redo
                | GameCommand::PlayOnFrom(_)
                | GameCommand::Resign(_)
                | GameCommand::AgreeDraw
                | GameCommand::Declare(_)
                | GameCommand::Abort
        )
    }

    /// Commands that start a game anew are taken on any screen; the others act on the game
    /// being played, so only on the playing screen.
    fn starts_a_game(&self) -> bool {
        matches!(self, GameCommand::NewGame { .. } | GameCommand::Load { .. })
    }
}

/// A move was added to the game.
#[derive(Message, Clone, Debug)]
pub struct MoveCommitted(pub Move);

/// Takes the board's answers to the live game's animations.
fn count_animated(mut done: MessageReader<MoveAnimated>, mut active: ResMut<ActiveGame>) {
    active.entry.answered(done.read());
}

/// Applies the commands of this frame, and those that waited for the move on the board.
#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn handle_commands(
    mut commands: MessageReader<GameCommand>,
    mut active: ResMut<ActiveGame>,
    shown: Res<ShownPosition>,
    owner: Res<State<BoardOwner>>,
    screen: Res<State<Screen>>,
    mut animator: Animator,
    mut next_screen: ResMut<NextState<Screen>>,
    mut guards: Guards,
    tr: Res<Tr>,
) {
    let waited: Vec<GameCommand> = active.waiting.drain(..).collect();
    let confirmed = guards.replacing.answered(&mut guards.answers);
    let commands = waited
        .iter()
        .map(|c| (c, false))
        .chain(confirmed.iter().map(|c| (c, true)))
        .chain(commands.read().map(|c| (c, false)));
    for (command, asked) in commands {
        if !command.starts_a_game() && *screen.get() != Screen::Playing {
            continue;
        }
        if command.waits_for_the_board() && active.busy() {
            active.waiting.push_back(command.clone());
            continue;
        }
        if let GameCommand::Redo = command
            && *owner.get() == BoardOwner::Live
        {
            if active.would_change(command) {
                active.redo_animated(shown.scene, &mut animator);
            }
            continue;
        }
        if let GameCommand::PlayAnimated(mv) = command {
            if *owner.get() == BoardOwner::Live {
                active.play_animated(mv.clone(), shown.scene, &mut animator);
            } else if active.online() {
                active.play_unseen(mv.clone());
            }
            continue;
        }
        if command.starts_a_game() {
            if !guards.pass(command, &active, asked) {
                continue;
            }
            NextState::set_if_neq(&mut next_screen, Screen::Playing);
        }
        if active.apply(command, &tr) {
            active.touch_game();
        }
    }
}

/// Commits a finished move once the board has played it.
fn commit_after_animation(
    mut active: ResMut<ActiveGame>,
    mut committed: MessageWriter<MoveCommitted>,
    tr: Res<Tr>,
) {
    if active.entry.busy() {
        return;
    }
    let Some(mv) = active.pending.take() else {
        return;
    };
    let mover = active.to_move();
    match active.game.play(&mv) {
        Ok(()) => {
            // A player's new move ends what "Play on" kept (not the computer's answer to it).
            if mover == Player::Human || !active.players.contains(&Player::Human) {
                active.before_play_on = None;
            }
            committed.write(MoveCommitted(mv));
        }
        Err(e) => active.notice = Some(tr.refusal(&e)),
    }
    active.touch_game();
}
