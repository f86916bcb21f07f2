//! Where generated moves go.

use super::MoveKey;
use crate::bitboard::Bitboard;
use crate::square::Square;

/// Where the moves [`Board::completions`] finds go.
pub(crate) trait Sink {
    /// Capture-free moves of the piece on `from` to each of `targets`.
    fn quiet(&mut self, from: Square, targets: Bitboard);
    /// A capturing move.
    fn capture(&mut self, key: MoveKey);
}

/// Collects moves as keys (captures possibly repeated).
impl Sink for Vec<MoveKey> {
    #[inline]
    fn quiet(&mut self, from: Square, targets: Bitboard) {
        // No reserve: counting the squares costs more than the list's rare growth.
        for to in targets.squares() {
            self.push(MoveKey {
                from,
                to,
                captured: Bitboard::EMPTY,
                placement: false,
            });
        }
    }

    fn capture(&mut self, key: MoveKey) {
        self.push(key);
    }
}

/// Where generated moves go: every move as a [`MoveKey`], or non-captures only counted.
pub(crate) struct Collector<'a> {
    pub keys: &'a mut Vec<MoveKey>,
    /// Count non-captures instead of listing them (perft's leaves).
    pub count_only: bool,
    pub counted: usize,
    /// Where the current piece's moves start in `keys`.
    pub since: usize,
}

impl Sink for Collector<'_> {
    #[inline]
    fn quiet(&mut self, from: Square, targets: Bitboard) {
        if self.count_only {
            self.counted += targets.count() as usize;
        } else {
            self.keys.quiet(from, targets);
        }
    }

    /// Adds a capture unless the same move (R16) came already from this piece.
    fn capture(&mut self, key: MoveKey) {
        if !self.keys[self.since..].contains(&key) {
            self.keys.push(key);
        }
    }
}

impl Collector<'_> {
    pub(super) fn total(&self) -> usize {
        self.counted + self.keys.len()
    }
}
