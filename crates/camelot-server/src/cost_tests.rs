//! What a request costs: a finished game replayed once however often it is watched or
//! reviewed, a player's games by pages, the listing of games in progress as summaries kept a
//! second (docs/server.md, "What a request costs").

use std::net::IpAddr;
use std::sync::Arc;

use crate::clock::{Clock, Millis};
use crate::store::{Finish, Store};
use crate::{Config, Hub, Link};
use camelot_protocol::{GameStatus, PlayedGame, ServerMsg};
use camelot_rules::{EndReason, GameResult, Outcome, Variant};

struct Conn(crate::presence::ConnId, Arc<Link>);

impl Conn {
    /// Signs in: `who` is `"name":"…"` (a new player) or `"token":"…"`.
    fn signed_in(hub: &mut Hub, who: &str, now: Millis) -> Conn {
        let link = Arc::new(Link::new(1 << 22, 10_000));
        let c = Conn(
            hub.connect(link.clone(), IpAddr::from([127, 0, 0, 1])),
            link,
        );
        c.say(
            hub,
            &format!(r#"{{"type":"hello","protocol":2,{who}}}"#),
            now,
        );
        c.heard();
        c
    }

    fn say(&self, hub: &mut Hub, text: &str, now: Millis) {
        assert!(hub.handle(self.0, text, now), "{text}");
    }

    fn heard(&self) -> Vec<String> {
        self.1.take()
    }

    /// The one message `text` is answered with (what came before is dropped).
    fn ask(&self, hub: &mut Hub, text: &str, now: Millis) -> ServerMsg {
        self.heard();
        self.say(hub, text, now);
        let heard = self.heard();
        assert_eq!(heard.len(), 1, "{heard:?}");
        serde_json::from_str(&heard[0]).unwrap()
    }
}

/// A store where "Ann" (player 1) and "Bob" (2) played `n` finished games, White won by
/// resignation after one move.
fn played(n: usize) -> Store {
    let mut s = Store::in_memory().unwrap();
    let time = "5+3".parse().unwrap();
    let ann = s.create_player("Ann", "a", 0).unwrap();
    let bob = s.create_player("Bob", "b", 0).unwrap();
    let resigned = Finish {
        result: Some(GameResult {
            outcome: Outcome::Win(camelot_rules::Color::White),
            reason: EndReason::Resignation,
        }),
        ratings: None,
        aborted: None,
    };
    s.begin_batch().unwrap();
    for i in 0..n {
        let players = if i % 2 == 0 { [ann, bob] } else { [bob, ann] };
        let clock = Clock::new(time, 0);
        let id = s
            .create_game(players, time, false, Variant::Camelot, clock, 0)
            .unwrap();
        s.commit_move(id, 1, "C6-C7", clock, 1, Some(&resigned))
            .unwrap();
    }
    s.end_batch().unwrap();
    s
}

#[test]
fn a_finished_game_is_replayed_once_however_often_it_is_watched_or_reviewed() {
    let mut hub = Hub::with_store(played(1), Config::default(), 0).unwrap();
    let carl = Conn::signed_in(&mut hub, r#""name":"Carl""#, 0);
    for _ in 0..3 {
        match carl.ask(&mut hub, r#"{"type":"watch","game":1}"#, 0) {
            ServerMsg::Game { game } => {
                assert_eq!(game.status, GameStatus::Finished);
                assert_eq!(game.moves, ["C6-C7"]);
            }
            m => panic!("{m:?}"),
        }
        match carl.ask(&mut hub, r#"{"type":"review","game":1}"#, 0) {
            ServerMsg::Review {
                positions, record, ..
            } => {
                assert_eq!(positions.len(), 2);
                assert!(record.is_some());
            }
            m => panic!("{m:?}"),
        }
    }
    assert_eq!(hub.base.cache.replays, 1);
}

fn page(hub: &mut Hub, conn: &Conn, before: Option<i64>) -> (Vec<PlayedGame>, Option<i64>) {
    let before = before.map_or(String::new(), |b| format!(r#","before":{b}"#));
    match conn.ask(
        hub,
        &format!(r#"{{"type":"player","name":"ann"{before}}}"#),
        0,
    ) {
        ServerMsg::PlayerProfile { profile } => (profile.games, profile.older),
        m => panic!("{m:?}"),
    }
}

#[test]
fn a_players_games_come_by_pages_newest_first() {
    let mut hub = Hub::with_store(played(65), Config::default(), 0).unwrap();
    let carl = Conn::signed_in(&mut hub, r#""name":"Carl""#, 0);
    let (first, older) = page(&mut hub, &carl, None);
    let ids = |games: &[PlayedGame]| games.iter().map(|g| g.id).collect::<Vec<_>>();
    assert_eq!(ids(&first), (36..=65).rev().collect::<Vec<_>>());
    assert_eq!(older, Some(36));
    let (second, older) = page(&mut hub, &carl, older);
    assert_eq!(ids(&second), (6..=35).rev().collect::<Vec<_>>());
    let (last, older) = page(&mut hub, &carl, older);
    assert_eq!(ids(&last), (1..=5).rev().collect::<Vec<_>>());
    assert_eq!(older, None);
    assert!(first[0].opponent == "Bob" && second[0].opponent == "Bob");
}

#[test]
fn the_live_listing_carries_summaries_built_at_most_once_a_second() {
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), 0).unwrap();
    let ann = Conn::signed_in(&mut hub, r#""name":"Ann""#, 0);
    let bob = Conn::signed_in(&mut hub, r#""name":"Bob""#, 0);
    ann.say(
        &mut hub,
        r#"{"type":"seek","time":"5+3","color":"white"}"#,
        0,
    );
    bob.say(&mut hub, r#"{"type":"accept","seek":1}"#, 0);
    ann.say(&mut hub, r#"{"type":"move","game":1,"move":"C6-C7"}"#, 0);
    let list = |hub: &mut Hub, now| {
        bob.heard();
        bob.say(hub, r#"{"type":"list_games"}"#, now);
        let text = bob.heard().pop().unwrap();
        assert!(!text.contains("\"moves\""), "no move lists: {text}");
        match serde_json::from_str(&text).unwrap() {
            ServerMsg::LiveGames { games } => games,
            m => panic!("{m:?}"),
        }
    };
    let games = list(&mut hub, 10);
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!((g.white.as_str(), g.black.as_str()), ("Ann", "Bob"));
    assert_eq!((g.plies, g.last_move.as_deref()), (1, Some("C6-C7")));
    assert_eq!(g.ratings, [1500, 1500]);
    let mv = hub.games.get(1).unwrap().game.position().legal_moves()[0].to_string();
    bob.say(
        &mut hub,
        &format!(r#"{{"type":"move","game":1,"move":"{mv}"}}"#),
        20,
    );
    assert_eq!(list(&mut hub, 500)[0].plies, 1, "kept for a second");
    assert_eq!(list(&mut hub, 1010)[0].plies, 2, "built again after it");
}

#[test]
fn a_players_kept_page_is_read_again_when_their_game_ends() {
    let mut hub = Hub::with_store(played(2), Config::default(), 0).unwrap();
    let ann = Conn::signed_in(&mut hub, r#""token":"a""#, 0);
    let bob = Conn::signed_in(&mut hub, r#""token":"b""#, 0);
    assert_eq!(page(&mut hub, &ann, None).0.len(), 2);
    ann.say(
        &mut hub,
        r#"{"type":"seek","time":"5+3","color":"white"}"#,
        0,
    );
    bob.say(&mut hub, r#"{"type":"accept","seek":1}"#, 0);
    ann.say(&mut hub, r#"{"type":"move","game":3,"move":"C6-C7"}"#, 0);
    assert_eq!(page(&mut hub, &ann, None).0.len(), 2, "game 3 is not over");
    bob.say(&mut hub, r#"{"type":"resign","game":3}"#, 10);
    let (games, _) = page(&mut hub, &ann, None);
    assert_eq!(games.len(), 3);
    assert_eq!(
        (games[0].id, games[0].result),
        (3, Outcome::Win(camelot_rules::Color::White))
    );
}
