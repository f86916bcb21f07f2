//! Lesson progress, in its own file (`progress.json`) so that nothing wrong in the settings can
//! cost it: the exercises solved, step by step. A lesson is done when every exercise in it is
//! solved. Written atomically when it changes; a file that cannot be read whole is read entry
//! by entry (a bad entry skipped and named, the rest kept), reported, kept until the next
//! change, and then kept beside it as `progress.json.bad`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::atomic::replace_keeping_unreadable;
use super::paths;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Progress>()
        .init_resource::<ProgressFile>()
        .add_systems(PostUpdate, save_changes);
}

/// The player's progress through the lessons.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// For each lesson (numbered from 1), the steps whose exercise was solved (from 0).
    pub solved: BTreeMap<u32, BTreeSet<usize>>,
    /// Lessons counted as done by an older version of the game, which kept only that.
    pub done_before: BTreeSet<u32>,
}

impl Progress {
    /// Records an exercise solved; whether that is news.
    pub fn solve(&mut self, lesson: u32, step: usize) -> bool {
        self.solved.entry(lesson).or_default().insert(step)
    }

    pub fn is_solved(&self, lesson: u32, step: usize) -> bool {
        self.solved.get(&lesson).is_some_and(|s| s.contains(&step))
    }

    /// Whether the lesson is done: all of its exercise steps (`exercises`) solved.
    pub fn lesson_done(&self, lesson: u32, exercises: impl IntoIterator<Item = usize>) -> bool {
        self.done_before.contains(&lesson)
            || exercises
                .into_iter()
                .all(|step| self.is_solved(lesson, step))
    }

    /// The progress from the player's config folder, and where to keep it.
    pub fn load() -> (Progress, ProgressFile) {
        let Some(path) = paths::progress_file() else {
            return (Progress::default(), ProgressFile::default());
        };
        let (progress, load_error) = match Progress::read(&path) {
            Ok(p) => (p, None),
            Err((p, e)) => (p, Some(e)),
        };
        let file = ProgressFile {
            path: Some(path),
            load_error,
            ..default()
        };
        (progress, file)
    }

    /// Reads a progress file; a missing one gives no progress, except the lessons an older
    /// version recorded in the settings file beside it. A file not read whole: what could be
    /// read of it, entry by entry, and what was skipped, in words.
    pub fn read(path: &Path) -> Result<Progress, (Progress, String)> {
        let text = match std::fs::read_to_string(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Progress::from_old_settings(
                    &path.with_file_name("settings.json"),
                ));
            }
            Err(e) => {
                return Err((
                    Progress::default(),
                    format!("could not read {}: {e}", path.display()),
                ));
            }
            Ok(text) => text,
        };
        serde_json::from_str(&text).map_err(|e| {
            let (progress, skipped) = Progress::entry_by_entry(&text);
            let skipped = if skipped.is_empty() {
                String::new()
            } else {
                format!("; skipped {}", skipped.join(", "))
            };
            (
                progress,
                format!("{}: not valid progress ({e}){skipped}", path.display()),
            )
        })
    }

    /// What can be read of a damaged progress file, and each entry skipped, named.
    fn entry_by_entry(text: &str) -> (Progress, Vec<String>) {
        use serde_json::Value;
        let mut progress = Progress::default();
        let Ok(Value::Object(fields)) = serde_json::from_str::<Value>(text) else {
            return (progress, vec!["the whole file".into()]);
        };
        let mut skipped = Vec::new();
        match fields.get("solved") {
            Some(Value::Object(lessons)) => {
                for (lesson, steps) in lessons {
                    let read = lesson
                        .parse::<u32>()
                        .ok()
                        .zip(serde_json::from_value::<BTreeSet<usize>>(steps.clone()).ok());
                    match read {
                        Some((lesson, steps)) => {
                            progress.solved.insert(lesson, steps);
                        }
                        None => skipped.push(format!("lesson {lesson}")),
                    }
                }
            }
            Some(_) => skipped.push("the exercises solved".into()),
            None => {}
        }
        match fields.get("done_before") {
            Some(Value::Array(lessons)) => {
                for lesson in lessons {
                    match lesson.as_u64().and_then(|n| u32::try_from(n).ok()) {
                        Some(n) => {
                            progress.done_before.insert(n);
                        }
                        None => skipped.push(format!("the lesson done {lesson}")),
                    }
                }
            }
            Some(_) => skipped.push("the lessons done before".into()),
            None => {}
        }
        (progress, skipped)
    }

    /// The `lessons_done` an older version kept in the settings.
    fn from_old_settings(settings: &Path) -> Progress {
        #[derive(Deserialize)]
        struct Old {
            lessons_done: BTreeSet<u32>,
        }
        let done_before = std::fs::read_to_string(settings)
            .ok()
            .and_then(|text| serde_json::from_str::<Old>(&text).ok())
            .map(|old| old.lessons_done)
            .unwrap_or_default();
        Progress {
            done_before,
            ..default()
        }
    }

    /// Writes the progress file, keeping an unreadable old one as `progress.json.bad`.
    pub fn save_to(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        replace_keeping_unreadable(path, &text, |old| {
            serde_json::from_str::<Progress>(old).is_ok()
        })
    }
}

/// Where the progress is kept, and what went wrong reading or writing it.
#[derive(Resource, Debug, Default)]
pub struct ProgressFile {
    /// The file; `None` keeps the progress for this run only (screenshots, scripts, tests).
    pub path: Option<PathBuf>,
    /// Why the file could not be used at start.
    pub load_error: Option<String>,
    /// Why the last change could not be written.
    pub save_error: Option<String>,
    /// How many times the file was written (tests).
    pub writes: u32,
}

fn save_changes(progress: Res<Progress>, mut file: ResMut<ProgressFile>) {
    if !progress.is_changed() || progress.is_added() {
        return;
    }
    let Some(path) = file.path.clone() else {
        return;
    };
    file.save_error = progress.save_to(&path).err();
    file.writes += 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_is_done_when_every_exercise_is_solved() {
        let mut p = Progress::default();
        assert!(p.solve(3, 2));
        assert!(!p.solve(3, 2), "already solved");
        assert!(!p.lesson_done(3, [2, 4]));
        p.solve(3, 4);
        assert!(p.lesson_done(3, [2, 4]));
        assert!(!p.lesson_done(4, [1]));
    }

    #[test]
    fn progress_survives_in_its_own_file_and_old_settings_are_read_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        std::fs::write(
            dir.path().join("settings.json"),
            r#"{"animation_speed": 1.0, "lessons_done": [1, 2]}"#,
        )
        .unwrap();
        let mut p = Progress::read(&path).unwrap();
        assert_eq!(p.done_before, BTreeSet::from([1, 2]));
        p.solve(5, 1);
        p.save_to(&path).unwrap();
        assert_eq!(Progress::read(&path).unwrap(), p);
        // A damaged file is reported, and kept aside when progress is next written.
        std::fs::write(&path, "{ broken").unwrap();
        assert!(
            Progress::read(&path)
                .unwrap_err()
                .1
                .contains("not valid progress")
        );
        Progress::default().save_to(&path).unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.path().join("progress.json.bad")).unwrap(),
            "{ broken"
        );
    }

    #[test]
    fn a_damaged_progress_file_is_read_entry_by_entry() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        std::fs::write(
            &path,
            r#"{"solved": {"1": [0, 2], "two": [1], "3": "all", "4": [5]}, "done_before": [6, -1]}"#,
        )
        .unwrap();
        let (p, said) = Progress::read(&path).unwrap_err();
        assert!(p.is_solved(1, 2) && p.is_solved(4, 5));
        assert_eq!(p.solved.len(), 2);
        assert_eq!(p.done_before, BTreeSet::from([6]));
        for named in ["lesson two", "lesson 3", "the lesson done -1"] {
            assert!(said.contains(named), "{named}: {said}");
        }
    }
}
