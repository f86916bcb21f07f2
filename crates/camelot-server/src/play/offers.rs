//! Offers that need the opponent's yes: a draw, and a take-back. One is pending per kind
//! and game (kept on the [`LiveGame`]); a move clears both. A player makes the same offer
//! again only once both sides have moved since their last one ([`LastOffers`]), so offering
//! and withdrawing costs the opponent and the spectators two notices a move pair at most (the
//! account's rate across games is `budget.rs`'s). What an act on an offer comes to is decided
//! here; the games in play (`play/mod.rs`) store and announce it.

use camelot_rules::Color;

use super::LiveGame;
use crate::base::refuse;
use crate::clock::index;
use camelot_protocol::{ErrorCode, Refusal, ServerMsg};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Offer {
    Draw,
    Takeback,
}

/// How many plies had been played at each side's last offer of each kind, in this game (a
/// take-back starts afresh; a restart too: it is not stored).
#[derive(Clone, Copy, Debug, Default)]
pub struct LastOffers([[Option<usize>; 2]; 2]);

impl LastOffers {
    /// Whether `color` may make `offer` with `plies` played.
    fn allow(self, offer: Offer, color: Color, plies: usize) -> bool {
        self.0[offer as usize][index(color)].is_none_or(|at| plies >= at + 2)
    }

    fn made(&mut self, offer: Offer, color: Color, plies: usize) {
        self.0[offer as usize][index(color)] = Some(plies);
    }
}

/// What a player does with an offer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Act {
    Make,
    Accept,
    Decline,
    /// Takes back their own pending offer.
    Withdraw,
}

/// What an act on an offer comes to.
#[derive(Debug)]
pub(crate) enum Step {
    /// Nothing changes, nothing is said (an offer repeated).
    Nothing,
    /// The pending offer changed: the game's players and spectators hear this.
    Announce(Box<ServerMsg>),
    /// A draw by agreement (R15).
    Draw,
    /// The take-back is accepted: this many plies go.
    TakeBack(usize),
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

    /// `color` acts on this offer in `g`: the pending offer is updated in `g`, and the step
    /// says what follows. Offering what the opponent already offered accepts it.
    pub(crate) fn act(self, g: &mut LiveGame, color: Color, act: Act) -> Result<Step, Refusal> {
        let (game, by) = (g.id, color);
        let pending = *self.pending(g);
        match act {
            Act::Make => match pending {
                Some(c) if c == color.opponent() => self.act(g, color, Act::Accept),
                // Already offered: a repeat changes nothing and is not sent again.
                Some(_) => Ok(Step::Nothing),
                None if self == Offer::Takeback && takeback_plies(g, color).is_none() => Err(
                    refuse(ErrorCode::NotAllowed, "you have no move to take back"),
                ),
                None if !g.last_offers.allow(self, color, g.game.moves().len()) => Err(refuse(
                    ErrorCode::OfferTooSoon,
                    "you made this offer already: again once both sides have moved",
                )),
                None => {
                    *self.pending(g) = Some(color);
                    g.last_offers.made(self, color, g.game.moves().len());
                    Ok(Step::Announce(Box::new(match self {
                        Offer::Draw => ServerMsg::DrawOffered { game, by },
                        Offer::Takeback => ServerMsg::TakebackOffered { game, by },
                    })))
                }
            },
            _ if act != Act::Withdraw && pending != Some(color.opponent()) => {
                Err(self.none_pending())
            }
            Act::Accept => match self {
                Offer::Draw => Ok(Step::Draw),
                Offer::Takeback => takeback_plies(g, color.opponent())
                    .map(Step::TakeBack)
                    .ok_or_else(|| self.none_pending()),
            },
            Act::Decline => {
                *self.pending(g) = None;
                Ok(Step::Announce(Box::new(match self {
                    Offer::Draw => ServerMsg::DrawDeclined { game },
                    Offer::Takeback => ServerMsg::TakebackDeclined { game },
                })))
            }
            Act::Withdraw if pending != Some(color) => Err(self.none_of_yours()),
            Act::Withdraw => {
                *self.pending(g) = None;
                Ok(Step::Announce(Box::new(match self {
                    Offer::Draw => ServerMsg::DrawWithdrawn { game, by },
                    Offer::Takeback => ServerMsg::TakebackWithdrawn { game, by },
                })))
            }
        }
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
