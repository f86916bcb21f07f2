//! # camelot-server
//!
//! Camelot online: an authoritative game server. Clients speak JSON over WebSocket
//! (docs/protocol.md); the rules core checks every move and decides results (R11–R15); the
//! server keeps clocks, ratings (Glicko-2 per time class) and every game in SQLite, and a
//! move is acknowledged only once it is on disk. Deployment: docs/server.md.
//!
//! - `protocol.rs`, `time_control.rs`: the messages and time controls, shared with clients
//!   (the only modules without the `server` feature).
//! - `hub.rs`: the server's state and message handling, no networking; `lobby.rs` seeks and
//!   challenges; `play.rs` games, clocks, results; `offers.rs` draws and take-backs;
//!   `presence.rs` players gone and claims; `rematch.rs` rematches; `profile.rs` a player's
//!   page; `clock.rs` the clock rules; `rating.rs`.
//! - `store.rs`: SQLite (WAL, `synchronous = FULL`, migrations).
//! - `net.rs`: axum, WebSocket sessions, the limits (`config.rs`) kept at the socket;
//!   `listen.rs` the listener (handshake timeout, sockets per address); `link.rs` a
//!   connection's outbox (bounded in bytes) and standing; `summary.rs` what listings show,
//!   kept in memory. One server per database (a lock file).
//! - `export.rs`: finished games as `.camelot` records.
//! - `thin.rs`: legal moves, boards and reviews for thin clients; `web.rs` serves the
//!   browser client (`web/`) on the WebSocket's port.
//! - `hosted.rs`: a server inside another program (the game's hosting), on its own thread.

pub mod protocol;
pub mod thin;
pub mod time_control;

#[cfg(feature = "server")]
pub mod clock;
#[cfg(feature = "server")]
pub mod config;
#[cfg(feature = "server")]
pub mod export;
#[cfg(feature = "server")]
mod hosted;
#[cfg(feature = "server")]
pub mod hub;
#[cfg(feature = "server")]
mod link;
#[cfg(feature = "server")]
mod listen;
#[cfg(feature = "server")]
mod lobby;
#[cfg(feature = "server")]
pub mod net;
#[cfg(feature = "server")]
mod offers;
#[cfg(feature = "server")]
pub mod play;
#[cfg(feature = "server")]
mod presence;
#[cfg(feature = "server")]
mod profile;
#[cfg(feature = "server")]
pub mod rating;
#[cfg(feature = "server")]
mod rematch;
#[cfg(feature = "server")]
pub mod store;
#[cfg(feature = "server")]
mod summary;
#[cfg(feature = "server")]
mod web;

#[cfg(feature = "server")]
pub use hosted::{Hosted, lan_addresses};
#[cfg(feature = "server")]
pub use hub::{Config, Hub, Link};
#[cfg(feature = "server")]
pub use net::Server;
