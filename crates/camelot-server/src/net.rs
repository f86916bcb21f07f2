//! The network side: axum serves WebSocket connections, each a reader loop and a writer
//! task; one worker thread owns the [`Hub`] and runs what the connections send in batches,
//! one commit (one fsync) per batch (group commit). What can be refused at the socket is
//! refused here, without the hub's thread: frames over the size limit (the socket reads no
//! more), messages over the protocol's size, the per-address rate limit (binary frames and
//! pings count), connections over the per-address limit, connections that never sign in.

use std::collections::HashMap;
use std::fs::File;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

use crate::clock::Millis;
use crate::hub::{Config, ConnId, Hub, Link};
use crate::listen::{Guarded, Peer};
use camelot_protocol::{ErrorCode, MAX_MESSAGE_BYTES, ServerMsg};

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
    /// Stop after the batch in progress.
    Stop,
}

/// Commands taken into one batch at most.
const MAX_BATCH: usize = 256;
/// Commands waiting for the worker; senders wait when it is full.
const QUEUE: usize = 4096;

/// What the sessions share: the way to the worker, whether the server stopped, the limits,
/// and each address's connections and rate.
struct Shared {
    commands: mpsc::Sender<Command>,
    stopped: watch::Sender<bool>,
    config: Config,
    addresses: Mutex<HashMap<IpAddr, Address>>,
}

/// One IP address's share: its open connections, and its message budget (a token bucket
/// shared by all its connections, so a new connection does not reset it).
struct Address {
    connections: usize,
    tokens: f64,
    at: Instant,
}

/// Addresses remembered before the idle ones (no connection, budget full) are forgotten.
const ADDRESSES_KEPT: usize = 4096;

type SharedHub = Arc<Shared>;

impl Shared {
    fn stopped(&self) -> bool {
        *self.stopped.borrow()
    }

    async fn send(&self, command: Command) {
        // Fails only once the worker has stopped, when nothing is to be done anyway.
        let _ = self.commands.send(command).await;
    }

    fn addresses(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Address>> {
        self.addresses.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes a connection slot for `ip`, or `None` at the limit.
    fn admit(&self, ip: IpAddr) -> Option<Slot<'_>> {
        let config = &self.config;
        let mut addresses = self.addresses();
        if addresses.len() > ADDRESSES_KEPT {
            let now = Instant::now();
            addresses.retain(|_, a| {
                let tokens =
                    a.tokens + now.duration_since(a.at).as_secs_f64() * config.messages_per_second;
                a.connections > 0 || tokens < config.message_burst
            });
        }
        let a = addresses.entry(ip).or_insert_with(|| Address {
            connections: 0,
            tokens: config.message_burst,
            at: Instant::now(),
        });
        if a.connections >= config.connections_per_ip {
            return None;
        }
        a.connections += 1;
        Some(Slot { shared: self, ip })
    }

    /// Spends one message of `ip`'s budget; `false` when it is spent.
    fn allow(&self, ip: IpAddr) -> bool {
        let (rate, burst) = (self.config.messages_per_second, self.config.message_burst);
        let mut addresses = self.addresses();
        let Some(a) = addresses.get_mut(&ip) else {
            return false;
        };
        let now = Instant::now();
        a.tokens = (a.tokens + now.duration_since(a.at).as_secs_f64() * rate).min(burst);
        a.at = now;
        if a.tokens >= 1.0 {
            a.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A connection's place in its address's count, given back when the session ends.
struct Slot<'a> {
    shared: &'a Shared,
    ip: IpAddr,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if let Some(a) = self.shared.addresses().get_mut(&self.ip) {
            a.connections -= 1;
        }
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
                    Command::Connect(link, ip, reply) => {
                        let _ = reply.send(hub.connect(link, ip));
                    }
                    Command::Message(conn, text) => {
                        hub.handle(conn, text.as_str(), now);
                    }
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
    /// Held while the server runs: one server per database (released by the system when
    /// the process ends, `kill -9` included).
    _lock: File,
}

/// Locks `db`'s lock file (`DB.lock`, beside it), or says plainly that another server holds
/// it.
fn lock(db: &Path) -> Result<File, String> {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    let path = std::path::PathBuf::from(name);
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| format!("cannot open the lock file {}: {e}", path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(format!(
            "another camelot-server is already serving {}: stop it first, or give another --db",
            db.display()
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(format!("cannot lock {}: {e}", path.display())),
    }
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
        let stopped = watch::channel(false).0;
        let worker = std::thread::Builder::new()
            .name("camelot-hub".into())
            .spawn({
                let stopped = stopped.clone();
                move || work(hub, queue, stopped)
            })
            .map_err(|e| format!("cannot start the hub's thread: {e}"))?;
        let shared = Arc::new(Shared {
            commands,
            stopped,
            config,
            addresses: Mutex::new(HashMap::new()),
        });
        let app = Router::new()
            .route("/", get(upgrade))
            .fallback(crate::web::file)
            .with_state(shared.clone())
            .into_make_service_with_connect_info::<Peer>();
        let listener = Guarded {
            inner: listener,
            handshake: Duration::from_millis(shared.config.handshake_timeout_ms.max(1) as u64),
            // Room for the limit's refusal to be sent over a WebSocket, and no more.
            sockets_per_ip: shared.config.connections_per_ip.saturating_mul(2),
            open: Arc::default(),
        };
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

/// `/`: the socket for a WebSocket upgrade, the browser client's page otherwise (web.rs).
async fn upgrade(
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    headers: HeaderMap,
    State(shared): State<SharedHub>,
) -> Response {
    let Ok(ws) = ws else {
        return crate::web::index(&headers);
    };
    let ip = client_address(&shared.config, peer.ip(), &headers);
    let max = shared.config.max_frame_bytes;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| session(socket, shared, ip))
}

/// The client's address: the peer's, or behind a proxy on this machine the one the proxy
/// names last in `X-Forwarded-For`.
fn client_address(config: &Config, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
    if !(config.behind_proxy && peer.is_loopback()) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse().ok())
        .next_back()
        .unwrap_or(peer)
}

/// A refusal decided at the socket: queued on the link (in order with the hub's answers, if
/// not always after them) and counted against the connection.
fn refuse_here(link: &Link, code: ErrorCode, message: &str) {
    link.push(ServerMsg::error(code, message).to_json());
    link.strike();
}

async fn session(mut socket: WebSocket, shared: SharedHub, ip: IpAddr) {
    let Some(_slot) = shared.admit(ip) else {
        let limit = shared.config.connections_per_ip;
        let refusal = ServerMsg::error(
            ErrorCode::Limit,
            format!("at most {limit} connections from one address: close one first"),
        );
        let _ = socket.send(Message::Text(refusal.to_json().into())).await;
        let _ = socket.close().await;
        return;
    };
    let config = &shared.config;
    let link = Arc::new(Link::new(config.outbox_bytes, config.errors_per_minute));
    let (mut sink, mut stream) = socket.split();
    let (reply, conn) = oneshot::channel();
    shared.send(Command::Connect(link.clone(), ip, reply)).await;
    let Ok(conn) = conn.await else { return };
    let writer = tokio::spawn({
        let link = link.clone();
        async move {
            while let Some(texts) = link.next().await {
                for text in texts {
                    if sink.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                }
            }
            let _ = sink.close().await;
        }
    });
    let mut stopped = shared.stopped.subscribe();
    let sign_in_by = tokio::time::sleep(Duration::from_millis(
        config.sign_in_timeout_ms.max(0) as u64
    ));
    tokio::pin!(sign_in_by);
    let mut awaiting_sign_in = true;
    loop {
        let frame = tokio::select! {
            _ = stopped.changed() => break,
            // The hub dropped it (a full outbox), or it was refused too often.
            () = link.wait_closed() => break,
            () = &mut sign_in_by, if awaiting_sign_in => {
                if link.is_signed_in() {
                    awaiting_sign_in = false;
                    continue;
                }
                break;
            }
            frame = stream.next() => frame,
        };
        let frame = match frame {
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
            Some(Ok(frame)) => frame,
        };
        if !shared.allow(ip) {
            if matches!(frame, Message::Text(_) | Message::Binary(_)) {
                let rate = config.messages_per_second;
                let message = format!(
                    "too many messages: at most {rate} a second from one address (bursts of {})",
                    config.message_burst
                );
                refuse_here(&link, ErrorCode::RateLimited, &message);
            }
            continue;
        }
        match frame {
            Message::Text(text) if text.len() > MAX_MESSAGE_BYTES => {
                let message = format!(
                    "a message is at most {MAX_MESSAGE_BYTES} bytes; this one has {}",
                    text.len()
                );
                refuse_here(&link, ErrorCode::TooLarge, &message);
            }
            Message::Text(text) => shared.send(Command::Message(conn, text)).await,
            Message::Binary(_) => {
                refuse_here(
                    &link,
                    ErrorCode::BadMessage,
                    "messages are JSON in text frames",
                );
            }
            _ => {}
        }
    }
    // The client left, the link closed, or the server stopped: nothing more to deliver.
    link.close();
    writer.abort();
    if !shared.stopped() {
        shared.send(Command::Disconnect(conn)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn behind_a_proxy_the_forwarded_address_counts_and_only_from_loopback() {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "10.0.0.1, 203.0.113.7".parse().unwrap());
        let local = IpAddr::from([127, 0, 0, 1]);
        let far = IpAddr::from([198, 51, 100, 2]);
        let mut config = Config::default();
        assert_eq!(client_address(&config, local, &headers), local);
        config.behind_proxy = true;
        assert_eq!(
            client_address(&config, local, &headers),
            IpAddr::from([203, 0, 113, 7])
        );
        assert_eq!(
            client_address(&config, far, &headers),
            far,
            "not a proxy of ours"
        );
        assert_eq!(client_address(&config, local, &HeaderMap::new()), local);
    }
}
