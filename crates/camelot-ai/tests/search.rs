//! The engine's contract: legal moves only, forced wins found, one-move losses avoided,
//! deadlines and the stop flag obeyed. Each hand-built position's claims are checked with
//! the rules core first.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use camelot_ai::{Engine, Level, MATE, Rng, SearchLimits, choose_move};
use camelot_rules::{Color, EndReason, HouseRules, MoveKey, Outcome, Position};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn wins(p: &Position, color: Color, reason: EndReason) -> bool {
    p.static_result()
        .is_some_and(|r| r.outcome == Outcome::Win(color) && r.reason == reason)
}

/// Whether the side to move can win at once by any rule.
fn wins_in_one(p: &Position) -> bool {
    let us = p.side_to_move();
    p.legal_keys().iter().any(|m| {
        p.play(m)
            .result()
            .is_some_and(|r| r.outcome == Outcome::Win(us))
    })
}

fn search_depth(p: &Position, depth: u32) -> camelot_ai::SearchResult {
    let limits = SearchLimits {
        depth: Some(depth),
        ..SearchLimits::default()
    };
    Engine::new(4).search(p, &[], limits, &AtomicBool::new(false), |_| {})
}

/// Positions from random playouts of the start, some of them finished games.
fn playout_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let mut p = Position::start();
        for _ in 0..rng.below(120) {
            let moves = p.legal_keys();
            if moves.is_empty() {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]);
        }
        found.push(p);
    }
    found
}

#[test]
fn every_level_plays_only_legal_moves() {
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(4);
    for (i, p) in playout_positions(11, 12).iter().enumerate() {
        let legal = p.legal_keys();
        for level in Level::ALL {
            let budget = Some(Duration::from_millis(15));
            let choice = engine.choose_move(level, p, &[], budget, &stop, i as u64, |_| {});
            match choice {
                Some(c) => {
                    assert!(
                        legal.contains(&c.key),
                        "{level} played an illegal move in {p}"
                    );
                    assert_eq!(c.path, p.canonical_path(&c.key));
                }
                None => assert!(legal.is_empty(), "{level} found no move in {p}"),
            }
        }
        let searched = engine.search(
            p,
            &[],
            SearchLimits {
                depth: Some(2),
                ..SearchLimits::default()
            },
            &stop,
            |_| {},
        );
        assert_eq!(searched.best.is_none(), legal.is_empty(), "{p}");
        for (k, m) in searched.info.pv.iter().enumerate() {
            let at = searched.info.pv[..k].iter().fold(*p, |q, m| q.play(m));
            assert!(
                at.legal_keys().contains(m),
                "PV move {k} is illegal from {p}"
            );
        }
    }
}

#[test]
fn r11_r13_finished_games_have_no_move() {
    let stop = AtomicBool::new(false);
    // R11: White stands on F16 and G16.
    let castle_won = pos("MM/8/10/12/12/12/12/12/m10m/12/12/12/12/10/8/2 b 0 0 - 0");
    // R13: Black has no piece left.
    let all_captured = pos("2/8/10/12/12/12/12/12/M10M/12/12/12/12/10/8/2 b 0 0 - 0");
    for p in [castle_won, all_captured] {
        assert!(p.result().is_some());
        assert_eq!(search_depth(&p, 3).best, None);
        for level in Level::ALL {
            assert_eq!(
                choose_move(
                    level,
                    &p,
                    &[],
                    Some(Duration::from_millis(10)),
                    &stop,
                    1,
                    |_| {}
                ),
                None
            );
        }
    }
}

#[test]
fn r11_finds_the_castle_entry_that_wins() {
    // White already stands on F16; G15-G16 completes Black's castle.
    let p = pos("M1/4M3/10/12/12/12/12/12/m10m/12/12/12/12/10/8/2 w 0 0 - 0");
    let entry: MoveKey = p.read_move("G15-G16").unwrap().key();
    assert!(wins(
        &p.play(&entry),
        Color::White,
        EndReason::CastleOccupied
    ));
    assert!(p.legal_keys().len() > 1);
    let r = search_depth(&p, 4);
    assert_eq!(r.best, Some(entry));
    assert_eq!(r.info.score, MATE - 1);
}

#[test]
fn r13_finds_the_capture_of_the_last_pieces() {
    // Both white men must jump (R7): D4xD6xF8 takes both black men, F7xD7 only one.
    let p = pos("2/8/10/12/12/12/12/12/12/4mM6/12/3m8/3M8/10/8/2 w 0 0 - 0");
    let sweep: MoveKey = p.read_move("D4xD6xF8").unwrap().key();
    assert!(wins(&p.play(&sweep), Color::White, EndReason::AllCaptured));
    assert!(
        p.legal_keys()
            .iter()
            .any(|m| p.play(m).static_result().is_none())
    );
    let r = search_depth(&p, 3);
    assert_eq!(r.best, Some(sweep));
    assert_eq!(r.info.score, MATE - 1);
}

#[test]
fn r11_finds_a_win_in_two() {
    // White on F16 needs the man on G14 two steps away; Black is too far to interfere.
    let p = pos("M1/8/5M4/12/12/12/12/12/m10m/12/12/12/12/10/8/2 w 0 0 - 0");
    assert!(!wins_in_one(&p));
    let r = search_depth(&p, 5);
    assert_eq!(r.info.score, MATE - 3, "a win in three plies");
    let after = p.play(&r.best.unwrap());
    let replies = after.legal_keys();
    assert!(!replies.is_empty());
    for reply in replies {
        assert!(
            wins_in_one(&after.play(&reply)),
            "White wins after {reply:?}"
        );
    }
}

#[test]
fn r11_avoids_a_one_move_loss() {
    // Black stands on F1 and threatens G2-G1. White has no jump, so nothing is forced (R7),
    // but the knight's charge J4-H2xF2 takes the man on G2 (R6).
    let p = pos("2/8/10/12/m11/12/12/12/12/12/12/M11/9N2/7M2/4m3/m1 w 0 0 - 0");
    let loses_at_once = |m: &MoveKey| wins_in_one(&p.play(m));
    let moves = p.legal_keys();
    let safe: Vec<_> = moves.iter().filter(|m| !loses_at_once(m)).collect();
    assert!(
        !safe.is_empty() && safe.len() < moves.len() / 4,
        "most moves lose at once"
    );
    for level in [Level::Medium, Level::Hard, Level::Expert] {
        let mv = choose_move(
            level,
            &p,
            &[],
            Some(Duration::from_millis(200)),
            &AtomicBool::new(false),
            5,
            |_| {},
        );
        assert!(!loses_at_once(&mv.unwrap()), "{level} lost at once");
    }
}

#[test]
fn a_deadline_is_honoured() {
    let start = Instant::now();
    let limits = SearchLimits {
        time: Some(Duration::from_millis(50)),
        ..SearchLimits::default()
    };
    let r = Engine::new(16).search(
        &Position::start(),
        &[],
        limits,
        &AtomicBool::new(false),
        |_| {},
    );
    // Generous: the machine may be busy, but a search that ignored its deadline runs on.
    assert!(
        start.elapsed() < Duration::from_millis(1000),
        "took {:?}",
        start.elapsed()
    );
    assert!(Position::start().legal_keys().contains(&r.best.unwrap()));
}

#[test]
fn a_search_stopped_from_another_thread_returns_promptly() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, Ordering::Relaxed);
        Instant::now()
    });
    let p = Position::start();
    // No limit at all: depth 64 from the start takes ages, so only the flag can end it.
    let r = Engine::new(16).search(&p, &[], SearchLimits::default(), &stop, |_| {});
    let returned = Instant::now();
    let stopped = stopper.join().unwrap();
    assert!(
        returned > stopped,
        "the search ended before the flag was set"
    );
    assert!(returned.duration_since(stopped) < Duration::from_millis(1000));
    assert!(p.legal_keys().contains(&r.best.unwrap()));
}

#[test]
fn an_unbounded_budget_does_not_overflow_the_clock() {
    let p = pos("M1/4M3/10/12/12/12/12/12/m10m/12/12/12/12/10/8/2 w 0 0 - 0");
    let stop = AtomicBool::new(false);
    let limits = SearchLimits {
        time: Some(Duration::MAX),
        target: Some(Duration::MAX),
        depth: Some(2),
        nodes: None,
    };
    assert!(
        Engine::new(1)
            .search(&p, &[], limits, &stop, |_| {})
            .best
            .is_some()
    );
    for level in Level::ALL {
        assert!(choose_move(level, &p, &[], Some(Duration::MAX), &stop, 3, |_| {}).is_some());
    }
}

/// Black, two men against six, may step F9-F8 into a jump (F7xF9): a lost man, unless the
/// position it makes has been seen before, when R15's repetition rule draws the game.
const BEHIND: &str = "2/8/10/11m/12/12/12/5m6/12/5M6/12/12/MMM6MM1/10/8/2 b 0 0 - 10";

fn best_under(p: &Position, history: &[u64], rules: HouseRules) -> camelot_ai::SearchResult {
    let mut engine = Engine::new(4);
    engine.set_house_rules(rules);
    let limits = SearchLimits {
        depth: Some(4),
        ..SearchLimits::default()
    };
    engine.search(p, history, limits, &AtomicBool::new(false), |_| {})
}

#[test]
fn r15_repetition_is_a_draw_only_when_the_house_rule_is_on() {
    let p = pos(BEHIND);
    let repeat = p.read_move("F9-F8").unwrap().key();
    let after = p.play(&repeat);
    assert!(
        after.legal_keys().iter().all(MoveKey::is_capture),
        "F7xF9 is forced"
    );
    // The position after F9-F8 stood on the board four plies before it.
    let history = [after.hash(), 1, 2];
    let on = HouseRules {
        repetition: true,
        no_progress: false,
    };
    let r = best_under(&p, &history, on);
    assert_eq!(
        (r.best, r.info.score),
        (Some(repeat), 0),
        "the draw saves Black"
    );
    for rules in [
        HouseRules::STRICT_WCF,
        HouseRules {
            repetition: false,
            ..HouseRules::default()
        },
    ] {
        let r = best_under(&p, &history, rules);
        assert_ne!(r.best, Some(repeat), "{rules:?}: F9-F8 only loses a man");
        assert!(r.info.score < -200, "{rules:?}: {}", r.info.score);
    }
}

#[test]
fn r15_no_progress_is_a_draw_only_when_the_house_rule_is_on() {
    // 99 quiet plies: Black's next quiet move is the hundredth.
    let p = pos(&BEHIND.replace(" 10", " 99"));
    let on = HouseRules {
        repetition: false,
        no_progress: true,
    };
    assert_eq!(best_under(&p, &[], on).info.score, 0);
    for rules in [
        HouseRules::STRICT_WCF,
        HouseRules {
            no_progress: false,
            ..HouseRules::default()
        },
    ] {
        let score = best_under(&p, &[], rules).info.score;
        assert!(score < -200, "{rules:?}: {score}");
    }
}

#[test]
fn r15_think_follows_the_games_house_rules_in_a_background_thread() {
    // 99 quiet plies and Black behind: the game's no-progress rule decides the score.
    let p = pos(&BEHIND.replace(" 10", " 99"));
    let mut engine = Engine::default();
    for (rules, drawn) in [
        (HouseRules::default(), true),
        (HouseRules::STRICT_WCF, false),
    ] {
        let game = camelot_rules::Game::new(p, rules);
        let stop = AtomicBool::new(false);
        let budget = Some(Duration::from_millis(100));
        // The engine moves into the task and back, as in the game.
        let task = std::thread::spawn(move || {
            let choice = engine.think(Level::Expert, &game, budget, &stop, 1, |_| {});
            (engine, game, choice)
        });
        let (back, mut game, choice) = task.join().unwrap();
        engine = back;
        let choice = choice.unwrap();
        assert_eq!(
            choice.info.score == 0,
            drawn,
            "{rules:?}: {}",
            choice.info.score
        );
        assert_eq!(choice.path, p.canonical_path(&choice.key));
        game.play(&choice.path).unwrap();
        game.resign(Color::White);
        assert_eq!(
            engine.think(
                Level::Expert,
                &game,
                budget,
                &AtomicBool::new(false),
                1,
                |_| {}
            ),
            None,
            "a resigned game is over"
        );
    }
}

/// V0.1: the engine plays every variant, from its start and along random games, with the
/// rules core's moves only; it takes a one-move win by the variant's own rules.
#[test]
fn v0_1_the_engine_plays_legal_moves_in_every_variant() {
    use camelot_rules::Variant;
    let mut rng = Rng::new(21);
    for variant in Variant::ALL {
        let mut p = Position::start_of(variant);
        for ply in 0..12 {
            if p.result().is_some() {
                break;
            }
            // A placement phase has 10,660 moves (V5.4): one ply of search is enough there.
            let depth = if p.placing_trees() { 1 } else { 3 };
            let best = search_depth(&p, depth)
                .best
                .expect("a move in a game not over");
            assert!(
                p.legal_keys().contains(&best),
                "{variant} ply {ply}: {best:?} in {p}"
            );
            let moves = p.legal_keys();
            p = p.play(&moves[rng.below(moves.len())]);
        }
    }
    // V1.4: in Camette one piece entering the castle square wins.
    let camette = Position::parse_in(Variant::Camette, "1/1M1/5/5/4m/1N1/1 w 0 0 - 0").unwrap();
    let best = search_depth(&camette, 2).best.unwrap();
    assert_eq!(
        camette.play(&best).result().map(|r| (r.outcome, r.reason)),
        Some((Outcome::Win(Color::White), EndReason::CastleEntered))
    );
    // V4.3: in Anti-Camelot the engine does not step into the opponent's castle when it can
    // help it.
    let anti = Position::parse_in(
        Variant::Anti,
        "2/4M3/10/12/12/12/12/12/12/12/12/m11/12/10/8/2 w 0 0 - 0",
    )
    .unwrap();
    let losing = anti
        .legal_keys()
        .into_iter()
        .filter(|k| anti.play(k).result().map(|r| r.reason) == Some(EndReason::CastleEnteredLoses));
    assert_eq!(losing.count(), 2, "G15-F16 and G15-G16 are legal and lose");
    let best = search_depth(&anti, 2).best.unwrap();
    assert!(anti.play(&best).result().is_none(), "{best:?}");
}
