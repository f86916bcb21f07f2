//! The server's engine (issue 36): games against the computer, and analysis. The engine runs
//! only on a bounded pool of threads apart from the hub's (`pool.rs`, `engine_threads`); the
//! hub sends it a job (`jobs.rs`) and takes the result later as a message
//! ([`Engines::results`]), so it never waits on a search.
//!
//! - A game against the computer is an ordinary unrated game between the player and the
//!   computer's player of a level (`store/analyses.rs`), stored and watchable like any game.
//!   When the computer is to move, a job searches its move at the 3D game's level with a
//!   time from its clock ([`move_budget`]); the result is played as the computer's move if
//!   the game is still where it was. Engine games are bounded on the whole server
//!   (`engine_games`, refused with `engine_busy`), per account and per address (`limit`).
//! - Analysis (`analyse.rs`): a finished game's positions, computed once and kept; any
//!   position; within a daily budget per account (`budget.rs`). Never for a game in progress,
//!   and a position never for a player in a game against a person.

mod analyse;
mod budget;
mod fair;
mod jobs;
mod pool;

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Duration;

use camelot_ai::Level;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ColorChoice, EngineLevel, ErrorCode, GameId, Refusal};
use camelot_rules::Variant;
use rand::RngExt;

use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::config::Config;
use crate::net::peer::network_of;
use crate::play::{Act, Games, LiveGame, Offer};
use crate::presence::ConnId;
use crate::store::{PlayerId, Store};
use jobs::{Done, Job};
use pool::Pool;
pub use pool::Wake;

/// The shortest search for a computer's move, however low its clock.
const MIN_MOVE: Duration = Duration::from_millis(50);

/// A game against the computer: its player of flesh, where they asked from, and since when
/// it has been theirs to move (or the game began).
struct EngineGame {
    player: PlayerId,
    ip: Option<IpAddr>,
    since: Millis,
}

/// A computer's move asked of the pool: the ply and position it was asked for, and when.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Asked {
    ply: u32,
    key: u64,
    at: Millis,
}

pub(crate) struct Engines {
    pool: Pool,
    /// The computer's player of each level, and its name.
    computers: HashMap<PlayerId, (Level, String)>,
    /// The games against the computer in progress (pruned as they end).
    games: HashMap<GameId, EngineGame>,
    /// The computer's moves being searched.
    thinking: HashMap<GameId, Asked>,
    /// The finished games being analysed, and the connections waiting for each.
    analysing: HashMap<GameId, Vec<ConnId>>,
    /// Each address's analyses today (`budget.rs`).
    days: budget::Days,
}

pub(crate) fn level_of(level: EngineLevel) -> Level {
    match level {
        EngineLevel::Beginner => Level::Beginner,
        EngineLevel::Easy => Level::Easy,
        EngineLevel::Medium => Level::Medium,
        EngineLevel::Hard => Level::Hard,
        EngineLevel::Expert => Level::Expert,
    }
}

/// The computer's search time for a move: the 3D game's default time for a move
/// ([`Level::DEFAULT_BUDGET`], of which each level uses its share), less on a low clock: a
/// fortieth of the time left and most of the increment.
pub(crate) fn move_budget(g: &LiveGame, now: Millis) -> Duration {
    let most = Level::DEFAULT_BUDGET;
    let TimeControl::Live { increment, .. } = g.time else {
        return most;
    };
    let mover = g.mover();
    let left = g.clock.left_at(mover, mover, now).max(0) as u64;
    let share = Duration::from_millis(left / 40 + u64::from(increment) * 750);
    share.clamp(MIN_MOVE, most)
}

impl Engines {
    /// The engine part of a hub: the computer's players from the database, the pool idle.
    pub(crate) fn load(store: &Store, config: &Config) -> Result<Engines, String> {
        let mut computers = HashMap::new();
        for (level, player, name) in store.computers()? {
            computers.insert(player, (level.parse::<Level>()?, name));
        }
        Ok(Engines {
            pool: Pool::new(config.engine_threads),
            computers,
            games: HashMap::new(),
            thinking: HashMap::new(),
            analysing: HashMap::new(),
            days: budget::Days::default(),
        })
    }

    pub(crate) fn on_result(&self, wake: Wake) {
        self.pool.on_result(wake);
    }

    fn is_computer(&self, player: PlayerId) -> bool {
        self.computers.contains_key(&player)
    }

    /// After a start: the computer's players are known to the listings, and the games
    /// against the computer carry on, the computer present in each and thinking where it is
    /// to move.
    pub(crate) fn restored(&mut self, base: &mut Base, games: &mut Games, now: Millis) {
        for (&player, (_, name)) in &self.computers {
            base.summary.know(&base.store, player, name);
        }
        let restored: Vec<(GameId, [PlayerId; 2])> = games
            .all()
            .filter(|g| g.players.iter().any(|p| self.is_computer(*p)))
            .map(|g| (g.id, g.players))
            .collect();
        for &computer in self.computers.keys() {
            games.player_back(base, computer);
        }
        for (id, players) in restored {
            let player = players.into_iter().find(|p| !self.is_computer(*p));
            if let Some(player) = player {
                let game = EngineGame {
                    player,
                    ip: None,
                    since: now,
                };
                self.games.insert(id, game);
            }
            self.prompt(games, id, now);
        }
    }

    /// `player` (from `conn`) starts a game against the computer at `level`.
    #[expect(
        clippy::too_many_arguments,
        reason = "the message's terms and the parts"
    )]
    pub(crate) fn play(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        (conn, player): (ConnId, PlayerId),
        level: EngineLevel,
        time: TimeControl,
        color: ColorChoice,
        variant: Variant,
        now: Millis,
    ) -> Result<(), Refusal> {
        let level = level_of(level);
        let computer = self
            .computers
            .iter()
            .find(|(_, (l, _))| *l == level)
            .map(|(p, _)| *p)
            .ok_or_else(|| storage(format!("no computer player of level {level}")))?;
        self.games.retain(|id, _| games.get(*id).is_some());
        let ip = base.presence.ip(conn);
        self.room_for(&base.config, Some(player), ip)?;
        games.room_for(base, player, "you have")?;
        let white = match color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Any => rand::rng().random_bool(0.5),
        };
        let players = if white {
            [player, computer]
        } else {
            [computer, player]
        };
        // Unrated: a rating measures play against people.
        let id = games.start(base, players, time, false, variant, now)?;
        let game = EngineGame {
            player,
            ip,
            since: now,
        };
        self.games.insert(id, game);
        self.prompt(games, id, now);
        Ok(())
    }

    /// Whether the engine could take a new game from `ip` now (a visitor is made a guest
    /// only then).
    pub(crate) fn can_take(&self, config: &Config, ip: Option<IpAddr>) -> Result<(), Refusal> {
        self.room_for(config, None, ip)
    }

    /// Refuses an analysis when `owner`'s account or address has as many waiting for the
    /// engine as allowed.
    fn queue_room(&self, config: &Config, owner: pool::Owner) -> Result<(), Refusal> {
        let (of_owner, of_ip) = self.pool.waiting(owner);
        let (account, ip) = (config.engine_queue_per_account, config.engine_queue_per_ip);
        if of_owner >= account || of_ip >= ip {
            return Err(refuse(
                ErrorCode::EngineBusy,
                format!(
                    "the engine already has analyses of yours waiting (at most {account} of one \
                     account, {ip} of one address): wait for them"
                ),
            ));
        }
        Ok(())
    }

    /// Refuses a new engine game over the server's, the account's or the address's limit.
    fn room_for(
        &self,
        config: &Config,
        player: Option<PlayerId>,
        ip: Option<IpAddr>,
    ) -> Result<(), Refusal> {
        // A place is held while the engine owes a move or an analysis, not by a game
        // waiting for its player: idle games take no place from anyone.
        let owed = self.thinking.len() + self.analysing.len();
        if owed >= config.engine_games {
            return Err(refuse(
                ErrorCode::EngineBusy,
                format!(
                    "the engine is busy with {} games and analyses, the most it takes at once: try again soon",
                    config.engine_games
                ),
            ));
        }
        let limit = |n: usize, limit: usize, whose: &str| {
            if n >= limit {
                Err(refuse(
                    ErrorCode::Limit,
                    format!(
                        "{whose} {limit} games against the computer in progress, the most allowed at once"
                    ),
                ))
            } else {
                Ok(())
            }
        };
        let of_player = self
            .games
            .values()
            .filter(|g| Some(g.player) == player)
            .count();
        limit(of_player, config.engine_games_per_account, "you have")?;
        let of_ip = self
            .games
            .values()
            .filter(|g| ip.is_some() && g.ip == ip)
            .count();
        limit(of_ip, config.engine_games_per_ip, "your address has")?;
        // An IPv6 /48 holds many /64s: together they have `network_share` addresses' worth.
        let Some(net) = ip.and_then(network_of) else {
            return Ok(());
        };
        let of_net = (self.games.values())
            .filter(|g| g.ip.and_then(network_of) == Some(net))
            .count();
        let most = (config.engine_games_per_ip as f64 * config.network_share) as usize;
        limit(of_net, most, "your IPv6 /48 network has")
    }

    /// Ends the games against the computer whose player has been gone `engine_idle_ms`, or
    /// has not moved for that long on their turn: resigned, or aborted before both sides
    /// have moved. The computer's move still searched for such a game is not waited for.
    pub(crate) fn tick(&mut self, base: &mut Base, games: &mut Games, now: Millis) {
        let idle = base.config.engine_idle_ms;
        let abandoned: Vec<(GameId, PlayerId, bool)> = self
            .games
            .iter()
            .filter_map(|(&id, e)| {
                let g = games.get(id)?;
                let color = g.color_of(e.player)?;
                let gone = g.gone[color.index()].is_some_and(|since| now - since >= idle);
                let idle = g.mover() == color && now - e.since >= idle;
                (gone || idle).then_some((id, e.player, g.clocks_run()))
            })
            .collect();
        for (id, player, both_moved) in abandoned {
            self.games.remove(&id);
            self.thinking.remove(&id);
            self.pool
                .cancel(|job| matches!(job, Job::Move { id: of, .. } if *of == id));
            let ended = if both_moved {
                games.resign(base, player, id, now)
            } else {
                games.abort(base, player, id, now)
            };
            if let Err(e) = ended {
                eprintln!(
                    "game {id}: an abandoned game against the computer not ended: {}",
                    e.message
                );
            }
        }
    }

    /// Connection `conn` closed: its waiting position analyses are not searched, and it
    /// waits for no game's.
    pub(crate) fn leave(&mut self, conn: ConnId) {
        self.pool
            .cancel(|job| matches!(job, Job::Position { conn: of, .. } if *of == conn));
        for waiting in self.analysing.values_mut() {
            waiting.retain(|c| *c != conn);
        }
    }

    /// The computer answers an offer made to it at once: a take-back granted (the game is
    /// unrated: a learner may try again), a draw declined (it plays on); then it thinks
    /// where it now stands.
    pub(crate) fn answer(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        id: GameId,
        offer: Offer,
        now: Millis,
    ) {
        let Some(computer) = games
            .get(id)
            .and_then(|g| g.players.into_iter().find(|p| self.is_computer(*p)))
        else {
            return;
        };
        let act = match offer {
            Offer::Takeback => Act::Accept,
            Offer::Draw => Act::Decline,
        };
        if let Err(e) = games.offer(base, computer, id, (offer, act), now) {
            eprintln!(
                "game {id}: the computer's answer to an offer: {}",
                e.message
            );
        }
        self.prompt(games, id, now);
    }

    /// Asks the pool for the computer's move in game `id` if it is to move there and not
    /// already thinking in this position; else, the player to move, their turn began now.
    pub(crate) fn prompt(&mut self, games: &Games, id: GameId, now: Millis) {
        let Some(g) = games.get(id) else {
            return;
        };
        let mover = g.players[g.mover().index()];
        let Some(&(level, _)) = self.computers.get(&mover) else {
            if let Some(e) = self.games.get_mut(&id) {
                e.since = now;
            }
            return;
        };
        let ply = g.game.moves().len() as u32;
        let key = g.game.position().hash();
        let asked = self.thinking.get(&id);
        if g.game.is_over() || asked.is_some_and(|a| (a.ply, a.key) == (ply, key)) {
            return;
        }
        // Searched for another position (a take-back came between): not waited for.
        if asked.is_some() {
            self.pool
                .cancel(|job| matches!(job, Job::Move { id: of, .. } if *of == id));
        }
        self.thinking.insert(id, Asked { ply, key, at: now });
        let owner = g.players[g.mover().opponent().index()];
        let ip = self.games.get(&id).and_then(|e| e.ip);
        let job = Job::Move {
            id,
            ply,
            key,
            level,
            game: Box::new(g.game.clone()),
            budget: move_budget(g, now),
        };
        self.pool.submit((owner, ip), job);
    }

    /// Takes in what the pool has finished: the computer's moves are played, analyses kept
    /// and sent.
    pub(crate) fn results(&mut self, base: &mut Base, games: &mut Games, now: Millis) {
        for done in self.pool.take_results() {
            match done {
                Done::Move {
                    id,
                    ply,
                    key,
                    path,
                    searched,
                } => {
                    let answered = Asked { ply, key, at: 0 };
                    self.moved(base, games, (id, answered), (path, searched), now);
                }
                Done::Game { id, evaluations } => self.analysed(base, id, &evaluations, now),
                Done::Position {
                    conn,
                    position,
                    evaluation,
                } => analyse::position_done(base, conn, &position, &evaluation),
            }
        }
    }

    /// The computer's move for game `id` (asked for `answered`'s ply and position) is in:
    /// played if the game still stands there, else the computer thinks again where it now
    /// stands (a take-back). Its clock is charged the search, not the wait in the queue.
    fn moved(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        (id, answered): (GameId, Asked),
        (path, searched): (Option<camelot_rules::Move>, Duration),
        now: Millis,
    ) {
        let asked = self.thinking.get(&id).copied();
        let ours = asked.filter(|a| (a.ply, a.key) == (answered.ply, answered.key));
        if ours.is_some() {
            self.thinking.remove(&id);
        }
        let Some(g) = games.get(id) else {
            return;
        };
        let computer = g.players[g.mover().index()];
        let (ply, key) = (g.game.moves().len() as u32, g.game.position().hash());
        let current = (ply, key) == (answered.ply, answered.key) && self.is_computer(computer);
        match (path, ours) {
            (Some(path), Some(asked)) if current => {
                let text = path.to_string();
                let at = (asked.at + searched.as_millis() as Millis).min(now);
                if let Err(e) = games.play_move(base, computer, id, &text, Some(ply), at) {
                    eprintln!(
                        "game {id}: the computer's move {text} refused: {}",
                        e.message
                    );
                }
                self.prompt(games, id, now);
            }
            _ => self.prompt(games, id, now),
        }
    }
}
