//! Lazy SMP's helper threads: they search the same position as the caller's thread, meeting
//! it in the shared table, each skipping some depths so that the threads' iterations spread
//! over two or more depths rather than repeat one another; the deepest iteration any of them
//! completes is offered to the caller's thread, which takes it when it is deeper than its own.

use std::sync::Mutex;

use camelot_rules::{MoveKey, Position};

use crate::engine::RootMove;
use crate::search::Search;

/// Which depths helper `i` (0 for the first) skips: depth `d` when `(d + phase) / size` is odd.
/// The first helper searches the even depths only, the second the odd ones, then pairs of
/// depths in four phases, and so on (Stockfish's "skip blocks").
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

pub(crate) fn skips(helper: usize, depth: u32) -> bool {
    let (size, phase) = (SKIP_SIZE[helper % 20], SKIP_PHASE[helper % 20]);
    ((depth + phase) / size) % 2 == 1
}

/// A completed iteration: its depth, score and line (the best move first).
#[derive(Clone, Debug, Default)]
pub(crate) struct Completed {
    pub depth: u32,
    pub score: i32,
    pub pv: Vec<MoveKey>,
}

/// The deepest iteration the helpers have completed.
#[derive(Default)]
pub(crate) struct Deepest(Mutex<Completed>);

impl Deepest {
    /// Records `roots`' best (the list is sorted best first) if `depth` is the deepest yet.
    fn offer(&self, depth: u32, score: i32, roots: &[RootMove]) {
        // A poisoned lock only means a helper panicked; its data is still whole.
        let mut deepest = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if depth > deepest.depth {
            *deepest = Completed {
                depth,
                score,
                pv: roots[0].pv.clone(),
            };
        }
    }

    /// The deepest completed iteration, if deeper than `depth`.
    pub(crate) fn deeper_than(self, depth: u32) -> Option<Completed> {
        let deepest = self.0.into_inner().unwrap_or_else(|e| e.into_inner());
        (deepest.depth > depth && !deepest.pv.is_empty()).then_some(deepest)
    }
}

impl Search<'_> {
    /// Helper `i`'s iterations up to `max_depth`, until stopped.
    pub(crate) fn help(
        &mut self,
        i: usize,
        position: &Position,
        roots: &mut [RootMove],
        max_depth: u32,
        deepest: &Deepest,
    ) {
        let mut last = 0;
        for depth in (1..=max_depth).filter(|&d| !skips(i, d)) {
            last = self.aspiration(position, roots, depth as i32, last);
            if self.aborted {
                return;
            }
            deepest.offer(depth, last, roots);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_helpers_split_the_depths_between_them() {
        let searched = |i| (1..=8).filter(|&d| !skips(i, d)).collect::<Vec<_>>();
        assert_eq!(searched(0), [2, 4, 6, 8]);
        assert_eq!(searched(1), [1, 3, 5, 7]);
        assert_eq!(searched(2), [1, 4, 5, 8]);
    }

    #[test]
    fn only_an_iteration_deeper_than_the_callers_is_taken() {
        let pos = Position::start();
        let roots = |i: usize| {
            let key = pos.legal_keys()[i];
            vec![RootMove {
                key,
                score: 0,
                pv: vec![key],
            }]
        };
        let deepest = Deepest::default();
        deepest.offer(6, 40, &roots(1));
        // A shallower iteration finished later does not replace it.
        deepest.offer(5, -10, &roots(2));
        let c = deepest.deeper_than(5).expect("depth 6 is deeper than 5");
        assert_eq!((c.depth, c.score, c.pv), (6, 40, roots(1)[0].pv.clone()));
        let deepest = Deepest::default();
        deepest.offer(6, 40, &roots(1));
        assert!(deepest.deeper_than(6).is_none());
        assert!(Deepest::default().deeper_than(0).is_none());
    }
}
