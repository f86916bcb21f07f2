//! Player settings, kept in a JSON file in the user's config folder. A bad or unreadable file
//! is reported and left untouched (defaults are used); it is only replaced when the player
//! changes a setting, and then the old file is kept beside it as `settings.json.bad`.
//! A change is written once it has settled (not while a slider is still being dragged).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot_rules::HouseRules;
use serde::{Deserialize, Serialize};

use super::paths;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsFile>()
        .add_systems(PostUpdate, save_settled_changes);
}

/// Where the settings are kept, and what went wrong reading or writing them.
#[derive(Resource, Debug, Default)]
pub struct SettingsFile {
    /// The file; `None` keeps the settings for this run only (screenshots, scripts, tests).
    pub path: Option<PathBuf>,
    /// Why the file could not be used at start (defaults apply), shown once.
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
    /// Thinking time of the computer at Expert level, in milliseconds.
    pub computer_ms: u64,
    /// Rendering quality: anti-aliasing and shadows cost most on software renderers.
    pub graphics: Graphics,
    /// The board's resolution against the window's, 0.25 to 1 (the Low preset uses at most
    /// 0.5); panels are always sharp.
    pub render_scale: f32,
    /// Sound volume, 0 to 1 (with the `audio` feature).
    pub volume: f32,
    /// Lessons finished (their numbers, from 1), kept between runs.
    pub lessons_done: Vec<u32>,
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

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation_speed: 1.0,
            view_follows_turn: false,
            house_rules: HouseRules::default(),
            show_coordinates: true,
            computer_ms: 2000,
            graphics: Graphics::Auto,
            render_scale: 1.0,
            volume: 0.7,
            lessons_done: Vec::new(),
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
                Err(e) => (Settings::default(), Some(e)),
            },
        };
        let file = SettingsFile {
            path,
            load_error,
            ..default()
        };
        (settings, file)
    }

    /// Reads a settings file; a missing one gives the defaults.
    pub fn read(path: &Path) -> Result<Settings, String> {
        match std::fs::read_to_string(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Settings::default()),
            Err(e) => Err(format!("could not read {}: {e}", path.display())),
            Ok(text) => Settings::from_json(&text)
                .map_err(|e| format!("{}: {e}; using defaults", path.display())),
        }
    }

    /// Parses settings, checking every value's range.
    pub fn from_json(text: &str) -> Result<Settings, String> {
        let s: Settings =
            serde_json::from_str(text).map_err(|e| format!("not valid settings: {e}"))?;
        if !(0.0..=8.0).contains(&s.animation_speed) || s.animation_speed.is_nan() {
            return Err(format!(
                "animation_speed {} is outside 0 to 8",
                s.animation_speed
            ));
        }
        if !(100..=60_000).contains(&s.computer_ms) {
            return Err(format!(
                "computer_ms {} is outside 100 to 60000",
                s.computer_ms
            ));
        }
        Ok(s)
    }

    /// Writes the settings file, keeping an unreadable old one as `settings.json.bad`.
    pub fn save_to(&self, path: &Path) -> Result<(), String> {
        if let Ok(old) = std::fs::read_to_string(path)
            && Settings::from_json(&old).is_err()
        {
            let _ = std::fs::write(path.with_extension("json.bad"), old);
        }
        let text = serde_json::to_string_pretty(self).expect("settings serialize");
        super::saves::write_atomically(path, &text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_bad_values_are_refused() {
        let s = Settings {
            animation_speed: 2.5,
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(Settings::from_json(&text).unwrap(), s);
        assert!(
            Settings::from_json("{\"animation_speed\": -1}")
                .unwrap_err()
                .contains("animation_speed")
        );
        assert!(
            Settings::from_json("not json")
                .unwrap_err()
                .contains("not valid settings")
        );
        // Missing fields take their defaults.
        assert_eq!(Settings::from_json("{}").unwrap(), Settings::default());
    }
}
