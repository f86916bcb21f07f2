//! The listening socket: each accepted connection must send its whole HTTP request (the
//! WebSocket handshake) within the handshake timeout, or it is closed. A connection that
//! opens and then says nothing would otherwise hold a socket and a task for ever. An address
//! holding more than twice its connection limit in open sockets (handshakes included) has
//! the next ones closed at once, before any HTTP.

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

/// Accepts TCP connections, each with the handshake deadline, and without Nagle's delay
/// (moves are small messages answered at once).
pub struct Guarded {
    pub inner: TcpListener,
    pub handshake: Duration,
    /// Open sockets an address may hold.
    pub sockets_per_ip: usize,
    pub open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// An open socket's place in its address's count.
struct Counted {
    ip: IpAddr,
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = open.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

impl Guarded {
    /// Counts a new socket from `ip`, or `None` (close it) when the address holds too many.
    fn count(&self, ip: IpAddr) -> Option<Counted> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let n = open.entry(ip).or_insert(0);
        if *n >= self.sockets_per_ip {
            return None;
        }
        *n += 1;
        Some(Counted {
            ip,
            open: self.open.clone(),
        })
    }
}

impl Listener for Guarded {
    type Io = Deadline;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Deadline, SocketAddr) {
        loop {
            let (tcp, addr) = Listener::accept(&mut self.inner).await;
            let Some(counted) = self.count(addr.ip()) else {
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
