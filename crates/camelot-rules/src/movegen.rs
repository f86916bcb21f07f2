//! Fast legal move generation (R3–R10) producing move identities (R16).
//!
//! Non-capturing moves are found as sets: a piece's plain steps and everything its canters can
//! reach, by a breadth-first search over bitboards. A plain step and a canter that end on the
//! same square are one move (R16), so the set union is exactly the list of distinct moves.
//! Jumps and charges are followed leg by leg, since each capture changes the board (R5).

use crate::bitboard::Bitboard;
use crate::position::{MAX_CASTLE_MOVES, Position, castle_bits};
use crate::square::{Direction, Square};

/// The identity of a move (R16): origin, final square and the set of captured squares.
/// Two paths with the same identity are the same move. This is what the engine generates and
/// plays; [`crate::Move`] is a path of legs for notation and input.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveKey {
    pub from: Square,
    pub to: Square,
    pub captured: Bitboard,
}

impl MoveKey {
    #[inline]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
}

/// What restricts the side to move this turn, for players to be told.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Constraint {
    /// Nothing beyond the ordinary rules.
    None,
    /// A jump is available: the side must capture (R7).
    MustCapture,
    /// The piece on this square must leave its own castle (R9).
    MustLeaveCastle(Square),
}

impl Direction {
    #[inline]
    pub(crate) const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::East => Direction::West,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::West => Direction::East,
            Direction::NorthWest => Direction::SouthEast,
        }
    }
}

/// The squares from which a piece could jump one of `enemy` onto an `empty` square.
#[inline]
pub(crate) fn jump_sources(enemy: Bitboard, empty: Bitboard) -> Bitboard {
    let mut from = Bitboard::EMPTY;
    for d in Direction::ALL {
        let back = d.opposite();
        from |= (empty.shift(back) & enemy).shift(back);
    }
    from
}

/// The board as seen by the side to move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    pub own: Bitboard,
    pub enemy: Bitboard,
    pub empty: Bitboard,
    pub knights: Bitboard,
    pub own_castle: Bitboard,
    pub their_castle: Bitboard,
}

impl Board {
    pub fn new(pos: &Position) -> Board {
        let us = pos.side;
        let own = pos.pieces[us.index()];
        let enemy = pos.pieces[us.opponent().index()];
        Board {
            own,
            enemy,
            empty: !(own | enemy),
            knights: pos.knights,
            own_castle: castle_bits(us),
            their_castle: castle_bits(us.opponent()),
        }
    }

    /// R7: the side's pieces that have a jump (pieces in the opponent's castle never move but
    /// by a castle move, R10).
    pub fn jumpers(&self) -> Bitboard {
        jump_sources(self.enemy, self.empty) & self.own & !self.their_castle
    }

    /// R8: the squares where the knight from `from`, once it has left `from`, has a jump.
    /// A knight in the opponent's castle has none (R10).
    pub fn knight_jump_squares(&self, from: Square) -> Bitboard {
        jump_sources(self.enemy, self.empty.with(from)) & !self.their_castle
    }

    /// Every landing of a canter from `from`, which may not pass through `stop` squares
    /// (they may still be landed on) nor land on `forbidden` ones. Landing in the opponent's
    /// castle ends the move (R10); landing in one's own castle is forbidden (R9); no landing
    /// repeats and the origin is never landed on (R4).
    pub fn canter_reach(&self, from: Square, stop: Bitboard, forbidden: Bitboard) -> Bitboard {
        let friendly = {
            let mut f = self.own;
            f.remove(from);
            f
        };
        let mut allowed = self.empty & !self.own_castle & !forbidden;
        allowed.remove(from);
        let mut reached = Bitboard::EMPTY;
        let mut frontier = Bitboard::from_square(from);
        while !frontier.is_empty() {
            let mut next = Bitboard::EMPTY;
            for d in Direction::ALL {
                next |= (frontier.shift(d) & friendly).shift(d);
            }
            next &= allowed & !reached;
            reached |= next;
            frontier = next & !stop & !self.their_castle;
        }
        reached
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
        if !self.their_castle.contains(at) {
            for d in Direction::ALL {
                let Some((over, land)) = at.leap(d) else {
                    continue;
                };
                if self.enemy.contains(over) && !captured.contains(over) && empty.contains(land) {
                    jumped = true;
                    // The captured piece is removed at once: its square is empty from now on.
                    self.jump_sequences(from, land, captured.with(over), empty.with(over), found);
                }
            }
        }
        if !jumped && !captured.is_empty() {
            found(MoveKey {
                from,
                to: at,
                captured,
            });
        }
    }
}

/// Where generated moves go: every move as a [`MoveKey`], or only counted.
pub(crate) struct Collector<'a> {
    pub keys: &'a mut Vec<MoveKey>,
    /// Count non-captures instead of listing them (perft's leaves).
    pub count_only: bool,
    pub counted: usize,
}

impl Collector<'_> {
    fn quiet(&mut self, from: Square, targets: Bitboard) {
        if self.count_only {
            self.counted += targets.count() as usize;
        } else {
            self.keys.extend(targets.squares().map(|to| MoveKey {
                from,
                to,
                captured: Bitboard::EMPTY,
            }));
        }
    }

    /// Adds a capture unless the same move (R16) came already from this piece (`since`).
    fn capture(&mut self, since: usize, key: MoveKey) {
        if !self.keys[since..].contains(&key) {
            self.keys.push(key);
        }
    }

    fn total(&self) -> usize {
        self.counted + self.keys.len()
    }
}

impl Position {
    /// What restricts the side to move this turn: a forced castle exit (R9) or the capture
    /// obligation (R7).
    pub fn constraint(&self) -> Constraint {
        if let Some(sq) = self.must_leave {
            return Constraint::MustLeaveCastle(sq);
        }
        if Board::new(self).jumpers().is_empty() {
            Constraint::None
        } else {
            Constraint::MustCapture
        }
    }

    /// Every legal move of the side to move, once each (R16). Empty when the game is over.
    pub fn legal_keys(&self) -> Vec<MoveKey> {
        let mut keys = Vec::new();
        self.legal_keys_into(&mut keys);
        keys
    }

    /// Like [`Position::legal_keys`], into a buffer the caller reuses.
    pub fn legal_keys_into(&self, keys: &mut Vec<MoveKey>) {
        keys.clear();
        let mut c = Collector {
            keys,
            count_only: false,
            counted: 0,
        };
        self.generate(&mut c);
    }

    /// The number of legal moves; `scratch` is a reusable buffer.
    pub fn count_legal(&self, scratch: &mut Vec<MoveKey>) -> usize {
        scratch.clear();
        let mut c = Collector {
            keys: scratch,
            count_only: true,
            counted: 0,
        };
        self.generate(&mut c);
        c.total()
    }

    fn generate(&self, out: &mut Collector) {
        if self.static_result().is_some() {
            return;
        }
        let board = Board::new(self);
        // R9: the piece that must leave its own castle is the only one to move; its own jumps
        // alone decide whether it must capture.
        if let Some(sq) = self.must_leave {
            let must_capture = board.jumpers().contains(sq);
            self.piece_moves(&board, sq, must_capture, out);
            return;
        }
        let must_capture = !board.jumpers().is_empty(); // R7
        for sq in board.own.squares() {
            if board.their_castle.contains(sq) {
                // R10: a piece in the opponent's castle only ever makes a castle move.
                if !must_capture && self.castle_moves[self.side.index()] < MAX_CASTLE_MOVES {
                    out.quiet(sq, board.their_castle & board.empty);
                }
                continue;
            }
            self.piece_moves(&board, sq, must_capture, out);
        }
    }

    fn piece_moves(&self, board: &Board, from: Square, must_capture: bool, out: &mut Collector) {
        let knight = board.knights.contains(from);
        let since = out.keys.len();
        let empty = board.empty.with(from);
        let mut found = |key| out.capture(since, key);

        // R5: jumps straight from the origin.
        board.jump_sequences(from, from, Bitboard::EMPTY, empty, &mut found);

        // R4, R6, R8: a knight whose canter lands where it could jump must go on to capture
        // in the same move (a charge, R6): its capture-free canters avoid those squares, and
        // its charges start from any of them its canters reach.
        let jump_squares = if knight {
            board.knight_jump_squares(from)
        } else {
            Bitboard::EMPTY
        };
        if knight {
            let reach = board.canter_reach(from, Bitboard::EMPTY, Bitboard::EMPTY);
            for start in (reach & jump_squares).squares() {
                board.jump_sequences(from, start, Bitboard::EMPTY, empty, &mut found);
            }
        }
        if !must_capture {
            // R3 plain steps, and R4 canters (a canter never ends in the own castle, R9).
            let reach = board.canter_reach(from, jump_squares, jump_squares);
            let steps = from.neighbours() & board.empty & !board.own_castle;
            out.quiet(from, steps | reach);
        }
    }

    /// Perft (RULES.md): the number of move sequences of `depth` plies. Positions where the
    /// game is over (R11–R14) have no moves.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::new(); depth as usize + 1];
        perft_with(self, depth, &mut buffers)
    }
}

fn perft_with(pos: &Position, depth: u32, buffers: &mut [Vec<MoveKey>]) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal(&mut buffers[0]) as u64,
        _ => {
            let (keys, rest) = buffers.split_last_mut().expect("a buffer per ply");
            pos.legal_keys_into(keys);
            keys.iter()
                .map(|k| perft_with(&pos.play(k), depth - 1, rest))
                .sum()
        }
    }
}
