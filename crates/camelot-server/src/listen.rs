//! The listening socket: each accepted connection must send its whole HTTP request (the
//! WebSocket handshake) within the handshake timeout, or it is closed. A connection that
//! opens and then says nothing would otherwise hold a socket and a task for ever.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Sleep;

/// Accepts TCP connections, each with the handshake deadline, and without Nagle's delay
/// (moves are small messages answered at once).
pub struct Guarded {
    pub inner: TcpListener,
    pub handshake: Duration,
}

impl Listener for Guarded {
    type Io = Deadline;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Deadline, SocketAddr) {
        let (tcp, addr) = Listener::accept(&mut self.inner).await;
        let _ = tcp.set_nodelay(true);
        let sleep = Box::pin(tokio::time::sleep(self.handshake));
        (
            Deadline {
                tcp,
                handshake: Some(sleep),
            },
            addr,
        )
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// The peer's address, for handlers (`ConnectInfo<Peer>`).
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, Guarded>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Guarded>) -> Peer {
        Peer(*stream.remote_addr())
    }
}

/// A TCP stream whose reads fail once the handshake deadline passes, until the server first
/// writes (its answer to the request: the request was read by then).
pub struct Deadline {
    tcp: TcpStream,
    handshake: Option<Pin<Box<Sleep>>>,
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
