//! The player's online profile (`online.json`): the last server and name, the secret token
//! each server issued (there are no passwords: the token is the account, so it is kept here
//! and never shown), and the online game in progress, which the title screen offers to return
//! to after a restart. Written atomically when it changes. A file that cannot be read whole
//! is kept beside it as `online.json.bad` and read account by account: a bad entry is
//! skipped and named, the rest kept. An account moves to another machine as an account code
//! ([`Account::code`]), pasted there.

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

/// How an account code begins.
const CODE_WORD: &str = "camelot-account";

impl Account {
    /// The account as one line to copy to another machine: whoever has it plays as this
    /// name, so it is shown only when asked for.
    pub fn code(&self) -> String {
        format!("{CODE_WORD} {} {} {}", self.server, self.name, self.token)
    }

    /// An account from its code, or why the text is not one.
    pub fn from_code(text: &str) -> Result<Account, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [CODE_WORD, server, name, token] => Ok(Account {
                server: camelot_client::server_url(server)?,
                name: name.to_string(),
                token: token.to_string(),
            }),
            _ => Err(format!(
                "That is not an account code: one reads \"{CODE_WORD} SERVER NAME SECRET\", as \
                 the game on the other machine shows it."
            )),
        }
    }
}

/// An online game the player was in when the program last stopped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInProgress {
    pub server: String,
    pub name: String,
    pub game: i64,
    /// Played on the server hosted on this machine: returning starts it again first.
    #[serde(default)]
    pub hosted: bool,
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

    /// Keeps an account brought from another machine, and makes it the one to sign in with.
    pub fn import(&mut self, account: Account) {
        self.remember(&account.server, &account.name, &account.token);
        self.server = account.server;
        self.name = account.name;
    }

    /// The account of the server and name last used, if it has a token.
    pub fn current(&self) -> Option<&Account> {
        self.accounts
            .iter()
            .find(|a| a.server == self.server && a.name.eq_ignore_ascii_case(&self.name))
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
            Err(bad) => (bad.0, Some(bad.1)),
        };
        let file = ProfileFile {
            path: Some(path),
            load_error,
            saved: Some(profile.clone()),
        };
        (profile, file)
    }

    /// Reads a profile; a missing file is the default profile. A file not read whole is
    /// kept as `online.json.bad` and read entry by entry: the profile with what could be
    /// read, and what was skipped, in words (boxed: a profile is large beside an `Ok`).
    pub fn read(path: &Path) -> Result<OnlineProfile, Box<(OnlineProfile, String)>> {
        let text = match std::fs::read_to_string(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(OnlineProfile::default());
            }
            Err(e) => {
                return Err(Box::new((
                    OnlineProfile::default(),
                    format!("could not read {}: {e}", path.display()),
                )));
            }
            Ok(text) => text,
        };
        if let Ok(profile) = serde_json::from_str(&text) {
            return Ok(profile);
        }
        let bad = path.with_extension("json.bad");
        let kept = match write_atomically(&bad, &text) {
            Ok(()) => format!("it was kept as {}", bad.display()),
            Err(e) => format!("it could not be kept aside ({e})"),
        };
        let (profile, skipped) = OnlineProfile::entry_by_entry(&text);
        let skipped = if skipped.is_empty() {
            "nothing could be read".to_string()
        } else {
            format!("skipped {}", skipped.join("; "))
        };
        Err(Box::new((
            profile,
            format!("{} was damaged ({kept}): {skipped}.", path.display()),
        )))
    }

    /// What can be read of a damaged profile, and each entry skipped, named.
    fn entry_by_entry(text: &str) -> (OnlineProfile, Vec<String>) {
        let mut profile = OnlineProfile::default();
        let mut skipped = Vec::new();
        let Ok(serde_json::Value::Object(fields)) = serde_json::from_str(text) else {
            return (profile, vec!["the whole file (not a JSON object)".into()]);
        };
        let field = |name: &str| -> Option<serde_json::Value> { fields.get(name).cloned() };
        match field("server").map(serde_json::from_value) {
            Some(Ok(server)) => profile.server = server,
            Some(Err(_)) => skipped.push("the server last used".into()),
            None => {}
        }
        match field("name").map(serde_json::from_value) {
            Some(Ok(name)) => profile.name = name,
            Some(Err(_)) => skipped.push("the name last used".into()),
            None => {}
        }
        match field("accounts") {
            Some(serde_json::Value::Array(accounts)) => {
                for (i, account) in accounts.into_iter().enumerate() {
                    match serde_json::from_value::<Account>(account.clone()) {
                        Ok(account) => profile.accounts.push(account),
                        Err(e) => {
                            skipped.push(format!("account {} ({}: {e})", i + 1, describe(&account)))
                        }
                    }
                }
            }
            Some(_) => skipped.push("the accounts (not a list)".into()),
            None => {}
        }
        match field("in_progress").map(serde_json::from_value) {
            Some(Ok(game)) => profile.in_progress = game,
            Some(Err(_)) => skipped.push("the online game in progress".into()),
            None => {}
        }
        (profile, skipped)
    }
}

/// A damaged account entry as far as it can be named (never its token).
fn describe(entry: &serde_json::Value) -> String {
    let part = |key: &str| entry.get(key).and_then(serde_json::Value::as_str);
    match (part("name"), part("server")) {
        (Some(name), Some(server)) => format!("{name} on {server}"),
        (Some(name), None) => name.to_string(),
        _ => "unnamed".to_string(),
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
    fn a_damaged_profile_is_kept_aside_and_read_account_by_account() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("online.json");
        assert_eq!(OnlineProfile::read(&path), Ok(OnlineProfile::default()));
        let damaged = r#"{"server": "ws://a/", "name": "Ann", "accounts": [
            {"server": "ws://a/", "name": "Ann", "token": "t1"},
            {"server": "ws://b/", "name": "Bob", "token": 7},
            {"server": "ws://c/", "name": "Cid", "token": "t3"}
        ], "in_progress": "no"}"#;
        std::fs::write(&path, damaged).unwrap();
        let (profile, said) = *OnlineProfile::read(&path).unwrap_err();
        assert_eq!(profile.token("ws://a/", "Ann"), Some("t1"));
        assert_eq!(profile.token("ws://c/", "Cid"), Some("t3"));
        assert_eq!(profile.accounts.len(), 2);
        assert_eq!(
            (profile.server.as_str(), profile.name.as_str()),
            ("ws://a/", "Ann")
        );
        assert!(said.contains("account 2 (Bob on ws://b/"), "{said}");
        assert!(said.contains("the online game in progress"), "{said}");
        assert!(said.contains("online.json.bad"), "{said}");
        let bad = std::fs::read_to_string(dir.path().join("online.json.bad")).unwrap();
        assert_eq!(bad, damaged);
        // Not JSON at all: kept aside all the same.
        std::fs::write(&path, "{\"server\": 3").unwrap();
        let (profile, said) = *OnlineProfile::read(&path).unwrap_err();
        assert_eq!(profile, OnlineProfile::default());
        assert!(said.contains("was damaged"), "{said}");
    }

    #[test]
    fn an_account_code_carries_the_account_to_another_machine() {
        let ann = Account {
            server: "ws://10.0.0.2:7878/".into(),
            name: "Ann".into(),
            token: "abc123".into(),
        };
        let code = ann.code();
        assert_eq!(Account::from_code(&format!("  {code}\n")), Ok(ann.clone()));
        let mut there = OnlineProfile::default();
        there.import(ann);
        assert_eq!(there.current().map(|a| a.token.as_str()), Some("abc123"));
        for bad in [
            "",
            "camelot-account ws://x/ Ann",
            "hello there you all",
            "camelot-account http://x Ann t",
        ] {
            assert!(Account::from_code(bad).is_err(), "{bad}");
        }
    }
}
