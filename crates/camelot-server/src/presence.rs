//! Who is here, and what is sent to whom: the connections (ids with an outbox, `link.rs`),
//! the signed-in players' connections, each game's spectators, the lobby's watchers. Every
//! message leaves through [`Presence`]: to one connection, a player's connections, a game's
//! players and spectators, the lobby's watchers (its news, merged: `news.rs`). While a batch
//! is open ([`Presence::hold`]) messages are held until its commit, and so are the closes of
//! connections dropped meanwhile, after them (a refusal goes out before the close it
//! caused); a connection whose outbox is full, or refused too often, is dropped after the
//! current message.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::Arc;

use crate::clock::Millis;
use crate::link::{Link, Text};
use crate::news::LobbyNews;
use crate::store::PlayerId;
use camelot_protocol::{Close, ErrorCode, GameId, Refusal, ServerMsg};

/// A connection's number.
pub type ConnId = u64;

struct Conn {
    /// Its outbox and standing, shared with the session (`link.rs`).
    link: Arc<Link>,
    ip: IpAddr,
    player: Option<PlayerId>,
    /// `hello` was accepted (as a player or as a spectator).
    greeted: bool,
    watching: HashSet<GameId>,
}

pub(crate) struct Presence {
    conns: HashMap<ConnId, Conn>,
    next_conn: ConnId,
    /// Each signed-in player's connections.
    online: HashMap<PlayerId, HashSet<ConnId>>,
    watchers: HashMap<GameId, HashSet<ConnId>>,
    /// The connections that show the lobby (`watch_lobby`), signed in or not.
    lobby: HashSet<ConnId>,
    /// What changed in the lobby since its watchers last heard.
    pub(crate) news: LobbyNews,
    /// Connections whose outbox overflowed (or refused too often), dropped after the
    /// current message.
    overflowed: Vec<ConnId>,
    /// During a batch, what to do once it is committed.
    held: Option<Held>,
}

/// A batch's messages and closes, held until its commit: each message with its connection's
/// link (the connection may be dropped before then, its last messages still go out), then
/// the links to close and why.
#[derive(Default)]
pub(crate) struct Held {
    texts: Vec<(ConnId, Arc<Link>, Text)>,
    ends: Vec<(Arc<Link>, Option<Close>)>,
}

impl Presence {
    pub(crate) fn new() -> Presence {
        Presence {
            conns: HashMap::new(),
            next_conn: 1,
            online: HashMap::new(),
            watchers: HashMap::new(),
            lobby: HashSet::new(),
            news: LobbyNews::default(),
            overflowed: Vec::new(),
            held: None,
        }
    }

    /// A new connection from `ip`, whose messages go out through `link`.
    pub(crate) fn connect(&mut self, link: Arc<Link>, ip: IpAddr) -> ConnId {
        let id = self.next_conn;
        self.next_conn += 1;
        self.conns.insert(
            id,
            Conn {
                link,
                ip,
                player: None,
                greeted: false,
                watching: HashSet::new(),
            },
        );
        id
    }

    /// A connection closed: it watches nothing more. The player it was signed in as, if
    /// that was their last connection (they are gone).
    pub(crate) fn disconnect(&mut self, conn: ConnId) -> Option<PlayerId> {
        let c = self.conns.remove(&conn)?;
        self.end(c.link.clone(), None);
        self.lobby.remove(&conn);
        for game in c.watching {
            self.forget_watcher(game, conn);
        }
        let player = c.player?;
        let set = self.online.get_mut(&player)?;
        set.remove(&conn);
        if !set.is_empty() {
            return None;
        }
        self.online.remove(&player);
        Some(player)
    }

    pub(crate) fn is_open(&self, conn: ConnId) -> bool {
        self.conns.contains_key(&conn)
    }

    pub(crate) fn greeted(&self, conn: ConnId) -> bool {
        self.conns.get(&conn).is_some_and(|c| c.greeted)
    }

    pub(crate) fn player(&self, conn: ConnId) -> Option<PlayerId> {
        self.conns.get(&conn).and_then(|c| c.player)
    }

    pub(crate) fn ip(&self, conn: ConnId) -> Option<IpAddr> {
        self.conns.get(&conn).map(|c| c.ip)
    }

    /// `hello` was accepted on `conn`: as `player`, or as a spectator (`None`).
    pub(crate) fn greet(&mut self, conn: ConnId, player: Option<PlayerId>) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        c.greeted = true;
        c.player = player;
        c.link.greet();
        if let Some(id) = player {
            c.link.sign_in(id);
            self.online.entry(id).or_default().insert(conn);
        }
    }

    /// How many connections are signed in as `player`.
    pub(crate) fn connections_of(&self, player: PlayerId) -> usize {
        self.online.get(&player).map_or(0, HashSet::len)
    }

    /// The addresses `player` is connected from.
    pub(crate) fn addresses_of(&self, player: PlayerId) -> Vec<IpAddr> {
        let conns = self.online.get(&player).into_iter().flatten();
        conns
            .filter_map(|c| self.conns.get(c).map(|c| c.ip))
            .collect()
    }

    /// Whether `player` has a connection.
    pub(crate) fn is_online(&self, player: PlayerId) -> bool {
        self.online.contains_key(&player)
    }

    /// Adds `conn` to a game's spectators.
    pub(crate) fn watch(&mut self, conn: ConnId, game: GameId) {
        if let Some(c) = self.conns.get_mut(&conn) {
            c.watching.insert(game);
            self.watchers.entry(game).or_default().insert(conn);
        }
    }

    pub(crate) fn unwatch(&mut self, conn: ConnId, game: GameId) {
        if let Some(c) = self.conns.get_mut(&conn) {
            c.watching.remove(&game);
        }
        self.forget_watcher(game, conn);
    }

    /// `conn` no longer watches `game`; a game nobody watches is forgotten.
    fn forget_watcher(&mut self, game: GameId, conn: ConnId) {
        if let Some(w) = self.watchers.get_mut(&game) {
            w.remove(&conn);
            if w.is_empty() {
                self.watchers.remove(&game);
            }
        }
    }

    /// `conn` shows the lobby: it hears the lobby's news from now on.
    pub(crate) fn watch_lobby(&mut self, conn: ConnId) {
        if self.conns.contains_key(&conn) {
            self.lobby.insert(conn);
            self.news.listed();
        }
    }

    pub(crate) fn unwatch_lobby(&mut self, conn: ConnId) {
        self.lobby.remove(&conn);
    }

    /// A game ended: nobody watches it live any more, and the lobby hears it.
    pub(crate) fn game_over(&mut self, game: GameId) {
        self.watchers.remove(&game);
        self.news.game_ended(game);
    }

    /// Sends `msg` on one connection.
    pub(crate) fn send(&mut self, conn: ConnId, msg: &ServerMsg) {
        self.send_text(conn, msg.to_json());
    }

    /// Sends `conn` the answer to its question, or passes on why there is none.
    pub(crate) fn answer(
        &mut self,
        conn: ConnId,
        msg: Result<ServerMsg, Refusal>,
    ) -> Result<(), Refusal> {
        self.send(conn, &msg?);
        Ok(())
    }

    /// Answers `conn` with an error, and counts it against the connection.
    /// Whether `conn` is refused with `code` for the first time (`Link::first_refusal`).
    pub(crate) fn first_refusal(&self, conn: ConnId, code: ErrorCode) -> bool {
        self.conns
            .get(&conn)
            .is_some_and(|c| c.link.first_refusal(code))
    }

    pub(crate) fn refuse(&mut self, conn: ConnId, e: Refusal) {
        self.send(conn, &e.into());
        if let Some(c) = self.conns.get(&conn)
            && !c.link.strike()
        {
            let link = c.link.clone();
            self.end(link, Some(Close::TooManyRefusals));
            self.overflowed.push(conn);
        }
    }

    /// Closes `link`, or once the batch is committed and its messages queued.
    fn end(&mut self, link: Arc<Link>, why: Option<Close>) {
        match &mut self.held {
            Some(held) => held.ends.push((link, why)),
            None => link.end(why),
        }
    }

    pub(crate) fn send_text(&mut self, conn: ConnId, text: impl Into<Text>) {
        let text = text.into();
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        match &mut self.held {
            Some(held) => held.texts.push((conn, c.link.clone(), text)),
            None => self.push(conn, &c.link.clone(), text),
        }
    }

    fn push(&mut self, conn: ConnId, link: &Link, text: Text) {
        if !link.push(text) {
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
        let text = Text::from(msg.to_json());
        for c in conns {
            self.send_text(c, text.clone());
        }
    }

    /// Sends the lobby's news to its watchers, if some is due at `now` (at most one in
    /// `interval`): one message, written once.
    pub(crate) fn send_lobby_news(&mut self, now: Millis, interval: Millis) {
        let Some(news) = self.news.due(now, interval) else {
            return;
        };
        let text = Text::from(news.to_json());
        let conns: Vec<ConnId> = self.lobby.iter().copied().collect();
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
        let text = Text::from(msg.to_json());
        for c in conns {
            self.send_text(c, text.clone());
        }
    }

    /// Holds every message from now until [`Presence::release`] (a batch's commit).
    pub(crate) fn hold(&mut self) {
        self.held = Some(Held::default());
    }

    /// What was held since [`Presence::hold`], to [`Presence::deliver`] once committed;
    /// nothing is held any more.
    pub(crate) fn release(&mut self) -> Held {
        self.held.take().unwrap_or_default()
    }

    /// Queues the held messages, then closes the held links.
    pub(crate) fn deliver(&mut self, held: Held) {
        for (conn, link, text) in held.texts {
            self.push(conn, &link, text);
        }
        for (link, why) in held.ends {
            link.end(why);
        }
    }

    /// The connections whose outbox overflowed (or were refused too often) since last asked.
    pub(crate) fn overflowed(&mut self) -> Vec<ConnId> {
        std::mem::take(&mut self.overflowed)
    }
}
