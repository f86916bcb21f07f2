//! The canter search (R4, R6, R8, R9, R10): every square a piece's canters can reach, as
//! sets of squares.

use super::{Board, Partial, Sink};
use crate::bitboard::Bitboard;
use crate::square::Square;

impl Board {
    /// R4, R9: the squares a canter leg may land on, given the canter's landings so far
    /// (`landed`, origin included): empty, never landed on before, not in the own castle.
    #[inline]
    pub(super) fn canter_landings(&self, landed: Bitboard) -> Bitboard {
        self.landings.and_not(landed)
    }

    /// One canter leg from each of `frontier`'s squares over a friendly piece onto an
    /// `allowed` square ([`Board::canter_landings`], [`Board::canter_sources`]); nothing
    /// leaves the opponent's castle (R10). The frontier holds canter landings of the piece
    /// from its origin (or the origin itself): a canter moves two files or ranks at a time,
    /// so these are an even number of files and of ranks from the origin, never next to it,
    /// and no leg from them could leap the vacated origin. The side's pieces as they stand
    /// therefore serve as the friendly pieces (R4).
    #[inline(always)]
    fn canter_legs(&self, frontier: Bitboard, allowed: Bitboard) -> Bitboard {
        frontier.leaps(&self.canter_sources) & allowed
    }

    /// [`Board::canter_legs`] from the one square `at`.
    #[inline(always)]
    pub(super) fn canter_legs_from(&self, at: Square, allowed: Bitboard) -> Bitboard {
        Bitboard::leaps_from(at, &self.canter_sources) & allowed
    }

    /// Every landing of canters from `at` by a piece that cantered there from its origin (or
    /// stands on it), never landing on `landed` nor on `avoid` squares: a breadth-first
    /// search, the legs of every frontier square at once, while any of them can go on.
    #[inline(always)]
    fn canter_reach(&self, at: Square, landed: Bitboard, avoid: Bitboard) -> Bitboard {
        let mut allowed = self.canter_landings(landed).and_not(avoid);
        let mut frontier = self.canter_legs_from(at, allowed);
        let mut reached = frontier;
        // From the third leg on, the frontier's squares were reached from landings, each
        // with a leg back to one: [`Board::canter_branches`] go on (before, the way back
        // may be to `at`, which need not count as a leg: [`Board::canter_onward`]).
        let mut legs = 1;
        let mut onward = self.canter_onward;
        while !(frontier & onward).is_empty() {
            allowed = allowed.and_not(frontier);
            frontier = self.canter_legs(frontier, allowed);
            reached |= frontier;
            legs += 1;
            if legs == 2 {
                onward = self.canter_branches;
            }
        }
        reached
    }

    /// R4, R6, R8: the moves of the piece from `p.from` that go on from a canter landing on
    /// `p.at` (or, with no leg yet, start with a canter): knight's charges go to `sink`, and
    /// the squares capture-free canters may end on are returned. A knight whose canter lands
    /// where it could jump must go on to capture in the same move (R8): its capture-free
    /// canters avoid those squares, and its charges start from any of them its canters reach.
    #[inline]
    pub(super) fn canter_moves(&self, p: &Partial, sink: &mut impl Sink) -> Bitboard {
        let started = p.last.is_some();
        if started && self.their_castle.contains(p.at) {
            // R10: the move ends in the opponent's castle.
            return if p.must_capture {
                Bitboard::EMPTY
            } else {
                Bitboard::from_square(p.at)
            };
        }
        if !started && !self.canter_from.contains(p.from) {
            return Bitboard::EMPTY;
        }
        let jump_squares = self.jump_squares(p.from);
        if p.must_capture && jump_squares.is_empty() {
            return Bitboard::EMPTY;
        }
        let landings = self.canter_reach(p.at, p.landed, Bitboard::EMPTY);
        if !jump_squares.is_empty() {
            let mut starts = landings;
            if started {
                starts.insert(p.at);
            }
            for start in (starts & jump_squares).squares() {
                self.jump_sequences(p.from, start, p.captured, p.empty, &mut |k| sink.capture(k));
            }
        }
        if p.must_capture {
            return Bitboard::EMPTY;
        }
        // Capture-free canters avoid the jump squares: when the canters land on none, they
        // are all capture-free.
        let mut reach = if (landings & jump_squares).is_empty() {
            landings
        } else {
            self.canter_reach(p.at, p.landed, jump_squares)
        };
        if started && !jump_squares.contains(p.at) {
            reach.insert(p.at);
        }
        reach
    }
}
