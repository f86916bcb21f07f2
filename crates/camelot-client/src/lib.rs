//! # camelot-client
//!
//! The connection to a camelot-server (docs/protocol.md) for the game and the bot: a thread of
//! its own runs it, so the caller never waits on the network. The caller sends messages and
//! polls events; the client signs in, keeps the connection alive (pings), and when it drops
//! after a first welcome reconnects by itself with backoff and signs in again with the
//! welcome's token, so the server's next welcome brings the games in progress back. Messages
//! sent while offline wait and go out after that welcome, except moves: a move that cannot go
//! out at once is dropped, since after the welcome the server's state of the game is the one
//! that counts, and the caller (which resyncs on the welcome) sends it again if it still
//! stands: so a move is never sent twice.
//!
//! A server is not trusted to be kind: a message over [`MAX_MESSAGE`] ends the connection
//! (tungstenite checks it at the socket), and at most [`EVENT_QUEUE`] events wait for the
//! caller; when a caller falls that far behind, the connection is dropped and made again, so
//! that the next welcome brings the games back whole rather than the queue growing.
//!
//! - `lib.rs`: the caller's side (the channels and the thread).
//! - `connection.rs`: the connection's life on the thread: connect, sign in, relay, reconnect.
//! - `words.rs`: addresses and refusals as a person reads them.

use std::sync::mpsc as std_mpsc;
use std::sync::{Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use camelot_protocol::{ClientMsg, ErrorCode, GameView, ServerMsg};
use tokio::sync::mpsc;

mod connection;
mod words;

pub use words::{plain_text_warning, server_url};

use connection::{Command, Connection};

/// How the client signs in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignIn {
    /// Signs up with this name; the welcome's token signs in from then on.
    Name(String),
    /// Signs in again with the token of an earlier welcome.
    Token(String),
    /// Watches only.
    Spectator,
}

/// Where to connect and as whom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect {
    /// `ws://HOST:PORT`, `wss://HOST`, or a bare `HOST:PORT` (read as `ws://`).
    pub url: String,
    pub sign_in: SignIn,
}

/// The connection's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// The first connection is being made.
    Connecting,
    /// Signed in: messages go out as they are sent.
    Online,
    /// The connection dropped after a welcome; this is the `attempt`-th try to get it back.
    Reconnecting { attempt: u32 },
    /// Over for good (after a refusal, or when the client is dropped).
    Closed,
}

/// What the client reports, in order.
#[derive(Clone, Debug)]
pub enum Event {
    /// Every change of the connection's state.
    Link(Link),
    /// After each (re)sign-in: the player's name (empty for a spectator), the token to keep
    /// for signing in next time, and the games in progress.
    Welcome {
        player: String,
        token: String,
        games: Vec<GameView>,
    },
    /// Final: a bad address, no server there (on the first connection), another protocol
    /// version, a bad or taken name, an unknown token. `code` is the server's, when the
    /// server refused (act on it, never on the sentence); `sentence` is for a person.
    /// `Link(Closed)` follows; there is no reconnection.
    Refused {
        code: Option<ErrorCode>,
        sentence: String,
    },
    /// Every other message from the server, in order.
    Server(ServerMsg),
}

/// The connection's timings. [`Pacing::default`] is what the game uses; tests and the bot
/// set their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pacing {
    /// A ping goes out this often while connected.
    pub ping: Duration,
    /// Nothing heard for this long (pings unanswered): the connection is lost.
    pub silence: Duration,
    /// The first wait before reconnecting, doubled after each failed attempt up to
    /// `backoff_max`.
    pub backoff_first: Duration,
    pub backoff_max: Duration,
    /// The longest a connection may take to be made and answer the `hello`.
    pub connect_timeout: Duration,
    /// How long the first connection keeps trying before it is refused (zero: the first
    /// failure refuses). A bot started with its server waits for it this way.
    pub first_patience: Duration,
}

impl Default for Pacing {
    fn default() -> Pacing {
        Pacing {
            ping: Duration::from_secs(5),
            silence: Duration::from_secs(15),
            backoff_first: Duration::from_millis(250),
            backoff_max: Duration::from_secs(5),
            connect_timeout: Duration::from_secs(10),
            first_patience: Duration::ZERO,
        }
    }
}

/// The largest message (and frame) taken from a server: far above any real game's state, far
/// below what could exhaust the machine.
pub const MAX_MESSAGE: usize = 512 * 1024;

/// The most events waiting for the caller (see the crate's documentation for a full queue).
pub const EVENT_QUEUE: usize = 1024;

/// How long dropping a client waits for its thread to close the connection; past it the
/// thread is left to end by itself.
const DROP_WAIT: Duration = Duration::from_millis(500);

/// A connection to a camelot-server, run on its own thread. Dropping it closes the connection.
pub struct Client {
    commands: mpsc::UnboundedSender<Command>,
    events: Mutex<std_mpsc::Receiver<Event>>,
    /// Disconnected when the thread has ended.
    done: Mutex<std_mpsc::Receiver<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Client {
    /// Starts connecting and returns at once; [`Client::poll`] tells how it goes.
    pub fn connect(connect: Connect) -> Client {
        Client::connect_paced(connect, Pacing::default())
    }

    /// [`Client::connect`] with other timings.
    pub fn connect_paced(connect: Connect, pacing: Pacing) -> Client {
        let (commands, command_queue) = mpsc::unbounded_channel();
        let (events, event_queue) = std_mpsc::sync_channel(EVENT_QUEUE);
        let (done, done_signal) = std_mpsc::channel::<()>();
        let failed = events.clone();
        let spawned = std::thread::Builder::new()
            .name("camelot-client".into())
            .spawn(move || {
                // Dropped last, when everything else of the thread is gone.
                let _done = done;
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                match runtime {
                    Ok(runtime) => {
                        runtime.block_on(
                            Connection::new(connect, pacing, command_queue, events).run(),
                        );
                        // A name lookup may still be running on the blocking pool: never
                        // wait for it.
                        runtime.shutdown_background();
                    }
                    Err(e) => connection::refuse(
                        &events,
                        format!("The network could not be started: {e}."),
                    ),
                }
            });
        let thread = match spawned {
            Ok(thread) => Some(thread),
            Err(e) => {
                connection::refuse(&failed, format!("The network could not be started: {e}."));
                None
            }
        };
        Client {
            commands,
            events: Mutex::new(event_queue),
            done: Mutex::new(done_signal),
            thread,
        }
    }

    /// Sends a message: at once when online, else after the next welcome (a move: at once or
    /// never, see the crate's documentation). Never blocks.
    pub fn send(&self, msg: ClientMsg) {
        // Fails only once the connection is closed for good, when there is nowhere to send.
        let _ = self.commands.send(Command::Send(msg));
    }

    /// The next event, if there is one. Never blocks.
    pub fn poll(&self) -> Option<Event> {
        let events = self.events.lock().unwrap_or_else(PoisonError::into_inner);
        events.try_recv().ok()
    }

    /// The next event, waiting for it up to `timeout` (for callers with a thread to spare,
    /// such as the bot; a frame loop uses [`Client::poll`]).
    pub fn wait(&self, timeout: Duration) -> Option<Event> {
        let events = self.events.lock().unwrap_or_else(PoisonError::into_inner);
        events.recv_timeout(timeout).ok()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Stop);
        let done = self.done.get_mut().unwrap_or_else(PoisonError::into_inner);
        // Nothing is ever sent on it: it disconnects when the thread ends.
        if let Err(std_mpsc::RecvTimeoutError::Disconnected) = done.recv_timeout(DROP_WAIT)
            && let Some(thread) = self.thread.take()
        {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_can_live_in_a_shared_resource() {
        fn shared<T: Send + Sync + 'static>() {}
        shared::<Client>();
    }

    #[test]
    fn a_bad_address_is_refused_at_once_and_closed() {
        let client = Client::connect(Connect {
            url: "http://example".into(),
            sign_in: SignIn::Spectator,
        });
        let first = client.wait(Duration::from_secs(2));
        assert!(
            matches!(&first, Some(Event::Refused { code: None, sentence }) if sentence.contains("not a server address")),
            "{first:?}"
        );
        assert!(matches!(
            client.wait(Duration::from_secs(2)),
            Some(Event::Link(Link::Closed))
        ));
    }
}
