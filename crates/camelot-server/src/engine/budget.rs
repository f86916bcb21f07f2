//! Each account's daily budget of analyses (UTC days), kept in the database
//! (`store/budgets.rs`): a restart gives no new day's worth; and each address's, in memory.

use std::collections::HashMap;
use std::net::IpAddr;

use camelot_protocol::{ErrorCode, Refusal};

use crate::base::{refuse, storage};
use crate::budget::{Payer, payers};
use crate::clock::Millis;
use crate::config::Config;
use crate::store::{PlayerId, Store};

const DAY_MS: Millis = 86_400_000;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Kind {
    /// A finished game's positions, computed (a kept analysis costs nothing).
    Game,
    /// One position of the analysis board.
    Position,
}

impl Kind {
    /// The kind as the database keeps it.
    fn code(self) -> &'static str {
        match self {
            Kind::Game => "game",
            Kind::Position => "position",
        }
    }
}

/// Each address's (and IPv6 /48's) analyses today, in memory: an address's budget is
/// `Config::address_share` times an account's (its /48's `network_share` times), so the
/// free guests of one address share it. Yesterday's counts are dropped with the day.
#[derive(Default)]
pub(crate) struct Days {
    day: Millis,
    used: HashMap<(Payer, Kind), usize>,
}

impl Days {
    /// Counts one `kind` for `player` at `ip` today, or refuses it past `limit` for the
    /// account or the address's share of it.
    pub(crate) fn take(
        &mut self,
        (store, config): (&mut Store, &Config),
        (player, ip): (PlayerId, Option<IpAddr>),
        kind: Kind,
        limit: usize,
        now: Millis,
    ) -> Result<(), Refusal> {
        let day = now.div_euclid(DAY_MS);
        if day != self.day {
            self.day = day;
            self.used.clear();
        }
        let what = match kind {
            Kind::Game => "game analyses",
            Kind::Position => "position analyses",
        };
        let shared: Vec<(Payer, usize)> = ip
            .map(|ip| payers(config, Some(player), ip))
            .unwrap_or_default()
            .into_iter()
            .filter(|(payer, _)| !matches!(payer, Payer::Account(_)))
            .map(|(payer, share)| (payer, (limit as f64 * share) as usize))
            .collect();
        for &(payer, most) in &shared {
            if self.used.get(&(payer, kind)).copied().unwrap_or(0) >= most {
                return Err(refuse(
                    ErrorCode::Limit,
                    format!(
                        "{most} {what} a day is the most for {}: try again tomorrow",
                        payer.whose()
                    ),
                ));
            }
        }
        let used = store
            .analyses_used(player, kind.code(), day)
            .map_err(storage)?;
        if used >= limit as u64 {
            return Err(refuse(
                ErrorCode::Limit,
                format!("{limit} {what} a day is the most for one account: try again tomorrow"),
            ));
        }
        store
            .count_analysis(player, kind.code(), day)
            .map_err(storage)?;
        for (payer, _) in shared {
            *self.used.entry((payer, kind)).or_default() += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_has_its_budget_and_the_next_day_a_new_one_even_across_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let noon = 10 * DAY_MS + DAY_MS / 2;
        let config = Config::default();
        let take = |s: &mut Store, player, kind, now| {
            Days::default().take((s, &config), (player, None), kind, 2, now)
        };
        let (ann, bob) = {
            let mut s = Store::open(&path).unwrap();
            let ann = s.create_player("Ann", "a", 0).unwrap();
            let bob = s.create_player("Bob", "b", 0).unwrap();
            assert!(take(&mut s, ann, Kind::Game, noon).is_ok());
            assert!(take(&mut s, ann, Kind::Game, noon).is_ok());
            (ann, bob)
        };
        let mut s = Store::open(&path).unwrap();
        let refused = take(&mut s, ann, Kind::Game, noon + 1).unwrap_err();
        assert_eq!(
            refused.code,
            ErrorCode::Limit,
            "the restart gave nothing back"
        );
        assert!(
            take(&mut s, ann, Kind::Position, noon).is_ok(),
            "another budget"
        );
        assert!(
            take(&mut s, bob, Kind::Game, noon).is_ok(),
            "another account"
        );
        assert!(
            take(&mut s, ann, Kind::Game, noon + DAY_MS).is_ok(),
            "a new day"
        );
    }

    #[test]
    fn the_guests_of_one_address_share_its_days_budget() {
        let mut s = Store::in_memory().unwrap();
        let config = Config {
            address_share: 2.0,
            ..Config::default()
        };
        let ip = Some(IpAddr::from([192, 0, 2, 1]));
        let mut days = Days::default();
        let noon = 10 * DAY_MS + DAY_MS / 2;
        let guests: Vec<PlayerId> = (0..5)
            .map(|n| {
                s.create_player(&format!("guest{n}"), &format!("t{n}"), 0)
                    .unwrap()
            })
            .collect();
        let taken = guests
            .into_iter()
            .filter(|&guest| {
                days.take((&mut s, &config), (guest, ip), Kind::Game, 1, noon)
                    .is_ok()
            })
            .count();
        assert_eq!(taken, 2, "one a day each, two for the address");
        let other = Some(IpAddr::from([192, 0, 2, 2]));
        let guest = s.create_player("elsewhere", "te", 0).unwrap();
        assert!(
            days.take((&mut s, &config), (guest, other), Kind::Game, 1, noon)
                .is_ok()
        );
        let guest = s.create_player("tomorrow", "tt", 0).unwrap();
        let tomorrow = noon + DAY_MS;
        assert!(
            days.take((&mut s, &config), (guest, ip), Kind::Game, 1, tomorrow)
                .is_ok()
        );
    }
}
