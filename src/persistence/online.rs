//! The player's online profile (`online.json`): the last server and name, the secret token
//! each server issued (there are no passwords: the token is the account, so it is kept here
//! and never shown), and the online game in progress, which the title screen offers to return
//! to after a restart. Written atomically when it changes; a file that cannot be read is
//! reported and replaced only by the next change.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::atomic::write_atomically;
use super::paths;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineProfile>()
        .init_resource::<ProfileFile>()
        .add_systems(PostUpdate, save_changes);
}

/// A name signed up on a server, with the token the server issued for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    pub server: String,
    pub name: String,
    pub token: String,
}

/// An online game the player was in when the program last stopped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInProgress {
    pub server: String,
    pub name: String,
    pub game: i64,
}

#[derive(Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlineProfile {
    /// The server address last used (shown in the lobby's field).
    pub server: String,
    /// The name last used.
    pub name: String,
    pub accounts: Vec<Account>,
    pub in_progress: Option<GameInProgress>,
}

impl Default for OnlineProfile {
    fn default() -> OnlineProfile {
        OnlineProfile {
            server: "ws://127.0.0.1:7878/".into(),
            name: String::new(),
            accounts: Vec::new(),
            in_progress: None,
        }
    }
}

impl OnlineProfile {
    /// The token for `name` on `server` (names are unique in any case on a server).
    pub fn token(&self, server: &str, name: &str) -> Option<&str> {
        self.accounts
            .iter()
            .find(|a| a.server == server && a.name.eq_ignore_ascii_case(name))
            .map(|a| a.token.as_str())
    }

    /// Keeps the token a server issued for `name`.
    pub fn remember(&mut self, server: &str, name: &str, token: &str) {
        self.accounts
            .retain(|a| !(a.server == server && a.name.eq_ignore_ascii_case(name)));
        self.accounts.push(Account {
            server: server.into(),
            name: name.into(),
            token: token.into(),
        });
    }

    /// Forgets a token the server no longer knows.
    pub fn forget(&mut self, server: &str, name: &str) {
        self.accounts
            .retain(|a| !(a.server == server && a.name.eq_ignore_ascii_case(name)));
    }

    /// The profile from the player's config folder, and where to keep it.
    pub fn load() -> (OnlineProfile, ProfileFile) {
        let Some(path) = paths::online_file() else {
            return (OnlineProfile::default(), ProfileFile::default());
        };
        let (profile, load_error) = match OnlineProfile::read(&path) {
            Ok(p) => (p, None),
            Err(e) => (OnlineProfile::default(), Some(e)),
        };
        let file = ProfileFile {
            path: Some(path),
            load_error,
            saved: Some(profile.clone()),
        };
        (profile, file)
    }

    /// Reads a profile; a missing file is the default profile.
    pub fn read(path: &Path) -> Result<OnlineProfile, String> {
        match std::fs::read_to_string(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(OnlineProfile::default()),
            Err(e) => Err(format!("could not read {}: {e}", path.display())),
            Ok(text) => serde_json::from_str(&text)
                .map_err(|e| format!("{}: not a valid online profile: {e}", path.display())),
        }
    }
}

/// Where the profile is kept (`None`: not kept in this run, as in tests and scripts).
#[derive(Resource, Debug, Default)]
pub struct ProfileFile {
    pub path: Option<PathBuf>,
    /// Why the file found at start could not be read.
    pub load_error: Option<String>,
    /// What the file holds, so that only changes are written.
    saved: Option<OnlineProfile>,
}

impl ProfileFile {
    /// Kept at `path` (tests).
    pub fn at(path: PathBuf) -> ProfileFile {
        ProfileFile {
            path: Some(path),
            ..default()
        }
    }
}

fn save_changes(profile: Res<OnlineProfile>, mut file: ResMut<ProfileFile>) {
    if !profile.is_changed() || file.saved.as_ref() == Some(&*profile) {
        return;
    }
    let Some(path) = file.path.clone() else {
        return;
    };
    let text = serde_json::to_string_pretty(&*profile).expect("the profile always serializes");
    match write_atomically(&path, &text) {
        Ok(()) => {
            file.saved = Some(profile.clone());
            file.load_error = None;
        }
        Err(e) => file.load_error = Some(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_kept_per_server_and_name_in_any_case() {
        let mut p = OnlineProfile::default();
        p.remember("ws://a/", "Ann", "t1");
        p.remember("ws://b/", "Ann", "t2");
        assert_eq!(p.token("ws://a/", "ann"), Some("t1"));
        assert_eq!(p.token("ws://b/", "ANN"), Some("t2"));
        p.remember("ws://a/", "ANN", "t3");
        assert_eq!(p.accounts.len(), 2);
        assert_eq!(p.token("ws://a/", "Ann"), Some("t3"));
        p.forget("ws://a/", "ann");
        assert_eq!(p.token("ws://a/", "Ann"), None);
    }

    #[test]
    fn a_damaged_profile_is_an_error_and_a_missing_one_the_default() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("online.json");
        assert_eq!(OnlineProfile::read(&path), Ok(OnlineProfile::default()));
        std::fs::write(&path, "{\"server\": 3").unwrap();
        let e = OnlineProfile::read(&path).unwrap_err();
        assert!(e.contains("not a valid online profile"), "{e}");
    }
}
