//! The lobby: open seeks, paired when someone accepts one (or posts a matching one), and
//! private challenges by invite code. Live seeks live in memory while their player is
//! connected; days-per-move ones are kept in the database too (`store/seeks.rs`), open until
//! taken or cancelled, across restarts. A pairing starts its game in the games in play
//! (`play/`).

use std::collections::BTreeMap;

use camelot_rules::Variant;
use rand::RngExt;

use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::play::Games;
use crate::presence::ConnId;
use crate::store::PlayerId;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ColorChoice, ErrorCode, Refusal, SeekView, ServerMsg};

#[derive(Clone, Debug)]
pub struct Seek {
    pub id: u64,
    pub player: PlayerId,
    pub time: TimeControl,
    pub color: ColorChoice,
    pub rated: bool,
    pub variant: Variant,
    /// A private challenge's code; such a seek is not listed.
    pub invite: Option<String>,
}

/// What a seek or a challenge asks for.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Terms {
    pub(crate) time: TimeControl,
    pub(crate) color: ColorChoice,
    pub(crate) rated: bool,
    pub(crate) variant: Variant,
}

/// Invite codes: 8 letters and digits, without look-alikes (0/O, 1/I).
fn invite_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// Seek ids reserved in the database at a time (`Store::reserve_seek_ids`).
const SEEK_ID_BLOCK: u64 = 1024;

/// The open seeks and challenges, by number.
pub(crate) struct Lobby {
    seeks: BTreeMap<u64, Seek>,
    next_seek: u64,
    /// The ids up to this one are reserved: the next block is before handing it out.
    reserved: u64,
}

fn seek_view(base: &Base, s: &Seek) -> SeekView {
    SeekView {
        id: s.id,
        player: base.summary.name(s.player),
        rating: base.summary.rating(s.player, s.time.class()),
        time: s.time,
        color: s.color,
        rated: s.rated,
        variant: s.variant,
    }
}

/// Whether a seek is kept in the database: a days-per-move one, which outlives its author's
/// connection.
fn kept(seek: &Seek) -> bool {
    matches!(seek.time, TimeControl::Correspondence { .. })
}

impl Lobby {
    /// The lobby after a start: the days-per-move seeks and challenges kept, their authors
    /// known to the listings.
    pub(crate) fn load(base: &mut Base) -> Result<Lobby, String> {
        let mut seeks = BTreeMap::new();
        for (seek, name) in base.store.kept_seeks()? {
            base.summary.know(&base.store, seek.player, &name);
            seeks.insert(seek.id, seek);
        }
        // Past every id handed out before, kept or not: a stale id names no new seek.
        let reserved = base.store.seek_ids_reserved()?;
        let next_seek = seeks
            .keys()
            .next_back()
            .map_or(1, |id| id + 1)
            .max(reserved + 1);
        Ok(Lobby {
            seeks,
            next_seek,
            reserved,
        })
    }

    /// The `seeks` listing as sent: written once after each change, then reused.
    pub(crate) fn listing(&self, base: &mut Base) -> String {
        if let Some(text) = base.summary.seeks_listing() {
            return text;
        }
        let text = ServerMsg::Seeks {
            seeks: self.seek_views(base),
        }
        .to_json();
        base.summary.keep_seeks_listing(text.clone());
        text
    }

    /// `conn` shows the lobby: the seeks and games now, then the lobby's news (`news.rs`).
    pub(crate) fn watch(
        &self,
        base: &mut Base,
        games: &mut Games,
        conn: ConnId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let seeks = self.listing(base);
        let games = games.listing(base, now);
        let out = &mut base.presence;
        out.watch_lobby(conn);
        out.send_text(conn, seeks);
        out.send_text(conn, games);
        Ok(())
    }

    /// The open seeks, the newest [`Config::list_max`](crate::Config) of them, oldest first.
    fn seek_views(&self, base: &Base) -> Vec<SeekView> {
        let mut views: Vec<SeekView> = self
            .seeks
            .values()
            .rev()
            .filter(|s| s.invite.is_none())
            .take(base.config.list_max)
            .map(|s| seek_view(base, s))
            .collect();
        views.reverse();
        views
    }

    /// Refuses a new seek or challenge from `player` at the limit of open ones.
    fn room_for_seek(&self, base: &Base, player: PlayerId) -> Result<(), Refusal> {
        let limit = base.config.seeks_per_player;
        if self.seeks.values().filter(|s| s.player == player).count() >= limit {
            return Err(refuse(
                ErrorCode::Limit,
                format!("at most {limit} open seeks and challenges each: cancel one first"),
            ));
        }
        Ok(())
    }

    /// Posts a seek, or pairs it at once with the oldest open seek it matches (same variant,
    /// time control and rating, colours that fit, another player): two players seeking the same
    /// game at the same moment meet instead of both waiting.
    pub(crate) fn seek(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        player: PlayerId,
        terms: Terms,
        now: Millis,
    ) -> Result<(), Refusal> {
        let Terms {
            time,
            color,
            rated,
            variant,
        } = terms;
        games.room_for(base, player, "you have")?;
        let matching = self
            .seeks
            .values()
            .find(|s| {
                s.invite.is_none()
                    && s.player != player
                    && s.variant == variant
                    && s.time == time
                    && s.rated == rated
                    && s.color.fits(color)
            })
            .map(|s| s.id);
        if let Some(id) = matching {
            return self.accept(base, games, player, id, Some(color), now);
        }
        self.room_for_seek(base, player)?;
        let seek = self.add_seek(base, player, terms, None)?;
        let view = seek_view(base, &seek);
        let out = &mut base.presence;
        out.send_player(player, &ServerMsg::SeekPosted { seek: view.clone() });
        out.news.seek_opened(view);
        Ok(())
    }

    fn add_seek(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        terms: Terms,
        invite: Option<String>,
    ) -> Result<Seek, Refusal> {
        if self.next_seek > self.reserved {
            let upto = self.next_seek + SEEK_ID_BLOCK - 1;
            base.store.reserve_seek_ids(upto).map_err(storage)?;
            self.reserved = upto;
        }
        let seek = Seek {
            id: self.next_seek,
            player,
            time: terms.time,
            color: terms.color,
            rated: terms.rated,
            variant: terms.variant,
            invite,
        };
        if kept(&seek) {
            base.store.save_seek(&seek).map_err(storage)?;
        }
        self.next_seek += 1;
        self.seeks.insert(seek.id, seek.clone());
        base.summary.seeks_changed();
        Ok(seek)
    }

    pub(crate) fn cancel(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: u64,
    ) -> Result<(), Refusal> {
        match self.seeks.get(&id) {
            Some(s) if s.player == player => {
                if let Some(s) = self.seeks.remove(&id) {
                    closed(base, &s);
                }
                Ok(())
            }
            _ => Err(refuse(
                ErrorCode::UnknownSeek,
                format!("you have no seek {id}"),
            )),
        }
    }

    /// Takes seek `id` (the taker's colour choice, when pairing two seeks): the game starts.
    pub(crate) fn accept(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        player: PlayerId,
        id: u64,
        taker_color: Option<ColorChoice>,
        now: Millis,
    ) -> Result<(), Refusal> {
        let seek = match self.seeks.get(&id) {
            Some(s) if s.invite.is_none() => s.clone(),
            _ => {
                return Err(refuse(
                    ErrorCode::UnknownSeek,
                    "That seek is gone: it was taken or cancelled.",
                ));
            }
        };
        self.take(
            base,
            games,
            player,
            seek,
            taker_color.unwrap_or_default(),
            now,
        )
    }

    pub(crate) fn challenge(
        &mut self,
        base: &mut Base,
        games: &Games,
        player: PlayerId,
        terms: Terms,
    ) -> Result<(), Refusal> {
        games.room_for(base, player, "you have")?;
        self.room_for_seek(base, player)?;
        let code = invite_code();
        self.add_seek(base, player, terms, Some(code.clone()))?;
        base.presence.send_player(
            player,
            &ServerMsg::Challenge {
                invite: code,
                time: terms.time,
                color: terms.color,
                variant: terms.variant,
            },
        );
        Ok(())
    }

    /// The open challenge with invite `code` (read in any case).
    fn invited(&self, code: &str) -> Result<Seek, Refusal> {
        let open = |s: &&Seek| {
            s.invite
                .as_deref()
                .is_some_and(|c| c.eq_ignore_ascii_case(code))
        };
        self.seeks.values().find(open).cloned().ok_or_else(|| {
            refuse(
                ErrorCode::UnknownInvite,
                "no open challenge has this invite code",
            )
        })
    }

    /// Tells `conn` what challenge `code` opens, joining nothing.
    pub(crate) fn show_invite(
        &self,
        base: &mut Base,
        conn: ConnId,
        code: &str,
    ) -> Result<(), Refusal> {
        let seek = self.invited(code)?;
        let invite = seek.invite.clone().unwrap_or_default();
        let seek = seek_view(base, &seek);
        base.presence
            .send(conn, &ServerMsg::Invite { invite, seek });
        Ok(())
    }

    pub(crate) fn accept_invite(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        player: PlayerId,
        code: &str,
        now: Millis,
    ) -> Result<(), Refusal> {
        let seek = self.invited(code)?;
        self.take(base, games, player, seek, ColorChoice::Any, now)
    }

    /// Starts the game of `seek` against `player`.
    fn take(
        &mut self,
        base: &mut Base,
        games: &mut Games,
        player: PlayerId,
        seek: Seek,
        taker: ColorChoice,
        now: Millis,
    ) -> Result<(), Refusal> {
        if seek.player == player {
            return Err(refuse(ErrorCode::OwnSeek, "that is your own seek"));
        }
        games.room_for(base, player, "you have")?;
        games.room_for(base, seek.player, "the seek's player has")?;
        let seeker_white = match (seek.color, taker) {
            (ColorChoice::White, _) | (ColorChoice::Any, ColorChoice::Black) => true,
            (ColorChoice::Black, _) | (ColorChoice::Any, ColorChoice::White) => false,
            (ColorChoice::Any, ColorChoice::Any) => rand::rng().random_bool(0.5),
        };
        let players = if seeker_white {
            [seek.player, player]
        } else {
            [player, seek.player]
        };
        games.start(base, players, seek.time, seek.rated, seek.variant, now)?;
        self.seeks.remove(&seek.id);
        closed(base, &seek);
        Ok(())
    }

    /// A player left: their live seeks and challenges go. Days-per-move ones stay, tied to the
    /// account and kept in the database, for an opponent who comes later; their author finds
    /// them again on signing in.
    pub(crate) fn drop_seeks(&mut self, base: &mut Base, player: PlayerId) {
        let gone: Vec<Seek> = self
            .seeks
            .values()
            .filter(|s| s.player == player)
            .filter(|s| !kept(s))
            .cloned()
            .collect();
        for s in gone {
            self.seeks.remove(&s.id);
            closed(base, &s);
        }
    }
}

/// Says that `seek` is gone: to its author at once, and to the lobby's watchers in its news
/// (not a private challenge, which the lobby never showed).
fn closed(base: &mut Base, seek: &Seek) {
    // The game it started (or its cancellation) stands; a row left behind would only bring the
    // seek back after a restart.
    if kept(seek)
        && let Err(e) = base.store.drop_seek(seek.id)
    {
        tracing::error!(seek = seek.id, error = %e, "a closed seek not forgotten");
    }
    base.summary.seeks_changed();
    let out = &mut base.presence;
    out.send_player(seek.player, &ServerMsg::SeekClosed { seek: seek.id });
    if seek.invite.is_none() {
        out.news.seek_closed(seek.id);
    }
}
