//! What clients see of games: a game in progress from memory, with the names and ratings
//! the listings keep (`summary.rs`), or a finished one replayed once (`cache.rs`); the
//! listing of games in progress (summaries, kept a second), a player's games, and a game
//! sent to a spectator.

use super::{Games, LiveGame};
use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::presence::ConnId;
use crate::store::PlayerId;
use crate::summary::Summary;
use camelot_protocol::{ErrorCode, GameId, GameStatus, GameSummary, GameView, Refusal, ServerMsg};

/// A game in progress's view at `now`.
pub(crate) fn live_view(summary: &Summary, g: &LiveGame, now: Millis) -> GameView {
    GameView {
        id: g.id,
        white: summary.name(g.players[0]),
        black: summary.name(g.players[1]),
        time: g.time,
        rated: g.rated,
        variant: g.game.position().variant(),
        status: GameStatus::Active,
        moves: g.game.moves().iter().map(ToString::to_string).collect(),
        position: g.game.position().to_string(),
        to_move: g.mover(),
        clock: g.clock_view(now),
        clocked: g.time.clocked(),
        turn: Some(g.turn(now)),
        result: None,
        termination: None,
        draw_offer: g.draw_offer,
        takeback_offer: g.takeback_offer,
        ratings: Some(g.players.map(|p| summary.rating(p, g.time.class()))),
        gone: g.gone_view(now),
        aborted: None,
    }
}

/// A game in progress as the listing shows it at `now`.
pub(crate) fn summary_of(summary: &Summary, g: &LiveGame, now: Millis) -> GameSummary {
    let moves = g.game.moves();
    GameSummary {
        id: g.id,
        white: summary.name(g.players[0]),
        black: summary.name(g.players[1]),
        time: g.time,
        rated: g.rated,
        variant: g.game.position().variant(),
        position: g.game.position().to_string(),
        to_move: g.mover(),
        clock: g.clock_view(now),
        plies: moves.len() as u32,
        last_move: moves.last().map(ToString::to_string),
        ratings: g.players.map(|p| summary.rating(p, g.time.class())),
    }
}

/// How long a `live_games` listing is sent again as it was: its clocks and last moves are
/// at most this old, and however often lobbies ask, it is built once in this time.
const LISTING_FRESH: Millis = 1000;

impl Games {
    /// The `live_games` message: the newest [`Config::list_max`](crate::Config) games in
    /// progress, oldest first, as summaries; built again when a second old or when a game
    /// starts or ends.
    pub(crate) fn listing(&mut self, base: &Base, now: Millis) -> String {
        if let Some((built, text)) = &self.listed
            && now.saturating_sub(*built) < LISTING_FRESH
        {
            return text.clone();
        }
        let mut games: Vec<GameSummary> = (self.live.values().rev())
            .take(base.config.list_max)
            .map(|g| summary_of(&base.summary, g, now))
            .collect();
        games.reverse();
        let text = ServerMsg::LiveGames { games }.to_json();
        self.listed = Some((now, text.clone()));
        text
    }
}

/// `player`'s games in progress, oldest first.
pub(crate) fn games_of(games: &Games, base: &Base, player: PlayerId, now: Millis) -> Vec<GameView> {
    let mut live: Vec<&LiveGame> = games
        .all()
        .filter(|g| g.players.contains(&player))
        .collect();
    live.sort_by_key(|g| g.id);
    live.into_iter()
        .map(|g| live_view(&base.summary, g, now))
        .collect()
}

/// Sends game `id` to `conn`, which watches it while it is in progress.
pub(crate) fn watch(
    games: &Games,
    base: &mut Base,
    conn: ConnId,
    id: GameId,
    now: Millis,
) -> Result<(), Refusal> {
    let view = match games.get(id) {
        Some(g) => live_view(&base.summary, g, now),
        None => {
            let f = (base.cache)
                .finished(&base.store, id)
                .map_err(storage)?
                .ok_or_else(|| unknown_game(id))?;
            f.view.clone()
        }
    };
    if view.status == GameStatus::Active {
        base.presence.watch(conn, id);
    }
    base.presence.send(conn, &ServerMsg::Game { game: view });
    Ok(())
}

/// The refusal of a game that does not exist.
pub(crate) fn unknown_game(id: GameId) -> Refusal {
    refuse(ErrorCode::UnknownGame, format!("there is no game {id}"))
}
