//! `GET /metrics`: the server's counts in Prometheus' text format, kept with
//! `prometheus-client`. Counters and gauges are atomics, so the hub's thread and the sessions
//! update them without waiting on a scrape (a histogram or a labelled family takes a lock for
//! an instant); a scrape reads them as they are. The page itself is `net/scrape.rs`.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

use camelot_protocol::ErrorCode;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

/// A refusal's label: its protocol code (`illegal_move`, `rate_limited`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct CodeLabel {
    pub code: String,
}

/// A sign-in's label: `token` (an account back), `new` (a sign-up), `spectator`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct KindLabel {
    pub kind: &'static str,
}

/// Every count the server keeps, and the registry that names them.
pub struct Metrics {
    registry: Registry,
    /// Open WebSocket connections (sessions), signed in or not.
    pub connections: Gauge,
    /// Games in progress, after each batch.
    pub games: Gauge,
    /// Moves played (and stored).
    pub moves: Counter,
    /// Commands waiting for the hub's worker, at the scrape.
    pub queue: Gauge,
    /// How long the hub's batches take, their commit (fsync) included, in seconds.
    pub batch_seconds: Histogram,
    /// Messages refused, by code, at the hub and at the socket.
    pub refusals: Family<CodeLabel, Counter>,
    /// Successful `hello`s, by kind.
    pub sign_ins: Family<KindLabel, Counter>,
    /// Backups written, and those that failed.
    pub backups: Counter<u64, AtomicU64>,
    pub backup_failures: Counter<u64, AtomicU64>,
    /// When the hub's worker last committed a batch (at least every second: the
    /// heartbeat), read by `GET /healthz` without asking the hub.
    pub last_commit: Mutex<Option<Instant>>,
    /// A commit failed: the server refuses every request (`net/mod.rs`, `read_only`).
    pub read_only: AtomicBool,
}

impl Metrics {
    /// A batch was committed now.
    pub fn committed(&self) {
        *self.last_commit.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
    }

    /// How long ago the last batch was committed (none yet: `None`).
    pub fn since_commit(&self) -> Option<std::time::Duration> {
        let last = *self.last_commit.lock().unwrap_or_else(|e| e.into_inner());
        last.map(|at| at.elapsed())
    }
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("camelot");
        let m = Metrics {
            connections: Gauge::default(),
            games: Gauge::default(),
            moves: Counter::default(),
            queue: Gauge::default(),
            // 0.5 ms to about 4 s.
            batch_seconds: Histogram::new(exponential_buckets(0.0005, 2.0, 14)),
            refusals: Family::default(),
            sign_ins: Family::default(),
            backups: Counter::default(),
            backup_failures: Counter::default(),
            last_commit: Mutex::new(None),
            read_only: AtomicBool::new(false),
            registry: Registry::default(),
        };
        let r = &mut registry;
        r.register(
            "connections",
            "Open WebSocket connections",
            m.connections.clone(),
        );
        r.register("games_active", "Games in progress", m.games.clone());
        r.register("moves", "Moves played", m.moves.clone());
        r.register(
            "hub_queue_depth",
            "Commands waiting for the hub's worker",
            m.queue.clone(),
        );
        r.register(
            "hub_batch_seconds",
            "Time of one hub batch, its commit included",
            m.batch_seconds.clone(),
        );
        r.register("refusals", "Messages refused, by code", m.refusals.clone());
        r.register("sign_ins", "Successful hellos, by kind", m.sign_ins.clone());
        r.register("backups", "Backups written", m.backups.clone());
        r.register(
            "backup_failures",
            "Backups that failed",
            m.backup_failures.clone(),
        );
        Metrics { registry, ..m }
    }
}

impl Metrics {
    /// Counts a refused message.
    pub fn refused(&self, code: ErrorCode) {
        let code = serde_json::to_value(code)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        self.refusals.get_or_create(&CodeLabel { code }).inc();
    }

    /// Counts a move played and stored.
    pub fn moved(&self) {
        self.moves.inc();
    }

    pub fn signed_in(&self, kind: &'static str) {
        self.sign_ins.get_or_create(&KindLabel { kind }).inc();
    }

    /// The page: every metric in Prometheus' text format.
    pub fn render(&self) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_names_every_metric_and_counts_by_label() {
        let m = Metrics::default();
        m.moves.inc();
        m.refused(ErrorCode::IllegalMove);
        m.signed_in("new");
        m.batch_seconds.observe(0.002);
        let text = m.render();
        for name in [
            "camelot_connections ",
            "camelot_games_active ",
            "camelot_moves_total 1",
            "camelot_hub_queue_depth ",
            "camelot_hub_batch_seconds_count 1",
            "camelot_refusals_total{code=\"illegal_move\"} 1",
            "camelot_sign_ins_total{kind=\"new\"} 1",
            "camelot_backups_total 0",
        ] {
            assert!(text.contains(name), "{name} missing in\n{text}");
        }
    }
}
