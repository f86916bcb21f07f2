//! The Camelot family as data (VARIANTS.md): each variant's board, castles, start position and
//! the rule switches it turns. The rules core reads these; no variant has code of its own.

use std::fmt;
use std::str::FromStr;

use crate::Error;
use crate::bitboard::Bitboard;
use crate::square::{Color, Square, WIDTH};

/// A game of the Camelot family (V0.1). Read case-insensitively from its name; `camelot`,
/// the default, is RULES.md's game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// RULES.md.
    #[default]
    Camelot,
    /// V1: 23 squares, four pieces a side, one-square castles.
    Camette,
    /// V2: 67 squares, seven pieces a side, one-square castles.
    Cam,
    /// V3: Parker's 1887 original on 176 squares, twenty pieces a side.
    Chivalry,
    /// V4: the goals reversed.
    Anti,
    /// V5: a river with bridges, and trees placed before play.
    River,
}

/// How a variant's game ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Ending {
    /// R11–R14: both castle squares win, bare pieces draw, elimination with two or more, no
    /// move loses to two or more.
    Camelot,
    /// V1.4–V1.7 (Camette, Cam): one piece entering wins, elimination wins with any number,
    /// no move loses; no material draw.
    Entry,
    /// V4.3, V4.5 (Anti-Camelot): a piece in the opponent's castle loses, no move wins.
    Anti,
}

/// Everything that makes a variant: its board, castles, start and rule switches.
#[derive(Debug)]
pub struct Spec {
    /// The variant's name (V0.1).
    pub name: &'static str,
    /// Files (A…) and ranks (1…) of the board's bounding box.
    pub files: usize,
    pub ranks: usize,
    /// Every square of the board, river squares included (they are written in position
    /// strings, V5.8).
    pub squares: Bitboard,
    /// The squares a piece may stand on: the board without the river (V5.1).
    pub open: Bitboard,
    /// Each colour's castle, by [`Color::index`].
    pub castles: [Bitboard; 2],
    /// The start position string.
    pub start: &'static str,
    /// Whether castle moves can happen (R10); fields 3–4 are always 0 where not (V0.3).
    pub castle_moves: bool,
    pub ending: Ending,
    /// Where each colour may place its trees (V5.2); empty in variants without trees.
    pub tree_squares: [Bitboard; 2],
    /// Trees each side places before play (V5.4).
    pub trees_per_side: u32,
    /// The most pieces a side may have in a position string: 16 as on the Camelot board, or
    /// the start's count and two where that is more (Chivalry).
    pub max_pieces: u32,
}

const fn cell(file: usize, rank: usize) -> usize {
    rank * WIDTH + file
}

/// The board whose rank `r` (0 = rank 1) holds files `spans[r].0..=spans[r].1`.
const fn board(spans: &[(usize, usize)]) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    let mut rank = 0;
    while rank < spans.len() {
        let mut file = spans[rank].0;
        while file <= spans[rank].1 {
            b = b.with_index(cell(file, rank));
            file += 1;
        }
        rank += 1;
    }
    b
}

/// The squares named (`C2`, `L12`), at compile time.
const fn named(names: &[&str]) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    let mut i = 0;
    while i < names.len() {
        let bytes = names[i].as_bytes();
        let file = (bytes[0] - b'A') as usize;
        let mut rank = 0;
        let mut j = 1;
        while j < bytes.len() {
            rank = rank * 10 + (bytes[j] - b'0') as usize;
            j += 1;
        }
        b = b.with_index(cell(file, rank - 1));
        i += 1;
    }
    b
}

/// The 180° rotation of a set of squares on a board of `files` × `ranks`.
const fn rotated(b: Bitboard, files: usize, ranks: usize) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    let mut rank = 0;
    while rank < ranks {
        let mut file = 0;
        while file < files {
            let i = cell(file, rank);
            if b.0[i / 64] & (1 << (i % 64)) != 0 {
                out = out.with_index(cell(files - 1 - file, ranks - 1 - rank));
            }
            file += 1;
        }
        rank += 1;
    }
    out
}

const CAMELOT_SPANS: [(usize, usize); 16] = [
    (5, 6),
    (2, 9),
    (1, 10),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (1, 10),
    (2, 9),
    (5, 6),
];

/// The 160 squares of the Camelot board (R1).
pub(crate) const CAMELOT_SQUARES: Bitboard = board(&CAMELOT_SPANS);
const CAMELOT_CASTLES: [Bitboard; 2] = [named(&["F1", "G1"]), named(&["F16", "G16"])];

/// V5.1: the river squares that are not bridges (D7 D8 I9 I10 are).
const RIVER: Bitboard = named(&[
    "A5", "A6", "B6", "C6", "A7", "B7", "C7", "E7", "C8", "E8", "F8", "G8", "F9", "G9", "H9", "J9",
    "H10", "J10", "K10", "L10", "J11", "K11", "L11", "L12",
]);
/// V5.2: White's tree squares; Black's are their rotation.
const WHITE_TREES: Bitboard = named(&[
    "C2", "D2", "I2", "J2", "B3", "C3", "D3", "E3", "F3", "G3", "H3", "I3", "J3", "K3", "A4", "B4",
    "K4", "L4", "B5", "C5", "J5", "K5", "L5", "F6", "G6", "H6", "I6", "J6", "K6", "L6", "F7", "G7",
    "H7", "I7", "J7", "K7", "L7", "K8", "L8", "K9", "L9",
]);

const CAMELOT_START: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0";

static SPECS: [Spec; 6] = [
    Spec {
        name: "camelot",
        files: 12,
        ranks: 16,
        squares: CAMELOT_SQUARES,
        open: CAMELOT_SQUARES,
        castles: CAMELOT_CASTLES,
        start: CAMELOT_START,
        castle_moves: true,
        ending: Ending::Camelot,
        tree_squares: [Bitboard::EMPTY; 2],
        trees_per_side: 0,
        max_pieces: 16,
    },
    Spec {
        name: "camette",
        files: 5,
        ranks: 7,
        squares: board(&[(2, 2), (1, 3), (0, 4), (0, 4), (0, 4), (1, 3), (2, 2)]),
        open: board(&[(2, 2), (1, 3), (0, 4), (0, 4), (0, 4), (1, 3), (2, 2)]),
        castles: [named(&["C1"]), named(&["C7"])],
        start: "1/1n1/1mmm1/5/1MMM1/1N1/1 w 0 0 - 0",
        castle_moves: false,
        ending: Ending::Entry,
        tree_squares: [Bitboard::EMPTY; 2],
        trees_per_side: 0,
        max_pieces: 16,
    },
    Spec {
        name: "cam",
        files: 7,
        ranks: 13,
        squares: board(&CAM_SPANS),
        open: board(&CAM_SPANS),
        castles: [named(&["D1"]), named(&["D13"])],
        start: "1/3/5/2n1n2/1mmmmm1/7/7/7/1MMMMM1/2N1N2/5/3/1 w 0 0 - 0",
        castle_moves: false,
        ending: Ending::Entry,
        tree_squares: [Bitboard::EMPTY; 2],
        trees_per_side: 0,
        max_pieces: 16,
    },
    Spec {
        name: "chivalry",
        files: 14,
        ranks: 16,
        squares: board(&CHIVALRY_SPANS),
        open: board(&CHIVALRY_SPANS),
        castles: [named(&["G1", "H1"]), named(&["G16", "H16"])],
        start: "2/8/10/12/14/2nnmmmmmmnn2/2nnmmmmmmnn2/14/14/2NNMMMMMMNN2/2NNMMMMMMNN2/14/12/10/8/2 w 0 0 - 0",
        castle_moves: true,
        ending: Ending::Camelot,
        tree_squares: [Bitboard::EMPTY; 2],
        trees_per_side: 0,
        max_pieces: 22,
    },
    Spec {
        name: "anti",
        files: 12,
        ranks: 16,
        squares: CAMELOT_SQUARES,
        open: CAMELOT_SQUARES,
        castles: CAMELOT_CASTLES,
        start: CAMELOT_START,
        castle_moves: false,
        ending: Ending::Anti,
        tree_squares: [Bitboard::EMPTY; 2],
        trees_per_side: 0,
        max_pieces: 16,
    },
    Spec {
        name: "river",
        files: 12,
        ranks: 16,
        squares: CAMELOT_SQUARES,
        open: CAMELOT_SQUARES.and_not(RIVER),
        castles: CAMELOT_CASTLES,
        start: "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/8/2 w 0 0 - 0",
        castle_moves: true,
        ending: Ending::Camelot,
        tree_squares: [WHITE_TREES, rotated(WHITE_TREES, 12, 16)],
        trees_per_side: 3,
        max_pieces: 16,
    },
];

const CAM_SPANS: [(usize, usize); 13] = [
    (3, 3),
    (2, 4),
    (1, 5),
    (0, 6),
    (0, 6),
    (0, 6),
    (0, 6),
    (0, 6),
    (0, 6),
    (0, 6),
    (1, 5),
    (2, 4),
    (3, 3),
];

const CHIVALRY_SPANS: [(usize, usize); 16] = [
    (6, 7),
    (3, 10),
    (2, 11),
    (1, 12),
    (0, 13),
    (0, 13),
    (0, 13),
    (0, 13),
    (0, 13),
    (0, 13),
    (0, 13),
    (0, 13),
    (1, 12),
    (2, 11),
    (3, 10),
    (6, 7),
];

impl Variant {
    /// Every variant, in the order of VARIANTS.md.
    pub const ALL: [Variant; 6] = [
        Variant::Camelot,
        Variant::Camette,
        Variant::Cam,
        Variant::Chivalry,
        Variant::Anti,
        Variant::River,
    ];

    /// The variant's board, castles, start and rule switches.
    #[inline]
    pub fn spec(self) -> &'static Spec {
        &SPECS[self as usize]
    }

    /// The variant's name (V0.1): `camelot`, `camette`, `cam`, `chivalry`, `anti`, `river`.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The castle squares of `color` on this board.
    #[inline]
    pub fn castle(self, color: Color) -> Bitboard {
        self.spec().castles[color.index()]
    }

    /// The square at `file` (0 = A) and `rank` (0 = rank 1), if it is on this board.
    pub fn square(self, file: usize, rank: usize) -> Option<Square> {
        Square::cell(file, rank).filter(|&sq| self.spec().squares.contains(sq))
    }

    /// The squares of rank `rank` (0 = rank 1), left to right.
    pub fn rank_squares(self, rank: usize) -> impl Iterator<Item = Square> {
        let squares = self.spec().squares;
        (0..self.spec().files)
            .filter_map(move |file| Square::cell(file, rank).filter(|&sq| squares.contains(sq)))
    }

    /// Parses a square of this board (V0.4): a file letter and a rank, any case (`F16`, `n5`).
    pub fn parse_square(self, s: &str) -> Result<Square, Error> {
        let spec = self.spec();
        let last_file = (b'A' + spec.files as u8 - 1) as char;
        let bad = |why: String| Error::Square(format!("{s:?}: {why}"));
        let mut chars = s.chars();
        let letter = chars
            .next()
            .ok_or_else(|| bad("empty square name".into()))?;
        let upper = letter.to_ascii_uppercase();
        if !upper.is_ascii_uppercase() || upper > last_file {
            return Err(bad(format!("the file must be a letter A to {last_file}")));
        }
        let file = upper as usize - 'A' as usize;
        let digits = chars.as_str();
        let ranks = spec.ranks;
        let rank_error = || bad(format!("the rank must be a number 1 to {ranks}"));
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(rank_error());
        }
        let rank: usize = digits.parse().map_err(|_| rank_error())?;
        if !(1..=ranks).contains(&rank) {
            return Err(rank_error());
        }
        self.square(file, rank - 1).ok_or_else(|| {
            bad(match self {
                Variant::Camelot | Variant::Anti | Variant::River => {
                    "not a square of the Camelot board (R1)".to_string()
                }
                _ => format!("not a square of the {} board", self.name()),
            })
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = Error;

    /// A variant's name, any case (V0.1).
    fn from_str(s: &str) -> Result<Variant, Error> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                Error::Variant(format!("{s:?}: expected one of {}", names.join(", ")))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v1_1_v2_1_v3_1_v5_1_boards_have_their_square_counts() {
        let count = |v: Variant| v.spec().squares.count();
        assert_eq!(count(Variant::Camelot), 160);
        assert_eq!(count(Variant::Camette), 23);
        assert_eq!(count(Variant::Cam), 67);
        assert_eq!(count(Variant::Chivalry), 176);
        assert_eq!(count(Variant::Anti), 160);
        assert_eq!(count(Variant::River), 160);
        assert_eq!(Variant::River.spec().open.count(), 160 - 24);
    }

    #[test]
    fn v5_2_tree_squares_are_41_a_side_and_avoid_river_and_starts() {
        let spec = Variant::River.spec();
        for c in [Color::White, Color::Black] {
            let trees = spec.tree_squares[c.index()];
            assert_eq!(trees.count(), 41);
            assert!((trees & !spec.open).is_empty());
            assert!((trees & spec.castles[c.index()]).is_empty());
        }
        let black: Vec<String> = spec.tree_squares[1]
            .squares()
            .map(|s| s.to_string())
            .collect();
        for name in ["A8", "G10", "G11", "C12", "J12", "L13", "K14", "C15", "J15"] {
            assert!(black.contains(&name.to_string()), "{name}");
        }
    }

    #[test]
    fn v0_1_names_read_case_insensitively() {
        for v in Variant::ALL {
            assert_eq!(v.name().to_uppercase().parse::<Variant>().unwrap(), v);
        }
        assert!("camelot3d".parse::<Variant>().is_err());
    }

    #[test]
    fn v0_4_squares_are_named_on_each_board() {
        assert!(Variant::Chivalry.parse_square("n5").is_ok());
        assert!(Variant::Camelot.parse_square("N5").is_err());
        assert!(Variant::Camette.parse_square("C7").is_ok());
        assert!(Variant::Camette.parse_square("A7").is_err());
        assert!(Variant::Camette.parse_square("C8").is_err());
        assert!(Variant::Cam.parse_square("G10").is_ok());
        assert!(Variant::Cam.parse_square("C1").is_err());
    }
}
