//! The client against servers that misbehave, played by a WebSocket listener on 127.0.0.1 in
//! this test: one that goes silent after its welcome, one of another protocol version, one
//! that is not a Camelot server at all, one that never finishes the handshake.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use camelot_client::protocol::{ClientMsg, ErrorCode, PROTOCOL_VERSION, ServerMsg};
use camelot_client::{Client, Connect, Event, Link, Pacing, SignIn};
use common::{WAIT, link, until, welcome};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

/// Quick timings, so silence is noticed in a fraction of a second.
const QUICK: Pacing = Pacing {
    ping: Duration::from_millis(100),
    silence: Duration::from_millis(400),
    backoff_first: Duration::from_millis(50),
    backoff_max: Duration::from_millis(200),
    connect_timeout: Duration::from_millis(500),
    first_patience: Duration::ZERO,
};

/// A listener on 127.0.0.1 whose every connection gets `answer`'s reply to each message it
/// reads (nothing for `None`), on a runtime of its own. What it read is sent on the channel.
fn fake_server(
    answer: fn(&str) -> Option<String>,
) -> (
    SocketAddr,
    std::sync::mpsc::Receiver<String>,
    tokio::runtime::Runtime,
) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let listener = runtime.block_on(TcpListener::bind("127.0.0.1:0")).unwrap();
    let addr = listener.local_addr().unwrap();
    let (heard, hearing) = std::sync::mpsc::channel();
    runtime.spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let heard = heard.clone();
            tokio::spawn(async move {
                let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else {
                    return;
                };
                while let Some(Ok(Message::Text(text))) = ws.next().await {
                    let _ = heard.send(text.to_string());
                    if let Some(reply) = answer(text.as_str())
                        && ws.send(Message::text(reply)).await.is_err()
                    {
                        return;
                    }
                }
            });
        }
    });
    (addr, hearing, runtime)
}

fn welcome_json() -> String {
    ServerMsg::Welcome {
        protocol: PROTOCOL_VERSION,
        player: "Ann".into(),
        token: "t".repeat(32),
        games: vec![],
    }
    .to_json()
}

fn connect(addr: SocketAddr, sign_in: SignIn) -> Client {
    Client::connect_paced(
        Connect {
            url: format!("ws://{addr}"),
            sign_in,
        },
        QUICK,
    )
}

fn refusal(client: &Client) -> String {
    let why = until(client, |e| match e {
        Event::Refused(why) => Some(why),
        Event::Welcome { .. } => panic!("welcomed"),
        _ => None,
    });
    assert!(matches!(client.wait(WAIT), Some(Event::Link(Link::Closed))));
    why
}

#[test]
fn a_server_that_falls_silent_is_left_and_the_token_signs_in_again() {
    // Welcomes every hello, and never answers a ping.
    let (addr, heard, _runtime) = fake_server(|text| text.contains("hello").then(welcome_json));
    let client = connect(addr, SignIn::Name("Ann".into()));
    welcome(&client);
    let since = Instant::now();
    link(&client, Link::Reconnecting { attempt: 1 });
    let after = since.elapsed();
    assert!(after >= Duration::from_millis(350), "{after:?}");
    link(&client, Link::Online);
    welcome(&client);
    let heard: Vec<ClientMsg> = heard
        .try_iter()
        .map(|text| serde_json::from_str(&text).unwrap())
        .collect();
    assert!(heard.contains(&ClientMsg::Ping), "it pinged: {heard:?}");
    let hellos: Vec<_> = heard
        .iter()
        .filter_map(|m| match m {
            ClientMsg::Hello { name, token, .. } => Some((name.clone(), token.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(hellos[0], (Some("Ann".into()), None));
    assert_eq!(
        hellos[1],
        (None, Some("t".repeat(32))),
        "signs in with the token"
    );
}

#[test]
fn another_protocol_version_is_refused_in_words() {
    let (addr, _, _runtime) = fake_server(|_| {
        Some(ServerMsg::error(ErrorCode::Version, "this server speaks protocol 2, not 1").to_json())
    });
    let why = refusal(&connect(addr, SignIn::Spectator));
    assert!(
        why.starts_with("This server speaks another protocol version"),
        "{why}"
    );
    assert!(why.ends_with("update the game or the server."), "{why}");
}

#[test]
fn a_server_speaking_something_else_is_refused_in_words() {
    let (addr, _, _runtime) = fake_server(|_| Some(r#"{"hello":"world"}"#.into()));
    let why = refusal(&connect(addr, SignIn::Spectator));
    assert!(why.contains("does not speak this game's protocol"), "{why}");
}

#[test]
fn a_server_that_never_finishes_the_handshake_is_refused_in_time() {
    // Accepted by the kernel's backlog, never answered.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let since = Instant::now();
    let why = refusal(&connect(silent.local_addr().unwrap(), SignIn::Spectator));
    assert!(
        since.elapsed() < Duration::from_secs(2),
        "{:?}",
        since.elapsed()
    );
    assert!(
        why.starts_with("No Camelot server answers at ws://127.0.0.1:"),
        "{why}"
    );
    assert!(why.contains("no answer within"), "{why}");
}

#[test]
fn wss_speaks_tls_and_a_plain_server_refuses_it() {
    // A plain WebSocket listener: the TLS handshake fails, so the first attempt is refused
    // with the TLS reason (not "TLS support not compiled in").
    let (addr, _, _runtime) = fake_server(|_| None);
    let client = Client::connect_paced(
        Connect {
            url: format!("wss://{addr}"),
            sign_in: SignIn::Spectator,
        },
        QUICK,
    );
    let why = refusal(&client);
    assert!(
        why.starts_with(&format!("No Camelot server answers at wss://{addr}: ")),
        "{why}"
    );
    assert!(why.to_lowercase().contains("tls"), "{why}");
    assert!(!why.contains("not compiled"), "{why}");
}
