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
use super::shared::{SharedHub, Who};
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

/// Whether a read failed on a frame over the size limit.
fn too_big(e: &axum::Error) -> bool {
    use std::error::Error;
    matches!(
        e.source()
            .and_then(|e| e.downcast_ref::<tungstenite::Error>()),
        Some(tungstenite::Error::Capacity(_))
    )
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
    let mut writer = tokio::spawn(write(sink, link.clone(), every));
    let why = read(stream, &shared, &link, conn, ip, slot).await;
    match why {
        Some(why) => link.close_for(why),
        None => link.close(),
    }
    // Closed on purpose (here, or by the hub): the writer says what waits and why.
    if link.why().is_some() {
        let _ = tokio::time::timeout(GOODBYE, &mut writer).await;
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
async fn write(mut sink: SplitSink<WebSocket, Message>, link: Arc<Link>, every: Duration) {
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
                if sink.send(Message::Ping(Default::default())).await.is_err() {
                    return;
                }
                vec![ping.clone()]
            }
        };
        for text in texts {
            if sink.send(Message::Text(text.into())).await.is_err() {
                return;
            }
        }
    }
    if let Some(why) = link.why() {
        let _ = sink.send(close_frame(why)).await;
    }
    let _ = sink.close().await;
}

/// Reads the client's frames until the connection ends: why, if the server ends it on
/// purpose here (the link knows its own reasons).
async fn read(
    mut stream: SplitStream<WebSocket>,
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
            Some(Err(_)) => return None,
            Some(Ok(frame)) => frame,
        };
        let who = link.player().map_or(Who::Address(ip), Who::Account);
        if !shared.allow(who) {
            if matches!(frame, Message::Text(_) | Message::Binary(_)) {
                let rate = config.messages_per_second;
                let whose = match who {
                    Who::Account(_) => "one account",
                    Who::Address(_) => "one address before sign-in",
                };
                let message = format!(
                    "too many messages: at most {rate} a second from {whose} (bursts of {})",
                    config.message_burst
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
