//! The analyses each account used today (`engine/budget.rs`), one row per account and kind,
//! for the latest day it used any.

use rusqlite::{OptionalExtension, params};

use super::{PlayerId, Store, StoreError, err};

impl Store {
    /// How many analyses of `kind` `player` used on `day` (days since 1970, UTC).
    pub fn analyses_used(&self, player: PlayerId, kind: &str, day: i64) -> Result<u64, StoreError> {
        self.conn
            .query_row(
                "SELECT used FROM analysis_budgets WHERE player = ?1 AND kind = ?2 AND day = ?3",
                params![player, kind, day],
                |r| r.get(0),
            )
            .optional()
            .map(Option::unwrap_or_default)
            .map_err(err)
    }

    /// Counts one more analysis of `kind` for `player` on `day` (a new day starts from one).
    pub fn count_analysis(
        &mut self,
        player: PlayerId,
        kind: &str,
        day: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO analysis_budgets (player, kind, day, used) VALUES (?1, ?2, ?3, 1)
                 ON CONFLICT (player, kind) DO UPDATE SET
                     used = CASE WHEN day = excluded.day THEN used + 1 ELSE 1 END,
                     day = excluded.day",
                params![player, kind, day],
            )
            .map(drop)
        })
    }
}
