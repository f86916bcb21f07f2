//! Backups with SQLite's online backup API: a connection of their own reads the database in
//! one step (one read transaction, which in WAL mode never holds up the hub's writes) into
//! a new file, checked (`PRAGMA integrity_check`) and written under a temporary name then
//! renamed, so a backup's name always means a whole, sound copy. The server takes them on a schedule into `backup_dir`, keeping the newest
//! `backup_keep` (named `STEM-UTC-TIME.db`, so their names sort by age); `camelot-server
//! backup FILE` takes one of a stopped server's database. Restoring is copying one over the
//! database (docs/server.md "Operating").

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use crate::metrics::Metrics;

/// Copies the database `db` into the new file `to` (refused if it exists).
pub fn copy(db: &Path, to: &Path) -> Result<(), String> {
    if to.exists() {
        return Err(format!("{} exists: give a new file", to.display()));
    }
    let failed = |e: rusqlite::Error| format!("backup of {} failed: {e}", db.display());
    let from = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(failed)?;
    let partial = to.with_extension("partial");
    // Left by a copy killed midway: not a backup, and in the way of this one.
    let _ = std::fs::remove_file(&partial);
    let copied = (|| {
        let mut into = Connection::open(&partial)?;
        let backup = Backup::new(&from, &mut into)?;
        // All pages in one step: a step that sees a write since the last restarts.
        while let StepResult::Busy | StepResult::Locked | StepResult::More = backup.step(-1)? {
            std::thread::sleep(Duration::from_millis(50));
        }
        drop(backup);
        // The copy is read back whole, every index against its table, before it takes its
        // name.
        into.query_row("PRAGMA integrity_check", [], |r| r.get::<_, String>(0))
    })();
    let copied = copied
        .map_err(failed)
        .and_then(|check| match check.as_str() {
            "ok" => Ok(()),
            damaged => Err(format!("backup of {} is damaged: {damaged}", db.display())),
        });
    if let Err(e) = copied {
        let _ = std::fs::remove_file(&partial);
        return Err(e);
    }
    std::fs::rename(&partial, to).map_err(|e| format!("{}: {e}", to.display()))
}

/// `camelot-server backup`: copies `db`, holding its lock (no server may run on it).
pub fn offline(db: &Path, to: &Path) -> Result<(), String> {
    if !db.is_file() {
        return Err(format!("{}: no such database", db.display()));
    }
    let _held = crate::dblock::lock(db)?;
    copy(db, to)
}

/// A scheduled backup's name: the database's, then the UTC time (to the millisecond).
fn name(db: &Path, at: SystemTime) -> String {
    let time = humantime::format_rfc3339_millis(at)
        .to_string()
        .replace(':', "");
    format!("{}-{time}.db", stem(db))
}

fn stem(db: &Path) -> String {
    db.file_stem()
        .map_or_else(|| "camelot".into(), |s| s.to_string_lossy().into_owned())
}

/// Removes the `.partial` files of `db`'s backups in `dir`: copies killed midway (a
/// crash, `kill -9`), which no one would ever finish or delete.
fn sweep_partials(db: &Path, dir: &Path) {
    let prefix = format!("{}-", stem(db));
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with(&prefix)
            && name.ends_with(".partial")
            && std::fs::remove_file(&path).is_ok()
        {
            tracing::info!(partial = %path.display(), "an unfinished backup removed");
        }
    }
}

/// Takes a backup of `db` into `dir` named for `at`, then deletes all but the newest `keep`
/// of this database's backups there; the new backup's path.
pub fn take(db: &Path, dir: &Path, keep: usize, at: SystemTime) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join(name(db, at));
    copy(db, &path)?;
    let prefix = format!("{}-", stem(db));
    let mut kept: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".db"))
        })
        .collect();
    kept.sort();
    let old = kept.len().saturating_sub(keep.max(1));
    for gone in &kept[..old] {
        std::fs::remove_file(gone).map_err(|e| format!("{}: {e}", gone.display()))?;
        tracing::info!(backup = %gone.display(), "old backup deleted");
    }
    Ok(path)
}

/// Takes a backup every `every`, off the hub's thread (a blocking task each), until dropped.
pub(crate) async fn schedule(
    db: PathBuf,
    dir: PathBuf,
    every: Duration,
    keep: usize,
    metrics: Arc<Metrics>,
) {
    sweep_partials(&db, &dir);
    let mut timer = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        timer.tick().await;
        let (db, dir) = (db.clone(), dir.clone());
        let taken =
            tokio::task::spawn_blocking(move || take(&db, &dir, keep, SystemTime::now())).await;
        match taken {
            Ok(Ok(path)) => {
                metrics.backups.inc();
                tracing::info!(backup = %path.display(), "backup written");
            }
            Ok(Err(e)) => {
                metrics.backup_failures.inc();
                tracing::error!(error = %e, "backup failed");
            }
            Err(e) => {
                metrics.backup_failures.inc();
                tracing::error!(error = %e, "backup task failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn database(path: &Path, rows: i64) {
        let conn = Connection::open(path).unwrap();
        conn.execute_batch("PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS t (x)")
            .unwrap();
        for x in 0..rows {
            conn.execute("INSERT INTO t VALUES (?1)", [x]).unwrap();
        }
    }

    fn rows(path: &Path) -> i64 {
        Connection::open(path)
            .unwrap()
            .query_row("SELECT count(*) FROM t", [], |r| r.get(0))
            .unwrap()
    }

    fn files(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_copy_killed_midway_is_swept_and_never_taken_for_a_backup() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("games.db");
        database(&db, 2);
        let backups = dir.path().join("backups");
        std::fs::create_dir(&backups).unwrap();
        std::fs::write(backups.join("games-2026-01-01T000000.000Z.partial"), "half").unwrap();
        std::fs::write(backups.join("other-1.partial"), "another database's").unwrap();
        sweep_partials(&db, &backups);
        assert_eq!(files(&backups), ["other-1.partial"]);
        // A stale partial of the very name a copy writes is replaced, not reopened.
        let to = backups.join("games-new.db");
        std::fs::write(to.with_extension("partial"), "half").unwrap();
        copy(&db, &to).unwrap();
        assert_eq!(rows(&to), 2);
    }

    #[test]
    fn a_backup_restored_over_a_database_with_a_stale_wal_is_the_backup() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("games.db");
        database(&db, 3);
        let backup = dir.path().join("backup.db");
        copy(&db, &backup).unwrap();
        // Writes after the backup, left in the write-ahead log by a crash: the log as it was
        // before its connection closed (and checkpointed it) is put back beside the file.
        let wal = db.with_extension("db-wal");
        let stale = dir.path().join("stale-wal");
        {
            let writer = Connection::open(&db).unwrap();
            writer
                .execute_batch("PRAGMA wal_autocheckpoint = 0; INSERT INTO t VALUES (9), (9)")
                .unwrap();
            std::fs::copy(&wal, &stale).unwrap();
        }
        std::fs::copy(&stale, &wal).unwrap();
        assert!(std::fs::metadata(&wal).unwrap().len() > 0, "a stale log");
        // docs/server.md "Restore": copy the backup over, remove the -wal and -shm.
        std::fs::copy(&backup, &db).unwrap();
        std::fs::remove_file(&wal).unwrap();
        let _ = std::fs::remove_file(db.with_extension("db-shm"));
        assert_eq!(rows(&db), 3, "the backup's rows, none of the log's");
        let conn = Connection::open(&db).unwrap();
        let check: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
    }

    #[test]
    fn the_newest_backups_are_kept_by_their_time() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("games.db");
        database(&db, 3);
        let backups = dir.path().join("backups");
        std::fs::create_dir(&backups).unwrap();
        std::fs::write(backups.join("notes.txt"), "not a backup").unwrap();
        let start = SystemTime::UNIX_EPOCH + Duration::from_secs(1_780_000_000);
        for hour in 0..5 {
            let at = start + Duration::from_secs(3600 * hour);
            take(&db, &backups, 2, at).unwrap();
            database(&db, 1);
        }
        let names = files(&backups);
        assert_eq!(
            names,
            [
                "games-2026-05-28T232640.000Z.db",
                "games-2026-05-29T002640.000Z.db",
                "notes.txt"
            ]
        );
        // The newest holds the rows written before it.
        assert_eq!(rows(&backups.join(&names[1])), 7);
        assert!(copy(&db, &backups.join(&names[1])).is_err(), "no overwrite");
    }

    #[tokio::test]
    async fn the_schedule_takes_backups_and_keeps_the_newest() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("games.db");
        database(&db, 2);
        let backups = dir.path().join("backups");
        let metrics = Arc::new(Metrics::default());
        let every = Duration::from_millis(20);
        let task = tokio::spawn(schedule(db, backups.clone(), every, 3, metrics.clone()));
        while metrics.backups.get() < 6 {
            tokio::time::sleep(every).await;
        }
        task.abort();
        let _ = task.await;
        // A backup under way when the schedule stops still finishes (its own thread).
        tokio::time::sleep(Duration::from_millis(300)).await;
        let names = files(&backups);
        assert_eq!(names.len(), 3, "{names:?}");
        assert!(names.iter().all(|n| n.starts_with("games-")));
        assert_eq!(rows(&backups.join(&names[2])), 2);
    }
}
