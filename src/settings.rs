//! Player settings, kept in a JSON file in the user's config folder. A bad or unreadable file
//! is reported and left untouched (defaults are used); it is only replaced when the player
//! changes a setting, and then the old file is kept beside it as `settings.json.bad`.

use std::path::PathBuf;

use bevy::prelude::*;
use camelot_rules::HouseRules;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Graphics {
    /// High on a graphics card, low on a software (CPU) renderer.
    #[default]
    Auto,
    /// 4× multisampling and shadows.
    High,
    /// No multisampling, no shadows.
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
        }
    }
}

/// The folder for settings and saved games: `$XDG_CONFIG_HOME/camelot3d` or
/// `~/.config/camelot3d`; `CAMELOT_HOME` overrides it (tests, portable installs).
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CAMELOT_HOME") {
        return Some(PathBuf::from(dir));
    }
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
    Some(base.join("camelot3d"))
}

fn settings_path() -> Option<PathBuf> {
    config_dir().map(|d| d.join("settings.json"))
}

impl Settings {
    /// Reads the settings file. `Err` carries a message for the player; defaults apply then.
    pub fn load() -> Result<Settings, String> {
        let Some(path) = settings_path() else {
            return Ok(Settings::default());
        };
        match std::fs::read_to_string(&path) {
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
    pub fn save(&self) -> Result<(), String> {
        let Some(path) = settings_path() else {
            return Err("no config folder (HOME is not set)".into());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("could not create {}: {e}", dir.display()))?;
        }
        if let Ok(old) = std::fs::read_to_string(&path)
            && Settings::from_json(&old).is_err()
        {
            let _ = std::fs::write(path.with_extension("json.bad"), old);
        }
        let text = serde_json::to_string_pretty(self).expect("settings serialize");
        std::fs::write(&path, text).map_err(|e| format!("could not write {}: {e}", path.display()))
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
