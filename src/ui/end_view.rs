//! What the end-of-game window says and offers, worked out without a window (tested): the
//! result in words with its score and rule, and the choices that fit the kind of game: online
//! a rematch (or the opponent's offer to answer), the lobby, the review with the engine and
//! Close; on this machine a new game, the review and Close. Nothing to undo online.

use camelot_rules::{Color, Outcome};

use crate::game::{ActiveGame, Player};
use crate::i18n::Tr;
use crate::i18n::{end_in_words, end_title};
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
    /// The key of the choice's button.
    pub fn label_key(self) -> &'static str {
        match self {
            EndChoice::Rematch => "rematch-offer",
            EndChoice::AcceptRematch => "rematch-accept",
            EndChoice::DeclineRematch => "rematch-decline",
            EndChoice::Lobby => "back-lobby",
            EndChoice::Analyse => "end-analyse",
            EndChoice::NewGame => "end-new-game",
            EndChoice::Close => "end-close",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndView {
    /// For the player: `You won`, `You lost`, `Drawn`; for two players at one machine, the
    /// computer against itself or a spectator: `White wins`, `Drawn`; `Aborted`.
    pub title: String,
    /// The result with its score and the rule that decided it.
    pub words: String,
    /// The opponent's rematch offer, or the player's own waiting for an answer.
    pub rematch: Option<String>,
    pub choices: Vec<EndChoice>,
}

impl EndView {
    /// The window for the live game once it is over, in `tr`'s language; `seat`: the online
    /// game's, if it is one.
    pub fn of(active: &ActiveGame, seat: Option<&Seat>, tr: &Tr) -> Option<EndView> {
        let words = end_in_words(tr, &active.game)?;
        let online = active.online().then_some(seat).flatten();
        let title = end_title_for(tr, active)?;
        let mut view = EndView {
            title,
            words,
            rematch: None,
            choices: Vec::new(),
        };
        match online.map(|seat| (seat, seat.me)) {
            Some((seat, Some(me))) => {
                match seat.rematch_offer {
                    Some(by) if by != me => {
                        let name = seat.names()[by as usize];
                        view.rematch =
                            Some(tr.t_args("rematch-offered-by", &[("name", name.into())]));
                        view.choices
                            .extend([EndChoice::AcceptRematch, EndChoice::DeclineRematch]);
                    }
                    Some(_) => view.rematch = Some(tr.t("rematch-waiting")),
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

/// The side of the one person at this machine, when the other side is the computer or a
/// player elsewhere (none for two people at one machine, the computer against itself, or a
/// spectator).
pub(crate) fn the_player(players: [Player; 2]) -> Option<Color> {
    match players {
        [Player::Human, other] if other != Player::Human => Some(Color::White),
        [other, Player::Human] if other != Player::Human => Some(Color::Black),
        _ => None,
    }
}

/// The end's title as its reader takes it: `You won`, `You lost`, `Drawn` for the player;
/// `White wins`, `Drawn` for anyone else; `Aborted`; none while the game goes on.
pub(crate) fn end_title_for(tr: &Tr, active: &ActiveGame) -> Option<String> {
    if !active.game.is_over() {
        return None;
    }
    Some(match (the_player(active.players), active.game.result()) {
        (Some(me), Some(result)) => tr.t(match result.outcome {
            Outcome::Win(side) if side == me => "end-you-won",
            Outcome::Win(_) => "end-you-lost",
            Outcome::Draw => "drawn",
        }),
        _ => end_title(tr, &active.game),
    })
}
