//! Untimed games (issue 36): against the computer only, no clock falls; a seek or a challenge
//! between people has a time control.

mod common;

use camelot_protocol::ErrorCode;
use camelot_protocol::time_control::{TimeControl, UNTIMED_MS};
use camelot_server::Config;
use common::{Client, start_with};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_untimed_and_people_need_a_clock() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), Config::default()).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    ann.send_text(
        r#"{"type":"play_computer","level":"beginner","time":"untimed","color":"black"}"#,
    )
    .await;
    let view = ann.game_state().await;
    assert_eq!(view.time, TimeControl::Untimed);
    assert_eq!(view.clock.white_ms, UNTIMED_MS);
    assert_eq!(ann.moved().await.0, 1, "the computer moves first");
    for text in [
        r#"{"type":"seek","time":"untimed"}"#,
        r#"{"type":"challenge","time":"untimed"}"#,
    ] {
        ann.send_text(text).await;
        assert_eq!(ann.error().await.0, ErrorCode::BadMessage, "{text}");
    }
}
