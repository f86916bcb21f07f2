//! One process per database: the server and `export` hold an exclusive `flock` on the
//! database file itself while they use it. The lock belongs to the file (its inode), not to
//! the name typed, so the same database through a symlink or a hard link is refused too; the
//! system releases it when the process ends, `kill -9` included.

use std::fs::File;
use std::path::Path;

/// The database's lock, held until dropped. Drop it only after the database is closed: closing
/// any descriptor of the file drops this process's SQLite locks on it (POSIX).
pub struct DbLock {
    _file: File,
}

/// Locks `db` (created empty if missing: SQLite takes an empty file as a new database), or says
/// plainly that another camelot-server holds it.
pub fn lock(db: &Path) -> Result<DbLock, String> {
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(db)
        .map_err(|e| format!("cannot open the database {}: {e}", db.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(DbLock { _file: file }),
        Err(std::fs::TryLockError::WouldBlock) => Err(format!(
            "another camelot-server is already using {}: stop it first, or give another --db",
            db.display()
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(format!("cannot lock {}: {e}", db.display())),
    }
}
