//! The games in play: moves checked by the rules core, clocks and flags, resignation, abort,
//! draw offers and take-backs (`offers.rs`), players gone and claims (`live.rs`), results and
//! ratings (`end.rs`), rematches (`rematch.rs`). [`Games`] owns every game in progress (a
//! [`LiveGame`] each) and the rematches open; it writes through the [`Base`]'s database and
//! speaks through its connections. Each change is committed to the database before anyone
//! hears of it; if the commit fails nothing changes.

mod end;
mod live;
mod offers;
mod rematch;
#[cfg(test)]
mod tests;
mod view;

use std::collections::BTreeMap;

use camelot_rules::{Color, EndReason, Game, HouseRules, Outcome, Position, Variant};

use crate::base::{Base, refuse, storage};
use crate::clock::{Clock, Millis};
use crate::store::{Finish, PlayerId};
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{AbortReason, ErrorCode, GameId, Refusal, ServerMsg};
pub use end::finished_game;
use end::{End, declared};
pub use live::LiveGame;
use offers::Step;
pub(crate) use offers::{Act, Offer};
use rematch::{Offered, Rematches};
use view::unknown_game;
pub(crate) use view::{games_of, live_view, summary_of, watch};

/// Every game in progress, and the finished games open to a rematch.
pub(crate) struct Games {
    /// By id, so the newest are the last.
    live: BTreeMap<GameId, LiveGame>,
    rematches: Rematches,
    /// The `live_games` message as last built, and when (`view.rs`).
    listed: Option<(Millis, String)>,
}

impl Games {
    /// Loads the games in progress after a start. The time from each one's clock start to
    /// the last heartbeat counts; every clock runs again from now, and every player is gone
    /// until they connect.
    pub(crate) fn restore(base: &mut Base, now: Millis) -> Result<Games, String> {
        let mut live = BTreeMap::new();
        let alive = base.store.last_heartbeat()?.unwrap_or(now);
        for stored in base.store.active_games()? {
            let g = match LiveGame::restored(&stored, alive, now) {
                Ok(g) => g,
                Err(e) => {
                    end::abort_unreplayable(&mut base.store, &stored, &e, now)?;
                    continue;
                }
            };
            base.store.save_clock(stored.id, g.clock)?;
            for (id, name) in stored.players.iter().zip(&stored.names) {
                base.summary.know(&base.store, *id, name);
            }
            live.insert(stored.id, g);
        }
        base.store.heartbeat(now)?;
        Ok(Games {
            live,
            rematches: Rematches::default(),
            listed: None,
        })
    }

    /// The game in progress `id`.
    pub(crate) fn get(&self, id: GameId) -> Option<&LiveGame> {
        self.live.get(&id)
    }

    pub(crate) fn start(
        &mut self,
        base: &mut Base,
        players: [PlayerId; 2],
        time: TimeControl,
        rated: bool,
        variant: Variant,
        now: Millis,
    ) -> Result<GameId, Refusal> {
        let clock = Clock::new(time, now);
        let id = base
            .store
            .create_game(players, time, rated, variant, clock, now)
            .map_err(storage)?;
        for p in players {
            self.rematches.close(&mut base.presence, p);
        }
        let game = Game::new(Position::start_of(variant), HouseRules::default());
        let g = LiveGame::new(id, players, time, rated, game, clock);
        let view = live_view(&base.summary, &g, now);
        let listed = summary_of(&base.summary, &g, now);
        self.live.insert(id, g);
        base.presence.news.game_started(listed);
        self.listed = None;
        base.presence
            .send_game(id, players, &ServerMsg::Game { game: view });
        tracing::info!(game = id, ?players, %time, rated, variant = variant.name(), "game started");
        Ok(id)
    }

    /// Every game in progress.
    pub(crate) fn all(&self) -> impl Iterator<Item = &LiveGame> {
        self.live.values()
    }

    /// The live game `id` and `player`'s colour in it, or why they cannot act in it. A flag
    /// that has fallen ends the game first: nothing else is done in a game lost on time (no
    /// move, offer, acceptance, resignation or claim).
    fn own(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: GameId,
        now: Millis,
    ) -> Result<(LiveGame, Color), Refusal> {
        let Some(g) = self.live.get(&id) else {
            return Err(if base.store.game_exists(id).map_err(storage)? {
                refuse(ErrorCode::GameOver, format!("game {id} is over"))
            } else {
                unknown_game(id)
            });
        };
        let color = g.color_of(player).ok_or_else(|| {
            refuse(
                ErrorCode::NotYourGame,
                format!("you do not play in game {id}"),
            )
        })?;
        if g.flagged(now) {
            self.flag(base, id, now)?;
            return Err(refuse(ErrorCode::GameOver, "the game is over: flag fell"));
        }
        Ok((g.clone(), color))
    }

    pub(crate) fn play_move(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: GameId,
        notation: &str,
        ply: Option<u32>,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own(base, player, id, now)?;
        let played = g.game.moves().len();
        let mv = g.play(color, notation, ply, now)?;
        let finish = g
            .game
            .result()
            .map(|r| end::finish(&base.store, &g, End::Decided(r)))
            .transpose()?;
        let text = mv.to_string();
        base.store
            .commit_move(id, played as u32 + 1, &text, g.clock, now, finish.as_ref())
            .map_err(storage)?;
        let moved = ServerMsg::Moved {
            game: id,
            ply: played as u32 + 1,
            notation: text,
            position: g.game.position().to_string(),
            clock: g.clock_view(now),
            to_move: Some(g.mover()),
            turn: finish.is_none().then(|| g.turn(now)),
        };
        base.presence.send_game(id, g.players, &moved);
        match finish {
            Some(f) => self.ended(base, &g, &f),
            None => {
                if let Some(gone) = g.gone_mover(now) {
                    base.presence.send_game(id, g.players, &gone);
                }
                self.live.insert(id, g);
            }
        }
        Ok(())
    }

    /// Ends `g` without a move: stored first, then announced.
    fn conclude(
        &mut self,
        base: &mut Base,
        g: &LiveGame,
        end: End,
        now: Millis,
    ) -> Result<(), Refusal> {
        let f = end::finish(&base.store, g, end)?;
        let mut stopped = g.clone();
        stopped.charge(now, now);
        base.store
            .commit_finish(g.id, stopped.clock, &f, now)
            .map_err(storage)?;
        self.ended(base, g, &f);
        Ok(())
    }

    /// Announces a stored end and forgets the game.
    fn ended(&mut self, base: &mut Base, g: &LiveGame, f: &Finish) {
        base.summary
            .ended(g.players, g.game.position().variant(), f);
        base.cache.ended(g.players);
        self.rematches.open(&base.presence, g);
        base.presence
            .send_game(g.id, g.players, &end::game_over(g, f));
        self.live.remove(&g.id);
        self.listed = None;
        base.presence.game_over(g.id);
    }

    /// The side to move ran out of time: the opponent wins, or it is a draw when the
    /// opponent has fewer than two pieces (as R14 decides a blocked player's game).
    fn flag(&mut self, base: &mut Base, id: GameId, now: Millis) -> Result<(), Refusal> {
        let Some(g) = self.live.get(&id).cloned() else {
            return Ok(());
        };
        let winner = g.mover().opponent();
        let outcome = if g.game.position().pieces_of(winner).count() >= 2 {
            Outcome::Win(winner)
        } else {
            Outcome::Draw
        };
        self.conclude(base, &g, declared(outcome, EndReason::TimeForfeit), now)
    }

    /// Flags every game whose player to move is out of time, and aborts every game whose
    /// first moves are overdue.
    pub(crate) fn tick(&mut self, base: &mut Base, now: Millis) {
        let due: Vec<GameId> = self
            .live
            .values()
            .filter(|g| g.flagged(now) || g.first_move_overdue(now))
            .map(|g| g.id)
            .collect();
        for id in due {
            let Some(g) = self.live.get(&id).cloned() else {
                continue;
            };
            let done = if g.flagged(now) {
                self.flag(base, id, now)
            } else {
                self.conclude(base, &g, End::Aborted(AbortReason::NoFirstMove), now)
            };
            if let Err(e) = done {
                tracing::error!(game = id, why = %e.message, "end not stored");
            }
        }
    }

    pub(crate) fn resign(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (g, color) = self.own(base, player, id, now)?;
        let won = Outcome::Win(color.opponent());
        self.conclude(base, &g, declared(won, EndReason::Resignation), now)
    }

    /// Aborts a game in which a side has not moved yet: no result, no rating.
    pub(crate) fn abort(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: GameId,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (g, color) = self.own(base, player, id, now)?;
        if g.clocks_run() {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "both sides have moved: resign or offer a draw instead",
            ));
        }
        self.conclude(base, &g, End::Aborted(AbortReason::by(color)), now)
    }

    /// `player` acts on a draw offer or a take-back (`offers.rs` decides). An accepted
    /// take-back restarts the clock of the side to move now.
    pub(crate) fn offer(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: GameId,
        (offer, act): (Offer, Act),
        now: Millis,
    ) -> Result<(), Refusal> {
        let (mut g, color) = self.own(base, player, id, now)?;
        match offer.act(&mut g, color, act)? {
            Step::Nothing => Ok(()),
            Step::Announce(msg) => {
                let players = g.players;
                self.live.insert(id, g);
                base.presence.send_game(id, players, &msg);
                Ok(())
            }
            Step::Draw => {
                let agreed = declared(Outcome::Draw, EndReason::Agreement);
                self.conclude(base, &g, agreed, now)
            }
            Step::TakeBack(plies) => {
                g.take_back(plies, now);
                base.store
                    .take_back(id, g.game.moves().len(), g.clock)
                    .map_err(storage)?;
                let view = live_view(&base.summary, &g, now);
                self.live.insert(id, g.clone());
                base.presence
                    .send_game(id, g.players, &ServerMsg::Game { game: view });
                if let Some(gone) = g.gone_mover(now) {
                    base.presence.send_game(id, g.players, &gone);
                }
                Ok(())
            }
        }
    }

    /// `player` claims game `id`, won (`win`) or drawn, because the opponent to move has been
    /// gone long enough.
    pub(crate) fn claim(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        id: GameId,
        win: bool,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (g, color) = self.own(base, player, id, now)?;
        let outcome = g.claim(color, win, now)?;
        self.conclude(base, &g, declared(outcome, EndReason::Abandonment), now)
    }

    /// `player` lost their last connection: their rematches close, and the other player and
    /// the spectators of each of their games hear that they are gone.
    pub(crate) fn player_left(&mut self, base: &mut Base, player: PlayerId, now: Millis) {
        self.rematches.close(&mut base.presence, player);
        for g in self.live.values_mut() {
            if let Some(gone) = g.leave(player, now) {
                base.presence.send_game(g.id, g.players, &gone);
            }
        }
    }

    /// `player` is back: the others hear it.
    pub(crate) fn player_back(&mut self, base: &mut Base, player: PlayerId) {
        for g in self.live.values_mut() {
            if let Some((back, opponent)) = g.back(player) {
                // Not to the player: their welcome comes first, and says it all.
                base.presence.send_watchers_and(g.id, &[opponent], &back);
            }
        }
    }

    /// `player` acts on a rematch of `game`: offering again changes nothing, offering after
    /// the opponent did accepts theirs, and an accepted one starts (`game` to both).
    pub(crate) fn rematch(
        &mut self,
        base: &mut Base,
        player: PlayerId,
        game: GameId,
        act: Act,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (r, color) = self
            .rematches
            .of(player, game, self.live.contains_key(&game))?;
        let out = &mut base.presence;
        match act {
            Act::Make => match self.rematches.offer(out, game, &r, color) {
                Offered::Standing => return Ok(()),
                Offered::Accepts => {}
            },
            Act::Decline => return self.rematches.decline(out, game, &r, color),
            Act::Accept => {}
            // Nobody withdraws a rematch offer: it lapses when either player leaves.
            Act::Withdraw => return Ok(()),
        }
        r.offered_to(color)?;
        self.room_for(base, player, "you have")?;
        self.room_for(base, r.opponent(color), "your opponent has")?;
        let [white, black] = r.players;
        // Out of the way first, so the start's closing of the players' other rematches does
        // not announce this one as lapsed; back if the start fails (storage).
        let taken = self.rematches.take(game);
        if let Err(e) = self.start(base, [black, white], r.time, r.rated, r.variant, now) {
            self.rematches.put_back(game, taken);
            return Err(e);
        }
        Ok(())
    }
}
