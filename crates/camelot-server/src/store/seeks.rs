//! Days-per-move seeks and challenges, kept (issue 36): a correspondence seek outlives its
//! author's tab and the server itself, until it is taken or cancelled. Live seeks are never
//! stored: they go with their author's last connection.

use rusqlite::params;

use super::{PlayerId, Store, StoreError, err};
use crate::lobby::Seek;
use camelot_protocol::ColorChoice;

fn color_word(c: ColorChoice) -> &'static str {
    match c {
        ColorChoice::White => "white",
        ColorChoice::Black => "black",
        ColorChoice::Any => "any",
    }
}

fn bad(i: usize, what: String) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, what.into())
}

impl Store {
    /// Keeps `seek` (by its id) until [`Store::drop_seek`].
    pub fn save_seek(&mut self, seek: &Seek) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT OR REPLACE INTO seeks (id, player, time_control, color, rated, variant, invite)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    seek.id as i64,
                    seek.player,
                    seek.time.to_string(),
                    color_word(seek.color),
                    seek.rated,
                    seek.variant.name(),
                    seek.invite
                ],
            )
            .map(drop)
        })
    }

    /// The seek ids reserved so far: every id up to this one may have been handed out.
    pub fn seek_ids_reserved(&self) -> Result<u64, StoreError> {
        self.conn
            .query_row("SELECT reserved FROM seek_ids WHERE id = 1", [], |r| {
                r.get::<_, i64>(0)
            })
            .map(|n| n.max(0) as u64)
            .map_err(super::err)
    }

    /// Reserves the seek ids up to `upto` (a block at a time: one write per block, not per
    /// seek).
    pub fn reserve_seek_ids(&mut self, upto: u64) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE seek_ids SET reserved = MAX(reserved, ?1) WHERE id = 1",
                [upto as i64],
            )
            .map(drop)
        })
    }

    /// Forgets seek `id` (taken or cancelled); nothing if it was not kept.
    pub fn drop_seek(&mut self, id: u64) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute("DELETE FROM seeks WHERE id = ?1", [id as i64])
                .map(drop)
        })
    }

    /// The seeks kept, oldest first, each with its author's name.
    pub fn kept_seeks(&self) -> Result<Vec<(Seek, String)>, StoreError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT s.id, s.player, s.time_control, s.color, s.rated, s.variant, s.invite,
                     p.name
                 FROM seeks s JOIN players p ON p.id = s.player ORDER BY s.id",
            )
            .map_err(err)?;
        stmt.query_map([], |r| {
            let time: String = r.get(2)?;
            let color: String = r.get(3)?;
            let variant: String = r.get(5)?;
            let player: PlayerId = r.get(1)?;
            let seek = Seek {
                id: r.get::<_, i64>(0)? as u64,
                player,
                time: time.parse().map_err(|e: String| bad(2, e))?,
                color: match color.as_str() {
                    "white" => ColorChoice::White,
                    "black" => ColorChoice::Black,
                    _ => ColorChoice::Any,
                },
                rated: r.get(4)?,
                variant: variant
                    .parse()
                    .map_err(|e: camelot_rules::Error| bad(5, e.to_string()))?,
                invite: r.get(6)?,
            };
            Ok((seek, r.get(7)?))
        })
        .map_err(err)?
        .collect::<Result<_, _>>()
        .map_err(err)
    }
}

#[cfg(test)]
mod tests {
    use camelot_protocol::time_control::TimeControl;
    use camelot_rules::Variant;

    use super::*;

    #[test]
    fn a_kept_seek_is_there_after_reopening_until_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let seek = |id, player, invite: Option<&str>| Seek {
            id,
            player,
            time: TimeControl::Correspondence { days: 3 },
            color: ColorChoice::Black,
            rated: false,
            variant: Variant::River,
            invite: invite.map(String::from),
        };
        let ann = {
            let mut s = Store::open(&path).unwrap();
            let ann = s.create_player("Ann", "t", 0).unwrap();
            s.save_seek(&seek(4, ann, None)).unwrap();
            s.save_seek(&seek(9, ann, Some("K7PX2MQA"))).unwrap();
            ann
        };
        let mut s = Store::open(&path).unwrap();
        let kept = s.kept_seeks().unwrap();
        assert_eq!(kept.len(), 2);
        let (first, name) = &kept[0];
        assert_eq!((first.player, name.as_str()), (ann, "Ann"));
        assert_eq!(
            (first.id, first.color, first.rated),
            (4, ColorChoice::Black, false)
        );
        assert_eq!(
            (first.time, first.variant),
            (seek(4, ann, None).time, Variant::River)
        );
        assert_eq!(kept[1].0.invite.as_deref(), Some("K7PX2MQA"));
        s.drop_seek(4).unwrap();
        assert_eq!(s.kept_seeks().unwrap().len(), 1);
    }

    #[test]
    fn reserved_seek_ids_outlive_a_restart_and_never_go_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        {
            let mut s = Store::open(&path).unwrap();
            assert_eq!(s.seek_ids_reserved().unwrap(), 0);
            s.reserve_seek_ids(1000).unwrap();
            s.reserve_seek_ids(10).unwrap();
        }
        let s = Store::open(&path).unwrap();
        assert_eq!(s.seek_ids_reserved().unwrap(), 1000);
    }
}
