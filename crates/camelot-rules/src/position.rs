//! The position: pieces, side to move, castle-move counts, the forced castle exit (R9),
//! the no-progress counter (R15); its string form and Zobrist hash; making a move.

use std::fmt;
use std::str::FromStr;

use crate::Error;
use crate::bitboard::Bitboard;
use crate::movegen::MoveKey;
use crate::square::{Color, GRID, Piece, PieceKind, RANKS, Square};

/// The most castle moves a player may make in a game (R10).
pub const MAX_CASTLE_MOVES: u8 = 2;

/// The start position (R2).
pub const START_FEN: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0";

/// A Camelot position. Small and `Copy`: the engine makes moves by copying.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
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
}

impl EndReason {
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
        }
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

mod zobrist {
    use crate::square::GRID;

    const fn splitmix(mut x: u64) -> u64 {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    pub struct Keys {
        /// [piece letter index N M n m][grid cell]
        pub piece: [[u64; GRID]; 4],
        pub black_to_move: u64,
        pub castle_moves: [[u64; 3]; 2],
        pub must_leave: [u64; GRID],
    }

    const fn build() -> Keys {
        let mut k = Keys {
            piece: [[0; GRID]; 4],
            black_to_move: 0,
            castle_moves: [[0; 3]; 2],
            must_leave: [0; GRID],
        };
        let mut seed = 0x00C4_3E10_7D0Au64;
        let mut p = 0;
        while p < 4 {
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
        k
    }

    pub static KEYS: Keys = build();
}

#[inline]
fn piece_key(color: Color, kind: PieceKind, sq: Square) -> u64 {
    let p = color.index() * 2 + (kind == PieceKind::Man) as usize;
    zobrist::KEYS.piece[p][sq.index()]
}

impl Position {
    /// The start position (R2), White to move.
    pub fn start() -> Position {
        START_FEN
            .parse()
            .expect("the start position string is valid")
    }

    /// A position with no pieces, `side` to move; add pieces with [`Position::put`].
    pub fn empty(side: Color) -> Position {
        let mut p = Position {
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

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        self.pieces[piece.color.index()].insert(sq);
        if piece.kind == PieceKind::Knight {
            self.knights.insert(sq);
        }
        self.hash ^= piece_key(piece.color, piece.kind, sq);
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
        if let Some(sq) = self.must_leave {
            h ^= zobrist::KEYS.must_leave[sq.index()];
        }
        h
    }

    /// The position after `mv`, which must be legal here (from [`Position::legal_moves`]).
    pub fn play(&self, mv: &MoveKey) -> Position {
        let mut next = *self;
        let us = self.side;
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
        let their_castle = castle_bits(them);
        if their_castle.contains(mv.from) {
            let n = &mut next.castle_moves[us.index()];
            next.hash ^= keys.castle_moves[us.index()][*n as usize];
            *n += 1;
            next.hash ^= keys.castle_moves[us.index()][*n as usize];
        }

        // R15: a capture or a castle entry (ending in a castle from outside it) resets the count.
        let entry = [us, them].iter().any(|&c| {
            let castle = castle_bits(c);
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
        next.must_leave = (next.pieces[them.index()] & castle_bits(them)).first();
        if let Some(sq) = next.must_leave {
            next.hash ^= keys.must_leave[sq.index()];
        }

        next.side = them;
        next.hash ^= keys.black_to_move;
        next
    }

    /// The result if the game is over by R11–R13 (checked in that order), else `None`.
    /// R14 (no legal move) needs move generation: see [`Position::result`].
    pub fn static_result(&self) -> Option<GameResult> {
        for c in [self.side.opponent(), self.side] {
            let castle = castle_bits(c.opponent());
            if (self.pieces[c.index()] & castle) == castle {
                return Some(GameResult {
                    outcome: Outcome::Win(c),
                    reason: EndReason::CastleOccupied,
                });
            }
        }
        let (w, b) = (self.pieces[0].count(), self.pieces[1].count());
        if w <= 1 && b <= 1 {
            return Some(GameResult {
                outcome: Outcome::Draw,
                reason: EndReason::BareKings,
            });
        }
        if b == 0 && w >= 2 {
            return Some(GameResult {
                outcome: Outcome::Win(Color::White),
                reason: EndReason::AllCaptured,
            });
        }
        if w == 0 && b >= 2 {
            return Some(GameResult {
                outcome: Outcome::Win(Color::Black),
                reason: EndReason::AllCaptured,
            });
        }
        None
    }

    /// The result of the game if it is over by R11–R14, else `None` (R15 is the [`crate::Game`]'s).
    pub fn result(&self) -> Option<GameResult> {
        if let Some(r) = self.static_result() {
            return Some(r);
        }
        if self.legal_keys().is_empty() {
            let them = self.side.opponent();
            let outcome = if self.pieces[them.index()].count() >= 2 {
                Outcome::Win(them)
            } else {
                Outcome::Draw
            };
            return Some(GameResult {
                outcome,
                reason: EndReason::NoLegalMove,
            });
        }
        None
    }
}

/// The two squares of `color`'s castle as a set.
#[inline]
pub fn castle_bits(color: Color) -> Bitboard {
    CASTLES[color.index()]
}

static CASTLES: [Bitboard; 2] = {
    let w = Bitboard::EMPTY;
    let b = Bitboard::EMPTY;
    let (w0, w1) = (Square::new(5, 0), Square::new(6, 0));
    let (b0, b1) = (Square::new(5, RANKS - 1), Square::new(6, RANKS - 1));
    match (w0, w1, b0, b1) {
        (Some(w0), Some(w1), Some(b0), Some(b1)) => [w.with(w0).with(w1), b.with(b0).with(b1)],
        _ => panic!("castle squares are on the board"),
    }
};

impl fmt::Display for Position {
    /// The position string (RULES.md), all six fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for sq in Square::all().filter(|s| s.rank() == rank) {
                match self.piece_at(sq) {
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", p.letter())?;
                    }
                    None => empty += 1,
                }
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

    /// Parses the position string of RULES.md. Strict: every error says which field is wrong
    /// and why.
    fn from_str(s: &str) -> Result<Position, Error> {
        let bad = |field: &str, why: String| Error::Position(format!("{field}: {why}"));
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
        let mut pos = Position::empty(side);

        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != RANKS {
            return Err(bad(
                "field 1 (board)",
                format!("expected 16 ranks separated by /, found {}", ranks.len()),
            ));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = RANKS - 1 - i;
            let squares: Vec<Square> = Square::all().filter(|s| s.rank() == rank).collect();
            let field = format!("field 1, rank {}", rank + 1);
            let mut at = 0usize;
            let mut chars = text.chars().peekable();
            if text.is_empty() {
                return Err(bad(&field, "empty rank".into()));
            }
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
                        pos.put(sq, p);
                    }
                    at += 1;
                } else {
                    return Err(bad(
                        &field,
                        format!("unexpected character {c:?} (expected N, M, n, m or a digit)"),
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

        for (c, field) in [
            (0, "field 3 (White's castle moves)"),
            (1, "field 4 (Black's castle moves)"),
        ] {
            pos.castle_moves[c] = match fields[2 + c] {
                "0" => 0,
                "1" => 1,
                "2" => 2,
                other => return Err(bad(field, format!("expected 0, 1 or 2, found {other:?}"))),
            };
        }

        let field5 = "field 5 (piece that must leave its own castle)";
        pos.must_leave = match fields[4] {
            "-" => None,
            name => {
                let sq: Square = name
                    .parse()
                    .map_err(|e: Error| bad(field5, e.to_string()))?;
                if !castle_bits(side).contains(sq) {
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
            if n > 16 {
                return Err(bad(
                    "field 1 (board)",
                    format!("{} has {n} pieces; at most 16 fit a real game", c.name()),
                ));
            }
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }
}

const _: () = assert!(GRID <= 192);

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
