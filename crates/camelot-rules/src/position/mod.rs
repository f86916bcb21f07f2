//! The position: pieces, side to move, castle-move counts, the forced castle exit (R9),
//! the no-progress counter (R15); making a move. The position string is in `string.rs`, the
//! hash keys in `zobrist.rs`, how a game ends in `result.rs`.

use crate::bitboard::Bitboard;
use crate::movegen::MoveKey;
use crate::square::{Color, Piece, PieceKind, Square};
use crate::variant::Variant;

mod codes;
mod result;
mod string;
mod zobrist;

pub use result::{EndReason, GameResult, Outcome};
use zobrist::{piece_key, tree_key};

/// The most castle moves a player may make in a game (R10).
pub const MAX_CASTLE_MOVES: u8 = 2;

/// The start position (R2).
pub const START_FEN: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0";

/// A position of a game of the Camelot family. Small and `Copy`: the engine makes moves by
/// copying.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The game this is a position of: its board, castles and end rules.
    pub(crate) variant: Variant,
    /// River Camelot's trees (V5.4), none elsewhere.
    pub(crate) trees: Trees,
    /// Pieces of each colour, indexed by [`Color::index`].
    pub(crate) pieces: [Bitboard; 2],
    /// Knights of both colours; men are the other pieces.
    pub(crate) knights: Bitboard,
    pub(crate) side: Color,
    pub(crate) castle_moves: [u8; 2],
    /// The piece of the side to move that must leave its own castle this turn (R9).
    pub(crate) must_leave: Option<Square>,
    /// Plies since the last capture or castle entry (R15).
    pub(crate) quiet_plies: u16,
    pub(crate) hash: u64,
}

/// River Camelot's trees (V5.4): at most six squares, as grid indexes in increasing order,
/// [`NO_TREE`] after the last. Six bytes rather than a bitboard, so that a position stays
/// small enough to copy without a call.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Trees([u8; 6]);

const NO_TREE: u8 = u8::MAX;

impl Trees {
    const NONE: Trees = Trees([NO_TREE; 6]);

    fn squares(self) -> impl Iterator<Item = Square> {
        self.0
            .into_iter()
            .take_while(|&i| i != NO_TREE)
            .filter_map(|i| Square::from_index(i as usize))
    }

    /// The trees as a set.
    #[inline]
    pub(crate) fn bits(self) -> Bitboard {
        if self.0[0] == NO_TREE {
            return Bitboard::EMPTY;
        }
        self.squares().collect()
    }

    fn count(self) -> u32 {
        self.0.iter().take_while(|&&i| i != NO_TREE).count() as u32
    }

    fn contains(self, sq: Square) -> bool {
        self.0.contains(&(sq.index() as u8))
    }

    /// Adds a tree on `sq`, keeping the order; false when six stand already.
    fn insert(&mut self, sq: Square) -> bool {
        let i = sq.index() as u8;
        if self.contains(sq) {
            return true;
        }
        if self.0[5] != NO_TREE {
            return false;
        }
        let at = self.0.iter().position(|&t| t > i).unwrap_or(5);
        self.0.copy_within(at..5, at + 1);
        self.0[at] = i;
        true
    }
}

impl Position {
    /// The start position (R2), White to move.
    pub fn start() -> Position {
        Position::start_of(Variant::Camelot)
    }

    /// The start position of `variant`, White to move.
    pub fn start_of(variant: Variant) -> Position {
        Position::parse_in(variant, variant.spec().start)
            .expect("the start position string is valid")
    }

    /// A Camelot position with no pieces, `side` to move; add pieces with [`Position::put`].
    pub fn empty(side: Color) -> Position {
        Position::empty_in(Variant::Camelot, side)
    }

    /// A position of `variant` with no pieces and no trees, `side` to move.
    pub fn empty_in(variant: Variant, side: Color) -> Position {
        let mut p = Position {
            variant,
            trees: Trees::NONE,
            pieces: [Bitboard::EMPTY; 2],
            knights: Bitboard::EMPTY,
            side,
            castle_moves: [0, 0],
            must_leave: None,
            quiet_plies: 0,
            hash: 0,
        };
        p.hash = p.compute_hash();
        p
    }

    /// The game this is a position of.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// River Camelot's trees (V5.4); empty in the other variants.
    pub fn trees(&self) -> Bitboard {
        self.trees.bits()
    }

    /// The castle squares of `color` on this position's board.
    #[inline]
    pub fn castle(&self, color: Color) -> Bitboard {
        self.variant.castle(color)
    }

    /// Whether the trees are still to be placed (V5.4): the side to move's placement is the
    /// only legal move.
    #[inline]
    pub fn placing_trees(&self) -> bool {
        let per_side = self.variant.spec().trees_per_side;
        per_side > 0 && self.trees.count() < 2 * per_side
    }

    /// Puts `piece` on `sq`, replacing whatever stood there. `sq` must be a square a piece
    /// may stand on in this variant.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        self.pieces[piece.color.index()].insert(sq);
        if piece.kind == PieceKind::Knight {
            self.knights.insert(sq);
        }
        self.hash ^= piece_key(piece.color, piece.kind, sq);
    }

    /// Puts a tree on `sq` (V5.4), as a position editor does; [`Position::parse_in`] checks
    /// the trees' phase (V5.8).
    pub fn put_tree(&mut self, sq: Square) {
        self.clear(sq);
        if !self.trees.contains(sq) && self.trees.insert(sq) {
            self.hash ^= tree_key(sq);
        }
    }

    /// The same board with the other side to move (no piece owing a castle exit, R9): a
    /// turn passed, which the rules never allow, for a search that asks what the opponent
    /// would do with a free move (null-move pruning, threats).
    pub fn with_turn_passed(&self) -> Position {
        let mut next = *self;
        next.side = self.side.opponent();
        next.hash ^= zobrist::KEYS.black_to_move;
        if let Some(sq) = next.must_leave.take() {
            next.hash ^= zobrist::KEYS.must_leave[sq.index()];
        }
        next
    }

    /// Empties `sq`.
    pub fn clear(&mut self, sq: Square) {
        if let Some(p) = self.piece_at(sq) {
            self.pieces[p.color.index()].remove(sq);
            self.knights.remove(sq);
            self.hash ^= piece_key(p.color, p.kind, sq);
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.pieces[0].contains(sq) {
            Color::White
        } else if self.pieces[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let kind = if self.knights.contains(sq) {
            PieceKind::Knight
        } else {
            PieceKind::Man
        };
        Some(Piece { color, kind })
    }

    /// Every piece with its square, White first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        (self.pieces[0] | self.pieces[1])
            .squares()
            .filter_map(|s| self.piece_at(s).map(|p| (s, p)))
    }

    /// The squares of `color`'s pieces.
    pub fn pieces_of(&self, color: Color) -> Bitboard {
        self.pieces[color.index()]
    }

    /// The squares of all knights.
    pub fn knights(&self) -> Bitboard {
        self.knights
    }

    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// The squares a piece could move to: on the board, neither river nor tree (V5.5), no
    /// piece.
    #[inline]
    pub fn empty_squares(&self) -> Bitboard {
        self.variant
            .spec()
            .open
            .and_not(self.occupied() | self.trees.bits())
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Castle moves `color` has made (R10).
    pub fn castle_moves(&self, color: Color) -> u8 {
        self.castle_moves[color.index()]
    }

    /// The piece that must leave its own castle this turn (R9), if any.
    pub fn must_leave(&self) -> Option<Square> {
        self.must_leave
    }

    /// Plies since the last capture or castle entry (R15).
    pub fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// The Zobrist hash: pieces, side to move, castle moves made and the forced exit.
    /// The no-progress counter is not part of it, so repeated positions hash alike (R15).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (tests check the incremental one against it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.pieces() {
            h ^= piece_key(p.color, p.kind, sq);
        }
        if self.side == Color::Black {
            h ^= zobrist::KEYS.black_to_move;
        }
        for c in 0..2 {
            h ^= zobrist::KEYS.castle_moves[c][self.castle_moves[c].min(2) as usize];
        }
        for sq in self.trees.squares() {
            h ^= tree_key(sq);
        }
        h ^= zobrist::KEYS.variant[self.variant as usize];
        if let Some(sq) = self.must_leave {
            h ^= zobrist::KEYS.must_leave[sq.index()];
        }
        h
    }

    /// The position after `mv`, which must be legal here (from [`Position::legal_moves`]).
    pub fn play(&self, mv: &MoveKey) -> Position {
        let mut next = *self;
        let us = self.side;
        if mv.placement {
            // V5.4: the trees stand; nothing else changes but the turn.
            for sq in mv.captured.squares() {
                if next.trees.insert(sq) {
                    next.hash ^= tree_key(sq);
                }
            }
            next.side = us.opponent();
            next.hash ^= zobrist::KEYS.black_to_move;
            return next;
        }
        let them = us.opponent();
        let kind = if self.knights.contains(mv.from) {
            PieceKind::Knight
        } else {
            PieceKind::Man
        };
        let keys = &zobrist::KEYS;

        next.pieces[us.index()].remove(mv.from);
        next.knights.remove(mv.from);
        next.hash ^= piece_key(us, kind, mv.from);
        for sq in mv.captured.squares() {
            let victim = if self.knights.contains(sq) {
                PieceKind::Knight
            } else {
                PieceKind::Man
            };
            next.pieces[them.index()].remove(sq);
            next.knights.remove(sq);
            next.hash ^= piece_key(them, victim, sq);
        }
        next.pieces[us.index()].insert(mv.to);
        if kind == PieceKind::Knight {
            next.knights.insert(mv.to);
        }
        next.hash ^= piece_key(us, kind, mv.to);

        // R10: a step between the two squares of the opponent's castle is a castle move.
        let their_castle = self.castle(them);
        if their_castle.contains(mv.from) {
            let n = &mut next.castle_moves[us.index()];
            next.hash ^= keys.castle_moves[us.index()][*n as usize];
            *n += 1;
            next.hash ^= keys.castle_moves[us.index()][*n as usize];
        }

        // R15: a capture or a castle entry (ending in a castle from outside it) resets the count.
        let entry = [us, them].iter().any(|&c| {
            let castle = self.castle(c);
            castle.contains(mv.to) && !castle.contains(mv.from)
        });
        next.quiet_plies = if entry || !mv.captured.is_empty() {
            0
        } else {
            self.quiet_plies.saturating_add(1)
        };

        // R9: the opponent's piece that ended its last move in its own castle must leave now.
        // Pieces can neither be captured in a castle nor enter their own castle but by a jump,
        // so a piece standing in its own castle is exactly such a piece.
        if let Some(sq) = self.must_leave {
            next.hash ^= keys.must_leave[sq.index()];
        }
        next.must_leave = (next.pieces[them.index()] & self.castle(them)).first();
        if let Some(sq) = next.must_leave {
            next.hash ^= keys.must_leave[sq.index()];
        }

        next.side = them;
        next.hash ^= keys.black_to_move;
        next
    }
}

/// The two squares of `color`'s castle on the Camelot board (R1) as a set; see
/// [`Position::castle`] for any variant's.
#[inline]
pub fn castle_bits(color: Color) -> Bitboard {
    Variant::Camelot.castle(color)
}
