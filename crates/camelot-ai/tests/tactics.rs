//! The tactical suite (src/tactics.rs, data/tactics.txt): its distances are the rules core's
//! (camelot_rules::Prover), and the engine solves a fast subset at each position's own depth
//! with all its pruning on; shortest wins and longest defences.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_ai::tactics::{Kind, SUITE, Tactic};
use camelot_ai::{Engine, MATE, SearchLimits};
use camelot_rules::{Position, Prover, Variant};

fn suite() -> Vec<Tactic> {
    Tactic::read_all(SUITE).expect("the shipped suite reads")
}

/// The positions made for the motif and the threats, and every third of the others: a few seconds in the dev profile.
fn fast_subset() -> Vec<Tactic> {
    suite()
        .into_iter()
        .enumerate()
        .filter(|(i, t)| t.source == "motif" || t.source == "threat" || i % 3 == 0)
        .map(|(_, t)| t)
        .collect()
}

#[test]
fn r7_r11_r13_r14_the_fast_subset_is_solved_at_each_positions_depth() {
    let mut engine = Engine::new(4);
    let failed: Vec<String> = fast_subset()
        .iter()
        .filter_map(|t| {
            let v = t.solve(&mut engine, 0, None);
            (!v.passed).then(|| format!("{t} -> {:?} score {}", v.best, v.score))
        })
        .collect();
    assert!(failed.is_empty(), "failed:\n{}", failed.join("\n"));
}

#[test]
fn r7_r14_the_motifs_distances_and_moves_are_the_rules_cores() {
    let motifs: Vec<Tactic> = suite()
        .into_iter()
        .filter(|t| t.source == "motif")
        .collect();
    assert!(motifs.len() >= 30, "motifs in every variant");
    for variant in Variant::ALL {
        assert!(
            motifs.iter().any(|t| t.position.variant() == variant),
            "{variant}"
        );
    }
    let mut prover = Prover::new(10_000_000);
    for t in &motifs {
        assert_eq!(t.kind, Kind::Win);
        assert_eq!(
            prover.shortest_win(&t.position, t.plies),
            Ok(Some(t.plies)),
            "{t}"
        );
        let mut proved = prover.winning_moves(&t.position, t.plies).unwrap();
        let mut listed = t.moves.clone();
        let order = |m: &camelot_rules::MoveKey| {
            (
                m.from.index(),
                m.to.index(),
                m.captured.squares().map(|s| s.index()).collect::<Vec<_>>(),
            )
        };
        proved.sort_by_key(order);
        listed.sort_by_key(order);
        assert_eq!(proved, listed, "{t}");
    }
}

fn search(pos: &Position, limits: SearchLimits) -> camelot_ai::SearchResult {
    let mut engine = Engine::new(4);
    engine.set_threads(1);
    engine.search(pos, &[], limits, &AtomicBool::new(false), |_| {})
}

#[test]
fn r14_a_deeper_search_keeps_the_shortest_win() {
    // Searched well beyond the win, and for a while, the engine reports and plays the win in
    // three plies, not a longer one found on the way.
    for t in suite()
        .iter()
        .filter(|t| t.source == "motif" && t.plies == 3)
        .take(8)
    {
        for limits in [
            SearchLimits {
                depth: Some(7),
                ..SearchLimits::default()
            },
            SearchLimits {
                time: Some(Duration::from_millis(150)),
                ..SearchLimits::default()
            },
        ] {
            let r = search(&t.position, limits);
            assert_eq!(r.info.score, MATE - 3, "{t} {limits:?}");
            if limits.depth.is_some() {
                // Found at depth 3, the win was looked at again to the limit: a shorter one
                // could have hidden behind the pruning.
                assert_eq!(r.info.depth, 7, "{t}");
            }
            assert!(t.moves.contains(&r.best.unwrap()), "{t} {limits:?}");
        }
    }
}

#[test]
fn v1_7_a_lost_position_is_defended_longest() {
    // Camette: every White move lets Black win, at once after some, in three plies at best.
    let pos = Position::parse_in(Variant::Camette, "1/nm1/4m/m3m/mMmMm/1m1/1 w 0 0 - 0").unwrap();
    let mut prover = Prover::new(10_000_000);
    let losses = prover.losses_after(&pos, 5).unwrap();
    assert!(losses.iter().all(Option::is_some), "every move loses");
    let longest = losses.iter().flatten().max().copied().unwrap();
    assert!(losses.iter().flatten().any(|&l| l < longest));
    let keys = pos.legal_keys();
    let r = search(
        &pos,
        SearchLimits {
            depth: Some(longest + 2),
            ..SearchLimits::default()
        },
    );
    let played = keys.iter().position(|k| Some(*k) == r.best).unwrap();
    assert_eq!(losses[played], Some(longest), "the longest defence");
    assert_eq!(r.info.score, -(MATE - (longest as i32 + 1)));
}

#[test]
fn r11_a_win_on_this_move_ends_the_search() {
    // Nothing beats a win on the first ply: the search stops there whatever its limits.
    let pos = Position::parse_in(
        Variant::Camelot,
        "M1/5M2/10/12/12/12/12/12/12/12/12/12/12/10/2m2m2/2 w 0 0 - 0",
    )
    .unwrap();
    let r = search(&pos, SearchLimits::default());
    assert_eq!((r.info.score, r.info.depth), (MATE - 1, 1));
}
