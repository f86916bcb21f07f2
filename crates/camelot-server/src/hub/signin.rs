//! Signing in: a returning player's token, a new player's name (checked, not taken, a few
//! an hour from one address), or a spectator's session with neither.

use rand::RngExt;

use super::{ConnId, Hub, refuse, storage};
use crate::clock::Millis;
use camelot_protocol::{ErrorCode, PROTOCOL_VERSION, Refusal, ServerMsg, valid_name};

/// How long sign-ups are counted per address.
const HOUR: Millis = 3_600_000;

/// A new random secret: 32 hex digits.
pub(crate) fn secret() -> String {
    format!("{:032x}", rand::rng().random::<u128>())
}

impl Hub {
    /// Signs in with a token, signs up with a name (a token is issued), or, with neither,
    /// opens a spectator's session.
    pub(super) fn hello(
        &mut self,
        conn: ConnId,
        protocol: u32,
        name: Option<String>,
        token: Option<String>,
        now: Millis,
    ) -> Result<(), Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(refuse(
                ErrorCode::Version,
                format!(
                    "this server speaks protocol {PROTOCOL_VERSION}, not {protocol}: update \
                     the client"
                ),
            ));
        }
        if self.conns.get(&conn).is_some_and(|c| c.greeted) {
            return Err(refuse(ErrorCode::AlreadySignedIn, "hello was already said"));
        }
        let (player, name, token) = match (token, name) {
            (Some(token), _) => {
                let (id, name) = self
                    .store
                    .player_by_token(&token)
                    .map_err(storage)?
                    .ok_or_else(|| refuse(ErrorCode::BadToken, "no player has this token"))?;
                (Some(id), name, token)
            }
            (None, Some(name)) => {
                if !valid_name(&name) {
                    return Err(refuse(
                        ErrorCode::BadName,
                        "a name is 2 to 32 letters, digits, _ or -, starting with a letter or digit",
                    ));
                }
                if self.store.name_taken(&name).map_err(storage)? {
                    return Err(refuse(
                        ErrorCode::NameTaken,
                        format!("the name {name} is taken"),
                    ));
                }
                self.count_signup(conn, now)?;
                let token = secret();
                let id = self
                    .store
                    .create_player(&name, &token, now)
                    .map_err(storage)?;
                (Some(id), name, token)
            }
            (None, None) => (None, String::new(), String::new()),
        };
        let c = self.conns.get_mut(&conn).expect("checked by handle");
        c.greeted = true;
        c.player = player;
        if player.is_some() {
            c.link.sign_in();
        }
        let games = match player {
            Some(id) => {
                self.names.insert(id, name.clone());
                self.summary.know_ratings(&self.store, id);
                self.online.entry(id).or_default().insert(conn);
                self.player_back(id);
                self.games_of(id, now)
            }
            None => Vec::new(),
        };
        self.send(
            conn,
            &ServerMsg::Welcome {
                protocol: PROTOCOL_VERSION,
                player: name,
                token,
                games,
            },
        );
        Ok(())
    }

    /// A new account from `conn`'s address, unless it has made too many in the last hour.
    fn count_signup(&mut self, conn: ConnId, now: Millis) -> Result<(), Refusal> {
        let Some(ip) = self.conns.get(&conn).map(|c| c.ip) else {
            return Ok(());
        };
        let limit = self.config.signups_per_ip_per_hour;
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
