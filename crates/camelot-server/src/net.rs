//! The network side: axum serves WebSocket connections, each a reader loop and a writer
//! task around the [`Hub`]. The hub's work (which commits to SQLite) runs on tokio's
//! blocking threads. Per connection: a rate limit, a size limit, and an outbox bound.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use axum::routing::get;
use axum::serve::ListenerExt;
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

use crate::clock::Millis;
use crate::hub::{Config, Hub, OUTBOX};
use crate::protocol::{ErrorCode, ServerMsg};

/// Frames larger than this end the connection (WebSocket close 1009); anything up to it is
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

/// The hub, and whether the server was stopped (then it touches nothing more).
struct Shared {
    hub: Mutex<Hub>,
    stopped: watch::Sender<bool>,
}

type SharedHub = Arc<Shared>;

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Hub> {
        // A panic while holding the lock would be a bug; the state is still consistent
        // with the database, which is the truth, so carry on.
        self.hub.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn stopped(&self) -> bool {
        *self.stopped.borrow()
    }

    /// Runs `f` on the hub on a blocking thread (it may wait for the disk); `None` once the
    /// server is stopped.
    async fn run<T: Send + 'static>(
        self: &Arc<Self>,
        f: impl FnOnce(&mut Hub) -> T + Send + 'static,
    ) -> Option<T> {
        let shared = self.clone();
        tokio::task::spawn_blocking(move || (!shared.stopped()).then(|| f(&mut shared.lock())))
            .await
            .ok()
            .flatten()
    }
}

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    shared: SharedHub,
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
        let shared = Arc::new(Shared {
            hub: Mutex::new(hub),
            stopped: watch::channel(false).0,
        });
        let app = Router::new()
            .route("/", get(upgrade))
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
            tasks: vec![serve, clocks],
        })
    }

    /// Stops at once, as a crash would: no more writes, every connection dropped. What was
    /// committed stays; a new server on the same database carries on from there.
    pub async fn kill(self) {
        self.shared.stopped.send_replace(true);
        // Wait for a hub call in progress to finish, so nothing writes after this returns.
        drop(
            tokio::task::spawn_blocking({
                let s = self.shared.clone();
                move || drop(s.lock())
            })
            .await,
        );
        for t in &self.tasks {
            t.abort();
        }
        for t in self.tasks {
            let _ = t.await;
        }
    }
}

/// Flags fallen clocks every tick; writes the heartbeat every second.
async fn keep_time(shared: SharedHub) {
    let mut tick = tokio::time::interval(TICK);
    let mut last_beat = Instant::now();
    loop {
        tick.tick().await;
        let beat = last_beat.elapsed() >= HEARTBEAT;
        if beat {
            last_beat = Instant::now();
        }
        shared
            .run(move |hub| {
                let now = now_ms();
                hub.tick(now);
                if beat {
                    hub.heartbeat(now);
                }
            })
            .await;
    }
}

async fn upgrade(ws: WebSocketUpgrade, State(shared): State<SharedHub>) -> Response {
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
    let conn = {
        let outbox = outbox.clone();
        let mut hub = shared.lock();
        hub.connect(outbox)
    };
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
    // Errors the session answers itself, not through the hub.
    let refuse = |code, message: &str| {
        let _ = outbox.try_send(ServerMsg::error(code, message).to_json());
    };
    loop {
        let frame = tokio::select! {
            _ = stopped.changed() => break,
            frame = stream.next() => frame,
        };
        let text = match frame {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Binary(_))) => {
                refuse(ErrorCode::BadMessage, "messages are JSON in text frames");
                continue;
            }
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
        };
        if !limit.allow() {
            refuse(
                ErrorCode::RateLimited,
                "too many messages: at most 100 a second (bursts of 200)",
            );
            continue;
        }
        let open = shared
            .run(move |hub| hub.handle(conn, text.as_str(), now_ms()))
            .await;
        if open != Some(true) {
            break;
        }
    }
    // The client left, stopped reading, or the server stopped: nothing more to deliver.
    writer.abort();
    shared.run(move |hub| hub.disconnect(conn, now_ms())).await;
}
