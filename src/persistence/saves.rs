//! Saved games: record files (`.camelot`) in the saves folder. The folder is read when the
//! list is asked for (the Save/load window opening, a save), never every frame; files are
//! written to a temporary name and renamed, so a crash mid-write cannot damage one.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot_rules::{Color as Side, Record};

use super::paths;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedGames>()
        .add_systems(PostUpdate, read_when_opened);
}

/// The saved games found when the folder was last read.
#[derive(Resource, Debug, Default)]
pub struct SavedGames {
    /// The list is wanted (the Save/load window is open): the folder is read when this turns
    /// on, and after each save.
    pub open: bool,
    pub files: Vec<SavedFile>,
    /// Why the folder could not be read.
    pub error: Option<String>,
    /// How many times the folder was read (tests).
    pub reads: u32,
}

#[derive(Clone, Debug)]
pub struct SavedFile {
    /// The file name without `.camelot`.
    pub name: String,
    pub path: PathBuf,
    pub text: String,
    /// What its tags say, or why it cannot be read (`LINE:COLUMN: problem`).
    pub summary: Result<Summary, String>,
}

/// A saved game's tags, for the list.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub white: String,
    pub black: String,
    pub date: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'static str,
    pub plies: usize,
}

impl Summary {
    fn of(text: &str) -> Result<Summary, String> {
        let record = Record::parse(text).map_err(|e| e.to_string())?;
        Ok(Summary {
            white: record.player(Side::White).to_string(),
            black: record.player(Side::Black).to_string(),
            date: record.tag("Date").unwrap_or("????.??.??").to_string(),
            result: record.result_token(),
            plies: record.game().moves().len(),
        })
    }
}

fn read_when_opened(mut saved: ResMut<SavedGames>, mut was_open: Local<bool>) {
    if saved.open && !*was_open {
        saved.refresh();
    }
    *was_open = saved.open;
}

impl SavedGames {
    /// Reads the saves folder again.
    pub fn refresh(&mut self) {
        self.reads += 1;
        self.error = None;
        self.files.clear();
        let Some(dir) = paths::saves_dir() else {
            self.error = Some("There is no folder for saved games on this system.".into());
            return;
        };
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return,
            Err(e) => {
                self.error = Some(format!("Could not read {}: {e}", dir.display()));
                return;
            }
        };
        for path in entries.filter_map(|e| e.ok()).map(|e| e.path()) {
            if path.extension().is_none_or(|x| x != "camelot") {
                continue;
            }
            let name = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            // An unreadable file is listed with the reason; it cannot be loaded.
            let (text, summary) = match std::fs::read_to_string(&path) {
                Ok(text) => {
                    let summary = Summary::of(&text);
                    (text, summary)
                }
                Err(e) => (String::new(), Err(e.to_string())),
            };
            self.files.push(SavedFile {
                name,
                path,
                text,
                summary,
            });
        }
        self.files.sort_by(|a, b| a.name.cmp(&b.name));
    }
}

/// Writes a record as `NAME.camelot` in the saves folder. The name may hold letters, digits,
/// spaces, `-` and `_`.
pub fn save_named(name: &str, record: &str) -> Result<PathBuf, String> {
    let name = name.trim();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err("Give the game a name of letters, digits, spaces, - or _.".into());
    }
    let dir = paths::saves_dir().ok_or("There is no folder for saved games on this system.")?;
    let path = dir.join(format!("{name}.camelot"));
    write_atomically(&path, record)?;
    Ok(path)
}

/// Writes `text` to a temporary file beside `path`, then renames it over `path`; creates the
/// folder if needed.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("could not create {}: {e}", dir.display()))?;
    }
    let mut temp = path.as_os_str().to_owned();
    temp.push(".tmp");
    let temp = PathBuf::from(temp);
    std::fs::write(&temp, text).map_err(|e| format!("could not write {}: {e}", temp.display()))?;
    std::fs::rename(&temp, path).map_err(|e| format!("could not write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("camelot-saves-{}", std::process::id()));
        let path = dir.join("a.camelot");
        write_atomically(&path, "one").unwrap();
        write_atomically(&path, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert!(!dir.join("a.camelot.tmp").exists());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_saved_game_is_summed_up_by_its_tags() {
        let text = "[Date \"2026.11.30\"]\n[White \"Ada\"]\n[Black \"Computer (Expert)\"]\n\n\
                    1. E6-E5 E10-E9 2. F6-F5 1-0\n";
        let summary = Summary::of(text).unwrap();
        assert_eq!(
            summary,
            Summary {
                white: "Ada".into(),
                black: "Computer (Expert)".into(),
                date: "2026.11.30".into(),
                result: "1-0",
                plies: 3,
            }
        );
        let damaged = Summary::of("1. E6-E9").unwrap_err();
        assert!(damaged.starts_with("1:"), "{damaged}");
    }
}
