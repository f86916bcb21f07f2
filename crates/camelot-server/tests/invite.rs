//! An invite link is shown before it is joined: `show_invite` says who challenges and on what
//! terms, and starts nothing.

mod common;

use std::time::Duration;

use camelot_protocol::{ColorChoice, ErrorCode, ServerMsg};
use common::{Client, start};

#[tokio::test]
async fn show_invite_tells_the_terms_and_joins_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("t.db")).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    ann.send_text(r#"{"type":"challenge","time":"10+5","color":"white","rated":false}"#)
        .await;
    let invite = ann
        .until(|m| match m {
            ServerMsg::Challenge { invite, .. } => Some(invite),
            _ => None,
        })
        .await;
    let show = format!(
        r#"{{"type":"show_invite","invite":"{}"}}"#,
        invite.to_lowercase()
    );
    bob.send_text(&show).await;
    let (code, seek) = bob
        .until(|m| match m {
            ServerMsg::Invite { invite, seek } => Some((invite, seek)),
            _ => None,
        })
        .await;
    assert_eq!(code, invite);
    assert_eq!(seek.player, "Ann");
    assert_eq!(seek.time.to_string(), "10+5");
    assert_eq!((seek.color, seek.rated), (ColorChoice::White, false));
    // Nothing started: no game for either.
    assert!(ann.quiet_for(Duration::from_millis(300)).await.is_none());
    // The challenge is still open; an unknown code is refused.
    bob.send_text(r#"{"type":"show_invite","invite":"NOSUCH22"}"#)
        .await;
    assert_eq!(bob.error().await.0, ErrorCode::UnknownInvite);
    bob.send_text(&show).await;
    bob.until(|m| matches!(m, ServerMsg::Invite { .. }).then_some(()))
        .await;
}
