//! Fast legal move generation (R3–R10) producing move identities (R16).
//!
//! Non-capturing moves are found as sets: a piece's plain steps and everything its canters can
//! reach, by a breadth-first search over bitboards. A plain step and a canter that end on the
//! same square are one move (R16), so the set union is exactly the list of distinct moves.
//! Jumps and charges are followed leg by leg, since each capture changes the board (R5).

use crate::bitboard::Bitboard;
use crate::path::LegKind;
use crate::position::{MAX_CASTLE_MOVES, Position};
use crate::square::{Direction, Square};

/// The identity of a move (R16): origin, final square and the set of captured squares.
/// Two paths with the same identity are the same move. This is what the engine generates and
/// plays; [`crate::Move`] is a path of legs for notation and input.
///
/// River Camelot's tree placement (V5.4) is a key with `placement` set: `captured` holds the
/// three tree squares, `from` the first and `to` the last of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveKey {
    pub from: Square,
    pub to: Square,
    pub captured: Bitboard,
    pub placement: bool,
}

impl MoveKey {
    #[inline]
    pub fn is_capture(&self) -> bool {
        !self.placement && !self.captured.is_empty()
    }

    /// The tree placement on `trees` (V5.4).
    pub fn place_trees(trees: Bitboard) -> MoveKey {
        let first = trees.first().expect("a placement names its trees");
        let last = trees.squares().last().expect("a placement names its trees");
        MoveKey {
            from: first,
            to: last,
            captured: trees,
            placement: true,
        }
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

/// The board as seen by the side to move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    pub own: Bitboard,
    pub enemy: Bitboard,
    /// Squares a piece may land on: on the board, not river, not a tree (V5.5), no piece.
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
        let own = pos.pieces[us.index()];
        let enemy = pos.pieces[us.opponent().index()];
        let spec = pos.variant.spec();
        let mut board = Board {
            own,
            enemy,
            empty: spec.open.and_not(own | enemy | pos.trees.bits()),
            landings: Bitboard::EMPTY,
            knights: pos.knights,
            own_castle: spec.castles[us.index()],
            their_castle: spec.castles[us.opponent().index()],
            castle_move_left: spec.castle_moves && pos.castle_moves[us.index()] < MAX_CASTLE_MOVES,
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
        let canter_sources = Bitboard::leap_sources(own, board.empty);
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
    fn jump_squares(&self, from: Square) -> Bitboard {
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

    /// R4, R9: the squares a canter leg may land on, given the canter's landings so far
    /// (`landed`, origin included): empty, never landed on before, not in the own castle.
    #[inline]
    fn canter_landings(&self, landed: Bitboard) -> Bitboard {
        self.landings.and_not(landed)
    }

    /// One canter leg from each of `frontier`'s squares over a friendly piece onto an
    /// `allowed` square ([`Board::canter_landings`], [`Board::canter_sources`]); nothing
    /// leaves the opponent's castle (R10). The frontier holds canter landings of the piece
    /// from its origin (or the origin itself): a canter moves two files or ranks at a time,
    /// so these are an even number of files and of ranks from the origin, never next to it,
    /// and no leg from them could leap the vacated origin. The side's pieces as they stand
    /// therefore serve as the friendly pieces (R4).
    #[inline(always)]
    fn canter_legs(&self, frontier: Bitboard, allowed: Bitboard) -> Bitboard {
        frontier.leaps(&self.canter_sources) & allowed
    }

    /// [`Board::canter_legs`] from the one square `at`.
    #[inline(always)]
    fn canter_legs_from(&self, at: Square, allowed: Bitboard) -> Bitboard {
        Bitboard::leaps_from(at, &self.canter_sources) & allowed
    }

    /// Every landing of canters from `at` by a piece that cantered there from its origin (or
    /// stands on it), never landing on `landed` nor on `avoid` squares: a breadth-first
    /// search, the legs of every frontier square at once, while any of them can go on.
    #[inline(always)]
    fn canter_reach(&self, at: Square, landed: Bitboard, avoid: Bitboard) -> Bitboard {
        let mut allowed = self.canter_landings(landed).and_not(avoid);
        let mut frontier = self.canter_legs_from(at, allowed);
        let mut reached = frontier;
        // From the third leg on, the frontier's squares were reached from landings, each
        // with a leg back to one: [`Board::canter_branches`] go on (before, the way back
        // may be to `at`, which need not count as a leg: [`Board::canter_onward`]).
        let mut legs = 1;
        let mut onward = self.canter_onward;
        while !(frontier & onward).is_empty() {
            allowed = allowed.and_not(frontier);
            frontier = self.canter_legs(frontier, allowed);
            reached |= frontier;
            legs += 1;
            if legs == 2 {
                onward = self.canter_branches;
            }
        }
        reached
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

    /// R4, R6, R8: the moves of the piece from `p.from` that go on from a canter landing on
    /// `p.at` (or, with no leg yet, start with a canter): knight's charges go to `sink`, and
    /// the squares capture-free canters may end on are returned. A knight whose canter lands
    /// where it could jump must go on to capture in the same move (R8): its capture-free
    /// canters avoid those squares, and its charges start from any of them its canters reach.
    #[inline]
    fn canter_moves(&self, p: &Partial, sink: &mut impl Sink) -> Bitboard {
        let started = p.last.is_some();
        if started && self.their_castle.contains(p.at) {
            // R10: the move ends in the opponent's castle.
            return if p.must_capture {
                Bitboard::EMPTY
            } else {
                Bitboard::from_square(p.at)
            };
        }
        if !started && !self.canter_from.contains(p.from) {
            return Bitboard::EMPTY;
        }
        let jump_squares = self.jump_squares(p.from);
        if p.must_capture && jump_squares.is_empty() {
            return Bitboard::EMPTY;
        }
        let landings = self.canter_reach(p.at, p.landed, Bitboard::EMPTY);
        if !jump_squares.is_empty() {
            let mut starts = landings;
            if started {
                starts.insert(p.at);
            }
            for start in (starts & jump_squares).squares() {
                self.jump_sequences(p.from, start, p.captured, p.empty, &mut |k| sink.capture(k));
            }
        }
        if p.must_capture {
            return Bitboard::EMPTY;
        }
        // Capture-free canters avoid the jump squares: when the canters land on none, they
        // are all capture-free.
        let mut reach = if (landings & jump_squares).is_empty() {
            landings
        } else {
            self.canter_reach(p.at, p.landed, jump_squares)
        };
        if started && !jump_squares.contains(p.at) {
            reach.insert(p.at);
        }
        reach
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
            || !self.own.contains(over)
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

/// Where the moves [`Board::completions`] finds go.
pub(crate) trait Sink {
    /// Capture-free moves of the piece on `from` to each of `targets`.
    fn quiet(&mut self, from: Square, targets: Bitboard);
    /// A capturing move.
    fn capture(&mut self, key: MoveKey);
}

/// Collects moves as keys (captures possibly repeated).
impl Sink for Vec<MoveKey> {
    #[inline]
    fn quiet(&mut self, from: Square, targets: Bitboard) {
        // No reserve: counting the squares costs more than the list's rare growth.
        for to in targets.squares() {
            self.push(MoveKey {
                from,
                to,
                captured: Bitboard::EMPTY,
                placement: false,
            });
        }
    }

    fn capture(&mut self, key: MoveKey) {
        self.push(key);
    }
}

/// Where generated moves go: every move as a [`MoveKey`], or non-captures only counted.
pub(crate) struct Collector<'a> {
    pub keys: &'a mut Vec<MoveKey>,
    /// Count non-captures instead of listing them (perft's leaves).
    pub count_only: bool,
    pub counted: usize,
    /// Where the current piece's moves start in `keys`.
    pub since: usize,
}

impl Sink for Collector<'_> {
    #[inline]
    fn quiet(&mut self, from: Square, targets: Bitboard) {
        if self.count_only {
            self.counted += targets.count() as usize;
        } else {
            self.keys.quiet(from, targets);
        }
    }

    /// Adds a capture unless the same move (R16) came already from this piece.
    fn capture(&mut self, key: MoveKey) {
        if !self.keys[self.since..].contains(&key) {
            self.keys.push(key);
        }
    }
}

impl Collector<'_> {
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
        if !self.placing_trees() && Board::new(self).must_capture {
            Constraint::MustCapture
        } else {
            Constraint::None
        }
    }

    /// Every legal move of the side to move, once each (R16). Empty when the game is over.
    pub fn legal_keys(&self) -> Vec<MoveKey> {
        // Room for most positions' moves, so that the list grows once at most.
        let mut keys = Vec::with_capacity(128);
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
            since: 0,
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
            since: 0,
        };
        self.generate(&mut c);
        c.total()
    }

    fn generate(&self, out: &mut Collector) {
        if self.placing_trees() {
            self.placements(out);
            return;
        }
        if self.static_result().is_some() {
            return;
        }
        let board = Board::new(self);
        if let Some(sq) = self.must_leave {
            board.piece_moves(sq, out);
            return;
        }
        for sq in board.own.squares() {
            board.piece_moves(sq, out);
        }
    }

    /// V5.2, V5.4: where the side to move may place its trees: the empty squares among its
    /// tree squares (empty while no placement is due).
    pub fn tree_places(&self) -> Bitboard {
        if !self.placing_trees() {
            return Bitboard::EMPTY;
        }
        self.variant.spec().tree_squares[self.side.index()]
            .and_not(self.occupied() | self.trees.bits())
    }

    /// V5.4: the side to move places its trees on three empty squares of its tree squares.
    fn placements(&self, out: &mut Collector) {
        let free: Vec<Square> = self.tree_places().squares().collect();
        let n = free.len();
        if out.count_only {
            out.counted += n * n.saturating_sub(1) * n.saturating_sub(2) / 6;
            return;
        }
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free.iter().enumerate().skip(i + 1) {
                for &c in &free[j + 1..] {
                    let trees = Bitboard::from_square(a).with(b).with(c);
                    out.keys.push(MoveKey::place_trees(trees));
                }
            }
        }
    }

    /// Perft (RULES.md, V0.4): the number of move sequences of `depth` plies. Positions where
    /// the game is over have no moves.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::new(); depth as usize + 1];
        perft_with(self, depth, &mut buffers)
    }
}

impl Board {
    /// Every legal move of the piece on `from` (R3–R10), into `out`.
    #[inline]
    fn piece_moves(&self, from: Square, out: &mut Collector) {
        out.since = out.keys.len();
        self.completions(&self.begin(from), out);
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
