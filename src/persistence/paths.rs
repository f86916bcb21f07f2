//! Where the game keeps its files: the platform's config folder (`~/.config/camelot3d` on
//! Linux, the Application Support and AppData folders on macOS and Windows), or the folder
//! named by `CAMELOT_HOME` (tests, portable installs).

use std::path::PathBuf;

/// The folder for settings and saved games, if the platform has one.
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CAMELOT_HOME") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "camelot3d").map(|d| d.config_dir().to_path_buf())
}

pub fn settings_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("settings.json"))
}

pub fn saves_dir() -> Option<PathBuf> {
    config_dir().map(|d| d.join("saves"))
}

/// The game in progress, written after every move.
pub fn autosave_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("autosave.camelot"))
}

/// Lesson progress, apart from the settings.
pub fn progress_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("progress.json"))
}

/// The puzzle rating, streaks and the puzzles tried.
pub fn puzzles_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("puzzles.json"))
}

/// The online profile: server, name, the tokens servers issued, the game in progress.
pub fn online_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("online.json"))
}

/// The database of the server hosted from this machine ("Host on this machine").
pub fn hosted_database() -> Option<PathBuf> {
    config_dir().map(|d| d.join("hosted-server.sqlite3"))
}
