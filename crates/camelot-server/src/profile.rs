//! A player's page (`player`): read from the database on request (four small queries), with
//! the server's per-variant results from memory (`summary.rs`).

use crate::base::{refuse, storage};
use crate::store::Store;
use crate::summary::Summary;
use camelot_protocol::{ErrorCode, Profile, Refusal, ServerMsg};

/// How many of a player's latest finished games their page lists.
const LATEST_GAMES: u32 = 30;

/// The page of the player named `name` (any case).
pub(crate) fn page(store: &Store, summary: &Summary, name: &str) -> Result<ServerMsg, Refusal> {
    let queries = store.queries();
    let (id, name) = queries
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
        ratings: queries.class_ratings(id).map_err(storage)?,
        games: queries.played_games(id, LATEST_GAMES).map_err(storage)?,
        results: queries.player_results(id).map_err(storage)?,
        variants: summary.variant_stats(),
    };
    Ok(ServerMsg::PlayerProfile { profile })
}
