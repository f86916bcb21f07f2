//! The game in progress is written after every change (temp file, then rename: a crash
//! mid-write cannot damage it) and offered at the next start as "Resume your game". A damaged
//! autosave is moved aside and reported, never loaded halfway and never overwritten.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot_rules::Game;

use super::GameSystems;
use super::active::{ActiveGame, Player};
use super::record::{read_record, write_record};
use crate::i18n::Tr;
use crate::persistence::atomic::write_atomically;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Autosave>()
        .add_systems(Update, write_after_each_change.after(GameSystems::Commit));
}

/// The autosave file and what was found in it at start.
#[derive(Resource, Debug, Default)]
pub struct Autosave {
    /// The file; `None` keeps no autosave in this run (tests, scripts, screenshots).
    pub path: Option<PathBuf>,
    /// The game found at start, while nothing else has been played.
    pub resumable: Option<(Game, [Player; 2])>,
    /// Why the autosave found at start could not be used, and where it was kept.
    pub damaged: Option<String>,
    /// Why the last write failed.
    pub write_error: Option<String>,
    /// How many times the file was written (tests).
    pub writes: u32,
}

impl Autosave {
    /// Reads the autosave at `path`. A game in progress there becomes resumable; a file that
    /// cannot be read is renamed aside, so that the next write cannot destroy it.
    pub fn open(path: PathBuf) -> Autosave {
        let mut autosave = Autosave {
            path: Some(path.clone()),
            ..default()
        };
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return autosave,
            Err(e) => {
                autosave.set_aside(&path, &format!("it could not be read ({e})"));
                return autosave;
            }
        };
        match read_record(&text) {
            Ok((game, players)) if !game.moves().is_empty() && !game.is_over() => {
                autosave.resumable = Some((game, players));
            }
            Ok(_) => {}
            Err(e) => autosave.set_aside(&path, &e.in_file(path.display())),
        }
        autosave
    }

    /// Moves a damaged autosave to `autosave-damaged-<seconds>.camelot` beside it and says
    /// so; when even that fails, this run keeps no autosave rather than overwrite it.
    fn set_aside(&mut self, path: &Path, why: &str) {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let aside = path.with_file_name(format!("autosave-damaged-{secs}.camelot"));
        self.damaged = Some(match std::fs::rename(path, &aside) {
            Ok(()) => format!(
                "The autosaved game could not be used: {why}. It was kept as {}.",
                aside.display()
            ),
            Err(e) => {
                self.path = None;
                format!(
                    "The autosaved game could not be used: {why}. It could not be moved aside \
                     ({e}), so nothing is autosaved in this run."
                )
            }
        });
    }
}

/// Writes the live game whenever it changes (a move, undo, a new or loaded game). The game
/// the program starts with is not written, so a resumable autosave survives until the player
/// chooses. An online game is not written: the server keeps it, and the local game autosaved
/// before it stays resumable.
fn write_after_each_change(
    active: Res<ActiveGame>,
    mut autosave: ResMut<Autosave>,
    mut written: Local<Option<u64>>,
    tr: Res<Tr>,
) {
    let revision = active.revision;
    if written.replace(revision).is_none_or(|r| r == revision) || active.online() {
        return;
    }
    // Whatever was found at start is replaced now.
    autosave.resumable = None;
    let Some(path) = autosave.path.clone() else {
        return;
    };
    match write_atomically(&path, &write_record(&active)) {
        Ok(()) => {
            autosave.writes += 1;
            autosave.write_error = None;
        }
        Err(e) => {
            let error = [("error", e.to_string().into())];
            autosave.write_error = Some(tr.t_args("autosave-failed", &error));
        }
    }
}
