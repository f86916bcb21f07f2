//! `camelot-server healthcheck`: asks a running server's `GET /healthz` ("Health" in
//! docs/server.md), for a container's `HEALTHCHECK` (the runtime image has no curl) or a
//! script. Plain HTTP/1.0 over `std::net`: one request, the answer read to its end.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream, ToSocketAddrs};
use std::time::Duration;

/// Longer than the server's own wait for its hub (5 s), so a slow hub is told as its `503`.
const PATIENCE: Duration = Duration::from_secs(10);
/// More than any health answer: a reason in one line.
const MOST: u64 = 4096;

/// Asks the server listening on `listen` (as the config or `--listen` name it: an unspecified
/// address, `0.0.0.0` or `[::]`, is asked on loopback) whether it is healthy: `Ok` for `200`,
/// else why not.
pub fn healthcheck(listen: &str) -> Result<(), String> {
    let addr = listen
        .to_socket_addrs()
        .map_err(|e| format!("{listen}: {e}"))?
        .next()
        .ok_or_else(|| format!("{listen}: no address"))?;
    let addr = SocketAddr::new(loopback_for(addr.ip()), addr.port());
    let ask = || -> std::io::Result<String> {
        let mut stream = TcpStream::connect_timeout(&addr, PATIENCE)?;
        stream.set_read_timeout(Some(PATIENCE))?;
        stream.set_write_timeout(Some(PATIENCE))?;
        write!(stream, "GET /healthz HTTP/1.0\r\nHost: {addr}\r\n\r\n")?;
        let mut answer = String::new();
        stream.take(MOST).read_to_string(&mut answer)?;
        Ok(answer)
    };
    let answer = ask().map_err(|e| format!("{addr}: {e}"))?;
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head.lines().next().unwrap_or_default();
    match status.split_whitespace().nth(1) {
        Some("200") => Ok(()),
        _ => Err(format!("{addr}: {status}: {}", body.trim())),
    }
}

/// Where to reach a server listening on `ip`: itself, or loopback for "every address".
fn loopback_for(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) if v4.is_unspecified() => Ipv4Addr::LOCALHOST.into(),
        IpAddr::V6(v6) if v6.is_unspecified() => Ipv6Addr::LOCALHOST.into(),
        ip => ip,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Config, Server};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_running_server_is_healthy_and_a_closed_port_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let server = Server::start("0.0.0.0:0", &dir.path().join("t.db"), Config::default())
            .await
            .unwrap();
        let every = format!("0.0.0.0:{}", server.addr.port());
        let asked = tokio::task::spawn_blocking(move || healthcheck(&every));
        assert_eq!(asked.await.unwrap(), Ok(()));
        let port = server.addr.port();
        server.kill().await;
        let gone = tokio::task::spawn_blocking(move || healthcheck(&format!("127.0.0.1:{port}")));
        let why = gone.await.unwrap().unwrap_err();
        assert!(why.starts_with(&format!("127.0.0.1:{port}: ")), "{why}");
    }

    #[test]
    fn an_answer_other_than_200_is_unhealthy_with_its_reason() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let answer = std::thread::spawn(move || {
            let (mut peer, _) = listener.accept().unwrap();
            let mut request = [0; 512];
            let _ = peer.read(&mut request).unwrap();
            let text = "HTTP/1.1 503 Service Unavailable\r\ncontent-length: 25\r\n\r\n\
                        stopped: a commit failed\n";
            peer.write_all(text.as_bytes()).unwrap();
        });
        assert_eq!(
            healthcheck(&addr.to_string()),
            Err(format!(
                "{addr}: HTTP/1.1 503 Service Unavailable: stopped: a commit failed"
            ))
        );
        answer.join().unwrap();
    }
}
