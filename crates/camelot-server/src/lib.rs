//! # camelot-server
//!
//! Camelot online: an authoritative game server. Clients speak JSON over WebSocket
//! (docs/protocol.md); the rules core checks every move and decides results (R11–R15); the
//! server keeps clocks, ratings (Glicko-2 per time class) and every game in SQLite, and a
//! move is acknowledged only once it is on disk. Deployment: docs/server.md.
//!
//! - The messages and time controls are the `camelot-protocol` crate's, shared with clients.
//! - `hub.rs`: the server's state and message handling, no networking: a thin dispatcher
//!   over parts that each own their state: `accounts.rs` signing in; `lobby.rs` seeks and
//!   challenges; `play/` games in progress (moves, clocks, offers, claims, results,
//!   rematches); `presence.rs` connections and what is sent to whom (`news.rs` the lobby's
//!   news, merged); `summary.rs` what listings show, kept in memory; `base.rs` what they
//!   share; `budget.rs` per-account budgets of costly requests and offers; `cache.rs`
//!   finished games and players' pages kept in memory; `learn/` lessons and
//!   puzzles (camelot-tutorial's and camelot-puzzles'). `profile.rs` a player's page;
//!   `clock.rs` the clock rules and the server's (monotonic) time; `rating.rs`.
//! - `store/`: SQLite (WAL, `synchronous = FULL`, migrations).
//! - `net/`: axum, WebSocket sessions, the limits (`config.rs`) kept at the socket;
//!   `listen.rs` the listener (handshake timeout, sockets per address and in all); `link.rs` a
//!   connection's outbox (bounded in bytes), standing, and why the server closed it. One
//!   server per database (a lock file).
//! - `engine/`: games against the computer and analysis, on a bounded pool of engine
//!   threads apart from the hub's (the hub sends jobs and takes results as messages).
//! - `export.rs`: finished games as `.camelot` records; `backup.rs` backups (scheduled and
//!   `camelot-server backup`); `metrics.rs` the counts of `GET /metrics`; `probe.rs`
//!   `camelot-server healthcheck`, asking a running server's `GET /healthz`. Logs go through
//!   `tracing` (one line per event, filtered by `CAMELOT_LOG` or `RUST_LOG`).
//! - `thin.rs`: legal moves, boards and reviews for thin clients; `web.rs` serves the
//!   browser client (`web/`) on the WebSocket's port; `http.rs` serves HTTP with timeouts
//!   and security headers.
//! - `hosted.rs`: a server inside another program (the game's hosting), on its own thread.

mod accounts;
pub mod backup;
mod base;
mod budget;
mod cache;
pub mod clock;
pub mod config;
#[cfg(test)]
mod cost_tests;
mod dblock;
mod engine;
pub mod export;
mod fatal;
mod hosted;
mod http;
pub mod hub;
mod learn;
mod link;
mod listen;
mod lobby;
pub mod metrics;
pub mod net;
mod news;
pub mod play;
mod presence;
pub mod probe;
mod profile;
pub mod rating;
pub mod store;
mod summary;
pub mod thin;
mod web;

pub use hosted::{Hosted, lan_addresses};
pub use hub::{Config, Hub, Link};
pub use net::Server;
