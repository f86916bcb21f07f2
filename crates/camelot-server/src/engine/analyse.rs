//! Analysis on the engine pool: a finished game's positions (computed once, kept, and sent
//! to everyone who asked meanwhile) and any one position, each within the account's daily
//! budget. Fair play: no game in progress is analysed, and no position for a player in a
//! game against a person (the 3D game's rule for online play).

use std::time::Duration;

use camelot_ai::analysis::{Evaluation, marks};
use camelot_protocol::{ErrorCode, GameId, PositionEvaluation, Refusal, ServerMsg};
use camelot_rules::{Position, Variant};

use super::Engines;
use super::budget::{self, Kind};
use super::jobs::{Job, on_wire};
use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::play::{Games, finished_game};
use crate::presence::ConnId;
use crate::store::PlayerId;

/// The `analysis` message of a game's positions and their evaluations, with each move's mark
/// by the game's review rule.
fn analysis(id: GameId, positions: &[Position], evaluations: Vec<PositionEvaluation>) -> ServerMsg {
    // A move's loss needs only the scores.
    let scores: Vec<Evaluation> = evaluations
        .iter()
        .map(|e| Evaluation {
            white: e.white,
            best: None,
        })
        .collect();
    let known: Vec<Option<&Evaluation>> = scores.iter().map(Some).collect();
    ServerMsg::Analysis {
        game: id,
        marks: marks(positions, &known)
            .into_iter()
            .map(String::from)
            .collect(),
        evaluations,
    }
}

impl Engines {
    /// `analyse`: the kept analysis of finished game `id` at once, else computed on the pool
    /// (one computation however many ask) and sent when done.
    pub(crate) fn analyse(
        &mut self,
        base: &mut Base,
        games: &Games,
        (conn, player): (ConnId, PlayerId),
        id: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        if games.get(id).is_some() {
            return Err(refuse(
                ErrorCode::NotAllowed,
                format!("game {id} is in progress: the engine analyses finished games only"),
            ));
        }
        let stored = base
            .store
            .game(id)
            .map_err(storage)?
            .ok_or_else(|| refuse(ErrorCode::UnknownGame, format!("there is no game {id}")))?;
        let game = finished_game(&stored).map_err(storage)?;
        if let Some(kept) = base.store.analysis(id).map_err(storage)? {
            let msg = analysis(id, game.positions(), kept);
            return base.presence.answer(conn, Ok(msg));
        }
        if let Some(waiting) = self.analysing.get_mut(&id) {
            waiting.push(conn);
            return Ok(());
        }
        let limit = base.config.game_analyses_per_day;
        budget::take(&mut base.store, player, Kind::Game, limit, now)?;
        self.analysing.insert(id, vec![conn]);
        let budget = Duration::from_millis(base.config.analysis_ms);
        let positions = game.positions().to_vec();
        self.pool.submit(
            player,
            Job::Game {
                id,
                positions,
                budget,
            },
        );
        Ok(())
    }

    /// A game's analysis is in: kept, then sent to those who asked and are still here.
    pub(super) fn analysed(
        &mut self,
        base: &mut Base,
        id: GameId,
        evaluations: &[Evaluation],
        now: Millis,
    ) {
        let waiting = self.analysing.remove(&id).unwrap_or_default();
        let evaluations: Vec<PositionEvaluation> = evaluations.iter().map(on_wire).collect();
        if let Err(e) = base.store.save_analysis(id, &evaluations, now) {
            eprintln!("game {id}: analysis not kept: {e}");
        }
        let positions = match base.store.game(id).map(|g| g.map(|g| finished_game(&g))) {
            Ok(Some(Ok(game))) => game.positions().to_vec(),
            _ => return,
        };
        let msg = analysis(id, &positions, evaluations);
        for conn in waiting {
            base.presence.send(conn, &msg);
        }
    }

    /// `analyse_position`: the engine's evaluation of `text` (a position string), answered
    /// when the pool has it.
    pub(crate) fn analyse_position(
        &mut self,
        base: &mut Base,
        games: &Games,
        (conn, player): (ConnId, PlayerId),
        (variant, text): (Variant, &str),
        now: Millis,
    ) -> Result<(), Refusal> {
        let position = Position::parse_in(variant, text)
            .map_err(|e| refuse(ErrorCode::BadMessage, format!("not a position: {e}")))?;
        let against_a_person = games.all().any(|g| {
            g.color_of(player)
                .is_some_and(|c| !self.is_computer(g.players[c.opponent().index()]))
        });
        if against_a_person {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "no engine help while you play a game against a person: finish it first",
            ));
        }
        let limit = base.config.position_analyses_per_day;
        budget::take(&mut base.store, player, Kind::Position, limit, now)?;
        let budget = Duration::from_millis(base.config.position_analysis_ms);
        self.pool.submit(
            player,
            Job::Position {
                conn,
                position,
                budget,
            },
        );
        Ok(())
    }
}

/// A position's evaluation is in: sent if its connection is still open.
pub(super) fn position_done(
    base: &mut Base,
    conn: ConnId,
    position: &Position,
    evaluation: &Evaluation,
) {
    if base.presence.is_open(conn) {
        let msg = ServerMsg::PositionAnalysis {
            variant: position.variant(),
            position: position.to_string(),
            evaluation: on_wire(evaluation),
        };
        base.presence.send(conn, &msg);
    }
}
