//! The board as the side to move sees it, and moves followed leg by leg (R3–R10).

use super::{MoveKey, Sink};
use crate::bitboard::Bitboard;
use crate::path::LegKind;
use crate::position::{MAX_CASTLE_MOVES, Position};
use crate::square::{Direction, Square};

/// The board as seen by the player to move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    /// The pieces of the player to move: those that move.
    pub own: Bitboard,
    /// The friendly pieces a canter leaps (R4): the player's own and, in the four-player
    /// games, his partner's (V6.4).
    pub friends: Bitboard,
    /// Both opponents' pieces (V6.4).
    pub enemy: Bitboard,
    /// Squares a piece may land on: on the board, not river, not a tree (V5.5), no piece,
    /// not one of the player's side castles (V6.5, V6.10).
    pub empty: Bitboard,
    /// R3, R4, R9: the empty squares outside the own castle, where a step or a canter may
    /// end.
    pub landings: Bitboard,
    pub knights: Bitboard,
    pub own_castle: Bitboard,
    pub their_castle: Bitboard,
    /// R10: the side may still make a castle move.
    pub castle_move_left: bool,
    /// R7, R9: the capture the side owes this turn, judged at the start of the move.
    pub must_capture: bool,
    /// The squares, outside the opponent's castle, from which a piece has a jump on this
    /// board (R5, R10).
    pub jump_from: Bitboard,
    /// R7: the side's pieces with a jump from where they stand.
    pub jumpers: Bitboard,
    /// By [`Direction::ALL`] index, the squares with a canter leg that way as the board
    /// stands: a friendly piece next to them (R4) and, beyond it, an empty square; none in
    /// the opponent's castle (R10). The search's allowed landings keep canters out of the
    /// own castle (R9). Made once per position so that the canter search shifts each
    /// frontier only in the directions it has legs in.
    pub canter_sources: [Bitboard; 8],
    /// The squares with a canter leg from them (any of `canter_sources`): no canter goes
    /// on from the others, so the search stops at them.
    pub canter_onward: Bitboard,
    /// The squares with two canter legs or more. A canter's landing reached from an earlier
    /// landing has a leg back to it, landed on already (R4): it goes on only by another leg.
    pub canter_branches: Bitboard,
    /// The side's pieces among them; the others have no canter to search for.
    pub canter_from: Bitboard,
}

/// A move part-way: the state of the moving piece after the legs entered so far. The rules
/// that decide which legs may follow, and which moves can still come of it, are
/// [`Board::after`] and [`Board::completions`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Partial {
    pub from: Square,
    pub at: Square,
    pub last: Option<LegKind>,
    pub captured: Bitboard,
    /// Squares empty at this point of the move: origin and captured squares included.
    pub empty: Bitboard,
    /// Canter landings so far, origin included (R4: never landed on twice).
    pub landed: Bitboard,
    /// The move must capture: R7 or R9 at the start, or R8 once the knight's canter has
    /// landed where it could jump.
    pub must_capture: bool,
}

impl Board {
    pub fn new(pos: &Position) -> Board {
        let us = pos.side;
        let seat = pos.seat();
        let friends = pos.pieces[us.index()];
        let own = pos.pieces_of_seat(seat);
        let enemy = pos.pieces[us.opponent().index()];
        let spec = pos.variant.spec();
        let castles = &spec.castles;
        // V6.5: no piece of the player ever lands on a side castle, so, for his move, those
        // squares are no squares to land on (empty sets in the two-player games).
        let side_castles = pos.variant.side_castles(seat);
        let mut board = Board {
            own,
            friends,
            enemy,
            empty: spec
                .open
                .and_not(friends | enemy | pos.trees.bits() | side_castles),
            landings: Bitboard::EMPTY,
            knights: pos.knights,
            own_castle: castles[seat.index()],
            their_castle: castles[seat.across().index()],
            castle_move_left: spec.castle_moves
                && pos.castle_moves[seat.index()] < MAX_CASTLE_MOVES,
            must_capture: false,
            jump_from: Bitboard::EMPTY,
            jumpers: Bitboard::EMPTY,
            canter_sources: [Bitboard::EMPTY; 8],
            canter_onward: Bitboard::EMPTY,
            canter_branches: Bitboard::EMPTY,
            canter_from: Bitboard::EMPTY,
        };
        board.landings = board.empty.and_not(board.own_castle);
        // Leaps from outside the opponent's castle (R10) onto an empty square: over an enemy
        // piece, a jump (R5); over a friendly one, a canter (R4).
        let outside = !board.their_castle;
        for jump_sources in Bitboard::leap_sources(enemy, board.empty) {
            board.jump_from |= jump_sources & outside;
        }
        let canter_sources = Bitboard::leap_sources(friends, board.empty);
        for (sources, leg_sources) in board.canter_sources.iter_mut().zip(canter_sources) {
            *sources = leg_sources & outside;
            board.canter_branches |= board.canter_onward & *sources;
            board.canter_onward |= *sources;
        }
        board.canter_from = board.canter_onward & own;
        // R10: pieces in the opponent's castle never move but by a castle move.
        let jumpers = board.jump_from & own;
        board.jumpers = jumpers;
        // R9: the piece that must leave its own castle is the only one to move; its own
        // jumps alone decide whether it must capture. R7 otherwise.
        board.must_capture = match pos.must_leave {
            Some(sq) => jumpers.contains(sq),
            None => !jumpers.is_empty(),
        };
        board
    }

    /// R8: the squares where the knight from `from`, once it has left `from`, has a jump:
    /// those of the board, and those from which it would leap an enemy piece onto `from`.
    /// A knight in the opponent's castle has none (R10).
    pub fn knight_jump_squares(&self, from: Square) -> Bitboard {
        let mut squares = self.jump_from;
        if (from.neighbours() & self.enemy).is_empty() {
            return squares;
        }
        for d in Direction::ALL {
            if let Some((over, source)) = from.leap(d)
                && self.enemy.contains(over)
            {
                squares.insert(source);
            }
        }
        squares.and_not(self.their_castle)
    }

    /// R8's squares for the piece on `from`: a knight's jump squares, none for a man.
    pub(super) fn jump_squares(&self, from: Square) -> Bitboard {
        if self.knights.contains(from) {
            self.knight_jump_squares(from)
        } else {
            Bitboard::EMPTY
        }
    }

    /// R3, R9, R10: where the piece on `from` may step as its whole move, capture aside: an
    /// adjacent empty square outside its own castle; from the opponent's castle only the
    /// other castle square, by a castle move while one is left.
    pub fn steps(&self, from: Square) -> Bitboard {
        if self.their_castle.contains(from) {
            if self.castle_move_left {
                self.their_castle & self.empty
            } else {
                Bitboard::EMPTY
            }
        } else {
            from.neighbours() & self.landings
        }
    }

    /// R5: the jump legs from `at` as (victim, landing), on the board of the move so far.
    /// A piece in the opponent's castle jumps no more (R10).
    pub fn jump_legs(
        &self,
        at: Square,
        captured: Bitboard,
        empty: Bitboard,
    ) -> impl Iterator<Item = (Square, Square)> + '_ {
        let open = !self.their_castle.contains(at);
        Direction::ALL.into_iter().filter_map(move |d| {
            let (over, land) = at.leap(d)?;
            (open && self.enemy.contains(over) && !captured.contains(over) && empty.contains(land))
                .then_some((over, land))
        })
    }

    /// R5: follows every jump sequence from `at`, where the piece from `from` stands after
    /// `captured` were taken, and reports each finished one to `found`. A leg landing in the
    /// opponent's castle ends the move (R10); otherwise the piece must jump while it can.
    pub fn jump_sequences(
        &self,
        from: Square,
        at: Square,
        captured: Bitboard,
        empty: Bitboard,
        found: &mut impl FnMut(MoveKey),
    ) {
        let mut jumped = false;
        for (over, land) in self.jump_legs(at, captured, empty) {
            jumped = true;
            // The captured piece is removed at once: its square is empty from now on.
            self.jump_sequences(from, land, captured.with(over), empty.with(over), found);
        }
        if !jumped && !captured.is_empty() {
            found(MoveKey {
                from,
                to: at,
                captured,
                placement: false,
            });
        }
    }

    /// The state of the piece on `from` before its first leg.
    #[inline]
    pub fn begin(&self, from: Square) -> Partial {
        Partial {
            from,
            at: from,
            last: None,
            captured: Bitboard::EMPTY,
            empty: self.empty.with(from),
            landed: Bitboard::from_square(from),
            must_capture: self.must_capture,
        }
    }

    /// The state after one more leg from `p` to `to`, if the rules let that leg follow the
    /// legs before it: R3 (a plain move is one step, alone), R4 and R5 (a leap over a
    /// friendly piece or an enemy one), R6 (only a knight jumps after cantering, nothing
    /// canters after a jump), R9 and R10 (as [`Board::steps`], [`Board::jump_legs`] and the
    /// canter legs say). Whether a legal move can still come of it is
    /// [`Board::completions`]'.
    pub fn after(&self, p: &Partial, to: Square) -> Option<(Partial, LegKind, Option<Square>)> {
        let mut next = *p;
        next.at = to;
        if Square::adjacent(p.at, to) {
            if p.last.is_some() || !self.steps(p.from).contains(to) {
                return None;
            }
            next.last = Some(LegKind::Plain);
            return Some((next, LegKind::Plain, None));
        }
        let over = Square::between(p.at, to)?;
        if self.enemy.contains(over) && !p.captured.contains(over) {
            let knight_charge = p.last == Some(LegKind::Canter) && self.knights.contains(p.from);
            if !(matches!(p.last, None | Some(LegKind::Jump)) || knight_charge) {
                return None;
            }
            self.jump_legs(p.at, p.captured, p.empty)
                .find(|&(_, land)| land == to)?;
            next.last = Some(LegKind::Jump);
            next.captured.insert(over);
            next.empty.insert(over);
            return Some((next, LegKind::Jump, Some(over)));
        }
        if over == p.from
            || !self.friends.contains(over)
            || !matches!(p.last, None | Some(LegKind::Canter))
        {
            return None;
        }
        let allowed = self.canter_landings(p.landed);
        let legs = self.canter_legs_from(p.at, allowed);
        if !legs.contains(to) {
            return None;
        }
        next.last = Some(LegKind::Canter);
        next.landed.insert(to);
        // R8: a knight's canter that lands where it could jump must go on to capture.
        next.must_capture |= self.jump_squares(p.from).contains(to);
        Some((next, LegKind::Canter, Some(over)))
    }

    /// Every legal move (R16 identity) that a legal path through `p` can still become, into
    /// `sink` (a capture may come more than once): R5, R7, R8 and R10 decide how the move
    /// goes on. From a state with no leg these are the piece's legal moves: the generator.
    #[inline]
    pub fn completions(&self, p: &Partial, sink: &mut impl Sink) {
        match p.last {
            None if self.their_castle.contains(p.from) => {
                // R10: a piece in the opponent's castle only ever makes a castle move, and
                // never instead of a capture.
                if !p.must_capture {
                    sink.quiet(p.from, self.steps(p.from));
                }
            }
            None => {
                // R5: jumps straight from the origin.
                if self.jumpers.contains(p.from) {
                    self.jump_sequences(p.from, p.from, Bitboard::EMPTY, p.empty, &mut |k| {
                        sink.capture(k)
                    });
                }
                let reach = self.canter_moves(p, sink);
                if !p.must_capture {
                    // R3 plain steps: a step and a canter to one square are one move (R16).
                    sink.quiet(p.from, reach | self.steps(p.from));
                }
            }
            Some(LegKind::Plain) => {
                if !p.must_capture {
                    sink.quiet(p.from, Bitboard::from_square(p.at));
                }
            }
            Some(LegKind::Canter) => {
                let reach = self.canter_moves(p, sink);
                sink.quiet(p.from, reach);
            }
            Some(LegKind::Jump) => {
                self.jump_sequences(p.from, p.at, p.captured, p.empty, &mut |k| sink.capture(k));
            }
        }
    }
}
