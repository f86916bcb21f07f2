//! One WebSocket connection: the upgrade (or the browser client's page), the client's
//! address, and the session's reader loop and writer task. What can be refused at the
//! socket is refused here: foreign origins, messages over the protocol's size, the rate
//! limit (per account once signed in, per address before; binary frames and pings count),
//! connections over the per-address limit, connections that never sign in. Each frame is
//! stamped as it arrives (`shared.rs`); the writer pings, and a connection silent for
//! `ping_misses` intervals is closed. A connection the server ends on purpose hears why:
//! the refusal first where there is one, then a close frame (`camelot_protocol::Close`).

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::CloseFrame;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::oneshot;
use tokio::time::{Instant, sleep_until};
use tokio_tungstenite::tungstenite;

use super::Command;
use super::shared::SharedHub;
use super::{origin, peer};
use crate::hub::Link;
use crate::listen::{Counted, Peer};
use camelot_protocol::{ClientMsg, Close, ErrorCode, MAX_MESSAGE_BYTES, ServerMsg, parse_client};

/// A WebSocket's read buffer, allocated with it (tungstenite's default is 128 KiB): a
/// message is at most 4 KiB, and a longer frame grows it up to `max_frame_bytes`.
const READ_BUFFER: usize = 4096;

/// How long a connection closed on purpose is given to take its last messages and the
/// close frame (a client that does not read gets no more).
const GOODBYE: Duration = Duration::from_secs(1);

/// `/`: the socket for a WebSocket upgrade, the browser client's page otherwise (web.rs).
/// A page of a foreign origin is refused (403); behind a trusted proxy the socket is counted
/// here for the client's address (429 past `sockets_per_ip`), the listener having counted it
/// only in the server's total.
pub(super) async fn upgrade(
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    headers: HeaderMap,
    State(shared): State<SharedHub>,
) -> Response {
    let Ok(ws) = ws else {
        return crate::web::index(&headers);
    };
    let config = &shared.config;
    if let Err(origin) = origin::check(config, &headers) {
        let why = format!(
            "pages of {origin} may not connect to this server (its allowed_origins do not name it)"
        );
        return (StatusCode::FORBIDDEN, why).into_response();
    }
    let ip = peer::key(config, peer::client(config, peer.ip(), &headers));
    let counted = if peer::is_trusted(config, peer.ip()) {
        let Some(counted) = shared.sockets.count(false, Some(ip)) else {
            let why = format!(
                "at most {} open sockets from one address: close one first",
                config.sockets_per_ip
            );
            return (StatusCode::TOO_MANY_REQUESTS, why).into_response();
        };
        Some(counted)
    } else {
        None
    };
    let max = config.max_frame_bytes;
    ws.max_message_size(max)
        .max_frame_size(max)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| session(socket, shared, ip, counted))
}

/// A refusal decided at the socket: queued on the link (in order with the hub's answers, if
/// not always after them) and counted against the connection, and in the metrics.
fn refuse_here(shared: &SharedHub, link: &Link, code: ErrorCode, message: &str) {
    shared.metrics.refused(code);
    if link.first_refusal(code) {
        tracing::info!(code = ?code, why = message, "message refused at the socket");
    }
    link.push(ServerMsg::error(code, message).to_json());
    if !link.strike() {
        link.close_for(Close::TooManyRefusals);
    }
}

fn close_frame(why: Close) -> Message {
    Message::Close(Some(CloseFrame {
        code: why.code(),
        reason: why.reason().into(),
    }))
}

/// A `pong` answers the server's `ping`: life, which its arrival showed, and nothing for the
/// hub. (Only a short message can be one.)
fn is_pong(text: &str) -> bool {
    text.len() <= 64 && matches!(parse_client(text), Ok(ClientMsg::Pong))
}

/// The WebSocket error under a failed read.
fn ws_error(e: &axum::Error) -> Option<&tungstenite::Error> {
    use std::error::Error;
    e.source()
        .and_then(|e| e.downcast_ref::<tungstenite::Error>())
}

/// Whether a read failed on a frame over the size limit.
fn too_big(e: &axum::Error) -> bool {
    matches!(ws_error(e), Some(tungstenite::Error::Capacity(_)))
}

/// Whether a read failed on a text frame that is not UTF-8.
fn not_utf8(e: &axum::Error) -> bool {
    matches!(ws_error(e), Some(tungstenite::Error::Utf8(_)))
}

/// How long a closed connection's reader is drained after the close frame went out, so the
/// client's bytes still arriving are read, not refused with a TCP reset that would take the
/// refusal and the close frame with it.
const LINGER: Duration = Duration::from_millis(500);

/// Reads and drops what the client still sends, until it closes or [`LINGER`] passes (a
/// reader that failed can take nothing more: then the socket is just held that long).
async fn linger(stream: &mut SplitStream<WebSocket>) {
    let drain = async {
        loop {
            match stream.next().await {
                Some(Ok(Message::Close(_))) | None => return,
                Some(Ok(_)) => {}
                Some(Err(_)) => std::future::pending::<()>().await,
            }
        }
    };
    let _ = tokio::time::timeout(LINGER, drain).await;
}

/// Sends `message`, within the write timeout; `false` if the socket failed or was too slow
/// (the client does not read: the link is closed as [`Close::NotReading`]).
async fn send_within(
    sink: &mut SplitSink<WebSocket, Message>,
    link: &Link,
    message: Message,
    within: Duration,
) -> bool {
    match tokio::time::timeout(within, sink.send(message)).await {
        Ok(sent) => sent.is_ok(),
        Err(_) => {
            link.close_for(Close::NotReading);
            false
        }
    }
}

async fn session(mut socket: WebSocket, shared: SharedHub, ip: IpAddr, _counted: Option<Counted>) {
    let _running = shared.running();
    // The connection counts for its address until it signs in, then for its account.
    let Some(slot) = shared.admit(ip) else {
        let limit = shared.config.connections_per_ip;
        let refusal = ServerMsg::error(
            ErrorCode::Limit,
            format!("at most {limit} connections from one address: close one first"),
        );
        shared.metrics.refused(ErrorCode::Limit);
        tracing::info!(%ip, "connection refused: too many from its address");
        let goodbye = async {
            socket.send(Message::Text(refusal.to_json().into())).await?;
            socket.send(close_frame(Close::TooManyConnections)).await
        };
        let _ = tokio::time::timeout(GOODBYE, goodbye).await;
        return;
    };
    let config = &shared.config;
    let link = Arc::new(Link::new(config.outbox_bytes, config.errors_per_minute));
    let (sink, stream) = socket.split();
    let (reply, conn) = oneshot::channel();
    shared.send(Command::Connect(link.clone(), ip, reply)).await;
    let Ok(conn) = conn.await else { return };
    shared.metrics.connections.inc();
    tracing::info!(conn, %ip, "connection opened");
    let every = Duration::from_millis(config.ping_interval_ms.max(1) as u64);
    let within = Duration::from_millis(config.write_timeout_ms.max(1) as u64);
    let mut writer = tokio::spawn(write(sink, link.clone(), every, within));
    let mut stream = stream;
    let why = read(&mut stream, &shared, &link, conn, ip, slot).await;
    match why {
        Some(why) => link.close_for(why),
        None => link.close(),
    }
    // Closed on purpose (here, or by the hub): the writer says what waits and why, then
    // the reader lingers so that the client hears it.
    if link.why().is_some() {
        let _ = tokio::time::timeout(GOODBYE, &mut writer).await;
        linger(&mut stream).await;
    }
    writer.abort();
    shared.metrics.connections.dec();
    let why = link
        .why()
        .map_or("closed by the client", |why| why.reason());
    tracing::info!(conn, %ip, why, "connection closed");
    if !shared.stopped() {
        shared.send(Command::Disconnect(conn)).await;
    }
}

/// Writes what the link carries, and pings every `every`; once the link is closed, the
/// close frame saying why, if the server closed it on purpose.
async fn write(
    mut sink: SplitSink<WebSocket, Message>,
    link: Arc<Link>,
    every: Duration,
    within: Duration,
) {
    let ping = ServerMsg::Ping {
        interval_ms: every.as_millis() as u64,
    }
    .to_json();
    let mut pings = tokio::time::interval_at(Instant::now() + every, every);
    loop {
        let texts = tokio::select! {
            texts = link.next() => match texts {
                Some(texts) => texts,
                None => break,
            },
            _ = pings.tick() => {
                // A WebSocket ping as well: a client that predates `ping` answers that one.
                let ws_ping = Message::Ping(Default::default());
                if !send_within(&mut sink, &link, ws_ping, within).await
                    || !send_within(&mut sink, &link, Message::Text(ping.as_str().into()), within)
                        .await
                {
                    return;
                }
                continue;
            }
        };
        for text in texts {
            let message = Message::Text(text.as_ref().into());
            if !send_within(&mut sink, &link, message, within).await {
                return;
            }
            link.written(text.len());
        }
    }
    if let Some(why) = link.why() {
        let _ = tokio::time::timeout(within, sink.send(close_frame(why))).await;
    }
    let _ = tokio::time::timeout(within, sink.close()).await;
}

/// Reads the client's frames until the connection ends: why, if the server ends it on
/// purpose here (the link knows its own reasons).
async fn read(
    stream: &mut SplitStream<WebSocket>,
    shared: &SharedHub,
    link: &Link,
    conn: crate::hub::ConnId,
    ip: IpAddr,
    slot: super::shared::Slot<'_>,
) -> Option<Close> {
    let config = &shared.config;
    let mut stopped = shared.stopped.subscribe();
    let sign_in_by = tokio::time::sleep(Duration::from_millis(
        config.sign_in_timeout_ms.max(0) as u64
    ));
    tokio::pin!(sign_in_by);
    let silence = Duration::from_millis(
        config.ping_interval_ms.max(1) as u64 * u64::from(config.ping_misses.max(1)),
    );
    let mut heard = Instant::now();
    let mut awaiting_sign_in = true;
    let mut slot = Some(slot);
    loop {
        let frame = tokio::select! {
            _ = stopped.changed() => return Some(Close::ShuttingDown),
            // The hub dropped it (a full outbox), or it was refused too often.
            () = link.wait_closed() => return None,
            () = link.wait_signed_in(), if slot.is_some() => {
                slot = None;
                continue;
            }
            // A visitor's hello (no name) counts: they may look before signing up.
            () = &mut sign_in_by, if awaiting_sign_in => {
                if link.greeted() {
                    awaiting_sign_in = false;
                    continue;
                }
                return Some(Close::NoSignIn);
            }
            // Nothing at all, not even a pong, for `ping_misses` pings: gone, as if closed.
            () = sleep_until(heard + silence) => return Some(Close::Silent),
            frame = stream.next() => frame,
        };
        // Stamped as it arrives: a move is charged up to here, however long the hub takes.
        let arrival = shared.arrive();
        heard = Instant::now();
        let frame = match frame {
            Some(Ok(Message::Close(_))) | None => return None,
            Some(Err(e)) if too_big(&e) => {
                let max = config.max_frame_bytes;
                let message = format!("a frame is at most {max} bytes: closing");
                link.push(ServerMsg::error(ErrorCode::TooLarge, message).to_json());
                return Some(Close::FrameTooBig);
            }
            Some(Err(e)) if not_utf8(&e) => {
                let message = "a text frame must be UTF-8: closing";
                link.push(ServerMsg::error(ErrorCode::BadMessage, message).to_json());
                return Some(Close::BadText);
            }
            Some(Err(_)) => return None,
            Some(Ok(frame)) => frame,
        };
        if let Err(who) = shared.allow(&crate::budget::payers(config, link.player(), ip)) {
            if matches!(frame, Message::Text(_) | Message::Binary(_)) {
                let rate = config.messages_per_second;
                let message = format!(
                    "too many messages: at most {rate} a second from {} (bursts of {}), \
                     an address {} times as many and an IPv6 /48 {} times",
                    who.whose(),
                    config.message_burst,
                    config.address_share,
                    config.network_share,
                );
                refuse_here(shared, link, ErrorCode::RateLimited, &message);
            }
            continue;
        }
        match frame {
            Message::Text(text) if text.len() > MAX_MESSAGE_BYTES => {
                let message = format!(
                    "a message is at most {MAX_MESSAGE_BYTES} bytes; this one has {}",
                    text.len()
                );
                refuse_here(shared, link, ErrorCode::TooLarge, &message);
            }
            Message::Text(text) if is_pong(&text) => {}
            Message::Text(text) => {
                shared.send(Command::Message(conn, text, arrival.at)).await;
            }
            Message::Binary(_) => {
                refuse_here(
                    shared,
                    link,
                    ErrorCode::BadMessage,
                    "messages are JSON in text frames",
                );
            }
            _ => {}
        }
    }
}
