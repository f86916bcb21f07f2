//! Accounts: signing in with a returning player's token, signing up with a new player's
//! name (checked, not taken, a few an hour from one address), or a spectator's session with
//! neither. The hub then marks the connection (`presence.rs`) and welcomes it. A visitor who
//! plays the computer is given a guest account (`store/guests.rs`, counted as a sign-up), which
//! may later choose its name.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;

use rand::RngExt;

use crate::base::{refuse, storage};
use crate::clock::Millis;
use crate::config::Config;
use crate::store::{PlayerId, Store};
use camelot_protocol::{ErrorCode, OLDEST_PROTOCOL_VERSION, PROTOCOL_VERSION, Refusal, valid_name};

/// How long sign-ups are counted per address.
const HOUR: Millis = 3_600_000;
/// Addresses whose sign-ups are remembered before those of no sign-up within the hour are
/// forgotten.
const SIGNUPS_KEPT: usize = 4096;

/// A new random secret: 32 hex digits.
pub(crate) fn secret() -> String {
    format!("{:032x}", rand::rng().random::<u128>())
}

/// How often idle guests are looked for, and how many are removed at once (a short write).
const SWEEP_EVERY: Millis = 60_000;
const SWEEP_AT_MOST: usize = 100;

/// Sign-ups lately, per address: the accounts' own state (the players are in the database).
#[derive(Default)]
pub(crate) struct Accounts {
    /// When each address signed up lately (the last hour's).
    signups: HashMap<IpAddr, VecDeque<Millis>>,
    /// When idle guests were last looked for.
    swept: Millis,
}

/// Who said hello: a player (with their token), or a spectator (`None`, no name, no token).
pub(crate) struct Greeting {
    pub(crate) player: Option<PlayerId>,
    pub(crate) name: String,
    pub(crate) token: String,
    /// A guest who has not chosen a name yet.
    pub(crate) guest: bool,
}

/// Refuses a name a player may not choose: against the pattern, a guest's, or taken.
fn check_free(store: &Store, name: &str) -> Result<(), Refusal> {
    if !valid_name(name) {
        return Err(refuse(
            ErrorCode::BadName,
            "a name is 2 to 32 letters, digits, _ or -, starting with a letter or digit, and not beginning with guest- (the server's names for visitors)",
        ));
    }
    if store.name_taken(name).map_err(storage)? {
        return Err(refuse(
            ErrorCode::NameTaken,
            format!("the name {name} is taken"),
        ));
    }
    Ok(())
}

/// Refuses a `hello` in a protocol version this server does not speak (docs/protocol.md
/// "Versions": protocol 1 and 2).
pub(crate) fn check_version(protocol: u32) -> Result<(), Refusal> {
    if !(OLDEST_PROTOCOL_VERSION..=PROTOCOL_VERSION).contains(&protocol) {
        return Err(refuse(
            ErrorCode::Version,
            format!(
                "this server speaks protocol {OLDEST_PROTOCOL_VERSION} to {PROTOCOL_VERSION}, \
                 not {protocol}: update the client"
            ),
        ));
    }
    Ok(())
}

impl Accounts {
    /// Signs in with a token, signs up with a name from `ip` (a token is issued), or, with
    /// neither, greets a spectator.
    pub(crate) fn hello(
        &mut self,
        store: &mut Store,
        config: &Config,
        ip: IpAddr,
        name: Option<String>,
        token: Option<String>,
        now: Millis,
    ) -> Result<Greeting, Refusal> {
        let (player, name, token) = match (token, name) {
            (Some(token), _) => {
                let (id, name) = store
                    .player_by_token(&token)
                    .map_err(storage)?
                    .ok_or_else(|| refuse(ErrorCode::BadToken, "no player has this token"))?;
                (Some(id), name, token)
            }
            (None, Some(name)) => {
                check_free(store, &name)?;
                self.count_signup(config, ip, now)?;
                let token = secret();
                let id = store.create_player(&name, &token, now).map_err(storage)?;
                (Some(id), name, token)
            }
            (None, None) => (None, String::new(), String::new()),
        };
        let guest = match player {
            Some(id) => store.is_guest(id).map_err(storage)?,
            None => false,
        };
        Ok(Greeting {
            player,
            name,
            token,
            guest,
        })
    }

    /// A new guest account for a visitor from `ip`, counted as a sign-up.
    pub(crate) fn guest(
        &mut self,
        store: &mut Store,
        config: &Config,
        ip: IpAddr,
        now: Millis,
    ) -> Result<Greeting, Refusal> {
        self.count_signup(config, ip, now)?;
        let token = secret();
        let (id, name) = store.create_guest(&token, now).map_err(storage)?;
        Ok(Greeting {
            player: Some(id),
            name,
            token,
            guest: true,
        })
    }

    /// Guest `player` chooses `name`: checked as a sign-up's (not counted: no new account).
    pub(crate) fn claim(store: &mut Store, player: PlayerId, name: &str) -> Result<(), Refusal> {
        check_free(store, name)?;
        if store.claim_name(player, name).map_err(storage)? {
            Ok(())
        } else {
            Err(refuse(
                ErrorCode::NotAllowed,
                "you have a name already: only a guest chooses one",
            ))
        }
    }

    /// Removes the guests with no game for `guest_keep_days` (none connected), a few at a
    /// time each minute, so that guests one made and left do not fill the disk; how many.
    pub(crate) fn sweep_guests(
        &mut self,
        store: &mut Store,
        config: &Config,
        online: impl Fn(PlayerId) -> bool,
        now: Millis,
    ) -> Result<usize, String> {
        if config.guest_keep_days == 0 || now - self.swept < SWEEP_EVERY {
            return Ok(0);
        }
        self.swept = now;
        let since = now - config.guest_keep_days as Millis * 86_400_000;
        let idle = store.idle_guests(since, SWEEP_AT_MOST)?;
        let mut removed = 0;
        for guest in idle.into_iter().filter(|g| !online(*g)) {
            removed += usize::from(store.remove_guest(guest)?);
        }
        Ok(removed)
    }

    /// A new account from `ip`, unless it has made too many in the last hour.
    fn count_signup(&mut self, config: &Config, ip: IpAddr, now: Millis) -> Result<(), Refusal> {
        let limit = config.signups_per_ip_per_hour;
        // The addresses with no sign-up in the last hour are forgotten when there are many.
        if self.signups.len() >= SIGNUPS_KEPT {
            self.signups
                .retain(|_, times| times.back().is_some_and(|&t| now - t < HOUR));
        }
        let times = self.signups.entry(ip).or_default();
        while times.front().is_some_and(|&t| now - t >= HOUR) {
            times.pop_front();
        }
        if times.len() >= limit {
            return Err(refuse(
                ErrorCode::Limit,
                format!("at most {limit} new accounts an hour from one address: try later"),
            ));
        }
        times.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_differ() {
        assert_ne!(secret(), secret());
        assert_eq!(secret().len(), 32);
    }
}
