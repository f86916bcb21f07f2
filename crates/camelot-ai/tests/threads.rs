//! Lazy SMP: searches on several threads keep the single-thread contract (legal moves,
//! forced wins, deadlines, the stop flag) and count every thread's nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use camelot_ai::{Engine, MATE, SearchLimits};
use camelot_rules::Position;

fn engine(threads: usize) -> Engine {
    let mut e = Engine::new(8);
    e.set_threads(threads);
    e
}

#[test]
fn the_thread_count_is_a_setting_with_a_sane_default() {
    let mut e = Engine::new(1);
    assert_eq!(e.threads(), Engine::default_threads());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert_eq!(Engine::default_threads(), (cores - 1).max(1));
    e.set_threads(3);
    assert_eq!(e.threads(), 3);
    e.set_threads(0);
    assert_eq!(e.threads(), 1);
}

#[test]
fn r11_four_threads_find_the_win_in_two() {
    // As in search.rs: White on F16 needs the man on G14 two steps away.
    let p: Position = "M1/8/5M4/12/12/12/12/12/m10m/12/12/12/12/10/8/2 w 0 0 - 0"
        .parse()
        .unwrap();
    let limits = SearchLimits {
        depth: Some(5),
        ..SearchLimits::default()
    };
    let r = engine(4).search(&p, &[], limits, &AtomicBool::new(false), |_| {});
    assert_eq!(r.info.score, MATE - 3);
    assert!(p.legal_keys().contains(&r.best.unwrap()));
}

#[test]
fn helpers_count_their_nodes_and_the_deadline_holds() {
    let p = Position::start();
    let limits = SearchLimits {
        time: Some(Duration::from_millis(150)),
        ..SearchLimits::default()
    };
    let mut e = engine(3);
    let start = Instant::now();
    let mut main_nodes = 0;
    let r = e.search(&p, &[], limits, &AtomicBool::new(false), |i| {
        main_nodes = i.nodes;
    });
    // Generous: the machine may be busy, but a helper that ignored the end runs on.
    assert!(start.elapsed() < Duration::from_secs(5));
    assert!(p.legal_keys().contains(&r.best.unwrap()));
    assert!(r.info.nodes > 0 && r.info.nodes >= main_nodes);
}

#[test]
fn a_stop_from_another_thread_ends_every_helper() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, Ordering::Relaxed);
        Instant::now()
    });
    let p = Position::start();
    // No limit at all: only the flag can end it, and the search joins its helpers first.
    let r = engine(3).search(&p, &[], SearchLimits::default(), &stop, |_| {});
    let returned = Instant::now();
    let stopped = stopper.join().unwrap();
    assert!(returned > stopped);
    assert!(returned.duration_since(stopped) < Duration::from_secs(5));
    assert!(p.legal_keys().contains(&r.best.unwrap()));
}

#[test]
fn one_thread_searches_as_before_and_repeats_itself() {
    // With one thread the search is deterministic: the same nodes twice.
    let p = Position::start();
    let limits = SearchLimits {
        depth: Some(4),
        ..SearchLimits::default()
    };
    let stop = AtomicBool::new(false);
    let a = engine(1).search(&p, &[], limits, &stop, |_| {});
    let b = engine(1).search(&p, &[], limits, &stop, |_| {});
    assert_eq!((a.best, a.info.nodes), (b.best, b.info.nodes));
}
