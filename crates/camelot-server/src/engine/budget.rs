//! Each account's daily budget of analyses (UTC days), kept in the database
//! (`store/budgets.rs`): a restart gives no new day's worth.

use camelot_protocol::{ErrorCode, Refusal};

use crate::base::{refuse, storage};
use crate::clock::Millis;
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

/// Counts one `kind` for `player` today, or refuses it past `limit`.
pub(crate) fn take(
    store: &mut Store,
    player: PlayerId,
    kind: Kind,
    limit: usize,
    now: Millis,
) -> Result<(), Refusal> {
    let day = now.div_euclid(DAY_MS);
    let used = store
        .analyses_used(player, kind.code(), day)
        .map_err(storage)?;
    if used >= limit as u64 {
        let what = match kind {
            Kind::Game => "game analyses",
            Kind::Position => "position analyses",
        };
        return Err(refuse(
            ErrorCode::Limit,
            format!("{limit} {what} a day is the most for one account: try again tomorrow"),
        ));
    }
    store
        .count_analysis(player, kind.code(), day)
        .map_err(storage)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_has_its_budget_and_the_next_day_a_new_one_even_across_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let noon = 10 * DAY_MS + DAY_MS / 2;
        let (ann, bob) = {
            let mut s = Store::open(&path).unwrap();
            let ann = s.create_player("Ann", "a", 0).unwrap();
            let bob = s.create_player("Bob", "b", 0).unwrap();
            assert!(take(&mut s, ann, Kind::Game, 2, noon).is_ok());
            assert!(take(&mut s, ann, Kind::Game, 2, noon).is_ok());
            (ann, bob)
        };
        let mut s = Store::open(&path).unwrap();
        let refused = take(&mut s, ann, Kind::Game, 2, noon + 1).unwrap_err();
        assert_eq!(
            refused.code,
            ErrorCode::Limit,
            "the restart gave nothing back"
        );
        assert!(
            take(&mut s, ann, Kind::Position, 2, noon).is_ok(),
            "another budget"
        );
        assert!(
            take(&mut s, bob, Kind::Game, 2, noon).is_ok(),
            "another account"
        );
        assert!(
            take(&mut s, ann, Kind::Game, 2, noon + DAY_MS).is_ok(),
            "a new day"
        );
    }
}
