//! How a game ends: the words stored for an end the rules core does not decide (a flag, an
//! abort, an abandonment), the result and rating changes written with it, the message that
//! announces it, and a finished game rebuilt from the database for its record.

use camelot_rules::{EndReason, Game, GameResult, Outcome};

use super::LiveGame;
use crate::base::storage;
use crate::rating::rate;
use crate::store::{Finish, RatingUpdate, Store, StoredGame};
use camelot_protocol::{
    GameStatus, RatingChange, RatingChanges, Refusal, ServerMsg, replay_in, result_token,
};

/// The `termination` of a game lost (or drawn) on time.
pub const TIME: &str = "time";
/// The `termination` of an aborted game.
pub const ABORTED: &str = "aborted";
/// The `termination` of a game claimed after the opponent left.
pub const ABANDONMENT: &str = "abandonment";

/// A finished game as the rules core sees it: its moves, then the stored end said as what it
/// was (resignation, agreement, time forfeit, abandonment, abort), so its record's
/// `Termination` tells it as PGN readers understand it.
pub fn finished_game(stored: &StoredGame) -> Result<Game, String> {
    let mut game = replay_in(stored.variant, &stored.moves)?;
    if game.result().is_none() {
        let reason = match stored.termination.as_deref() {
            Some(TIME) => EndReason::TimeForfeit,
            Some(ABANDONMENT) => EndReason::Abandonment,
            _ if stored.outcome == Some(Outcome::Draw) => EndReason::Agreement,
            _ => EndReason::Resignation,
        };
        match stored.outcome {
            Some(outcome) => game
                .declare(GameResult { outcome, reason })
                .map_err(|e| e.to_string())?,
            None if stored.termination.as_deref() == Some(ABORTED) => game.abort(),
            None => {}
        }
    }
    Ok(game)
}

/// The end of `g` with `outcome` (`None`: aborted), and its ratings if it counts.
pub(crate) fn finish(
    store: &Store,
    g: &LiveGame,
    outcome: Option<Outcome>,
    termination: &str,
) -> Result<Finish, Refusal> {
    let ratings = match outcome {
        Some(o) if g.rated => {
            let class = g.time.class();
            let rating = |i: usize| store.queries().rating(g.players[i], class);
            let before = [rating(0).map_err(storage)?, rating(1).map_err(storage)?];
            let (w, b) = rate(before[0], before[1], o);
            Some(RatingUpdate {
                class,
                before,
                after: [w, b],
            })
        }
        _ => None,
    };
    Ok(Finish {
        status: if outcome.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Aborted
        },
        outcome,
        termination: termination.to_string(),
        ratings,
    })
}

/// The `game_over` message of `g`, ended as `f` says.
pub(crate) fn game_over(g: &LiveGame, f: &Finish) -> ServerMsg {
    ServerMsg::GameOver {
        game: g.id,
        result: f.outcome.map_or("*", result_token).to_string(),
        termination: f.termination.clone(),
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
    }
}

#[cfg(test)]
mod tests {
    use camelot_rules::{Color, Variant};

    use super::*;
    use crate::clock::Clock;
    use camelot_protocol::replay;

    #[test]
    fn a_finished_games_flag_is_a_time_forfeit_for_the_rules() {
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
            outcome: Some(Outcome::Win(Color::White)),
            termination: Some(TIME.into()),
        };
        let g = finished_game(&stored).unwrap();
        let flag = GameResult {
            outcome: Outcome::Win(Color::White),
            reason: EndReason::TimeForfeit,
        };
        assert_eq!(g.result(), Some(flag));
        assert!(replay(&["Z9-Z10".to_string()]).is_err());
    }
}
