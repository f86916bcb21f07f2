//! The position string (RULES.md, V0.3): writing it, and reading it with an error that names
//! the field at fault.

use std::fmt;
use std::str::FromStr;

use super::Position;
use crate::Error;
use crate::square::{Color, Piece, PieceKind, Seat, Square};
use crate::variant::Variant;

impl fmt::Display for Position {
    /// The position string (RULES.md, V0.3), all six fields; the four fields of V6.8 in the
    /// four-player games.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let spec = self.variant.spec();
        let four = spec.seats == 4;
        for rank in (0..spec.ranks).rev() {
            let mut empty = 0;
            for sq in self.variant.rank_squares(rank) {
                let letter = match (self.piece_at(sq), self.seat_at(sq)) {
                    (Some(p), Some(seat)) if four => seat.piece_letter(p.kind),
                    (Some(p), _) => p.letter(),
                    _ if self.trees.contains(sq) => 't',
                    _ => {
                        empty += 1;
                        continue;
                    }
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                write!(f, "{letter}")?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        if four {
            let [r, g, b, y] = self.castle_moves;
            let seat = self.seat().letter();
            return write!(f, " {seat} {r}{g}{b}{y} {}", self.quiet_plies);
        }
        let side = if self.side == Color::White { 'w' } else { 'b' };
        let leave = self.must_leave.map_or("-".to_string(), |s| s.to_string());
        write!(
            f,
            " {side} {} {} {leave} {}",
            self.castle_moves[0], self.castle_moves[1], self.quiet_plies
        )
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\")")
    }
}

impl FromStr for Position {
    type Err = Error;

    /// Parses a position string of RULES.md (the Camelot game); see [`Position::parse_in`]
    /// for the other variants.
    fn from_str(s: &str) -> Result<Position, Error> {
        Position::parse_in(Variant::Camelot, s)
    }
}

fn bad(field: &str, why: String) -> Error {
    Error::Position(format!("{field}: {why}"))
}

/// The no-progress count (RULES.md field 6, V6.8 field 4): a whole number.
fn quiet_plies(field: &str, text: &str) -> Result<u16, Error> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(
            field,
            format!("expected a whole number, found {text:?}"),
        ));
    }
    text.parse()
        .map_err(|_| bad(field, format!("{text:?} is too large")))
}

impl Position {
    /// Parses a position string of `variant` (RULES.md, V0.3, V5.8). Strict: every error
    /// says which field is wrong and why.
    pub fn parse_in(variant: Variant, s: &str) -> Result<Position, Error> {
        let spec = variant.spec();
        if spec.seats == 4 {
            return Position::parse_four(variant, s);
        }
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.len() > 1 && fields.iter().any(|f| f.is_empty()) {
            return Err(bad(
                "position string",
                "expected 5 or 6 fields separated by single spaces, found an empty field \
                 (a doubled, leading or trailing space)"
                    .into(),
            ));
        }
        if !(5..=6).contains(&fields.len()) {
            return Err(bad(
                "position string",
                format!(
                    "expected 5 or 6 fields separated by single spaces, found {}",
                    fields.len()
                ),
            ));
        }
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(bad(
                    "field 2 (side to move)",
                    format!("expected w or b, found {other:?}"),
                ));
            }
        };
        let mut pos = Position::empty_in(variant, side);
        pos.read_board(fields[0])?;

        for (c, field) in [
            (0, "field 3 (White's castle moves)"),
            (1, "field 4 (Black's castle moves)"),
        ] {
            pos.castle_moves[c] = match fields[2 + c] {
                "0" => 0,
                "1" | "2" if !spec.castle_moves => {
                    return Err(bad(
                        field,
                        format!("expected 0: no castle move can happen in {variant} (V0.3)"),
                    ));
                }
                "1" => 1,
                "2" => 2,
                other => return Err(bad(field, format!("expected 0, 1 or 2, found {other:?}"))),
            };
        }

        let field5 = "field 5 (piece that must leave its own castle)";
        pos.must_leave = match fields[4] {
            "-" => None,
            name => {
                let sq = variant
                    .parse_square(name)
                    .map_err(|e: Error| bad(field5, e.to_string()))?;
                if !variant.castle(side).contains(sq) {
                    return Err(bad(
                        field5,
                        format!("{sq} is not a square of the side to move's castle (R9)"),
                    ));
                }
                if !pos.pieces[side.index()].contains(sq) {
                    return Err(bad(
                        field5,
                        format!("no piece of the side to move stands on {sq}"),
                    ));
                }
                Some(sq)
            }
        };

        if let Some(text) = fields.get(5) {
            pos.quiet_plies = quiet_plies(
                "field 6 (plies since the last capture or castle entry)",
                text,
            )?;
        }
        for c in [Color::White, Color::Black] {
            let n = pos.pieces[c.index()].count();
            if n > spec.max_pieces {
                return Err(bad(
                    "field 1 (board)",
                    format!(
                        "{} has {n} pieces; at most {} fit a real game",
                        c.name(),
                        spec.max_pieces
                    ),
                ));
            }
        }
        if spec.trees_per_side > 0 {
            pos.check_tree_phase()?;
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// Parses a four-player position string (V6.8, V7.3): board, player to move, the four
    /// castle-move counts, the no-progress count. Strict, as [`Position::parse_in`].
    fn parse_four(variant: Variant, s: &str) -> Result<Position, Error> {
        let spec = variant.spec();
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
            return Err(bad(
                "position string",
                format!(
                    "expected 4 fields separated by single spaces (V6.8), found {}",
                    if fields.iter().any(|f| f.is_empty()) {
                        "an empty field (a doubled, leading or trailing space)".to_string()
                    } else {
                        fields.len().to_string()
                    }
                ),
            ));
        }
        let seat = fields[1]
            .chars()
            .next()
            .filter(|_| fields[1].len() == 1)
            .and_then(Seat::from_letter)
            .ok_or_else(|| {
                bad(
                    "field 2 (player to move)",
                    format!("expected r, g, b or y, found {:?}", fields[1]),
                )
            })?;
        let mut pos = Position::empty_in(variant, seat.team());
        pos.read_board(fields[0])?;

        let field3 = "field 3 (castle moves of Red, Green, Blue and Yellow)";
        let counts = fields[2].as_bytes();
        if counts.len() != 4 || !counts.iter().all(|b| (b'0'..=b'2').contains(b)) {
            return Err(bad(
                field3,
                format!("expected four digits 0 to 2, found {:?}", fields[2]),
            ));
        }
        if !spec.castle_moves && counts != b"0000" {
            return Err(bad(
                field3,
                format!("expected 0000: no castle move can happen in {variant} (V7.3)"),
            ));
        }
        for (slot, b) in pos.castle_moves.iter_mut().zip(counts) {
            *slot = b - b'0';
        }
        pos.quiet_plies = quiet_plies(
            "field 4 (plies since the last capture or castle entry)",
            fields[3],
        )?;

        for s in Seat::ALL {
            let mine = pos.pieces_of_seat(s);
            if let Some(sq) = (mine & variant.side_castles(s)).first() {
                return Err(bad(
                    "field 1 (board)",
                    format!("{sq} is a side castle of {s}: no piece of his stands there (V6.5)"),
                ));
            }
            if (mine & variant.seat_castle(s)).count() > 1 {
                return Err(bad(
                    "field 1 (board)",
                    format!(
                        "two pieces of {s} in his own castle: one at most, the one that \
                         must leave it (R9, V6.8)"
                    ),
                ));
            }
        }
        pos.set_seat(seat);
        pos.hash = pos.compute_hash();
        // V6.8: the player to move has a legal move unless the game is over, which it is
        // when neither partner has one (V6.7.4).
        if pos.static_result().is_none() && !pos.has_legal_move() {
            let mut partner = pos;
            partner.set_seat(seat.partner());
            if partner.has_legal_move() {
                return Err(bad(
                    "field 2 (player to move)",
                    format!(
                        "{seat} has no legal move and his partner {} has one: {seat} \
                         passes (V6.6, V6.8)",
                        seat.partner()
                    ),
                ));
            }
        }
        Ok(pos)
    }

    /// The seat and kind of a piece letter of field 1 on this board: `N M n m` (RULES.md),
    /// or the four players' `R r G g B b Y y` (V6.8).
    fn piece_letter(&self, c: char) -> Option<(Seat, PieceKind)> {
        if self.variant.is_four_player() {
            Seat::from_piece_letter(c)
        } else {
            Piece::from_letter(c).map(|p| (Seat::of(p.color, false), p.kind))
        }
    }

    /// Reads field 1: the ranks from the top down, each listing its squares (V0.3).
    fn read_board(&mut self, text: &str) -> Result<(), Error> {
        let variant = self.variant;
        let spec = variant.spec();
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != spec.ranks {
            return Err(bad(
                "field 1 (board)",
                format!(
                    "expected {} ranks separated by /, found {}",
                    spec.ranks,
                    ranks.len()
                ),
            ));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = spec.ranks - 1 - i;
            let squares: Vec<Square> = variant.rank_squares(rank).collect();
            let field = format!("field 1, rank {}", rank + 1);
            let mut at = 0usize;
            let mut chars = text.chars().peekable();
            if text.is_empty() {
                return Err(bad(&field, "empty rank".into()));
            }
            let letters = if spec.trees_per_side > 0 {
                "N, M, n, m, t or a digit"
            } else if spec.seats == 4 {
                "R, r, G, g, B, b, Y, y or a digit"
            } else {
                "N, M, n, m or a digit"
            };
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut n = d as usize;
                    while let Some(&c2) = chars.peek() {
                        let Some(d2) = c2.to_digit(10) else { break };
                        n = n * 10 + d2 as usize;
                        chars.next();
                        if n > squares.len() {
                            break;
                        }
                    }
                    if n == 0 {
                        return Err(bad(
                            &field,
                            "an empty-square count must be at least 1".into(),
                        ));
                    }
                    at += n;
                } else if let Some((seat, kind)) = self.piece_letter(c) {
                    if let Some(&sq) = squares.get(at) {
                        if !spec.open.contains(sq) {
                            return Err(bad(
                                &field,
                                format!("{sq} is a river square: no piece stands there (V5.1)"),
                            ));
                        }
                        self.put_seat(sq, seat, kind);
                    }
                    at += 1;
                } else if c == 't' && spec.trees_per_side > 0 {
                    if let Some(&sq) = squares.get(at) {
                        if !(spec.tree_squares[0] | spec.tree_squares[1]).contains(sq) {
                            return Err(bad(&field, format!("{sq} is not a tree square (V5.2)")));
                        }
                        if !self.trees.insert(sq) {
                            return Err(bad(&field, "more than six trees (V5.4)".into()));
                        }
                    }
                    at += 1;
                } else {
                    return Err(bad(
                        &field,
                        format!("unexpected character {c:?} (expected {letters})"),
                    ));
                }
                if at > squares.len() {
                    return Err(bad(
                        &field,
                        format!("describes more than the rank's {} squares", squares.len()),
                    ));
                }
            }
            if at != squares.len() {
                return Err(bad(
                    &field,
                    format!("describes {at} squares, the rank has {}", squares.len()),
                ));
            }
        }
        Ok(())
    }

    /// V5.8: the trees fix the phase. None: White to place; White's three only: Black to
    /// place; three each: play. While placing, every piece is on its start square and
    /// fields 3–6 are `0 0 - 0` (V5.4).
    fn check_tree_phase(&self) -> Result<(), Error> {
        let spec = self.variant.spec();
        let field = "field 1 (board)";
        let per_side = spec.trees_per_side;
        let counts = [Color::White, Color::Black]
            .map(|c| (self.trees.bits() & spec.tree_squares[c.index()]).count());
        let phase_side = match counts {
            [0, 0] => Some(Color::White),
            [w, 0] if w == per_side => Some(Color::Black),
            [w, b] if w == per_side && b == per_side => None,
            [w, b] => {
                return Err(bad(
                    field,
                    format!(
                        "White has {w} trees and Black {b}: the trees are none, White's \
                         {per_side}, or {per_side} each (V5.8)"
                    ),
                ));
            }
        };
        let Some(placer) = phase_side else {
            return Ok(());
        };
        if self.side != placer {
            return Err(bad(
                "field 2 (side to move)",
                format!("{} places trees now (V5.4)", placer.name()),
            ));
        }
        let start = Position::parse_in(Variant::Camelot, spec.start)
            .expect("the start position string is valid");
        if self.pieces != start.pieces || self.knights != start.knights {
            return Err(bad(
                field,
                "while trees are placed every piece stands on its start square (V5.4)".into(),
            ));
        }
        if self.castle_moves != [0; 4] || self.must_leave.is_some() || self.quiet_plies != 0 {
            return Err(bad(
                "fields 3-6",
                "while trees are placed they are 0 0 - 0 (V5.4)".into(),
            ));
        }
        Ok(())
    }
}
