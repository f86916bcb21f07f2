//! The server's limits: everything a client can make it hold or do has a number here, read
//! from a `--config` TOML file (every key optional; docs/server.md lists them with their
//! defaults).

use std::path::Path;

use serde::Deserialize;

use crate::clock::Millis;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Open seeks and private challenges of one player, together.
    pub seeks_per_player: usize,
    /// Games in progress of one player (a new seek, challenge or acceptance is refused).
    pub games_per_player: usize,
    /// Open connections from one IP address.
    pub connections_per_ip: usize,
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
    /// Messages one IP address may send per second on average, and in a burst (over all its
    /// connections: a new connection does not reset it).
    pub messages_per_second: f64,
    pub message_burst: f64,
    /// A connection refused more often than this in a minute (bad messages, refused moves,
    /// rate limits) is closed.
    pub errors_per_minute: usize,
    /// Bytes waiting to go out on one connection: a client that does not read past this is
    /// disconnected (only that one).
    pub outbox_bytes: usize,
    /// The most entries a listing (`seeks`, `live_games`) carries: the newest.
    pub list_max: usize,
    /// Behind a reverse proxy on this machine: a connection from a loopback address is
    /// counted as the last address of its `X-Forwarded-For` header (the proxy must set it).
    pub behind_proxy: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            seeks_per_player: 10,
            games_per_player: 30,
            connections_per_ip: 20,
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
            list_max: 200,
            behind_proxy: false,
        }
    }
}

impl Config {
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
        let c: Config = toml::from_str("seeks_per_player = 3\nmessages_per_second = 5.0").unwrap();
        assert_eq!(c.seeks_per_player, 3);
        assert_eq!(c.messages_per_second, 5.0);
        assert_eq!(c.games_per_player, Config::default().games_per_player);
        assert!(
            toml::from_str::<Config>("seeks = 3").is_err(),
            "unknown key"
        );
        assert!(toml::from_str::<Config>("seeks_per_player = -1").is_err());
    }
}
