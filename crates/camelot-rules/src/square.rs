//! Squares, colours and pieces (R1, R2).

use std::fmt;
use std::str::FromStr;

/// Files A–L of the Camelot board (R1).
pub const FILES: usize = 12;
/// Ranks 1–16 of the Camelot board (R1).
pub const RANKS: usize = 16;
/// Width of the grid every [`Square`] indexes into: 16 files, Grand Camelot's A–P (V6.2), with
/// no padding, so that a set of squares stays four words. A shift of a set along a rank masks
/// off the files it would carry past the board's edge onto the next rank (`bitboard.rs`).
pub(crate) const WIDTH: usize = 16;
/// Files any variant's board can use (A–P).
pub(crate) const MAX_FILES: usize = 16;
/// Cells of the 16×16 grid that every [`Square`] indexes into.
pub const GRID: usize = WIDTH * RANKS;

/// One square of a board: a cell of the grid at files A–P, ranks 1–16.
///
/// Stored as `rank * 16 + file`. [`Square::new`] and parsing give the squares of the Camelot
/// board (R1); [`crate::Variant::square`] and [`crate::Variant::parse_square`] those of a
/// variant's board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = A) and `rank` (0 = rank 1), if it is on the Camelot board.
    pub const fn new(file: usize, rank: usize) -> Option<Square> {
        match Square::cell(file, rank) {
            Some(sq) if crate::variant::CAMELOT_SQUARES.contains(sq) => Some(sq),
            _ => None,
        }
    }

    /// The grid cell at `file` (0 = A) and `rank` (0 = rank 1), whatever the board.
    pub const fn cell(file: usize, rank: usize) -> Option<Square> {
        if file >= MAX_FILES || rank >= RANKS {
            return None;
        }
        Some(Square((rank * WIDTH + file) as u8))
    }

    /// The grid cell at a grid index, if it is on the grid.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index >= GRID {
            return None;
        }
        Square::cell(index % WIDTH, index / WIDTH)
    }

    /// The grid cell at an index known to be a usable cell's: a set bit of a
    /// [`crate::Bitboard`], which holds usable cells only.
    #[inline]
    pub(crate) const fn from_cell_index(index: usize) -> Square {
        debug_assert!(index < GRID && index % WIDTH < MAX_FILES);
        Square(index as u8)
    }

    /// Grid index (`rank * 16 + file`), below [`GRID`].
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File index, 0 = A.
    #[inline]
    pub const fn file(self) -> usize {
        self.0 as usize % WIDTH
    }

    /// Rank index, 0 = rank 1.
    #[inline]
    pub const fn rank(self) -> usize {
        self.0 as usize / WIDTH
    }

    /// The cell one step away in `dir`, if it is on the grid (intersect with a board).
    #[inline]
    pub fn step(self, dir: Direction) -> Option<Square> {
        TABLES.step[self.index()][dir as usize]
    }

    /// The cells one step away, in every direction (intersect with a board).
    #[inline]
    pub fn neighbours(self) -> crate::Bitboard {
        TABLES.neighbours[self.index()]
    }

    /// The (leaped-over, landing) pair of a leap in `dir`, if both are on the grid; a board's
    /// own squares decide whether the leap can happen there.
    #[inline]
    pub fn leap(self, dir: Direction) -> Option<(Square, Square)> {
        TABLES.leap[self.index()][dir as usize]
    }

    /// Every square of the Camelot board, rank 1 first, files left to right.
    pub fn all() -> impl Iterator<Item = Square> {
        crate::variant::CAMELOT_SQUARES.squares()
    }

    /// The castle squares of `color` on the Camelot board (R1): F1 G1 for White, F16 G16 for
    /// Black.
    pub fn castle(color: Color) -> [Square; 2] {
        let mut squares = crate::position::castle_bits(color).squares();
        let first = squares.next().expect("two castle squares");
        let second = squares.next().expect("two castle squares");
        [first, second]
    }

    /// The cell midway between two cells two steps apart in a line (the leaped one).
    pub fn between(a: Square, b: Square) -> Option<Square> {
        let (df, dr) = (
            b.file() as isize - a.file() as isize,
            b.rank() as isize - a.rank() as isize,
        );
        if df.abs() % 2 != 0 || dr.abs() % 2 != 0 || df.abs().max(dr.abs()) != 2 {
            return None;
        }
        Square::cell(
            (a.file() as isize + df / 2) as usize,
            (a.rank() as isize + dr / 2) as usize,
        )
    }

    /// Whether `b` is one step from `a` (R2: any of the 8 directions).
    pub fn adjacent(a: Square, b: Square) -> bool {
        a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'A' + self.file() as u8) as char,
            self.rank() + 1
        )
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Square {
    type Err = crate::Error;

    /// Parses `F16`, `f16`: a square of the Camelot board (R1). See
    /// [`crate::Variant::parse_square`] for the other boards.
    fn from_str(s: &str) -> Result<Square, crate::Error> {
        crate::Variant::Camelot.parse_square(s)
    }
}

impl TryFrom<String> for Square {
    type Error = crate::Error;

    /// A square of any variant's board (saved games of every variant read back).
    fn try_from(s: String) -> Result<Square, crate::Error> {
        crate::Variant::EVERY
            .iter()
            .find_map(|v| v.parse_square(&s).ok())
            .map_or_else(|| s.parse(), Ok)
    }
}

impl From<Square> for String {
    fn from(s: Square) -> String {
        s.to_string()
    }
}

/// The eight directions a piece steps or leaps in (R2).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// (file, rank) offsets of one step.
    pub const fn delta(self) -> (isize, isize) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }
}

/// A side: White moves first (R2). On the wire (feature `serde`): `"white"`, `"black"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "lowercase"))]
pub enum Color {
    White,
    Black,
}

impl Color {
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

/// A player of the four-player games (V6.1), in the order of play: Red, Green, Blue, Yellow.
/// The partnerships alternate, so a seat's partnership is a [`Color`]: Red and Blue are
/// [`Color::White`]'s (the partnership that moves first), Green and Yellow [`Color::Black`]'s.
/// In the two-player games the two seats are the two colours (`Red` is White, `Green` Black).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Seat {
    Red,
    Green,
    Blue,
    Yellow,
}

impl Seat {
    /// The seats in the order of play (V6.1).
    pub const ALL: [Seat; 4] = [Seat::Red, Seat::Green, Seat::Blue, Seat::Yellow];

    /// The place in the order of play, 0 = Red.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn from_index(i: usize) -> Seat {
        Seat::ALL[i % 4]
    }

    /// The seat of `team` that is its first (Red, Green) or second (Blue, Yellow) to move.
    #[inline]
    pub const fn of(team: Color, second: bool) -> Seat {
        Seat::from_index(team.index() + 2 * second as usize)
    }

    /// The partnership (V6.1): Red and Blue, Green and Yellow.
    #[inline]
    pub const fn team(self) -> Color {
        if self.index().is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Whether the seat is its partnership's second to move (Blue, Yellow).
    #[inline]
    pub const fn is_second(self) -> bool {
        self.index() >= 2
    }

    /// The next seat in the order of play (V6.1).
    #[inline]
    pub const fn next(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// The partner (V6.1).
    #[inline]
    pub const fn partner(self) -> Seat {
        Seat::from_index(self.index() ^ 2)
    }

    /// The seat whose castle is this seat's goal castle (V6.2): the one opposite.
    #[inline]
    pub const fn across(self) -> Seat {
        Seat::from_index(self.index() ^ 1)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Seat::Red => "Red",
            Seat::Green => "Green",
            Seat::Blue => "Blue",
            Seat::Yellow => "Yellow",
        }
    }

    /// The letter of field 2 of the four-player position string (V6.8).
    pub const fn letter(self) -> char {
        match self {
            Seat::Red => 'r',
            Seat::Green => 'g',
            Seat::Blue => 'b',
            Seat::Yellow => 'y',
        }
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| s.letter() == c)
    }

    /// The letter of a piece of this seat in field 1 (V6.8): a capital for a knight.
    pub const fn piece_letter(self, kind: PieceKind) -> char {
        match kind {
            PieceKind::Knight => self.letter().to_ascii_uppercase(),
            PieceKind::Man => self.letter(),
        }
    }

    /// The seat and kind of a piece letter of field 1 (V6.8).
    pub fn from_piece_letter(c: char) -> Option<(Seat, PieceKind)> {
        let seat = Seat::from_letter(c.to_ascii_lowercase())?;
        let kind = if c.is_ascii_uppercase() {
            PieceKind::Knight
        } else {
            PieceKind::Man
        };
        Some((seat, kind))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Men and knights (R2); only knights charge (R6) and obey the knight's canter rule (R8).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    Man,
    Knight,
}

/// A piece: its colour and kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

impl Piece {
    /// The letter of the position string: `N` `M` for White, `n` `m` for Black.
    pub const fn letter(self) -> char {
        match (self.color, self.kind) {
            (Color::White, PieceKind::Knight) => 'N',
            (Color::White, PieceKind::Man) => 'M',
            (Color::Black, PieceKind::Knight) => 'n',
            (Color::Black, PieceKind::Man) => 'm',
        }
    }

    pub const fn from_letter(c: char) -> Option<Piece> {
        let (color, kind) = match c {
            'N' => (Color::White, PieceKind::Knight),
            'M' => (Color::White, PieceKind::Man),
            'n' => (Color::Black, PieceKind::Knight),
            'm' => (Color::Black, PieceKind::Man),
            _ => return None,
        };
        Some(Piece { color, kind })
    }
}

struct Tables {
    step: [[Option<Square>; 8]; GRID],
    leap: [[Option<(Square, Square)>; 8]; GRID],
    neighbours: [crate::Bitboard; GRID],
}

const fn offset(sq: usize, dir: Direction, times: isize) -> Option<Square> {
    let (df, dr) = dir.delta();
    let f = (sq % WIDTH) as isize + df * times;
    let r = (sq / WIDTH) as isize + dr * times;
    if f < 0 || r < 0 {
        return None;
    }
    Square::cell(f as usize, r as usize)
}

const fn build_tables() -> Tables {
    let mut t = Tables {
        step: [[None; 8]; GRID],
        leap: [[None; 8]; GRID],
        neighbours: [crate::Bitboard::EMPTY; GRID],
    };
    let mut sq = 0;
    while sq < GRID {
        if Square::from_index(sq).is_some() {
            let mut d = 0;
            while d < 8 {
                let dir = Direction::ALL[d];
                t.step[sq][d] = offset(sq, dir, 1);
                if let Some(s) = t.step[sq][d] {
                    t.neighbours[sq] = t.neighbours[sq].with(s);
                    if let Some(l) = offset(sq, dir, 2) {
                        t.leap[sq][d] = Some((s, l));
                    }
                }
                d += 1;
            }
        }
        sq += 1;
    }
    t
}

static TABLES: Tables = build_tables();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_board_has_160_squares_and_two_castles() {
        assert_eq!(Square::all().count(), 160);
        let names: Vec<String> = Square::castle(Color::White)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(names, ["F1", "G1"]);
        let names: Vec<String> = Square::castle(Color::Black)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(names, ["F16", "G16"]);
        for (rank, count) in [
            (1, 2),
            (2, 8),
            (3, 10),
            (4, 12),
            (13, 12),
            (14, 10),
            (15, 8),
            (16, 2),
        ] {
            assert_eq!(
                Square::all().filter(|s| s.rank() + 1 == rank).count(),
                count,
                "rank {rank}"
            );
        }
    }

    #[test]
    fn r1_square_names_parse_and_reject_off_board() {
        assert_eq!("f16".parse::<Square>().unwrap().to_string(), "F16");
        assert_eq!("L4".parse::<Square>().unwrap().to_string(), "L4");
        for bad in ["A1", "E16", "M4", "A0", "A17", "", "F", "F01", "4F", "B2"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert!("C2".parse::<Square>().is_ok());
    }

    #[test]
    fn r2_adjacency_is_eight_directions() {
        let e5: Square = "E5".parse().unwrap();
        assert_eq!(e5.neighbours().count(), 8);
        let f1: Square = "F1".parse().unwrap();
        // F1's neighbours: G1, E2, F2, G2.
        assert_eq!((f1.neighbours() & crate::Bitboard::ALL).count(), 4);
        assert_eq!(
            Square::between(e5, "G7".parse().unwrap())
                .unwrap()
                .to_string(),
            "F6"
        );
        assert!(Square::between(e5, "G6".parse().unwrap()).is_none());
    }
}
