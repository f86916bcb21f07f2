//! The database: SQLite through rusqlite (its bundled SQLite), in WAL mode with
//! `synchronous = FULL`, so that every committed transaction (each one fsyncs the WAL) is on
//! disk before the server acknowledges it, power loss included; `NORMAL` would survive a
//! killed process but could lose the last moves to a power cut. Schema changes are
//! `rusqlite_migration` steps, applied at start (`migrations.rs`); a database a newer server
//! migrated is refused.
//!
//! A game is stored as its moves in notation (as entered); loading replays them through the
//! rules core, which is the only judge of a game's position and result. [`Store`] opens,
//! batches and writes; a game's rows are read and written in `games.rs`; listings and
//! players' pages read through [`Queries`] (`queries.rs`).

use std::path::Path;

use camelot_rules::{GameResult, Variant};
use rusqlite::{Connection, OptionalExtension, params};

use crate::clock::{Clock, Millis};
use crate::rating::Rating;
use camelot_protocol::time_control::{TimeClass, TimeControl};
use camelot_protocol::{AbortReason, GameId, GameStatus};

mod analyses;
mod budgets;
mod games;
mod guests;
mod learn;
mod migrations;
mod queries;
mod seeks;

use games::{games_where, save_clock, save_finish};
pub use learn::{Counted, HISTORY, PuzzleStanding};
pub use migrations::token_hash;
use migrations::{migrations, refuse_newer};
pub use queries::Queries;

pub type PlayerId = i64;

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
    /// Who won and why, once finished (none while in play and when aborted).
    pub result: Option<GameResult>,
    /// Why the server aborted it, when it did.
    pub aborted: Option<AbortReason>,
}

/// How a game ends, and the ratings to write with it.
#[derive(Clone, Debug)]
pub struct Finish {
    /// Who won and why; none for an aborted game.
    pub result: Option<GameResult>,
    /// The class and both players' ratings after the game, with those before.
    pub ratings: Option<RatingUpdate>,
    /// Why the server aborted it (stored as its termination), when it did.
    pub aborted: Option<AbortReason>,
}

impl Finish {
    pub fn status(&self) -> GameStatus {
        if self.result.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Aborted
        }
    }
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

impl Store {
    /// Opens (or creates) the database and brings its schema up to date.
    /// Before the schema of an older database is changed, a backup of it is taken beside it
    /// (`NAME.before-schema-N.db`, kept if one is there from an earlier try): an upgrade
    /// that goes wrong has the database as it was.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let mut conn = Connection::open(path).map_err(err)?;
        if let Some(step) = migrations::behind(&conn)? {
            let before = path.with_extension(format!("before-schema-{step}.db"));
            if !before.exists() {
                crate::backup::copy(path, &before)?;
                tracing::info!(backup = %before.display(), "backup taken before the schema's steps");
            }
        }
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
        refuse_newer(conn)?;
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

    /// The reads of listings and players' pages.
    pub fn queries(&self) -> Queries<'_> {
        Queries(&self.conn)
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

    pub fn active_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        games_where(&self.conn, "g.status = 'active'", [])
    }

    pub fn finished_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        games_where(&self.conn, "g.status = 'finished'", [])
    }

    /// Whether game `id` exists (its row only, not its moves).
    pub fn game_exists(&self, id: GameId) -> Result<bool, StoreError> {
        self.conn
            .query_row("SELECT 1 FROM games WHERE id = ?1", [id], |_| Ok(()))
            .optional()
            .map(|r| r.is_some())
            .map_err(err)
    }

    pub fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        Ok(games_where(&self.conn, "g.id = ?1", [id])?.pop())
    }
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
}
