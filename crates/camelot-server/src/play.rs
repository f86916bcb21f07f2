//! Games in progress: moves checked by the rules core, clocks and flags, resignation, abort,
//! draw offers and take-backs, results and ratings. Each change is committed to the
//! database before anyone hears of it; if the commit fails nothing changes.

use camelot_rules::{Color, EndReason, Game, GameResult, HouseRules, Outcome, Position, Variant};

use crate::clock::{Clock, Millis, index};
use crate::hub::{ConnId, Hub, refuse, storage};
use crate::presence::ABANDONMENT;
use crate::rating::rate;
use crate::store::{Finish, PlayerId, RatingUpdate, StoredGame};
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{
    ClockView, ErrorCode, GameId, GameStatus, GameView, RatingChange, RatingChanges, Refusal,
    ServerMsg, Side, replay_in, result_token, termination_word,
};

/// The `termination` of a game lost (or drawn) on time.
pub const TIME: &str = "time";
/// The `termination` of an aborted game.
pub const ABORTED: &str = "aborted";

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
    /// Since when White and Black have had no connection (`presence.rs`).
    pub gone: [Option<Millis>; 2],
}

impl LiveGame {
    /// A new game in memory, its clock from `clock`, both players present.
    fn new(
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
            gone: [None; 2],
        }
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

    fn clock_view(&self, now: Millis) -> ClockView {
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
            running: self.clocks_run().then_some(mover.into()),
        }
    }
}

/// A finished game as the rules core sees it: its moves, then the stored end said as what it
/// was (resignation, agreement, time forfeit, abandonment, abort), so its record's
/// `Termination` tells it as PGN readers understand it.
pub fn finished_game(stored: &StoredGame) -> Result<Game, String> {
    let mut game = replay_in(stored.variant, &stored.moves)?;
    if game.result().is_none() {
        let reason = match stored.termination.as_deref() {
            Some(TIME) => EndReason::TimeForfeit,
            Some(ABANDONMENT) => EndReason::Abandonment,
            _ if stored.outcome == Some(Outcome::Draw) => EndReason::Agreement,
            _ => EndReason::Resignation,
        };
        match stored.outcome {
            Some(outcome) => game
                .declare(GameResult { outcome, reason })
                .map_err(|e| e.to_string())?,
            None if stored.termination.as_deref() == Some(ABORTED) => game.abort(),
            None => {}
        }
    }
    Ok(game)
}

impl Hub {
    /// Loads the games in progress after a start. The time from each one's clock start to
    /// the last heartbeat counts; every clock runs again from now, and every player is gone
    /// until they connect.
    pub(crate) fn restore(&mut self, now: Millis) -> Result<(), String> {
        let alive = self.store.last_heartbeat()?.unwrap_or(now);
        for stored in self.store.active_games()? {
            let game = match replay_in(stored.variant, &stored.moves) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("game {} not restored: {e}", stored.id);
                    continue;
                }
            };
            let mut live = LiveGame::new(
                stored.id,
                stored.players,
                stored.time,
                stored.rated,
                game,
                stored.clock,
            );
            live.charge(alive.min(now), now);
            live.gone = [Some(now); 2];
            self.store.save_clock(stored.id, live.clock)?;
            for (id, name) in stored.players.iter().zip(&stored.names) {
                self.names.insert(*id, name.clone());
                self.summary.know_ratings(&self.store, *id);
            }
            self.games.insert(stored.id, live);
        }
        self.store.heartbeat(now)?;
        Ok(())
    }

    pub(crate) fn start_game(
        &mut self,
        players: [PlayerId; 2],
        time: TimeControl,
        rated: bool,
        variant: Variant,
        now: Millis,
    ) -> Result<GameId, Refusal> {
        let clock = Clock::new(time, now);
        let id = self
            .store
            .create_game(players, time, rated, variant, clock, now)
            .map_err(storage)?;
        for p in players {
            self.close_rematches(p);
        }
        let game = Game::new(Position::start_of(variant), HouseRules::default());
        let live = LiveGame::new(id, players, time, rated, game, clock);
        let view = self.view(&live, now);
        self.games.insert(id, live);
        self.send_game(id, players, &ServerMsg::Game { game: view });
        Ok(id)
    }

    pub(crate) fn view(&self, g: &LiveGame, now: Millis) -> GameView {
        GameView {
            id: g.id,
            white: self.name(g.players[0]),
            black: self.name(g.players[1]),
            time: g.time,
            rated: g.rated,
            variant: g.game.position().variant(),
            status: GameStatus::Active,
            moves: g.game.moves().iter().map(ToString::to_string).collect(),
            position: g.game.position().to_string(),
            to_move: g.mover().into(),
            clock: g.clock_view(now),
            result: None,
            termination: None,
            draw_offer: g.draw_offer.map(Side::from),
            takeback_offer: g.takeback_offer.map(Side::from),
            ratings: Some(g.players.map(|p| self.rating_of(p, g.time))),
            gone: g.gone_view(now),
        }
    }

    /// The newest [`Config::list_max`](crate::Config) games in progress, oldest first.
    pub(crate) fn live_games(&self, now: Millis) -> Vec<GameView> {
        let mut games: Vec<&LiveGame> = self.games.values().collect();
        games.sort_by_key(|g| std::cmp::Reverse(g.id));
        games.truncate(self.config.list_max);
        games.reverse();
        games.into_iter().map(|g| self.view(g, now)).collect()
    }

    /// A finished or aborted game's view, from the database.
    fn stored_view(stored: &StoredGame) -> Result<GameView, String> {
        let game = replay_in(stored.variant, &stored.moves)?;
        Ok(GameView {
            id: stored.id,
            white: stored.names[0].clone(),
            black: stored.names[1].clone(),
            time: stored.time,
            rated: stored.rated,
            variant: stored.variant,
            status: stored.status,
            moves: stored.moves.clone(),
            position: game.position().to_string(),
            to_move: game.position().side_to_move().into(),
            clock: ClockView {
                white_ms: stored.clock.left[0].max(0),
                black_ms: stored.clock.left[1].max(0),
                running: None,
            },
            result: stored.outcome.map(|o| result_token(o).to_string()),
            termination: stored.termination.clone(),
            draw_offer: None,
            takeback_offer: None,
            ratings: None,
            gone: None,
        })
    }

    pub(crate) fn games_of(&self, player: PlayerId, now: Millis) -> Vec<GameView> {
        let mut games: Vec<&LiveGame> = self
            .games
            .values()
            .filter(|g| g.players.contains(&player))
            .collect();
        games.sort_by_key(|g| g.id);
        games.into_iter().map(|g| self.view(g, now)).collect()
    }

    pub(crate) fn watch(&mut self, conn: ConnId, id: GameId, now: Millis) -> Result<(), Refusal> {
        let view = match self.games.get(&id) {
            Some(g) => self.view(g, now),
            None => {
                let stored = self
                    .store
                    .game(id)
                    .map_err(storage)?
                    .ok_or_else(|| unknown_game(id))?;
                Hub::stored_view(&stored).map_err(storage)?
            }
        };
        if view.status == GameStatus::Active {
            self.add_watcher(conn, id);
        }
        self.send(conn, &ServerMsg::Game { game: view });
        Ok(())
    }

    /// The live game `id` and `player`'s colour in it, or why they cannot act in it.
    pub(crate) fn own_game(
        &self,
        player: PlayerId,
        id: GameId,
    ) -> Result<(LiveGame, Color), Refusal> {
        let Some(g) = self.games.get(&id) else {
            return Err(match self.store.game(id).map_err(storage)? {
                Some(_) => refuse(ErrorCode::GameOver, format!("game {id} is over")),
                None => unknown_game(id),
            });
        };
        let color = g.color_of(player).ok_or_else(|| {
            refuse(
                ErrorCode::NotYourGame,
                format!("you do not play in game {id}"),
            )
        })?;
        Ok((g.clone(), color))
    }

    pub(crate) fn play_move(
        &mut self,
        player: PlayerId,
        id: GameId,
        notation: &str,
        ply: Option<u32>,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own_game(player, id)?;
        if g.flagged(now) {
            self.flag(id, now)?;
            return Err(refuse(ErrorCode::GameOver, "the game is over: flag fell"));
        }
        if g.mover() != color {
            return Err(refuse(
                ErrorCode::NotYourTurn,
                format!("it is {}'s turn", Side::from(g.mover()).name()),
            ));
        }
        let played = g.game.moves().len();
        if let Some(p) = ply
            && p as usize != played
        {
            return Err(refuse(
                ErrorCode::StalePly,
                format!("the game has {played} plies, not {p}"),
            ));
        }
        let mv = g
            .game
            .play_notation(notation)
            .map_err(|e| refuse(ErrorCode::IllegalMove, e.to_string()))?;
        if g.clocks_run() {
            g.clock.moved(g.time, color, now);
        } else {
            g.clock.since = now;
        }
        g.draw_offer = None;
        g.takeback_offer = None;
        let finish = g
            .game
            .result()
            .map(|r| self.finish(&g, Some(r.outcome), termination_word(r.reason)))
            .transpose()?;
        let text = mv.to_string();
        self.store
            .commit_move(id, played as u32 + 1, &text, g.clock, now, finish.as_ref())
            .map_err(storage)?;
        let moved = ServerMsg::Moved {
            game: id,
            ply: played as u32 + 1,
            notation: text,
            position: g.game.position().to_string(),
            clock: g.clock_view(now),
        };
        self.send_game(id, g.players, &moved);
        match finish {
            Some(f) => self.ended(&g, &f),
            None => {
                self.announce_gone_mover(&g, now);
                self.games.insert(id, g);
            }
        }
        Ok(())
    }

    /// The end of `g` with `outcome`, and its ratings if it counts.
    fn finish(
        &self,
        g: &LiveGame,
        outcome: Option<Outcome>,
        termination: &str,
    ) -> Result<Finish, Refusal> {
        let ratings = match outcome {
            Some(o) if g.rated => {
                let class = g.time.class();
                let before = [
                    self.store.rating(g.players[0], class).map_err(storage)?,
                    self.store.rating(g.players[1], class).map_err(storage)?,
                ];
                let (w, b) = rate(before[0], before[1], o);
                Some(RatingUpdate {
                    class,
                    before,
                    after: [w, b],
                })
            }
            _ => None,
        };
        Ok(Finish {
            status: if outcome.is_some() {
                GameStatus::Finished
            } else {
                GameStatus::Aborted
            },
            outcome,
            termination: termination.to_string(),
            ratings,
        })
    }

    /// Ends `g` without a move: stored first, then announced.
    pub(crate) fn conclude(
        &mut self,
        g: &LiveGame,
        outcome: Option<Outcome>,
        termination: &str,
        now: Millis,
    ) -> Result<(), Refusal> {
        let f = self.finish(g, outcome, termination)?;
        let mut stopped = g.clone();
        stopped.charge(now, now);
        self.store
            .commit_finish(g.id, stopped.clock, &f, now)
            .map_err(storage)?;
        self.ended(g, &f);
        Ok(())
    }

    /// Announces a stored end and forgets the game.
    fn ended(&mut self, g: &LiveGame, f: &Finish) {
        self.summary
            .ended(g.players, g.game.position().variant(), f);
        self.rematch_window(g);
        let msg = ServerMsg::GameOver {
            game: g.id,
            result: f.outcome.map_or("*", result_token).to_string(),
            termination: f.termination.clone(),
            rating: f.ratings.map(|u| {
                let change = |i: usize| RatingChange {
                    before: u.before[i].glicko.rating,
                    after: u.after[i].glicko.rating,
                };
                RatingChanges {
                    white: change(0),
                    black: change(1),
                }
            }),
        };
        self.send_game(g.id, g.players, &msg);
        self.games.remove(&g.id);
        self.watchers.remove(&g.id);
    }

    /// The side to move ran out of time: the opponent wins, or it is a draw when the
    /// opponent has fewer than two pieces (as R14 decides a blocked player's game).
    fn flag(&mut self, id: GameId, now: Millis) -> Result<(), Refusal> {
        let Some(g) = self.games.get(&id).cloned() else {
            return Ok(());
        };
        let winner = g.mover().opponent();
        let outcome = if g.game.position().pieces_of(winner).count() >= 2 {
            Outcome::Win(winner)
        } else {
            Outcome::Draw
        };
        self.conclude(&g, Some(outcome), TIME, now)
    }

    /// Flags every game whose player to move is out of time, and aborts every game whose
    /// first moves are overdue.
    pub fn tick(&mut self, now: Millis) {
        let due: Vec<GameId> = self
            .games
            .values()
            .filter(|g| g.flagged(now) || g.first_move_overdue(now))
            .map(|g| g.id)
            .collect();
        for id in due {
            let Some(g) = self.games.get(&id).cloned() else {
                continue;
            };
            let done = if g.flagged(now) {
                self.flag(id, now)
            } else {
                self.conclude(&g, None, ABORTED, now)
            };
            if let Err(e) = done {
                eprintln!("game {id}: end not stored: {}", e.message);
            }
        }
    }

    pub(crate) fn resign(
        &mut self,
        player: PlayerId,
        id: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (g, color) = self.own_game(player, id)?;
        let reason = camelot_rules::EndReason::Resignation;
        self.conclude(
            &g,
            Some(Outcome::Win(color.opponent())),
            termination_word(reason),
            now,
        )
    }

    /// Aborts a game in which a side has not moved yet: no result, no rating.
    pub(crate) fn abort(
        &mut self,
        player: PlayerId,
        id: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (g, _) = self.own_game(player, id)?;
        if g.game.moves().len() >= 2 {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "both sides have moved: resign or offer a draw instead",
            ));
        }
        self.conclude(&g, None, ABORTED, now)
    }

    /// Applies `change` to each of `player`'s games.
    pub(crate) fn each_game_of(
        &mut self,
        player: PlayerId,
        mut change: impl FnMut(&mut LiveGame) -> bool,
    ) -> Vec<LiveGame> {
        self.games
            .values_mut()
            .filter(|g| g.players.contains(&player))
            .filter_map(|g| change(g).then(|| g.clone()))
            .collect()
    }
}

fn unknown_game(id: GameId) -> Refusal {
    refuse(ErrorCode::UnknownGame, format!("there is no game {id}"))
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

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_protocol::replay;

    #[test]
    fn a_finished_games_flag_is_a_time_forfeit_for_the_rules() {
        let stored = StoredGame {
            id: 1,
            players: [1, 2],
            names: ["a".into(), "b".into()],
            time: "1+0".parse().unwrap(),
            rated: true,
            variant: Variant::Camelot,
            started: 0,
            status: GameStatus::Finished,
            clock: Clock::new("1+0".parse().unwrap(), 0),
            moves: vec!["C6-C7".into()],
            outcome: Some(Outcome::Win(Color::White)),
            termination: Some(TIME.into()),
        };
        let g = finished_game(&stored).unwrap();
        let flag = GameResult {
            outcome: Outcome::Win(Color::White),
            reason: EndReason::TimeForfeit,
        };
        assert_eq!(g.result(), Some(flag));
        assert!(replay(&["Z9-Z10".to_string()]).is_err());
    }
}
