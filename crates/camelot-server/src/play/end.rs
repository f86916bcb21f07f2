//! How a game ends: the result and rating changes written with it, the message that
//! announces it, and a finished game rebuilt from the database for its record.

use camelot_rules::{EndReason, Game, GameResult, HouseRules, Outcome, Position};

use super::LiveGame;
use crate::base::storage;
use crate::clock::Millis;
use crate::rating::rate;
use crate::store::{Finish, RatingUpdate, Store, StoreError, StoredGame};
use camelot_protocol::{AbortReason, GameStatus, RatingChange, RatingChanges, Refusal, ServerMsg};

/// A finished game as the rules core sees it: its moves, then the stored end when the board
/// did not decide it (resignation, agreement, time forfeit, abandonment, abort), so its
/// record's `Termination` tells it as PGN readers understand it.
/// A game aborted as unreplayable has only the moves the rules core still takes.
pub fn finished_game(stored: &StoredGame) -> Result<Game, String> {
    if stored.aborted == Some(AbortReason::Unreplayable) {
        let mut game = Game::new(Position::start_of(stored.variant), HouseRules::default());
        for notation in &stored.moves {
            if game.play_notation(notation).is_err() {
                break;
            }
        }
        game.abort();
        return Ok(game);
    }
    let mut game = Game::replay(stored.variant, &stored.moves)?;
    if game.result().is_none() {
        match stored.result {
            Some(result) => game.declare(result).map_err(|e| e.to_string())?,
            None if stored.status == GameStatus::Aborted => game.abort(),
            None => {}
        }
    }
    Ok(game)
}

/// A stored game in progress whose moves the rules core refuses (a damaged or hand-edited
/// database): aborted as `unreplayable` (stored as its termination, so its view tells its
/// players why) and logged, so it is not left "active" for ever.
pub(crate) fn abort_unreplayable(
    store: &mut Store,
    stored: &StoredGame,
    why: &str,
    now: Millis,
) -> Result<(), StoreError> {
    tracing::error!(game = stored.id, why, "game cannot be replayed: aborted");
    let aborted = Finish {
        result: None,
        ratings: None,
        aborted: Some(AbortReason::Unreplayable),
    };
    store.commit_finish(stored.id, stored.clock, &aborted, now)
}

/// How a game in progress ends: with a result, or aborted and why.
#[derive(Clone, Copy, Debug)]
pub(crate) enum End {
    Decided(GameResult),
    Aborted(AbortReason),
}

/// An end from outside the board (a flag, a resignation, an agreement, a claim).
pub(crate) fn declared(outcome: Outcome, reason: EndReason) -> End {
    End::Decided(GameResult { outcome, reason })
}

/// The end of `g` as `end` says, and its ratings if it counts.
pub(crate) fn finish(store: &Store, g: &LiveGame, end: End) -> Result<Finish, Refusal> {
    let (result, aborted) = match end {
        End::Decided(r) => (Some(r), None),
        End::Aborted(why) => (None, Some(why)),
    };
    let ratings = match result {
        Some(r) if g.rated => {
            let class = g.time.class();
            let rating = |i: usize| store.queries().rating(g.players[i], class);
            let before = [rating(0).map_err(storage)?, rating(1).map_err(storage)?];
            let (w, b) = rate(before[0], before[1], r.outcome);
            Some(RatingUpdate {
                class,
                before,
                after: [w, b],
            })
        }
        _ => None,
    };
    Ok(Finish {
        result,
        ratings,
        aborted,
    })
}

/// The `game_over` message of `g`, ended as `f` says; the end is logged as it is announced.
pub(crate) fn game_over(g: &LiveGame, f: &Finish) -> ServerMsg {
    tracing::info!(
        game = g.id,
        result = f.result.map_or("aborted", |r| r.outcome.code()),
        termination = f.result.map(|r| r.reason.code()),
        moves = g.game.moves().len(),
        "game ended"
    );
    ServerMsg::GameOver {
        game: g.id,
        result: f.result.map(|r| r.outcome),
        termination: f.result.map(|r| r.reason),
        rating: f.ratings.map(|u| {
            let change = |i: usize| RatingChange {
                before: u.before[i].glicko.rating,
                after: u.after[i].glicko.rating,
            };
            RatingChanges {
                white: change(0),
                black: change(1),
            }
        }),
        aborted: f.aborted,
    }
}

#[cfg(test)]
mod tests {
    use camelot_rules::{Color, Variant};

    use super::*;
    use crate::clock::Clock;

    #[test]
    fn a_finished_games_flag_is_a_time_forfeit_for_the_rules() {
        let flag = GameResult {
            outcome: Outcome::Win(Color::White),
            reason: EndReason::TimeForfeit,
        };
        let stored = StoredGame {
            id: 1,
            players: [1, 2],
            names: ["a".into(), "b".into()],
            time: "1+0".parse().unwrap(),
            rated: true,
            variant: Variant::Camelot,
            started: 0,
            status: GameStatus::Finished,
            clock: Clock::new("1+0".parse().unwrap(), 0),
            moves: vec!["C6-C7".into()],
            result: Some(flag),
            aborted: None,
        };
        let g = finished_game(&stored).unwrap();
        assert_eq!(g.result(), Some(flag));
        let aborted = StoredGame {
            status: GameStatus::Aborted,
            result: None,
            ..stored
        };
        assert!(finished_game(&aborted).unwrap().aborted());
    }
}
