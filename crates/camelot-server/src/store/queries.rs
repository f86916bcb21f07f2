//! The reads behind listings and players' pages: ratings, the leaderboard, result counts, a
//! player's page (a few small queries, no game replayed). [`Queries`] reads only.

use camelot_rules::{Color, Outcome, Variant};
use rusqlite::types::Type;
use rusqlite::{Connection, OptionalExtension, params};
use skillratings::glicko2::Glicko2Rating;

use super::games::result_at;
use super::{PlayerId, StoreError, err};
use crate::rating::Rating;
use camelot_protocol::time_control::TimeClass;
use camelot_protocol::{ClassRating, GameId, LeaderEntry, PlayedGame, PlayerResults, Tally};

/// The database, read (from [`Store::queries`](super::Store::queries)).
pub struct Queries<'a>(pub(super) &'a Connection);

/// `COALESCE(SUM(result = 'white_wins'), 0), …`: how many games of the group each outcome
/// ended, in [`Outcome::ALL`]'s order (White won, Black won, drawn).
fn outcome_counts() -> String {
    Outcome::ALL
        .map(|o| format!("COALESCE(SUM(result = '{}'), 0)", o.code()))
        .join(", ")
}

/// A player's (`?1`) finished games before game `?2`, newest first, at most `?3`.
const PLAYED_GAMES: &str =
    "SELECT g.id, g.white = ?1, pw.name, pb.name, g.result, g.termination, g.variant,
         g.time_control, g.rated, g.ended
     FROM (SELECT id FROM games WHERE white = ?1 AND status = 'finished' AND id < ?2
           UNION
           SELECT id FROM games WHERE black = ?1 AND status = 'finished' AND id < ?2
           ORDER BY id DESC LIMIT ?3) AS mine
     JOIN games g ON g.id = mine.id
     JOIN players pw ON pw.id = g.white JOIN players pb ON pb.id = g.black
     ORDER BY g.id DESC";

/// A player's (`?1`) finished games per variant and colour: how many of each outcome (as
/// White, then as Black: each through its index).
fn player_results_sql() -> String {
    let side = |column: &str, white: bool| {
        format!(
            "SELECT variant, {white}, {} FROM games WHERE {column} = ?1 AND status = 'finished'
             GROUP BY variant",
            outcome_counts()
        )
    };
    format!(
        "{} UNION ALL {} ORDER BY 1",
        side("white", true),
        side("black", false)
    )
}

/// A column's text read as `T`, or the row's conversion error.
fn parsed<T: std::str::FromStr>(r: &rusqlite::Row, i: usize) -> rusqlite::Result<T>
where
    T::Err: std::fmt::Display,
{
    let text: String = r.get(i)?;
    text.parse().map_err(|e: T::Err| {
        rusqlite::Error::FromSqlConversionFailure(i, Type::Text, e.to_string().into())
    })
}

/// A column's time class, as the ratings table names it.
fn class_at(r: &rusqlite::Row, i: usize) -> rusqlite::Result<TimeClass> {
    let name: String = r.get(i)?;
    TimeClass::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                i,
                Type::Text,
                format!("no time class {name}").into(),
            )
        })
}

impl Queries<'_> {
    pub fn rating(&self, player: PlayerId, class: TimeClass) -> Result<Rating, StoreError> {
        self.0
            .query_row(
                "SELECT rating, deviation, volatility, games FROM ratings
                 WHERE player = ?1 AND class = ?2",
                params![player, class.name()],
                |r| {
                    Ok(Rating {
                        glicko: Glicko2Rating {
                            rating: r.get(0)?,
                            deviation: r.get(1)?,
                            volatility: r.get(2)?,
                        },
                        games: r.get(3)?,
                    })
                },
            )
            .optional()
            .map(Option::unwrap_or_default)
            .map_err(err)
    }

    pub fn leaderboard(
        &self,
        class: TimeClass,
        limit: u32,
    ) -> Result<Vec<LeaderEntry>, StoreError> {
        let mut stmt = self
            .0
            .prepare(
                "SELECT p.name, r.rating, r.deviation, r.games FROM ratings r
                 JOIN players p ON p.id = r.player
                 WHERE r.class = ?1 AND r.games > 0
                 ORDER BY r.rating DESC, p.name LIMIT ?2",
            )
            .map_err(err)?;
        stmt.query_map(params![class.name(), limit], |r| {
            Ok(LeaderEntry {
                player: r.get(0)?,
                rating: r.get(1)?,
                deviation: r.get(2)?,
                games: r.get(3)?,
            })
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }

    /// Finished games: how many, and how many White won, Black won, and were drawn.
    pub fn result_counts(&self) -> Result<[u64; 4], StoreError> {
        self.0
            .query_row(
                &format!(
                    "SELECT COUNT(*), {} FROM games WHERE status = 'finished'",
                    outcome_counts()
                ),
                [],
                |r| Ok([r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?]),
            )
            .map_err(err)
    }

    /// The player of a name (any case), with the name as they spelt it.
    pub fn player_named(&self, name: &str) -> Result<Option<(PlayerId, String)>, StoreError> {
        self.0
            .query_row(
                "SELECT id, name FROM players WHERE name = ?1",
                [name],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(err)
    }

    /// A player's ratings in the classes they have played rated games in.
    pub fn class_ratings(&self, player: PlayerId) -> Result<Vec<ClassRating>, StoreError> {
        let mut stmt = self
            .0
            .prepare(
                "SELECT class, rating, deviation, games FROM ratings
                 WHERE player = ?1 AND games > 0 ORDER BY class DESC",
            )
            .map_err(err)?;
        stmt.query_map([player], |r| {
            Ok(ClassRating {
                class: class_at(r, 0)?,
                rating: r.get(1)?,
                deviation: r.get(2)?,
                games: r.get(3)?,
            })
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }

    /// A player's latest `limit` finished games before game `before` (all if none), newest
    /// first: two index searches (as White, as Black) merged, however many games are stored.
    pub fn played_games(
        &self,
        player: PlayerId,
        before: Option<GameId>,
        limit: u32,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        let mut stmt = self.0.prepare_cached(PLAYED_GAMES).map_err(err)?;
        stmt.query_map(params![player, before.unwrap_or(GameId::MAX), limit], |r| {
            let white: bool = r.get(1)?;
            // A finished game has a result and a termination.
            let null = || rusqlite::Error::InvalidColumnType(4, "result".into(), Type::Null);
            let ended = result_at(r, 4)?.ok_or_else(null)?;
            Ok(PlayedGame {
                id: r.get(0)?,
                opponent: r.get(if white { 3 } else { 2 })?,
                color: if white { Color::White } else { Color::Black },
                result: ended.outcome,
                termination: ended.reason,
                variant: parsed::<Variant>(r, 6)?,
                time: parsed(r, 7)?,
                rated: r.get(8)?,
                ended: r.get(9)?,
            })
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }

    /// A player's own finished games per variant: won, drawn and lost, as White and as Black.
    pub fn player_results(&self, player: PlayerId) -> Result<Vec<PlayerResults>, StoreError> {
        let mut stmt = self.0.prepare(&player_results_sql()).map_err(err)?;
        let rows = stmt
            .query_map([player], |r| {
                let (white_won, black_won, drawn): (u64, u64, u64) =
                    (r.get(2)?, r.get(3)?, r.get(4)?);
                let as_white: bool = r.get(1)?;
                let tally = if as_white {
                    Tally {
                        wins: white_won,
                        draws: drawn,
                        losses: black_won,
                    }
                } else {
                    Tally {
                        wins: black_won,
                        draws: drawn,
                        losses: white_won,
                    }
                };
                Ok((parsed::<Variant>(r, 0)?, as_white, tally))
            })
            .map_err(err)?;
        let mut results: Vec<PlayerResults> = Vec::new();
        for row in rows {
            let (variant, as_white, tally) = row.map_err(err)?;
            if results.last().is_none_or(|p| p.variant != variant) {
                results.push(PlayerResults {
                    variant,
                    white: Tally::default(),
                    black: Tally::default(),
                });
            }
            let entry = results.last_mut().expect("pushed above");
            *(if as_white {
                &mut entry.white
            } else {
                &mut entry.black
            }) = tally;
        }
        Ok(results)
    }

    /// Finished games per variant: how many, won by White, won by Black, drawn.
    pub fn variant_result_counts(&self) -> Result<Vec<(Variant, [u64; 4])>, StoreError> {
        let mut stmt = self
            .0
            .prepare(&format!(
                "SELECT variant, COUNT(*), {} FROM games WHERE status = 'finished' GROUP BY variant",
                outcome_counts()
            ))
            .map_err(err)?;
        stmt.query_map([], |r| {
            Ok((
                parsed::<Variant>(r, 0)?,
                [r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?],
            ))
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    /// How SQLite runs `sql` (its parameters unbound): one line per step.
    fn plan(conn: &Connection, sql: &str) -> Vec<String> {
        let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
        let mut rows = stmt.raw_query();
        let mut steps = Vec::new();
        while let Some(r) = rows.next().unwrap() {
            steps.push(r.get(3).unwrap());
        }
        steps
    }

    #[test]
    fn a_players_page_searches_indexes_and_scans_no_table() {
        let s = Store::in_memory().unwrap();
        // Three thousand finished games between twenty players.
        s.conn
            .execute_batch(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
                 INSERT INTO players (name, token, created)
                     SELECT 'p' || i, 't' || i, 0 FROM n WHERE i <= 20;
                 WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
                 INSERT INTO games (white, black, time_control, rated, started, status, white_ms,
                     black_ms, clock_since, result, termination, ended)
                     SELECT 1 + i % 20, 1 + (i + 1) % 20, '5+3', 1, i, 'finished', 1, 1, i,
                         'white_wins', 'resignation', i FROM n;",
            )
            .unwrap();
        for sql in [PLAYED_GAMES.to_string(), player_results_sql()] {
            let steps = plan(&s.conn, &sql);
            assert!(
                steps.iter().all(|s| !s.starts_with("SCAN g")),
                "{sql}\n{steps:#?}"
            );
            assert!(
                steps.iter().any(|s| s.contains("games_white")),
                "{steps:#?}"
            );
        }
        let q = s.queries();
        let games = q.played_games(1, None, 31).unwrap();
        assert_eq!(games.len(), 31);
        assert!(games.windows(2).all(|w| w[0].id > w[1].id));
        let older = q.played_games(1, Some(games[30].id), 31).unwrap();
        assert!(older[0].id < games[30].id);
        let results = q.player_results(1).unwrap();
        assert_eq!(results[0].white.wins + results[0].black.losses, 300);
    }
}
