//! The Camelot family as data (VARIANTS.md): each variant's board, castles, start position and
//! the rule switches it turns. The rules core reads these; no variant has code of its own.

use std::fmt;
use std::str::FromStr;

use crate::Error;
use crate::bitboard::Bitboard;
use crate::square::{Color, Square};

mod spec;

pub(crate) use spec::CAMELOT_SQUARES;
use spec::SPECS;
pub use spec::Spec;

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
