//! What the hub sends to whom: one connection, a player's connections, the lobby, a game's
//! players and spectators. While a batch is open ([`Hub::batch`]) messages are held until its
//! commit; a connection whose outbox is full is dropped.

use std::collections::HashSet;

use super::{ConnId, Hub};
use crate::store::PlayerId;
use camelot_protocol::{GameId, Refusal, ServerMsg};

impl Hub {
    /// Sends `msg` on one connection.
    pub fn send(&mut self, conn: ConnId, msg: &ServerMsg) {
        self.send_text(conn, msg.to_json());
    }

    /// Answers `conn` with an error, and counts it against the connection.
    pub(super) fn refuse(&mut self, conn: ConnId, e: Refusal) {
        self.send(conn, &e.into());
        if let Some(c) = self.conns.get(&conn)
            && !c.link.strike()
        {
            self.overflowed.push(conn);
        }
    }

    pub(super) fn send_text(&mut self, conn: ConnId, text: String) {
        if let Some(held) = &mut self.held {
            held.push((conn, text));
        } else if let Some(c) = self.conns.get(&conn)
            && !c.link.push(text)
        {
            self.overflowed.push(conn);
        }
    }

    /// Sends `msg` to every connection of `player`.
    pub(crate) fn send_player(&mut self, player: PlayerId, msg: &ServerMsg) {
        let conns: Vec<ConnId> = self
            .online
            .get(&player)
            .map(|s| s.iter().copied().collect())
            .unwrap_or_default();
        let text = msg.to_json();
        for c in conns {
            self.send_text(c, text.clone());
        }
    }

    /// Sends `msg` to every signed-in connection, but those of `except`.
    pub(crate) fn send_lobby(&mut self, msg: &ServerMsg, except: Option<PlayerId>) {
        let conns: Vec<ConnId> = self
            .online
            .iter()
            .filter(|(p, _)| Some(**p) != except)
            .flat_map(|(_, c)| c.iter().copied())
            .collect();
        let text = msg.to_json();
        for c in conns {
            self.send_text(c, text.clone());
        }
    }

    /// Sends `msg` to both players of a game and to its spectators.
    pub(crate) fn send_game(&mut self, game: GameId, players: [PlayerId; 2], msg: &ServerMsg) {
        self.send_watchers_and(game, &players, msg);
    }

    /// Sends `msg` to a game's spectators and to `players`.
    pub(crate) fn send_watchers_and(
        &mut self,
        game: GameId,
        players: &[PlayerId],
        msg: &ServerMsg,
    ) {
        let mut conns: HashSet<ConnId> = self.watchers.get(&game).cloned().unwrap_or_default();
        for &p in players {
            conns.extend(self.online.get(&p).into_iter().flatten());
        }
        let text = msg.to_json();
        for c in conns {
            self.send_text(c, text.clone());
        }
    }
}
