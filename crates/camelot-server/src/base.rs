//! What every part of the hub uses: the database, the limits, the connections (to send
//! through), the listings' summary and the cache of the past. The hub owns one [`Base`] and lends it to the part that
//! handles a message (`lobby.rs`, `play/`, `accounts.rs`), beside that part's own state.

use std::sync::Arc;

use camelot_protocol::{ErrorCode, Refusal};

use crate::cache::Cache;
use crate::config::Config;
use crate::metrics::Metrics;
use crate::presence::Presence;
use crate::store::Store;
use crate::summary::Summary;

pub(crate) struct Base {
    pub(crate) store: Store,
    pub(crate) config: Config,
    /// Connections, who is signed in, who watches what; every message goes out here.
    pub(crate) presence: Presence,
    /// Names, ratings and counts kept for listings (no SQL per request).
    pub(crate) summary: Summary,
    /// The counts of `GET /metrics`, shared with the sessions.
    pub(crate) metrics: Arc<Metrics>,
    /// Finished games and players' pages, kept so that asking again reads nothing.
    pub(crate) cache: Cache,
}

pub(crate) fn refuse(code: ErrorCode, message: impl Into<String>) -> Refusal {
    Refusal::new(code, message)
}

pub(crate) fn storage(e: String) -> Refusal {
    tracing::error!(error = %e, "storage failed");
    refuse(
        ErrorCode::Storage,
        "the server could not store this; nothing changed, try again",
    )
}
