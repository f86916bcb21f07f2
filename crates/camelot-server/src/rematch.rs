//! Rematches: after a game ends, either player may offer a new game against the same
//! opponent, colours swapped, with the same time control, variant and rated flag. The window
//! closes (and a pending offer lapses) when either player leaves or starts another game.

use camelot_rules::{Color, Variant};

use crate::clock::{Millis, index};
use crate::hub::{Hub, refuse};
use crate::play::LiveGame;
use crate::store::PlayerId;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ErrorCode, GameId, Refusal, ServerMsg, Side};

/// A finished game whose players may still play it again.
#[derive(Clone, Debug)]
pub struct Rematch {
    /// White's and Black's player ids in the finished game.
    players: [PlayerId; 2],
    time: TimeControl,
    rated: bool,
    variant: Variant,
    /// Who offered it, if anyone has.
    offer: Option<Color>,
}

impl Rematch {
    fn color_of(&self, player: PlayerId) -> Option<Color> {
        crate::play::seat_of(self.players, player)
    }

    /// Refused unless the opponent of `color` has an offer standing.
    fn offered_to(&self, color: Color) -> Result<(), Refusal> {
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

impl Hub {
    /// `g` has ended: its players may ask for a rematch, if both are here (a game won
    /// because the opponent left has none).
    pub(crate) fn rematch_window(&mut self, g: &LiveGame) {
        if !g.players.iter().all(|p| self.online.contains_key(p)) {
            return;
        }
        self.rematches.insert(
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

    /// The rematch of `game` for `player`, with their colour in it, or why there is none.
    fn rematch_of(&self, player: PlayerId, game: GameId) -> Result<(Rematch, Color), Refusal> {
        let Some(r) = self.rematches.get(&game) else {
            let why = if self.games.contains_key(&game) {
                "the game is still being played"
            } else {
                "no rematch of this game: it is unknown, or a player left or started another game"
            };
            return Err(refuse(ErrorCode::NotAllowed, why));
        };
        let color = r
            .color_of(player)
            .ok_or_else(|| refuse(ErrorCode::NotYourGame, "you did not play this game"))?;
        Ok((r.clone(), color))
    }

    /// Offers a rematch; offering again changes nothing, and offering after the opponent
    /// did accepts theirs.
    pub(crate) fn offer_rematch(
        &mut self,
        player: PlayerId,
        game: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (r, color) = self.rematch_of(player, game)?;
        match r.offer {
            Some(c) if c == color => Ok(()),
            Some(_) => self.accept_rematch(player, game, now),
            None => {
                if let Some(e) = self.rematches.get_mut(&game) {
                    e.offer = Some(color);
                }
                let opponent = r.players[index(color.opponent())];
                let msg = ServerMsg::RematchOffered {
                    game,
                    by: Side::from(color),
                };
                self.send_player(opponent, &msg);
                Ok(())
            }
        }
    }

    /// Accepts the opponent's offer: the new game starts (`game` to both).
    pub(crate) fn accept_rematch(
        &mut self,
        player: PlayerId,
        game: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (r, color) = self.rematch_of(player, game)?;
        r.offered_to(color)?;
        self.room_for_game(player, "you have")?;
        self.room_for_game(r.players[index(color.opponent())], "your opponent has")?;
        let [white, black] = r.players;
        // Out of the way first, so the start's closing of the players' other rematches does
        // not announce this one as lapsed; back if the start fails (storage).
        let taken = self.rematches.remove(&game);
        if let Err(e) = self.start_game([black, white], r.time, r.rated, r.variant, now) {
            self.rematches.extend(taken.map(|t| (game, t)));
            return Err(e);
        }
        Ok(())
    }

    pub(crate) fn decline_rematch(
        &mut self,
        player: PlayerId,
        game: GameId,
    ) -> Result<(), Refusal> {
        let (r, color) = self.rematch_of(player, game)?;
        r.offered_to(color)?;
        if let Some(e) = self.rematches.get_mut(&game) {
            e.offer = None;
        }
        self.send_player(
            r.players[index(color.opponent())],
            &ServerMsg::RematchDeclined { game },
        );
        Ok(())
    }

    /// `player` left or starts another game: their rematches close, and whoever had an offer
    /// pending in one hears that it lapsed.
    pub(crate) fn close_rematches(&mut self, player: PlayerId) {
        let closed: Vec<(GameId, Rematch)> = self
            .rematches
            .iter()
            .filter(|(_, r)| r.players.contains(&player))
            .map(|(&id, r)| (id, r.clone()))
            .collect();
        for (game, r) in closed {
            self.rematches.remove(&game);
            if r.offer.is_some() {
                for p in r.players {
                    self.send_player(p, &ServerMsg::RematchDeclined { game });
                }
            }
        }
    }
}
