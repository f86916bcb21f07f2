//! The archive: every finished game as a `.camelot` record (docs/records.md), written by the
//! rules core's record writer, with the players, date, time control, result and termination.

use std::path::{Path, PathBuf};

use camelot_rules::{Color, Game, Record};

use crate::play::finished_game;
use crate::store::{Store, StoredGame};
use camelot_protocol::GameId;
use camelot_protocol::time_control::TimeControl;

/// What an online game's record says beyond its moves.
pub struct Archive<'a> {
    pub id: GameId,
    /// White's and Black's names.
    pub names: [&'a str; 2],
    pub time: TimeControl,
    pub rated: bool,
    /// Where it was played: `camelot-server` in the archive, the server's address in a
    /// player's saves.
    pub site: &'a str,
    /// When it started, in milliseconds since the epoch.
    pub started_ms: i64,
}

/// The record of an online game: the players, date, server, time control and rating (how it
/// ended is the game's own `Termination`: `time forfeit`, `abandoned`, ...). Shared by the
/// archive and the game's saves.
pub fn online_record(game: Game, about: &Archive) -> Result<Record, String> {
    let mut record = Record::new(game);
    record.set_player(Color::White, about.names[0]);
    record.set_player(Color::Black, about.names[1]);
    let tags = vec![
        ("Event", "Camelot online".to_string()),
        ("Site", about.site.to_string()),
        ("Date", date(about.started_ms)),
        ("ServerGame", about.id.to_string()),
        ("TimeControl", about.time.to_string()),
        ("Rated", if about.rated { "yes" } else { "no" }.to_string()),
    ];
    for (name, value) in tags {
        record
            .set_tag(name, &value)
            .map_err(|e| format!("game {}: {e}", about.id))?;
    }
    Ok(record)
}

/// The archive's record of a finished game.
pub fn record(stored: &StoredGame) -> Result<Record, String> {
    let game = finished_game(stored).map_err(|e| format!("game {}: {e}", stored.id))?;
    online_record(
        game,
        &Archive {
            id: stored.id,
            names: [&stored.names[0], &stored.names[1]],
            time: stored.time,
            rated: stored.rated,
            site: "camelot-server",
            started_ms: stored.started,
        },
    )
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
