//! Zobrist keys: a random number for each piece on each square, the side to move, the
//! castle-move counts, the variant and the forced castle exit, xor-ed into a position's hash.

use crate::square::{GRID, PieceKind, Seat, Square};
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
    pub variant: [u64; Variant::EVERY.len()],
    pub black_to_move: u64,
    pub castle_moves: [[u64; 3]; 4],
    pub must_leave: [u64; GRID],
    /// The four-player games' third and fourth seats (Blue, Yellow, V6.1): [knight, man of
    /// Blue, then of Yellow][grid cell]. Made after the other keys, so that the two-player
    /// games' hashes are those they always were.
    pub second_pieces: [[u64; GRID]; 4],
    /// The seat to move is its partnership's second (Blue or Yellow).
    pub second_to_move: u64,
}

const fn build() -> Keys {
    let mut k = Keys {
        piece: [[0; GRID]; 5],
        variant: [0; Variant::EVERY.len()],
        black_to_move: 0,
        castle_moves: [[0; 3]; 4],
        must_leave: [0; GRID],
        second_pieces: [[0; GRID]; 4],
        second_to_move: 0,
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
    while v < Variant::EVERY.len() {
        seed = splitmix(seed);
        k.variant[v] = seed;
        v += 1;
    }
    let mut p = 0;
    while p < 4 {
        let mut i = 0;
        while i < GRID {
            seed = splitmix(seed);
            k.second_pieces[p][i] = seed;
            i += 1;
        }
        p += 1;
    }
    seed = splitmix(seed);
    k.second_to_move = seed;
    let mut c = 2;
    while c < 4 {
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

/// The key of a piece of `seat` on `sq`; a two-player game's seats are its colours.
#[inline]
pub(super) fn piece_key(seat: Seat, kind: PieceKind, sq: Square) -> u64 {
    let p = seat.team().index() * 2 + (kind == PieceKind::Man) as usize;
    if seat.is_second() {
        KEYS.second_pieces[p][sq.index()]
    } else {
        KEYS.piece[p][sq.index()]
    }
}

#[inline]
pub(super) fn tree_key(sq: Square) -> u64 {
    KEYS.piece[4][sq.index()]
}
