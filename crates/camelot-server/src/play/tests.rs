//! A hub with players who leave and come back: clocks that run on, claims, aborts.

use std::net::IpAddr;
use std::sync::Arc;

use super::*;
use crate::presence::ConnId;
use crate::store::Store;
use crate::{Config, Hub, Link};
use camelot_protocol::{AbortReason, GameStatus, GameView, Gone};
use camelot_rules::GameResult;

/// Game 1, in progress.
fn live(hub: &Hub) -> &LiveGame {
    hub.games.get(1).expect("game 1 in progress")
}

/// Game 1's view at `now`.
fn view(hub: &Hub, now: Millis) -> GameView {
    live_view(&hub.base.summary, live(hub), now)
}

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
    let mv = live(hub).game.position().legal_moves()[0].to_string();
    conn.said(
        hub,
        &format!(r#"{{"type":"move","game":1,"move":"{mv}"}}"#),
        now,
    );
    assert!(
        live(hub)
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
    view(hub, now).clock.white_ms
}

#[test]
fn leaving_on_ones_own_turn_costs_the_clock_what_staying_costs() {
    let mut stayed = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
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
    assert!(hub.games.get(1).is_some());
    hub.tick(62_000);
    assert!(hub.games.get(1).is_none(), "flagged while away");
    assert!(bob.heard().iter().any(
        |m| matches!(m, ServerMsg::GameOver { result, termination, .. } if *result == Some(Outcome::Win(Color::Black)) && *termination == Some(EndReason::TimeForfeit))
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
        side: Color::White,
        claimable_in_ms: 15_000
    }));
    assert_eq!(
        view(&hub, 10_000).gone,
        Some(Gone {
            side: Color::White,
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
            if *result == Some(Outcome::Win(Color::Black)) && *termination == Some(EndReason::Abandonment))
        ),
        "{over:?}"
    );
    drop(hub);
    let hub = Hub::open(&db, Config::default(), 30_000).unwrap();
    assert!(hub.games.all().next().is_none());
    let stored = hub.base.store.game(1).unwrap().unwrap();
    assert_eq!(stored.status, GameStatus::Finished);
    let claimed = GameResult {
        outcome: Outcome::Win(Color::Black),
        reason: EndReason::Abandonment,
    };
    assert_eq!(stored.result, Some(claimed));
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
        side: Color::Black,
        claimable_in_ms: 15_000
    }));
    ann.said(&mut hub, r#"{"type":"claim_draw","game":1}"#, 17_000);
    assert_eq!(ann.refused(), ErrorCode::NotAllowed);
    ann.said(&mut hub, r#"{"type":"claim_draw","game":1}"#, 18_000);
    assert!(ann.heard().iter().any(
        |m| matches!(m, ServerMsg::GameOver { result, .. } if *result == Some(Outcome::Draw))
    ));
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
        side: Color::Black,
        claimable_in_ms: 15_000
    }));
    ann.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 24_999);
    assert_eq!(ann.refused(), ErrorCode::NotAllowed);
    // Back before the claim: play goes on, and the claim is refused.
    let hello = format!(r#"{{"type":"hello","protocol":1,"token":"{token}"}}"#);
    sign_in(&mut hub, &hello, 25_000);
    assert!(ann.heard().contains(&ServerMsg::PlayerBack {
        game: 1,
        side: Color::Black
    }));
    assert_eq!(view(&hub, 25_000).gone, None);
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
    let view = view(&hub, 40_000);
    assert_eq!(
        (view.clock.white_ms, view.clock.black_ms, view.clock.running),
        (60_000, 60_000, None)
    );
    hub.tick(49_999);
    assert!(hub.games.get(1).is_some());
    hub.tick(50_000);
    assert!(hub.games.get(1).is_none(), "Black's first move is overdue");
    assert!(bob.heard().iter().any(
        |m| matches!(m, ServerMsg::GameOver { result, termination, rating: None, .. } if result.is_none() && termination.is_none())
    ));
}

/// Ann (White) and Bob in a 1+0 game started at 0, nobody having moved.
fn unplayed(hub: &mut Hub) -> (Conn, Conn) {
    let mut ann = sign_in(hub, r#"{"type":"hello","protocol":1,"name":"Ann"}"#, 0);
    let mut bob = sign_in(hub, r#"{"type":"hello","protocol":1,"name":"Bob"}"#, 0);
    ann.said(hub, r#"{"type":"seek","time":"1+0","color":"white"}"#, 0);
    bob.said(hub, r#"{"type":"accept","seek":1}"#, 0);
    ann.heard();
    bob.heard();
    (ann, bob)
}

fn aborted(heard: &[ServerMsg]) -> bool {
    heard.iter().any(|m| {
        matches!(
            m,
            ServerMsg::GameOver {
                result: None,
                termination: None,
                rating: None,
                ..
            }
        )
    })
}

#[test]
fn no_claim_before_both_sides_have_moved_the_game_is_aborted_instead() {
    // White gone before her first move: the claim would open at 15 s, the abort is at 30 s.
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
    let (ann, mut bob) = unplayed(&mut hub);
    hub.disconnect(ann.0, 1_000);
    let gone = bob.heard();
    assert!(
        gone.iter().any(
            |m| matches!(m, ServerMsg::PlayerGone { claimable_in_ms, .. }
            if *claimable_in_ms >= 30_000 - 1_000)
        ),
        "the countdown ends after the abort: {gone:?}"
    );
    bob.said(&mut hub, r#"{"type":"claim_win","game":1}"#, 20_000);
    assert_eq!(bob.refused(), ErrorCode::NotAllowed);
    hub.tick(30_000);
    assert!(aborted(&bob.heard()));

    // Black gone before his first move, White having moved.
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
    let (mut ann, bob) = unplayed(&mut hub);
    hub.disconnect(bob.0, 1_000);
    play(&mut hub, &mut ann, 2_000);
    ann.said(&mut hub, r#"{"type":"claim_draw","game":1}"#, 20_000);
    assert_eq!(ann.refused(), ErrorCode::NotAllowed);
    hub.tick(32_000);
    assert!(aborted(&ann.heard()));
}

#[test]
fn a_fallen_flag_ends_the_game_before_an_offer_can_be_accepted() {
    for (offer, accept) in [
        ("offer_draw", "accept_draw"),
        ("offer_takeback", "accept_takeback"),
    ] {
        let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
        // White to move since 2 s with 60 s: her flag falls at 62 s.
        let (mut ann, mut bob, _) = game(&mut hub);
        bob.said(
            &mut hub,
            &format!(r#"{{"type":"{offer}","game":1}}"#),
            3_000,
        );
        ann.heard();
        // Her acceptance reaches the hub before the tick that would flag her.
        ann.said(
            &mut hub,
            &format!(r#"{{"type":"{accept}","game":1}}"#),
            62_500,
        );
        assert_eq!(ann.refused(), ErrorCode::GameOver, "{accept}");
        assert!(hub.games.get(1).is_none(), "{accept}");
        assert!(bob.heard().iter().any(
            |m| matches!(m, ServerMsg::GameOver { result, termination, .. } if *result == Some(Outcome::Win(Color::Black)) && *termination == Some(EndReason::TimeForfeit))
        ), "{accept}");
    }
}

/// The `moved` messages among `heard`.
fn moves_heard(heard: &[ServerMsg]) -> Vec<(Option<Color>, Option<camelot_protocol::Turn>)> {
    heard
        .iter()
        .filter_map(|m| match m {
            ServerMsg::Moved { to_move, turn, .. } => Some((*to_move, turn.clone())),
            _ => None,
        })
        .collect()
}

/// The reason of the aborted game among `heard`.
fn abort_reason(heard: &[ServerMsg]) -> Option<AbortReason> {
    heard.iter().find_map(|m| match m {
        ServerMsg::GameOver { aborted, .. } => *aborted,
        _ => None,
    })
}

#[test]
fn moved_carries_the_next_turn_as_the_server_decided_it() {
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
    let (mut ann, mut bob) = unplayed(&mut hub);
    // The start: White to move, the first move awaited 30 s, either player may abort.
    let start = view(&hub, 4_000);
    assert!(start.clocked);
    let turn = start.turn.expect("a game in progress has its turn");
    assert_eq!(turn.abort_in_ms, Some(26_000));
    assert_eq!(turn.claim_in_ms, None);
    assert_eq!(
        turn.legal.len(),
        crate::thin::legal_moves(live(&hub).game.position()).len()
    );
    // White moves at 5 s: Black to move, his legal paths in the same message, the first-move
    // deadline counted again from the move.
    play(&mut hub, &mut ann, 5_000);
    let heard = moves_heard(&bob.heard());
    let [(to_move, Some(turn))] = heard.as_slice() else {
        panic!("one moved with its turn: {heard:?}")
    };
    assert_eq!(*to_move, Some(Color::Black));
    let position = live(&hub).game.position();
    assert_eq!(turn.legal, crate::thin::legal_moves(position));
    assert!(!turn.legal.is_empty());
    assert_eq!(turn.abort_in_ms, Some(30_000));
    // Both sides have moved: no abort any more; White gone on her turn, a claim opens after
    // the 15 s timeout.
    hub.disconnect(ann.0, 6_000);
    play(&mut hub, &mut bob, 7_000);
    let heard = moves_heard(&bob.heard());
    let [(Some(Color::White), Some(turn))] = heard.as_slice() else {
        panic!("{heard:?}")
    };
    assert_eq!(turn.abort_in_ms, None);
    assert_eq!(turn.claim_in_ms, Some(15_000));
    assert_eq!(view(&hub, 20_000).turn.unwrap().claim_in_ms, Some(2_000));
}

#[test]
fn an_aborted_game_says_why() {
    // Nobody moved in time: the server aborted it.
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
    let (mut ann, _bob) = unplayed(&mut hub);
    hub.tick(30_000);
    assert_eq!(abort_reason(&ann.heard()), Some(AbortReason::NoFirstMove));
    // Black aborted it; the stored game says so too.
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
    let (mut ann, mut bob) = unplayed(&mut hub);
    bob.said(&mut hub, r#"{"type":"abort","game":1}"#, 1_000);
    assert_eq!(abort_reason(&ann.heard()), Some(AbortReason::BlackAborted));
    bob.heard();
    bob.said(&mut hub, r#"{"type":"watch","game":1}"#, 2_000);
    let stored = bob.heard().into_iter().find_map(|m| match m {
        ServerMsg::Game { game } => Some(game),
        _ => None,
    });
    let stored = stored.expect("the game's view");
    assert_eq!(stored.aborted, Some(AbortReason::BlackAborted));
    assert_eq!(stored.turn, None);
}
