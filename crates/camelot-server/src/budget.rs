//! Budgets the hub keeps per account (or, not signed in, per address): token buckets in the
//! hub's time, refilled at a rate per minute up to a burst. They charge what costs the server
//! or the other players more than a message does (`Config::costly_per_minute`,
//! `Config::offers_per_minute`), on top of the per-message limit kept at the socket.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;

use crate::base::refuse;
use crate::clock::Millis;
use crate::config::Config;
use crate::store::PlayerId;
use camelot_protocol::{ClientMsg, ErrorCode, Refusal};

/// Whom a request is charged to: the account signed in on the connection, else its address
/// (as the limits key it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Payer {
    Account(PlayerId),
    Address(IpAddr),
}

/// A rate: `per_minute` on average, `burst` at once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rate {
    pub(crate) per_minute: f64,
    pub(crate) burst: f64,
}

/// Buckets remembered before the full ones (nothing spent lately) are forgotten.
const KEPT: usize = 4096;

/// One bucket per key: tokens left, and when last counted.
pub(crate) struct Budgets<K> {
    buckets: HashMap<K, (f64, Millis)>,
}

impl<K> Default for Budgets<K> {
    fn default() -> Budgets<K> {
        Budgets {
            buckets: HashMap::new(),
        }
    }
}

/// `tokens` counted at `at`, refilled at `rate` up to `now`.
fn refilled((tokens, at): (f64, Millis), rate: Rate, now: Millis) -> f64 {
    let minutes = now.saturating_sub(at).max(0) as f64 / 60_000.0;
    (tokens + minutes * rate.per_minute).min(rate.burst)
}

impl<K: Copy + Eq + Hash> Budgets<K> {
    /// Spends one token of `key`'s bucket at `now`; `false` when it is empty.
    pub(crate) fn spend(&mut self, key: K, rate: Rate, now: Millis) -> bool {
        if self.buckets.len() >= KEPT && !self.buckets.contains_key(&key) {
            self.buckets
                .retain(|_, b| refilled(*b, rate, now) < rate.burst);
        }
        let bucket = self.buckets.entry(key).or_insert((rate.burst, now));
        let tokens = refilled(*bucket, rate, now);
        let spent = tokens >= 1.0;
        *bucket = (if spent { tokens - 1.0 } else { tokens }, now);
        spent
    }
}

/// What the hub charges beyond the message itself: costly requests to their payer, offers
/// made or withdrawn to their account.
#[derive(Default)]
pub(crate) struct Charges {
    costly: Budgets<Payer>,
    offers: Budgets<PlayerId>,
}

impl Charges {
    /// Charges `msg` to `payer` if it is costly, or an offer made or withdrawn; the refusal
    /// when that budget is spent (the message is not handled).
    pub(crate) fn charge(
        &mut self,
        config: &Config,
        payer: Payer,
        msg: &ClientMsg,
        now: Millis,
    ) -> Result<(), Refusal> {
        use ClientMsg::*;
        match msg {
            Player { .. }
            | Review { .. }
            | Watch { .. }
            | Leaderboard { .. }
            | ListSeeks
            | ListGames
            | MyGames
            | WatchLobby => {
                let rate = config.costly_rate();
                if self.costly.spend(payer, rate, now) {
                    return Ok(());
                }
                let whose = match payer {
                    Payer::Account(_) => "one account",
                    Payer::Address(_) => "one address before sign-in",
                };
                Err(refuse(
                    ErrorCode::RateLimited,
                    format!(
                        "too many pages, reviews and listings: at most {} a minute from {whose} \
                         (bursts of {})",
                        rate.per_minute, rate.burst
                    ),
                ))
            }
            OfferDraw { .. }
            | WithdrawDraw { .. }
            | OfferTakeback { .. }
            | WithdrawTakeback { .. } => match payer {
                Payer::Account(player) if !self.offers.spend(player, config.offer_rate(), now) => {
                    Err(refuse(
                        ErrorCode::OfferTooSoon,
                        format!(
                            "too many offers: at most {} a minute across your games",
                            config.offers_per_minute
                        ),
                    ))
                }
                _ => Ok(()),
            },
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
}
