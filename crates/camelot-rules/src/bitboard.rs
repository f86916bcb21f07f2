//! A set of squares as 256 bits over the 16×16 grid (four `u64` words).

use crate::square::{Direction, MAX_FILES, RANKS, Square, WIDTH};

/// A set of squares: one bit per cell of the 16×16 grid, every cell a square of some board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub(crate) [u64; 4]);

/// Every cell of the grid: files A–P of ranks 1–16.
const CELLS: Bitboard = Bitboard([u64::MAX; 4]);

/// The cells of the files from `first` to `last` (0 = A), on every rank.
const fn files(first: usize, last: usize) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    let mut rank = 0;
    while rank < RANKS {
        let mut file = first;
        while file <= last {
            b = b.with_index(rank * WIDTH + file);
            file += 1;
        }
        rank += 1;
    }
    b
}

/// The grid has no padding column (V6.2's sixteen files fill it): a shift along a rank would
/// carry the last files onto the next rank's first ones. So the squares that a step east (or
/// two) would carry past file P are masked off before the shift, and likewise west of file A.
/// By [`Direction::ALL`] index, the cells that may step that way: one step, then two.
const STEP_FROM: [Bitboard; 8] = from_masks(1);
const LEAP_FROM: [Bitboard; 8] = from_masks(2);

const fn from_masks(steps: usize) -> [Bitboard; 8] {
    let east = files(0, MAX_FILES - 1 - steps);
    let west = files(steps, MAX_FILES - 1);
    [CELLS, east, east, east, CELLS, west, west, west]
}

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard([0; 4]);
    /// All 160 squares of the Camelot board (R1).
    pub const ALL: Bitboard = crate::variant::CAMELOT_SQUARES;

    /// Written word by word with no indexed store, so that a set in registers stays there
    /// (a store to one word read back as a whole set stalls the processor).
    #[inline]
    pub(crate) const fn with_index(self, i: usize) -> Bitboard {
        self.or_words(Bitboard::word_bits(i))
    }

    /// The set of the one cell `i`, word by word.
    #[inline]
    const fn word_bits(i: usize) -> [u64; 4] {
        let bit = 1u64 << (i % 64);
        let word = i / 64;
        [
            if word == 0 { bit } else { 0 },
            if word == 1 { bit } else { 0 },
            if word == 2 { bit } else { 0 },
            if word == 3 { bit } else { 0 },
        ]
    }

    #[inline]
    const fn or_words(self, w: [u64; 4]) -> Bitboard {
        Bitboard([
            self.0[0] | w[0],
            self.0[1] | w[1],
            self.0[2] | w[2],
            self.0[3] | w[3],
        ])
    }

    #[inline]
    pub(crate) const fn and_not(self, o: Bitboard) -> Bitboard {
        Bitboard([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
            self.0[3] & !o.0[3],
        ])
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
        *self = self.with(sq);
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        *self = self.and_not(Bitboard(Bitboard::word_bits(sq.index())));
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()
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
        Squares {
            words: self.0,
            base: 0,
        }
    }

    /// Every square moved one step in `dir`; squares that would leave the grid are dropped
    /// (intersect with a board for its squares).
    #[inline]
    pub fn shift(self, dir: Direction) -> Bitboard {
        const W: u32 = WIDTH as u32;
        let from = self & STEP_FROM[dir as usize];
        match dir {
            Direction::North => from.shl(W),
            Direction::South => from.shr(W),
            Direction::East => from.shl(1),
            Direction::West => from.shr(1),
            Direction::NorthEast => from.shl(W + 1),
            Direction::NorthWest => from.shl(W - 1),
            Direction::SouthEast => from.shr(W - 1),
            Direction::SouthWest => from.shr(W + 1),
        }
    }

    /// The landings of leaps from this set's squares: from a square of `over[i]`, two steps
    /// in direction [`Direction::ALL`]`[i]`. `over` comes from [`Bitboard::leap_sources`],
    /// whose squares all have room for the leap on their rank, so no landing wraps.
    #[inline(always)]
    pub(crate) fn leaps(self, over: &[Bitboard; 8]) -> Bitboard {
        // Few squares leap in most directions: skip those with none.
        Bitboard::leap_each(|i| Some(self & over[i]).filter(|from| !from.is_empty()))
    }

    /// [`Bitboard::leaps`] from the one square `at`: a bit test per direction instead of a
    /// whole set's.
    #[inline(always)]
    pub(crate) fn leaps_from(at: Square, over: &[Bitboard; 8]) -> Bitboard {
        let from = Bitboard::from_square(at);
        Bitboard::leap_each(|i| over[i].contains(at).then_some(from))
    }

    /// The squares of `from(i)` moved two steps in direction [`Direction::ALL`]`[i]`, for
    /// each direction it names squares for. Written out direction by direction so that every
    /// shift is a constant.
    #[inline(always)]
    fn leap_each(mut from: impl FnMut(usize) -> Option<Bitboard>) -> Bitboard {
        const W: u32 = 2 * WIDTH as u32;
        let mut to = Bitboard::EMPTY;
        let mut add = |i: usize, shift: fn(Bitboard) -> Bitboard| {
            if let Some(squares) = from(i) {
                to |= shift(squares);
            }
        };
        add(0, |b| b.shl(W));
        add(1, |b| b.shl(W + 2));
        add(2, |b| b.shl(2));
        add(3, |b| b.shr(W - 2));
        add(4, |b| b.shr(W));
        add(5, |b| b.shr(W + 2));
        add(6, |b| b.shr(2));
        add(7, |b| b.shl(W - 2));
        to
    }

    /// By [`Direction::ALL`] index, the squares from which a leap that way passes over one
    /// of `over` and lands on one of `onto`. Only squares with room for the leap on their
    /// rank are kept ([`LEAP_FROM`]), so no leap wraps from one edge of the grid to the other.
    /// Written out direction by direction so that every shift is a constant.
    #[inline(always)]
    pub(crate) fn leap_sources(over: Bitboard, onto: Bitboard) -> [Bitboard; 8] {
        const W: u32 = WIDTH as u32;
        // A leap by `n` cells up the grid starts `n` cells below the square it passes over
        // and `2n` below the one it lands on; one down the grid, above them.
        let up = |n: u32| over.shr(n) & onto.shr(2 * n);
        let down = |n: u32| over.shl(n) & onto.shl(2 * n);
        let [n, ne, e, se, s, sw, w, nw] = LEAP_FROM;
        [
            up(W) & n,
            up(W + 1) & ne,
            up(1) & e,
            down(W - 1) & se,
            down(W) & s,
            down(W + 1) & sw,
            down(1) & w,
            up(W - 1) & nw,
        ]
    }

    #[inline]
    fn shl(self, n: u32) -> Bitboard {
        let [a, b, c, d] = self.0;
        Bitboard([
            a << n,
            (b << n) | (a >> (64 - n)),
            (c << n) | (b >> (64 - n)),
            (d << n) | (c >> (64 - n)),
        ])
    }

    #[inline]
    fn shr(self, n: u32) -> Bitboard {
        let [a, b, c, d] = self.0;
        Bitboard([
            (a >> n) | (b << (64 - n)),
            (b >> n) | (c << (64 - n)),
            (c >> n) | (d << (64 - n)),
            d >> n,
        ])
    }
}

/// Iterator over the squares of a [`Bitboard`].
pub struct Squares {
    /// The words not spent yet, the current one first: spent words shift out, so that every
    /// index is a constant and the words can stay in registers.
    words: [u64; 4],
    /// The grid index of `words[0]`'s lowest bit.
    base: usize,
}

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        loop {
            let bits = self.words[0];
            if bits != 0 {
                self.words[0] = bits & (bits - 1);
                let index = self.base + bits.trailing_zeros() as usize;
                return Some(Square::from_cell_index(index));
            }
            let [_, b, c, d] = self.words;
            if b | c | d == 0 {
                return None;
            }
            self.words = [b, c, d, 0];
            self.base += 64;
        }
    }

    /// Exact, so that collecting or extending reserves room once.
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = Bitboard(self.words).count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

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
                Bitboard([
                    self.0[0] $op o.0[0],
                    self.0[1] $op o.0[1],
                    self.0[2] $op o.0[2],
                    self.0[3] $op o.0[3],
                ])
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
    /// The complement within the grid: intersect with a board for its squares.
    #[inline]
    fn not(self) -> Bitboard {
        CELLS.and_not(self)
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
    fn v0_2_shifts_agree_with_step_tables_on_every_cell() {
        for sq in (!Bitboard::EMPTY).squares() {
            for dir in Direction::ALL {
                let shifted = Bitboard::from_square(sq).shift(dir);
                let expected = sq.step(dir).map(Bitboard::from_square).unwrap_or_default();
                assert_eq!(shifted, expected, "{sq} {dir:?}");
            }
        }
        assert_eq!(Bitboard::ALL.count(), 160);
        assert_eq!((!Bitboard::EMPTY).count(), 16 * 16);
    }

    #[test]
    fn v6_2_leaps_agree_with_leap_tables_on_every_cell_and_never_wrap() {
        // Every pair of cells as (over, onto): the sources found must be exactly the cells
        // whose leap table names that pair, files O and P (V6.2's edge) included.
        for from in (!Bitboard::EMPTY).squares() {
            for (i, dir) in Direction::ALL.into_iter().enumerate() {
                let Some((over, onto)) = from.leap(dir) else {
                    let all = Bitboard::leap_sources(!Bitboard::EMPTY, !Bitboard::EMPTY);
                    assert!(!all[i].contains(from), "{from} {dir:?} leaps off the grid");
                    continue;
                };
                let sources = Bitboard::leap_sources(
                    Bitboard::from_square(over),
                    Bitboard::from_square(onto),
                );
                assert_eq!(sources[i], Bitboard::from_square(from), "{from} {dir:?}");
                let mut over_sets = [Bitboard::EMPTY; 8];
                over_sets[i] = sources[i];
                assert_eq!(
                    Bitboard::from_square(from).leaps(&over_sets),
                    Bitboard::from_square(onto)
                );
            }
        }
    }
}
