//! Rematches: after a game ends, either player may offer a new game against the same
//! opponent, colours swapped, with the same time control, variant and rated flag. The window
//! closes (and a pending offer lapses) when either player leaves or starts another game.

use std::collections::HashMap;

use camelot_rules::{Color, Variant};

use super::LiveGame;
use super::live::seat_of;
use crate::base::refuse;
use crate::clock::index;
use crate::presence::Presence;
use crate::store::PlayerId;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ErrorCode, GameId, Refusal, ServerMsg};

/// A finished game whose players may still play it again.
#[derive(Clone, Debug)]
pub struct Rematch {
    /// White's and Black's player ids in the finished game.
    pub(crate) players: [PlayerId; 2],
    pub(crate) time: TimeControl,
    pub(crate) rated: bool,
    pub(crate) variant: Variant,
    /// Who offered it, if anyone has.
    offer: Option<Color>,
}

impl Rematch {
    /// The opponent of `color` in it.
    pub(crate) fn opponent(&self, color: Color) -> PlayerId {
        self.players[index(color.opponent())]
    }

    /// Refused unless the opponent of `color` has an offer standing.
    pub(crate) fn offered_to(&self, color: Color) -> Result<(), Refusal> {
        if self.offer == Some(color.opponent()) {
            Ok(())
        } else {
            Err(refuse(
                ErrorCode::NotAllowed,
                "your opponent has not offered a rematch",
            ))
        }
    }
}

/// What offering a rematch came to.
pub(crate) enum Offered {
    /// Offered now, or offered again (nothing changes).
    Standing,
    /// The opponent had offered it already: this accepts theirs.
    Accepts,
}

/// The finished games open to a rematch.
#[derive(Default)]
pub(crate) struct Rematches {
    open: HashMap<GameId, Rematch>,
}

impl Rematches {
    /// `g` has ended: its players may ask for a rematch, if both are here (a game won
    /// because the opponent left has none).
    pub(crate) fn open(&mut self, presence: &Presence, g: &LiveGame) {
        if !g.players.iter().all(|&p| presence.is_online(p)) {
            return;
        }
        self.open.insert(
            g.id,
            Rematch {
                players: g.players,
                time: g.time,
                rated: g.rated,
                variant: g.game.position().variant(),
                offer: None,
            },
        );
    }

    /// The rematch of `game` for `player`, with their colour in it, or why there is none
    /// (`playing`: the game is still in progress).
    pub(crate) fn of(
        &self,
        player: PlayerId,
        game: GameId,
        playing: bool,
    ) -> Result<(Rematch, Color), Refusal> {
        let Some(r) = self.open.get(&game) else {
            let why = if playing {
                "the game is still being played"
            } else {
                "no rematch of this game: it is unknown, or a player left or started another game"
            };
            return Err(refuse(ErrorCode::NotAllowed, why));
        };
        let color = seat_of(r.players, player)
            .ok_or_else(|| refuse(ErrorCode::NotYourGame, "you did not play this game"))?;
        Ok((r.clone(), color))
    }

    /// `color` offers the rematch `r` of `game`; offering again changes nothing.
    pub(crate) fn offer(
        &mut self,
        presence: &mut Presence,
        game: GameId,
        r: &Rematch,
        color: Color,
    ) -> Offered {
        match r.offer {
            Some(c) if c == color => Offered::Standing,
            Some(_) => Offered::Accepts,
            None => {
                if let Some(e) = self.open.get_mut(&game) {
                    e.offer = Some(color);
                }
                let msg = ServerMsg::RematchOffered { game, by: color };
                presence.send_player(r.opponent(color), &msg);
                Offered::Standing
            }
        }
    }

    /// `color` declines the opponent's offer of the rematch `r` of `game`.
    pub(crate) fn decline(
        &mut self,
        presence: &mut Presence,
        game: GameId,
        r: &Rematch,
        color: Color,
    ) -> Result<(), Refusal> {
        r.offered_to(color)?;
        if let Some(e) = self.open.get_mut(&game) {
            e.offer = None;
        }
        presence.send_player(r.opponent(color), &ServerMsg::RematchDeclined { game });
        Ok(())
    }

    /// Takes the rematch of `game` out, as its game starts.
    pub(crate) fn take(&mut self, game: GameId) -> Option<Rematch> {
        self.open.remove(&game)
    }

    /// Puts back a rematch taken out whose game could not start.
    pub(crate) fn put_back(&mut self, game: GameId, r: Option<Rematch>) {
        self.open.extend(r.map(|r| (game, r)));
    }

    /// `player` left or starts another game: their rematches close, and whoever had an offer
    /// pending in one hears that it lapsed.
    pub(crate) fn close(&mut self, presence: &mut Presence, player: PlayerId) {
        let closed: Vec<(GameId, Rematch)> = self
            .open
            .iter()
            .filter(|(_, r)| r.players.contains(&player))
            .map(|(&id, r)| (id, r.clone()))
            .collect();
        for (game, r) in closed {
            self.open.remove(&game);
            if r.offer.is_some() {
                for p in r.players {
                    presence.send_player(p, &ServerMsg::RematchDeclined { game });
                }
            }
        }
    }
}
