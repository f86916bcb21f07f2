//! The archive: every finished game as a `.camelot` record (docs/records.md), written by the
//! rules core's record writer, with the players, date, time control, result and termination.

use std::path::{Path, PathBuf};

use camelot_protocol::GameStatus;
use camelot_rules::{OnlineTags, Record};

use crate::play::finished_game;
use crate::store::{Store, StoredGame};

/// The archive's record of a finished game (the rules core writes an online game's record:
/// `Record::online`, as the game does for a player's saves).
pub fn record(stored: &StoredGame) -> Result<Record, String> {
    let game = finished_game(stored).map_err(|e| format!("game {}: {e}", stored.id))?;
    let time = stored.time.to_string();
    let tags = OnlineTags {
        id: stored.id,
        names: [&stored.names[0], &stored.names[1]],
        time: &time,
        rated: stored.rated,
        site: "camelot-server",
        started_ms: stored.started,
    };
    Record::online(game, &tags).map_err(|e| format!("game {}: {e}", stored.id))
}

/// Writes every finished game of `db` into `out` as `game-ID.camelot`; the paths written.
pub fn export(db: &Path, out: &Path) -> Result<Vec<PathBuf>, String> {
    if !db.is_file() {
        return Err(format!("{}: no such database", db.display()));
    }
    // Held until the store is dropped (declared first, dropped last).
    let _held = crate::dblock::lock(db)?;
    let store = Store::open(db)?;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut written = Vec::new();
    for stored in store.finished_games()? {
        let record = match record(&stored) {
            Ok(record) => record,
            // An aborted game whose moves cannot be replayed (aborted at start for that).
            Err(e) if stored.status == GameStatus::Aborted => {
                tracing::warn!(error = %e, "skipped an unreplayable aborted game");
                continue;
            }
            Err(e) => return Err(e),
        };
        let path = out.join(format!("game-{}.camelot", stored.id));
        std::fs::write(&path, record.to_string())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}
