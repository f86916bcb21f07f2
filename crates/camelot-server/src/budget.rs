//! Budgets the hub keeps: token buckets in the hub's time, refilled at a rate per minute up
//! to a burst. They charge what costs the server or the other players more than a message
//! does, on top of the per-message limit kept at the socket:
//!
//! - `costly` (`Config::costly_per_minute`): requests answered from the database, with a
//!   listing or by the engine (pages, reviews, listings, analyses), and seeks and
//!   challenges made or cancelled (each is news to every lobby watcher);
//! - `lookups` (`Config::lookups_per_minute`): answers the rules core computes (legal
//!   moves, next legs, boards, replays of a game the client keeps);
//! - `learn` (`Config::learn_per_minute`): every lesson and puzzle message;
//! - `offers` (`Config::offers_per_minute`): draw and take-back offers made or withdrawn,
//!   per account only (they cost the opponent, not the server).
//!
//! Every request is charged to all its payers together ([`payers`]): the account signed in
//! (or, not signed in, the connection's address as a visitor), and on top the address
//! itself and, for IPv6, its /48, each at a multiple of one account's budget
//! (`Config::address_share`, `Config::network_share`). So signing in many accounts (guests
//! are free) from one address buys at most the address's share, while players behind one
//! shared address keep their own budgets up to it.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;

use crate::base::refuse;
use crate::clock::Millis;
use crate::config::Config;
use crate::net::peer::network_of;
use crate::store::PlayerId;
use camelot_protocol::{ClientMsg, ErrorCode, Refusal};

/// Whom a request is charged to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Payer {
    /// The account signed in on the connection.
    Account(PlayerId),
    /// A connection not signed in, by its address (as the limits key it).
    Visitor(IpAddr),
    /// Every connection of an address, signed in or not (`address_share`).
    Address(IpAddr),
    /// Every connection of an IPv6 /48 (`network_share`).
    Network(IpAddr),
}

impl Payer {
    /// Whose budget ran out, for the refusal's sentence.
    pub(crate) fn whose(self) -> &'static str {
        match self {
            Payer::Account(_) => "one account",
            Payer::Visitor(_) => "one address before sign-in",
            Payer::Address(_) => "one address, all its accounts together",
            Payer::Network(_) => "one IPv6 /48 network, all its addresses together",
        }
    }
}

/// The payers of a request from `player` (if signed in) at `ip` (as the limits key it),
/// each with the multiple of one account's budget it has.
pub(crate) fn payers(config: &Config, player: Option<PlayerId>, ip: IpAddr) -> Vec<(Payer, f64)> {
    let mut all = vec![
        (player.map_or(Payer::Visitor(ip), Payer::Account), 1.0),
        (Payer::Address(ip), config.address_share),
    ];
    if let Some(net) = network_of(ip) {
        all.push((Payer::Network(net), config.network_share));
    }
    all
}

/// A rate: `per_minute` on average, `burst` at once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rate {
    pub(crate) per_minute: f64,
    pub(crate) burst: f64,
}

impl Rate {
    /// `share` times this rate (an address's, a network's).
    pub(crate) fn times(self, share: f64) -> Rate {
        Rate {
            per_minute: self.per_minute * share,
            burst: self.burst * share,
        }
    }
}

/// Buckets remembered before the full ones (nothing spent lately) are forgotten.
const KEPT: usize = 4096;

/// A bucket: tokens left, when last counted, and its rate.
#[derive(Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Millis,
    rate: Rate,
}

impl Bucket {
    /// The tokens refilled up to `now`.
    fn refilled(&self, now: Millis) -> f64 {
        let minutes = now.saturating_sub(self.at).max(0) as f64 / 60_000.0;
        (self.tokens + minutes * self.rate.per_minute).min(self.rate.burst)
    }
}

/// One bucket per key.
pub(crate) struct Budgets<K> {
    buckets: HashMap<K, Bucket>,
}

impl<K> Default for Budgets<K> {
    fn default() -> Budgets<K> {
        Budgets {
            buckets: HashMap::new(),
        }
    }
}

impl<K: Copy + Eq + Hash> Budgets<K> {
    /// Spends one token of `key`'s bucket at `now`; `false` when it is empty.
    pub(crate) fn spend(&mut self, key: K, rate: Rate, now: Millis) -> bool {
        self.spend_all(&[(key, rate)], now).is_ok()
    }

    /// Spends one token of every key's bucket at `now` if each has one; else spends none
    /// and names the first that is empty.
    pub(crate) fn spend_all(&mut self, keys: &[(K, Rate)], now: Millis) -> Result<(), K> {
        if self.buckets.len() >= KEPT {
            self.buckets.retain(|_, b| b.refilled(now) < b.rate.burst);
        }
        let tokens = |b: &HashMap<K, Bucket>, key: &K, rate: Rate| {
            b.get(key).map_or(rate.burst, |b| b.refilled(now))
        };
        if let Some((empty, _)) = keys
            .iter()
            .find(|(key, rate)| tokens(&self.buckets, key, *rate) < 1.0)
        {
            return Err(*empty);
        }
        for &(key, rate) in keys {
            let left = tokens(&self.buckets, &key, rate) - 1.0;
            self.buckets.insert(
                key,
                Bucket {
                    tokens: left,
                    at: now,
                    rate,
                },
            );
        }
        Ok(())
    }

    /// Buckets kept (bounded by forgetting the full ones).
    #[cfg(test)]
    fn len(&self) -> usize {
        self.buckets.len()
    }
}

/// The request budgets beside the message's own (see the module's comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Costly,
    Lookup,
    Learn,
}

impl Kind {
    /// The budget `msg` is charged to, if any but the message's.
    fn of(msg: &ClientMsg) -> Option<Kind> {
        use ClientMsg::*;
        Some(match msg {
            Player { .. }
            | Review { .. }
            | Watch { .. }
            | Leaderboard { .. }
            | ListSeeks
            | ListGames
            | MyGames
            | WatchLobby
            | Analyse { .. }
            | AnalysePosition { .. }
            | Seek { .. }
            | CancelSeek { .. }
            | Challenge { .. } => Kind::Costly,
            Legal { .. } | NextLegs { .. } | Board { .. } | Replay { .. } => Kind::Lookup,
            msg if crate::learn::Learn::takes(msg) => Kind::Learn,
            _ => return None,
        })
    }

    fn rate(self, config: &Config) -> Rate {
        let (per_minute, burst) = match self {
            Kind::Costly => (config.costly_per_minute, config.costly_burst),
            Kind::Lookup => (config.lookups_per_minute, config.lookup_burst),
            Kind::Learn => (config.learn_per_minute, config.learn_burst),
        };
        Rate { per_minute, burst }
    }

    fn what(self) -> &'static str {
        match self {
            Kind::Costly => "pages, reviews, listings, analyses and seeks",
            Kind::Lookup => "legal moves, boards and replays",
            Kind::Learn => "lesson and puzzle messages",
        }
    }
}

/// What the hub charges beyond the message itself.
#[derive(Default)]
pub(crate) struct Charges {
    requests: Budgets<(Kind, Payer)>,
    offers: Budgets<PlayerId>,
}

impl Charges {
    /// Charges `msg` from `player` (if signed in) at `ip` to its budget, if it has one, for
    /// all its payers; the refusal when one of them has spent it (the message is not
    /// handled).
    pub(crate) fn charge(
        &mut self,
        config: &Config,
        (player, ip): (Option<PlayerId>, IpAddr),
        msg: &ClientMsg,
        now: Millis,
    ) -> Result<(), Refusal> {
        use ClientMsg::*;
        if let Some(kind) = Kind::of(msg) {
            let rate = kind.rate(config);
            let keys: Vec<((Kind, Payer), Rate)> = payers(config, player, ip)
                .into_iter()
                .map(|(payer, share)| ((kind, payer), rate.times(share)))
                .collect();
            return self.requests.spend_all(&keys, now).map_err(|(_, payer)| {
                let rate = keys
                    .iter()
                    .find(|(key, _)| key.1 == payer)
                    .map_or(rate, |(_, rate)| *rate);
                refuse(
                    ErrorCode::RateLimited,
                    format!(
                        "too many {}: at most {} a minute from {} (bursts of {})",
                        kind.what(),
                        rate.per_minute,
                        payer.whose(),
                        rate.burst
                    ),
                )
            });
        }
        match (msg, player) {
            (
                OfferDraw { .. }
                | WithdrawDraw { .. }
                | OfferTakeback { .. }
                | WithdrawTakeback { .. },
                Some(player),
            ) if !self.offers.spend(player, config.offer_rate(), now) => Err(refuse(
                ErrorCode::OfferTooSoon,
                format!(
                    "too many offers: at most {} a minute across your games",
                    config.offers_per_minute
                ),
            )),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_rate() {
        let mut b = Budgets::default();
        let rate = Rate {
            per_minute: 60.0,
            burst: 3.0,
        };
        assert!((0..3).all(|_| b.spend(1, rate, 0)));
        assert!(!b.spend(1, rate, 0), "the burst is spent");
        assert!(b.spend(2, rate, 0), "another key has its own");
        assert!(!b.spend(1, rate, 500), "half a token");
        assert!(b.spend(1, rate, 1000), "one a second");
        assert!(b.spend(1, rate, 10_000_000) && b.spend(1, rate, 10_000_000));
        assert!(b.spend(1, rate, 10_000_000) && !b.spend(1, rate, 10_000_000));
    }

    #[test]
    fn full_buckets_are_forgotten_when_many() {
        let mut b = Budgets::default();
        let rate = Rate {
            per_minute: 60.0,
            burst: 3.0,
        };
        for key in 0..(KEPT as u32 * 3) {
            b.spend(key, rate, i64::from(key) * 10_000);
        }
        assert!(b.len() <= KEPT + 1, "{} buckets", b.len());
    }

    fn analyse() -> ClientMsg {
        ClientMsg::Analyse { game: 1 }
    }

    #[test]
    fn many_accounts_of_one_address_share_its_budget() {
        let config = Config {
            costly_per_minute: 1.0,
            costly_burst: 2.0,
            address_share: 2.0,
            ..Config::default()
        };
        let ip = IpAddr::from([192, 0, 2, 1]);
        let mut c = Charges::default();
        // Each account may spend its burst of 2; the address together 4.
        let spent = (1..=10)
            .flat_map(|player| [player, player])
            .filter(|&p| c.charge(&config, (Some(p), ip), &analyse(), 0).is_ok())
            .count();
        assert_eq!(spent, 4, "the address's share, however many accounts");
        let refused = c
            .charge(&config, (Some(11), ip), &analyse(), 0)
            .unwrap_err();
        assert_eq!(refused.code, ErrorCode::RateLimited);
        assert!(
            refused.message.contains("one address"),
            "{}",
            refused.message
        );
        let other = IpAddr::from([192, 0, 2, 2]);
        assert!(c.charge(&config, (Some(11), other), &analyse(), 0).is_ok());
        // A refused request spends nothing: the account's own bucket is still full.
        assert!(c.charge(&config, (Some(12), other), &analyse(), 0).is_ok());
    }

    #[test]
    fn the_addresses_of_one_ipv6_48_share_its_budget() {
        let config = Config {
            costly_per_minute: 1.0,
            costly_burst: 1.0,
            address_share: 1.0,
            network_share: 3.0,
            ..Config::default()
        };
        let mut c = Charges::default();
        let spent = (0..20u16)
            .filter(|&n| {
                let ip = IpAddr::from([0x2001, 0xdb8, 7, n, 0, 0, 0, 0]);
                c.charge(&config, (None, ip), &analyse(), 0).is_ok()
            })
            .count();
        assert_eq!(spent, 3, "twenty /64s of one /48");
        let elsewhere = IpAddr::from([0x2001, 0xdb8, 8, 0, 0, 0, 0, 0]);
        assert!(c.charge(&config, (None, elsewhere), &analyse(), 0).is_ok());
    }

    #[test]
    fn lookups_and_learning_have_budgets_of_their_own() {
        let config = Config {
            lookups_per_minute: 1.0,
            lookup_burst: 1.0,
            learn_per_minute: 1.0,
            learn_burst: 1.0,
            ..Config::default()
        };
        let ip = IpAddr::from([192, 0, 2, 1]);
        let mut c = Charges::default();
        let legal = ClientMsg::Legal { game: 1 };
        assert!(c.charge(&config, (Some(1), ip), &legal, 0).is_ok());
        assert!(c.charge(&config, (Some(1), ip), &legal, 0).is_err());
        let hint = ClientMsg::PuzzleHint;
        assert!(c.charge(&config, (Some(1), ip), &hint, 0).is_ok());
        assert!(c.charge(&config, (Some(1), ip), &hint, 0).is_err());
        assert!(c.charge(&config, (Some(1), ip), &analyse(), 0).is_ok());
        assert!(
            c.charge(&config, (Some(1), ip), &ClientMsg::Ping, 0)
                .is_ok()
        );
    }
}
