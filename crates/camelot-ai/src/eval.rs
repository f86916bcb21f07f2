//! The evaluation, in the game's own terms: material, the castle race, defence of one's own
//! castle, pieces en prise and mobility. Scores are centipawn-like, a man being 100.

use std::sync::LazyLock;

#[cfg(test)]
use camelot_rules::Square;
use camelot_rules::{
    Bitboard, Color, Direction, Ending, GRID, MAX_CASTLE_MOVES, Position, Variant,
};

/// The weights of the evaluation terms. The engine plays each variant with
/// [`Weights::shipped`] (learnt from self-play, docs/learning.md); [`Weights::default`] is
/// the hand-set start they were learnt from.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A knight: it charges, and canters and jumps like a man.
    pub knight: i32,
    /// The castle race, in sixteenths: a piece `d` steps from the opponent's castle (outside
    /// it) scores `race * (15 - d)² / 16`.
    pub race: i32,
    /// A piece inside the opponent's castle: one more entering wins (R11).
    pub castle_inside: i32,
    /// Each castle move left (R10) while a piece is inside the opponent's castle: spare
    /// tempo moves.
    pub castle_move_left: i32,
    /// Each of the first three pieces guarding one's own castle (within two steps of it).
    pub guard: i32,
    /// Percent of the value of the side to move's pieces that the opponent could jump.
    pub en_prise: i32,
    /// Each empty square the side's pieces can step to.
    pub mobility: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            man: 100,
            knight: 170,
            race: 16,
            castle_inside: 250,
            castle_move_left: 10,
            guard: 12,
            en_prise: 40,
            mobility: 2,
        }
    }
}

impl Weights {
    /// Every weight by name, for tuning.
    pub fn named_mut(&mut self) -> [(&'static str, &mut i32); 8] {
        [
            ("man", &mut self.man),
            ("knight", &mut self.knight),
            ("race", &mut self.race),
            ("castle_inside", &mut self.castle_inside),
            ("castle_move_left", &mut self.castle_move_left),
            ("guard", &mut self.guard),
            ("en_prise", &mut self.en_prise),
            ("mobility", &mut self.mobility),
        ]
    }
}

/// What the evaluation knows of a variant's board: by colour and grid index, the king-step
/// distance from each square to the nearer square of that colour's castle, and the squares
/// within two steps of it, where pieces guard it.
struct BoardTables {
    castle_distance: [[u8; GRID]; 2],
    guard_zone: [Bitboard; 2],
}

impl BoardTables {
    fn new(variant: Variant) -> BoardTables {
        let mut t = BoardTables {
            castle_distance: [[0; GRID]; 2],
            guard_zone: [Bitboard::EMPTY; 2],
        };
        let squares = variant.spec().squares;
        for color in [Color::White, Color::Black] {
            let castle = variant.castle(color);
            for sq in squares.squares() {
                let d = castle
                    .squares()
                    .map(|c| {
                        sq.file()
                            .abs_diff(c.file())
                            .max(sq.rank().abs_diff(c.rank()))
                    })
                    .min()
                    .unwrap_or(0);
                t.castle_distance[color.index()][sq.index()] = d.min(15) as u8;
                if d <= 2 {
                    t.guard_zone[color.index()].insert(sq);
                }
            }
        }
        t
    }
}

/// Each variant's tables, made when first needed.
static TABLES: [LazyLock<BoardTables>; 6] = [
    LazyLock::new(|| BoardTables::new(Variant::ALL[0])),
    LazyLock::new(|| BoardTables::new(Variant::ALL[1])),
    LazyLock::new(|| BoardTables::new(Variant::ALL[2])),
    LazyLock::new(|| BoardTables::new(Variant::ALL[3])),
    LazyLock::new(|| BoardTables::new(Variant::ALL[4])),
    LazyLock::new(|| BoardTables::new(Variant::ALL[5])),
];

#[inline]
fn tables(variant: Variant) -> &'static BoardTables {
    &TABLES[variant as usize]
}

/// The race value of a piece by its distance from the opponent's castle: growing faster
/// near the castle, where a piece threatens to enter.
const RACE: [i32; 16] = {
    let mut t = [0; 16];
    let mut d = 0;
    while d < 16 {
        t[d] = ((15 - d) * (15 - d)) as i32;
        d += 1;
    }
    t
};

#[cfg(test)]
fn castle_distance(sq: Square, color: Color) -> usize {
    tables(Variant::Camelot).castle_distance[color.index()][sq.index()] as usize
}

/// The pieces of `own` that a piece of `enemy` could jump onto an `empty` square (R5).
#[inline]
fn en_prise(own: Bitboard, enemy: Bitboard, empty: Bitboard) -> Bitboard {
    let mut hanging = Bitboard::EMPTY;
    for (i, &d) in Direction::ALL.iter().enumerate() {
        let beyond = Direction::ALL[(i + 4) % 8];
        hanging |= enemy.shift(d) & own & empty.shift(beyond);
    }
    hanging
}

/// The score of `pos` for the side to move.
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let us = pos.side_to_move();
    let them = us.opponent();
    let empty = pos.empty_squares();
    // Only the side to move's pieces count as en prise: had it a jump itself, the position
    // would not be quiet (R7) and would not be evaluated.
    let hanging = en_prise(pos.pieces_of(us), pos.pieces_of(them), empty);
    let threatened = material(hanging, pos.knights(), w) * w.en_prise / 100;
    let board = tables(pos.variant());
    let score = side(pos, board, us, empty, w) - side(pos, board, them, empty, w);
    if pos.variant().spec().ending == Ending::Anti {
        // V4.3, V4.5: the goals are reversed: entering loses, and having no move (no piece
        // left included) wins, so material and the race count against a side.
        return threatened - score;
    }
    score - threatened
}

fn material(pieces: Bitboard, knights: Bitboard, w: &Weights) -> i32 {
    let k = (pieces & knights).count() as i32;
    k * w.knight + (pieces.count() as i32 - k) * w.man
}

/// The terms of one side, independent of who is to move.
fn side(pos: &Position, board: &BoardTables, color: Color, empty: Bitboard, w: &Weights) -> i32 {
    let own = pos.pieces_of(color);
    let them = color.opponent();
    let target = pos.castle(them);
    let mut score = material(own, pos.knights(), w);

    let inside = (own & target).count() as i32;
    if inside > 0 {
        let left = (MAX_CASTLE_MOVES - pos.castle_moves(color).min(MAX_CASTLE_MOVES)) as i32;
        score += inside * w.castle_inside + left * w.castle_move_left;
    }
    let distance = &board.castle_distance[them.index()];
    let race: i32 = (own & !target)
        .squares()
        .map(|sq| RACE[distance[sq.index()] as usize])
        .sum();
    let guards = (own & board.guard_zone[color.index()]).count().min(3) as i32;
    score += race * w.race / 16 + guards * w.guard;

    let mut steps = Bitboard::EMPTY;
    for d in Direction::ALL {
        steps |= own.shift(d);
    }
    // R9: no plain move into one's own castle.
    score + (steps & empty & !pos.castle(color)).count() as i32 * w.mobility
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r2_start_position_is_balanced() {
        let w = Weights::default();
        let start = Position::start();
        assert_eq!(evaluate(&start, &w), 0);
    }

    /// White to move with `pieces` (square and position-string letter) on an empty board.
    fn board(pieces: &[(&str, char)]) -> Position {
        let mut p = Position::empty(Color::White);
        for &(sq, letter) in pieces {
            let piece = camelot_rules::Piece::from_letter(letter).unwrap();
            p.put(sq.parse().unwrap(), piece);
        }
        p
    }

    /// Two black men far from everything, so only the white pieces under test differ.
    const BLACK: [(&str, char); 2] = [("A13", 'm'), ("L13", 'm')];

    fn score(white: &[(&str, char)]) -> i32 {
        let pieces: Vec<_> = white.iter().chain(&BLACK).copied().collect();
        evaluate(&board(&pieces), &Weights::default())
    }

    #[test]
    fn r2_material_counts_and_a_knight_is_worth_more_than_a_man() {
        let w = Weights::default();
        let start = Position::start();
        let mut black_man_down = start;
        black_man_down.clear("E10".parse().unwrap());
        assert!(evaluate(&black_man_down, &w) >= w.man / 2);
        let mut white_man_down = start;
        white_man_down.clear("E7".parse().unwrap());
        assert!(evaluate(&white_man_down, &w) <= -w.man / 2);
        let mut white_knight_down = start;
        white_knight_down.clear("D7".parse().unwrap());
        assert!(evaluate(&white_knight_down, &w) < evaluate(&white_man_down, &w));
        let one = score(&[("A4", 'M'), ("L4", 'M')]);
        let two = score(&[("A4", 'M'), ("L4", 'M'), ("D4", 'M')]);
        assert!(two - one >= w.man / 2, "{one} {two}");
    }

    #[test]
    fn r11_the_castle_race_rewards_pieces_nearer_the_opponents_castle() {
        let far = score(&[("A4", 'M'), ("F5", 'M')]);
        let middle = score(&[("A4", 'M'), ("F9", 'M')]);
        let near = score(&[("A4", 'M'), ("F13", 'M')]);
        assert!(far < middle && middle < near, "{far} {middle} {near}");
    }

    #[test]
    fn r11_a_piece_inside_the_opponents_castle_scores_and_its_castle_moves_count() {
        let outside = score(&[("A4", 'M'), ("F15", 'M')]);
        let inside = score(&[("A4", 'M'), ("F16", 'M')]);
        assert!(inside > outside, "{outside} {inside}");
        // R10: the castle moves left are spare tempo moves.
        let spent: Position = board(&[("A4", 'M'), ("F16", 'M'), BLACK[0], BLACK[1]])
            .to_string()
            .replacen(" w 0 0 ", " w 2 0 ", 1)
            .parse()
            .unwrap();
        assert!(evaluate(&spent, &Weights::default()) < inside);
    }

    #[test]
    fn r1_castle_distance_counts_king_steps() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(castle_distance(sq("F16"), Color::Black), 0);
        assert_eq!(castle_distance(sq("A4"), Color::Black), 12);
        assert_eq!(castle_distance(sq("L4"), Color::White), 5);
        assert_eq!(castle_distance(sq("G2"), Color::White), 1);
    }
}
