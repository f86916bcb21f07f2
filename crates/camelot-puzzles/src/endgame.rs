//! Seeded random endgames to mine: few pieces, close together on the board, so that games
//! soon reach the capture of the last pieces (R13; V1.6 in Camette and Cam), and, one game in
//! three, a piece of the side to move standing in its own castle after a jump and having to
//! leave it (R9), the pieces around it.

use camelot_ai::Rng;
use camelot_rules::{Color, Piece, PieceKind, Position, Square, Variant};

/// A random position of `variant` with two to five pieces for the side to move and one to
/// three for the other (knights one in three), all within three files and ranks of a random
/// square (of the R9 piece's castle square), none in a castle but the R9 piece; drawn from
/// `rng`. River Camelot's trees are placed by its players (V5.4), so River endgames start
/// from its tree-placing phase as usual.
pub fn endgame(variant: Variant, rng: &mut Rng) -> Position {
    if variant == Variant::River {
        return Position::start_of(variant);
    }
    let spec = variant.spec();
    let side = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let in_castle = |sq| {
        [Color::White, Color::Black]
            .iter()
            .any(|&c| variant.castle(c).contains(sq))
    };
    let board: Vec<Square> = (0..spec.ranks)
        .flat_map(|rank| (0..spec.files).map(move |file| (file, rank)))
        .filter_map(|(file, rank)| variant.square(file, rank))
        .collect();
    let mut pos = Position::empty_in(variant, side);
    let r9 = rng.below(3) == 0;
    let own = variant.castle(side).first().filter(|_| r9);
    let centre = own.unwrap_or_else(|| board[rng.below(board.len())]);
    let near = |sq: Square| {
        sq.file().abs_diff(centre.file()) <= 3 && sq.rank().abs_diff(centre.rank()) <= 3
    };
    let mut free: Vec<Square> = board
        .iter()
        .copied()
        .filter(|&sq| near(sq) && !in_castle(sq))
        .collect();
    for (color, count) in [
        (side, 2 + rng.below(4)),
        (side.opponent(), 1 + rng.below(3)),
    ] {
        for _ in 0..count {
            if free.is_empty() {
                break;
            }
            let sq = free[rng.below(free.len())];
            free.retain(|&s| s != sq);
            let kind = if rng.below(3) == 0 {
                PieceKind::Knight
            } else {
                PieceKind::Man
            };
            pos.put(sq, Piece { color, kind });
        }
    }
    match own {
        Some(castle) => in_own_castle(pos, castle, rng).unwrap_or(pos),
        None => pos,
    }
}

/// `pos` with one more piece of the side to move on `castle`, the square it must leave (R9).
fn in_own_castle(mut pos: Position, castle: Square, rng: &mut Rng) -> Option<Position> {
    let kind = if rng.below(2) == 0 {
        PieceKind::Knight
    } else {
        PieceKind::Man
    };
    let color = pos.side_to_move();
    pos.put(castle, Piece { color, kind });
    let text = pos.to_string();
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    *fields.get_mut(4)? = castle.to_string();
    Position::parse_in(pos.variant(), &fields.join(" ")).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_endgame_and_every_one_is_a_valid_position() {
        let mut r9 = 0;
        for variant in Variant::ALL {
            for seed in 0..30 {
                let pos = endgame(variant, &mut Rng::new(seed));
                assert!(pos == endgame(variant, &mut Rng::new(seed)), "{pos}");
                // It reads back through the rules core: a position a game can start from.
                let text = pos.to_string();
                assert!(
                    Position::parse_in(variant, &text).is_ok_and(|p| p == pos),
                    "{text}"
                );
                if let Some(sq) = pos.must_leave() {
                    // R9: the side to move's own piece, in its own castle.
                    let piece = pos.piece_at(sq).expect("a piece must leave");
                    assert_eq!(piece.color, pos.side_to_move());
                    assert!(pos.castle(piece.color).contains(sq));
                    r9 += 1;
                }
            }
        }
        assert!(r9 > 10, "{r9} endgames with a piece to leave its castle");
    }
}
