//! A player's page (`player`): its first page kept in memory until a game of the player ends
//! (`cache.rs`), an older page of games read through an index (`before`); the server's
//! per-variant results from memory (`summary.rs`).

use crate::base::{refuse, storage};
use crate::cache::Cache;
use crate::store::{PlayerId, Store, StoreError};
use crate::summary::Summary;
use camelot_protocol::{ErrorCode, GameId, PlayedGame, Profile, Refusal, ServerMsg};

/// How many finished games a page lists (the most: a page size is not asked for).
const PAGE_GAMES: u32 = 30;

/// The page of the player named `name` (any case): their latest finished games, or those
/// older than game `before`.
pub(crate) fn page(
    store: &Store,
    summary: &Summary,
    cache: &mut Cache,
    name: &str,
    before: Option<GameId>,
) -> Result<ServerMsg, Refusal> {
    let (id, name) = store
        .queries()
        .player_named(name)
        .map_err(storage)?
        .ok_or_else(|| {
            refuse(
                ErrorCode::UnknownPlayer,
                format!("no player is named {name}"),
            )
        })?;
    let mut profile = cache
        .page(id, || first_page(store, id, name))
        .map_err(storage)?;
    if before.is_some() {
        (profile.games, profile.older) = games(store, id, before).map_err(storage)?;
    }
    profile.variants = summary.variant_stats();
    Ok(ServerMsg::PlayerProfile { profile })
}

fn first_page(store: &Store, id: PlayerId, name: String) -> Result<Profile, StoreError> {
    let queries = store.queries();
    let (games, older) = games(store, id, None)?;
    Ok(Profile {
        name,
        ratings: queries.class_ratings(id)?,
        games,
        results: queries.player_results(id)?,
        variants: Vec::new(),
        older,
    })
}

/// A page of `player`'s finished games before `before`, and the cursor to the next page if
/// there are older ones.
fn games(
    store: &Store,
    player: PlayerId,
    before: Option<GameId>,
) -> Result<(Vec<PlayedGame>, Option<GameId>), StoreError> {
    let mut games = store
        .queries()
        .played_games(player, before, PAGE_GAMES + 1)?;
    let more = games.len() > PAGE_GAMES as usize;
    games.truncate(PAGE_GAMES as usize);
    let older = more.then(|| games.last().map(|g| g.id)).flatten();
    Ok((games, older))
}
