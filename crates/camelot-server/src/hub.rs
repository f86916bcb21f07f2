//! The hub: the server's state and every client message's handling, with no networking
//! (connections are ids with an outbox, time is passed in). One [`Hub`] (owned by one worker
//! thread, `net/`) handles messages one at a time, so a game's moves are ordered; a move is
//! announced only after its transaction committed ([`Hub::batch`] holds the messages of a
//! batch until its commit).
//!
//! The hub only dispatches. Each concern is a part that owns its state, reached by a method
//! call on a field, with the [`Base`] (database, limits, connections, listings) lent to it:
//!
//! - `accounts` (`accounts.rs`): signing in and up;
//! - `lobby` (`lobby.rs`): seeks and challenges, paired into games;
//! - `games` (`play/`): games in progress (moves, clocks, offers, claims, results) and
//!   rematches;
//! - `base.presence` (`presence.rs`): connections, who is here, what is sent to whom;
//! - `base.summary` (`summary.rs`): names, ratings and counts kept for listings;
//! - `learn` (`learn/`): lessons and puzzles, for visitors too;
//! - what a signed-in player does (`hub/playing.rs`), past the looking that visitors may;
//! - answers that change nothing: `thin.rs` (legal moves, boards, reviews, replays of a game
//!   kept by the client), `profile.rs`.

use std::net::IpAddr;
use std::path::Path;
use std::sync::Arc;

use crate::accounts::{self, Accounts, Greeting};
use crate::base::{Base, refuse, storage};
use crate::budget::Charges;
use crate::cache::Cache;
use crate::clock::Millis;
pub use crate::config::Config;
use crate::engine::{Engines, Wake};
use crate::learn::Learn;
pub use crate::link::Link;
use crate::lobby::Lobby;
use crate::metrics::Metrics;
use crate::play::{self, Games};
pub use crate::presence::ConnId;
use crate::presence::Presence;
use crate::store::Store;
use crate::summary::{Summary, shares};
use crate::{profile, thin};
use camelot_protocol::{ClientMsg, ErrorCode, Refusal, ServerMsg, parse_client};

mod playing;

pub struct Hub {
    pub(crate) base: Base,
    accounts: Accounts,
    lobby: Lobby,
    pub(crate) games: Games,
    /// Budgets of costly requests and offers (`budget.rs`).
    charges: Charges,
    learn: Learn,
    engine: Engines,
}

impl Hub {
    /// Opens the database and brings back every game in progress, each paused for its player
    /// to move to reconnect (the downtime is not charged, see `clock.rs`).
    pub fn open(db: &Path, config: Config, now: Millis) -> Result<Hub, String> {
        Hub::with_store(Store::open(db)?, config, now)
    }

    pub fn with_store(store: Store, config: Config, now: Millis) -> Result<Hub, String> {
        let summary = Summary::load(&store)?;
        let mut base = Base {
            store,
            config,
            presence: Presence::new(),
            summary,
            metrics: Arc::default(),
            cache: Cache::default(),
        };
        let mut games = Games::restore(&mut base, now)?;
        let mut engine = Engines::load(&base.store, &base.config)?;
        engine.restored(&mut base, &mut games, now);
        let lobby = Lobby::load(&mut base)?;
        Ok(Hub {
            base,
            accounts: Accounts::default(),
            lobby,
            games,
            charges: Charges::default(),
            learn: Learn::new(),
            engine,
        })
    }

    /// A new connection from `ip`, whose messages go out through `link`.
    pub fn connect(&mut self, link: Arc<Link>, ip: IpAddr) -> ConnId {
        self.base.presence.connect(link, ip)
    }

    /// A connection closed. A player who has no connection left loses their live seeks
    /// (days-per-move ones stay, `lobby.rs`), and is gone from their games (`play/live.rs`).
    pub fn disconnect(&mut self, conn: ConnId, now: Millis) {
        self.learn.leave(conn);
        self.engine.leave(conn);
        if let Some(player) = self.base.presence.disconnect(conn) {
            self.lobby.drop_seeks(&mut self.base, player);
            self.games.player_left(&mut self.base, player, now);
        }
    }

    /// Read-only (a commit failed, `net/mod.rs`): `conn`'s message is refused, saying why,
    /// and nothing else is done.
    pub fn refuse_read_only(&mut self, conn: ConnId) {
        let why = refuse(
            ErrorCode::Storage,
            "the server's storage failed: it takes no request until its operator fixes it \
             (your games are paused)",
        );
        self.base.presence.refuse(conn, why);
        for dead in self.base.presence.overflowed() {
            self.forget(dead);
        }
    }

    /// Read-only: a connection closed, forgotten without a word to the games or the
    /// database.
    pub fn forget(&mut self, conn: ConnId) {
        self.base.presence.disconnect(conn);
    }

    /// Handles one text message from `conn`. Every problem is answered with an error message
    /// on that connection, which stays open unless it keeps breaking the rules. `false` when
    /// the connection is gone (its outbox overflowed: the client does not read; or it was
    /// refused too often), and should be closed.
    pub fn handle(&mut self, conn: ConnId, text: &str, now: Millis) -> bool {
        if !self.base.presence.is_open(conn) {
            return false;
        }
        let refused = parse_client(text).and_then(|msg| self.dispatch(conn, msg, now));
        if let Err(e) = refused {
            self.base.metrics.refused(e.code);
            if self.base.presence.first_refusal(conn, e.code) {
                // Debug-quoted: a refusal may repeat what the client sent (a name, a move), which must
                // not forge a log line.
                tracing::info!(conn, code = ?e.code, why = ?e.message, "message refused");
            }
            self.base.presence.refuse(conn, e);
        }
        self.drop_overflowed(now);
        self.base.presence.is_open(conn)
    }

    /// Hands each message to the part that owns its concern.
    fn dispatch(&mut self, conn: ConnId, msg: ClientMsg, now: Millis) -> Result<(), Refusal> {
        let greeted = self.base.presence.greeted(conn);
        match msg {
            ClientMsg::Hello {
                protocol,
                name,
                token,
            } => return self.hello(conn, protocol, name, token, now),
            ClientMsg::Ping => return self.base.presence.answer(conn, Ok(ServerMsg::Pong)),
            // Life, which the session saw (it keeps pongs from the hub): nothing to answer.
            ClientMsg::Pong => return Ok(()),
            _ if !greeted => {
                return Err(refuse(
                    ErrorCode::NotSignedIn,
                    "say hello first, naming the protocol version",
                ));
            }
            ClientMsg::Unwatch { game } => {
                self.base.presence.unwatch(conn, game);
                return Ok(());
            }
            ClientMsg::UnwatchLobby => {
                self.base.presence.unwatch_lobby(conn);
                return Ok(());
            }
            _ => {}
        }
        let b = &mut self.base;
        // Open, as `handle` checked.
        let Some(ip) = b.presence.ip(conn) else {
            return Ok(());
        };
        self.charges
            .charge(&b.config, (b.presence.player(conn), ip), &msg, now)?;
        // Lessons and puzzles: visitors too (`learn/`).
        if Learn::takes(&msg) {
            return self.learn.handle(&mut self.base, conn, msg, now);
        }
        let b = &mut self.base;
        if msg == ClientMsg::WatchLobby {
            return self.lobby.watch(b, &mut self.games, conn, now);
        }
        // Looking needs no account: listings, watching, boards, players' pages, invites shown
        // and positions replayed are open to a visitor who has not signed up.
        let (b, games, lobby) = (&mut self.base, &mut self.games, &mut self.lobby);
        match msg {
            ClientMsg::Watch { game } => return play::watch(games, b, conn, game, now),
            ClientMsg::ListSeeks => {
                let text = lobby.listing(b);
                b.presence.send_text(conn, text);
                return Ok(());
            }
            ClientMsg::ListGames => {
                let text = games.listing(b, now);
                b.presence.send_text(conn, text);
                return Ok(());
            }
            ClientMsg::Leaderboard { class } => {
                let entries = b.summary.leaders(&b.store, class).map_err(storage)?;
                return b
                    .presence
                    .answer(conn, Ok(ServerMsg::Leaderboard { class, entries }));
            }
            ClientMsg::Stats => {
                let [white_wins, black_wins, draws] = shares(b.summary.results);
                let stats = ServerMsg::Stats {
                    games: b.summary.results[0],
                    white_wins,
                    black_wins,
                    draws,
                    variants: b.summary.variant_stats(),
                };
                return b.presence.answer(conn, Ok(stats));
            }
            ClientMsg::Legal { game } => return b.presence.answer(conn, thin::legal(games, game)),
            ClientMsg::NextLegs { game, path } => {
                return b.presence.answer(conn, thin::next_legs(games, game, &path));
            }
            ClientMsg::Board { variant } => {
                return b.presence.answer(conn, Ok(thin::board(variant)));
            }
            ClientMsg::Review { game } => {
                let review = thin::review(games, &b.store, &mut b.cache, game);
                return b.presence.answer(conn, review);
            }
            ClientMsg::Player { name, before } => {
                let page = profile::page(&b.store, &b.summary, &mut b.cache, &name, before);
                return b.presence.answer(conn, page);
            }
            ClientMsg::ShowInvite { invite } => return lobby.show_invite(b, conn, &invite),
            ClientMsg::Replay { variant, moves } => {
                return b.presence.answer(conn, thin::replay(variant, &moves));
            }
            _ => {}
        }
        // Playing needs an account: a visitor who plays the computer is given a guest's
        // (`hub/playing.rs`), any other is asked to sign up.
        let player = match b.presence.player(conn) {
            Some(player) => player,
            None if matches!(msg, ClientMsg::PlayComputer { .. }) => {
                // No account is made for a game the engine could not take.
                self.engine.can_take(&b.config, b.presence.ip(conn))?;
                self.guest(conn, now)?
            }
            None => return Err(refuse(ErrorCode::NotSignedIn, "sign up to play")),
        };
        self.play(conn, player, msg, now)
    }

    /// Signs in with a token, signs up with a name (a token is issued), or, with neither,
    /// opens a spectator's session (`accounts.rs`); then the player is here again in their
    /// games, and welcomed.
    fn hello(
        &mut self,
        conn: ConnId,
        protocol: u32,
        name: Option<String>,
        token: Option<String>,
        now: Millis,
    ) -> Result<(), Refusal> {
        accounts::check_version(protocol)?;
        let b = &mut self.base;
        let signing_up = token.is_none() && name.is_some();
        if b.presence.greeted(conn) {
            return Err(refuse(ErrorCode::AlreadySignedIn, "hello was already said"));
        }
        // Open, as `handle` checked.
        let Some(ip) = b.presence.ip(conn) else {
            return Ok(());
        };
        let hi = self
            .accounts
            .hello(&mut b.store, &b.config, ip, name, token, now)?;
        let kind = match (hi.player, signing_up) {
            (None, _) => "spectator",
            (Some(_), true) => "new",
            (Some(_), false) => "token",
        };
        self.welcome(conn, protocol, hi, kind, now)
    }

    /// Greets `conn` as `hi`'s player (or a spectator) and welcomes it with the player's
    /// games in progress, the player here again in them.
    fn welcome(
        &mut self,
        conn: ConnId,
        protocol: u32,
        hi: Greeting,
        kind: &'static str,
        now: Millis,
    ) -> Result<(), Refusal> {
        let b = &mut self.base;
        let limit = b.config.connections_per_account;
        if let Some(id) = hi.player
            && b.presence.connections_of(id) >= limit
        {
            return Err(refuse(
                ErrorCode::Limit,
                format!("at most {limit} connections of one account: close one first"),
            ));
        }
        b.presence.greet(conn, hi.player);
        b.metrics.signed_in(kind);
        // Debug-quoted, as every name in the log: a name is the client's text.
        tracing::info!(conn, player = ?hi.name, kind, "signed in");
        let games = match hi.player {
            Some(id) => {
                b.summary.know(&b.store, id, &hi.name);
                self.games.player_back(b, id);
                play::games_of(&self.games, b, id, now)
            }
            None => Vec::new(),
        };
        // The version of the hello: a client of protocol 1 checks that its own is spoken.
        let welcome = ServerMsg::Welcome {
            protocol,
            player: hi.name,
            token: hi.token,
            games,
            guest: hi.guest,
        };
        b.presence.answer(conn, Ok(welcome))
    }

    /// Runs `work` (messages, ticks) as one batch: its writes share one transaction, committed
    /// before any of its messages goes out, so an acknowledgement still means "on disk" while
    /// one fsync serves every move in the batch. An error means the commit failed: the
    /// memory may be ahead of the database, so the server must stop (a restart reloads it).
    pub fn batch<T>(&mut self, now: Millis, work: impl FnOnce(&mut Hub) -> T) -> Result<T, String> {
        self.base.store.begin_batch()?;
        self.base.presence.hold();
        let value = work(self);
        let held = self.base.presence.release();
        self.base.store.end_batch()?;
        let games = self.games.all().count();
        self.base.metrics.games.set(games as i64);
        self.base.presence.deliver(held);
        self.drop_overflowed(now);
        Ok(value)
    }

    /// Closes the connections whose outbox overflowed (or were refused too often).
    fn drop_overflowed(&mut self, now: Millis) {
        for dead in self.base.presence.overflowed() {
            self.disconnect(dead, now);
        }
    }

    /// Flags every game whose player to move is out of time, aborts every game whose first
    /// moves are overdue, ends abandoned games against the computer, takes the engine's
    /// results, and sends the lobby's news, if due.
    pub fn tick(&mut self, now: Millis) {
        let b = &mut self.base;
        let presence = &b.presence;
        let swept =
            (self.accounts).sweep_guests(&mut b.store, &b.config, |p| presence.is_online(p), now);
        match swept {
            Ok(0) => {}
            Ok(n) => tracing::info!(removed = n, "idle guests removed"),
            Err(e) => tracing::error!(error = %e, "idle guests not removed"),
        }
        self.games.tick(&mut self.base, now);
        self.engine.tick(&mut self.base, &mut self.games, now);
        self.engine_results(now);
        let interval = self.base.config.lobby_news_ms;
        self.base.presence.send_lobby_news(now, interval);
    }

    /// Takes in what the engine pool has finished (the computer's moves, analyses). The
    /// server calls it when the pool wakes it, and every tick in case a wake was lost.
    pub fn engine_results(&mut self, now: Millis) {
        self.engine.results(&mut self.base, &mut self.games, now);
    }

    /// What the engine pool calls when a result is ready, to have
    /// [`Hub::engine_results`] called soon.
    pub fn on_engine_result(&self, wake: Wake) {
        self.engine.on_result(wake);
    }

    /// Records that the server is alive now (a write, committed with its batch: what
    /// `GET /healthz` reads the age of).
    pub fn heartbeat(&mut self, now: Millis) -> Result<(), String> {
        self.base.store.heartbeat(now)
    }

    /// The counts of `GET /metrics`, kept by this hub.
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.base.metrics
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_that_does_not_read_is_dropped_when_its_outbox_is_full() {
        let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        let pong = r#"{"type":"pong"}"#;
        // Room for two pongs.
        let link = Arc::new(Link::new(2 * pong.len(), 100));
        let conn = hub.connect(link.clone(), IpAddr::from([127, 0, 0, 1]));
        assert!(hub.handle(conn, r#"{"type":"ping"}"#, 0));
        assert!(hub.handle(conn, r#"{"type":"ping"}"#, 0));
        assert!(
            !hub.handle(conn, r#"{"type":"ping"}"#, 0),
            "the third pong has no room"
        );
        assert!(
            !hub.handle(conn, r#"{"type":"ping"}"#, 0),
            "the connection is gone"
        );
        assert!(link.is_closed());
    }
}
