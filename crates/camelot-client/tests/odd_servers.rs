//! The client against servers that misbehave, played by a WebSocket listener on 127.0.0.1 in
//! this test: one that goes silent after its welcome, one of another protocol version, one
//! that is not a Camelot server at all, one that never finishes the handshake, and hostile
//! ones: an oversized message, a flood the caller cannot read as fast.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use camelot_client::{Client, Connect, EVENT_QUEUE, Event, Link, MAX_MESSAGE, Pacing, SignIn};
use camelot_protocol::{ClientMsg, ErrorCode, PROTOCOL_VERSION, ServerMsg};
use common::{CLOSED, WAIT, fake_server, link, until, welcome};

/// Quick timings, so silence is noticed in a fraction of a second.
const QUICK: Pacing = Pacing {
    ping: Duration::from_millis(100),
    silence: Duration::from_millis(400),
    backoff_first: Duration::from_millis(50),
    backoff_max: Duration::from_millis(200),
    connect_timeout: Duration::from_millis(500),
    first_patience: Duration::ZERO,
};

fn welcome_json() -> String {
    ServerMsg::Welcome {
        protocol: PROTOCOL_VERSION,
        player: "Ann".into(),
        token: "t".repeat(32),
        games: vec![],
        guest: false,
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
        Event::Refused { sentence, .. } => Some(sentence),
        Event::Welcome { .. } => panic!("welcomed"),
        _ => None,
    });
    assert!(matches!(client.wait(WAIT), Some(Event::Link(Link::Closed))));
    why
}

#[test]
fn a_server_that_falls_silent_is_left_and_the_token_signs_in_again() {
    // Welcomes every hello, and never answers a ping.
    let (addr, heard, _runtime) = fake_server(|text| {
        text.contains("hello")
            .then(welcome_json)
            .into_iter()
            .collect()
    });
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
        .filter(|text| text != CLOSED)
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
        vec![ServerMsg::error(ErrorCode::Version, "this server speaks protocol 2, not 1").to_json()]
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
    let (addr, _, _runtime) = fake_server(|_| vec![r#"{"hello":"world"}"#.into()]);
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
    let (addr, _, _runtime) = fake_server(|_| vec![]);
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

/// Events up to the first `Reconnecting`: how many server messages came before it.
fn server_messages_before_reconnecting(client: &Client) -> usize {
    until(client, {
        let mut relayed = 0;
        move |e| match e {
            Event::Server(_) => {
                relayed += 1;
                None
            }
            Event::Link(Link::Reconnecting { .. }) => Some(relayed),
            _ => None,
        }
    })
}

#[test]
fn a_message_over_the_limit_drops_the_connection_and_is_never_relayed() {
    let (addr, _, _runtime) = fake_server(|text| {
        if !text.contains("hello") {
            return vec![];
        }
        let huge = "x".repeat(MAX_MESSAGE + 1);
        vec![
            welcome_json(),
            ServerMsg::error(ErrorCode::NotAllowed, huge).to_json(),
        ]
    });
    let client = connect(addr, SignIn::Name("Ann".into()));
    welcome(&client);
    assert_eq!(server_messages_before_reconnecting(&client), 0);
}

#[test]
fn a_flood_the_caller_cannot_read_waits_at_most_the_queue_then_the_client_reconnects() {
    const FLOOD: usize = 3 * EVENT_QUEUE;
    let (addr, heard, _runtime) = fake_server(|text| {
        if !text.contains("hello") {
            return vec![];
        }
        let mut replies = vec![welcome_json()];
        replies.extend(std::iter::repeat_n(ServerMsg::Pong.to_json(), FLOOD));
        replies
    });
    let client = connect(addr, SignIn::Name("Ann".into()));
    // Nothing is read until the client has given up on the flooding connection.
    loop {
        match heard.recv_timeout(WAIT) {
            Ok(text) if text == CLOSED => break,
            Ok(_) => {}
            Err(_) => panic!("the client never left the flooding connection"),
        }
    }
    let relayed = server_messages_before_reconnecting(&client);
    assert!(relayed < EVENT_QUEUE, "{relayed} messages waited");
    // It signs in again, and the welcome brings the games back whole.
    welcome(&client);
}

#[test]
fn the_servers_ping_is_answered_and_not_passed_on() {
    // Pings after its welcome; answers a pong with a message the test can wait for.
    let (addr, _, _runtime) = fake_server(|text| {
        if text.contains("hello") {
            vec![
                welcome_json(),
                ServerMsg::Ping { interval_ms: 100 }.to_json(),
            ]
        } else if serde_json::from_str::<ClientMsg>(text).ok() == Some(ClientMsg::Pong) {
            vec![ServerMsg::RematchDeclined { game: 7 }.to_json()]
        } else {
            vec![]
        }
    });
    let client = connect(addr, SignIn::Name("Ann".into()));
    welcome(&client);
    until(&client, |e| match e {
        Event::Server(ServerMsg::Ping { .. }) => panic!("the caller got the server's ping"),
        Event::Server(ServerMsg::RematchDeclined { game: 7 }) => Some(()),
        _ => None,
    });
}
