//! The network side: axum serves WebSocket connections, each a reader loop and a writer
//! task; one worker thread owns the [`Hub`] and runs what the connections send in batches,
//! one commit (one fsync) per batch (group commit). What can be refused at the socket is
//! refused here, without the hub's thread: pages of foreign origins, frames over the size
//! limit (the socket reads no more), messages over the protocol's size, the per-account and
//! per-address rate limits (binary frames and pings count), connections over the
//! per-address limit, connections that never sign in, connections gone silent.
//!
//! Time: a message is stamped when its frame arrives, on the monotonic clock, and the hub
//! charges a move up to that stamp (`clock.rs`), so a backlog in front of the hub is never
//! the mover's; ticks are stamped no later than any frame still on its way (`shared.rs`).
//!
//! `peer.rs` says whom a connection counts as (behind a trusted proxy, the client it names;
//! IPv6 by network); `origin.rs` which pages may connect; `shared.rs` keeps each account's
//! and address's connections and budget; `session.rs` is one connection.

use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::Utf8Bytes;
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

use crate::clock::ServerTime;
use crate::dblock::{DbLock, lock};
use crate::hub::{Config, ConnId, Hub, Link};
use crate::listen::{Guarded, Sockets};

mod health;
mod origin;
pub mod peer;
mod scrape;
mod session;
mod shared;

use session::upgrade;
use shared::{Shared, SharedHub};

/// How often clocks are checked for flags, and the heartbeat written.
const TICK: Duration = Duration::from_millis(100);
const HEARTBEAT: Duration = Duration::from_secs(1);

/// How long the server waits, when it stops, for its connections to hear why.
const GOODBYE: Duration = Duration::from_secs(1);

/// What the hub's worker does, in the order the commands arrive.
enum Command {
    /// A new connection: its link, its address, and where to answer with its id.
    Connect(Arc<Link>, IpAddr, oneshot::Sender<ConnId>),
    /// A text message from a connection, and when its frame arrived.
    Message(ConnId, Utf8Bytes, Instant),
    Disconnect(ConnId),
    /// Flag fallen clocks as of its stamp; with `true`, write the heartbeat too.
    Tick(bool, Instant),
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
fn work(
    mut hub: Hub,
    time: ServerTime,
    mut commands: mpsc::Receiver<Command>,
    stopped: watch::Sender<bool>,
) {
    let metrics = hub.metrics().clone();
    while let Some(first) = commands.blocking_recv() {
        let started = Instant::now();
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
        let now = time.now();
        let done = hub.batch(now, |hub| {
            for command in batch {
                match command {
                    Command::Connect(link, ip, reply) => {
                        let _ = reply.send(hub.connect(link, ip));
                    }
                    Command::Message(conn, text, arrived) => {
                        hub.handle(conn, text.as_str(), time.at(arrived));
                    }
                    Command::Disconnect(conn) => hub.disconnect(conn, now),
                    Command::Tick(beat, stamp) => {
                        let at = time.at(stamp);
                        hub.tick(at);
                        if beat && let Err(e) = hub.heartbeat(at) {
                            tracing::error!(error = %e, "heartbeat not written");
                        }
                    }
                    Command::Engine => hub.engine_results(now),
                    Command::Stop => {}
                }
            }
        });
        metrics
            .batch_seconds
            .observe(started.elapsed().as_secs_f64());
        if let Err(e) = done {
            tracing::error!(
                error = %e,
                "read-only: a commit failed (a full or failing disk?), so every request is \
                 refused and the games are paused until the storage is fixed and the server \
                 restarted"
            );
            metrics.read_only.store(true, Ordering::Relaxed);
            read_only(&mut hub, &mut commands);
            return;
        }
        metrics.committed();
    }
}

/// After a failed commit: no command reaches the games or the database again (what the
/// memory holds may be ahead of the disk), each message is refused as `storage`, saying so,
/// and no clock is checked, so the games are paused; `/healthz` says 503. Not a restart
/// loop into the same full disk: the operator frees it and restarts the server, which
/// restores the games from what was committed.
fn read_only(hub: &mut Hub, commands: &mut mpsc::Receiver<Command>) {
    while let Some(command) = commands.blocking_recv() {
        match command {
            Command::Connect(link, ip, reply) => {
                let _ = reply.send(hub.connect(link, ip));
            }
            Command::Message(conn, _, _) => hub.refuse_read_only(conn),
            Command::Disconnect(conn) => hub.forget(conn),
            Command::Stop => return,
            Command::Tick(..) | Command::Engine => {}
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
        let time = ServerTime::start();
        let hub = tokio::task::spawn_blocking({
            let db = db.clone();
            move || Hub::open(&db, hub_config, time.now())
        })
        .await
        .map_err(|e| e.to_string())??;
        let metrics = hub.metrics().clone();
        // Opened and restored: committed (what `/healthz` reads the age of).
        metrics.committed();
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
                move || crate::fatal::or_exit("hub", || work(hub, time, queue, stopped))
            })
            .map_err(|e| format!("cannot start the hub's thread: {e}"))?;
        let sockets = Arc::new(Sockets::new(&config));
        let mut tasks = Vec::new();
        if let Some(dir) = &config.backup_dir {
            let every = Duration::from_secs(config.backup_interval_minutes.max(1) * 60);
            let keep = config.backup_keep;
            let metrics = metrics.clone();
            tasks.push(tokio::spawn(crate::backup::schedule(
                db.clone(),
                dir.clone(),
                every,
                keep,
                metrics,
            )));
        }
        log_start(addr, &db, &config);
        let shared = Arc::new(Shared::new(
            commands,
            stopped,
            config,
            sockets.clone(),
            metrics,
        ));
        let app = Router::new()
            .route("/", get(upgrade))
            .route("/healthz", get(health::healthz))
            .route("/metrics", get(scrape::metrics))
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
        tasks.push(serve);
        tasks.push(tokio::spawn(keep_time(shared.clone())));
        Ok(Server {
            addr,
            shared,
            worker: Some(worker),
            tasks,
            _lock: held,
        })
    }

    /// Stops at once, as a crash would: no more writes, and every connection closed, told
    /// the server is going away (given a second to hear it). What was committed stays; a
    /// new server on the same database carries on from there.
    pub async fn kill(mut self) {
        self.shared.stopped.send_replace(true);
        self.shared.send(Command::Stop).await;
        // The batch in progress finishes (committed or not, as in a crash) and the hub
        // closes the database before this returns.
        if let Some(worker) = self.worker.take() {
            let _ = tokio::task::spawn_blocking(move || worker.join()).await;
        }
        let mut sessions = self.shared.sessions.subscribe();
        let _ = tokio::time::timeout(GOODBYE, sessions.wait_for(|n| *n == 0)).await;
        for t in &self.tasks {
            t.abort();
        }
        for t in self.tasks.drain(..) {
            let _ = t.await;
        }
    }
}

/// The startup line: where the server listens and what its config says (nothing secret is
/// in a config: tokens live only hashed in the database).
fn log_start(addr: SocketAddr, db: &Path, config: &Config) {
    let nets = |nets: &[peer::Net]| nets.iter().map(ToString::to_string).collect::<Vec<_>>();
    tracing::info!(
        %addr,
        db = %db.display(),
        trusted_proxies = ?nets(&config.trusted_proxies),
        allowed_origins = ?config.allowed_origins,
        metrics_from = ?nets(&config.metrics_from),
        backup_dir = ?config.backup_dir,
        backup_interval_minutes = config.backup_interval_minutes,
        backup_keep = config.backup_keep,
        max_sockets = config.max_sockets,
        messages_per_second = config.messages_per_second,
        "camelot-server started"
    );
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
        shared.send(Command::Tick(beat, shared.tick_stamp())).await;
    }
}
