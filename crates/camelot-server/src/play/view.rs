//! What clients see of games: a game in progress from memory, with the names and ratings
//! the listings keep (`summary.rs`), or a finished one from the database; the listing of
//! games in progress, a player's games, and a game sent to a spectator.

use super::{Games, LiveGame};
use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::presence::ConnId;
use crate::store::{PlayerId, StoredGame};
use crate::summary::Summary;
use camelot_protocol::{
    AbortReason, ClockView, ErrorCode, GameId, GameStatus, GameView, Refusal, ServerMsg,
};
use camelot_rules::{Game, HouseRules, Position};

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
        result: None,
        termination: None,
        draw_offer: g.draw_offer,
        takeback_offer: g.takeback_offer,
        ratings: Some(g.players.map(|p| summary.rating(p, g.time.class()))),
        gone: g.gone_view(now),
        aborted: None,
    }
}

/// A stored game's moves through the rules core; those of a game aborted as unreplayable
/// only as far as the rules take them (its view shows those).
fn replayed(stored: &StoredGame) -> Result<(Game, &[String]), String> {
    if stored.aborted != Some(AbortReason::Unreplayable) {
        return Ok((Game::replay(stored.variant, &stored.moves)?, &stored.moves));
    }
    let mut game = Game::new(Position::start_of(stored.variant), HouseRules::default());
    let played = stored
        .moves
        .iter()
        .take_while(|m| game.play_notation(m).is_ok())
        .count();
    Ok((game, &stored.moves[..played]))
}

/// A finished or aborted game's view, from the database.
pub(crate) fn stored_view(stored: &StoredGame) -> Result<GameView, String> {
    let (game, moves) = replayed(stored)?;
    Ok(GameView {
        id: stored.id,
        white: stored.names[0].clone(),
        black: stored.names[1].clone(),
        time: stored.time,
        rated: stored.rated,
        variant: stored.variant,
        status: stored.status,
        moves: moves.to_vec(),
        position: game.position().to_string(),
        to_move: game.position().side_to_move(),
        clock: ClockView {
            white_ms: stored.clock.left[0].max(0),
            black_ms: stored.clock.left[1].max(0),
            running: None,
        },
        result: stored.result.map(|r| r.outcome),
        termination: stored.result.map(|r| r.reason),
        draw_offer: None,
        takeback_offer: None,
        ratings: None,
        gone: None,
        aborted: stored.aborted,
    })
}

/// The newest [`Config::list_max`](crate::Config) games in progress, oldest first.
pub(crate) fn listing(games: &Games, base: &Base, now: Millis) -> Vec<GameView> {
    let mut live: Vec<&LiveGame> = games.all().collect();
    live.sort_by_key(|g| std::cmp::Reverse(g.id));
    live.truncate(base.config.list_max);
    live.reverse();
    live.into_iter()
        .map(|g| live_view(&base.summary, g, now))
        .collect()
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
            let stored = base
                .store
                .game(id)
                .map_err(storage)?
                .ok_or_else(|| unknown_game(id))?;
            stored_view(&stored).map_err(storage)?
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
