//! Analysis on the engine pool: a finished game's positions (computed once, kept, and sent
//! to everyone who asked meanwhile, each connection once) and any one position, each within
//! the daily budgets of the account and of its address. Fair play (`fair.rs`): no game in
//! progress is analysed, and no position that is a live game's between people, nor any for
//! a connection from an address with a player in such a game.

use std::time::Duration;

use camelot_ai::analysis::{Evaluation, marks};
use camelot_protocol::{ErrorCode, GameId, PositionEvaluation, Refusal, ServerMsg};
use camelot_rules::{Position, Variant};

use super::Engines;
use super::budget::Kind;
use super::jobs::{Job, on_wire};
use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::link::Text;
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
        if let Some(text) = base.cache.analyses.get(&id) {
            let text = text.clone();
            base.presence.send_text(conn, text);
            return Ok(());
        }
        if let Some(waiting) = self.analysing.get_mut(&id) {
            // Once per connection, however often it asks while it waits.
            if !waiting.contains(&conn) {
                waiting.push(conn);
            }
            return Ok(());
        }
        let stored = base
            .store
            .game(id)
            .map_err(storage)?
            .ok_or_else(|| refuse(ErrorCode::UnknownGame, format!("there is no game {id}")))?;
        let game = finished_game(&stored).map_err(storage)?;
        if let Some(kept) = base.store.analysis(id).map_err(storage)? {
            let text = Text::from(analysis(id, game.positions(), kept).to_json());
            base.cache.analyses.put(id, text.clone());
            base.presence.send_text(conn, text);
            return Ok(());
        }
        let ip = base.presence.ip(conn);
        self.queue_room(&base.config, (player, ip))?;
        let limit = base.config.game_analyses_per_day;
        self.days.take(
            (&mut base.store, &base.config),
            (player, ip),
            Kind::Game,
            limit,
            now,
        )?;
        self.analysing.insert(id, vec![conn]);
        let budget = Duration::from_millis(base.config.analysis_ms);
        let positions = game.positions().to_vec();
        self.pool.submit(
            (player, ip),
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
        // Written once, the same text queued for every waiter.
        let text = Text::from(analysis(id, &positions, evaluations).to_json());
        base.cache.analyses.put(id, text.clone());
        for conn in waiting {
            base.presence.send_text(conn, text.clone());
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
        super::fair::check(self, base, games, (conn, player), Some(&position))?;
        let ip = base.presence.ip(conn);
        self.queue_room(&base.config, (player, ip))?;
        let limit = base.config.position_analyses_per_day;
        self.days.take(
            (&mut base.store, &base.config),
            (player, ip),
            Kind::Position,
            limit,
            now,
        )?;
        let budget = Duration::from_millis(base.config.position_analysis_ms);
        self.pool.submit(
            (player, ip),
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
