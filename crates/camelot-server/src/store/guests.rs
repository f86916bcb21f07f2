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

    /// Guests (at most `limit`) made before `since` with no game in progress and none
    /// started or ended since: those a visitor left (`Hub::tick` removes them).
    pub fn idle_guests(&self, since: Millis, limit: usize) -> Result<Vec<PlayerId>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached(
                "SELECT p.id FROM players p WHERE p.guest = 1 AND p.created < ?1
                 AND NOT EXISTS (SELECT 1 FROM games g WHERE (g.white = p.id OR g.black = p.id)
                     AND (g.status = 'active' OR MAX(g.started, COALESCE(g.ended, 0)) >= ?1))
                 ORDER BY p.id LIMIT ?2",
            )
            .map_err(err)?;
        q.query_map(params![since, limit as i64], |r| r.get(0))
            .map_err(err)?
            .collect::<Result<_, _>>()
            .map_err(err)
    }

    /// Removes guest `player` and everything kept for it: its games (against the computer:
    /// a guest plays no one else) with their moves and analyses, its budgets and learning.
    /// `false` if `player` is no guest.
    pub fn remove_guest(&mut self, player: PlayerId) -> Result<bool, StoreError> {
        self.write(|tx| {
            let guest: bool = tx
                .query_row("SELECT guest FROM players WHERE id = ?1", [player], |r| {
                    r.get(0)
                })
                .optional()?
                .unwrap_or(false);
            if !guest {
                return Ok(false);
            }
            let games = "SELECT id FROM games WHERE white = ?1 OR black = ?1";
            tx.execute(
                &format!("DELETE FROM moves WHERE game IN ({games})"),
                [player],
            )?;
            tx.execute(
                &format!("DELETE FROM analyses WHERE game IN ({games})"),
                [player],
            )?;
            tx.execute("DELETE FROM games WHERE white = ?1 OR black = ?1", [player])?;
            for table in [
                "ratings",
                "analysis_budgets",
                "lesson_steps",
                "puzzle_records",
                "puzzle_results",
                "seeks",
            ] {
                tx.execute(&format!("DELETE FROM {table} WHERE player = ?1"), [player])?;
            }
            tx.execute("DELETE FROM players WHERE id = ?1", [player])?;
            Ok(true)
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

    #[test]
    fn a_guest_with_no_game_for_long_is_removed_with_all_it_kept() {
        use crate::clock::Clock;
        use camelot_rules::Variant;
        let mut s = Store::in_memory().unwrap();
        let day = 86_400_000;
        let (old, _) = s.create_guest("old", 0).unwrap();
        let (playing, _) = s.create_guest("playing", 0).unwrap();
        s.create_guest("recent", 40 * day).unwrap();
        let ann = s.create_player("Ann", "a", 0).unwrap();
        let time = "5+3".parse().unwrap();
        let clock = Clock::new(time, 0);
        let game = s
            .create_game([old, ann], time, false, Variant::Camelot, clock, day)
            .unwrap();
        let resigned = crate::store::Finish {
            result: Some(camelot_rules::GameResult {
                outcome: camelot_rules::Outcome::Win(camelot_rules::Color::White),
                reason: camelot_rules::EndReason::Resignation,
            }),
            ratings: None,
            aborted: None,
        };
        s.commit_move(game, 1, "C6-C7", clock, day, Some(&resigned))
            .unwrap();
        s.solve_step(
            old,
            camelot_protocol::SolvedStep { lesson: 1, step: 2 },
            day,
        )
        .unwrap();
        s.create_game([playing, ann], time, false, Variant::Camelot, clock, day)
            .unwrap();
        let cutoff = 30 * day;
        assert_eq!(
            s.idle_guests(cutoff, 10).unwrap(),
            [old],
            "not one in a game, nor one made since, nor a named account"
        );
        assert!(s.remove_guest(old).unwrap());
        assert!(!s.remove_guest(ann).unwrap(), "only a guest");
        assert_eq!(s.player_by_token("old").unwrap(), None);
        assert!(s.game(game).unwrap().is_none(), "its game went with it");
        assert!(s.solved_steps(old).unwrap().is_empty());
        assert!(s.idle_guests(cutoff, 10).unwrap().is_empty());
    }
}
