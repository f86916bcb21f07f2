//! The seat: the server's game as this player sees it (players, ratings, clocks, offers, the
//! end), and the moves heard and not yet played here.

use std::collections::VecDeque;
use std::time::Instant;

use camelot_server::protocol::{GameId, GameStatus, GameView, RatingChanges, Side};

use super::clock::Clock;
use crate::game::Player;

/// How a game ended, as the server said it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` (aborted).
    pub result: String,
    /// The record's word: `R11`…, `resignation`, `agreement`, `time`, `aborted`.
    pub termination: String,
    pub rating: Option<RatingChanges>,
}

/// The server's game that is the live game.
#[derive(Debug)]
pub struct Seat {
    /// The game as the server last described it (players, time control, ratings).
    pub view: GameView,
    /// The side played here; `None` when watching.
    pub me: Option<Side>,
    pub clock: Clock,
    pub draw_offer: Option<Side>,
    pub takeback_offer: Option<Side>,
    pub end: Option<Ending>,
    /// Whether the end has been put into the live game, and its record saved.
    pub(super) end_applied: bool,
    pub(super) saved: bool,
    /// Moves heard and not yet played here: (ply, notation).
    pub(super) incoming: VecDeque<(usize, String)>,
}

impl Seat {
    /// The seat of the game `view` describes, played here as `me` (`None`: watched).
    pub fn new(view: GameView, me: Option<Side>) -> Seat {
        let end = (view.status != GameStatus::Active).then(|| Ending {
            result: view.result.clone().unwrap_or_else(|| "*".into()),
            termination: view.termination.clone().unwrap_or_else(|| "aborted".into()),
            rating: None,
        });
        Seat {
            me,
            clock: Clock::new(view.clock, Instant::now()),
            draw_offer: view.draw_offer,
            takeback_offer: view.takeback_offer,
            end,
            end_applied: false,
            saved: false,
            incoming: VecDeque::new(),
            view,
        }
    }

    pub fn id(&self) -> GameId {
        self.view.id
    }

    pub fn names(&self) -> [&str; 2] {
        [&self.view.white, &self.view.black]
    }

    /// Who plays each side here: the player, and the server for the other.
    pub fn players(&self) -> [Player; 2] {
        [Side::White, Side::Black].map(|side| {
            if self.me == Some(side) {
                Player::Human
            } else {
                Player::Remote
            }
        })
    }

    /// Whether the game is still being played.
    pub fn running(&self) -> bool {
        self.end.is_none()
    }

    /// Whether every move heard has been played here.
    pub fn all_played(&self) -> bool {
        self.incoming.is_empty()
    }

    /// Analysis of a running rated game would be outside help: only once it is over.
    pub fn analysis_allowed(&self) -> bool {
        !(self.view.rated && self.running() && self.me.is_some())
    }
}

/// The side `name` plays in a game (names are unique in any case on a server).
pub(super) fn side_of(view: &GameView, name: &str) -> Option<Side> {
    [(Side::White, &view.white), (Side::Black, &view.black)]
        .into_iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name))
        .map(|(side, _)| side)
}
