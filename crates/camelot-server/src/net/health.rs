//! `GET /healthz`, for a supervisor or a load balancer, answered from memory (no request
//! reaches the hub or the disk): `200 ok` while the hub's worker has committed a batch within
//! [`STALE`] (it commits a heartbeat every second), `503` with the reason otherwise, once a
//! commit failed (the server is read-only) or once it stopped. Like `/metrics`, only for the addresses of `health_from` (loopback by
//! default): any other gets 404.

use std::time::Duration;

use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use super::peer;
use super::shared::SharedHub;
use crate::listen::Peer;

/// How old the last commit may be before the server is called unhealthy.
const STALE: Duration = Duration::from_secs(5);

pub(super) async fn healthz(
    State(shared): State<SharedHub>,
    ConnectInfo(Peer(from)): ConnectInfo<Peer>,
    headers: HeaderMap,
) -> Response {
    let config = &shared.config;
    if !peer::client_within(config, from.ip(), &headers, &config.health_from) {
        return (StatusCode::NOT_FOUND, "no such page").into_response();
    }
    let unhealthy =
        |why: String| (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")).into_response();
    if shared
        .metrics
        .read_only
        .load(std::sync::atomic::Ordering::Relaxed)
    {
        return unhealthy(
            "read-only: a commit failed; games are paused until the storage is fixed and the \
             server restarted"
                .into(),
        );
    }
    if shared.stopped() {
        return unhealthy("stopped".into());
    }
    match shared.metrics.since_commit() {
        Some(age) if age <= STALE => (
            StatusCode::OK,
            format!("ok, last commit {} ms ago\n", age.as_millis()),
        )
            .into_response(),
        Some(age) => unhealthy(format!(
            "the hub has committed nothing for {} s",
            age.as_secs()
        )),
        None => unhealthy("the hub has committed nothing yet".into()),
    }
}
