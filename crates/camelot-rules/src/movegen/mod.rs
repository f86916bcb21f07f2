//! Fast legal move generation (R3–R10) producing move identities (R16).
//!
//! Non-capturing moves are found as sets: a piece's plain steps and everything its canters can
//! reach, by a breadth-first search over bitboards. A plain step and a canter that end on the
//! same square are one move (R16), so the set union is exactly the list of distinct moves.
//! Jumps and charges are followed leg by leg, since each capture changes the board (R5).

mod board;
mod canter;
mod ends;
mod sink;

use crate::Illegal;
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::square::Square;

pub(crate) use board::{Board, Partial};
use sink::Collector;
pub(crate) use sink::Sink;

/// The identity of a move (R16): origin, final square and the set of captured squares.
/// Two paths with the same identity are the same move. This is what the engine generates and
/// plays; [`crate::Move`] is a path of legs for notation and input.
///
/// River Camelot's tree placement (V5.4) is a key with `placement` set: `captured` holds the
/// three tree squares, `from` the first and `to` the last of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveKey {
    pub from: Square,
    pub to: Square,
    pub captured: Bitboard,
    pub placement: bool,
}

impl MoveKey {
    #[inline]
    pub fn is_capture(&self) -> bool {
        !self.placement && !self.captured.is_empty()
    }

    /// The tree placement on `trees` (V5.4).
    pub fn place_trees(trees: Bitboard) -> MoveKey {
        let first = trees.first().expect("a placement names its trees");
        let last = trees.squares().last().expect("a placement names its trees");
        MoveKey {
            from: first,
            to: last,
            captured: trees,
            placement: true,
        }
    }
}

/// What restricts the side to move this turn, for players to be told.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Constraint {
    /// Nothing beyond the ordinary rules.
    None,
    /// A jump is available: the side must capture (R7).
    MustCapture,
    /// The piece on this square must leave its own castle (R9).
    MustLeaveCastle(Square),
}

impl Position {
    /// What restricts the side to move this turn: a forced castle exit (R9) or the capture
    /// obligation (R7).
    pub fn constraint(&self) -> Constraint {
        if let Some(sq) = self.must_leave {
            return Constraint::MustLeaveCastle(sq);
        }
        if !self.placing_trees() && Board::new(self).must_capture {
            Constraint::MustCapture
        } else {
            Constraint::None
        }
    }

    /// Every legal move of the side to move, once each (R16). Empty when the game is over.
    pub fn legal_keys(&self) -> Vec<MoveKey> {
        // Room for most positions' moves, so that the list grows once at most.
        let mut keys = Vec::with_capacity(128);
        self.legal_keys_into(&mut keys);
        keys
    }

    /// Like [`Position::legal_keys`], into a buffer the caller reuses.
    pub fn legal_keys_into(&self, keys: &mut Vec<MoveKey>) {
        keys.clear();
        let mut c = Collector {
            keys,
            count_only: false,
            counted: 0,
            since: 0,
        };
        self.generate(&mut c);
    }

    /// The number of legal moves; `scratch` is a reusable buffer.
    pub fn count_legal(&self, scratch: &mut Vec<MoveKey>) -> usize {
        scratch.clear();
        let mut c = Collector {
            keys: scratch,
            count_only: true,
            counted: 0,
            since: 0,
        };
        self.generate(&mut c);
        c.total()
    }

    fn generate(&self, out: &mut Collector) {
        if self.placing_trees() {
            self.placements(out);
            return;
        }
        if self.static_result().is_some() {
            return;
        }
        let board = Board::new(self);
        if let Some(sq) = self.must_leave {
            board.piece_moves(sq, out);
            return;
        }
        for sq in board.own.squares() {
            board.piece_moves(sq, out);
        }
    }

    /// V5.2, V5.4: where the side to move may place its trees: the empty squares among its
    /// tree squares (empty while no placement is due).
    pub fn tree_places(&self) -> Bitboard {
        if !self.placing_trees() {
            return Bitboard::EMPTY;
        }
        self.variant.spec().tree_squares[self.side.index()]
            .and_not(self.occupied() | self.trees.bits())
    }

    /// Why the side to move may not place a tree on `at` (V5.1, V5.2, V5.4), if it may not.
    pub fn tree_refusal(&self, at: Square) -> Option<Illegal> {
        let spec = self.variant.spec();
        let side = self.side;
        Some(if !self.placing_trees() {
            Illegal::TreesPlaced
        } else if self.tree_places().contains(at) {
            return None;
        } else if !spec.open.contains(at) {
            Illegal::TreeInRiver { at }
        } else if self.trees().contains(at) {
            Illegal::TreeOnTree { at }
        } else if self.piece_at(at).is_some() {
            Illegal::TreeOnPiece { at }
        } else if spec.tree_squares[side.opponent().index()].contains(at) {
            Illegal::TreeAcrossRiver { at, side }
        } else {
            Illegal::NotATreeSquare { at, side }
        })
    }

    /// V5.4: the side to move places its trees on three empty squares of its tree squares.
    fn placements(&self, out: &mut Collector) {
        let free: Vec<Square> = self.tree_places().squares().collect();
        let n = free.len();
        if out.count_only {
            out.counted += n * n.saturating_sub(1) * n.saturating_sub(2) / 6;
            return;
        }
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free.iter().enumerate().skip(i + 1) {
                for &c in &free[j + 1..] {
                    let trees = Bitboard::from_square(a).with(b).with(c);
                    out.keys.push(MoveKey::place_trees(trees));
                }
            }
        }
    }

    /// Perft (RULES.md, V0.4): the number of move sequences of `depth` plies. Positions where
    /// the game is over have no moves.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::new(); depth as usize + 1];
        perft_with(self, depth, &mut buffers)
    }
}

impl Board {
    /// Every legal move of the piece on `from` (R3–R10), into `out`.
    #[inline]
    fn piece_moves(&self, from: Square, out: &mut Collector) {
        out.since = out.keys.len();
        self.completions(&self.begin(from), out);
    }
}

fn perft_with(pos: &Position, depth: u32, buffers: &mut [Vec<MoveKey>]) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal(&mut buffers[0]) as u64,
        _ => {
            let (keys, rest) = buffers.split_last_mut().expect("a buffer per ply");
            pos.legal_keys_into(keys);
            keys.iter()
                .map(|k| perft_with(&pos.play(k), depth - 1, rest))
                .sum()
        }
    }
}
