//! `GET /metrics` (`metrics.rs`), for the addresses of `metrics_from` only: any other gets
//! 404, as if there were no such page. Behind a trusted proxy the client it names is checked,
//! so a proxy that forwards the path still shows the page to no one outside.

use axum::extract::{ConnectInfo, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use super::peer;
use super::shared::SharedHub;
use crate::listen::Peer;

pub(super) async fn metrics(
    State(shared): State<SharedHub>,
    ConnectInfo(Peer(from)): ConnectInfo<Peer>,
    headers: HeaderMap,
) -> Response {
    let config = &shared.config;
    if !peer::client_within(config, from.ip(), &headers, &config.metrics_from) {
        return (StatusCode::NOT_FOUND, "no such page").into_response();
    }
    let metrics = &shared.metrics;
    metrics.queue.set(shared.queue_depth() as i64);
    let format = "application/openmetrics-text; version=1.0.0; charset=utf-8";
    ([(CONTENT_TYPE, format)], metrics.render()).into_response()
}
