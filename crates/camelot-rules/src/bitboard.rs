//! A set of squares as 192 bits over the padded 12×16 grid (three `u64` words).

use crate::square::{Direction, FILES, GRID, Square};

/// A set of squares. Bits outside the board are always clear in values the crate hands out.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub(crate) [u64; 3]);

const fn file_mask(file: usize) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    let mut i = file;
    while i < GRID {
        b = b.with_index(i);
        i += FILES;
    }
    b
}

const fn on_board() -> Bitboard {
    let mut b = Bitboard::EMPTY;
    let mut i = 0;
    while i < GRID {
        if Square::from_index(i).is_some() {
            b = b.with_index(i);
        }
        i += 1;
    }
    b
}

const NOT_FILE_A: Bitboard = file_mask(0).not_const();
const NOT_FILE_L: Bitboard = file_mask(FILES - 1).not_const();

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard([0; 3]);
    /// All 160 squares of the board.
    pub const ALL: Bitboard = on_board();

    const fn with_index(self, i: usize) -> Bitboard {
        let mut w = self.0;
        w[i / 64] |= 1 << (i % 64);
        Bitboard(w)
    }

    const fn not_const(self) -> Bitboard {
        Bitboard([!self.0[0], !self.0[1], !self.0[2]])
    }

    /// This set with `sq` added.
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        self.with_index(sq.index())
    }

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard::EMPTY.with(sq)
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        let i = sq.index();
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] |= 1 << (i % 64);
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] &= !(1 << (i % 64));
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()
    }

    /// The lowest square of the set.
    #[inline]
    pub fn first(self) -> Option<Square> {
        for (w, word) in self.0.iter().enumerate() {
            if *word != 0 {
                return Square::from_index(w * 64 + word.trailing_zeros() as usize);
            }
        }
        None
    }

    /// The squares of the set, lowest index first.
    #[inline]
    pub fn squares(self) -> Squares {
        Squares(self)
    }

    /// Every square moved one step in `dir`; squares that would leave the board are dropped.
    #[inline]
    pub fn shift(self, dir: Direction) -> Bitboard {
        let moved = match dir {
            Direction::North => self.shl(FILES as u32),
            Direction::South => self.shr(FILES as u32),
            Direction::East => self.shl(1) & NOT_FILE_A,
            Direction::West => self.shr(1) & NOT_FILE_L,
            Direction::NorthEast => self.shl(FILES as u32 + 1) & NOT_FILE_A,
            Direction::NorthWest => self.shl(FILES as u32 - 1) & NOT_FILE_L,
            Direction::SouthEast => self.shr(FILES as u32 - 1) & NOT_FILE_A,
            Direction::SouthWest => self.shr(FILES as u32 + 1) & NOT_FILE_L,
        };
        moved & Bitboard::ALL
    }

    #[inline]
    fn shl(self, n: u32) -> Bitboard {
        let [a, b, c] = self.0;
        Bitboard([
            a << n,
            (b << n) | (a >> (64 - n)),
            (c << n) | (b >> (64 - n)),
        ])
    }

    #[inline]
    fn shr(self, n: u32) -> Bitboard {
        let [a, b, c] = self.0;
        Bitboard([
            (a >> n) | (b << (64 - n)),
            (b >> n) | (c << (64 - n)),
            c >> n,
        ])
    }
}

/// Iterator over the squares of a [`Bitboard`].
pub struct Squares(Bitboard);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        for w in 0..3 {
            let word = self.0.0[w];
            if word != 0 {
                self.0.0[w] = word & (word - 1);
                return Square::from_index(w * 64 + word.trailing_zeros() as usize);
            }
        }
        None
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}

macro_rules! bitop {
    ($trait:ident, $fn:ident, $assign:ident, $afn:ident, $op:tt) => {
        impl std::ops::$trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $fn(self, o: Bitboard) -> Bitboard {
                Bitboard([self.0[0] $op o.0[0], self.0[1] $op o.0[1], self.0[2] $op o.0[2]])
            }
        }
        impl std::ops::$assign for Bitboard {
            #[inline]
            fn $afn(&mut self, o: Bitboard) {
                *self = *self $op o;
            }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board.
    #[inline]
    fn not(self) -> Bitboard {
        self.not_const() & Bitboard::ALL
    }
}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.squares()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_shifts_agree_with_step_tables() {
        for sq in Square::all() {
            for dir in Direction::ALL {
                let shifted = Bitboard::from_square(sq).shift(dir);
                let expected = sq.step(dir).map(Bitboard::from_square).unwrap_or_default();
                assert_eq!(shifted, expected, "{sq} {dir:?}");
            }
        }
        assert_eq!(Bitboard::ALL.count(), 160);
        assert_eq!((!Bitboard::EMPTY).count(), 160);
    }
}
