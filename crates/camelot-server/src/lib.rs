//! # camelot-server
//!
//! Camelot online: an authoritative game server. Clients speak JSON over WebSocket
//! (docs/protocol.md); the rules core checks every move and decides results (R11–R15); the
//! server keeps clocks, ratings (Glicko-2 per time class) and every game in SQLite, and a
//! move is acknowledged only once it is on disk. Deployment: docs/server.md.
//!
//! - The messages and time controls are the `camelot-protocol` crate's, shared with clients.
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

pub mod clock;
pub mod config;
pub mod export;
mod hosted;
pub mod hub;
mod link;
mod listen;
mod lobby;
pub mod net;
mod offers;
pub mod play;
mod presence;
mod profile;
pub mod rating;
mod rematch;
pub mod store;
mod summary;
pub mod thin;
mod web;

pub use hosted::{Hosted, lan_addresses};
pub use hub::{Config, Hub, Link};
pub use net::Server;
