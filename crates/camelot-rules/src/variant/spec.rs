//! Each variant's board, castles, start position and rule switches, as constant tables
//! (VARIANTS.md), and the const functions that build its square sets.

use super::Ending;
use crate::bitboard::Bitboard;
use crate::square::WIDTH;

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
    /// Each seat's castle, by [`crate::Seat::index`]: in the two-player games White's and
    /// Black's (by [`crate::Color::index`]) and two empty sets.
    pub castles: [Bitboard; 4],
    /// Players: 2, or 4 in two partnerships (V6.1).
    pub seats: usize,
    /// The start position string.
    pub start: &'static str,
    /// Whether castle moves can happen (R10); fields 3–4 are always 0 where not (V0.3).
    pub castle_moves: bool,
    pub ending: Ending,
    /// Where each colour may place its trees (V5.2); empty in variants without trees.
    pub tree_squares: [Bitboard; 2],
    /// Trees each side places before play (V5.4).
    pub trees_per_side: u32,
    /// The most pieces a side may have in a two-player position string: 16 as on the Camelot
    /// board, or the start's count and two where that is more (Chivalry). V6.8 sets no such
    /// bound on the four-player games.
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
const CAMELOT_CASTLES: [Bitboard; 4] = two(named(&["F1", "G1"]), named(&["F16", "G16"]));

/// The castles of a two-player game: White's, Black's, and none for seats 3 and 4.
const fn two(white: Bitboard, black: Bitboard) -> [Bitboard; 4] {
    [white, black, Bitboard::EMPTY, Bitboard::EMPTY]
}

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

pub(super) static SPECS: [Spec; 8] = [
    Spec {
        name: "camelot",
        files: 12,
        ranks: 16,
        squares: CAMELOT_SQUARES,
        open: CAMELOT_SQUARES,
        castles: CAMELOT_CASTLES,
        seats: 2,
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
        castles: two(named(&["C1"]), named(&["C7"])),
        seats: 2,
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
        castles: two(named(&["D1"]), named(&["D13"])),
        seats: 2,
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
        castles: two(named(&["G1", "H1"]), named(&["G16", "H16"])),
        seats: 2,
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
        seats: 2,
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
        seats: 2,
        start: "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/8/2 w 0 0 - 0",
        castle_moves: true,
        ending: Ending::Camelot,
        tree_squares: [WHITE_TREES, rotated(WHITE_TREES, 12, 16)],
        trees_per_side: 3,
        max_pieces: 16,
    },
    GRAND,
    GRAND_CAM,
];

/// V6.2: Grand Camelot's 180 squares; V6.3 its start.
const GRAND: Spec = Spec {
    name: "grand",
    files: 16,
    ranks: 16,
    squares: board(&GRAND_SPANS),
    open: board(&GRAND_SPANS),
    // Red, Green, Blue, Yellow (V6.2).
    castles: [
        named(&["H1", "I1"]),
        named(&["H16", "I16"]),
        named(&["A8", "A9"]),
        named(&["P8", "P9"]),
    ],
    seats: 4,
    start: "2/8/2GggggG2/4GggG4/6gg6/1B10Y1/1bB8Yy1/2bbb6yyy2/2bbb6yyy2/1bB8Yy1/1B10Y1/6rr6/4RrrR4/2RrrrrR2/8/2 r 0000 0",
    castle_moves: true,
    ending: Ending::Camelot,
    tree_squares: [Bitboard::EMPTY; 2],
    trees_per_side: 0,
    max_pieces: 12,
};

/// V7.1: Grand Cam's 93 squares; V7.2 its start.
const GRAND_CAM: Spec = Spec {
    name: "grandcam",
    files: 13,
    ranks: 13,
    squares: board(&GRAND_CAM_SPANS),
    open: board(&GRAND_CAM_SPANS),
    castles: [
        named(&["G1"]),
        named(&["G13"]),
        named(&["A7"]),
        named(&["M7"]),
    ],
    seats: 4,
    start: "1/GgG/2ggg2/4g4/9/Bb7yY/1bbb5yyy1/Bb7yY/9/4r4/2rrr2/RrR/1 r 0000 0",
    castle_moves: false,
    ending: Ending::Entry,
    tree_squares: [Bitboard::EMPTY; 2],
    trees_per_side: 0,
    max_pieces: 7,
};

const GRAND_SPANS: [(usize, usize); 16] = [
    (7, 8),
    (4, 11),
    (3, 12),
    (2, 13),
    (1, 14),
    (1, 14),
    (1, 14),
    (0, 15),
    (0, 15),
    (1, 14),
    (1, 14),
    (1, 14),
    (2, 13),
    (3, 12),
    (4, 11),
    (7, 8),
];

const GRAND_CAM_SPANS: [(usize, usize); 13] = [
    (6, 6),
    (5, 7),
    (3, 9),
    (2, 10),
    (2, 10),
    (1, 11),
    (0, 12),
    (1, 11),
    (2, 10),
    (2, 10),
    (3, 9),
    (5, 7),
    (6, 6),
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
