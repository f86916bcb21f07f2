//! The position: pieces, side to move, castle-move counts, the forced castle exit (R9),
//! the no-progress counter (R15); making a move. The position string is in `string.rs`, the
//! hash keys in `zobrist.rs`, how a game ends in `result.rs`.

use crate::bitboard::Bitboard;
use crate::movegen::MoveKey;
use crate::square::{Color, Piece, PieceKind, Seat, Square};
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
    /// Pieces of each colour, indexed by [`Color::index`]; in the four-player games, of each
    /// partnership (V6.1: Red's and Blue's are White's, Green's and Yellow's Black's).
    pub(crate) pieces: [Bitboard; 2],
    /// Knights of both colours; men are the other pieces.
    pub(crate) knights: Bitboard,
    /// The pieces of the partnerships' second seats, Blue and Yellow (V6.1); empty in the
    /// two-player games. A seat's pieces are its partnership's with or without these.
    pub(crate) seconds: Bitboard,
    /// The partnership to move (the side, in the two-player games).
    pub(crate) side: Color,
    /// The seat to move is its partnership's second (Blue, Yellow).
    pub(crate) second: bool,
    /// Castle moves made (R10), by [`Seat::index`] (a two-player game's by colour).
    pub(crate) castle_moves: [u8; 4],
    /// The piece of the player to move that must leave its own castle this turn (R9).
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

    /// A position of `variant` with no pieces and no trees, `side` to move (in the
    /// four-player games, its first seat: Red or Green; see [`Position::set_seat`]).
    pub fn empty_in(variant: Variant, side: Color) -> Position {
        let mut p = Position {
            variant,
            trees: Trees::NONE,
            pieces: [Bitboard::EMPTY; 2],
            knights: Bitboard::EMPTY,
            seconds: Bitboard::EMPTY,
            side,
            second: false,
            castle_moves: [0; 4],
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
    /// may stand on in this variant. In the four-player games the piece is its partnership's
    /// first seat's (Red's or Green's); see [`Position::put_seat`].
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.put_seat(sq, Seat::of(piece.color, false), piece.kind);
    }

    /// Puts a piece of `seat` on `sq` (V6.3), replacing whatever stood there.
    pub fn put_seat(&mut self, sq: Square, seat: Seat, kind: PieceKind) {
        self.clear(sq);
        self.pieces[seat.team().index()].insert(sq);
        if seat.is_second() {
            self.seconds.insert(sq);
        }
        if kind == PieceKind::Knight {
            self.knights.insert(sq);
        }
        self.hash ^= piece_key(seat, kind, sq);
    }

    /// The seat whose piece stands on `sq` (V6.1; a two-player game's seats are its colours).
    pub fn seat_at(&self, sq: Square) -> Option<Seat> {
        self.piece_at(sq)
            .map(|p| Seat::of(p.color, self.seconds.contains(sq)))
    }

    /// The player to move (V6.1); in the two-player games, the side to move's seat.
    #[inline]
    pub fn seat(&self) -> Seat {
        Seat::of(self.side, self.second)
    }

    /// The squares of `seat`'s pieces.
    #[inline]
    pub fn pieces_of_seat(&self, seat: Seat) -> Bitboard {
        let team = self.pieces[seat.team().index()];
        if seat.is_second() {
            team & self.seconds
        } else {
            team.and_not(self.seconds)
        }
    }

    /// Castle moves `seat` has made (R10, V6.5).
    pub fn seat_castle_moves(&self, seat: Seat) -> u8 {
        self.castle_moves[seat.index()]
    }

    /// The player after `seat` in the order of play: the opponent in the two-player games,
    /// the next seat clockwise in the four-player ones (V6.1).
    #[inline]
    fn seat_after(&self, seat: Seat) -> Seat {
        if self.variant.is_four_player() {
            seat.next()
        } else {
            Seat::of(seat.team().opponent(), false)
        }
    }

    /// Gives the turn to `seat`, as a position editor does; its piece in its own castle, if
    /// any, is the one that must leave (R9).
    pub fn set_seat(&mut self, seat: Seat) {
        if self.side != seat.team() {
            self.hash ^= zobrist::KEYS.black_to_move;
        }
        if self.second != seat.is_second() {
            self.hash ^= zobrist::KEYS.second_to_move;
        }
        self.side = seat.team();
        self.second = seat.is_second();
        if let Some(sq) = self.must_leave {
            self.hash ^= zobrist::KEYS.must_leave[sq.index()];
        }
        // R9: a piece stands in its own castle only after a jump of its player's last move
        // into it (it can neither be captured there nor enter it otherwise): it must leave.
        self.must_leave = (self.pieces_of_seat(seat) & self.variant.seat_castle(seat)).first();
        if let Some(sq) = self.must_leave {
            self.hash ^= zobrist::KEYS.must_leave[sq.index()];
        }
    }

    /// V6.6, V6.10: after a move of `mover`, the turn goes to the next player in order who
    /// has a legal move, those between passing. If neither opponent of the mover has one,
    /// the game is over (V6.7.4) and the turn stays with the next player, passes not applied
    /// (V6.8).
    fn pass_to_next(&mut self, mover: Seat) {
        let first = mover.next();
        self.set_seat(first);
        if self.static_result().is_some() || self.has_legal_move() {
            return;
        }
        let other = first.partner();
        self.set_seat(other);
        if !self.has_legal_move() {
            self.set_seat(first);
            return;
        }
        self.set_seat(mover.partner());
        if !self.has_legal_move() {
            self.set_seat(other);
        }
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
        next.set_seat(self.seat_after(self.seat()));
        if let Some(sq) = next.must_leave.take() {
            next.hash ^= zobrist::KEYS.must_leave[sq.index()];
        }
        next
    }

    /// Empties `sq`.
    pub fn clear(&mut self, sq: Square) {
        if let (Some(p), Some(seat)) = (self.piece_at(sq), self.seat_at(sq)) {
            self.pieces[p.color.index()].remove(sq);
            self.knights.remove(sq);
            self.seconds.remove(sq);
            self.hash ^= piece_key(seat, p.kind, sq);
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

    /// Castle moves `color` has made (R10); in the four-player games, its first seat's
    /// ([`Position::seat_castle_moves`]).
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
            h ^= piece_key(Seat::of(p.color, self.seconds.contains(sq)), p.kind, sq);
        }
        if self.side == Color::Black {
            h ^= zobrist::KEYS.black_to_move;
        }
        if self.second {
            h ^= zobrist::KEYS.second_to_move;
        }
        for c in 0..4 {
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
        let seat = self.seat();
        let kind = if self.knights.contains(mv.from) {
            PieceKind::Knight
        } else {
            PieceKind::Man
        };
        let keys = &zobrist::KEYS;

        next.pieces[us.index()].remove(mv.from);
        next.knights.remove(mv.from);
        next.hash ^= piece_key(seat, kind, mv.from);
        for sq in mv.captured.squares() {
            let victim = if self.knights.contains(sq) {
                PieceKind::Knight
            } else {
                PieceKind::Man
            };
            // V6.4: the piece of either opponent.
            let owner = Seat::of(them, self.seconds.contains(sq));
            next.pieces[them.index()].remove(sq);
            next.knights.remove(sq);
            next.seconds.remove(sq);
            next.hash ^= piece_key(owner, victim, sq);
        }
        next.pieces[us.index()].insert(mv.to);
        if kind == PieceKind::Knight {
            next.knights.insert(mv.to);
        }
        if seat.is_second() {
            next.seconds.remove(mv.from);
            next.seconds.insert(mv.to);
        }
        next.hash ^= piece_key(seat, kind, mv.to);

        // R10, V6.5: a step between the two squares of the goal castle is a castle move.
        let spec = self.variant.spec();
        if spec.castles[seat.across().index()].contains(mv.from) {
            let n = &mut next.castle_moves[seat.index()];
            next.hash ^= keys.castle_moves[seat.index()][*n as usize];
            *n += 1;
            next.hash ^= keys.castle_moves[seat.index()][*n as usize];
        }

        // R15: a capture or a castle entry (ending in a castle from outside it) resets the
        // count.
        let entry = spec
            .castles
            .iter()
            .any(|castle| castle.contains(mv.to) && !castle.contains(mv.from));
        next.quiet_plies = if entry || !mv.captured.is_empty() {
            0
        } else {
            self.quiet_plies.saturating_add(1)
        };

        if spec.seats == 4 {
            next.pass_to_next(seat);
        } else {
            next.set_seat(Seat::of(them, false));
        }
        next
    }
}

/// The two squares of `color`'s castle on the Camelot board (R1) as a set; see
/// [`Position::castle`] for any variant's.
#[inline]
pub fn castle_bits(color: Color) -> Bitboard {
    Variant::Camelot.castle(color)
}
