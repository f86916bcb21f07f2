//! The server's state and every client message's handling, with no networking: connections
//! are ids with an outbox, time is passed in. One [`Hub`] (owned by one worker thread,
//! `net.rs`) handles messages one at a time, so a game's moves are ordered; a move is
//! announced only after its transaction committed ([`Hub::batch`] holds the messages of a
//! batch until its commit).
//!
//! The lobby (seeks, challenges) is in `lobby.rs`, games in `play.rs`, signing in in
//! `hub/signin.rs`, what is sent to whom in `hub/outbox.rs`.

mod outbox;
mod signin;

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::net::IpAddr;
use std::path::Path;
use std::sync::Arc;

use crate::clock::Millis;
pub use crate::config::Config;
pub use crate::link::Link;
use crate::lobby::Seek;
use crate::offers::Offer;
use crate::play::LiveGame;
use crate::rematch::Rematch;
use crate::store::{PlayerId, Store};
use crate::summary::Summary;
use camelot_protocol::time_control::TimeClass;
use camelot_protocol::{ClientMsg, ErrorCode, GameId, Refusal, ServerMsg, parse_client};

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

pub struct Hub {
    pub(crate) store: Store,
    pub(crate) config: Config,
    conns: HashMap<ConnId, Conn>,
    next_conn: ConnId,
    /// Each signed-in player's connections.
    pub(crate) online: HashMap<PlayerId, HashSet<ConnId>>,
    pub(crate) names: HashMap<PlayerId, String>,
    pub(crate) games: HashMap<GameId, LiveGame>,
    pub(crate) watchers: HashMap<GameId, HashSet<ConnId>>,
    pub(crate) seeks: BTreeMap<u64, Seek>,
    pub(crate) next_seek: u64,
    /// Connections whose outbox overflowed, closed after the current message.
    overflowed: Vec<ConnId>,
    /// During a batch, the messages to send once it is committed.
    held: Option<Vec<(ConnId, String)>>,
    /// When each address signed up lately (the last hour's).
    signups: HashMap<IpAddr, VecDeque<Millis>>,
    /// Summaries kept up to date, so listings cost no SQL (`summary.rs`).
    pub(crate) summary: Summary,
    /// Finished games open to a rematch (`rematch.rs`).
    pub(crate) rematches: HashMap<GameId, Rematch>,
}

impl Hub {
    /// Opens the database and brings back every game in progress, each paused for its player
    /// to move to reconnect (the downtime is not charged, see `clock.rs`).
    pub fn open(db: &Path, config: Config, now: Millis) -> Result<Hub, String> {
        Hub::with_store(Store::open(db)?, config, now)
    }

    pub fn with_store(store: Store, config: Config, now: Millis) -> Result<Hub, String> {
        let mut hub = Hub {
            store,
            config,
            conns: HashMap::new(),
            next_conn: 1,
            online: HashMap::new(),
            names: HashMap::new(),
            games: HashMap::new(),
            watchers: HashMap::new(),
            seeks: BTreeMap::new(),
            next_seek: 1,
            overflowed: Vec::new(),
            held: None,
            signups: HashMap::new(),
            summary: Summary::default(),
            rematches: HashMap::new(),
        };
        hub.summary = Summary::load(&hub.store)?;
        hub.restore(now)?;
        Ok(hub)
    }

    /// A new connection from `ip`, whose messages go out through `link`.
    pub fn connect(&mut self, link: Arc<Link>, ip: IpAddr) -> ConnId {
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

    /// A connection closed. A player who has no connection left loses their seeks, and is
    /// gone from their games (`presence.rs`).
    pub fn disconnect(&mut self, conn: ConnId, now: Millis) {
        let Some(c) = self.conns.remove(&conn) else {
            return;
        };
        c.link.close();
        for game in c.watching {
            if let Some(w) = self.watchers.get_mut(&game) {
                w.remove(&conn);
            }
        }
        let Some(player) = c.player else { return };
        let Some(set) = self.online.get_mut(&player) else {
            return;
        };
        set.remove(&conn);
        if set.is_empty() {
            self.online.remove(&player);
            self.player_left(player, now);
        }
    }

    /// Handles one text message from `conn`. Every problem is answered with an error message
    /// on that connection, which stays open unless it keeps breaking the rules. `false` when
    /// the connection is gone (its outbox overflowed: the client does not read; or it was
    /// refused too often), and should be closed.
    pub fn handle(&mut self, conn: ConnId, text: &str, now: Millis) -> bool {
        if !self.conns.contains_key(&conn) {
            return false;
        }
        let refused = parse_client(text).and_then(|msg| self.dispatch(conn, msg, now));
        if let Err(e) = refused {
            self.refuse(conn, e);
        }
        for dead in std::mem::take(&mut self.overflowed) {
            self.disconnect(dead, now);
        }
        self.conns.contains_key(&conn)
    }

    pub(crate) fn name(&self, player: PlayerId) -> String {
        self.names.get(&player).cloned().unwrap_or_default()
    }

    /// The signed-in player of a connection, or the error for one that is not.
    fn player(&self, conn: ConnId) -> Result<PlayerId, Refusal> {
        self.conns
            .get(&conn)
            .and_then(|c| c.player)
            .ok_or_else(|| refuse(ErrorCode::NotSignedIn, "sign in with hello first"))
    }

    fn dispatch(&mut self, conn: ConnId, msg: ClientMsg, now: Millis) -> Result<(), Refusal> {
        let greeted = self.conns.get(&conn).is_some_and(|c| c.greeted);
        match msg {
            ClientMsg::Hello {
                protocol,
                name,
                token,
            } => return self.hello(conn, protocol, name, token, now),
            ClientMsg::Ping => {
                self.send(conn, &ServerMsg::Pong);
                return Ok(());
            }
            _ if !greeted => {
                return Err(refuse(
                    ErrorCode::NotSignedIn,
                    "say hello first, naming the protocol version",
                ));
            }
            ClientMsg::Unwatch { game } => {
                if let Some(c) = self.conns.get_mut(&conn) {
                    c.watching.remove(&game);
                }
                if let Some(w) = self.watchers.get_mut(&game) {
                    w.remove(&conn);
                }
                return Ok(());
            }
            _ => {}
        }
        // Everything else, listings included, only after sign-in.
        let player = self.player(conn)?;
        match msg {
            ClientMsg::Watch { game } => self.watch(conn, game, now),
            ClientMsg::ListSeeks => {
                let text = self.seeks_listing();
                self.send_text(conn, text);
                Ok(())
            }
            ClientMsg::ListGames => {
                let games = self.live_games(now);
                self.send(conn, &ServerMsg::LiveGames { games });
                Ok(())
            }
            ClientMsg::Leaderboard { class } => self.leaderboard(conn, class),
            ClientMsg::Stats => self.stats(conn),
            ClientMsg::Legal { game } => self.legal(conn, game),
            ClientMsg::NextLegs { game, path } => self.next_legs(conn, game, &path),
            ClientMsg::Board { variant } => self.board(conn, variant),
            ClientMsg::Review { game } => self.review(conn, game),
            ClientMsg::Seek {
                time,
                color,
                rated,
                variant,
            } => self.seek(player, time, color, rated, variant, now),
            ClientMsg::CancelSeek { seek } => self.cancel_seek(player, seek),
            ClientMsg::Accept { seek } => self.accept(player, seek, None, now),
            ClientMsg::Challenge {
                time,
                color,
                rated,
                variant,
            } => self.challenge(player, time, color, rated, variant),
            ClientMsg::AcceptInvite { invite } => self.accept_invite(player, &invite, now),
            ClientMsg::Move {
                game,
                notation,
                ply,
            } => self.play_move(player, game, &notation, ply, now),
            ClientMsg::Resign { game } => self.resign(player, game, now),
            ClientMsg::Abort { game } => self.abort(player, game, now),
            ClientMsg::OfferDraw { game } => self.make_offer(player, game, Offer::Draw, now),
            ClientMsg::AcceptDraw { game } => self.accept_offer(player, game, Offer::Draw, now),
            ClientMsg::DeclineDraw { game } => self.decline_offer(player, game, Offer::Draw),
            ClientMsg::OfferTakeback { game } => {
                self.make_offer(player, game, Offer::Takeback, now)
            }
            ClientMsg::AcceptTakeback { game } => {
                self.accept_offer(player, game, Offer::Takeback, now)
            }
            ClientMsg::DeclineTakeback { game } => {
                self.decline_offer(player, game, Offer::Takeback)
            }
            ClientMsg::WithdrawDraw { game } => self.withdraw_offer(player, game, Offer::Draw),
            ClientMsg::WithdrawTakeback { game } => {
                self.withdraw_offer(player, game, Offer::Takeback)
            }
            ClientMsg::MyGames => {
                let games = self.games_of(player, now);
                self.send(conn, &ServerMsg::Games { games });
                Ok(())
            }
            ClientMsg::Hello { .. } | ClientMsg::Ping | ClientMsg::Unwatch { .. } => Ok(()),
            ClientMsg::ClaimWin { game } => self.claim(player, game, true, now),
            ClientMsg::ClaimDraw { game } => self.claim(player, game, false, now),
            ClientMsg::OfferRematch { game } => self.offer_rematch(player, game, now),
            ClientMsg::AcceptRematch { game } => self.accept_rematch(player, game, now),
            ClientMsg::DeclineRematch { game } => self.decline_rematch(player, game),
            ClientMsg::Player { name } => self.player_profile(conn, &name),
        }
    }

    fn leaderboard(&mut self, conn: ConnId, class: TimeClass) -> Result<(), Refusal> {
        let entries = self.summary.leaders(&self.store, class).map_err(storage)?;
        self.send(conn, &ServerMsg::Leaderboard { class, entries });
        Ok(())
    }

    fn stats(&mut self, conn: ConnId) -> Result<(), Refusal> {
        let [white_wins, black_wins, draws] = crate::summary::shares(self.summary.results);
        self.send(
            conn,
            &ServerMsg::Stats {
                games: self.summary.results[0],
                white_wins,
                black_wins,
                draws,
                variants: self.summary.variant_stats(),
            },
        );
        Ok(())
    }

    /// Adds `conn` to a game's spectators.
    pub(crate) fn add_watcher(&mut self, conn: ConnId, game: GameId) {
        if let Some(c) = self.conns.get_mut(&conn) {
            c.watching.insert(game);
            self.watchers.entry(game).or_default().insert(conn);
        }
    }

    /// Runs `work` (messages, ticks) as one batch: its writes share one transaction, committed
    /// before any of its messages goes out, so an acknowledgement still means "on disk" while
    /// one fsync serves every move in the batch. An error means the commit failed: the
    /// memory may be ahead of the database, so the server must stop (a restart reloads it).
    pub fn batch<T>(&mut self, now: Millis, work: impl FnOnce(&mut Hub) -> T) -> Result<T, String> {
        self.store.begin_batch()?;
        self.held = Some(Vec::new());
        let value = work(self);
        let held = self.held.take().unwrap_or_default();
        self.store.end_batch()?;
        for (conn, text) in held {
            self.send_text(conn, text);
        }
        for dead in std::mem::take(&mut self.overflowed) {
            self.disconnect(dead, now);
        }
        Ok(value)
    }

    /// Records that the server is alive now.
    pub fn heartbeat(&mut self, now: Millis) {
        if let Err(e) = self.store.heartbeat(now) {
            eprintln!("{e}");
        }
    }
}

pub(crate) fn refuse(code: ErrorCode, message: impl Into<String>) -> Refusal {
    Refusal::new(code, message)
}

pub(crate) fn storage(e: String) -> Refusal {
    eprintln!("{e}");
    refuse(
        ErrorCode::Storage,
        "the server could not store this; nothing changed, try again",
    )
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
