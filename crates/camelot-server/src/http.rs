//! HTTP like a public site: every connection served with hyper's timers, so one that never
//! finishes its request's headers, or idles between requests, is closed, and one that is
//! still plain HTTP after `http_connection_timeout_ms` too (a reader that never takes the
//! answer); an upgraded connection (a WebSocket) leaves HTTP and these timers behind. Every
//! answer carries the security headers ([`secure`]).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::http::header::{
    CONTENT_SECURITY_POLICY, HeaderMap, HeaderValue, REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS,
    X_FRAME_OPTIONS,
};
use axum::serve::Listener;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tower_service::Service;

use crate::config::Config;
use crate::listen::Peer;

/// The page's policy: scripts, styles and connections (the WebSocket included) from this
/// origin only, images from it or inline data (the icon), never framed, nothing else.
pub const CONTENT_SECURITY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; connect-src 'self'; manifest-src 'self'; base-uri 'none'; \
    form-action 'none'; frame-ancestors 'none'";

/// Adds the security headers to an answer.
pub fn secure(headers: &mut HeaderMap) {
    let fixed = [
        (CONTENT_SECURITY_POLICY, CONTENT_SECURITY),
        (X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (X_FRAME_OPTIONS, "DENY"),
        (REFERRER_POLICY, "no-referrer"),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
}

/// Serves `app` on `listener`'s connections until the task is dropped.
pub async fn serve<L>(mut listener: L, app: Router, config: &Config)
where
    L: Listener<Addr = SocketAddr>,
{
    let header = Duration::from_millis(config.http_header_timeout_ms.max(1) as u64);
    let whole = Duration::from_millis(config.http_connection_timeout_ms.max(1) as u64);
    loop {
        let (io, addr) = listener.accept().await;
        let app = app.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(Peer(addr)));
                let mut app = app.clone();
                async move {
                    let Ok(mut response) = app.call(request.map(Body::new)).await;
                    secure(response.headers_mut());
                    Ok::<_, Infallible>(response)
                }
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header)
                .serve_connection(TokioIo::new(io), service)
                .with_upgrades();
            // Ends with the HTTP part: at an upgrade the socket goes to the WebSocket.
            let _ = tokio::time::timeout(whole, connection).await;
        });
    }
}
