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
    pub damaged: Option<Damaged>,
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
                autosave.set_aside(&path, Unusable::Unread(e.to_string()));
                return autosave;
            }
        };
        match read_record(&text) {
            Ok((game, players)) if !game.moves().is_empty() && !game.is_over() => {
                autosave.resumable = Some((game, players));
            }
            Ok(_) => {}
            Err(e) => autosave.set_aside(&path, Unusable::Wrong(e.in_file(path.display()))),
        }
        autosave
    }

    /// Moves a damaged autosave to `autosave-damaged-<seconds>.camelot` beside it and says
    /// so; when even that fails, this run keeps no autosave rather than overwrite it.
    fn set_aside(&mut self, path: &Path, why: Unusable) {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let aside = path.with_file_name(format!("autosave-damaged-{secs}.camelot"));
        let kept = std::fs::rename(path, &aside).map(|()| aside);
        if kept.is_err() {
            self.path = None;
        }
        self.damaged = Some(Damaged {
            why,
            kept: kept.map_err(|e| e.to_string()),
        });
    }
}

/// An autosave found at start that could not be used, and what became of it; worded when
/// shown, the system's and the record's own words as they come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damaged {
    pub why: Unusable,
    /// Where it was kept, or why it could not be moved aside (nothing is autosaved then).
    pub kept: Result<PathBuf, String>,
}

/// Why an autosave could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// The system could not read the file.
    Unread(String),
    /// The record is wrong where it says (`autosave.camelot:3:4: ...`).
    Wrong(String),
}

impl Damaged {
    pub fn in_words(&self, tr: &Tr) -> String {
        let why = match &self.why {
            Unusable::Unread(e) => tr.t_args("autosave-unread", &[("error", e.into())]),
            Unusable::Wrong(where_what) => where_what.clone(),
        };
        match &self.kept {
            Ok(aside) => tr.t_args(
                "autosave-damaged-kept",
                &[
                    ("why", why.into()),
                    ("path", aside.display().to_string().into()),
                ],
            ),
            Err(e) => tr.t_args(
                "autosave-damaged-not-moved",
                &[("why", why.into()), ("error", e.into())],
            ),
        }
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
