//! One puzzle per position: a position and its mirror images are the same puzzle.

use std::collections::HashSet;

use camelot_rules::{Color, Position, Variant};

/// The position's board, side to move, castle moves and R9 square, written the same for the
/// position and each of its mirror images: the least of the board's symmetries. Every board
/// of the family is symmetric left to right, and the colours swap with the board turned
/// upside down; River Camelot's river is only symmetric under the half turn (V5.1), so it
/// has that symmetry alone.
pub fn position_key(pos: &Position) -> String {
    let variant = pos.variant();
    let spec = variant.spec();
    let (files, ranks) = (spec.files, spec.ranks);
    let read = |file: usize, rank: usize| -> char {
        match variant.square(file, rank) {
            None => ' ',
            Some(sq) => match pos.piece_at(sq) {
                Some(p) => p.letter(),
                None if pos.trees().contains(sq) => 't',
                None => '.',
            },
        }
    };
    let swap = |c: char| match c {
        'm' | 'n' => c.to_ascii_uppercase(),
        'M' | 'N' => c.to_ascii_lowercase(),
        c => c,
    };
    let side = pos.side_to_move().index();
    let castles = [
        pos.castle_moves(Color::White),
        pos.castle_moves(Color::Black),
    ];
    let leave = pos.must_leave().map(|s| (s.file(), s.rank()));
    // Each symmetry: (mirror the files, turn the ranks over and swap the colours).
    let symmetries: &[(bool, bool)] = if variant == Variant::River {
        &[(false, false), (true, true)]
    } else {
        &[(false, false), (true, false), (false, true), (true, true)]
    };
    symmetries
        .iter()
        .map(|&(mirror, turn)| {
            let f = |file: usize| if mirror { files - 1 - file } else { file };
            let r = |rank: usize| if turn { ranks - 1 - rank } else { rank };
            let mut key = String::with_capacity(files * ranks + 16);
            for rank in 0..ranks {
                for file in 0..files {
                    let c = read(f(file), r(rank));
                    key.push(if turn { swap(c) } else { c });
                }
            }
            let me = if turn { 1 - side } else { side };
            let (c0, c1) = if turn {
                (castles[1], castles[0])
            } else {
                (castles[0], castles[1])
            };
            let leave = leave.map(|(file, rank)| (f(file), r(rank)));
            key.push_str(&format!(" {me} {c0} {c1} {leave:?}"));
            key
        })
        .min()
        .expect("every board has the identity")
}

/// The positions seen so far.
#[derive(Default)]
pub struct Seen(HashSet<String>);

impl Seen {
    /// Whether `pos` (or a mirror image of it) is new; remembers it.
    pub fn first_time(&mut self, pos: &Position) -> bool {
        self.0.insert(position_key(pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::{Piece, Square};

    /// `pos` transformed: files mirrored, and/or ranks turned over with the colours swapped.
    fn image(pos: &Position, mirror: bool, turn: bool) -> Position {
        let spec = pos.variant().spec();
        let side = pos.side_to_move();
        let mut out = Position::empty_in(pos.variant(), if turn { side.opponent() } else { side });
        for (sq, piece) in pos.pieces() {
            let file = if mirror {
                spec.files - 1 - sq.file()
            } else {
                sq.file()
            };
            let rank = if turn {
                spec.ranks - 1 - sq.rank()
            } else {
                sq.rank()
            };
            let color = if turn {
                piece.color.opponent()
            } else {
                piece.color
            };
            let to = Square::cell(file, rank).unwrap();
            out.put(to, Piece { color, ..piece });
        }
        out
    }

    const CHAIN: &str = "2/7m/9m/1m9m/12/1m10/12/1m10/12/1m10/12/1m5m4/1M5M4/10/1MMM4/2 w 0 0 - 0";

    #[test]
    fn a_position_and_its_mirror_images_are_one_position() {
        let pos: Position = CHAIN.parse().unwrap();
        let key = position_key(&pos);
        let mut seen = Seen::default();
        assert!(seen.first_time(&pos));
        for (mirror, turn) in [(true, false), (false, true), (true, true)] {
            let other = image(&pos, mirror, turn);
            assert_ne!(other, pos);
            assert_eq!(position_key(&other), key, "{other}");
            assert!(!seen.first_time(&other));
        }
        // Another side to move is another position.
        let mut black = image(&pos, false, false);
        black =
            Position::parse_in(Variant::Camelot, &black.to_string().replace(" w ", " b ")).unwrap();
        assert!(seen.first_time(&black));
    }

    #[test]
    fn v5_1_a_river_position_has_only_the_half_turn() {
        let start = "2/8/10/2nmmmmmmn2/3nmmmmnt2/6t5/12/1t10/10t1/12/5t6/2tNMMMMN3/2NMMMMMMN2/10/8/2 w 0 0 - 0";
        let pos = Position::parse_in(Variant::River, start).unwrap();
        let key = position_key(&pos);
        // The river runs A5 to L12: the left-right mirror is not a River board.
        let mut mirrored = image(&pos, true, false);
        for tree in pos.trees().squares() {
            mirrored.put_tree(Square::cell(11 - tree.file(), tree.rank()).unwrap());
        }
        assert_ne!(position_key(&mirrored), key);
    }
}
