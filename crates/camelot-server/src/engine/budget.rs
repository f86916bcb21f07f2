//! Each account's daily budget of analyses (UTC days), kept in memory: a restart gives a new
//! day's worth, which costs the server no more than a day does.

use std::collections::HashMap;

use camelot_protocol::{ErrorCode, Refusal};

use crate::base::refuse;
use crate::clock::Millis;
use crate::store::PlayerId;

const DAY_MS: Millis = 86_400_000;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Kind {
    /// A finished game's positions, computed (a kept analysis costs nothing).
    Game,
    /// One position of the analysis board.
    Position,
}

#[derive(Default)]
pub(crate) struct Budget {
    day: Millis,
    used: HashMap<(PlayerId, Kind), usize>,
}

impl Budget {
    /// Counts one `kind` for `player` today, or refuses it past `limit`.
    pub(crate) fn take(
        &mut self,
        player: PlayerId,
        kind: Kind,
        limit: usize,
        now: Millis,
    ) -> Result<(), Refusal> {
        let day = now.div_euclid(DAY_MS);
        if day != self.day {
            self.day = day;
            self.used.clear();
        }
        let used = self.used.entry((player, kind)).or_default();
        if *used >= limit {
            let what = match kind {
                Kind::Game => "game analyses",
                Kind::Position => "position analyses",
            };
            return Err(refuse(
                ErrorCode::Limit,
                format!("{limit} {what} a day is the most for one account: try again tomorrow"),
            ));
        }
        *used += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_has_its_budget_and_the_next_day_a_new_one() {
        let mut b = Budget::default();
        let noon = 10 * DAY_MS + DAY_MS / 2;
        assert!(b.take(1, Kind::Game, 2, noon).is_ok());
        assert!(b.take(1, Kind::Game, 2, noon).is_ok());
        assert_eq!(
            b.take(1, Kind::Game, 2, noon).unwrap_err().code,
            ErrorCode::Limit
        );
        assert!(b.take(1, Kind::Position, 2, noon).is_ok(), "another budget");
        assert!(b.take(2, Kind::Game, 2, noon).is_ok(), "another account");
        assert!(b.take(1, Kind::Game, 2, noon + DAY_MS).is_ok(), "a new day");
    }
}
