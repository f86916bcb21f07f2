//! Each address's share of the server, kept at the socket without the hub's thread: its open
//! connections (a limit per address) and its message budget (a token bucket per address).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tokio::sync::{mpsc, watch};

use super::Command;
use crate::hub::Config;

/// What the sessions share: the way to the worker, whether the server stopped, the limits,
/// and each address's connections and rate.
pub(super) struct Shared {
    commands: mpsc::Sender<Command>,
    pub(super) stopped: watch::Sender<bool>,
    pub(super) config: Config,
    addresses: Mutex<HashMap<IpAddr, Address>>,
}

/// One IP address's share: its open connections, and its message budget (a token bucket
/// shared by all its connections, so a new connection does not reset it).
struct Address {
    connections: usize,
    tokens: f64,
    at: Instant,
}

/// Addresses remembered before the idle ones (no connection, budget full) are forgotten.
const ADDRESSES_KEPT: usize = 4096;

pub(super) type SharedHub = Arc<Shared>;

impl Shared {
    pub(super) fn new(
        commands: mpsc::Sender<Command>,
        stopped: watch::Sender<bool>,
        config: Config,
    ) -> Shared {
        Shared {
            commands,
            stopped,
            config,
            addresses: Mutex::new(HashMap::new()),
        }
    }

    pub(super) fn stopped(&self) -> bool {
        *self.stopped.borrow()
    }

    pub(super) async fn send(&self, command: Command) {
        // Fails only once the worker has stopped, when nothing is to be done anyway.
        let _ = self.commands.send(command).await;
    }

    fn addresses(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Address>> {
        self.addresses.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes a connection slot for `ip`, or `None` at the limit.
    pub(super) fn admit(&self, ip: IpAddr) -> Option<Slot<'_>> {
        let config = &self.config;
        let mut addresses = self.addresses();
        if addresses.len() > ADDRESSES_KEPT {
            let now = Instant::now();
            addresses.retain(|_, a| {
                let tokens =
                    a.tokens + now.duration_since(a.at).as_secs_f64() * config.messages_per_second;
                a.connections > 0 || tokens < config.message_burst
            });
        }
        let a = addresses.entry(ip).or_insert_with(|| Address {
            connections: 0,
            tokens: config.message_burst,
            at: Instant::now(),
        });
        if a.connections >= config.connections_per_ip {
            return None;
        }
        a.connections += 1;
        Some(Slot { shared: self, ip })
    }

    /// Spends one message of `ip`'s budget; `false` when it is spent.
    pub(super) fn allow(&self, ip: IpAddr) -> bool {
        let (rate, burst) = (self.config.messages_per_second, self.config.message_burst);
        let mut addresses = self.addresses();
        let Some(a) = addresses.get_mut(&ip) else {
            return false;
        };
        let now = Instant::now();
        a.tokens = (a.tokens + now.duration_since(a.at).as_secs_f64() * rate).min(burst);
        a.at = now;
        if a.tokens >= 1.0 {
            a.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A connection's place in its address's count, given back when the session ends.
pub(super) struct Slot<'a> {
    shared: &'a Shared,
    ip: IpAddr,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if let Some(a) = self.shared.addresses().get_mut(&self.ip) {
            a.connections -= 1;
        }
    }
}
