//! Taking the server's state of a game into the live game: at its start, after each
//! (re)sign-in, on `watch`, after a refusal. The live game is loaded only when it disagrees;
//! a move of the player's made while offline (the live game one own move ahead of the
//! server's) is sent once, now, rather than lost or sent twice. A new game of the player's
//! that starts while they are elsewhere (a lesson, a local game, the editor) is announced,
//! never jumped to.

use bevy::prelude::*;
use camelot_protocol::{ClientMsg, GameId, GameStatus, GameView};
use camelot_rules::Game;

use super::connection::{Connection, LinkChanged, ToServer};
use super::play::OnlineGame;
use super::seat::{Seat, side_of};
use crate::game::{ActiveGame, GameCommand};
use crate::i18n::Tr;
use crate::persistence::online::OnlineProfile;
use crate::screens::Screen;

/// The longest game replayed from a server's message: a longer one is refused rather than
/// hold up a frame (no real game comes near it).
pub const MAX_PLIES: usize = 3000;

/// What taking a server's game into the live game needs.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct GameLoader<'w> {
    pub active: Res<'w, ActiveGame>,
    pub connection: Res<'w, Connection>,
    pub commands: MessageWriter<'w, GameCommand>,
    pub out: MessageWriter<'w, ToServer>,
    pub tr: Res<'w, Tr>,
    screen: Res<'w, State<Screen>>,
}

impl GameLoader<'_> {
    /// Whether the player is where an online game may simply appear: the lobby, or an online
    /// game (watched, or over).
    fn here(&self) -> bool {
        match self.screen.get() {
            Screen::Lobby => true,
            Screen::Playing => self.active.online(),
            _ => false,
        }
    }
}

impl OnlineGame {
    /// Makes `view` the seat's game, loading it into the live game unless the live game
    /// already has exactly its moves (or those and one own move the server has not had).
    pub(super) fn take(&mut self, view: GameView, loader: &mut GameLoader) {
        if view.moves.len() > MAX_PLIES {
            let args = [
                ("game", view.id.to_string().into()),
                ("moves", view.moves.len().into()),
                ("most", MAX_PLIES.into()),
            ];
            self.notice = Some(loader.tr.t_args("online-too-long", &args));
            return;
        }
        let game = match Game::replay(view.variant, &view.moves) {
            Ok(game) => game,
            Err(e) => {
                let args = [("game", view.id.to_string().into()), ("why", e.into())];
                self.notice = Some(loader.tr.t_args("online-unreadable", &args));
                return;
            }
        };
        let me = loader
            .connection
            .player
            .as_deref()
            .and_then(|name| side_of(&view, name));
        let same_game = self.seat.as_ref().is_some_and(|s| s.id() == view.id);
        let running = view.status == GameStatus::Active;
        let mut seat = Seat::new(view, me);
        seat.server = loader.connection.server.clone();
        if same_game && seat.end.is_none() {
            // An end heard before keeps its rating change.
            seat.end = self.seat.as_ref().and_then(|s| s.end.clone());
        }
        let players = seat.players();
        let live = &loader.active;
        let ours = same_game && live.online() && live.players == players;
        let (played, server) = (live.game.moves(), game.moves());
        let unsent = ours
            && running
            && played.len() == server.len() + 1
            && played.starts_with(server)
            && me == Some(game.position().side_to_move());
        if unsent {
            let ply = server.len();
            loader.out.write(ToServer(ClientMsg::Move {
                game: seat.id(),
                notation: played[ply].to_string(),
                ply: Some(ply as u32),
            }));
        } else if !(ours && played == server) {
            loader.commands.write(GameCommand::Load { game, players });
        }
        self.wanted = None;
        self.notice = None;
        self.seat = Some(seat);
    }

    /// Takes a game the server describes when it should become the seat's: the seat's own
    /// game, one asked for, or a new game of the player's when no game is being played here
    /// (announced instead while the player is elsewhere).
    pub(super) fn offer(&mut self, view: &GameView, loader: &mut GameLoader) {
        let known =
            self.seat.as_ref().is_some_and(|s| s.id() == view.id) || self.wanted == Some(view.id);
        if known {
            return self.take(view.clone(), loader);
        }
        let player = loader.connection.player.as_deref();
        let mine = player.is_some_and(|p| side_of(view, p).is_some());
        let free = self.seat.as_ref().is_none_or(|s| !s.running());
        if !(mine && view.status == GameStatus::Active && free) {
            return;
        }
        if loader.here() {
            self.take(view.clone(), loader);
        } else {
            self.announced = Some(view.clone());
        }
    }

    /// The seat, if its game is on the server connected to.
    pub(super) fn seat_here(&self, connection: &Connection) -> Option<&Seat> {
        self.seat.as_ref().filter(|s| s.server == connection.server)
    }

    /// Asks the server how a game of the player's not in progress there stands (it ended
    /// meanwhile), once until answered (see [`OnlineGame::lookups`]).
    pub(super) fn look_up(&mut self, id: GameId, out: &mut MessageWriter<ToServer>) {
        if !self.lookups.contains(&id) {
            self.lookups.push(id);
            out.write(ToServer(ClientMsg::Watch { game: id }));
        }
    }

    /// The server does not know game `id` (its database is not the one the game was played
    /// on): it is no longer wanted, nor offered on the title screen.
    pub(super) fn forget(
        &mut self,
        id: GameId,
        connection: &Connection,
        profile: &mut OnlineProfile,
    ) {
        if self.wanted == Some(id) {
            self.wanted = None;
        }
        if profile
            .in_progress
            .as_ref()
            .is_some_and(|g| g.game == id && g.server == connection.server)
        {
            profile.in_progress = None;
        }
    }

    /// Asks the server for the seat's game as it stands.
    pub(super) fn ask_state(&self, out: &mut MessageWriter<ToServer>) {
        if let Some(seat) = &self.seat {
            out.write(ToServer(match seat.me {
                Some(_) => ClientMsg::MyGames,
                None => ClientMsg::Watch { game: seat.id() },
            }));
        }
    }
}

/// After a (re)sign-in the server lists the player's games: the seat's is brought up to
/// date, or asked for if it has ended meanwhile (a spectator watches again), and so is a game
/// asked for by id. A seat whose game is on another server is not asked about here.
pub(super) fn resync_on_welcome(
    mut links: MessageReader<LinkChanged>,
    mut online: ResMut<OnlineGame>,
    mut loader: GameLoader,
) {
    for link in links.read() {
        let Some(games) = &link.welcome else {
            continue;
        };
        // Asked on a connection now gone: never answered.
        online.lookups.clear();
        let seat = online.seat_here(&loader.connection).map(Seat::id);
        let Some(id) = seat.or(online.wanted) else {
            continue;
        };
        match games.iter().find(|g| g.id == id) {
            Some(view) => online.take(view.clone(), &mut loader),
            None => online.look_up(id, &mut loader.out),
        }
    }
}
