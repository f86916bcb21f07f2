//! The engine's rows: the computer's player of each level, and each finished game's
//! analysis (its evaluations as JSON), written once.

use camelot_protocol::{GameId, PositionEvaluation};
use rusqlite::{OptionalExtension, params};

use super::{PlayerId, Store, StoreError, err};
use crate::clock::Millis;

impl Store {
    /// The computer's players: each level's name (`beginner`…), player and player's name.
    pub fn computers(&self) -> Result<Vec<(String, PlayerId, String)>, StoreError> {
        self.conn
            .prepare(
                "SELECT level, player, name FROM computers JOIN players ON players.id = player",
            )
            .and_then(|mut s| {
                s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                    .collect::<Result<_, _>>()
            })
            .map_err(err)
    }

    /// Game `game`'s kept analysis.
    pub fn analysis(&self, game: GameId) -> Result<Option<Vec<PositionEvaluation>>, StoreError> {
        let text: Option<String> = self
            .conn
            .query_row(
                "SELECT evaluations FROM analyses WHERE game = ?1",
                [game],
                |r| r.get(0),
            )
            .optional()
            .map_err(err)?;
        text.map(|t| serde_json::from_str(&t).map_err(err))
            .transpose()
    }

    /// Keeps game `game`'s analysis (a second one for the same game changes nothing).
    pub fn save_analysis(
        &mut self,
        game: GameId,
        evaluations: &[PositionEvaluation],
        now: Millis,
    ) -> Result<(), StoreError> {
        let text = serde_json::to_string(evaluations).map_err(err)?;
        self.write(|tx| {
            tx.execute(
                "INSERT OR IGNORE INTO analyses (game, evaluations, computed) VALUES (?1, ?2, ?3)",
                params![game, text, now],
            )
            .map(|_| ())
        })
    }
}

#[cfg(test)]
mod tests {
    use camelot_protocol::EngineLevel;

    use crate::store::Store;

    #[test]
    fn each_computer_is_named_as_the_protocol_names_its_level() {
        let s = Store::in_memory().unwrap();
        let computers = s.computers().unwrap();
        assert_eq!(computers.len(), EngineLevel::ALL.len());
        for (level, _, name) in computers {
            let named = EngineLevel::of_player(&name).map(EngineLevel::key);
            assert_eq!(named, Some(format!("level-{level}").as_str()), "{name}");
        }
    }
}
