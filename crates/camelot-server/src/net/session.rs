//! One WebSocket connection: the upgrade (or the browser client's page), the client's
//! address, and the session's reader loop and writer task. What can be refused at the
//! socket is refused here: foreign origins, messages over the protocol's size, the rate
//! limit (per account once signed in, per address before; binary frames and pings count),
//! connections over the per-address limit, connections that never sign in.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::oneshot;

use super::Command;
use super::shared::{SharedHub, Who};
use super::{origin, peer};
use crate::hub::Link;
use crate::listen::{Counted, Peer};
use camelot_protocol::{ErrorCode, MAX_MESSAGE_BYTES, ServerMsg};

/// A WebSocket's read buffer, allocated with it (tungstenite's default is 128 KiB): a
/// message is at most 4 KiB, and a longer frame grows it up to `max_frame_bytes`.
const READ_BUFFER: usize = 4096;

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
    tracing::info!(code = ?code, why = message, "message refused at the socket");
    link.push(ServerMsg::error(code, message).to_json());
    link.strike();
}

async fn session(mut socket: WebSocket, shared: SharedHub, ip: IpAddr, _counted: Option<Counted>) {
    // The connection counts for its address until it signs in, then for its account.
    let Some(slot) = shared.admit(ip) else {
        let limit = shared.config.connections_per_ip;
        let refusal = ServerMsg::error(
            ErrorCode::Limit,
            format!("at most {limit} connections from one address: close one first"),
        );
        shared.metrics.refused(ErrorCode::Limit);
        tracing::info!(%ip, "connection refused: too many from its address");
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
    shared.metrics.connections.inc();
    tracing::info!(conn, %ip, "connection opened");
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
    let mut slot = Some(slot);
    let why = loop {
        let frame = tokio::select! {
            _ = stopped.changed() => break "the server stopped",
            // The hub dropped it (a full outbox), or it was refused too often.
            () = link.wait_closed() => break "dropped: it did not read, or was refused too often",
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
                break "no sign-in in time";
            }
            frame = stream.next() => frame,
        };
        let frame = match frame {
            Some(Ok(Message::Close(_))) | None => break "closed by the client",
            Some(Err(_)) => break "read error",
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
                refuse_here(&shared, &link, ErrorCode::RateLimited, &message);
            }
            continue;
        }
        match frame {
            Message::Text(text) if text.len() > MAX_MESSAGE_BYTES => {
                let message = format!(
                    "a message is at most {MAX_MESSAGE_BYTES} bytes; this one has {}",
                    text.len()
                );
                refuse_here(&shared, &link, ErrorCode::TooLarge, &message);
            }
            Message::Text(text) => shared.send(Command::Message(conn, text)).await,
            Message::Binary(_) => {
                refuse_here(
                    &shared,
                    &link,
                    ErrorCode::BadMessage,
                    "messages are JSON in text frames",
                );
            }
            _ => {}
        }
    };
    // The client left, the link closed, or the server stopped: nothing more to deliver.
    shared.metrics.connections.dec();
    tracing::info!(conn, %ip, why, "connection closed");
    link.close();
    writer.abort();
    if !shared.stopped() {
        shared.send(Command::Disconnect(conn)).await;
    }
}
