//! The server as a public site: security headers on every page, and HTTP connections that
//! never finish their request closed after the header timeout (slowloris), first request or
//! a later one on a kept-alive connection.

mod common;

use std::time::{Duration, Instant};

use camelot_server::Config;
use common::{Client, start_with};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

fn config() -> Config {
    Config {
        http_header_timeout_ms: 500,
        ..Config::default()
    }
}

/// One whole response's head (status line and headers), read off a kept-alive connection:
/// lowercased, and the body after it skipped by its length.
async fn response(tcp: &mut TcpStream) -> String {
    let mut bytes = Vec::new();
    let mut byte = [0u8];
    while !bytes.ends_with(b"\r\n\r\n") {
        assert_eq!(tcp.read(&mut byte).await.unwrap(), 1, "closed mid-answer");
        bytes.push(byte[0]);
    }
    let head = String::from_utf8(bytes).unwrap().to_lowercase();
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .map_or(0, |n| n.trim().parse().unwrap());
    let mut body = vec![0; length];
    tcp.read_exact(&mut body).await.unwrap();
    head
}

async fn get(tcp: &mut TcpStream, path: &str) -> String {
    let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n\r\n");
    tcp.write_all(request.as_bytes()).await.unwrap();
    response(tcp).await
}

/// How long until the server closes `tcp`, reading whatever it sends.
async fn closed_after(tcp: &mut TcpStream) -> Duration {
    let at = Instant::now();
    let mut buf = [0u8; 1024];
    loop {
        match tokio::time::timeout(Duration::from_secs(5), tcp.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return at.elapsed(),
            Ok(Ok(_)) => {}
            Err(_) => panic!("still open after 5 s"),
        }
    }
}

#[tokio::test]
async fn every_page_and_asset_carries_the_security_headers() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), config()).await;
    let mut tcp = TcpStream::connect(server.addr).await.unwrap();
    let page = get(&mut tcp, "/").await;
    assert!(page.starts_with("http/1.1 200"), "{page}");
    let asset = page_asset();
    for path in ["/", "/index.html", asset.as_str(), "/no/such/page"] {
        let head = get(&mut tcp, path).await;
        for header in [
            "content-security-policy: default-src 'none'; script-src 'self'; style-src 'self'",
            "frame-ancestors 'none'",
            "connect-src 'self'",
            "x-content-type-options: nosniff",
            "x-frame-options: deny",
            "referrer-policy: no-referrer",
        ] {
            assert!(head.contains(header), "{path}: no {header} in\n{head}");
        }
    }
    // The WebSocket still opens on `/`.
    Client::sign_up(server.addr, "Ann").await;
}

/// The built client's script, as the page names it.
fn page_asset() -> String {
    let html = include_str!("../web-dist/index.html");
    let at = html.find("/assets/").unwrap();
    let end = at + html[at..].find('"').unwrap();
    html[at..end].to_string()
}

#[tokio::test]
async fn a_request_whose_headers_never_end_is_closed_after_the_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), config()).await;
    // A kept-alive connection, its first request answered, then a second one never finished.
    let mut tcp = TcpStream::connect(server.addr).await.unwrap();
    get(&mut tcp, "/").await;
    tcp.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
        .await
        .unwrap();
    let slow = closed_after(&mut tcp).await;
    assert!(slow < Duration::from_secs(2), "closed after {slow:?}");
    // One that only idles after its answer is closed as well.
    let mut tcp = TcpStream::connect(server.addr).await.unwrap();
    get(&mut tcp, "/").await;
    let idle = closed_after(&mut tcp).await;
    assert!(idle < Duration::from_secs(2), "closed after {idle:?}");
    // A dribbling first request: one header byte at a time, never the end.
    let mut tcp = TcpStream::connect(server.addr).await.unwrap();
    let at = Instant::now();
    for b in b"GET / HTTP/1.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa" {
        if tcp.write_all(&[*b]).await.is_err() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    closed_after(&mut tcp).await;
    assert!(
        at.elapsed() < Duration::from_secs(3),
        "closed after {:?}",
        at.elapsed()
    );
}

#[tokio::test]
async fn healthz_answers_from_memory_to_this_machine_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), config()).await;
    let mut tcp = TcpStream::connect(server.addr).await.unwrap();
    let request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    tcp.read_to_string(&mut answer).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\r\n\r\nok, last commit "), "{answer}");
    assert!(answer.ends_with(" ms ago\n"), "{answer}");
    // Loopback-only by default, as `/metrics`: 127.0.0.2 is not in `health_from`.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind("127.0.0.2:0".parse().unwrap()).unwrap();
    let mut tcp = socket.connect(server.addr).await.unwrap();
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    tcp.read_to_string(&mut answer).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
}

#[tokio::test]
async fn plain_http_has_a_lifetime_and_a_websocket_leaves_it_behind() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        http_connection_timeout_ms: 600,
        ..config()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut ann = Client::sign_up(server.addr, "Ann").await;
    // A kept-alive connection asking again and again, each request in time: closed at 600 ms.
    let mut tcp = TcpStream::connect(server.addr).await.unwrap();
    let at = Instant::now();
    let request = b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n";
    while tcp.write_all(request).await.is_ok() && at.elapsed() < Duration::from_secs(3) {
        let mut buf = [0u8; 4096];
        if matches!(tcp.read(&mut buf).await, Ok(0) | Err(_)) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let lived = at.elapsed();
    assert!(lived < Duration::from_secs(2), "lived {lived:?}");
    // The WebSocket opened before it is still answered.
    ann.send_text(r#"{"type":"ping"}"#).await;
    assert_eq!(ann.recv().await, camelot_protocol::ServerMsg::Pong);
}
