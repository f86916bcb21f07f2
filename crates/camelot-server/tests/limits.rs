//! Limits that fit real networks, against a real server on 127.0.0.1: behind a trusted proxy
//! (a forwarded address is a header from a trusted 127.0.0.x peer) every limit counts the
//! client's address; IPv6 by its /64; players behind one address each have their own
//! budget and an account its own connection limit; foreign pages refused; a cap on the
//! server's sockets.

mod common;

use std::net::IpAddr;

use camelot_protocol::{ClientMsg, ErrorCode, PROTOCOL_VERSION, ServerMsg};
use camelot_server::Config;
use common::{Client, start_with};
use tokio::io::AsyncReadExt;
use tokio_tungstenite::tungstenite;

const LOCAL: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 1));
const OTHER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

fn behind_proxy(proxy: &str) -> Config {
    Config {
        trusted_proxies: vec![proxy.parse().unwrap()],
        ..Config::default()
    }
}

/// Says `hello` (a spectator's without `name` or `token`) and returns the answer.
async fn hello(c: &mut Client, name: Option<&str>, token: Option<&str>) -> ServerMsg {
    c.send(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: name.map(Into::into),
        token: token.map(Into::into),
    })
    .await;
    c.recv().await
}

/// A spectator connection from `from` through headers `headers`: welcomed, or the code of
/// its refusal.
async fn spectator(
    addr: std::net::SocketAddr,
    from: IpAddr,
    headers: &[(&'static str, &str)],
) -> (Client, Result<(), ErrorCode>) {
    let mut c = Client::connect_from(addr, from, headers)
        .await
        .expect("handshakes");
    let answer = match hello(&mut c, None, None).await {
        ServerMsg::Welcome { .. } => Ok(()),
        ServerMsg::Error { code, .. } => Err(code),
        other => panic!("expected welcome or error, got {other:?}"),
    };
    (c, answer)
}

/// The HTTP status the server refused a handshake with.
fn refused_with(handshake: Result<Client, tungstenite::Error>) -> u16 {
    match handshake {
        Err(tungstenite::Error::Http(response)) => response.status().as_u16(),
        Err(e) => panic!("expected an HTTP refusal, got {e}"),
        Ok(_) => panic!("expected an HTTP refusal, got a connection"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_many_forwarded_addresses_are_all_served() {
    let dir = tempfile::tempdir().unwrap();
    // Every socket comes from the proxy's one address; its 20 are not the proxy's limit.
    let config = Config {
        sockets_per_ip: 20,
        ..behind_proxy("127.0.0.1")
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut held = Vec::new();
    for i in 1..=60 {
        let forwarded = format!("203.0.113.{i}");
        let (c, answer) = spectator(
            server.addr,
            LOCAL,
            &[("x-forwarded-for", forwarded.as_str())],
        )
        .await;
        assert_eq!(answer, Ok(()), "client {i}");
        held.push(c);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_each_forwarded_address_keeps_its_limits() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections_per_ip: 2,
        sockets_per_ip: 3,
        ..behind_proxy("127.0.0.1")
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let one = [("x-forwarded-for", "203.0.113.5")];
    // What a client writes left of the proxy's entry is not taken.
    let spoofed = [("x-forwarded-for", "198.51.100.1, 203.0.113.5")];
    let (_a, answer) = spectator(server.addr, LOCAL, &one).await;
    assert_eq!(answer, Ok(()));
    let (_b, answer) = spectator(server.addr, LOCAL, &spoofed).await;
    assert_eq!(answer, Ok(()));
    let (mut c, answer) = spectator(server.addr, LOCAL, &spoofed).await;
    assert_eq!(
        answer,
        Err(ErrorCode::Limit),
        "a third connection of 203.0.113.5"
    );
    assert!(c.closed().await);
    let (_d, answer) = spectator(server.addr, LOCAL, &[("x-forwarded-for", "203.0.113.6")]).await;
    assert_eq!(answer, Ok(()), "another forwarded address");
    // Sockets too, signed in or not: three players of one address hold its three.
    let eight = [("x-forwarded-for", "203.0.113.8")];
    let mut players = Vec::new();
    for name in ["Ann", "Bob", "Cat"] {
        let mut c = Client::connect_from(server.addr, LOCAL, &eight)
            .await
            .unwrap();
        let welcome = hello(&mut c, Some(name), None).await;
        assert!(matches!(welcome, ServerMsg::Welcome { .. }), "{welcome:?}");
        players.push(c);
    }
    let status = refused_with(Client::connect_from(server.addr, LOCAL, &eight).await);
    assert_eq!(status, 429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_untrusted_peers_forwarded_address_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections_per_ip: 2,
        ..behind_proxy("127.0.0.2")
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut held = Vec::new();
    for (i, expected) in [Ok(()), Ok(()), Err(ErrorCode::Limit)]
        .into_iter()
        .enumerate()
    {
        let forwarded = format!("203.0.113.{i}");
        let (c, answer) = spectator(
            server.addr,
            LOCAL,
            &[("x-forwarded-for", forwarded.as_str())],
        )
        .await;
        assert_eq!(answer, expected, "from 127.0.0.1 (not a proxy), client {i}");
        held.push(c);
    }
    for i in 0..3 {
        let forwarded = format!("203.0.113.{i}");
        let (c, answer) = spectator(
            server.addr,
            OTHER,
            &[("x-forwarded-for", forwarded.as_str())],
        )
        .await;
        assert_eq!(answer, Ok(()), "through the proxy 127.0.0.2, client {i}");
        held.push(c);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ipv6_clients_of_one_network_share_its_limits() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections_per_ip: 1,
        ..behind_proxy("127.0.0.1")
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let from = |a: &'static str| [("x-forwarded-for", a)];
    let (_a, answer) = spectator(server.addr, LOCAL, &from("2001:db8:1:2::1")).await;
    assert_eq!(answer, Ok(()));
    let (_b, answer) = spectator(server.addr, LOCAL, &from("2001:db8:1:2:ffff::9")).await;
    assert_eq!(answer, Err(ErrorCode::Limit), "the same /64");
    let (_c, answer) = spectator(server.addr, LOCAL, &from("2001:db8:1:3::1")).await;
    assert_eq!(answer, Ok(()), "the next /64");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_origin_is_refused_the_own_and_none_welcome() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        allowed_origins: vec!["https://play.example.org".into()],
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let addr = server.addr;
    let foreign = Client::connect_from(addr, LOCAL, &[("origin", "https://evil.example")]).await;
    assert_eq!(refused_with(foreign), 403);
    let own = format!("http://{addr}");
    for headers in [
        &[("origin", own.as_str())][..],
        &[("origin", "https://play.example.org")][..],
        &[][..],
    ] {
        let (_c, answer) = spectator(addr, LOCAL, headers).await;
        assert_eq!(answer, Ok(()), "{headers:?}");
    }
}

/// Answers to `n` pings: how many were answered and how many refused `rate_limited`.
async fn pings(c: &mut Client, n: usize) -> (usize, usize) {
    for _ in 0..n {
        c.send(&ClientMsg::Ping).await;
    }
    let (mut pongs, mut limited) = (0, 0);
    while pongs + limited < n {
        match c.recv().await {
            ServerMsg::Pong => pongs += 1,
            ServerMsg::Error {
                code: ErrorCode::RateLimited,
                ..
            } => limited += 1,
            _ => {}
        }
    }
    (pongs, limited)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_behind_one_address_each_have_their_own_budget() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        messages_per_second: 0.01,
        message_burst: 30.0,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut bob = Client::sign_up(server.addr, "Bob").await;
    assert_eq!(pings(&mut ann, 25).await, (25, 0));
    assert_eq!(
        pings(&mut bob, 25).await,
        (25, 0),
        "Bob's budget is his own"
    );
    // Ann's second connection shares her account's budget.
    let (mut ann2, _) = Client::sign_in(server.addr, &ann.token).await;
    assert_eq!(pings(&mut ann2, 10).await, (5, 5));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_account_holds_at_most_its_connections() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections_per_account: 2,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let ann = Client::sign_up(server.addr, "Ann").await;
    let _second = Client::sign_in(server.addr, &ann.token).await;
    let mut third = Client::connect(server.addr).await;
    match hello(&mut third, None, Some(&ann.token)).await {
        ServerMsg::Error { code, message, .. } => {
            assert_eq!(code, ErrorCode::Limit);
            assert!(message.contains('2'), "{message}");
        }
        other => panic!("expected limit, got {other:?}"),
    }
    // Bob, from the same address, is not held back by Ann's connections.
    let _bob = Client::sign_up(server.addr, "Bob").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_holds_at_most_its_sockets() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        max_sockets: 4,
        handshake_timeout_ms: 60_000,
        // From a trusted proxy too: only the server's cap counts its sockets.
        ..behind_proxy("127.0.0.2")
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    let mut silent = Vec::new();
    for from in [LOCAL, OTHER, OTHER] {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind((from, 0).into()).unwrap();
        silent.push(socket.connect(server.addr).await.unwrap());
    }
    let mut extra = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let mut buf = [0u8; 16];
    let read = tokio::time::timeout(common::WAIT, extra.read(&mut buf)).await;
    assert!(matches!(read, Ok(Ok(0) | Err(_))), "{read:?}");
    ann.send(&ClientMsg::Ping).await;
    assert_eq!(ann.recv().await, ServerMsg::Pong);
    drop(silent);
    let since = tokio::time::Instant::now();
    while Client::connect_from(server.addr, OTHER, &[]).await.is_err() {
        assert!(
            since.elapsed() < common::WAIT,
            "the sockets were given back"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
