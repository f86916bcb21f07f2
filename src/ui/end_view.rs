//! What the end-of-game window says and offers, worked out without a window (tested): the
//! result in words with its score and rule, and the choices that fit the kind of game: online
//! a rematch (or the opponent's offer to answer), the lobby, the review with the engine and
//! Close; on this machine a new game, the review and Close. Nothing to undo online.

use camelot_rules::Outcome;

use crate::game::ActiveGame;
use crate::online::Seat;

/// A choice the end window offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndChoice {
    /// Online: offer the opponent a new game, colours swapped.
    Rematch,
    AcceptRematch,
    DeclineRematch,
    Lobby,
    /// Review the game from its start with the engine's evaluation.
    Analyse,
    NewGame,
    Close,
}

impl EndChoice {
    pub fn label(self) -> &'static str {
        match self {
            EndChoice::Rematch => "Rematch",
            EndChoice::AcceptRematch => "Accept",
            EndChoice::DeclineRematch => "Decline",
            EndChoice::Lobby => "Back to the lobby",
            EndChoice::Analyse => "Analyse",
            EndChoice::NewGame => "New game",
            EndChoice::Close => "Close",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndView {
    /// `White wins`, `Draw`, `Aborted`.
    pub title: String,
    /// The result with its score and the rule that decided it.
    pub words: String,
    /// The opponent's rematch offer, or the player's own waiting for an answer.
    pub rematch: Option<String>,
    pub choices: Vec<EndChoice>,
}

impl EndView {
    /// The window for the live game once it is over; `seat`: the online game's, if it is one.
    pub fn of(active: &ActiveGame, seat: Option<&Seat>) -> Option<EndView> {
        let words = active.game.end_in_words()?;
        let title = match active.game.result().map(|r| r.outcome) {
            Some(Outcome::Win(side)) => format!("{} wins", side.name()),
            Some(Outcome::Draw) => "Draw".to_string(),
            None => "Aborted".to_string(),
        };
        let mut view = EndView {
            title,
            words,
            rematch: None,
            choices: Vec::new(),
        };
        let online = active.online().then_some(seat).flatten();
        match online.map(|seat| (seat, seat.me)) {
            Some((seat, Some(me))) => {
                match seat.rematch_offer {
                    Some(by) if by != me => {
                        let name = seat.names()[by as usize];
                        view.rematch = Some(format!("{name} offers a rematch."));
                        view.choices
                            .extend([EndChoice::AcceptRematch, EndChoice::DeclineRematch]);
                    }
                    Some(_) => {
                        view.rematch = Some("Rematch offered: waiting for an answer.".into())
                    }
                    None => view.choices.push(EndChoice::Rematch),
                }
                view.choices.push(EndChoice::Lobby);
            }
            // Watching: back to the lobby, no rematch to offer.
            Some((_, None)) => view.choices.push(EndChoice::Lobby),
            None => view.choices.push(EndChoice::NewGame),
        }
        view.choices.extend([EndChoice::Analyse, EndChoice::Close]);
        Some(view)
    }
}
