//! Who is here: a player of a game in progress who loses their last connection is *gone*.
//! Their clock runs on (`clock.rs`); once they have been gone, on their own turn, for the
//! time control's abandonment timeout (`TimeControl::abandonment_ms`), the opponent may claim
//! the game, won or drawn. Coming back before a claim changes nothing.

use camelot_rules::{Color, Outcome};

use crate::clock::{Millis, index};
use crate::hub::{Hub, refuse};
use crate::play::LiveGame;
use crate::store::PlayerId;
use camelot_protocol::{ErrorCode, GameId, Gone, Refusal, ServerMsg};

/// The `termination` of a game claimed after the opponent left.
pub const ABANDONMENT: &str = "abandonment";

impl LiveGame {
    /// When the opponent of `side` may claim, if `side` is gone and to move: the timeout
    /// counts from when they left or when their turn began, whichever is later.
    fn claimable_at(&self, side: Color) -> Option<Millis> {
        let left = self.gone[index(side)]?;
        (self.mover() == side).then(|| left.max(self.clock.since) + self.time.abandonment_ms())
    }

    /// How long from `now` until a claim against `side` (gone): the whole timeout while it
    /// is not their turn.
    fn claimable_in(&self, side: Color, now: Millis) -> Millis {
        self.claimable_at(side)
            .map_or(self.time.abandonment_ms(), |at| (at - now).max(0))
    }

    /// The game view's `gone`: the side to move if they are gone, else the other.
    pub(crate) fn gone_view(&self, now: Millis) -> Option<Gone> {
        let mover = self.mover();
        [mover, mover.opponent()]
            .into_iter()
            .find(|&c| self.gone[index(c)].is_some())
            .map(|c| Gone {
                side: c.into(),
                claimable_in_ms: self.claimable_in(c, now),
            })
    }

    fn gone_msg(&self, side: Color, now: Millis) -> ServerMsg {
        ServerMsg::PlayerGone {
            game: self.id,
            side: side.into(),
            claimable_in_ms: self.claimable_in(side, now),
        }
    }
}

impl Hub {
    /// `player` lost their last connection: their seeks go, and the other player and the
    /// spectators of each of their games hear that they are gone.
    pub(crate) fn player_left(&mut self, player: PlayerId, now: Millis) {
        self.drop_seeks(player);
        self.close_rematches(player);
        let left = self.each_game_of(player, |g| match g.color_of(player) {
            Some(c) => g.gone[index(c)].replace(now).is_none(),
            None => false,
        });
        for g in left {
            let side = g.color_of(player).expect("a player of the game");
            self.send_game(g.id, g.players, &g.gone_msg(side, now));
        }
    }

    /// `player` is back: the others hear it.
    pub(crate) fn player_back(&mut self, player: PlayerId) {
        let back = self.each_game_of(player, |g| match g.color_of(player) {
            Some(c) => g.gone[index(c)].take().is_some(),
            None => false,
        });
        for g in back {
            let side = g.color_of(player).expect("a player of the game");
            let msg = ServerMsg::PlayerBack {
                game: g.id,
                side: side.into(),
            };
            // Not to the player: their welcome comes first, and says it all.
            let opponent = g.players[index(side.opponent())];
            self.send_watchers_and(g.id, &[opponent], &msg);
        }
    }

    /// The turn passed to a side that is gone: the countdown to a claim starts now, and the
    /// others hear its new length.
    pub(crate) fn announce_gone_mover(&mut self, g: &LiveGame, now: Millis) {
        if g.gone[index(g.mover())].is_some() {
            self.send_game(g.id, g.players, &g.gone_msg(g.mover(), now));
        }
    }

    /// `player` claims game `id`, won (`win`) or drawn, because the opponent to move has been
    /// gone long enough.
    pub(crate) fn claim(
        &mut self,
        player: PlayerId,
        id: GameId,
        win: bool,
        now: Millis,
    ) -> Result<(), Refusal> {
        let (g, color) = self.own_game(player, id)?;
        let opponent = color.opponent();
        if g.flagged(now) {
            self.tick(now);
            return Err(refuse(ErrorCode::GameOver, "the game is over: flag fell"));
        }
        if g.mover() != opponent {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "you may claim only while your opponent is to move",
            ));
        }
        if g.gone[index(opponent)].is_none() {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "your opponent is connected: there is nothing to claim",
            ));
        }
        let wait = g.claimable_in(opponent, now);
        if wait > 0 {
            return Err(refuse(
                ErrorCode::NotAllowed,
                format!(
                    "your opponent has not been gone long enough: you may claim in {} s",
                    (wait + 999) / 1000
                ),
            ));
        }
        let outcome = if win {
            Outcome::Win(color)
        } else {
            Outcome::Draw
        };
        self.conclude(&g, Some(outcome), ABANDONMENT, now)
    }
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;
    use std::sync::Arc;

    use super::*;
    use crate::hub::ConnId;
    use crate::store::Store;
    use crate::{Config, Hub, Link};
    use camelot_protocol::{GameStatus, Side};

    /// A connection in a hub test: its id and what it was sent.
    pub(crate) struct Conn(pub ConnId, Arc<Link>);

    impl Conn {
        pub(crate) fn open(hub: &mut Hub) -> Conn {
            let link = Arc::new(Link::new(1 << 20, 1000));
            Conn(
                hub.connect(link.clone(), IpAddr::from([127, 0, 0, 1])),
                link,
            )
        }

        fn said(&mut self, hub: &mut Hub, text: &str, now: Millis) {
            assert!(hub.handle(self.0, text, now), "{text}");
        }

        /// Everything sent since last asked.
        fn heard(&mut self) -> Vec<ServerMsg> {
            self.1
                .take()
                .iter()
                .map(|t| serde_json::from_str(t).unwrap())
                .collect()
        }

        fn token(&mut self) -> String {
            self.heard()
                .into_iter()
                .find_map(|m| match m {
                    ServerMsg::Welcome { token, .. } => Some(token),
                    _ => None,
                })
                .expect("welcome")
        }

        fn refused(&mut self) -> ErrorCode {
            self.heard()
                .into_iter()
                .find_map(|m| match m {
                    ServerMsg::Error { code, .. } => Some(code),
                    _ => None,
                })
                .expect("an error")
        }
    }

    /// `conn` plays the first legal move of game 1 at `now`.
    fn play(hub: &mut Hub, conn: &mut Conn, now: Millis) {
        let mv = hub.games[&1].game.position().legal_moves()[0].to_string();
        conn.said(
            hub,
            &format!(r#"{{"type":"move","game":1,"move":"{mv}"}}"#),
            now,
        );
        assert!(
            hub.games[&1]
                .game
                .moves()
                .last()
                .is_some_and(|m| m.to_string() == mv),
            "{mv}"
        );
    }

    fn sign_in(hub: &mut Hub, hello: &str, now: Millis) -> Conn {
        let mut c = Conn::open(hub);
        c.said(hub, hello, now);
        c
    }

    /// Ann (White) and Bob in a 1+0 game (15 s abandonment timeout), each side having moved
    /// once at 1 s and 2 s: White to move since 2 s, clocks running.
    fn game(hub: &mut Hub) -> (Conn, Conn, [String; 2]) {
        let mut ann = sign_in(hub, r#"{"type":"hello","protocol":1,"name":"Ann"}"#, 0);
        let mut bob = sign_in(hub, r#"{"type":"hello","protocol":1,"name":"Bob"}"#, 0);
        let tokens = [ann.token(), bob.token()];
        ann.said(hub, r#"{"type":"seek","time":"1+0","color":"white"}"#, 0);
        bob.said(hub, r#"{"type":"accept","seek":1}"#, 0);
        play(hub, &mut ann, 1_000);
        play(hub, &mut bob, 2_000);
        ann.heard();
        bob.heard();
        (ann, bob, tokens)
    }

    fn white_ms(hub: &Hub, now: Millis) -> i64 {
        hub.view(&hub.games[&1], now).clock.white_ms
    }

    #[test]
    fn leaving_on_ones_own_turn_costs_the_clock_what_staying_costs() {
        let mut stayed =
            Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        game(&mut stayed);
        let mut left = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        let (ann, _bob, [token, _]) = game(&mut left);
        // White to move leaves at 3 s and is back at 20 s.
        left.disconnect(ann.0, 3_000);
        let mut ann = sign_in(
            &mut left,
            &format!(r#"{{"type":"hello","protocol":1,"token":"{token}"}}"#),
            20_000,
        );
        assert_eq!(white_ms(&left, 21_000), white_ms(&stayed, 21_000));
        assert_eq!(white_ms(&left, 21_000), 60_000 - 19_000);
        // Either way the move made at 21 s is charged 19 s.
        ann.said(
            &mut left,
            r#"{"type":"move","game":1,"move":"F7-F8"}"#,
            21_000,
        );
        assert!(
            ann.heard()
                .iter()
                .any(|m| matches!(m, ServerMsg::Moved { clock, .. } if clock.white_ms == 41_000))
        );
    }

    #[test]
    fn the_clock_of_a_player_gone_runs_out_and_the_flag_falls() {
        let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        let (ann, mut bob, _) = game(&mut hub);
        hub.disconnect(ann.0, 3_000);
        hub.tick(61_999);
        assert!(hub.games.contains_key(&1));
        hub.tick(62_000);
        assert!(!hub.games.contains_key(&1), "flagged while away");
        assert!(bob.heard().iter().any(
            |m| matches!(m, ServerMsg::GameOver { result, termination, .. } if result == "0-1" && termination == "time")
        ));
    }

    #[test]
    fn a_claim_is_refused_too_early_then_wins_rated_stored_and_restored() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.db");
        let mut hub = Hub::open(&db, Config::default(), 0).unwrap();
        let (ann, mut bob, _) = game(&mut hub);
        // While White is connected, or on the claimant's own turn: nothing to claim.
        bob.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 2_500);
        assert_eq!(bob.refused(), ErrorCode::NotAllowed);
        hub.disconnect(ann.0, 3_000);
        let gone = bob.heard();
        assert!(gone.contains(&ServerMsg::PlayerGone {
            game: 1,
            side: Side::White,
            claimable_in_ms: 15_000
        }));
        assert_eq!(
            hub.view(&hub.games[&1], 10_000).gone,
            Some(Gone {
                side: Side::White,
                claimable_in_ms: 8_000
            })
        );
        // Gone at 3 s: the claim opens at 18 s.
        bob.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 17_999);
        assert_eq!(bob.refused(), ErrorCode::NotAllowed);
        bob.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 18_000);
        let over = bob.heard();
        assert!(
            over.iter().any(
                |m| matches!(m, ServerMsg::GameOver { result, termination, rating: Some(_), .. }
                if result == "0-1" && termination == ABANDONMENT)
            ),
            "{over:?}"
        );
        drop(hub);
        let hub = Hub::open(&db, Config::default(), 30_000).unwrap();
        assert!(hub.games.is_empty());
        let stored = hub.store.game(1).unwrap().unwrap();
        assert_eq!(stored.status, GameStatus::Finished);
        assert_eq!(stored.termination.as_deref(), Some(ABANDONMENT));
        assert_eq!(stored.outcome, Some(Outcome::Win(Color::Black)));
    }

    #[test]
    fn the_countdown_starts_when_the_turn_passes_to_the_gone_side_and_a_draw_may_be_claimed() {
        let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        let (mut ann, bob, _) = game(&mut hub);
        ann.said(
            &mut hub,
            r#"{"type":"move","game":1,"move":"F7-F8"}"#,
            2_500,
        );
        // Black leaves at 3 s, on their own turn.
        hub.disconnect(bob.0, 3_000);
        assert!(ann.heard().contains(&ServerMsg::PlayerGone {
            game: 1,
            side: Side::Black,
            claimable_in_ms: 15_000
        }));
        ann.said(&mut hub, r#"{"type":"claim_draw","game":1}"#, 17_000);
        assert_eq!(ann.refused(), ErrorCode::NotAllowed);
        ann.said(&mut hub, r#"{"type":"claim_draw","game":1}"#, 18_000);
        assert!(
            ann.heard()
                .iter()
                .any(|m| matches!(m, ServerMsg::GameOver { result, .. } if result == "1/2-1/2"))
        );
    }

    #[test]
    fn a_player_gone_on_the_opponents_turn_has_the_whole_timeout_from_their_turn() {
        let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        let (mut ann, bob, [_, token]) = game(&mut hub);
        // Black leaves at 3 s, on White's turn; White moves at 10 s.
        hub.disconnect(bob.0, 3_000);
        ann.heard();
        ann.said(
            &mut hub,
            r#"{"type":"move","game":1,"move":"F7-F8"}"#,
            10_000,
        );
        assert!(ann.heard().contains(&ServerMsg::PlayerGone {
            game: 1,
            side: Side::Black,
            claimable_in_ms: 15_000
        }));
        ann.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 24_999);
        assert_eq!(ann.refused(), ErrorCode::NotAllowed);
        // Back before the claim: play goes on, and the claim is refused.
        let hello = format!(r#"{{"type":"hello","protocol":1,"token":"{token}"}}"#);
        sign_in(&mut hub, &hello, 25_000);
        assert!(ann.heard().contains(&ServerMsg::PlayerBack {
            game: 1,
            side: Side::Black
        }));
        assert_eq!(hub.view(&hub.games[&1], 25_000).gone, None);
        ann.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 30_000);
        assert_eq!(ann.refused(), ErrorCode::NotAllowed);
    }

    #[test]
    fn a_first_move_that_does_not_come_aborts_the_game() {
        let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        let mut ann = sign_in(&mut hub, r#"{"type":"hello","protocol":1,"name":"Ann"}"#, 0);
        let mut bob = sign_in(&mut hub, r#"{"type":"hello","protocol":1,"name":"Bob"}"#, 0);
        ann.said(
            &mut hub,
            r#"{"type":"seek","time":"1+0","color":"white"}"#,
            0,
        );
        bob.said(&mut hub, r#"{"type":"accept","seek":1}"#, 0);
        play(&mut hub, &mut ann, 20_000);
        // No clock runs before each side's first move, and then it starts full.
        let view = hub.view(&hub.games[&1], 40_000);
        assert_eq!(
            (view.clock.white_ms, view.clock.black_ms, view.clock.running),
            (60_000, 60_000, None)
        );
        hub.tick(49_999);
        assert!(hub.games.contains_key(&1));
        hub.tick(50_000);
        assert!(!hub.games.contains_key(&1), "Black's first move is overdue");
        assert!(bob.heard().iter().any(
            |m| matches!(m, ServerMsg::GameOver { result, termination, rating: None, .. } if result == "*" && termination == "aborted")
        ));
    }
}
