//! A game's rows: how a stored game is read back (its row, then its moves), and how its
//! clocks and its end are written inside a transaction.

use camelot_rules::{EndReason, GameResult, Outcome};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use rusqlite::{Connection, params};

use super::{Finish, PlayerId, StoreError, StoredGame, err};
use crate::clock::{Clock, Millis};
use camelot_protocol::{AbortReason, GameId, GameStatus};

fn status_word(s: GameStatus) -> &'static str {
    match s {
        GameStatus::Active => "active",
        GameStatus::Finished => "finished",
        GameStatus::Aborted => "aborted",
    }
}

fn parse_status(s: &str) -> GameStatus {
    match s {
        "finished" => GameStatus::Finished,
        "aborted" => GameStatus::Aborted,
        _ => GameStatus::Active,
    }
}

/// A game's `result` and `termination` columns: the rules core's codes (`white_wins`,
/// `time_forfeit`), as the protocol carries them.
pub(super) struct Code<T>(pub T);

impl<T: Copy> Code<T> {
    fn read(value: ValueRef<'_>, parse: fn(&str) -> Option<T>) -> FromSqlResult<Code<T>> {
        let text = value.as_str()?;
        parse(text)
            .map(Code)
            .ok_or_else(|| FromSqlError::Other(format!("unknown code {text:?}").into()))
    }
}

impl FromSql for Code<Outcome> {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        Code::read(value, Outcome::from_code)
    }
}

impl FromSql for Code<EndReason> {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        Code::read(value, EndReason::from_code)
    }
}

impl ToSql for Code<Outcome> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.0.code().into())
    }
}

impl ToSql for Code<EndReason> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.0.code().into())
    }
}

/// The result of a row's `result` and `termination` (column `at` and the next): both or
/// neither. A game without a result may have a termination all the same: why the server
/// aborted it ([`aborted_at`]).
pub(super) fn result_at(r: &rusqlite::Row, at: usize) -> rusqlite::Result<Option<GameResult>> {
    let Some(outcome) = r.get::<_, Option<Code<Outcome>>>(at)? else {
        return Ok(None);
    };
    let reason: Option<Code<EndReason>> = r.get(at + 1)?;
    Ok(reason.map(|r| GameResult {
        outcome: outcome.0,
        reason: r.0,
    }))
}

/// Why the server aborted a game: the `termination` (column `at`) of an aborted game.
fn aborted_at(r: &rusqlite::Row, at: usize) -> rusqlite::Result<Option<AbortReason>> {
    let termination: Option<String> = r.get(at)?;
    Ok(termination.as_deref().and_then(AbortReason::from_code))
}

const GAME_COLUMNS: &str = "g.id, g.white, g.black, pw.name, pb.name, g.time_control, g.rated,
    g.started, g.status, g.white_ms, g.black_ms, g.clock_since, g.result, g.termination, g.variant
    FROM games g JOIN players pw ON pw.id = g.white JOIN players pb ON pb.id = g.black";

/// The games matching `condition` (over `GAME_COLUMNS`), with their moves, by id.
pub(super) fn games_where(
    conn: &Connection,
    condition: &str,
    args: impl rusqlite::Params,
) -> Result<Vec<StoredGame>, StoreError> {
    let sql = format!("SELECT {GAME_COLUMNS} WHERE {condition} ORDER BY g.id");
    let mut stmt = conn.prepare(&sql).map_err(err)?;
    let rows = stmt
        .query_map(args, |r| {
            let time: String = r.get(5)?;
            let variant: String = r.get(14)?;
            Ok(StoredGame {
                id: r.get(0)?,
                players: [r.get(1)?, r.get(2)?],
                names: [r.get(3)?, r.get(4)?],
                time: time.parse().map_err(|e: String| {
                    rusqlite::Error::FromSqlConversionFailure(
                        5,
                        rusqlite::types::Type::Text,
                        e.into(),
                    )
                })?,
                rated: r.get(6)?,
                variant: variant.parse().map_err(|e: camelot_rules::Error| {
                    rusqlite::Error::FromSqlConversionFailure(
                        14,
                        rusqlite::types::Type::Text,
                        e.to_string().into(),
                    )
                })?,
                started: r.get(7)?,
                status: parse_status(&r.get::<_, String>(8)?),
                clock: Clock {
                    left: [r.get(9)?, r.get(10)?],
                    since: r.get(11)?,
                },
                moves: Vec::new(),
                result: result_at(r, 12)?,
                aborted: aborted_at(r, 13)?,
            })
        })
        .map_err(err)?;
    let mut games = rows.collect::<Result<Vec<_>, _>>().map_err(err)?;
    let mut moves = conn
        .prepare("SELECT notation FROM moves WHERE game = ?1 ORDER BY ply")
        .map_err(err)?;
    for g in &mut games {
        g.moves = moves
            .query_map([g.id], |r| r.get(0))
            .map_err(err)?
            .collect::<Result<_, _>>()
            .map_err(err)?;
    }
    Ok(games)
}

pub(super) fn save_clock(tx: &Connection, game: GameId, clock: Clock) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE games SET white_ms = ?2, black_ms = ?3, clock_since = ?4 WHERE id = ?1",
        params![game, clock.left[0], clock.left[1], clock.since],
    )
    .map(drop)
}

pub(super) fn save_finish(
    tx: &Connection,
    game: GameId,
    f: &Finish,
    now: Millis,
) -> rusqlite::Result<()> {
    let rating = |i: usize, after: bool| {
        f.ratings.map(|u| {
            if after {
                u.after[i].glicko.rating
            } else {
                u.before[i].glicko.rating
            }
        })
    };
    tx.execute(
        "UPDATE games SET status = ?2, result = ?3, termination = ?4, ended = ?5,
             white_before = ?6, white_after = ?7, black_before = ?8, black_after = ?9
         WHERE id = ?1",
        params![
            game,
            status_word(f.status()),
            f.result.map(|r| Code(r.outcome)),
            f.result
                .map(|r| r.reason.code())
                .or(f.aborted.map(AbortReason::code)),
            now,
            rating(0, false),
            rating(0, true),
            rating(1, false),
            rating(1, true)
        ],
    )?;
    if let Some(u) = f.ratings {
        let players: [PlayerId; 2] = tx.query_row(
            "SELECT white, black FROM games WHERE id = ?1",
            [game],
            |r| Ok([r.get(0)?, r.get(1)?]),
        )?;
        for (player, r) in players.into_iter().zip(u.after) {
            tx.execute(
                "INSERT INTO ratings (player, class, rating, deviation, volatility, games)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT (player, class) DO UPDATE SET rating = excluded.rating,
                     deviation = excluded.deviation, volatility = excluded.volatility,
                     games = excluded.games",
                params![
                    player,
                    u.class.name(),
                    r.glicko.rating,
                    r.glicko.deviation,
                    r.glicko.volatility,
                    r.games
                ],
            )?;
        }
    }
    Ok(())
}
