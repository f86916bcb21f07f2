//! The network side: axum serves WebSocket connections, each a reader loop and a writer
//! task; one worker thread owns the [`Hub`] and runs what the connections send in batches,
//! one commit (one fsync) per batch (group commit). What can be refused at the socket is
//! refused here, without the hub's thread: pages of foreign origins, frames over the size
//! limit (the socket reads no more), messages over the protocol's size, the per-account and
//! per-address rate limits (binary frames and pings count), connections over the
//! per-address limit, connections that never sign in.
//!
//! `peer.rs` says whom a connection counts as (behind a trusted proxy, the client it names;
//! IPv6 by network); `origin.rs` which pages may connect; `shared.rs` keeps each account's
//! and address's connections and budget; `session.rs` is one connection.

use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::ws::Utf8Bytes;
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

use crate::clock::Millis;
use crate::dblock::{DbLock, lock};
use crate::hub::{Config, ConnId, Hub, Link};
use crate::listen::{Guarded, Sockets};

mod health;
mod origin;
pub mod peer;
mod session;
mod shared;

use session::upgrade;
use shared::{Shared, SharedHub};

/// How often clocks are checked for flags, and the heartbeat written.
const TICK: Duration = Duration::from_millis(100);
const HEARTBEAT: Duration = Duration::from_secs(1);

pub fn now_ms() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as Millis)
}

/// What the hub's worker does, in the order the commands arrive.
enum Command {
    /// A new connection: its link, its address, and where to answer with its id.
    Connect(Arc<Link>, IpAddr, oneshot::Sender<ConnId>),
    /// A text message from a connection.
    Message(ConnId, Utf8Bytes),
    Disconnect(ConnId),
    /// Flag fallen clocks; with `true`, write the heartbeat too.
    Tick(bool),
    /// `GET /healthz`: write the heartbeat, and answer once the batch is committed.
    Health(oneshot::Sender<Result<(), String>>),
    /// Stop after the batch in progress.
    Stop,
    /// The engine pool has results for the hub.
    Engine,
}

/// Commands taken into one batch at most.
const MAX_BATCH: usize = 256;
/// Commands waiting for the worker; senders wait when it is full.
const QUEUE: usize = 4096;

/// The hub's worker, on a thread of its own (it waits for the disk): takes every command
/// waiting, up to [`MAX_BATCH`], and runs them as one batch (one commit, one fsync), then
/// sends their messages. Stops on [`Command::Stop`] or when a commit fails.
fn work(mut hub: Hub, mut commands: mpsc::Receiver<Command>, stopped: watch::Sender<bool>) {
    while let Some(first) = commands.blocking_recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match commands.try_recv() {
                Ok(c) => batch.push(c),
                Err(_) => break,
            }
        }
        if *stopped.borrow() || batch.iter().any(|c| matches!(c, Command::Stop)) {
            return;
        }
        let now = now_ms();
        let mut health = Vec::new();
        let done = hub.batch(now, |hub| {
            for command in batch {
                match command {
                    Command::Connect(link, ip, reply) => {
                        let _ = reply.send(hub.connect(link, ip));
                    }
                    Command::Message(conn, text) => {
                        hub.handle(conn, text.as_str(), now);
                    }
                    Command::Disconnect(conn) => hub.disconnect(conn, now),
                    Command::Tick(beat) => {
                        hub.tick(now);
                        if beat && let Err(e) = hub.heartbeat(now) {
                            eprintln!("{e}");
                        }
                    }
                    Command::Health(reply) => health.push((reply, hub.heartbeat(now))),
                    Command::Engine => hub.engine_results(now),
                    Command::Stop => {}
                }
            }
        });
        if let Err(e) = done {
            eprintln!("stopping: a commit failed, so what was acknowledged is uncertain: {e}");
            stopped.send_replace(true);
            return;
        }
        // Committed: the health checks' writes are on disk.
        for (reply, written) in health {
            let _ = reply.send(written);
        }
    }
}

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    shared: SharedHub,
    worker: Option<std::thread::JoinHandle<()>>,
    tasks: Vec<JoinHandle<()>>,
    /// Held while the server runs: one server per database (released by the system when
    /// the process ends, `kill -9` included).
    _lock: DbLock,
}

impl Server {
    /// Opens the database, restores its games and listens on `listen` (port 0: any free one).
    pub async fn start(listen: &str, db: &Path, config: Config) -> Result<Server, String> {
        let listener = TcpListener::bind(listen)
            .await
            .map_err(|e| format!("cannot listen on {listen}: {e}"))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        let held = lock(db)?;
        let db = db.to_path_buf();
        let hub_config = config.clone();
        let hub = tokio::task::spawn_blocking(move || Hub::open(&db, hub_config, now_ms()))
            .await
            .map_err(|e| e.to_string())??;
        let (commands, queue) = mpsc::channel(QUEUE);
        // A lost wake (a full queue) costs a tick's wait: every tick takes results too.
        let wake = commands.clone();
        hub.on_engine_result(Box::new(move || {
            let _ = wake.try_send(Command::Engine);
        }));
        let stopped = watch::channel(false).0;
        let worker = std::thread::Builder::new()
            .name("camelot-hub".into())
            .spawn({
                let stopped = stopped.clone();
                move || work(hub, queue, stopped)
            })
            .map_err(|e| format!("cannot start the hub's thread: {e}"))?;
        let sockets = Arc::new(Sockets::new(&config));
        let shared = Arc::new(Shared::new(commands, stopped, config, sockets.clone()));
        let app = Router::new()
            .route("/", get(upgrade))
            .route("/healthz", get(health::healthz))
            .fallback(crate::web::file)
            .with_state(shared.clone());
        let listener = Guarded {
            inner: listener,
            handshake: Duration::from_millis(shared.config.handshake_timeout_ms.max(1) as u64),
            config: shared.config.clone(),
            sockets,
        };
        let serve = tokio::spawn({
            let shared = shared.clone();
            async move { crate::http::serve(listener, app, &shared.config).await }
        });
        let clocks = tokio::spawn(keep_time(shared.clone()));
        Ok(Server {
            addr,
            shared,
            worker: Some(worker),
            tasks: vec![serve, clocks],
            _lock: held,
        })
    }

    /// Waits until the server stops by itself (a failed commit).
    pub async fn stopped(&self) {
        let mut stopped = self.shared.stopped.subscribe();
        let _ = stopped.wait_for(|s| *s).await;
    }

    /// Stops at once, as a crash would: no more writes, every connection dropped. What was
    /// committed stays; a new server on the same database carries on from there.
    pub async fn kill(mut self) {
        self.shared.stopped.send_replace(true);
        self.shared.send(Command::Stop).await;
        // The batch in progress finishes (committed or not, as in a crash) and the hub
        // closes the database before this returns.
        if let Some(worker) = self.worker.take() {
            let _ = tokio::task::spawn_blocking(move || worker.join()).await;
        }
        for t in &self.tasks {
            t.abort();
        }
        for t in self.tasks.drain(..) {
            let _ = t.await;
        }
    }
}

/// Asks for a flag check every tick, and a heartbeat every second.
async fn keep_time(shared: SharedHub) {
    let mut tick = tokio::time::interval(TICK);
    let mut last_beat = Instant::now();
    loop {
        tick.tick().await;
        let beat = last_beat.elapsed() >= HEARTBEAT;
        if beat {
            last_beat = Instant::now();
        }
        shared.send(Command::Tick(beat)).await;
    }
}
