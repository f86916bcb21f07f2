//! The arena's waves against an exhaustive search on small fields: the most pairs, then the
//! smallest sum of rank differences, and never the last opponent again.

use camelot_tournament::arena::{Waiting, pair_wave};
use proptest::prelude::*;

/// The best (pairs, −gap sum) over every matching of `players` (indices), by brute force.
fn best(players: &[Waiting], allowed: &dyn Fn(&Waiting, &Waiting) -> bool) -> (usize, i64) {
    let Some((first, rest)) = players.split_first() else {
        return (0, 0);
    };
    // `first` sits out, or meets one of the rest.
    let mut top = best(rest, allowed);
    for i in 0..rest.len() {
        if allowed(first, &rest[i]) {
            let mut others = rest.to_vec();
            let other = others.remove(i);
            let (pairs, gaps) = best(&others, allowed);
            let candidate = (pairs + 1, gaps - i64::from(first.rank.abs_diff(other.rank)));
            top = top.max(candidate);
        }
    }
    top
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn waves_are_maximum_matchings(
        ranks in proptest::collection::vec(1u32..40, 0..9),
        lasts in proptest::collection::vec(proptest::option::of(0usize..9), 9),
    ) {
        let waiting: Vec<Waiting> = ranks
            .iter()
            .enumerate()
            .map(|(i, &rank)| Waiting {
                id: i as u32,
                rank,
                last_opponent: lasts[i].filter(|&j| j < ranks.len() && j != i).map(|j| j as u32),
                colour_balance: 0,
            })
            .collect();
        let allowed = |a: &Waiting, b: &Waiting| {
            a.last_opponent != Some(b.id) && b.last_opponent != Some(a.id)
        };
        let pairs = pair_wave(&waiting);
        let rank = |id: u32| waiting[id as usize].rank;
        let mut seen = std::collections::HashSet::new();
        for &(w, b) in &pairs {
            prop_assert!(seen.insert(w) && seen.insert(b), "a player paired twice");
            prop_assert!(allowed(&waiting[w as usize], &waiting[b as usize]), "a rematch");
        }
        let gaps: i64 = pairs.iter().map(|&(w, b)| i64::from(rank(w).abs_diff(rank(b)))).sum();
        prop_assert_eq!((pairs.len(), -gaps), best(&waiting, &allowed));
    }
}
