//! The connection's life, on the client's thread: connect, say `hello`, relay messages both
//! ways while pinging (and answering the server's pings), and after a drop wait (backoff) and
//! do it all again with the welcome's token, until a refusal or the caller's stop. A server
//! silent for `Pacing::silence` is taken as lost.

use std::collections::VecDeque;
use std::io::ErrorKind;
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use camelot_protocol::{ClientMsg, ErrorCode, PROTOCOL_VERSION, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep, sleep_until, timeout};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::{Connect, Event, Link, MAX_MESSAGE, Pacing, SignIn, words};

/// What the caller asks of the thread.
pub enum Command {
    Send(ClientMsg),
    /// The client was dropped: close and end.
    Stop,
}

/// How long a closing connection may take to say goodbye.
const CLOSE_WAIT: Duration = Duration::from_millis(200);

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long a full event queue is given before trying again to report what must be reported.
const QUEUE_FULL_WAIT: Duration = Duration::from_millis(10);

/// Why one connection ended.
enum End {
    Stop,
    Refused(Option<ErrorCode>, String),
    Lost {
        reason: String,
        /// It had been welcomed: the next attempt starts the backoff afresh.
        was_online: bool,
    },
}

/// Reports a final refusal found before the connection's thread runs (the queue is empty).
pub fn refuse(events: &std_mpsc::SyncSender<Event>, sentence: String) {
    let _ = events.try_send(Event::Refused {
        code: None,
        sentence,
    });
    let _ = events.try_send(Event::Link(Link::Closed));
}

/// Whether a message waits through a reconnection: not a move, whose fate the caller decides
/// after the welcome (see the crate's documentation).
fn waits(msg: &ClientMsg) -> bool {
    !matches!(msg, ClientMsg::Move { .. })
}

pub struct Connection {
    url: String,
    sign_in: SignIn,
    pacing: Pacing,
    commands: mpsc::UnboundedReceiver<Command>,
    events: std_mpsc::SyncSender<Event>,
    /// Messages waiting for the next welcome.
    queue: VecDeque<ClientMsg>,
}

impl Connection {
    pub fn new(
        connect: Connect,
        pacing: Pacing,
        commands: mpsc::UnboundedReceiver<Command>,
        events: std_mpsc::SyncSender<Event>,
    ) -> Connection {
        Connection {
            url: connect.url,
            sign_in: connect.sign_in,
            pacing,
            commands,
            events,
            queue: VecDeque::new(),
        }
    }

    /// Reports what the caller must not miss (the connection's state, a welcome, a
    /// refusal), waiting for room in the queue.
    async fn emit(&self, mut event: Event) {
        loop {
            match self.events.try_send(event) {
                // Or the caller is gone already; its stop is on the way.
                Ok(()) | Err(std_mpsc::TrySendError::Disconnected(_)) => return,
                Err(std_mpsc::TrySendError::Full(back)) => {
                    event = back;
                    sleep(QUEUE_FULL_WAIT).await;
                }
            }
        }
    }

    /// Passes a server's message on; false when the queue is full (the caller fell behind).
    fn relay(&self, msg: ServerMsg) -> bool {
        !matches!(
            self.events.try_send(Event::Server(msg)),
            Err(std_mpsc::TrySendError::Full(_))
        )
    }

    async fn refuse(&self, code: Option<ErrorCode>, sentence: String) {
        self.emit(Event::Refused { code, sentence }).await;
        self.emit(Event::Link(Link::Closed)).await;
    }

    pub async fn run(mut self) {
        self.url = match words::server_url(&self.url) {
            Ok(url) => url,
            Err(sentence) => return self.refuse(None, sentence).await,
        };
        self.emit(Event::Link(Link::Connecting)).await;
        let started = Instant::now();
        let mut welcomed_ever = false;
        let mut attempt = 0;
        let mut backoff = self.pacing.backoff_first;
        loop {
            match self.attempt().await {
                End::Stop => break,
                End::Refused(code, sentence) => return self.refuse(code, sentence).await,
                End::Lost { reason, was_online } => {
                    welcomed_ever |= was_online;
                    if !welcomed_ever && started.elapsed() >= self.pacing.first_patience {
                        let sentence = words::unreachable(&self.url, &reason);
                        return self.refuse(None, sentence).await;
                    }
                    if was_online {
                        attempt = 0;
                        backoff = self.pacing.backoff_first;
                    }
                    attempt += 1;
                    if welcomed_ever {
                        self.emit(Event::Link(Link::Reconnecting { attempt })).await;
                    }
                    if !self.pause(backoff).await {
                        break;
                    }
                    backoff = (backoff * 2).min(self.pacing.backoff_max);
                }
            }
        }
        self.emit(Event::Link(Link::Closed)).await;
    }

    /// Takes a command while not online: a message waits for the welcome (a move is
    /// dropped). False on stop.
    fn hold(&mut self, command: Option<Command>) -> bool {
        match command {
            Some(Command::Send(msg)) => {
                if waits(&msg) {
                    self.queue.push_back(msg);
                }
                true
            }
            Some(Command::Stop) | None => false,
        }
    }

    /// Waits before the next attempt, holding what is sent meanwhile. False on stop.
    async fn pause(&mut self, wait: Duration) -> bool {
        let until = sleep(wait);
        tokio::pin!(until);
        loop {
            tokio::select! {
                () = &mut until => return true,
                command = self.commands.recv() => {
                    if !self.hold(command) {
                        return false;
                    }
                }
            }
        }
    }

    /// One connection, from connecting to its end.
    async fn attempt(&mut self) -> End {
        let lost = |reason: String| End::Lost {
            reason,
            was_online: false,
        };
        let limit = self.pacing.connect_timeout;
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_MESSAGE))
            .max_frame_size(Some(MAX_MESSAGE));
        // Nagle off: a move is one small frame, sent at once.
        let connecting = timeout(
            limit,
            tokio_tungstenite::connect_async_with_config(self.url.clone(), Some(config), true),
        );
        tokio::pin!(connecting);
        let mut ws = loop {
            tokio::select! {
                done = &mut connecting => match done {
                    Ok(Ok((ws, _))) => break ws,
                    Ok(Err(e)) => return lost(describe(&e)),
                    Err(_) => return lost(format!("no answer within {} s", limit.as_secs())),
                },
                command = self.commands.recv() => {
                    if !self.hold(command) {
                        return End::Stop;
                    }
                }
            }
        };
        let end = self.session(&mut ws).await;
        if let End::Stop = end {
            let _ = timeout(CLOSE_WAIT, ws.close(None)).await;
        }
        end
    }

    /// Signs in on a new connection, then relays both ways until it ends.
    async fn session(&mut self, ws: &mut Ws) -> End {
        let (name, token) = match &self.sign_in {
            SignIn::Name(name) => (Some(name.clone()), None),
            SignIn::Token(token) => (None, Some(token.clone())),
            SignIn::Spectator => (None, None),
        };
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: name.clone(),
            token,
        };
        let mut online = false;
        let lost = |reason: String, online: bool| End::Lost {
            reason,
            was_online: online,
        };
        if let Err(reason) = self.write(ws, &hello).await {
            return lost(reason, online);
        }
        let mut pings =
            tokio::time::interval_at(Instant::now() + self.pacing.ping, self.pacing.ping);
        // Pongs owed for the client's own pings: those are not the caller's.
        let mut pongs_owed = 0u32;
        let mut heard = Instant::now();
        loop {
            let quiet = if online {
                self.pacing.silence
            } else {
                self.pacing.connect_timeout
            };
            tokio::select! {
                command = self.commands.recv() => match command {
                    Some(Command::Send(msg)) if online => {
                        if let Err(reason) = self.write(ws, &msg).await {
                            // Most likely never delivered: it goes again after the welcome.
                            if waits(&msg) {
                                self.queue.push_front(msg);
                            }
                            return lost(reason, online);
                        }
                    }
                    command => {
                        if !self.hold(command) {
                            return End::Stop;
                        }
                    }
                },
                frame = ws.next() => {
                    heard = Instant::now();
                    let text = match frame {
                        Some(Ok(Message::Text(text))) => text,
                        Some(Ok(Message::Close(_))) | None => {
                            return lost("the server closed the connection".into(), online);
                        }
                        // Pings and pongs of the WebSocket layer: heard, nothing to relay.
                        Some(Ok(_)) => continue,
                        Some(Err(e)) => return lost(describe(&e), online),
                    };
                    let msg = match serde_json::from_str::<ServerMsg>(text.as_str()) {
                        Ok(msg) => msg,
                        Err(_) if !online => return End::Refused(None, words::foreign(&self.url)),
                        // A newer server's message this client does not know: skipped.
                        Err(_) => continue,
                    };
                    match msg {
                        ServerMsg::Welcome { protocol, player, token, games, .. } if !online => {
                            if protocol != PROTOCOL_VERSION {
                                return End::Refused(None, words::foreign(&self.url));
                            }
                            online = true;
                            if let SignIn::Name(_) = self.sign_in {
                                self.sign_in = SignIn::Token(token.clone());
                            }
                            self.emit(Event::Link(Link::Online)).await;
                            self.emit(Event::Welcome { player, token, games }).await;
                            while let Some(msg) = self.queue.pop_front() {
                                if let Err(reason) = self.write(ws, &msg).await {
                                    self.queue.push_front(msg);
                                    return lost(reason, online);
                                }
                            }
                        }
                        ServerMsg::Error { code, message, illegal } if !online => {
                            match words::refusal(code, &message, name.as_deref()) {
                                Some(sentence) => return End::Refused(Some(code), sentence),
                                None => {
                                    self.emit(Event::Server(ServerMsg::Error { code, message, illegal })).await;
                                }
                            }
                        }
                        ServerMsg::Pong if pongs_owed > 0 => pongs_owed -= 1,
                        // The server's own liveness check: answered here, not the caller's.
                        ServerMsg::Ping { .. } => {
                            if let Err(reason) = self.write(ws, &ClientMsg::Pong).await {
                                return lost(reason, online);
                            }
                        }
                        msg => {
                            if !self.relay(msg) {
                                // Reconnecting resyncs the caller from the next welcome.
                                return lost(words::fell_behind(), online);
                            }
                        }
                    }
                }
                _ = pings.tick() => {
                    if let Err(reason) = self.write(ws, &ClientMsg::Ping).await {
                        return lost(reason, online);
                    }
                    pongs_owed += 1;
                }
                () = sleep_until(heard + quiet) => {
                    return lost(format!("nothing heard for {} s", quiet.as_secs()), online);
                }
            }
        }
    }

    /// Sends one message, within the silence limit (a server that stopped reading is lost).
    async fn write(&self, ws: &mut Ws, msg: &ClientMsg) -> Result<(), String> {
        let text = serde_json::to_string(msg).expect("client messages always serialize");
        match timeout(self.pacing.silence, ws.send(Message::text(text))).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(describe(&e)),
            Err(_) => Err("the server stopped reading".into()),
        }
    }
}

/// A connection's failure, as the end of a sentence.
fn describe(e: &tungstenite::Error) -> String {
    match e {
        tungstenite::Error::Io(io) if io.kind() == ErrorKind::ConnectionRefused => {
            "nothing listens there (connection refused)".into()
        }
        tungstenite::Error::Io(io) => io.to_string(),
        tungstenite::Error::Http(response) => format!(
            "it answered HTTP {} instead of opening a WebSocket",
            response.status()
        ),
        other => other.to_string(),
    }
}
