//! The listening socket: each accepted connection must send its whole HTTP request (the
//! WebSocket handshake) within the handshake timeout, or it is closed. A connection that
//! opens and then says nothing would otherwise hold a socket and a task for ever. Past the
//! server's socket cap, or an address's, the next sockets are closed at once, before any
//! HTTP. A trusted proxy's sockets are not counted as its address's: each is counted at its
//! WebSocket upgrade, for the client address the proxy names (`net/peer.rs`).

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::serve::Listener;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Sleep;

use crate::hub::Config;
use crate::net::peer;

/// The open sockets: how many in all, and of each address (as `peer::key` keys it).
pub struct Sockets {
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
    per_address: usize,
    whole: usize,
}

/// An open socket's place in the counts: the server's (`whole`) and its address's, if it
/// has one; given back when dropped.
pub struct Counted {
    sockets: Arc<Sockets>,
    address: Option<IpAddr>,
    whole: bool,
}

impl Sockets {
    pub fn new(config: &Config) -> Sockets {
        Sockets {
            open: Mutex::new((0, HashMap::new())),
            per_address: config.sockets_per_ip,
            whole: config.max_sockets,
        }
    }

    fn open(&self) -> std::sync::MutexGuard<'_, (usize, HashMap<IpAddr, usize>)> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts a socket in the server's count (`whole`) and `address`'s, or `None` (close it)
    /// when either is full.
    pub fn count(self: &Arc<Self>, whole: bool, address: Option<IpAddr>) -> Option<Counted> {
        let mut open = self.open();
        if whole && open.0 >= self.whole {
            return None;
        }
        if let Some(ip) = address {
            let n = open.1.entry(ip).or_insert(0);
            if *n >= self.per_address {
                return None;
            }
            *n += 1;
        }
        if whole {
            open.0 += 1;
        }
        Some(Counted {
            sockets: self.clone(),
            address,
            whole,
        })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.sockets.open();
        if self.whole {
            open.0 -= 1;
        }
        if let Some(ip) = self.address
            && let Some(n) = open.1.get_mut(&ip)
        {
            *n -= 1;
            if *n == 0 {
                open.1.remove(&ip);
            }
        }
    }
}

/// Accepts TCP connections, each with the handshake deadline, and without Nagle's delay
/// (moves are small messages answered at once).
pub struct Guarded {
    pub inner: TcpListener,
    pub handshake: Duration,
    pub config: Config,
    pub sockets: Arc<Sockets>,
}

impl Listener for Guarded {
    type Io = Deadline;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Deadline, SocketAddr) {
        loop {
            let (tcp, addr) = Listener::accept(&mut self.inner).await;
            let ip = addr.ip();
            let address =
                (!peer::is_trusted(&self.config, ip)).then(|| peer::key(&self.config, ip));
            let Some(counted) = self.sockets.count(true, address) else {
                continue; // dropped: closed
            };
            let _ = tcp.set_nodelay(true);
            let sleep = Box::pin(tokio::time::sleep(self.handshake));
            return (
                Deadline {
                    tcp,
                    handshake: Some(sleep),
                    _counted: counted,
                },
                addr,
            );
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// The peer's address, for handlers (`ConnectInfo<Peer>`, put in by `http.rs`).
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

/// A TCP stream whose reads fail once the handshake deadline passes, until the server first
/// writes (its answer to the request: the request was read by then).
pub struct Deadline {
    tcp: TcpStream,
    handshake: Option<Pin<Box<Sleep>>>,
    _counted: Counted,
}

impl AsyncRead for Deadline {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if let Some(sleep) = &mut self.handshake
            && sleep.as_mut().poll(cx).is_ready()
        {
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the handshake took too long",
            )));
        }
        Pin::new(&mut self.tcp).poll_read(cx, buf)
    }
}

impl AsyncWrite for Deadline {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.handshake = None;
        Pin::new(&mut self.tcp).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }
}
