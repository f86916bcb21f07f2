//! Guests (issue 36): a visitor who plays the computer before choosing a name gets an account
//! named by the server, `guest-7f3a` (a name no one can sign up with), kept like any other, until
//! they choose a name for it: then it is an account like any other, its games and progress
//! kept.

use rand::RngExt;
use rusqlite::{OptionalExtension, params};

use super::{PlayerId, Store, StoreError, err, token_hash};
use crate::clock::Millis;
use camelot_protocol::choices::GUEST_PREFIX;

impl Store {
    /// A new guest account with `token`: its id and the name chosen for it, four hex digits
    /// after the prefix while they are free, more once they are scarce.
    pub fn create_guest(
        &mut self,
        token: &str,
        now: Millis,
    ) -> Result<(PlayerId, String), StoreError> {
        let mut rng = rand::rng();
        let mut digits = 4;
        let name = loop {
            let number = rng.random::<u64>() & ((1u64 << (4 * digits)) - 1);
            let name = format!("{GUEST_PREFIX}{number:0digits$x}");
            if !self.name_taken(&name)? {
                break name;
            }
            digits = (digits + 1).min(15);
        };
        let id = self.write(|tx| {
            tx.execute(
                "INSERT INTO players (name, token, created, guest) VALUES (?1, ?2, ?3, 1)",
                params![name, token_hash(token), now],
            )?;
            Ok(tx.last_insert_rowid())
        })?;
        Ok((id, name))
    }

    /// Whether `player` is a guest who has not chosen a name yet.
    pub fn is_guest(&self, player: PlayerId) -> Result<bool, StoreError> {
        self.conn
            .query_row("SELECT guest FROM players WHERE id = ?1", [player], |r| {
                r.get(0)
            })
            .optional()
            .map(|g| g.unwrap_or(false))
            .map_err(err)
    }

    /// Guest `player` takes `name` (checked by the caller): an account like any other from
    /// now on. `false` if `player` is no guest.
    pub fn claim_name(&mut self, player: PlayerId, name: &str) -> Result<bool, StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE players SET name = ?2, guest = 0 WHERE id = ?1 AND guest = 1",
                params![player, name],
            )
            .map(|n| n == 1)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guest_is_named_by_the_server_and_keeps_its_account_when_it_chooses_a_name() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let (id, name) = {
            let mut s = Store::open(&path).unwrap();
            let (id, name) = s.create_guest("gt", 5).unwrap();
            assert!(camelot_protocol::choices::is_guest_name(&name), "{name}");
            assert!(s.is_guest(id).unwrap());
            (id, name)
        };
        let mut s = Store::open(&path).unwrap();
        assert_eq!(s.player_by_token("gt").unwrap(), Some((id, name)));
        assert!(s.claim_name(id, "Gwen").unwrap());
        assert!(!s.is_guest(id).unwrap());
        assert_eq!(s.player_by_token("gt").unwrap(), Some((id, "Gwen".into())));
        assert!(
            !s.claim_name(id, "Other").unwrap(),
            "only a guest chooses a name"
        );
    }
}
