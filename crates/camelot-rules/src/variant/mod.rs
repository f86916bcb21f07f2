//! The Camelot family as data (VARIANTS.md): each variant's board, castles, start position and
//! the rule switches it turns. The rules core reads these; no variant has code of its own.

use std::fmt;
use std::str::FromStr;

use crate::Error;
use crate::bitboard::Bitboard;
use crate::square::{Color, Seat, Square};

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
    /// V6: four players in two partnerships on 180 squares, twelve pieces each.
    Grand,
    /// V7: four players in two partnerships on 93 squares, seven pieces each, one-square
    /// castles.
    GrandCam,
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
    /// Every two-player variant, in the order of VARIANTS.md: the games the engine, the
    /// server, the puzzles and the 3D game offer.
    pub const ALL: [Variant; 6] = [
        Variant::Camelot,
        Variant::Camette,
        Variant::Cam,
        Variant::Chivalry,
        Variant::Anti,
        Variant::River,
    ];

    /// The four-player games (V6, V7).
    pub const FOUR_PLAYER: [Variant; 2] = [Variant::Grand, Variant::GrandCam];

    /// Every variant, two-player then four-player, in the order of VARIANTS.md.
    pub const EVERY: [Variant; 8] = [
        Variant::Camelot,
        Variant::Camette,
        Variant::Cam,
        Variant::Chivalry,
        Variant::Anti,
        Variant::River,
        Variant::Grand,
        Variant::GrandCam,
    ];

    /// The variant's board, castles, start and rule switches.
    #[inline]
    pub fn spec(self) -> &'static Spec {
        &SPECS[self as usize]
    }

    /// The variant's name (V0.1, V6.1): `camelot`, `camette`, `cam`, `chivalry`, `anti`,
    /// `river`, `grand`, `grandcam`.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// Whether four players play it in two partnerships (V6.1).
    #[inline]
    pub fn is_four_player(self) -> bool {
        self.spec().seats == 4
    }

    /// The castle squares of `color` on this board; in the four-player games those of the
    /// partnership's first seat, Red's or Green's (see [`Variant::seat_castle`]).
    #[inline]
    pub fn castle(self, color: Color) -> Bitboard {
        self.spec().castles[color.index()]
    }

    /// The castle squares of `seat` (V6.2, V7.1); a two-player game's seats are its colours.
    #[inline]
    pub fn seat_castle(self, seat: Seat) -> Bitboard {
        self.spec().castles[seat.index()]
    }

    /// The goal castle of `seat` (V6.2): the one opposite his own; a two-player game's
    /// opponent's castle (R10).
    #[inline]
    pub fn goal_castle(self, seat: Seat) -> Bitboard {
        self.spec().castles[seat.across().index()]
    }

    /// The side castles of `seat` (V6.2), where none of his pieces ever lands (V6.5): his
    /// partner's and the other opponent's; none in the two-player games.
    #[inline]
    pub fn side_castles(self, seat: Seat) -> Bitboard {
        let castles = &self.spec().castles;
        castles[seat.partner().index()] | castles[seat.across().partner().index()]
    }

    /// The castles a piece of `team` wins by entering: those of the other partnership's seats
    /// (R11, V1.4; V6.7 and V7.3: each player's goal castle, none of them a side castle of
    /// his, so the team's pieces stand in the opponents' castles only by entering their goal).
    #[inline]
    pub fn goal_castles(self, team: Color) -> Bitboard {
        let castles = &self.spec().castles;
        let them = team.opponent().index();
        castles[them] | castles[them + 2]
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
        Variant::EVERY
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<&str> = Variant::EVERY.iter().map(|v| v.name()).collect();
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
        assert_eq!(count(Variant::Grand), 180);
        assert_eq!(count(Variant::GrandCam), 93);
    }

    #[test]
    fn v6_2_v7_1_boards_keep_their_outline_under_a_quarter_turn() {
        for (v, n) in [(Variant::Grand, 16), (Variant::GrandCam, 13)] {
            let squares = v.spec().squares;
            for sq in squares.squares() {
                let turned = Square::cell(sq.rank(), n - 1 - sq.file()).unwrap();
                assert!(squares.contains(turned), "{v}: {sq}");
            }
        }
        let names = |b: Bitboard| b.squares().map(|s| s.to_string()).collect::<Vec<_>>();
        let grand: Vec<_> = Seat::ALL
            .iter()
            .map(|&s| names(Variant::Grand.seat_castle(s)))
            .collect();
        assert_eq!(
            grand,
            [["H1", "I1"], ["H16", "I16"], ["A8", "A9"], ["P8", "P9"]]
        );
        let cam: Vec<_> = Seat::ALL
            .iter()
            .map(|&s| names(Variant::GrandCam.seat_castle(s)))
            .collect();
        assert_eq!(cam, [["G1"], ["G13"], ["A7"], ["M7"]]);
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
        for v in Variant::EVERY {
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
        assert!(Variant::Grand.parse_square("p9").is_ok());
        assert!(Variant::Grand.parse_square("P10").is_err());
        assert!(Variant::Grand.parse_square("Q9").is_err());
        assert!(Variant::Grand.parse_square("I16").is_ok());
        assert!(Variant::GrandCam.parse_square("M7").is_ok());
        assert!(Variant::GrandCam.parse_square("K3").is_err());
    }
}
