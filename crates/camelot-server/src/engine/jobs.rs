//! What the engine pool does, on its own threads: a move for the computer, every position of
//! a finished game, one position. Each job carries all it needs (no database, no hub state),
//! and its result names what it answers, for the hub to match when it comes back.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use camelot_ai::analysis::{Evaluation, evaluate_position};
use camelot_ai::{Engine, Level};
use camelot_protocol::{GameId, PositionEvaluation};
use camelot_rules::{Game, Move, Position};

use crate::presence::ConnId;

pub enum Job {
    /// The computer's move at `level` in game `id` at ply `ply` (the moves played so far),
    /// in the position of key `key` (a take-back may bring the same ply back in another).
    Move {
        id: GameId,
        ply: u32,
        key: u64,
        level: Level,
        game: Box<Game>,
        budget: Duration,
    },
    /// Every position of finished game `id`.
    Game {
        id: GameId,
        positions: Vec<Position>,
        budget: Duration,
    },
    /// One position, for connection `conn`.
    Position {
        conn: ConnId,
        position: Position,
        budget: Duration,
    },
}

pub enum Done {
    /// The computer's move (none if the game had none), and how long it searched.
    Move {
        id: GameId,
        ply: u32,
        key: u64,
        path: Option<Move>,
        searched: Duration,
    },
    Game {
        id: GameId,
        evaluations: Vec<Evaluation>,
    },
    Position {
        conn: ConnId,
        position: Position,
        evaluation: Evaluation,
    },
}

impl Job {
    pub fn run(self, engine: &mut Engine, stop: &AtomicBool) -> Done {
        match self {
            Job::Move {
                id,
                ply,
                key,
                level,
                game,
                budget,
            } => {
                // Seeded by game and ply: the lower levels' choices vary from game to game
                // and are the same on a replay.
                let seed = (id as u64) << 16 ^ u64::from(ply);
                let started = Instant::now();
                let choice = engine.think(level, &game, Some(budget), stop, seed, |_| {});
                Done::Move {
                    id,
                    ply,
                    key,
                    path: choice.map(|c| c.path),
                    searched: started.elapsed(),
                }
            }
            Job::Game {
                id,
                positions,
                budget,
            } => {
                engine.clear();
                let evaluations = positions
                    .iter()
                    .map(|p| evaluate_position(engine, p, budget, stop))
                    .collect();
                Done::Game { id, evaluations }
            }
            Job::Position {
                conn,
                position,
                budget,
            } => Done::Position {
                conn,
                evaluation: evaluate_position(engine, &position, budget, stop),
                position,
            },
        }
    }
}

/// An evaluation as the protocol carries it.
pub fn on_wire(e: &Evaluation) -> PositionEvaluation {
    PositionEvaluation {
        white: e.white,
        best: e.best.as_ref().map(ToString::to_string),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_protocols_forced_score_is_the_engines() {
        assert_eq!(camelot_protocol::FORCED_SCORE, camelot_ai::MATE_BOUND);
    }
}
