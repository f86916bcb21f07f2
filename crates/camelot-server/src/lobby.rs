//! The lobby: open seeks, paired when someone accepts one (or posts a matching one), and
//! private challenges by invite code. Seeks live in memory while their player is connected.

use camelot_rules::Variant;
use rand::RngExt;

use crate::clock::Millis;
use crate::hub::{Hub, refuse};
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

/// Invite codes: 8 letters and digits, without look-alikes (0/O, 1/I).
fn invite_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

impl Hub {
    /// The `seeks` listing as sent: written once after each change, then reused.
    pub(crate) fn seeks_listing(&mut self) -> String {
        if let Some(text) = self.summary.seeks_listing() {
            return text;
        }
        let text = ServerMsg::Seeks {
            seeks: self.seek_views(),
        }
        .to_json();
        self.summary.keep_seeks_listing(text.clone());
        text
    }

    /// The open seeks, the newest [`Config::list_max`](crate::Config) of them, oldest first.
    fn seek_views(&self) -> Vec<SeekView> {
        let mut views: Vec<SeekView> = self
            .seeks
            .values()
            .rev()
            .filter(|s| s.invite.is_none())
            .take(self.config.list_max)
            .map(|s| self.seek_view(s))
            .collect();
        views.reverse();
        views
    }

    /// A player's rating in a time control's class, rounded (1500 before any rated game).
    pub(crate) fn rating_of(&self, player: PlayerId, time: TimeControl) -> i32 {
        self.summary.rating(player, time.class())
    }

    fn seek_view(&self, s: &Seek) -> SeekView {
        SeekView {
            id: s.id,
            player: self.name(s.player),
            rating: self.rating_of(s.player, s.time),
            time: s.time,
            color: s.color,
            rated: s.rated,
            variant: s.variant,
        }
    }

    /// Refuses a new game for `player` at the limit of games in progress.
    /// `who` says it for the message: "you have", "its player has".
    pub(crate) fn room_for_game(&self, player: PlayerId, who: &str) -> Result<(), Refusal> {
        let limit = self.config.games_per_player;
        let playing = self.games.values().filter(|g| g.players.contains(&player));
        if playing.count() >= limit {
            return Err(refuse(
                ErrorCode::Limit,
                format!("{who} {limit} games in progress, the most allowed at once"),
            ));
        }
        Ok(())
    }

    /// Refuses a new seek or challenge from `player` at the limit of open ones.
    fn room_for_seek(&self, player: PlayerId) -> Result<(), Refusal> {
        let limit = self.config.seeks_per_player;
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
        player: PlayerId,
        time: TimeControl,
        color: ColorChoice,
        rated: bool,
        variant: Variant,
        now: Millis,
    ) -> Result<(), Refusal> {
        self.room_for_game(player, "you have")?;
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
            return self.accept(player, id, Some(color), now);
        }
        self.room_for_seek(player)?;
        let seek = self.add_seek(player, time, color, rated, variant, None);
        let view = self.seek_view(&seek);
        self.send_player(player, &ServerMsg::SeekPosted { seek: view.clone() });
        self.send_lobby(&ServerMsg::SeekOpened { seek: view }, Some(player));
        Ok(())
    }

    fn add_seek(
        &mut self,
        player: PlayerId,
        time: TimeControl,
        color: ColorChoice,
        rated: bool,
        variant: Variant,
        invite: Option<String>,
    ) -> Seek {
        let seek = Seek {
            id: self.next_seek,
            player,
            time,
            color,
            rated,
            variant,
            invite,
        };
        self.next_seek += 1;
        self.seeks.insert(seek.id, seek.clone());
        self.summary.seeks_changed();
        seek
    }

    pub(crate) fn cancel_seek(&mut self, player: PlayerId, id: u64) -> Result<(), Refusal> {
        match self.seeks.get(&id) {
            Some(s) if s.player == player => {
                if let Some(s) = self.seeks.remove(&id) {
                    self.closed(&s);
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
        self.take(player, seek, taker_color.unwrap_or_default(), now)
    }

    pub(crate) fn challenge(
        &mut self,
        player: PlayerId,
        time: TimeControl,
        color: ColorChoice,
        rated: bool,
        variant: Variant,
    ) -> Result<(), Refusal> {
        self.room_for_game(player, "you have")?;
        self.room_for_seek(player)?;
        let code = invite_code();
        self.add_seek(player, time, color, rated, variant, Some(code.clone()));
        self.send_player(
            player,
            &ServerMsg::Challenge {
                invite: code,
                time,
                color,
                variant,
            },
        );
        Ok(())
    }

    pub(crate) fn accept_invite(
        &mut self,
        player: PlayerId,
        code: &str,
        now: Millis,
    ) -> Result<(), Refusal> {
        let seek = self
            .seeks
            .values()
            .find(|s| {
                s.invite
                    .as_deref()
                    .is_some_and(|c| c.eq_ignore_ascii_case(code))
            })
            .cloned()
            .ok_or_else(|| {
                refuse(
                    ErrorCode::UnknownInvite,
                    "no open challenge has this invite code",
                )
            })?;
        self.take(player, seek, ColorChoice::Any, now)
    }

    /// Starts the game of `seek` against `player`.
    fn take(
        &mut self,
        player: PlayerId,
        seek: Seek,
        taker: ColorChoice,
        now: Millis,
    ) -> Result<(), Refusal> {
        if seek.player == player {
            return Err(refuse(ErrorCode::OwnSeek, "that is your own seek"));
        }
        self.room_for_game(player, "you have")?;
        self.room_for_game(seek.player, "the seek's player has")?;
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
        self.start_game(players, seek.time, seek.rated, seek.variant, now)?;
        self.seeks.remove(&seek.id);
        self.closed(&seek);
        Ok(())
    }

    /// Says that `seek` is gone: to every signed-in connection (a private challenge: to its
    /// author only).
    fn closed(&mut self, seek: &Seek) {
        self.summary.seeks_changed();
        let msg = ServerMsg::SeekClosed { seek: seek.id };
        if seek.invite.is_some() {
            self.send_player(seek.player, &msg);
        } else {
            self.send_lobby(&msg, None);
        }
    }

    /// A player left: their seeks and challenges go.
    pub(crate) fn drop_seeks(&mut self, player: PlayerId) {
        let gone: Vec<Seek> = self
            .seeks
            .values()
            .filter(|s| s.player == player)
            .cloned()
            .collect();
        for s in gone {
            self.seeks.remove(&s.id);
            self.closed(&s);
        }
    }
}
