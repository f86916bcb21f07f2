//! Offers that need the opponent's yes: a draw, and a take-back. One is pending per kind
//! and game; a move clears both (`play.rs`).

use camelot_rules::{Color, EndReason, Outcome};

use crate::clock::Millis;
use crate::hub::{Hub, refuse, storage};
use crate::play::LiveGame;
use crate::store::PlayerId;
use camelot_protocol::{ErrorCode, GameId, Refusal, ServerMsg, termination_word};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Offer {
    Draw,
    Takeback,
}

impl Offer {
    fn pending(self, g: &mut LiveGame) -> &mut Option<Color> {
        match self {
            Offer::Draw => &mut g.draw_offer,
            Offer::Takeback => &mut g.takeback_offer,
        }
    }

    fn none_of_yours(self) -> Refusal {
        refuse(
            ErrorCode::NotAllowed,
            match self {
                Offer::Draw => "you have no draw offer to withdraw",
                Offer::Takeback => "you have no take-back request to withdraw",
            },
        )
    }

    fn none_pending(self) -> Refusal {
        refuse(
            ErrorCode::NotAllowed,
            match self {
                Offer::Draw => "your opponent has not offered a draw",
                Offer::Takeback => "your opponent has not asked for a take-back",
            },
        )
    }
}

/// How many plies a take-back by `color` removes: their last move, and the opponent's reply
/// if there is one. `None` if they have not moved.
fn takeback_plies(g: &LiveGame, color: Color) -> Option<usize> {
    let played = g.game.moves().len();
    let theirs = g
        .game
        .positions()
        .iter()
        .take(played)
        .rposition(|p| p.side_to_move() == color)?;
    Some(played - theirs)
}

impl Hub {
    /// `player` offers; offering what the opponent already offered accepts it.
    pub(crate) fn make_offer(
        &mut self,
        player: PlayerId,
        id: GameId,
        offer: Offer,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own_game(player, id)?;
        match *offer.pending(&mut g) {
            Some(by) if by == color.opponent() => return self.accept_offer(player, id, offer, now),
            // Already offered: a repeat changes nothing and is not sent again.
            Some(_) => return Ok(()),
            None => {}
        }
        if offer == Offer::Takeback && takeback_plies(&g, color).is_none() {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "you have no move to take back",
            ));
        }
        let (game, by) = (id, color.into());
        let msg = match offer {
            Offer::Draw => ServerMsg::DrawOffered { game, by },
            Offer::Takeback => ServerMsg::TakebackOffered { game, by },
        };
        self.set_offer(g, offer, Some(color), &msg);
        Ok(())
    }

    /// `player` accepts the opponent's offer: a draw by agreement (R15), or the take-back,
    /// after which the clock of the side to move restarts now.
    pub(crate) fn accept_offer(
        &mut self,
        player: PlayerId,
        id: GameId,
        offer: Offer,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own_game(player, id)?;
        if *offer.pending(&mut g) != Some(color.opponent()) {
            return Err(offer.none_pending());
        }
        if offer == Offer::Draw {
            let agreed = termination_word(EndReason::Agreement);
            return self.conclude(&g, Some(Outcome::Draw), agreed, now);
        }
        let plies = takeback_plies(&g, color.opponent()).ok_or_else(|| offer.none_pending())?;
        for _ in 0..plies {
            g.game.undo();
        }
        g.clock.since = now;
        g.takeback_offer = None;
        g.draw_offer = None;
        self.store
            .take_back(id, g.game.moves().len(), g.clock)
            .map_err(storage)?;
        let view = self.view(&g, now);
        self.games.insert(id, g.clone());
        self.send_game(id, g.players, &ServerMsg::Game { game: view });
        self.announce_gone_mover(&g, now);
        Ok(())
    }

    pub(crate) fn decline_offer(
        &mut self,
        player: PlayerId,
        id: GameId,
        offer: Offer,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own_game(player, id)?;
        if *offer.pending(&mut g) != Some(color.opponent()) {
            return Err(offer.none_pending());
        }
        let msg = match offer {
            Offer::Draw => ServerMsg::DrawDeclined { game: id },
            Offer::Takeback => ServerMsg::TakebackDeclined { game: id },
        };
        self.set_offer(g, offer, None, &msg);
        Ok(())
    }

    /// `player` takes back their own pending offer; both players hear of it.
    pub(crate) fn withdraw_offer(
        &mut self,
        player: PlayerId,
        id: GameId,
        offer: Offer,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own_game(player, id)?;
        if *offer.pending(&mut g) != Some(color) {
            return Err(offer.none_of_yours());
        }
        let (game, by) = (id, color.into());
        let msg = match offer {
            Offer::Draw => ServerMsg::DrawWithdrawn { game, by },
            Offer::Takeback => ServerMsg::TakebackWithdrawn { game, by },
        };
        self.set_offer(g, offer, None, &msg);
        Ok(())
    }

    /// Makes `by`'s offer the pending one (`None`: no offer), keeps the game and tells its
    /// players and spectators `msg`.
    fn set_offer(&mut self, mut g: LiveGame, offer: Offer, by: Option<Color>, msg: &ServerMsg) {
        *offer.pending(&mut g) = by;
        let (id, players) = (g.id, g.players);
        self.games.insert(id, g);
        self.send_game(id, players, msg);
    }
}
