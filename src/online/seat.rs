//! The seat: the server's game as this player sees it (players, ratings, clocks, offers, a
//! player gone and the claim, the end), and the moves heard and not yet played here.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use camelot_protocol::{GameId, GameStatus, GameView, Gone, RatingChanges};
use camelot_rules::{Color, EndReason, Outcome};

use super::clock::Clock;
use crate::game::Player;

/// How a game ended, as the server said it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    /// Who won; none when the game was aborted.
    pub result: Option<Outcome>,
    /// The rule or event that ended it; none when the game was aborted.
    pub termination: Option<EndReason>,
    pub rating: Option<RatingChanges>,
}

/// The longest wait for a claim taken from a server (its number is not trusted further).
const LONGEST_CLAIM_WAIT: Duration = Duration::from_secs(400 * 86_400);

/// A player of the game who has no connection left: the opponent may claim the game once
/// they have been gone `claimable_in` on their own turn (the server counts; it says again
/// when the turn passes to them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Left {
    pub side: Color,
    pub claimable_in: Duration,
    /// When the server said so.
    pub heard: Instant,
}

impl Left {
    pub fn new(gone: Gone, heard: Instant) -> Left {
        let ms = u64::try_from(gone.claimable_in_ms).unwrap_or(0);
        Left {
            side: gone.side,
            claimable_in: Duration::from_millis(ms).min(LONGEST_CLAIM_WAIT),
            heard,
        }
    }

    /// How long until the claim, at `now` with `to_move` to move (only their turn counts).
    pub fn wait(&self, to_move: Color, now: Instant) -> Duration {
        if to_move == self.side {
            self.claimable_in
                .saturating_sub(now.saturating_duration_since(self.heard))
        } else {
            self.claimable_in
        }
    }
}

/// The server's game that is the live game.
#[derive(Debug)]
pub struct Seat {
    /// The game as the server last described it (players, time control, ratings).
    pub view: GameView,
    /// The side played here; `None` when watching.
    pub me: Option<Color>,
    pub clock: Clock,
    pub draw_offer: Option<Color>,
    pub takeback_offer: Option<Color>,
    pub end: Option<Ending>,
    /// A rematch offered once the game is over, and by whom.
    pub rematch_offer: Option<Color>,
    /// The player who has left, if one has.
    pub gone: Option<Left>,
    /// Plies the server is known to hold (its view's, then each `moved`): a move committed
    /// here beyond them is the player's own, not yet sent.
    pub(super) known_plies: usize,
    /// Whether the end has been put into the live game, and its record saved.
    pub(super) end_applied: bool,
    pub(super) saved: bool,
    /// Moves heard and not yet played here: (ply, notation).
    pub(super) incoming: VecDeque<(usize, String)>,
    /// The server the game is on (its address as connected to): no other server is asked
    /// about it, though another may have a game of the same number.
    pub(super) server: String,
}

impl Seat {
    /// The seat of the game `view` describes, played here as `me` (`None`: watched).
    pub fn new(view: GameView, me: Option<Color>) -> Seat {
        let end = (view.status != GameStatus::Active).then_some(Ending {
            result: view.result,
            termination: view.termination,
            rating: None,
        });
        let now = Instant::now();
        Seat {
            me,
            clock: Clock::new(view.clock, now),
            gone: view.gone.map(|gone| Left::new(gone, now)),
            known_plies: view.moves.len(),
            draw_offer: view.draw_offer,
            takeback_offer: view.takeback_offer,
            end,
            rematch_offer: None,
            end_applied: false,
            saved: false,
            incoming: VecDeque::new(),
            server: String::new(),
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
        [Color::White, Color::Black].map(|side| {
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

    /// Whether the player may claim the game now: the opponent is gone and has been long
    /// enough on their turn. `to_move`: the live game's side to move.
    pub fn claimable(&self, to_move: Color, now: Instant) -> bool {
        self.running()
            && self.me.is_some_and(|me| me != to_move)
            && self
                .gone
                .is_some_and(|left| left.side == to_move && left.wait(to_move, now).is_zero())
    }

    /// Whether every move heard has been played here.
    pub fn all_played(&self) -> bool {
        self.incoming.is_empty()
    }
}

/// The side `name` plays in a game (names are unique in any case on a server).
pub(super) fn side_of(view: &GameView, name: &str) -> Option<Color> {
    [(Color::White, &view.white), (Color::Black, &view.black)]
        .into_iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name))
        .map(|(side, _)| side)
}
