//! Saved games: record files (`.camelot`) in the saves folder. The folder is read when the
//! list is asked for ([`SavesCommand::Refresh`]: the Save/load window opening) and after a
//! save, never every frame; files are written atomically, and a save never replaces a game
//! of the same name unless the player confirmed it.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot_rules::{Color, Record};

use super::atomic::write_atomically;
use super::paths;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedGames>()
        .add_message::<SavesCommand>()
        .add_systems(PreUpdate, handle_commands);
}

/// What the Save/load window asks of the saves folder.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum SavesCommand {
    /// Read the folder again.
    Refresh,
    /// Save this record as `name`; a game of that name is replaced only if `replace`.
    Save {
        name: String,
        record: String,
        replace: bool,
    },
}

/// The saved games found when the folder was last read, and what the last save did.
#[derive(Resource, Debug, Default)]
pub struct SavedGames {
    /// The folder; `None` when the system has none (the list says so).
    pub dir: Option<PathBuf>,
    pub files: Vec<SavedFile>,
    /// What the last save did, for the window: where it wrote the game, or why not.
    pub message: Option<Result<PathBuf, SavesProblem>>,
    /// A save that would replace the game of this name waits for the player's word.
    pub confirm_replace: Option<String>,
    /// Why the folder could not be read.
    pub error: Option<SavesProblem>,
    /// How many times the folder was read (tests).
    pub reads: u32,
}

/// What went wrong with the saves folder or a save (the window says it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavesProblem {
    /// The system has no folder for saved games.
    NoFolder,
    /// A name of other than letters, digits, spaces, `-` or `_`.
    BadName,
    /// The folder could not be read.
    Unreadable { dir: PathBuf, error: String },
    /// The game could not be written (the file system's reason).
    NotWritten(String),
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
            white: record.player(Color::White).to_string(),
            black: record.player(Color::Black).to_string(),
            date: record.tag("Date").unwrap_or("????.??.??").to_string(),
            result: record.result_token(),
            plies: record.game().moves().len(),
        })
    }
}

fn handle_commands(mut commands: MessageReader<SavesCommand>, mut saved: ResMut<SavedGames>) {
    for command in commands.read() {
        match command {
            SavesCommand::Refresh => {
                saved.confirm_replace = None;
                saved.refresh();
            }
            SavesCommand::Save {
                name,
                record,
                replace,
            } => saved.save(name, record, *replace),
        }
    }
}

impl SavedGames {
    /// The saves folder of this system (or of `CAMELOT_HOME`).
    pub fn in_config_folder() -> SavedGames {
        SavedGames {
            dir: paths::saves_dir(),
            ..default()
        }
    }

    /// Saves `record` as `NAME.camelot`; an existing game of that name is replaced only if
    /// `replace`, otherwise the player is asked first.
    fn save(&mut self, name: &str, record: &str, replace: bool) {
        self.confirm_replace = None;
        let saved = self
            .dir
            .as_deref()
            .ok_or(SavesProblem::NoFolder)
            .and_then(|dir| {
                let path = save_path(dir, name)?;
                if path.exists() && !replace {
                    self.confirm_replace = Some(name.trim().to_string());
                    return Ok(None);
                }
                write_atomically(&path, record)
                    .map(|()| Some(path))
                    .map_err(SavesProblem::NotWritten)
            });
        self.message = saved.transpose();
        self.refresh();
    }

    /// Reads the saves folder again.
    pub fn refresh(&mut self) {
        self.reads += 1;
        self.error = None;
        self.files.clear();
        let Some(dir) = self.dir.clone() else {
            self.error = Some(SavesProblem::NoFolder);
            return;
        };
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return,
            Err(e) => {
                self.error = Some(SavesProblem::Unreadable {
                    dir,
                    error: e.to_string(),
                });
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

/// Where the game called `name` is saved in `dir`. The name may hold letters, digits, spaces,
/// `-` and `_`.
fn save_path(dir: &Path, name: &str) -> Result<PathBuf, SavesProblem> {
    let name = name.trim();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err(SavesProblem::BadName);
    }
    Ok(dir.join(format!("{name}.camelot")))
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_save_never_replaces_a_game_of_the_same_name_unasked() {
        let dir = tempfile::tempdir().unwrap();
        let mut saved = SavedGames {
            dir: Some(dir.path().to_path_buf()),
            ..default()
        };
        saved.save("Club final", "first", false);
        assert_eq!(saved.files.len(), 1);
        saved.save(" Club final ", "second", false);
        assert_eq!(saved.confirm_replace.as_deref(), Some("Club final"));
        let path = dir.path().join("Club final.camelot");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "first");
        saved.save("Club final", "second", true);
        assert_eq!(saved.confirm_replace, None);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
        saved.save("../escape", "x", false);
        assert_eq!(saved.message, Some(Err(SavesProblem::BadName)));
    }
}
