//! The server's limits: everything a client can make it hold or do has a number here, read
//! from a `--config` TOML file (every key optional; docs/server.md lists them with their
//! defaults), with where the command listens and keeps its database. The packages ship one
//! such file naming every key (`packaging/camelot-server/config.toml`, tested below).

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::budget::Rate;
use crate::clock::Millis;
use crate::net::peer::{Net, ProxyHeader};

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Open seeks and private challenges of one player, together.
    pub seeks_per_player: usize,
    /// Games in progress of one player (a new seek, challenge or acceptance is refused).
    pub games_per_player: usize,
    /// Open connections of one address not signed in as a player (before sign-in, and
    /// spectators): a signed-in connection counts for its account instead.
    pub connections_per_ip: usize,
    /// Open connections signed in as one account; the next sign-in is refused.
    pub connections_per_account: usize,
    /// Open sockets of one address, whatever they carry: counted as they are accepted for a
    /// direct peer, at the WebSocket upgrade (by the forwarded address) behind a proxy.
    pub sockets_per_ip: usize,
    /// Open sockets of the whole server; the next ones are closed at once.
    pub max_sockets: usize,
    /// IPv6 addresses sharing their first this many bits count as one address (a /64 is
    /// one subscriber's network).
    pub ipv6_prefix: u8,
    /// New accounts from one IP address in an hour.
    pub signups_per_ip_per_hour: usize,
    /// A connection that has not signed in (or up) within this is closed.
    pub sign_in_timeout_ms: Millis,
    /// The HTTP request that opens a WebSocket must be complete within this.
    pub handshake_timeout_ms: Millis,
    /// On every HTTP connection, a request's headers must be complete within this from when
    /// the server waits for them: from the connection's start, or from the end of the last
    /// answer on a kept-alive connection (so it is also the idle limit between requests).
    pub http_header_timeout_ms: Millis,
    /// A connection still plain HTTP (not a WebSocket) after this is closed, whatever it is
    /// doing (a reader that never takes its answer).
    pub http_connection_timeout_ms: Millis,
    /// The longest frame (and message) the socket reads, checked before anything is
    /// queued: a longer one closes the connection. Messages over the protocol's 4096 bytes
    /// and up to this get `too_large` from the session, without reaching the hub.
    pub max_frame_bytes: usize,
    /// Messages one account (its signed-in connections), or one address (its connections not
    /// signed in), may send per second on average, and in a burst: a new connection does not
    /// reset it.
    pub messages_per_second: f64,
    pub message_burst: f64,
    /// A connection refused more often than this in a minute (bad messages, refused moves,
    /// rate limits) is closed.
    pub errors_per_minute: usize,
    /// Bytes waiting to go out on one connection: a client that does not read past this is
    /// disconnected (only that one).
    pub outbox_bytes: usize,
    /// A write to a connection (a message, a ping) that takes longer than this closes it as
    /// not reading (4001): a client whose socket takes nothing holds no task for ever.
    pub write_timeout_ms: Millis,
    /// The most entries a listing (`seeks`, `live_games`) carries: the newest.
    pub list_max: usize,
    /// The reverse proxies whose word on the client's address is taken (addresses or
    /// networks, `"127.0.0.1"`, `"10.0.0.0/8"`): a connection from one of them counts as the
    /// address its `proxy_header` names.
    pub trusted_proxies: Vec<Net>,
    /// The header the proxies set: `"x-forwarded-for"` or `"forwarded"`.
    pub proxy_header: ProxyHeader,
    /// The old switch: `true` trusts this machine (127.0.0.0/8 and ::1) as a proxy, as if
    /// those were in `trusted_proxies`.
    pub behind_proxy: bool,
    /// Browser origins, besides the server's own, whose pages may open a connection
    /// (`"https://play.example.org"`).
    pub allowed_origins: Vec<String>,
    /// The names this server is reached by (`"play.example.org"`, no port): a page whose
    /// origin is the request's own `Host` is the server's own only when that `Host` is one of
    /// these, an IP address (the LAN host's, loopback) or `localhost` (DNS rebinding).
    pub public_names: Vec<String>,
    /// The lobby's watchers hear what changed (`lobby` news) at most once in this many
    /// milliseconds, changes in between merged. The hub's tick (100 ms) sends it, so a
    /// shorter interval acts as 100 ms.
    pub lobby_news_ms: Millis,
    /// Draw offers and take-back requests one account may make or withdraw a minute across
    /// its games on average, and in a burst (in one game, the same offer again waits until
    /// both sides have moved).
    pub offers_per_minute: f64,
    pub offer_burst: f64,
    /// Requests answered from the database or with a listing (`player`, `review`, `watch`,
    /// `leaderboard`, `list_seeks`, `list_games`, `my_games`, `watch_lobby`) one account (or
    /// one address, not signed in) may send a minute on average, and in a burst.
    pub costly_per_minute: f64,
    pub costly_burst: f64,
    /// Answers the rules core computes (`legal`, `next_legs`, `board`, `replay`) one
    /// account (or address, not signed in) may ask a minute on average, and in a burst.
    pub lookups_per_minute: f64,
    pub lookup_burst: f64,
    /// Lesson and puzzle messages one account (or address, not signed in) may send a
    /// minute on average, and in a burst.
    pub learn_per_minute: f64,
    pub learn_burst: f64,
    /// Every budget of one account (messages, requests) is also charged to its address,
    /// all its accounts and visitors together, which has this many times one account's:
    /// signing in many accounts (guests are free) from one address buys no more.
    pub address_share: f64,
    /// And to its IPv6 /48, all its /64s together, which has this many times one
    /// account's.
    pub network_share: f64,
    /// The addresses that may read `GET /metrics` (addresses or networks; behind a trusted
    /// proxy, the client it names). Empty: no one (the page answers 404).
    pub metrics_from: Vec<Net>,
    /// The addresses that may read `GET /healthz`, likewise (its answer, how long since
    /// the last commit, is for the supervisor on this machine).
    pub health_from: Vec<Net>,
    /// The folder of the scheduled backups (created if missing); none: no scheduled backups.
    pub backup_dir: Option<PathBuf>,
    /// Minutes between two scheduled backups (the first is taken one interval after start;
    /// 0 counts as 1).
    pub backup_interval_minutes: u64,
    /// Scheduled backups kept in `backup_dir`: the newest (at least 1), older ones deleted.
    pub backup_keep: usize,
    /// Every connection is pinged this often (a WebSocket ping and a protocol `ping`).
    pub ping_interval_ms: Millis,
    /// A connection that sends nothing at all (not even a pong) for this many ping intervals
    /// is closed as silent, as if it had disconnected (its player is gone from their games).
    pub ping_misses: u32,
    /// Threads of the engine pool (games against the computer, analysis), apart from the
    /// hub's: the engine never runs on more.
    pub engine_threads: usize,
    /// Moves and game analyses the engine may owe at once on the whole server: a new game
    /// against the computer is refused (`engine_busy`) while it owes this many (a game
    /// waiting for its player's move holds no place).
    pub engine_games: usize,
    /// Games against the computer in progress of one account, and started from one address
    /// (an IPv6 /48: `network_share` times as many).
    pub engine_games_per_account: usize,
    pub engine_games_per_ip: usize,
    /// Finished games one account may have analysed in a (UTC) day (a kept analysis is
    /// free), and positions of the analysis board.
    pub game_analyses_per_day: usize,
    pub position_analyses_per_day: usize,
    /// The engine's time for each position of a game's analysis, and for one position of the
    /// analysis board.
    pub analysis_ms: u64,
    pub position_analysis_ms: u64,
    /// A game against the computer whose player has not moved for this long while it was
    /// theirs to move, or has had no connection for this long, is ended (resigned; aborted
    /// before both have moved), so that idle games do not hold the engine's places.
    pub engine_idle_ms: Millis,
    /// Analyses one account may have waiting for the engine at once, and one address (all
    /// its accounts): the next is refused until one is done.
    pub engine_queue_per_account: usize,
    pub engine_queue_per_ip: usize,
    /// A guest (an account the server made for a visitor who played the computer) with no
    /// game started or ended for this many days, and none in progress, is removed with its
    /// games and progress; 0 keeps guests for ever.
    pub guest_keep_days: u64,
    /// Where the `camelot-server` command listens when its `--listen` is not given (a server
    /// started from a program, `Server::start`, is given its address).
    pub listen: String,
    /// The database of the `camelot-server` command when its `--db` is not given.
    pub database: PathBuf,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            seeks_per_player: 10,
            games_per_player: 30,
            connections_per_ip: 20,
            connections_per_account: 10,
            sockets_per_ip: 200,
            max_sockets: 10_000,
            ipv6_prefix: 64,
            signups_per_ip_per_hour: 10,
            sign_in_timeout_ms: 30_000,
            handshake_timeout_ms: 10_000,
            http_header_timeout_ms: 10_000,
            http_connection_timeout_ms: 120_000,
            max_frame_bytes: 16 * 1024,
            messages_per_second: 100.0,
            message_burst: 200.0,
            errors_per_minute: 120,
            outbox_bytes: 1 << 20,
            write_timeout_ms: 10_000,
            list_max: 200,
            trusted_proxies: Vec::new(),
            proxy_header: ProxyHeader::XForwardedFor,
            behind_proxy: false,
            allowed_origins: Vec::new(),
            public_names: Vec::new(),
            lobby_news_ms: 250,
            offers_per_minute: 20.0,
            offer_burst: 20.0,
            costly_per_minute: 60.0,
            costly_burst: 30.0,
            lookups_per_minute: 600.0,
            lookup_burst: 120.0,
            learn_per_minute: 120.0,
            learn_burst: 60.0,
            address_share: 4.0,
            network_share: 16.0,
            metrics_from: ["127.0.0.1", "::1"]
                .map(|ip| ip.parse().expect("an address"))
                .to_vec(),
            health_from: ["127.0.0.1", "::1"]
                .map(|ip| ip.parse().expect("an address"))
                .to_vec(),
            backup_dir: None,
            backup_interval_minutes: 60,
            backup_keep: 24,
            ping_interval_ms: 10_000,
            ping_misses: 2,
            engine_threads: 2,
            engine_games: 20,
            engine_games_per_account: 2,
            engine_games_per_ip: 4,
            game_analyses_per_day: 20,
            position_analyses_per_day: 200,
            analysis_ms: camelot_ai::analysis::BUDGET.as_millis() as u64,
            position_analysis_ms: 1000,
            engine_idle_ms: 600_000,
            engine_queue_per_account: 2,
            engine_queue_per_ip: 4,
            guest_keep_days: 30,
            listen: "127.0.0.1:8080".into(),
            database: "camelot.db".into(),
        }
    }
}

impl Config {
    /// The budget of offers per account.
    pub(crate) fn offer_rate(&self) -> Rate {
        Rate {
            per_minute: self.offers_per_minute,
            burst: self.offer_burst,
        }
    }

    /// Reads a config file; a key left out keeps its default, an unknown key is an error.
    pub fn read(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_sets_some_limits_and_the_rest_keep_their_defaults() {
        let c: Config = toml::from_str(
            "seeks_per_player = 3\nmessages_per_second = 5.0\nlobby_news_ms = 500\ncostly_burst = 4.0",
        )
        .unwrap();
        assert_eq!(c.seeks_per_player, 3);
        assert_eq!(c.messages_per_second, 5.0);
        assert_eq!((c.lobby_news_ms, c.costly_burst), (500, 4.0));
        assert_eq!(c.games_per_player, Config::default().games_per_player);
        assert!(
            toml::from_str::<Config>("seeks = 3").is_err(),
            "unknown key"
        );
        assert!(toml::from_str::<Config>("seeks_per_player = -1").is_err());
    }

    /// The packages' config (`/etc/camelot-server/config.toml`).
    const SHIPPED: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../packaging/camelot-server/config.toml"
    );

    #[test]
    fn the_shipped_config_names_every_key_each_commented_at_its_default() {
        let shipped = Config::read(Path::new(SHIPPED)).unwrap();
        // Its own choices: behind a proxy on this machine, its files in the state directory.
        assert!(shipped.listen.starts_with("127.0.0.1:"));
        let this_machine: Vec<Net> = ["127.0.0.1", "::1"].map(|a| a.parse().unwrap()).into();
        assert_eq!(shipped.trusted_proxies, this_machine);
        let state = Path::new("/var/lib/camelot-server");
        assert!(shipped.database.starts_with(state));
        assert!(shipped.backup_dir.as_ref().unwrap().starts_with(state));
        // Every other key is a line `#key = default`: with each one's `#` taken away, the
        // file names every key of the struct, and still means the same config.
        let text = std::fs::read_to_string(SHIPPED).unwrap();
        let all: String = text
            .lines()
            .map(|line| match line.strip_prefix('#') {
                Some(key) if key.starts_with(|c: char| c.is_ascii_lowercase()) => key,
                _ => line,
            })
            .flat_map(|line| [line, "\n"])
            .collect();
        let named: std::collections::BTreeSet<String> = toml::from_str::<toml::Table>(&all)
            .unwrap()
            .keys()
            .cloned()
            .collect();
        let keys = serde_aux::serde_introspection::serde_introspect::<Config>();
        let missing: Vec<_> = keys.iter().filter(|k| !named.contains(**k)).collect();
        assert!(missing.is_empty(), "the shipped config lacks {missing:?}");
        assert_eq!(toml::from_str::<Config>(&all).unwrap(), shipped);
    }

    #[test]
    fn proxies_and_origins_are_read_and_the_old_switch_still_is() {
        let c: Config = toml::from_str(
            r#"
            trusted_proxies = ["127.0.0.1", "::1", "10.0.0.0/8"]
            proxy_header = "forwarded"
            allowed_origins = ["https://play.example.org"]
            ipv6_prefix = 56
            "#,
        )
        .unwrap();
        assert_eq!(c.trusted_proxies.len(), 3);
        assert_eq!(c.proxy_header, ProxyHeader::Forwarded);
        assert_eq!(c.allowed_origins, ["https://play.example.org"]);
        assert_eq!(c.ipv6_prefix, 56);
        let old: Config = toml::from_str("behind_proxy = true").unwrap();
        assert!(old.behind_proxy && old.trusted_proxies.is_empty());
        assert!(toml::from_str::<Config>(r#"trusted_proxies = ["proxy"]"#).is_err());
        assert!(toml::from_str::<Config>(r#"proxy_header = "x-real-ip""#).is_err());
    }
}
