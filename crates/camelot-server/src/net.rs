//! The network side: axum serves WebSocket connections, each a reader loop and a writer
//! task; one worker thread owns the [`Hub`] and runs what the connections send in batches,
//! one commit (one fsync) per batch (group commit). Per connection: a rate limit, a size
//! limit, and an outbox bound.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use axum::serve::ListenerExt;
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

use crate::clock::Millis;
use crate::hub::{Config, ConnId, Hub, OUTBOX};
use crate::protocol::{ErrorCode, ServerMsg};

/// Frames larger than this end the connection; anything up to it is
/// read, and a message over [`crate::protocol::MAX_MESSAGE_BYTES`] gets a `too_large` error.
pub const MAX_FRAME_BYTES: usize = 1 << 20;

/// Messages a connection may send per second, on average, and in a burst.
pub const RATE_PER_SECOND: f64 = 100.0;
pub const RATE_BURST: f64 = 200.0;

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
    /// A new connection: its outbox, and where to answer with its id.
    Connect(mpsc::Sender<String>, oneshot::Sender<ConnId>),
    /// A text message from a connection.
    Message(ConnId, Utf8Bytes),
    /// An answer the session decided itself (rate limit, binary frame), sent in order with
    /// the hub's.
    Refuse(ConnId, ServerMsg),
    Disconnect(ConnId),
    /// Flag fallen clocks; with `true`, write the heartbeat too.
    Tick(bool),
    /// Stop after the batch in progress.
    Stop,
}

/// Commands taken into one batch at most.
const MAX_BATCH: usize = 256;
/// Commands waiting for the worker; senders wait when it is full.
const QUEUE: usize = 4096;

/// What the sessions share: the way to the worker, and whether the server stopped.
struct Shared {
    commands: mpsc::Sender<Command>,
    stopped: watch::Sender<bool>,
}

type SharedHub = Arc<Shared>;

impl Shared {
    fn stopped(&self) -> bool {
        *self.stopped.borrow()
    }

    async fn send(&self, command: Command) {
        // Fails only once the worker has stopped, when nothing is to be done anyway.
        let _ = self.commands.send(command).await;
    }
}

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
        let done = hub.batch(now, |hub| {
            for command in batch {
                match command {
                    Command::Connect(outbox, reply) => {
                        let _ = reply.send(hub.connect(outbox));
                    }
                    Command::Message(conn, text) => {
                        hub.handle(conn, text.as_str(), now);
                    }
                    Command::Refuse(conn, msg) => hub.send(conn, &msg),
                    Command::Disconnect(conn) => hub.disconnect(conn, now),
                    Command::Tick(beat) => {
                        hub.tick(now);
                        if beat {
                            hub.heartbeat(now);
                        }
                    }
                    Command::Stop => {}
                }
            }
        });
        if let Err(e) = done {
            eprintln!("stopping: a commit failed, so what was acknowledged is uncertain: {e}");
            stopped.send_replace(true);
            return;
        }
    }
}

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    shared: SharedHub,
    worker: Option<std::thread::JoinHandle<()>>,
    tasks: Vec<JoinHandle<()>>,
}

impl Server {
    /// Opens the database, restores its games and listens on `listen` (port 0: any free one).
    pub async fn start(listen: &str, db: &Path, config: Config) -> Result<Server, String> {
        let listener = TcpListener::bind(listen)
            .await
            .map_err(|e| format!("cannot listen on {listen}: {e}"))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        let db = db.to_path_buf();
        let hub = tokio::task::spawn_blocking(move || Hub::open(&db, config, now_ms()))
            .await
            .map_err(|e| e.to_string())??;
        let (commands, queue) = mpsc::channel(QUEUE);
        let stopped = watch::channel(false).0;
        let worker = std::thread::Builder::new()
            .name("camelot-hub".into())
            .spawn({
                let stopped = stopped.clone();
                move || work(hub, queue, stopped)
            })
            .map_err(|e| format!("cannot start the hub's thread: {e}"))?;
        let shared = Arc::new(Shared { commands, stopped });
        let app = Router::new()
            .route("/", get(upgrade))
            .fallback(crate::web::file)
            .with_state(shared.clone());
        // Moves are small messages answered at once: no Nagle delay behind a delayed ACK.
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let serve = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("server: {e}");
            }
        });
        let clocks = tokio::spawn(keep_time(shared.clone()));
        Ok(Server {
            addr,
            shared,
            worker: Some(worker),
            tasks: vec![serve, clocks],
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

/// `/`: the socket for a WebSocket upgrade, the browser client's page otherwise (web.rs).
async fn upgrade(
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    headers: HeaderMap,
    State(shared): State<SharedHub>,
) -> Response {
    let Ok(ws) = ws else {
        return crate::web::index(&headers);
    };
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| session(socket, shared))
}

/// A token bucket: `RATE_PER_SECOND` refilled, `RATE_BURST` at most.
struct RateLimit {
    tokens: f64,
    at: Instant,
}

impl RateLimit {
    fn new() -> RateLimit {
        RateLimit {
            tokens: RATE_BURST,
            at: Instant::now(),
        }
    }

    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * RATE_PER_SECOND;
        self.tokens = (self.tokens + refill).min(RATE_BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

async fn session(socket: WebSocket, shared: SharedHub) {
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut queued) = mpsc::channel::<String>(OUTBOX);
    let (reply, conn) = oneshot::channel();
    shared.send(Command::Connect(outbox, reply)).await;
    let Ok(conn) = conn.await else { return };
    // The hub holds the only sender: when it drops the connection, this ends and closes it.
    let writer = tokio::spawn(async move {
        while let Some(text) = queued.recv().await {
            if sink.send(Message::Text(text.into())).await.is_err() {
                return;
            }
        }
        let _ = sink.close().await;
    });
    let mut stopped = shared.stopped.subscribe();
    let mut limit = RateLimit::new();
    loop {
        let frame = tokio::select! {
            _ = stopped.changed() => break,
            frame = stream.next() => frame,
        };
        let command = match frame {
            Some(Ok(Message::Text(text))) if limit.allow() => Command::Message(conn, text),
            Some(Ok(Message::Text(_))) => Command::Refuse(
                conn,
                ServerMsg::error(
                    ErrorCode::RateLimited,
                    "too many messages: at most 100 a second (bursts of 200)",
                ),
            ),
            Some(Ok(Message::Binary(_))) => Command::Refuse(
                conn,
                ServerMsg::error(ErrorCode::BadMessage, "messages are JSON in text frames"),
            ),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
        };
        shared.send(command).await;
    }
    // The client left, or the server stopped: nothing more to deliver.
    writer.abort();
    if !shared.stopped() {
        shared.send(Command::Disconnect(conn)).await;
    }
}
