//! A player's page (`player` → `player_profile`): read from the database on request (four
//! small queries), with the server's per-variant results from memory (`summary.rs`).

use crate::hub::{ConnId, Hub, refuse, storage};
use camelot_protocol::{ErrorCode, Profile, Refusal, ServerMsg};

/// How many of a player's latest finished games their page lists.
const LATEST_GAMES: u32 = 30;

impl Hub {
    pub(crate) fn player_profile(&mut self, conn: ConnId, name: &str) -> Result<(), Refusal> {
        let (id, name) = self
            .store
            .player_named(name)
            .map_err(storage)?
            .ok_or_else(|| {
                refuse(
                    ErrorCode::UnknownPlayer,
                    format!("no player is named {name}"),
                )
            })?;
        let profile = Profile {
            name,
            ratings: self.store.class_ratings(id).map_err(storage)?,
            games: self.store.played_games(id, LATEST_GAMES).map_err(storage)?,
            results: self.store.player_results(id).map_err(storage)?,
            variants: self.summary.variant_stats(),
        };
        self.send(conn, &ServerMsg::PlayerProfile { profile });
        Ok(())
    }
}
