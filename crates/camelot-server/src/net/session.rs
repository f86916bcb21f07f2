//! One WebSocket connection: the upgrade (or the browser client's page), the client's
//! address, and the session's reader loop and writer task. What can be refused at the
//! socket is refused here: messages over the protocol's size, the per-address rate limit
//! (binary frames and pings count), connections over the per-address limit, connections that
//! never sign in.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::oneshot;

use super::Command;
use super::shared::SharedHub;
use crate::hub::{Config, Link};
use crate::listen::Peer;
use camelot_protocol::{ErrorCode, MAX_MESSAGE_BYTES, ServerMsg};

/// A WebSocket's read buffer, allocated with it (tungstenite's default is 128 KiB): a
/// message is at most 4 KiB, and a longer frame grows it up to `max_frame_bytes`.
const READ_BUFFER: usize = 4096;

/// `/`: the socket for a WebSocket upgrade, the browser client's page otherwise (web.rs).
pub(super) async fn upgrade(
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
        .read_buffer_size(READ_BUFFER)
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
