//! The position: pieces, side to move, castle-move counts, the forced castle exit (R9),
//! the no-progress counter (R15); its string form and Zobrist hash; making a move.

use std::fmt;
use std::str::FromStr;

use crate::Error;
use crate::bitboard::Bitboard;
use crate::movegen::MoveKey;
use crate::square::{Color, Piece, PieceKind, Square};
use crate::variant::{Ending, Variant};

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

/// Who won, or a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    Win(Color),
    Draw,
}

/// Why a game ended: the deciding rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EndReason {
    /// R11: both squares of the opponent's castle occupied.
    CastleOccupied,
    /// R12: both players have at most one piece.
    BareKings,
    /// R13: all the opponent's pieces captured, two or more left.
    AllCaptured,
    /// R14: the player to move has no legal move.
    NoLegalMove,
    /// R15: threefold repetition (house rule).
    Repetition,
    /// R15: 100 plies without capture or castle entry (house rule).
    NoProgress,
    /// R15: a player resigned.
    Resignation,
    /// R15: draw agreed.
    Agreement,
    /// V1.4 (Camette, Cam): a piece on the opponent's castle square wins.
    CastleEntered,
    /// V1.6 (Camette, Cam): all the opponent's pieces captured, with any number left.
    Eliminated,
    /// V1.7 (Camette, Cam): the player to move has no legal move and loses.
    NoMoveLoses,
    /// V4.3 (Anti-Camelot): a piece in the opponent's castle loses.
    CastleEnteredLoses,
    /// V4.5 (Anti-Camelot): the player to move has no legal move and wins.
    NoMoveWins,
    /// A clock ran out (a timed game, not a rule of the board): a win for the opponent, or a
    /// draw when the opponent could not win (fewer than two pieces, as R14 judges).
    TimeForfeit,
    /// The opponent left the game and the player claimed the win or the draw (online play).
    Abandonment,
}

impl EndReason {
    /// Every way a game can end, in the enum's order.
    pub const ALL: [EndReason; 15] = [
        EndReason::CastleOccupied,
        EndReason::BareKings,
        EndReason::AllCaptured,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::NoProgress,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::CastleEntered,
        EndReason::Eliminated,
        EndReason::NoMoveLoses,
        EndReason::CastleEnteredLoses,
        EndReason::NoMoveWins,
        EndReason::TimeForfeit,
        EndReason::Abandonment,
    ];

    /// The rule id (or house rule) that decided the game.
    pub const fn rule(self) -> &'static str {
        match self {
            EndReason::CastleOccupied => "R11",
            EndReason::BareKings => "R12",
            EndReason::AllCaptured => "R13",
            EndReason::NoLegalMove => "R14",
            EndReason::Repetition => "R15 repetition",
            EndReason::NoProgress => "R15 no-progress",
            EndReason::Resignation => "R15 resignation",
            EndReason::Agreement => "R15 agreement",
            EndReason::CastleEntered => "V1.4",
            EndReason::Eliminated => "V1.6",
            EndReason::NoMoveLoses => "V1.7",
            EndReason::CastleEnteredLoses => "V4.3",
            EndReason::NoMoveWins => "V4.5",
            EndReason::TimeForfeit => "time forfeit",
            EndReason::Abandonment => "abandoned",
        }
    }

    /// Whether the game was ended from outside its board (a player or a clock), not by the
    /// position: resignation, agreement, time forfeit, abandonment.
    pub const fn is_declared(self) -> bool {
        matches!(
            self,
            EndReason::Resignation
                | EndReason::Agreement
                | EndReason::TimeForfeit
                | EndReason::Abandonment
        )
    }

    /// A sentence a player can read.
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::CastleOccupied => "both squares of the opponent's castle are occupied (R11)",
            EndReason::BareKings => "both players have at most one piece left (R12)",
            EndReason::AllCaptured => "all the opponent's pieces were captured (R13)",
            EndReason::NoLegalMove => "the player to move has no legal move (R14)",
            EndReason::Repetition => "the same position occurred three times (R15)",
            EndReason::NoProgress => "100 plies without a capture or castle entry (R15)",
            EndReason::Resignation => "resignation (R15)",
            EndReason::Agreement => "draw by agreement (R15)",
            EndReason::CastleEntered => "a piece entered the opponent's castle (V1.4)",
            EndReason::Eliminated => "all the opponent's pieces were captured (V1.6)",
            EndReason::NoMoveLoses => "the player to move has no legal move and loses (V1.7)",
            EndReason::CastleEnteredLoses => {
                "a piece entered the opponent's castle: its owner wins (V4.3)"
            }
            EndReason::NoMoveWins => "the player to move has no legal move and wins (V4.5)",
            EndReason::TimeForfeit => "on time: a clock ran out",
            EndReason::Abandonment => "abandonment: the opponent left the game",
        }
    }
}

impl Outcome {
    /// The score as players read it: `1-0`, `0-1`, `½-½` (records write a draw `1/2-1/2`).
    pub const fn score(self) -> &'static str {
        match self {
            Outcome::Win(Color::White) => "1-0",
            Outcome::Win(Color::Black) => "0-1",
            Outcome::Draw => "\u{bd}-\u{bd}",
        }
    }
}

/// A finished game's outcome and the rule that decided it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: EndReason,
}

impl fmt::Display for GameResult {
    /// `white-wins R11`, `draw R12`, …: the status line of `camelot-cli apply`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = match self.outcome {
            Outcome::Win(Color::White) => "white-wins",
            Outcome::Win(Color::Black) => "black-wins",
            Outcome::Draw => "draw",
        };
        write!(f, "{who} {}", self.reason.rule())
    }
}

impl GameResult {
    /// The result in words with its score and the rule that decided it, as the result
    /// window, the status line and the move list say it: `1-0 White wins on time: a clock ran
    /// out`, `½-½ Draw: both players have at most one piece left (R12)`.
    pub fn in_words(&self) -> String {
        let who = match self.outcome {
            Outcome::Win(side) => format!("{} wins", side.name()),
            Outcome::Draw => "Draw".to_string(),
        };
        let how = self.reason.describe();
        let sep = if how.starts_with("on ") { " " } else { ": " };
        format!("{} {who}{sep}{how}", self.outcome.score())
    }
}

mod zobrist {
    use crate::square::GRID;
    use crate::variant::Variant;

    const fn splitmix(mut x: u64) -> u64 {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    pub struct Keys {
        /// [piece letter index N M n m, then a tree][grid cell]
        pub piece: [[u64; GRID]; 5],
        /// The variant (zero for Camelot).
        pub variant: [u64; Variant::ALL.len()],
        pub black_to_move: u64,
        pub castle_moves: [[u64; 3]; 2],
        pub must_leave: [u64; GRID],
    }

    const fn build() -> Keys {
        let mut k = Keys {
            piece: [[0; GRID]; 5],
            variant: [0; Variant::ALL.len()],
            black_to_move: 0,
            castle_moves: [[0; 3]; 2],
            must_leave: [0; GRID],
        };
        let mut seed = 0x00C4_3E10_7D0Au64;
        let mut p = 0;
        while p < 5 {
            let mut i = 0;
            while i < GRID {
                seed = splitmix(seed);
                k.piece[p][i] = seed;
                seed = splitmix(seed);
                if p == 0 {
                    k.must_leave[i] = seed;
                }
                i += 1;
            }
            p += 1;
        }
        seed = splitmix(seed);
        k.black_to_move = seed;
        let mut c = 0;
        while c < 2 {
            // Zero castle moves hashes as 0 so the start position needs no key for it.
            let mut n = 1;
            while n < 3 {
                seed = splitmix(seed);
                k.castle_moves[c][n] = seed;
                n += 1;
            }
            c += 1;
        }
        let mut v = 1;
        while v < Variant::ALL.len() {
            seed = splitmix(seed);
            k.variant[v] = seed;
            v += 1;
        }
        k
    }

    pub static KEYS: Keys = build();
}

#[inline]
fn piece_key(color: Color, kind: PieceKind, sq: Square) -> u64 {
    let p = color.index() * 2 + (kind == PieceKind::Man) as usize;
    zobrist::KEYS.piece[p][sq.index()]
}

#[inline]
fn tree_key(sq: Square) -> u64 {
    zobrist::KEYS.piece[4][sq.index()]
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

    /// The result if the game is over by the end rules that need no move generation
    /// (R11–R13; V1.4, V1.6; V4.3), checked in the variant's order, else `None`. R14 (no
    /// legal move) needs move generation: see [`Position::result`].
    pub fn static_result(&self) -> Option<GameResult> {
        let win = |c: Color, reason| {
            Some(GameResult {
                outcome: Outcome::Win(c),
                reason,
            })
        };
        if self.placing_trees() {
            return None; // V5.4: no end rule before both have placed.
        }
        let ending = self.variant.spec().ending;
        // The player who just moved first (V0.5).
        for c in [self.side.opponent(), self.side] {
            let castle = self.castle(c.opponent());
            let inside = self.pieces[c.index()] & castle;
            match ending {
                Ending::Camelot if inside == castle => return win(c, EndReason::CastleOccupied),
                Ending::Entry if !inside.is_empty() => return win(c, EndReason::CastleEntered),
                Ending::Anti if !inside.is_empty() => {
                    return win(c.opponent(), EndReason::CastleEnteredLoses);
                }
                _ => {}
            }
        }
        let (w, b) = (self.pieces[0].count(), self.pieces[1].count());
        match ending {
            Ending::Camelot => {
                if w <= 1 && b <= 1 {
                    return Some(GameResult {
                        outcome: Outcome::Draw,
                        reason: EndReason::BareKings,
                    });
                }
                if b == 0 && w >= 2 {
                    return win(Color::White, EndReason::AllCaptured);
                }
                if w == 0 && b >= 2 {
                    return win(Color::Black, EndReason::AllCaptured);
                }
            }
            Ending::Entry => {
                if b == 0 && w >= 1 {
                    return win(Color::White, EndReason::Eliminated);
                }
                if w == 0 && b >= 1 {
                    return win(Color::Black, EndReason::Eliminated);
                }
            }
            Ending::Anti => {}
        }
        None
    }

    /// The result of the game if it is over by the variant's end rules (R11–R14, V1.4–V1.7,
    /// V4.3–V4.5), else `None` (R15 is the [`crate::Game`]'s).
    pub fn result(&self) -> Option<GameResult> {
        if let Some(r) = self.static_result() {
            return Some(r);
        }
        if self.legal_keys().is_empty() {
            let them = self.side.opponent();
            let (outcome, reason) = match self.variant.spec().ending {
                Ending::Camelot if self.pieces[them.index()].count() >= 2 => {
                    (Outcome::Win(them), EndReason::NoLegalMove)
                }
                Ending::Camelot => (Outcome::Draw, EndReason::NoLegalMove),
                Ending::Entry => (Outcome::Win(them), EndReason::NoMoveLoses),
                Ending::Anti => (Outcome::Win(self.side), EndReason::NoMoveWins),
            };
            return Some(GameResult { outcome, reason });
        }
        None
    }
}

/// The two squares of `color`'s castle on the Camelot board (R1) as a set; see
/// [`Position::castle`] for any variant's.
#[inline]
pub fn castle_bits(color: Color) -> Bitboard {
    Variant::Camelot.castle(color)
}

impl fmt::Display for Position {
    /// The position string (RULES.md, V0.3), all six fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ranks = self.variant.spec().ranks;
        for rank in (0..ranks).rev() {
            let mut empty = 0;
            for sq in self.variant.rank_squares(rank) {
                let letter = match self.piece_at(sq) {
                    Some(p) => p.letter(),
                    None if self.trees.contains(sq) => 't',
                    None => {
                        empty += 1;
                        continue;
                    }
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                write!(f, "{letter}")?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = if self.side == Color::White { 'w' } else { 'b' };
        let leave = self.must_leave.map_or("-".to_string(), |s| s.to_string());
        write!(
            f,
            " {side} {} {} {leave} {}",
            self.castle_moves[0], self.castle_moves[1], self.quiet_plies
        )
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\")")
    }
}

impl FromStr for Position {
    type Err = Error;

    /// Parses a position string of RULES.md (the Camelot game); see [`Position::parse_in`]
    /// for the other variants.
    fn from_str(s: &str) -> Result<Position, Error> {
        Position::parse_in(Variant::Camelot, s)
    }
}

fn bad(field: &str, why: String) -> Error {
    Error::Position(format!("{field}: {why}"))
}

impl Position {
    /// Parses a position string of `variant` (RULES.md, V0.3, V5.8). Strict: every error
    /// says which field is wrong and why.
    pub fn parse_in(variant: Variant, s: &str) -> Result<Position, Error> {
        let spec = variant.spec();
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.len() > 1 && fields.iter().any(|f| f.is_empty()) {
            return Err(bad(
                "position string",
                "expected 5 or 6 fields separated by single spaces, found an empty field \
                 (a doubled, leading or trailing space)"
                    .into(),
            ));
        }
        if !(5..=6).contains(&fields.len()) {
            return Err(bad(
                "position string",
                format!(
                    "expected 5 or 6 fields separated by single spaces, found {}",
                    fields.len()
                ),
            ));
        }
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(bad(
                    "field 2 (side to move)",
                    format!("expected w or b, found {other:?}"),
                ));
            }
        };
        let mut pos = Position::empty_in(variant, side);
        pos.read_board(fields[0])?;

        for (c, field) in [
            (0, "field 3 (White's castle moves)"),
            (1, "field 4 (Black's castle moves)"),
        ] {
            pos.castle_moves[c] = match fields[2 + c] {
                "0" => 0,
                "1" | "2" if !spec.castle_moves => {
                    return Err(bad(
                        field,
                        format!("expected 0: no castle move can happen in {variant} (V0.3)"),
                    ));
                }
                "1" => 1,
                "2" => 2,
                other => return Err(bad(field, format!("expected 0, 1 or 2, found {other:?}"))),
            };
        }

        let field5 = "field 5 (piece that must leave its own castle)";
        pos.must_leave = match fields[4] {
            "-" => None,
            name => {
                let sq = variant
                    .parse_square(name)
                    .map_err(|e: Error| bad(field5, e.to_string()))?;
                if !variant.castle(side).contains(sq) {
                    return Err(bad(
                        field5,
                        format!("{sq} is not a square of the side to move's castle (R9)"),
                    ));
                }
                if !pos.pieces[side.index()].contains(sq) {
                    return Err(bad(
                        field5,
                        format!("no piece of the side to move stands on {sq}"),
                    ));
                }
                Some(sq)
            }
        };

        if let Some(text) = fields.get(5) {
            let field6 = "field 6 (plies since the last capture or castle entry)";
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad(
                    field6,
                    format!("expected a whole number, found {text:?}"),
                ));
            }
            pos.quiet_plies = text
                .parse()
                .map_err(|_| bad(field6, format!("{text:?} is too large")))?;
        }
        for c in [Color::White, Color::Black] {
            let n = pos.pieces[c.index()].count();
            if n > spec.max_pieces {
                return Err(bad(
                    "field 1 (board)",
                    format!(
                        "{} has {n} pieces; at most {} fit a real game",
                        c.name(),
                        spec.max_pieces
                    ),
                ));
            }
        }
        if spec.trees_per_side > 0 {
            pos.check_tree_phase()?;
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// Reads field 1: the ranks from the top down, each listing its squares (V0.3).
    fn read_board(&mut self, text: &str) -> Result<(), Error> {
        let variant = self.variant;
        let spec = variant.spec();
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != spec.ranks {
            return Err(bad(
                "field 1 (board)",
                format!(
                    "expected {} ranks separated by /, found {}",
                    spec.ranks,
                    ranks.len()
                ),
            ));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = spec.ranks - 1 - i;
            let squares: Vec<Square> = variant.rank_squares(rank).collect();
            let field = format!("field 1, rank {}", rank + 1);
            let mut at = 0usize;
            let mut chars = text.chars().peekable();
            if text.is_empty() {
                return Err(bad(&field, "empty rank".into()));
            }
            let letters = if spec.trees_per_side > 0 {
                "N, M, n, m, t or a digit"
            } else {
                "N, M, n, m or a digit"
            };
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut n = d as usize;
                    while let Some(&c2) = chars.peek() {
                        let Some(d2) = c2.to_digit(10) else { break };
                        n = n * 10 + d2 as usize;
                        chars.next();
                        if n > squares.len() {
                            break;
                        }
                    }
                    if n == 0 {
                        return Err(bad(
                            &field,
                            "an empty-square count must be at least 1".into(),
                        ));
                    }
                    at += n;
                } else if let Some(p) = Piece::from_letter(c) {
                    if let Some(&sq) = squares.get(at) {
                        if !spec.open.contains(sq) {
                            return Err(bad(
                                &field,
                                format!("{sq} is a river square: no piece stands there (V5.1)"),
                            ));
                        }
                        self.put(sq, p);
                    }
                    at += 1;
                } else if c == 't' && spec.trees_per_side > 0 {
                    if let Some(&sq) = squares.get(at) {
                        if !(spec.tree_squares[0] | spec.tree_squares[1]).contains(sq) {
                            return Err(bad(&field, format!("{sq} is not a tree square (V5.2)")));
                        }
                        if !self.trees.insert(sq) {
                            return Err(bad(&field, "more than six trees (V5.4)".into()));
                        }
                    }
                    at += 1;
                } else {
                    return Err(bad(
                        &field,
                        format!("unexpected character {c:?} (expected {letters})"),
                    ));
                }
                if at > squares.len() {
                    return Err(bad(
                        &field,
                        format!("describes more than the rank's {} squares", squares.len()),
                    ));
                }
            }
            if at != squares.len() {
                return Err(bad(
                    &field,
                    format!("describes {at} squares, the rank has {}", squares.len()),
                ));
            }
        }
        Ok(())
    }

    /// V5.8: the trees fix the phase. None: White to place; White's three only: Black to
    /// place; three each: play. While placing, every piece is on its start square and
    /// fields 3–6 are `0 0 - 0` (V5.4).
    fn check_tree_phase(&self) -> Result<(), Error> {
        let spec = self.variant.spec();
        let field = "field 1 (board)";
        let per_side = spec.trees_per_side;
        let counts = [Color::White, Color::Black]
            .map(|c| (self.trees.bits() & spec.tree_squares[c.index()]).count());
        let phase_side = match counts {
            [0, 0] => Some(Color::White),
            [w, 0] if w == per_side => Some(Color::Black),
            [w, b] if w == per_side && b == per_side => None,
            [w, b] => {
                return Err(bad(
                    field,
                    format!(
                        "White has {w} trees and Black {b}: the trees are none, White's \
                         {per_side}, or {per_side} each (V5.8)"
                    ),
                ));
            }
        };
        let Some(placer) = phase_side else {
            return Ok(());
        };
        if self.side != placer {
            return Err(bad(
                "field 2 (side to move)",
                format!("{} places trees now (V5.4)", placer.name()),
            ));
        }
        let start = Position::parse_in(Variant::Camelot, spec.start)
            .expect("the start position string is valid");
        if self.pieces != start.pieces || self.knights != start.knights {
            return Err(bad(
                field,
                "while trees are placed every piece stands on its start square (V5.4)".into(),
            ));
        }
        if self.castle_moves != [0, 0] || self.must_leave.is_some() || self.quiet_plies != 0 {
            return Err(bad(
                "fields 3-6",
                "while trees are placed they are 0 0 - 0 (V5.4)".into(),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r2_start_position_string_round_trips() {
        let p = Position::start();
        assert_eq!(p.to_string(), START_FEN);
        assert_eq!(p.pieces_of(Color::White).count(), 14);
        assert_eq!(p.pieces_of(Color::Black).count(), 14);
        assert_eq!(p.knights().count(), 8);
        for (name, letter) in [
            ("C6", 'N'),
            ("D7", 'N'),
            ("I7", 'N'),
            ("J6", 'N'),
            ("E7", 'M'),
            ("C11", 'n'),
            ("G10", 'm'),
        ] {
            assert_eq!(
                p.piece_at(name.parse().unwrap()).unwrap().letter(),
                letter,
                "{name}"
            );
        }
        assert_eq!(p.side_to_move(), Color::White);
    }

    #[test]
    fn position_string_errors_name_the_field() {
        let cases = [
            ("", "expected 5 or 6 fields"),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 x 0 0 -",
                "field 2",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8 w 0 0 -",
                "16 ranks",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/3 w 0 0 -",
                "rank 1",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMXMMMN2/12/12/10/8/2 w 0 0 -",
                "'X'",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 3 0 -",
                "field 3",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 F1",
                "no piece",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 F16",
                "castle",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - x",
                "field 6",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2  w 0 0 -",
                "fields",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/0 w 0 0 -",
                "at least 1",
            ),
            (
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/99999999999999999999 w 0 0 -",
                "rank 1",
            ),
        ];
        for (fen, needle) in cases {
            let err = fen.parse::<Position>().unwrap_err().to_string();
            assert!(err.contains(needle), "{fen:?}: {err}");
        }
    }

    #[test]
    fn r15_field_6_defaults_to_zero() {
        let p: Position =
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 b 1 2 -"
                .parse()
                .unwrap();
        assert_eq!(p.quiet_plies(), 0);
        assert_eq!(p.castle_moves(Color::Black), 2);
        assert_eq!(p.side_to_move(), Color::Black);
    }
}
