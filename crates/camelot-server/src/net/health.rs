//! `GET /healthz`, for a supervisor or a load balancer: `200 ok` once the hub's worker has
//! written to the database and committed (a heartbeat, in its own turn among the batches);
//! `503` with the reason when the hub does not answer within [`HEALTH_WAIT`] or the write
//! fails.

use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use tokio::sync::oneshot;

use super::Command;
use super::shared::SharedHub;

/// How long the hub has to answer before the server is called unhealthy.
const HEALTH_WAIT: Duration = Duration::from_secs(5);

pub(super) async fn healthz(State(shared): State<SharedHub>) -> Response {
    let unhealthy =
        |why: String| (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")).into_response();
    if shared.stopped() {
        return unhealthy("stopped: a commit failed".into());
    }
    let (reply, answer) = oneshot::channel();
    shared.send(Command::Health(reply)).await;
    match tokio::time::timeout(HEALTH_WAIT, answer).await {
        Ok(Ok(Ok(()))) => (StatusCode::OK, "ok\n").into_response(),
        Ok(Ok(Err(e))) => unhealthy(format!("the database takes no write: {e}")),
        Ok(Err(_)) => unhealthy("the hub stopped".into()),
        Err(_) => unhealthy(format!(
            "the hub did not answer in {} s",
            HEALTH_WAIT.as_secs()
        )),
    }
}
