//! The database: SQLite through rusqlite (its bundled SQLite), in WAL mode with
//! `synchronous = FULL`, so that every committed transaction (each one fsyncs the WAL) is on
//! disk before the server acknowledges it, power loss included; `NORMAL` would survive a
//! killed process but could lose the last moves to a power cut. Schema changes are
//! `rusqlite_migration` steps, applied at start.
//!
//! A game is stored as its moves in notation (as entered); loading replays them through the
//! rules core, which is the only judge of a game's position and result.

use std::path::Path;

use camelot_rules::{Color, Outcome, Variant};
use rusqlite::{Connection, OptionalExtension, params};
use rusqlite_migration::{M, Migrations};
use sha2::{Digest, Sha256};
use skillratings::glicko2::Glicko2Rating;

use crate::clock::{Clock, Millis};
use crate::rating::Rating;
use camelot_protocol::time_control::{TimeClass, TimeControl};
use camelot_protocol::{GameId, GameStatus, LeaderEntry, result_token};

mod profile;

pub type PlayerId = i64;

const FIRST_SCHEMA: &str = "CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        token TEXT NOT NULL UNIQUE,
        created INTEGER NOT NULL
    );
    CREATE TABLE ratings (
        player INTEGER NOT NULL REFERENCES players(id),
        class TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (player, class)
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        white INTEGER NOT NULL REFERENCES players(id),
        black INTEGER NOT NULL REFERENCES players(id),
        time_control TEXT NOT NULL,
        rated INTEGER NOT NULL,
        started INTEGER NOT NULL,
        status TEXT NOT NULL,
        white_ms INTEGER NOT NULL,
        black_ms INTEGER NOT NULL,
        clock_since INTEGER NOT NULL,
        result TEXT,
        termination TEXT,
        ended INTEGER,
        white_before REAL,
        white_after REAL,
        black_before REAL,
        black_after REAL
    );
    CREATE INDEX games_status ON games(status);
    CREATE TABLE moves (
        game INTEGER NOT NULL REFERENCES games(id),
        ply INTEGER NOT NULL,
        notation TEXT NOT NULL,
        played INTEGER NOT NULL,
        PRIMARY KEY (game, ply)
    );
    CREATE TABLE heartbeat (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        at INTEGER NOT NULL
    );";

// Variants (VARIANTS.md): games from before them are standard Camelot.
const VARIANT_COLUMN: &str =
    "ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'camelot';";

/// The schema's steps, oldest first (the first two as constants, so a test can build a
/// database from before hashing).
fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(FIRST_SCHEMA),
        M::up(VARIANT_COLUMN),
        // Tokens are kept as their SHA-256 (a leaked database gives no account away): the
        // plain tokens stored before are hashed in place, so their players sign in as before.
        M::up_with_hook("", |tx: &rusqlite::Transaction| {
            let plain: Vec<(PlayerId, String)> = tx
                .prepare("SELECT id, token FROM players")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            for (id, token) in plain {
                tx.execute(
                    "UPDATE players SET token = ?2 WHERE id = ?1",
                    params![id, token_hash(&token)],
                )?;
            }
            Ok(())
        }),
    ])
}

/// How a token is stored: its SHA-256, in hex.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A storage failure, said in one line.
pub type StoreError = String;

fn err(e: impl std::fmt::Display) -> StoreError {
    format!("database: {e}")
}

/// A game as stored.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: GameId,
    pub players: [PlayerId; 2],
    pub names: [String; 2],
    pub time: TimeControl,
    pub rated: bool,
    pub variant: Variant,
    pub started: Millis,
    pub status: GameStatus,
    pub clock: Clock,
    pub moves: Vec<String>,
    pub outcome: Option<Outcome>,
    pub termination: Option<String>,
}

/// How a game ends, and the ratings to write with it.
#[derive(Clone, Debug)]
pub struct Finish {
    pub status: GameStatus,
    pub outcome: Option<Outcome>,
    pub termination: String,
    /// The class and both players' ratings after the game, with those before.
    pub ratings: Option<RatingUpdate>,
}

#[derive(Clone, Copy, Debug)]
pub struct RatingUpdate {
    pub class: TimeClass,
    pub before: [Rating; 2],
    pub after: [Rating; 2],
}

pub struct Store {
    conn: Connection,
    /// A batch's transaction is open (see [`Store::begin_batch`]).
    batch: bool,
}

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

fn parse_outcome(token: &str) -> Option<Outcome> {
    [
        Outcome::Win(Color::White),
        Outcome::Win(Color::Black),
        Outcome::Draw,
    ]
    .into_iter()
    .find(|&o| result_token(o) == token)
}

const GAME_COLUMNS: &str = "g.id, g.white, g.black, pw.name, pb.name, g.time_control, g.rated,
    g.started, g.status, g.white_ms, g.black_ms, g.clock_since, g.result, g.termination, g.variant
    FROM games g JOIN players pw ON pw.id = g.white JOIN players pb ON pb.id = g.black";

impl Store {
    /// Opens (or creates) the database and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let mut conn = Connection::open(path).map_err(err)?;
        Self::setup(&mut conn)?;
        Ok(Store { conn, batch: false })
    }

    /// A database in memory (the fuzz target's).
    pub fn in_memory() -> Result<Store, StoreError> {
        let mut conn = Connection::open_in_memory().map_err(err)?;
        Self::setup(&mut conn)?;
        Ok(Store { conn, batch: false })
    }

    fn setup(conn: &mut Connection) -> Result<(), StoreError> {
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(err)?;
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(err)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(err)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(err)?;
        migrations().to_latest(conn).map_err(err)
    }

    /// Runs `f` in one transaction, committed (and on disk) when this returns `Ok`; inside a
    /// batch, in a savepoint of the batch's transaction, which [`Store::end_batch`] commits.
    /// Either way a failing `f` changes nothing.
    fn write<T>(
        &mut self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StoreError> {
        if self.batch {
            let sp = self.conn.savepoint().map_err(err)?;
            let value = f(&sp).map_err(err)?;
            sp.commit().map_err(err)?;
            return Ok(value);
        }
        let tx = self.conn.transaction().map_err(err)?;
        let value = f(&tx).map_err(err)?;
        tx.commit().map_err(err)?;
        Ok(value)
    }

    /// Opens one transaction for the writes until [`Store::end_batch`] (group commit: one
    /// fsync for many moves).
    pub fn begin_batch(&mut self) -> Result<(), StoreError> {
        self.conn.execute_batch("BEGIN IMMEDIATE").map_err(err)?;
        self.batch = true;
        Ok(())
    }

    /// Commits the batch's transaction: when this returns `Ok` its writes are on disk.
    pub fn end_batch(&mut self) -> Result<(), StoreError> {
        self.batch = false;
        self.conn.execute_batch("COMMIT").map_err(err)
    }

    pub fn player_by_token(&self, token: &str) -> Result<Option<(PlayerId, String)>, StoreError> {
        self.conn
            .query_row(
                "SELECT id, name FROM players WHERE token = ?1",
                [token_hash(token)],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(err)
    }

    pub fn name_taken(&self, name: &str) -> Result<bool, StoreError> {
        self.conn
            .query_row("SELECT 1 FROM players WHERE name = ?1", [name], |_| Ok(()))
            .optional()
            .map(|r| r.is_some())
            .map_err(err)
    }

    pub fn create_player(
        &mut self,
        name: &str,
        token: &str,
        now: Millis,
    ) -> Result<PlayerId, StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO players (name, token, created) VALUES (?1, ?2, ?3)",
                params![name, token_hash(token), now],
            )?;
            Ok(tx.last_insert_rowid())
        })
    }

    pub fn rating(&self, player: PlayerId, class: TimeClass) -> Result<Rating, StoreError> {
        self.conn
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

    pub fn create_game(
        &mut self,
        players: [PlayerId; 2],
        time: TimeControl,
        rated: bool,
        variant: Variant,
        clock: Clock,
        now: Millis,
    ) -> Result<GameId, StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO games (white, black, time_control, rated, started, status,
                     white_ms, black_ms, clock_since, variant)
                 VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, ?8, ?9)",
                params![
                    players[0],
                    players[1],
                    time.to_string(),
                    rated,
                    now,
                    clock.left[0],
                    clock.left[1],
                    clock.since,
                    variant.name()
                ],
            )?;
            Ok(tx.last_insert_rowid())
        })
    }

    /// Stores a move (ply counts from 1) with the clocks after it, and the game's end if it
    /// ended the game: all or nothing.
    pub fn commit_move(
        &mut self,
        game: GameId,
        ply: u32,
        notation: &str,
        clock: Clock,
        now: Millis,
        finish: Option<&Finish>,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO moves (game, ply, notation, played) VALUES (?1, ?2, ?3, ?4)",
                params![game, ply, notation, now],
            )?;
            save_clock(tx, game, clock)?;
            if let Some(f) = finish {
                save_finish(tx, game, f, now)?;
            }
            Ok(())
        })
    }

    /// Ends a game without a move (resignation, agreement, flag, abort).
    pub fn commit_finish(
        &mut self,
        game: GameId,
        clock: Clock,
        finish: &Finish,
        now: Millis,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            save_clock(tx, game, clock)?;
            save_finish(tx, game, finish, now)
        })
    }

    /// Takes back the moves after `plies`.
    pub fn take_back(
        &mut self,
        game: GameId,
        plies: usize,
        clock: Clock,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "DELETE FROM moves WHERE game = ?1 AND ply > ?2",
                params![game, plies as i64],
            )?;
            save_clock(tx, game, clock)
        })
    }

    pub fn save_clock(&mut self, game: GameId, clock: Clock) -> Result<(), StoreError> {
        self.write(|tx| save_clock(tx, game, clock))
    }

    /// The server is alive at `now` (see `clock.rs`: time after the last one is downtime).
    pub fn heartbeat(&mut self, now: Millis) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO heartbeat (id, at) VALUES (1, ?1)
                 ON CONFLICT (id) DO UPDATE SET at = excluded.at",
                [now],
            )
            .map(drop)
        })
    }

    pub fn last_heartbeat(&self) -> Result<Option<Millis>, StoreError> {
        self.conn
            .query_row("SELECT at FROM heartbeat WHERE id = 1", [], |r| r.get(0))
            .optional()
            .map_err(err)
    }

    fn games_where(
        &self,
        condition: &str,
        args: impl rusqlite::Params,
    ) -> Result<Vec<StoredGame>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} WHERE {condition} ORDER BY g.id");
        let mut stmt = self.conn.prepare(&sql).map_err(err)?;
        let rows = stmt
            .query_map(args, |r| {
                let time: String = r.get(5)?;
                let result: Option<String> = r.get(12)?;
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
                    outcome: result.as_deref().and_then(parse_outcome),
                    termination: r.get(13)?,
                })
            })
            .map_err(err)?;
        let mut games = rows.collect::<Result<Vec<_>, _>>().map_err(err)?;
        let mut moves = self
            .conn
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

    pub fn active_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        self.games_where("g.status = 'active'", [])
    }

    pub fn finished_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        self.games_where("g.status = 'finished'", [])
    }

    pub fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        Ok(self.games_where("g.id = ?1", [id])?.pop())
    }

    pub fn leaderboard(
        &self,
        class: TimeClass,
        limit: u32,
    ) -> Result<Vec<LeaderEntry>, StoreError> {
        let mut stmt = self
            .conn
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
        self.conn
            .query_row(
                "SELECT COUNT(*),
                     COALESCE(SUM(result = '1-0'), 0),
                     COALESCE(SUM(result = '0-1'), 0),
                     COALESCE(SUM(result = '1/2-1/2'), 0)
                 FROM games WHERE status = 'finished'",
                [],
                |r| Ok([r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?]),
            )
            .map_err(err)
    }
}

fn save_clock(tx: &Connection, game: GameId, clock: Clock) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE games SET white_ms = ?2, black_ms = ?3, clock_since = ?4 WHERE id = ?1",
        params![game, clock.left[0], clock.left[1], clock.since],
    )
    .map(drop)
}

fn save_finish(tx: &Connection, game: GameId, f: &Finish, now: Millis) -> rusqlite::Result<()> {
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
            status_word(f.status),
            f.outcome.map(result_token),
            f.termination,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_committed_move_is_there_after_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let time: TimeControl = "5+3".parse().unwrap();
        let id = {
            let mut s = Store::open(&path).unwrap();
            let a = s.create_player("Ann", "t1", 0).unwrap();
            let b = s.create_player("Bob", "t2", 0).unwrap();
            let clock = Clock::new(time, 0);
            let id = s
                .create_game([a, b], time, true, Variant::Camelot, clock, 0)
                .unwrap();
            s.commit_move(id, 1, "C6-C7", clock, 5, None).unwrap();
            id
        };
        let s = Store::open(&path).unwrap();
        let games = s.active_games().unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].id, id);
        assert_eq!(games[0].moves, ["C6-C7"]);
        assert_eq!(games[0].names, ["Ann".to_string(), "Bob".to_string()]);
        assert!(s.name_taken("ann").unwrap(), "names are unique in any case");
    }

    #[test]
    fn tokens_are_stored_hashed_and_plain_ones_from_before_are_hashed_in_place() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        {
            // A database from before hashing: the first two steps, a plain token.
            let mut conn = Connection::open(&path).unwrap();
            let before = vec![M::up(FIRST_SCHEMA), M::up(VARIANT_COLUMN)];
            Migrations::new(before).to_latest(&mut conn).unwrap();
            conn.execute(
                "INSERT INTO players (name, token, created) VALUES ('Old', 'plain-token', 0)",
                [],
            )
            .unwrap();
        }
        let mut s = Store::open(&path).unwrap();
        assert_eq!(s.player_by_token("plain-token").unwrap().unwrap().1, "Old");
        let new = s.create_player("New", "t2", 0).unwrap();
        assert_eq!(s.player_by_token("t2").unwrap().unwrap().0, new);
        let stored: Vec<String> = s
            .conn
            .prepare("SELECT token FROM players")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(!stored.contains(&"plain-token".to_string()));
        assert!(!stored.contains(&"t2".to_string()));
        assert!(stored.contains(&token_hash("t2")));
        assert_eq!(s.player_by_token(&token_hash("t2")).unwrap(), None);
    }
}
