//! The archive: every finished game as a `.camelot` record (docs/records.md), written by the
//! rules core's record writer, with the players, date, time control, result and termination.

use std::path::{Path, PathBuf};

use camelot_rules::{Color, Record};

use crate::play::{TIME, finished_game};
use crate::store::{Store, StoredGame};

/// The record of a finished game. A flag is a resignation to the rules core (so every reader
/// accepts the result); the `Forfeit "time"` tag says it was the clock.
pub fn record(stored: &StoredGame) -> Result<Record, String> {
    let game = finished_game(stored).map_err(|e| format!("game {}: {e}", stored.id))?;
    let mut record = Record::new(game);
    let tag = |r: &mut Record, name: &str, value: &str| {
        r.set_tag(name, value)
            .map_err(|e| format!("game {}: {e}", stored.id))
    };
    tag(&mut record, "Event", "Camelot online")?;
    tag(&mut record, "Site", "camelot-server")?;
    tag(&mut record, "Date", &date(stored.started))?;
    record.set_player(Color::White, &stored.names[0]);
    record.set_player(Color::Black, &stored.names[1]);
    tag(&mut record, "ServerGame", &stored.id.to_string())?;
    tag(&mut record, "TimeControl", &stored.time.to_string())?;
    tag(
        &mut record,
        "Rated",
        if stored.rated { "yes" } else { "no" },
    )?;
    if stored.termination.as_deref() == Some(TIME) {
        tag(&mut record, "Forfeit", "time")?;
    }
    Ok(record)
}

/// `YYYY.MM.DD` (UTC) of a time in milliseconds since the epoch.
fn date(ms: i64) -> String {
    camelot_rules::date_tag(ms.div_euclid(86_400_000))
}

/// Writes every finished game of `db` into `out` as `game-ID.camelot`; the paths written.
pub fn export(db: &Path, out: &Path) -> Result<Vec<PathBuf>, String> {
    if !db.is_file() {
        return Err(format!("{}: no such database", db.display()));
    }
    let store = Store::open(db)?;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut written = Vec::new();
    for stored in store.finished_games()? {
        let path = out.join(format!("game-{}.camelot", stored.id));
        std::fs::write(&path, record(&stored)?.to_string())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(951_782_400_000), "2000.02.29");
        assert_eq!(date(1_798_675_200_000), "2026.12.31");
    }
}
