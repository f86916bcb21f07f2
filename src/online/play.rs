//! The online game: a server's game played (or watched) as the live game. The server is the
//! authority: the opponent's moves arrive as `moved` and are played on the board leg by leg
//! like the computer's; the player's own moves are sent once committed; any disagreement
//! (a take-back, a reconnection, a refused move) loads the server's state. Resigning,
//! draws, take-backs and aborts are asked of the server ([`OnlineCommand`]), and the game
//! ends here only when the server says so (`end.rs`).

use std::time::Instant;

use bevy::prelude::*;
use camelot_server::protocol::{
    ClientMsg, ErrorCode, GameId, GameStatus, GameView, ServerMsg, Side, replay_in,
};

use super::clock::Clock;
use super::connection::{Connection, FromServer, LinkChanged, ToServer};
use super::seat::{Ending, Seat, side_of};
use crate::game::{ActiveGame, GameCommand, MoveCommitted};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineGame>()
        .add_message::<OnlineCommand>()
        .add_systems(
            Update,
            (detach, resync_on_welcome, hear, obey, feed_moves)
                .chain()
                .in_set(super::OnlineSystems::Game),
        )
        .add_systems(
            Update,
            send_own_moves.after(crate::game::GameSystems::Commit),
        );
}

#[derive(Resource, Default)]
pub struct OnlineGame {
    pub seat: Option<Seat>,
    /// The server's last refusal of something done in the game, in its words.
    pub notice: Option<String>,
    /// A game asked for by id (to watch or return to): taken when its state arrives.
    wanted: Option<GameId>,
}

/// A run condition: the engine may analyse the live game (not a rated online game of the
/// player's while it runs).
pub fn analysis_allowed(online: Res<OnlineGame>, active: Res<ActiveGame>) -> bool {
    !active.online() || online.seat.as_ref().is_none_or(Seat::analysis_allowed)
}

/// What the player asks of the server in an online game, or of the lobby's games.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineCommand {
    Resign,
    /// End a game before both sides have moved: no result, no rating.
    Abort,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    OfferTakeback,
    AcceptTakeback,
    DeclineTakeback,
    /// Open one's own game in progress (after a restart, from the lobby).
    Open(GameId),
    /// Watch a game.
    Watch(GameId),
}

/// A local game that replaced the online one ends the seat (the server's game goes on, and
/// the lobby offers it again).
fn detach(mut online: ResMut<OnlineGame>, active: Res<ActiveGame>) {
    if online.seat.is_some() && !active.online() {
        online.seat = None;
    }
}

/// After a (re)sign-in the server lists the player's games: the seat's is brought up to
/// date, or asked for if it has ended meanwhile; a spectator watches again.
fn resync_on_welcome(
    mut links: MessageReader<LinkChanged>,
    mut online: ResMut<OnlineGame>,
    mut active_game: GameLoader,
) {
    for link in links.read() {
        let Some(games) = &link.welcome else {
            continue;
        };
        if let Some(view) = online
            .seat
            .as_ref()
            .and_then(|seat| games.iter().find(|g| g.id == seat.id()))
        {
            let view = view.clone();
            online.take(view, &mut active_game);
        } else if let Some(seat) = &online.seat {
            active_game
                .out
                .write(ToServer(ClientMsg::Watch { game: seat.id() }));
        } else if let Some(id) = online.wanted
            && let Some(view) = games.iter().find(|g| g.id == id)
        {
            online.take(view.clone(), &mut active_game);
        }
    }
}

/// What taking a server's game into the live game needs.
#[derive(bevy::ecs::system::SystemParam)]
struct GameLoader<'w> {
    active: Res<'w, ActiveGame>,
    connection: Res<'w, Connection>,
    commands: MessageWriter<'w, GameCommand>,
    out: MessageWriter<'w, ToServer>,
}

impl OnlineGame {
    /// Makes `view` the seat's game, loading it into the live game unless the live game
    /// already has exactly its moves.
    fn take(&mut self, view: GameView, loader: &mut GameLoader) {
        let game = match replay_in(view.variant, &view.moves) {
            Ok(game) => game,
            Err(e) => {
                self.notice = Some(format!("The server's game {} cannot be read: {e}", view.id));
                return;
            }
        };
        let me = loader
            .connection
            .player
            .as_deref()
            .and_then(|name| side_of(&view, name));
        let same_game = self.seat.as_ref().is_some_and(|s| s.id() == view.id);
        let mut seat = Seat::new(view, me);
        if same_game && seat.end.is_none() {
            // An end heard before keeps its rating change.
            seat.end = self.seat.as_ref().and_then(|s| s.end.clone());
        }
        let players = seat.players();
        let live = &loader.active;
        if !(same_game
            && live.online()
            && live.players == players
            && live.game.moves() == game.moves())
        {
            loader.commands.write(GameCommand::Load { game, players });
        }
        self.wanted = None;
        self.notice = None;
        self.seat = Some(seat);
    }

    /// Whether a game the server describes should become the seat's: the seat's own game,
    /// one asked for, or a new game of the player's when no game is being played here.
    fn wants(&self, view: &GameView, player: Option<&str>) -> bool {
        if self.seat.as_ref().is_some_and(|s| s.id() == view.id) || self.wanted == Some(view.id) {
            return true;
        }
        let mine = player.is_some_and(|p| side_of(view, p).is_some());
        mine && view.status == GameStatus::Active && self.seat.as_ref().is_none_or(|s| !s.running())
    }
}

fn hear(
    mut heard: MessageReader<FromServer>,
    mut online: ResMut<OnlineGame>,
    mut loader: GameLoader,
) {
    for FromServer(msg) in heard.read() {
        let seat_id = online.seat.as_ref().map(Seat::id);
        match msg {
            ServerMsg::Game { game } if online.wants(game, loader.connection.player.as_deref()) => {
                online.take(game.clone(), &mut loader);
            }
            ServerMsg::Games { games } => {
                let wanted = online.wanted.or(seat_id);
                match games.iter().find(|g| Some(g.id) == wanted) {
                    Some(view) => online.take(view.clone(), &mut loader),
                    // Not in progress any more: its final state comes with `watch`.
                    None => {
                        if let Some(id) = wanted {
                            loader.out.write(ToServer(ClientMsg::Watch { game: id }));
                        }
                    }
                }
            }
            ServerMsg::Moved {
                game,
                ply,
                notation,
                clock,
                ..
            } if Some(*game) == seat_id => {
                let seat = online.seat.as_mut().expect("checked");
                seat.clock = Clock::new(*clock, Instant::now());
                seat.draw_offer = None;
                seat.takeback_offer = None;
                seat.incoming.push_back((*ply as usize, notation.clone()));
            }
            ServerMsg::GameOver {
                game,
                result,
                termination,
                rating,
            } if Some(*game) == seat_id => {
                let seat = online.seat.as_mut().expect("checked");
                seat.clock = seat.clock.stopped(Instant::now());
                seat.draw_offer = None;
                seat.takeback_offer = None;
                seat.end = Some(Ending {
                    result: result.clone(),
                    termination: termination.clone(),
                    rating: *rating,
                });
            }
            ServerMsg::DrawOffered { game, by } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").draw_offer = Some(*by);
            }
            ServerMsg::DrawDeclined { game } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").draw_offer = None;
                online.notice = Some("The draw offer was declined.".into());
            }
            ServerMsg::TakebackOffered { game, by } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").takeback_offer = Some(*by);
            }
            ServerMsg::TakebackDeclined { game } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").takeback_offer = None;
                online.notice = Some("The take-back was declined.".into());
            }
            ServerMsg::Error { code, message } if seat_id.is_some() && is_game_refusal(*code) => {
                online.notice = Some(message.clone());
                // Whatever was refused, the server's state is the game.
                online.ask_state(&mut loader.out);
            }
            _ => {}
        }
    }
}

/// Refusals of something done in the game.
fn is_game_refusal(code: ErrorCode) -> bool {
    use ErrorCode::*;
    matches!(
        code,
        NotYourGame | NotYourTurn | StalePly | IllegalMove | GameOver | NotAllowed
    )
}

impl OnlineGame {
    /// Asks the server for the seat's game as it stands.
    fn ask_state(&self, out: &mut MessageWriter<ToServer>) {
        if let Some(seat) = &self.seat {
            out.write(ToServer(match seat.me {
                Some(_) => ClientMsg::MyGames,
                None => ClientMsg::Watch { game: seat.id() },
            }));
        }
    }
}

fn obey(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<OnlineGame>,
    mut out: MessageWriter<ToServer>,
) {
    for command in commands.read() {
        online.notice = None;
        let game = match *command {
            OnlineCommand::Open(id) => {
                online.wanted = Some(id);
                out.write(ToServer(ClientMsg::MyGames));
                continue;
            }
            OnlineCommand::Watch(id) => {
                online.wanted = Some(id);
                out.write(ToServer(ClientMsg::Watch { game: id }));
                continue;
            }
            _ => match &online.seat {
                Some(seat) if seat.me.is_some() && seat.running() => seat.id(),
                _ => continue,
            },
        };
        out.write(ToServer(match command {
            OnlineCommand::Resign => ClientMsg::Resign { game },
            OnlineCommand::Abort => ClientMsg::Abort { game },
            OnlineCommand::OfferDraw => ClientMsg::OfferDraw { game },
            OnlineCommand::AcceptDraw => ClientMsg::AcceptDraw { game },
            OnlineCommand::DeclineDraw => ClientMsg::DeclineDraw { game },
            OnlineCommand::OfferTakeback => ClientMsg::OfferTakeback { game },
            OnlineCommand::AcceptTakeback => ClientMsg::AcceptTakeback { game },
            OnlineCommand::DeclineTakeback => ClientMsg::DeclineTakeback { game },
            OnlineCommand::Open(_) | OnlineCommand::Watch(_) => unreachable!("handled above"),
        }));
    }
}

/// Plays the next heard move once the board is free, leg by leg like the computer's.
fn feed_moves(
    mut online: ResMut<OnlineGame>,
    active: Res<ActiveGame>,
    screen: Res<State<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    mut out: MessageWriter<ToServer>,
) {
    if *screen.get() != Screen::Playing || !active.online() {
        return;
    }
    let played = active.game.moves().len();
    let Some(seat) = online.seat.as_mut() else {
        return;
    };
    while seat.incoming.front().is_some_and(|(ply, _)| *ply <= played) {
        seat.incoming.pop_front();
    }
    let Some((ply, text)) = seat.incoming.front() else {
        return;
    };
    if *ply != played + 1 {
        // A gap: a move was missed; the server's state settles it.
        seat.incoming.clear();
        online.ask_state(&mut out);
        return;
    }
    if active.busy() || active.game.is_over() {
        return;
    }
    match active.position().read_move(text) {
        Ok(mv) => {
            commands.write(GameCommand::PlayAnimated(mv));
        }
        Err(e) => {
            online.notice = Some(format!("The server's move {text} cannot be played: {e}"));
            online.seat.as_mut().expect("checked").incoming.clear();
            online.ask_state(&mut out);
        }
    }
}

/// The player's own move, once committed here, goes to the server with the ply it was
/// played at, so that it cannot land on another position.
fn send_own_moves(
    mut committed: MessageReader<MoveCommitted>,
    online: Res<OnlineGame>,
    active: Res<ActiveGame>,
    mut out: MessageWriter<ToServer>,
) {
    for MoveCommitted(mv) in committed.read() {
        let Some(seat) = &online.seat else {
            continue;
        };
        let mover: Side = active.position().side_to_move().opponent().into();
        if seat.me != Some(mover) || !seat.running() || !active.online() {
            continue;
        }
        out.write(ToServer(ClientMsg::Move {
            game: seat.id(),
            notation: mv.to_string(),
            ply: Some(active.game.moves().len() as u32 - 1),
        }));
    }
}
