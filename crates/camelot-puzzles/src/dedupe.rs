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
