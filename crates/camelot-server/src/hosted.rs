//! A server inside another program: the game's "Host on this machine". It runs on a thread of
//! its own with its own runtime, so the host program needs no async code, and stops when
//! told or dropped.

use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::thread::JoinHandle;

use tokio::sync::oneshot;

use crate::{Config, Server};

/// A running server on its own thread.
pub struct Hosted {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Hosted {
    /// Opens the database (created if missing), restores its games and listens on `listen`
    /// (port 0: a free one). Returns once it listens, or says why it cannot (the port is in
    /// use, the database cannot be opened).
    pub fn start(listen: &str, db: &Path) -> Result<Hosted, String> {
        let (ready, started) = std::sync::mpsc::channel();
        let (stop, stopping) = oneshot::channel::<()>();
        let (listen, db) = (listen.to_string(), db.to_path_buf());
        let thread = std::thread::Builder::new()
            .name("camelot-hosted".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime,
                    Err(e) => {
                        let _ = ready.send(Err(format!("cannot start the server's runtime: {e}")));
                        return;
                    }
                };
                runtime.block_on(async move {
                    let server = match Server::start(&listen, &db, Config::default()).await {
                        Ok(server) => server,
                        Err(e) => {
                            let _ = ready.send(Err(e));
                            return;
                        }
                    };
                    let _ = ready.send(Ok(server.addr));
                    // A failed commit leaves it read-only until then (`net/mod.rs`).
                    let _ = stopping.await;
                    // Every acknowledged move is on disk already; the database is closed and
                    // the connections dropped before this returns.
                    server.kill().await;
                });
            })
            .map_err(|e| format!("cannot start the server's thread: {e}"))?;
        match started.recv() {
            Ok(Ok(addr)) => Ok(Hosted {
                addr,
                stop: Some(stop),
                thread: Some(thread),
            }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(_) => {
                let _ = thread.join();
                Err("the server's thread ended before it listened".into())
            }
        }
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Whether it has stopped by itself (a failed commit).
    pub fn has_stopped(&self) -> bool {
        self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Stops it: the database closed, the connections dropped; returns when it is done.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Hosted {
    fn drop(&mut self) {
        self.halt();
    }
}

/// This machine's IPv4 addresses other than loopback, read from its network interfaces (no
/// traffic): where a friend on the same network finds a hosted server.
pub fn lan_addresses() -> Vec<IpAddr> {
    let mut addresses: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|interface| interface.ip())
        .filter(|ip| ip.is_ipv4() && !ip.is_loopback())
        .collect();
    addresses.sort();
    addresses.dedup();
    addresses
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lan_addresses_are_ipv4_and_never_loopback() {
        for ip in lan_addresses() {
            assert!(ip.is_ipv4() && !ip.is_loopback(), "{ip}");
        }
    }
}
