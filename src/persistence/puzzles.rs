//! The puzzle record, in its own file (`puzzles.json`): the player's puzzle rating
//! (Glicko-2), the streak and best streak, the best streak run, the puzzles solved, and the last puzzles tried with
//! their results. Written atomically when it changes; a file that cannot be read whole is
//! read field by field (a bad entry skipped and named), reported, and kept beside the next
//! write as `puzzles.json.bad`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot_puzzles::{Puzzle, PuzzleRating};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::atomic::replace_keeping_unreadable;
use super::paths;

/// How many of the last puzzles tried the history keeps.
pub const HISTORY: usize = 100;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleRecord>()
        .init_resource::<PuzzleFile>()
        .add_systems(PostUpdate, save_changes);
}

/// One puzzle tried, and how it went.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tried {
    pub id: String,
    /// The puzzle's rating.
    pub rating: u32,
    /// Solved without a mistake, a hint or the solution shown.
    pub solved: bool,
}

/// The player's puzzle record.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRecord {
    pub rating: PuzzleRating,
    /// Puzzles solved in a row, up to now.
    pub streak: u32,
    pub best_streak: u32,
    /// The longest streak run (`crate::puzzles` streak mode); an older file without it: 0.
    pub best_run: u32,
    /// The ids of every puzzle solved: not offered again.
    pub solved: BTreeSet<String>,
    /// The last puzzles tried, the latest last (at most [`HISTORY`]).
    pub history: Vec<Tried>,
}

impl PuzzleRecord {
    /// Counts a puzzle solved or failed: the rating, the streaks, the history.
    pub fn count(&mut self, puzzle: &Puzzle, solved: bool) {
        self.rating = self.rating.after(puzzle.rating, solved);
        if solved {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.solved.insert(puzzle.id.clone());
        } else {
            self.streak = 0;
        }
        self.history.push(Tried {
            id: puzzle.id.clone(),
            rating: puzzle.rating,
            solved,
        });
        let extra = self.history.len().saturating_sub(HISTORY);
        self.history.drain(..extra);
    }

    /// The record from the player's config folder, and where to keep it.
    pub fn load() -> (PuzzleRecord, PuzzleFile) {
        let Some(path) = paths::puzzles_file() else {
            return (PuzzleRecord::default(), PuzzleFile::default());
        };
        let (record, load_error) = match PuzzleRecord::read(&path) {
            Ok(r) => (r, None),
            Err((r, e)) => (r, Some(e)),
        };
        let file = PuzzleFile {
            path: Some(path),
            load_error,
            ..default()
        };
        (record, file)
    }

    /// Reads a record; a missing file is a new player. A file not read whole: what could be
    /// read of it, field by field, and what was skipped, in words.
    pub fn read(path: &Path) -> Result<PuzzleRecord, (PuzzleRecord, String)> {
        let text = match std::fs::read_to_string(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(PuzzleRecord::default());
            }
            Err(e) => {
                let why = format!("could not read {}: {e}", path.display());
                return Err((PuzzleRecord::default(), why));
            }
            Ok(text) => text,
        };
        serde_json::from_str(&text).map_err(|e| {
            let (record, skipped) = PuzzleRecord::field_by_field(&text);
            let skipped = if skipped.is_empty() {
                String::new()
            } else {
                format!("; skipped {}", skipped.join(", "))
            };
            let why = format!(
                "{}: not a valid puzzle record ({e}){skipped}",
                path.display()
            );
            (record, why)
        })
    }

    /// What can be read of a damaged record, and each part skipped, named.
    fn field_by_field(text: &str) -> (PuzzleRecord, Vec<String>) {
        let mut record = PuzzleRecord::default();
        let Ok(Value::Object(fields)) = serde_json::from_str::<Value>(text) else {
            return (record, vec!["the whole file".into()]);
        };
        let mut skipped = Vec::new();
        if let Some(v) = fields.get("rating") {
            match serde_json::from_value(v.clone()) {
                Ok(rating) => record.rating = rating,
                Err(_) => skipped.push("the rating".into()),
            }
        }
        for (name, what, slot) in [
            ("streak", "the streak", &mut record.streak),
            ("best_streak", "the best streak", &mut record.best_streak),
            ("best_run", "the best run", &mut record.best_run),
        ] {
            if let Some(v) = fields.get(name) {
                match serde_json::from_value(v.clone()) {
                    Ok(n) => *slot = n,
                    Err(_) => skipped.push(what.into()),
                }
            }
        }
        let list = |name: &str| match fields.get(name) {
            Some(Value::Array(items)) => Ok(items.clone()),
            None => Ok(Vec::new()),
            Some(_) => Err(format!("the {name} list")),
        };
        match list("solved") {
            Ok(items) => {
                for item in items {
                    match item {
                        Value::String(id) => {
                            record.solved.insert(id);
                        }
                        other => skipped.push(format!("the solved entry {other}")),
                    }
                }
            }
            Err(what) => skipped.push(what),
        }
        match list("history") {
            Ok(items) => {
                for (i, item) in items.into_iter().enumerate() {
                    match serde_json::from_value::<Tried>(item) {
                        Ok(tried) => record.history.push(tried),
                        Err(_) => skipped.push(format!("history entry {}", i + 1)),
                    }
                }
            }
            Err(what) => skipped.push(what),
        }
        (record, skipped)
    }

    /// Writes the record, keeping an unreadable old file as `puzzles.json.bad`.
    pub fn save_to(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        replace_keeping_unreadable(path, &text, |old| {
            serde_json::from_str::<PuzzleRecord>(old).is_ok()
        })
    }
}

/// Where the record is kept, and what went wrong reading or writing it.
#[derive(Resource, Debug, Default)]
pub struct PuzzleFile {
    /// The file; `None` keeps the record for this run only (screenshots, scripts, tests).
    pub path: Option<PathBuf>,
    /// Why the file could not be used at start.
    pub load_error: Option<String>,
    /// Why the last change could not be written.
    pub save_error: Option<String>,
}

fn save_changes(record: Res<PuzzleRecord>, mut file: ResMut<PuzzleFile>) {
    if !record.is_changed() || record.is_added() {
        return;
    }
    if let Some(path) = file.path.clone() {
        file.save_error = record.save_to(&path).err();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rating: u32) -> Puzzle {
        let mut p = camelot_puzzles::shipped().puzzles[0].clone();
        p.id = id.into();
        p.rating = rating;
        p
    }

    #[test]
    fn counting_moves_the_rating_and_the_streaks_and_keeps_the_last_hundred() {
        let mut r = PuzzleRecord::default();
        r.count(&puzzle("a", 1500), true);
        r.count(&puzzle("b", 1500), true);
        assert!(r.rating.rating > 1500.0);
        assert_eq!((r.streak, r.best_streak), (2, 2));
        let before = r.rating.rating;
        r.count(&puzzle("c", 1500), false);
        assert!(r.rating.rating < before);
        assert_eq!((r.streak, r.best_streak), (0, 2));
        assert_eq!(r.solved, BTreeSet::from(["a".into(), "b".into()]));
        for i in 0..HISTORY {
            r.count(&puzzle(&format!("x{i}"), 1200), false);
        }
        assert_eq!(r.history.len(), HISTORY);
        assert_eq!(r.history[0].id, "x0");
    }

    #[test]
    fn a_damaged_record_is_read_field_by_field_and_kept_aside_at_the_next_write() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("puzzles.json");
        let text = r#"{"streak": 3, "best_streak": "many", "solved": ["camelot-0001", 7],
            "history": [{"id": "camelot-0001", "rating": 1200, "solved": true}, {"id": 5}]}"#;
        std::fs::write(&path, text).unwrap();
        let (r, said) = PuzzleRecord::read(&path).unwrap_err();
        assert_eq!(r.streak, 3);
        assert_eq!(r.solved.len(), 1);
        assert_eq!(r.history.len(), 1);
        for named in ["the best streak", "the solved entry 7", "history entry 2"] {
            assert!(said.contains(named), "{named}: {said}");
        }
        r.save_to(&path).unwrap();
        let kept = std::fs::read_to_string(dir.path().join("puzzles.json.bad")).unwrap();
        assert_eq!(kept, text);
        assert_eq!(PuzzleRecord::read(&path).unwrap(), r);
    }

    #[test]
    fn a_record_written_before_streak_runs_is_read_whole_with_no_best_run() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("puzzles.json");
        let text = r#"{"rating": {"rating": 1600.0, "deviation": 80.0, "volatility": 0.06, "attempts": 9},
            "streak": 2, "best_streak": 4, "solved": [], "history": []}"#;
        std::fs::write(&path, text).unwrap();
        let r = PuzzleRecord::read(&path).expect("read whole");
        assert_eq!((r.best_streak, r.best_run), (4, 0));
    }
}
