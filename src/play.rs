//! The game being played: a `Resource` wrapping the rules core's [`Game`], the move being
//! entered leg by leg, and the messages that drive them. The rules core decides everything;
//! the scene is a view of this state.

use bevy::prelude::*;
use camelot_rules::{Color as Side, Game, HouseRules, Move, MoveBuilder, Position, Square};

use crate::animation::{AnimationQueue, LegAnimation};
use crate::pieces::{PieceView, ResyncPieces};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ActiveGame>()
        .add_message::<SquareClicked>()
        .add_message::<InputAction>()
        .add_message::<GameCommand>()
        .add_message::<MoveCommitted>()
        .add_systems(
            Update,
            (
                handle_commands,
                handle_input_actions,
                handle_clicks,
                commit_after_animation,
            )
                .chain()
                .in_set(PlaySystems),
        );
}

/// The systems that change the game, in order; rendering runs after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlaySystems;

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
    /// Bumped whenever the game or the input changes, so views know to refresh.
    pub revision: u64,
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

    fn touch(&mut self) {
        self.revision += 1;
    }
}

/// A square was clicked (picking) or chosen (tests, tutorial).
#[derive(Message, Clone, Copy, Debug)]
pub struct SquareClicked(pub Square);

/// Keyboard or button actions on the move being entered.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputAction {
    /// End the move here (Enter, or a click on the moving piece).
    Finish,
    /// Take back the partial move (Esc, right-click).
    Cancel,
}

/// Commands on the whole game.
#[derive(Message, Clone, Debug)]
pub enum GameCommand {
    Undo,
    Redo,
    /// Start again from `position` with these players.
    NewGame {
        position: Position,
        players: [Player; 2],
        rules: HouseRules,
    },
    /// Replace the game (a loaded record).
    Load {
        game: Game,
        players: [Player; 2],
    },
    /// Play a whole move, animated leg by leg (the computer's move, a tutorial demonstration).
    PlayAnimated(Move),
    Resign(Side),
    AgreeDraw,
}

/// A move was added to the game.
#[derive(Message, Clone, Debug)]
pub struct MoveCommitted(pub Move);

fn handle_commands(
    mut commands: MessageReader<GameCommand>,
    mut active: ResMut<ActiveGame>,
    mut queue: ResMut<AnimationQueue>,
    mut resync: MessageWriter<ResyncPieces>,
    pieces: Query<(Entity, &PieceView)>,
) {
    for command in commands.read() {
        let busy = queue.is_busy() || active.pending.is_some();
        match command {
            GameCommand::Undo | GameCommand::Redo if busy => continue,
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
                queue.clear();
                *active = ActiveGame {
                    revision: active.revision,
                    ..ActiveGame::new(Game::new(*position, *rules), *players)
                };
            }
            GameCommand::Load { game, players } => {
                queue.clear();
                *active = ActiveGame {
                    revision: active.revision,
                    ..ActiveGame::new(game.clone(), *players)
                };
            }
            GameCommand::PlayAnimated(mv) => {
                if busy || active.game.is_over() {
                    continue;
                }
                active.input = None;
                queue_move(&mut queue, mv, &pieces);
                active.pending = Some(mv.clone());
            }
            GameCommand::Resign(side) => active.game.resign(*side),
            GameCommand::AgreeDraw => active.game.agree_draw(),
        }
        active.touch();
        resync.write(ResyncPieces);
    }
}

/// Queues the animation of every leg of `mv`, from `pos`.
fn queue_move(queue: &mut AnimationQueue, mv: &Move, pieces: &Query<(Entity, &PieceView)>) {
    let at = |sq: Square| pieces.iter().find(|(_, v)| v.square == sq).map(|(e, _)| e);
    let Some(piece) = at(mv.from) else { return };
    let mut from = mv.from;
    for leg in &mv.legs {
        let captured = (leg.kind == camelot_rules::LegKind::Jump)
            .then(|| Square::between(from, leg.to).and_then(at))
            .flatten();
        queue.push(LegAnimation {
            piece,
            from,
            to: leg.to,
            kind: leg.kind,
            captured,
        });
        from = leg.to;
    }
}

fn handle_input_actions(
    mut actions: MessageReader<InputAction>,
    mut active: ResMut<ActiveGame>,
    queue: Res<AnimationQueue>,
    mut resync: MessageWriter<ResyncPieces>,
) {
    for action in actions.read() {
        if queue.is_busy() || active.pending.is_some() {
            continue;
        }
        match action {
            InputAction::Cancel => {
                if active.input.take().is_some() {
                    active.notice = None;
                    active.touch();
                    // The view moved with the partial move: put it back.
                    resync.write(ResyncPieces);
                }
            }
            InputAction::Finish => finish_input(&mut active),
        }
    }
}

/// Ends the move being entered, if it may end here.
fn finish_input(active: &mut ActiveGame) {
    let Some(builder) = active.input.as_ref() else {
        return;
    };
    if builder.path().legs.is_empty() {
        return;
    }
    match builder.finish() {
        Ok(mv) => {
            active.input = None;
            active.pending = Some(mv);
            active.notice = None;
        }
        Err(e) => active.notice = Some(e.to_string()),
    }
    active.touch();
}

fn handle_clicks(
    screen: Option<Res<State<crate::screens::Screen>>>,
    mut clicks: MessageReader<SquareClicked>,
    mut active: ResMut<ActiveGame>,
    mut queue: ResMut<AnimationQueue>,
    pieces: Query<(Entity, &PieceView)>,
    mut resync: MessageWriter<ResyncPieces>,
) {
    // Clicks on the board behind the menu do nothing.
    let playing = crate::screens::is_playing(screen);
    for &SquareClicked(sq) in clicks.read() {
        if !playing || queue.is_busy() || !active.human_to_move() {
            continue;
        }
        let pos = *active.position();
        match active.input.as_mut() {
            Some(builder) if builder.next_legs().iter().any(|l| l.to == sq) => {
                let from = builder.at();
                let leg = builder
                    .next_legs()
                    .into_iter()
                    .find(|l| l.to == sq)
                    .expect("offered leg");
                builder.push(sq).expect("an offered leg is legal");
                let piece = pieces
                    .iter()
                    .find(|(_, v)| v.square == builder.path().from)
                    .map(|(e, _)| e);
                let captured = leg
                    .over
                    .filter(|_| leg.kind == camelot_rules::LegKind::Jump)
                    .and_then(|o| pieces.iter().find(|(_, v)| v.square == o).map(|(e, _)| e));
                if let Some(piece) = piece {
                    queue.push(LegAnimation {
                        piece,
                        from,
                        to: sq,
                        kind: leg.kind,
                        captured,
                    });
                }
                if builder.must_end() {
                    finish_input(&mut active);
                }
                active.notice = None;
            }
            // A click on the moving piece where the move may end ends it.
            Some(builder) if builder.at() == sq && !builder.path().legs.is_empty() => {
                finish_input(&mut active);
            }
            Some(builder) if !builder.path().legs.is_empty() => {
                active.notice = Some(match builder.finish() {
                    Ok(_) => format!(
                        "{sq} is not a landing of this move: click the piece or press Enter to end it here, Esc to take it back"
                    ),
                    Err(e) => e.to_string(),
                });
            }
            _ => {
                // Selecting (or re-selecting, or deselecting) a piece.
                let reselect = active.input.as_ref().map(|b| b.path().from);
                if reselect == Some(sq) {
                    active.input = None;
                } else if pos
                    .piece_at(sq)
                    .is_some_and(|p| p.color == pos.side_to_move())
                {
                    match pos.begin_move(sq) {
                        Ok(b) => {
                            active.input = Some(b);
                            active.notice = None;
                        }
                        Err(e) => active.notice = Some(e.to_string()),
                    }
                } else {
                    active.input = None;
                }
            }
        }
        active.touch();
        if active.input.is_none() && active.pending.is_none() {
            resync.write(ResyncPieces);
        }
    }
}

/// Commits a finished move once its animation has played.
fn commit_after_animation(
    mut active: ResMut<ActiveGame>,
    queue: Res<AnimationQueue>,
    mut committed: MessageWriter<MoveCommitted>,
    mut resync: MessageWriter<ResyncPieces>,
) {
    if queue.is_busy() {
        return;
    }
    let Some(mv) = active.pending.take() else {
        return;
    };
    match active.game.play(&mv) {
        Ok(()) => {
            committed.write(MoveCommitted(mv));
        }
        Err(e) => active.notice = Some(e.to_string()),
    }
    active.touch();
    resync.write(ResyncPieces);
}
