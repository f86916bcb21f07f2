//! Player settings, kept in a JSON file in the user's config folder. Each setting is read on
//! its own: a bad value falls back to its default alone and is reported, the others are kept.
//! A file that is not JSON at all is reported and left untouched (defaults are used) until the
//! player changes a setting; the old file is then kept beside it as `settings.json.bad`.
//! Settings change only through [`ChangeSettings`]; a change is written (atomically, flushed
//! to disk) once it has settled, not while a slider is still being dragged.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot_rules::HouseRules;
use serde::{Deserialize, Serialize};

use super::paths;
use crate::language::Lang;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsFile>()
        .add_message::<ChangeSettings>()
        .add_systems(PreUpdate, apply_changes)
        .add_systems(PostUpdate, save_settled_changes);
}

/// The settings as a panel edited them: they replace the current ones if they differ.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ChangeSettings(pub Settings);

fn apply_changes(mut changes: MessageReader<ChangeSettings>, mut settings: ResMut<Settings>) {
    if let Some(ChangeSettings(new)) = changes.read().last()
        && *new != *settings
    {
        *settings = new.clone();
    }
}

/// Where the settings are kept, and what went wrong reading or writing them.
#[derive(Resource, Debug, Default)]
pub struct SettingsFile {
    /// The file; `None` keeps the settings for this run only (screenshots, scripts, tests).
    pub path: Option<PathBuf>,
    /// What in the file could not be used at start (those settings take their defaults),
    /// shown once.
    pub load_error: Option<String>,
    /// Why the last change could not be written.
    pub save_error: Option<String>,
    /// How many times the file was written (tests).
    pub writes: u32,
}

/// Writes the settings after a change, once no mouse button is held (a slider drag ends).
fn save_settled_changes(
    settings: Res<Settings>,
    mut file: ResMut<SettingsFile>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    mut dirty: Local<bool>,
) {
    if settings.is_changed() && !settings.is_added() {
        *dirty = true;
    }
    let dragging = buttons.is_some_and(|b| b.get_pressed().next().is_some());
    if !*dirty || dragging {
        return;
    }
    *dirty = false;
    let Some(path) = file.path.clone() else {
        return;
    };
    file.save_error = settings.save_to(&path).err();
    file.writes += 1;
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed: 1 is normal, 0 is instant.
    pub animation_speed: f32,
    /// In two-player games, turn the view to the side to move after each move.
    pub view_follows_turn: bool,
    /// R15 house rules for new games.
    pub house_rules: HouseRules,
    /// Show file letters and rank numbers along the board's edges.
    pub show_coordinates: bool,
    /// The board seen flat from straight above (orthographic), not in 3D.
    pub flat_view: bool,
    /// Thinking time of the computer at Expert level, in milliseconds.
    pub computer_ms: u64,
    /// Threads a search runs on (Lazy SMP); 0 picks the machine's cores less one, so the
    /// frame keeps a core.
    pub search_threads: u32,
    /// Rendering quality: anti-aliasing and shadows cost most on software renderers.
    pub graphics: Graphics,
    /// The board's resolution against the window's, 0.25 to 1 (the Low preset uses at most
    /// 0.5); panels are always sharp.
    pub render_scale: f32,
    /// Sound volume, 0 to 1 (with the `audio` feature).
    pub volume: f32,
    /// The language the player chose; `None` speaks the system's.
    pub language: Option<Lang>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Graphics {
    /// High on a graphics card, low on a software (CPU) renderer.
    #[default]
    Auto,
    /// 4× multisampling and shadows.
    High,
    /// No multisampling, no shadows, at most half resolution.
    Low,
}

/// The most threads the settings offer a search.
pub const MAX_SEARCH_THREADS: u32 = 64;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation_speed: 1.0,
            view_follows_turn: false,
            house_rules: HouseRules::default(),
            show_coordinates: true,
            flat_view: false,
            computer_ms: 2000,
            search_threads: 0,
            graphics: Graphics::Auto,
            render_scale: 1.0,
            volume: 0.7,
            language: None,
        }
    }
}

impl Settings {
    /// The settings from the player's config folder, and where to keep them; a problem with
    /// the file is kept in [`SettingsFile::load_error`] and defaults apply.
    pub fn load() -> (Settings, SettingsFile) {
        let path = paths::settings_file();
        let (settings, load_error) = match &path {
            None => (Settings::default(), None),
            Some(path) => match Settings::read(path) {
                Ok(s) => (s, None),
                Err((s, e)) => (s, Some(e)),
            },
        };
        let file = SettingsFile {
            path,
            load_error,
            ..default()
        };
        (settings, file)
    }

    /// Reads a settings file; a missing one gives the defaults. The error says what could
    /// not be used; the settings that could are kept.
    pub fn read(path: &Path) -> Result<Settings, (Settings, String)> {
        match std::fs::read_to_string(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Settings::default()),
            Err(e) => Err((
                Settings::default(),
                format!("could not read {}: {e}", path.display()),
            )),
            Ok(text) => {
                let (settings, problems) = Settings::from_json(&text);
                if problems.is_empty() {
                    Ok(settings)
                } else {
                    Err((
                        settings,
                        format!("{}: {}", path.display(), problems.join("; ")),
                    ))
                }
            }
        }
    }

    /// Parses settings, each on its own: a missing one takes its default silently, a bad one
    /// takes its default and is named in the problems.
    pub fn from_json(text: &str) -> (Settings, Vec<String>) {
        let mut s = Settings::default();
        let map = match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Object(map)) => map,
            Ok(_) => return (s, vec!["not valid settings: not a JSON object".into()]),
            Err(e) => return (s, vec![format!("not valid settings: {e}")]),
        };
        let mut problems = Vec::new();
        let mut read = Fields {
            map: &map,
            problems: &mut problems,
        };
        read.field("animation_speed", &mut s.animation_speed, |v| {
            range(v, 0.0, 8.0)
        });
        read.field("view_follows_turn", &mut s.view_follows_turn, |_| Ok(()));
        read.field("house_rules", &mut s.house_rules, |_| Ok(()));
        read.field("show_coordinates", &mut s.show_coordinates, |_| Ok(()));
        read.field("flat_view", &mut s.flat_view, |_| Ok(()));
        read.field("computer_ms", &mut s.computer_ms, |v| {
            range(v as f32, 100.0, 60_000.0)
        });
        read.field("search_threads", &mut s.search_threads, |v| {
            range(v as f32, 0.0, MAX_SEARCH_THREADS as f32)
        });
        read.field("graphics", &mut s.graphics, |_| Ok(()));
        read.field("render_scale", &mut s.render_scale, |v| range(v, 0.25, 1.0));
        read.field("volume", &mut s.volume, |v| range(v, 0.0, 1.0));
        read.field("language", &mut s.language, |_| Ok(()));
        (s, problems)
    }

    /// The threads a search runs on: the setting, or the machine's cores less one.
    pub fn search_threads(&self) -> usize {
        match self.search_threads {
            0 => camelot_ai::Engine::default_threads(),
            n => n as usize,
        }
    }

    /// Writes the settings file, keeping an unreadable old one as `settings.json.bad`.
    pub fn save_to(&self, path: &Path) -> Result<(), String> {
        if let Ok(old) = std::fs::read_to_string(path)
            && !Settings::from_json(&old).1.is_empty()
        {
            let _ = super::atomic::write_atomically(&path.with_extension("json.bad"), &old);
        }
        let text = serde_json::to_string_pretty(self).expect("settings serialize");
        super::atomic::write_atomically(path, &text)
    }
}

/// Reads the settings' fields one by one out of a JSON object.
struct Fields<'a> {
    map: &'a serde_json::Map<String, serde_json::Value>,
    problems: &'a mut Vec<String>,
}

impl Fields<'_> {
    /// Sets `slot` from the field `name` if it is there and valid; otherwise keeps the default
    /// and says why.
    fn field<T: serde::de::DeserializeOwned + Copy + std::fmt::Debug>(
        &mut self,
        name: &str,
        slot: &mut T,
        valid: impl Fn(T) -> Result<(), String>,
    ) {
        let Some(value) = self.map.get(name) else {
            return;
        };
        let checked = serde_json::from_value::<T>(value.clone())
            .map_err(|e| e.to_string())
            .and_then(|v| valid(v).map(|()| v));
        match checked {
            Ok(v) => *slot = v,
            Err(e) => self.problems.push(format!(
                "{name} {value} is not usable ({e}); the default {slot:?} is used"
            )),
        }
    }
}

fn range(v: f32, low: f32, high: f32) -> Result<(), String> {
    if (low..=high).contains(&v) {
        Ok(())
    } else {
        Err(format!("outside {low} to {high}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_bad_value_falls_back_alone() {
        let s = Settings {
            animation_speed: 2.5,
            show_coordinates: false,
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(Settings::from_json(&text), (s, vec![]));
        // One value out of range: it alone takes its default, the rest are kept.
        let (read, problems) = Settings::from_json(
            r#"{"animation_speed": -1, "show_coordinates": false, "computer_ms": 5000}"#,
        );
        assert_eq!(read.animation_speed, 1.0);
        assert!(!read.show_coordinates);
        assert_eq!(read.computer_ms, 5000);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("animation_speed"), "{problems:?}");
        // A value of the wrong type, likewise.
        let (read, problems) = Settings::from_json(r#"{"graphics": "Ultra", "volume": 0.2}"#);
        assert_eq!((read.graphics, read.volume), (Graphics::Auto, 0.2));
        assert!(problems[0].contains("graphics"), "{problems:?}");
        // The flat view is read on its own too.
        let (read, problems) = Settings::from_json(r#"{"flat_view": true, "volume": 3}"#);
        assert!(read.flat_view);
        assert!(problems[0].contains("volume"), "{problems:?}");
        let (read, problems) = Settings::from_json(r#"{"flat_view": "yes"}"#);
        assert!(!read.flat_view);
        assert!(problems[0].contains("flat_view"), "{problems:?}");
        let (read, problems) = Settings::from_json("not json");
        assert_eq!(read, Settings::default());
        assert!(problems[0].contains("not valid settings"), "{problems:?}");
        // The search's threads: 0 is the machine's cores less one; too many falls back alone.
        let (read, problems) = Settings::from_json(r#"{"search_threads": 3}"#);
        assert_eq!((read.search_threads(), problems.len()), (3, 0));
        let (read, problems) = Settings::from_json(r#"{"search_threads": 1000}"#);
        assert_eq!(read.search_threads, 0);
        assert!(problems[0].contains("search_threads"), "{problems:?}");
        assert_eq!(read.search_threads(), camelot_ai::Engine::default_threads());
        // The language: a known code, none (the system's), or an unknown one reported.
        let (read, problems) = Settings::from_json(r#"{"language": "sv"}"#);
        assert_eq!((read.language, problems.len()), (Some(Lang::Swedish), 0));
        let (read, problems) = Settings::from_json(r#"{"language": null}"#);
        assert_eq!((read.language, problems.len()), (None, 0));
        let (read, problems) = Settings::from_json(r#"{"language": "klingon", "volume": 0.1}"#);
        assert_eq!((read.language, read.volume), (None, 0.1));
        assert!(problems[0].contains("language"), "{problems:?}");
        // Missing fields take their defaults silently.
        assert_eq!(Settings::from_json("{}"), (Settings::default(), vec![]));
    }
}
