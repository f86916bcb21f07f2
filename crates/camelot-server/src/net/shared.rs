//! Each account's and address's share of the server, kept at the socket without the hub's
//! thread: an address's open connections not signed in (a limit per address), and the
//! message budget (a token bucket) of each account, or of each address for its connections
//! not signed in: players behind one address (a shared network, a carrier's NAT) each have
//! their own budget once signed in. And the frames on their way to the hub, by arrival, so
//! no tick decides a flag later than a move that arrived in time (`Shared::arrive`).

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tokio::sync::{mpsc, watch};

use super::Command;
use crate::budget::Payer;
use crate::hub::Config;
use crate::listen::Sockets;
use crate::metrics::Metrics;

/// What the sessions share: the way to the worker, whether the server stopped, the limits,
/// the open sockets, and each account's and address's connections and rate.
pub(super) struct Shared {
    commands: mpsc::Sender<Command>,
    pub(super) stopped: watch::Sender<bool>,
    pub(super) config: Config,
    /// Every open socket, by address (the listener's count, and behind a proxy the
    /// upgrade's).
    pub(super) sockets: Arc<Sockets>,
    shares: Mutex<HashMap<Payer, Share>>,
    /// The counts of `GET /metrics` (the hub's).
    pub(super) metrics: Arc<Metrics>,
    /// Frames read and not yet queued for the hub (how many arrived at each instant).
    arriving: Mutex<BTreeMap<Instant, usize>>,
    /// Sessions running: the server stops once they said goodbye.
    pub(super) sessions: watch::Sender<usize>,
}

/// One account's or address's share: its open connections (an address's: those not signed
/// in), and its message budget (a token bucket shared by all its connections, so a new
/// connection does not reset it).
struct Share {
    connections: usize,
    tokens: f64,
    at: Instant,
    /// Its multiple of one account's rate and burst.
    share: f64,
}

/// Shares remembered before the idle ones (no connection, budget full) are forgotten.
const SHARES_KEPT: usize = 4096;

pub(super) type SharedHub = Arc<Shared>;

impl Shared {
    pub(super) fn new(
        commands: mpsc::Sender<Command>,
        stopped: watch::Sender<bool>,
        config: Config,
        sockets: Arc<Sockets>,
        metrics: Arc<Metrics>,
    ) -> Shared {
        Shared {
            commands,
            stopped,
            config,
            sockets,
            shares: Mutex::new(HashMap::new()),
            metrics,
            arriving: Mutex::new(BTreeMap::new()),
            sessions: watch::channel(0).0,
        }
    }

    /// Commands waiting for the hub's worker now.
    pub(super) fn queue_depth(&self) -> usize {
        self.commands.max_capacity() - self.commands.capacity()
    }

    fn arriving(&self) -> std::sync::MutexGuard<'_, BTreeMap<Instant, usize>> {
        self.arriving.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A frame arrived now: its stamp, the time its move is charged up to, held as on its
    /// way until the [`Arrival`] is dropped (once queued for the hub, or not sent there).
    pub(super) fn arrive(&self) -> Arrival<'_> {
        let mut arriving = self.arriving();
        let at = Instant::now();
        *arriving.entry(at).or_default() += 1;
        Arrival { shared: self, at }
    }

    /// A tick's stamp: now, or the arrival of the oldest frame still on its way to the hub
    /// (a full queue holds it) if earlier. The hub takes commands in order, so every
    /// message it takes after this tick was stamped no earlier: a flag the tick sees fallen
    /// fell before any move still to come.
    pub(super) fn tick_stamp(&self) -> Instant {
        let arriving = self.arriving();
        let now = Instant::now();
        arriving
            .keys()
            .next()
            .map_or(now, |&oldest| oldest.min(now))
    }

    pub(super) fn stopped(&self) -> bool {
        *self.stopped.borrow()
    }

    pub(super) async fn send(&self, command: Command) {
        // Fails only once the worker has stopped, when nothing is to be done anyway.
        let _ = self.commands.send(command).await;
    }

    fn shares(&self) -> std::sync::MutexGuard<'_, HashMap<Payer, Share>> {
        self.shares.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `who`'s share, made (its budget full) if new; the idle ones forgotten when there are
    /// many.
    fn share<'m>(
        &self,
        shares: &'m mut HashMap<Payer, Share>,
        who: Payer,
        share: f64,
    ) -> &'m mut Share {
        let config = &self.config;
        if shares.len() > SHARES_KEPT && !shares.contains_key(&who) {
            let now = Instant::now();
            shares.retain(|_, a| {
                let tokens = a.tokens
                    + now.duration_since(a.at).as_secs_f64() * config.messages_per_second * a.share;
                a.connections > 0 || tokens < config.message_burst * a.share
            });
        }
        shares.entry(who).or_insert_with(|| Share {
            connections: 0,
            tokens: config.message_burst * share,
            at: Instant::now(),
            share,
        })
    }

    /// Takes a connection slot for the address `ip`, or `None` at the limit.
    pub(super) fn admit(&self, ip: IpAddr) -> Option<Slot<'_>> {
        let who = Payer::Visitor(ip);
        let mut shares = self.shares();
        let a = self.share(&mut shares, who, 1.0);
        if a.connections >= self.config.connections_per_ip {
            return None;
        }
        a.connections += 1;
        Some(Slot { shared: self, who })
    }

    /// Spends one message of each payer's budget (`who` with its share of one account's
    /// rate) if each has one; else spends none and names the first that has not.
    pub(super) fn allow(&self, payers: &[(Payer, f64)]) -> Result<(), Payer> {
        let (rate, burst) = (self.config.messages_per_second, self.config.message_burst);
        let mut shares = self.shares();
        let now = Instant::now();
        let mut refilled = Vec::with_capacity(payers.len());
        for &(who, share) in payers {
            let a = self.share(&mut shares, who, share);
            let tokens = (a.tokens + now.duration_since(a.at).as_secs_f64() * rate * share)
                .min(burst * share);
            if tokens < 1.0 {
                return Err(who);
            }
            refilled.push((who, tokens));
        }
        for (who, tokens) in refilled {
            if let Some(a) = shares.get_mut(&who) {
                a.tokens = tokens - 1.0;
                a.at = now;
            }
        }
        Ok(())
    }
}

/// A session, counted as running while this lives.
pub(super) struct Running<'a>(&'a Shared);

impl Shared {
    pub(super) fn running(&self) -> Running<'_> {
        self.sessions.send_modify(|n| *n += 1);
        Running(self)
    }
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.sessions.send_modify(|n| *n -= 1);
    }
}

/// A frame's arrival, counted as on its way to the hub while this lives.
pub(super) struct Arrival<'a> {
    shared: &'a Shared,
    pub(super) at: Instant,
}

impl Drop for Arrival<'_> {
    fn drop(&mut self) {
        let mut arriving = self.shared.arriving();
        if let Some(n) = arriving.get_mut(&self.at) {
            *n -= 1;
            if *n == 0 {
                arriving.remove(&self.at);
            }
        }
    }
}

/// A connection's place in its address's count, given back when the session ends or the
/// connection signs in.
pub(super) struct Slot<'a> {
    shared: &'a Shared,
    who: Payer,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if let Some(a) = self.shared.shares().get_mut(&self.who) {
            a.connections -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_tick_is_stamped_later_than_a_frame_still_on_its_way() {
        let config = Config::default();
        let sockets = Arc::new(Sockets::new(&config));
        let (commands, stopped) = (mpsc::channel(1).0, watch::channel(false).0);
        let shared = Shared::new(commands, stopped, config, sockets, Arc::default());
        let first = shared.arrive();
        let second = shared.arrive();
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert_eq!(shared.tick_stamp(), first.at, "the oldest on its way");
        drop(first);
        let at = second.at;
        assert_eq!(shared.tick_stamp(), at);
        drop(second);
        assert!(shared.tick_stamp() > at, "none on its way: now");
    }
}
