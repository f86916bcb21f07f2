//! A game in progress, in memory: its rules-core game, its clocks (`clock.rs`), the offers
//! pending in it and which of its players are gone. A player of a game in progress who loses
//! their last connection is *gone*: their clock runs on; once they have been gone, on their
//! own turn, for the time control's abandonment timeout (`TimeControl::abandonment_ms`), the
//! opponent may claim the game, won or drawn (never before both sides have moved: such a
//! game is aborted instead). Coming back before a claim changes nothing. The limit of games
//! in progress per player is counted here too.

use camelot_rules::{Color, Game, Move, Outcome};

use super::Games;
use super::offers::LastOffers;
use crate::base::{Base, refuse};
use crate::clock::{Clock, Millis, index};
use crate::store::{PlayerId, StoredGame};
use crate::thin::legal_moves;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ClockView, ErrorCode, GameId, Gone, Phase, Refusal, ServerMsg, Turn};

/// A game in progress, in memory.
#[derive(Clone, Debug)]
pub struct LiveGame {
    pub id: GameId,
    /// White's and Black's player ids.
    pub players: [PlayerId; 2],
    pub time: TimeControl,
    pub rated: bool,
    pub game: Game,
    pub clock: Clock,
    pub draw_offer: Option<Color>,
    pub takeback_offer: Option<Color>,
    pub last_offers: LastOffers,
    /// Since when White and Black have had no connection.
    pub gone: [Option<Millis>; 2],
}

impl LiveGame {
    /// A new game in memory, its clock from `clock`, both players present.
    pub(crate) fn new(
        id: GameId,
        players: [PlayerId; 2],
        time: TimeControl,
        rated: bool,
        game: Game,
        clock: Clock,
    ) -> LiveGame {
        LiveGame {
            id,
            players,
            time,
            rated,
            game,
            clock,
            draw_offer: None,
            takeback_offer: None,
            last_offers: LastOffers::default(),
            gone: [None; 2],
        }
    }

    /// A stored game in progress back in memory after a start: the time from its clock's
    /// start to `alive` (the last heartbeat) counts, its clock runs again from `now`, and both
    /// players are gone until they connect.
    pub(crate) fn restored(
        stored: &StoredGame,
        alive: Millis,
        now: Millis,
    ) -> Result<LiveGame, String> {
        let game = Game::replay(stored.variant, &stored.moves)?;
        let mut g = LiveGame::new(
            stored.id,
            stored.players,
            stored.time,
            stored.rated,
            game,
            stored.clock,
        );
        g.charge(alive.min(now), now);
        g.gone = [Some(now); 2];
        Ok(g)
    }

    /// Whether the clocks run: only once each side has made its first move (issue 27).
    pub(crate) fn clocks_run(&self) -> bool {
        self.game.moves().len() >= 2
    }

    /// Whether the side to move is out of time at `now`.
    pub(crate) fn flagged(&self, now: Millis) -> bool {
        self.clocks_run() && self.clock.flagged(self.mover(), now)
    }

    /// Whether a side's first move is overdue: the game is aborted.
    pub(crate) fn first_move_overdue(&self, now: Millis) -> bool {
        !self.clocks_run() && now - self.clock.since >= self.time.first_move_ms()
    }

    /// Charges the side to move up to `at` (if the clocks run) and starts the turn's clock
    /// again at `from`.
    pub(crate) fn charge(&mut self, at: Millis, from: Millis) {
        if self.clocks_run() {
            self.clock.charge(self.mover(), at, from);
        } else {
            self.clock.since = from;
        }
    }

    pub(crate) fn mover(&self) -> Color {
        self.game.position().side_to_move()
    }

    pub(crate) fn color_of(&self, player: PlayerId) -> Option<Color> {
        seat_of(self.players, player)
    }

    pub(crate) fn clock_view(&self, now: Millis) -> ClockView {
        let mover = self.mover();
        let left = |color| {
            if self.clocks_run() {
                self.clock.left_at(color, mover, now).max(0)
            } else {
                self.clock.left[index(color)]
            }
        };
        ClockView {
            white_ms: left(Color::White),
            black_ms: left(Color::Black),
            running: self.clocks_run().then_some(mover),
        }
    }

    /// `color` plays `notation` at `now` (`ply`: how many plies the client saw, if it says):
    /// the rules core checks it, the mover's clock is charged and the offers lapse.
    pub(crate) fn play(
        &mut self,
        color: Color,
        notation: &str,
        ply: Option<u32>,
        now: Millis,
    ) -> Result<Move, Refusal> {
        if self.mover() != color {
            return Err(refuse(
                ErrorCode::NotYourTurn,
                format!("it is {}'s turn", self.mover().name().to_lowercase()),
            ));
        }
        let played = self.game.moves().len();
        if let Some(p) = ply
            && p as usize != played
        {
            return Err(refuse(
                ErrorCode::StalePly,
                format!("the game has {played} plies, not {p}"),
            ));
        }
        let mv = self
            .game
            .play_notation(notation)
            .map_err(|e| Refusal::illegal_move(&e))?;
        if self.clocks_run() {
            self.clock.moved(self.time, color, now);
        } else {
            self.clock.restart(now);
        }
        self.draw_offer = None;
        self.takeback_offer = None;
        Ok(mv)
    }

    /// Takes back the last `plies`: the side to move's clock starts again at `now`, and the
    /// offers lapse.
    pub(crate) fn take_back(&mut self, plies: usize, now: Millis) {
        for _ in 0..plies {
            self.game.undo();
        }
        self.clock.restart(now);
        self.takeback_offer = None;
        self.draw_offer = None;
        self.last_offers = LastOffers::default();
    }

    /// `player` left at `now`: if they play here and were not gone already, what the game's
    /// players and spectators hear.
    pub(crate) fn leave(&mut self, player: PlayerId, now: Millis) -> Option<ServerMsg> {
        let side = self.color_of(player)?;
        self.gone[index(side)]
            .replace(now)
            .is_none()
            .then(|| self.gone_msg(side, now))
    }

    /// `player` is back: if they play here and were gone, what is said, and to which player
    /// (with the spectators).
    pub(crate) fn back(&mut self, player: PlayerId) -> Option<(ServerMsg, PlayerId)> {
        let side = self.color_of(player)?;
        self.gone[index(side)].take()?;
        let msg = ServerMsg::PlayerBack {
            game: self.id,
            side,
        };
        Some((msg, self.players[index(side.opponent())]))
    }

    /// When the opponent of `side` may claim, if `side` is gone and to move: the timeout
    /// counts from when they left or when their turn began, whichever is later. Before both
    /// sides have moved there is no claim (the game is aborted if a first move does not
    /// come), so the countdown cannot end before the first-move deadline.
    fn claimable_at(&self, side: Color) -> Option<Millis> {
        let left = self.gone[index(side)]?;
        let from = if self.clocks_run() {
            left.max(self.clock.since)
        } else {
            self.clock.since + self.time.first_move_ms()
        };
        (self.mover() == side).then(|| from + self.time.abandonment_ms())
    }

    /// How long from `now` until a claim against `side` (gone): the whole timeout while it
    /// is not their turn.
    fn claimable_in(&self, side: Color, now: Millis) -> Millis {
        self.claimable_at(side)
            .map_or(self.time.abandonment_ms(), |at| (at - now).max(0))
    }

    /// The turn as the server decides it at `now` (issue 44), so no client works it out: what
    /// the side to move may play, how long the first moves are awaited before the game is
    /// aborted (while either player may abort), and when a claim against a gone mover opens.
    pub(crate) fn turn(&self, now: Millis) -> Turn {
        let position = self.game.position();
        let run = self.clocks_run();
        Turn {
            phase: Phase::of(position),
            legal: legal_moves(position),
            abort_in_ms: (!run)
                .then(|| (self.clock.since + self.time.first_move_ms() - now).max(0)),
            claim_in_ms: run
                .then(|| self.claimable_at(self.mover()))
                .flatten()
                .map(|at| (at - now).max(0)),
        }
    }

    /// The game view's `gone`: the side to move if they are gone, else the other.
    pub(crate) fn gone_view(&self, now: Millis) -> Option<Gone> {
        let mover = self.mover();
        [mover, mover.opponent()]
            .into_iter()
            .find(|&c| self.gone[index(c)].is_some())
            .map(|c| Gone {
                side: c,
                claimable_in_ms: self.claimable_in(c, now),
            })
    }

    fn gone_msg(&self, side: Color, now: Millis) -> ServerMsg {
        ServerMsg::PlayerGone {
            game: self.id,
            side,
            claimable_in_ms: self.claimable_in(side, now),
        }
    }

    /// The turn passed to a side that is gone: the countdown to a claim starts now, and the
    /// others hear its new length.
    pub(crate) fn gone_mover(&self, now: Millis) -> Option<ServerMsg> {
        let mover = self.mover();
        self.gone[index(mover)].map(|_| self.gone_msg(mover, now))
    }

    /// What `color` wins by a claim (`win`, or a draw) at `now`, or why they may not claim:
    /// both sides must have moved, the opponent must be to move, and gone long enough.
    pub(crate) fn claim(&self, color: Color, win: bool, now: Millis) -> Result<Outcome, Refusal> {
        if !self.clocks_run() {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "no claim before both sides have moved: a game whose first move does not come is aborted",
            ));
        }
        let opponent = color.opponent();
        if self.mover() != opponent {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "you may claim only while your opponent is to move",
            ));
        }
        if self.gone[index(opponent)].is_none() {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "your opponent is connected: there is nothing to claim",
            ));
        }
        let wait = self.claimable_in(opponent, now);
        if wait > 0 {
            return Err(refuse(
                ErrorCode::NotAllowed,
                format!(
                    "your opponent has not been gone long enough: you may claim in {} s",
                    (wait + 999) / 1000
                ),
            ));
        }
        Ok(if win {
            Outcome::Win(color)
        } else {
            Outcome::Draw
        })
    }
}

/// The colour `player` plays among `players` (White's, Black's), if either.
pub(crate) fn seat_of(players: [PlayerId; 2], player: PlayerId) -> Option<Color> {
    if players[0] == player {
        Some(Color::White)
    } else if players[1] == player {
        Some(Color::Black)
    } else {
        None
    }
}

impl Games {
    /// Refuses a new game for `player` at the limit of games in progress.
    /// `who` says it for the message: "you have", "its player has".
    pub(crate) fn room_for(&self, base: &Base, player: PlayerId, who: &str) -> Result<(), Refusal> {
        let limit = base.config.games_per_player;
        let playing = self.live.values().filter(|g| g.players.contains(&player));
        if playing.count() >= limit {
            return Err(refuse(
                ErrorCode::Limit,
                format!("{who} {limit} games in progress, the most allowed at once"),
            ));
        }
        Ok(())
    }
}
