//! The schema and its steps (`rusqlite_migration`), applied at start, and how a token is
//! kept (its SHA-256: a leaked database gives no account away).

use camelot_protocol::{GameId, read_outcome, read_reason};
use camelot_rules::{EndReason, Outcome};
use rusqlite::params;
use rusqlite_migration::{HookError, M, Migrations};
use sha2::{Digest, Sha256};

use super::PlayerId;

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

// What a request reads is found through an index, so that it costs the same after 100,000
// games as on the first day (docs/server.md, "What a request costs"): a player's finished
// games by colour, newest first (`player`), and a class's leaderboard.
const REQUEST_INDEXES: &str = "CREATE INDEX games_white ON games(white, status, id);
    CREATE INDEX games_black ON games(black, status, id);
    CREATE INDEX ratings_board ON ratings(class, rating);";

// The server's engine (issue 36): one player per level (a name no one can sign up with, a
// token no one can sign in with: no SHA-256 is that text), and each finished game's
// analysis, computed once and kept (JSON, `engine/store.rs`).
const ENGINE: &str = "CREATE TABLE computers (
        level TEXT PRIMARY KEY,
        player INTEGER NOT NULL UNIQUE REFERENCES players(id)
    );
    INSERT INTO players (name, token, created) VALUES
        ('Computer (Beginner)', 'computer:beginner', 0),
        ('Computer (Easy)', 'computer:easy', 0),
        ('Computer (Medium)', 'computer:medium', 0),
        ('Computer (Hard)', 'computer:hard', 0),
        ('Computer (Expert)', 'computer:expert', 0);
    INSERT INTO computers (level, player)
        SELECT substr(token, 10), id FROM players WHERE token LIKE 'computer:%';
    CREATE TABLE analyses (
        game INTEGER PRIMARY KEY REFERENCES games(id),
        evaluations TEXT NOT NULL,
        computed INTEGER NOT NULL
    );";

// Guests (`guests.rs`): accounts the server named for a visitor who played the computer,
// until they choose a name.
const GUESTS: &str = "ALTER TABLE players ADD COLUMN guest INTEGER NOT NULL DEFAULT 0;";

// Days-per-move seeks and challenges (`seeks.rs`), which outlive their author's connection
// and the server; live seeks stay in memory only.
const SEEKS: &str = "CREATE TABLE seeks (
        id INTEGER PRIMARY KEY,
        player INTEGER NOT NULL REFERENCES players(id),
        time_control TEXT NOT NULL,
        color TEXT NOT NULL,
        rated INTEGER NOT NULL,
        variant TEXT NOT NULL,
        invite TEXT
    );";

// Each account's analyses today (`budgets.rs`), so a restart gives no new day's worth.
const BUDGETS: &str = "CREATE TABLE analysis_budgets (
        player INTEGER NOT NULL REFERENCES players(id),
        kind TEXT NOT NULL,
        day INTEGER NOT NULL,
        used INTEGER NOT NULL,
        PRIMARY KEY (player, kind)
    );";

/// The schema's steps, applied at start.
pub(super) fn migrations() -> Migrations<'static> {
    Migrations::new(steps())
}

/// The schema step `conn`'s database is at, and whether steps are still to come (a database
/// with data older than this server: a backup is taken before they run).
pub(super) fn behind(conn: &rusqlite::Connection) -> Result<Option<i64>, String> {
    let found: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(|e| format!("database: {e}"))?;
    let known = steps().len() as i64;
    Ok((found > 0 && found < known).then_some(found))
}

/// Refuses a database that a newer server has migrated: this one would misread the steps it
/// does not know (and rusqlite_migration's own refusal names neither version nor a way out).
pub(super) fn refuse_newer(conn: &rusqlite::Connection) -> Result<(), String> {
    let found: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(|e| format!("database: {e}"))?;
    let known = steps().len();
    if usize::try_from(found).is_ok_and(|found| found <= known) {
        return Ok(());
    }
    Err(format!(
        "this database was written by a newer camelot-server (schema {found}, this one knows \
         {known}): install that version or restore a backup"
    ))
}

/// The schema's steps, oldest first (the first two as constants, so a test can build a
/// database from before hashing; a test builds one from before the last step with the
/// others).
fn steps() -> Vec<M<'static>> {
    vec![
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
        // How a game ended is kept as the rules core's codes (`white_wins`, `time_forfeit`),
        // as protocol 2 carries it: the words stored before (`1-0`, `time`, `R11`, …) are
        // read as protocol 1 wrote them, and an aborted game keeps neither.
        M::up_with_hook("", |tx: &rusqlite::Transaction| {
            let words: Vec<(GameId, Option<String>, Option<String>)> = tx
                .prepare("SELECT id, result, termination FROM games")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<Result<_, _>>()?;
            for (id, result, termination) in words {
                let bad = |word: &str| HookError::Hook(format!("game {id}: unknown {word:?}"));
                let outcome = match result.as_deref() {
                    Some(word) => read_outcome(word).ok_or_else(|| bad(word))?,
                    None => None,
                };
                let reason = match termination.as_deref() {
                    Some(word) => read_reason(word).ok_or_else(|| bad(word))?,
                    None => None,
                };
                tx.execute(
                    "UPDATE games SET result = ?2, termination = ?3 WHERE id = ?1",
                    params![id, outcome.map(Outcome::code), reason.map(EndReason::code)],
                )?;
            }
            Ok(())
        }),
        M::up(REQUEST_INDEXES),
        M::up(LEARNING),
        M::up(ENGINE),
        M::up(GUESTS),
        M::up(SEEKS),
        M::up(BUDGETS),
        M::up(SEEK_IDS),
        M::up(ONE_PUZZLE_ROW),
    ]
}

// Lessons and puzzles in the browser (`store/learn.rs`): an account's exercises solved, its
// puzzle record (as the game's `puzzles.json`) and every puzzle it counted.
const LEARNING: &str = "CREATE TABLE lesson_steps (
        player INTEGER NOT NULL REFERENCES players(id),
        lesson INTEGER NOT NULL,
        step INTEGER NOT NULL,
        solved INTEGER NOT NULL,
        PRIMARY KEY (player, lesson, step)
    );
    CREATE TABLE puzzle_records (
        player INTEGER PRIMARY KEY REFERENCES players(id),
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        attempts INTEGER NOT NULL,
        streak INTEGER NOT NULL,
        best_streak INTEGER NOT NULL,
        best_run INTEGER NOT NULL
    );
    CREATE TABLE puzzle_results (
        id INTEGER PRIMARY KEY,
        player INTEGER NOT NULL REFERENCES players(id),
        puzzle TEXT NOT NULL,
        puzzle_rating INTEGER NOT NULL,
        solved INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        rating_after REAL,
        tried INTEGER NOT NULL
    );
    CREATE INDEX puzzle_results_player ON puzzle_results(player, puzzle);";

// The seek ids handed out (`seeks.rs`), kept as the end of a reserved block, so that an
// id is never given twice, also after a restart (a stale `accept` joins no other game).
const SEEK_IDS: &str = "CREATE TABLE seek_ids (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        reserved INTEGER NOT NULL
    );
    INSERT INTO seek_ids (id, reserved) SELECT 1, COALESCE(MAX(id), 0) FROM seeks;";

// One row per account and puzzle (a repeat updates it, `store/learn.rs`): the rows of each
// pair counted before are folded into its first (the one that was rated, if any), solved
// if any was, tried when the last was; then the pair is unique.
const ONE_PUZZLE_ROW: &str = "UPDATE puzzle_results SET
        solved = (SELECT MAX(o.solved) FROM puzzle_results o
            WHERE o.player = puzzle_results.player AND o.puzzle = puzzle_results.puzzle),
        tried = (SELECT MAX(o.tried) FROM puzzle_results o
            WHERE o.player = puzzle_results.player AND o.puzzle = puzzle_results.puzzle);
    DELETE FROM puzzle_results WHERE id NOT IN
        (SELECT MIN(id) FROM puzzle_results GROUP BY player, puzzle);
    DROP INDEX puzzle_results_player;
    CREATE UNIQUE INDEX puzzle_results_player ON puzzle_results(player, puzzle);
    CREATE INDEX puzzle_results_tried ON puzzle_results(player, tried);";

/// How a token is stored: its SHA-256, in hex.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use super::*;
    use crate::store::Store;

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

    #[test]
    fn a_database_from_a_newer_server_is_refused_and_left_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        drop(Store::open(&path).unwrap());
        let known = steps().len();
        let newer = known + 1;
        Connection::open(&path)
            .unwrap()
            .pragma_update(None, "user_version", newer)
            .unwrap();
        let refused = Store::open(&path).err().expect("a newer schema is refused");
        assert_eq!(
            refused,
            format!(
                "this database was written by a newer camelot-server (schema {newer}, this \
                 one knows {known}): install that version or restore a backup"
            )
        );
        let version: usize = Connection::open(&path)
            .unwrap()
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, newer);
        // The schema this server knows opens as ever.
        Connection::open(&path)
            .unwrap()
            .pragma_update(None, "user_version", known)
            .unwrap();
        Store::open(&path).unwrap();
    }

    #[test]
    fn puzzle_rows_counted_twice_are_folded_into_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        {
            let mut conn = Connection::open(&path).unwrap();
            let mut before = steps();
            before.pop();
            Migrations::new(before).to_latest(&mut conn).unwrap();
            conn.execute_batch(
                "INSERT INTO players (name, token, created) VALUES ('Ann', 'a', 0), ('Bob', 'b', 0);
                 INSERT INTO puzzle_results (player, puzzle, puzzle_rating, solved, rated,
                     rating_after, tried) VALUES
                     (1, 'p1', 1500, 0, 1, 1480.0, 10),
                     (1, 'p1', 1500, 1, 0, NULL, 20),
                     (1, 'p1', 1500, 0, 0, NULL, 30),
                     (1, 'p2', 1600, 1, 1, 1520.0, 15),
                     (2, 'p1', 1500, 0, 1, 1470.0, 12);",
            )
            .unwrap();
        }
        let s = Store::open(&path).unwrap();
        // The database as it was is kept beside it, taken before the steps ran.
        let step = steps().len() - 1;
        let before = path.with_extension(format!("before-schema-{step}.db"));
        let kept: usize = Connection::open(&before)
            .unwrap()
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(kept, step);
        let rows: Vec<(PlayerId, String, bool, bool, i64)> = s
            .conn
            .prepare("SELECT player, puzzle, solved, rated, tried FROM puzzle_results ORDER BY id")
            .unwrap()
            .query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let row = |p, z: &str, solved, rated, tried| (p, z.to_string(), solved, rated, tried);
        assert_eq!(
            rows,
            [
                row(1, "p1", true, true, 30),
                row(1, "p2", true, true, 15),
                row(2, "p1", false, true, 12),
            ]
        );
        let twice = s.conn.execute(
            "INSERT INTO puzzle_results (player, puzzle, puzzle_rating, solved, rated, tried)
             VALUES (1, 'p1', 1500, 0, 0, 40)",
            [],
        );
        assert!(twice.is_err(), "the pair is unique now");
    }

    #[test]
    fn results_stored_as_words_become_codes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        {
            // A database of the step before (the fourth made results codes): games ended as
            // the server wrote them then.
            let mut conn = Connection::open(&path).unwrap();
            let mut before = steps();
            before.truncate(3);
            Migrations::new(before).to_latest(&mut conn).unwrap();
            conn.execute_batch(
                "INSERT INTO players (name, token, created) VALUES ('Ann', 'a', 0), ('Bob', 'b', 0);
                 INSERT INTO games (white, black, time_control, rated, started, status, white_ms,
                     black_ms, clock_since, result, termination) VALUES
                     (1, 2, '5+3', 1, 0, 'finished', 1, 1, 0, '0-1', 'time'),
                     (1, 2, '5+3', 1, 0, 'finished', 1, 1, 0, '1-0', 'R11'),
                     (1, 2, '5+3', 1, 0, 'finished', 1, 1, 0, '1/2-1/2', 'agreement'),
                     (1, 2, '5+3', 1, 0, 'finished', 1, 1, 0, '1-0', 'abandonment'),
                     (1, 2, '5+3', 1, 0, 'finished', 1, 1, 0, '0-1', 'resignation'),
                     (1, 2, '5+3', 1, 0, 'aborted', 1, 1, 0, NULL, 'aborted'),
                     (1, 2, '5+3', 1, 0, 'active', 1, 1, 0, NULL, NULL);",
            )
            .unwrap();
        }
        let s = Store::open(&path).unwrap();
        let rows: Vec<(Option<String>, Option<String>)> = s
            .conn
            .prepare("SELECT result, termination FROM games ORDER BY id")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let code = |r: Option<&str>, t: Option<&str>| (r.map(String::from), t.map(String::from));
        assert_eq!(
            rows,
            [
                code(Some("black_wins"), Some("time_forfeit")),
                code(Some("white_wins"), Some("castle_occupied")),
                code(Some("draw"), Some("agreement")),
                code(Some("white_wins"), Some("abandonment")),
                code(Some("black_wins"), Some("resignation")),
                code(None, None),
                code(None, None),
            ]
        );
        let counts = s.queries().result_counts().unwrap();
        assert_eq!(counts, [5, 2, 2, 1]);
    }
}
