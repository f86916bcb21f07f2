//! Moves as paths of legs: WCF notation, leg-by-leg input, and the canonical path of a move
//! (R16: fewest legs, then the smallest notation string).

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::Error;
use crate::bitboard::Bitboard;
use crate::movegen::{Board, MoveKey};
use crate::position::{MAX_CASTLE_MOVES, Position};
use crate::square::Square;

/// How a leg moves the piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LegKind {
    /// R3 (and R10's castle move): one step to an adjacent empty square.
    Plain,
    /// R4: a leap over a friendly piece.
    Canter,
    /// R5: a leap over an enemy piece, which is captured.
    Jump,
}

impl LegKind {
    /// The separator before a leg in notation: `x` for a jump, `-` otherwise.
    pub const fn separator(self) -> char {
        match self {
            LegKind::Jump => 'x',
            _ => '-',
        }
    }
}

/// One leg of a move: its kind and landing square.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Leg {
    pub kind: LegKind,
    pub to: Square,
}

/// A move as a path: the origin and its legs in order.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    pub from: Square,
    pub legs: Vec<Leg>,
}

impl Move {
    /// The final square.
    pub fn to(&self) -> Square {
        self.legs.last().map_or(self.from, |l| l.to)
    }

    /// The squares of the pieces this move captures: the midpoint of each jump leg.
    pub fn captured(&self) -> Bitboard {
        let mut at = self.from;
        let mut captured = Bitboard::EMPTY;
        for leg in &self.legs {
            if leg.kind == LegKind::Jump
                && let Some(over) = Square::between(at, leg.to)
            {
                captured.insert(over);
            }
            at = leg.to;
        }
        captured
    }

    /// The move's identity (R16).
    pub fn key(&self) -> MoveKey {
        MoveKey {
            from: self.from,
            to: self.to(),
            captured: self.captured(),
        }
    }

    /// The squares the piece passes through, origin first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        std::iter::once(self.from).chain(self.legs.iter().map(|l| l.to))
    }
}

impl fmt::Display for Move {
    /// WCF notation: `C8-D9`, `E6-C8-A8`, `H4xJ4xL6`, `F6-F8-H8xH10xJ12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        for leg in &self.legs {
            write!(f, "{}{}", leg.kind.separator(), leg.to)?;
        }
        Ok(())
    }
}

/// A possible next leg while a move is entered leg by leg.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NextLeg {
    pub to: Square,
    pub kind: LegKind,
    /// The square leaped over (a canter's friendly piece, a jump's victim); none for a step.
    pub over: Option<Square>,
}

/// A move being entered leg by leg (R3–R10 applied to the path itself). Any legal path of any
/// legal move can be entered; only legs that can still lead to a legal move are offered.
#[derive(Clone, Debug)]
pub struct MoveBuilder {
    pos: Position,
    board: Board,
    /// The move must capture: R7 or R9 at the start, or R8 once the knight's canter has landed
    /// where it could jump.
    must_capture: bool,
    knight: bool,
    path: Move,
    at: Square,
    captured: Bitboard,
    /// Squares empty at this point of the move: origin and captured squares included.
    empty: Bitboard,
    /// Canter landings so far, origin included (R4: never landed on twice).
    visited: Bitboard,
    /// R8: where this knight would have a jump during its canter (empty for a man).
    jump_squares: Bitboard,
}

impl Position {
    /// The pieces of the side to move that have at least one legal move.
    pub fn movable_pieces(&self) -> Bitboard {
        self.legal_keys().iter().map(|k| k.from).collect()
    }

    /// Starts entering a move of the piece on `from`. Errors say why that piece cannot move.
    pub fn begin_move(&self, from: Square) -> Result<MoveBuilder, Error> {
        let illegal = |why: String| Error::IllegalMove(why);
        if let Some(r) = self.static_result() {
            return Err(illegal(format!(
                "the game is over: {}",
                r.reason.describe()
            )));
        }
        let board = Board::new(self);
        let Some(piece) = self.piece_at(from) else {
            return Err(illegal(format!("there is no piece on {from}")));
        };
        if piece.color != self.side {
            return Err(illegal(format!(
                "the piece on {from} is {}'s; {} is to move",
                piece.color.name(),
                self.side.name()
            )));
        }
        if let Some(sq) = self.must_leave
            && sq != from
        {
            return Err(illegal(format!(
                "the piece on {sq} must leave its own castle this turn (R9)"
            )));
        }
        let jumpers = board.jumpers();
        let must_capture = match self.must_leave {
            Some(sq) => jumpers.contains(sq),
            None => !jumpers.is_empty(),
        };
        let knight = board.knights.contains(from);
        let jump_squares = if knight {
            board.knight_jump_squares(from)
        } else {
            Bitboard::EMPTY
        };
        let empty = board.empty.with(from);
        let b = MoveBuilder {
            pos: *self,
            must_capture,
            knight,
            path: Move {
                from,
                legs: Vec::new(),
            },
            at: from,
            captured: Bitboard::EMPTY,
            empty,
            visited: Bitboard::from_square(from),
            jump_squares,
            board,
        };
        if b.next_legs().is_empty() {
            let why = if b.board.their_castle.contains(from) {
                if self.castle_moves[self.side.index()] >= MAX_CASTLE_MOVES {
                    format!(
                        "the piece on {from} is in the opponent's castle and no castle moves are left (R10)"
                    )
                } else if must_capture {
                    "a capture is available: jumping is compulsory (R7)".to_string()
                } else {
                    format!(
                        "the piece on {from} is in the opponent's castle and the other castle square is taken (R10)"
                    )
                }
            } else if must_capture {
                "a capture is available: jumping is compulsory (R7)".to_string()
            } else {
                format!("the piece on {from} has no legal move")
            };
            return Err(illegal(why));
        }
        Ok(b)
    }

    /// The legal moves with their canonical paths (R16), in notation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = self
            .legal_keys()
            .iter()
            .map(|k| self.canonical_path(k))
            .collect();
        moves.sort_by_cached_key(|m| m.to_string());
        moves
    }

    /// The path notation shows for a legal move (R16): the fewest legs, then the smallest
    /// notation string.
    ///
    /// A breadth-first search, one layer per leg, over the states of the moving piece: where
    /// it stands, its last leg's kind, whether it must capture (R7, R8) and what it has
    /// captured. Every path reaching a state has the same continuations, so each state keeps
    /// only its smallest path, and the cost is bounded by the number of states rather than of
    /// paths. (Canter landings, which R4 forbids revisiting, are left out of the state: a
    /// shortest path never lands twice on a square.)
    pub fn canonical_path(&self, key: &MoveKey) -> Move {
        let start = self
            .begin_move(key.from)
            .expect("the key is a legal move of this position");
        let mut seen: HashSet<PathState> = HashSet::from([PathState::of(&start)]);
        let mut layer = vec![(start, key.from.to_string())];
        loop {
            let mut next: HashMap<PathState, (MoveBuilder, String)> = HashMap::new();
            for (b, text) in &layer {
                for leg in b.next_legs() {
                    // Captures outside the move's set can never be undone: prune them.
                    if leg.kind == LegKind::Jump
                        && !leg.over.is_some_and(|o| key.captured.contains(o))
                    {
                        continue;
                    }
                    let mut after = b.clone();
                    if after.push(leg.to).is_err() {
                        continue;
                    }
                    let state = PathState::of(&after);
                    if seen.contains(&state) {
                        continue;
                    }
                    // Paths to one state have the same number of legs and end on the same
                    // square, so neither string is a prefix of the other: the smaller
                    // prefix makes the smaller path whatever follows.
                    let text = format!("{text}{}{}", leg.kind.separator(), leg.to);
                    match next.entry(state) {
                        Entry::Occupied(e) if e.get().1 <= text => {}
                        Entry::Occupied(mut e) => *e.get_mut() = (after, text),
                        Entry::Vacant(e) => {
                            e.insert((after, text));
                        }
                    }
                }
            }
            let found = next
                .values()
                .filter(|(b, _)| b.at == key.to && b.captured == key.captured && b.can_end())
                .min_by(|a, b| a.1.cmp(&b.1));
            if let Some((b, _)) = found {
                return b.path.clone();
            }
            assert!(!next.is_empty(), "a legal move has a path");
            seen.extend(next.keys().copied());
            layer = next.into_values().collect();
        }
    }
}

/// What decides a partly entered move's continuations, for [`Position::canonical_path`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct PathState {
    at: Square,
    last: Option<LegKind>,
    must_capture: bool,
    captured: Bitboard,
}

impl PathState {
    fn of(b: &MoveBuilder) -> PathState {
        PathState {
            at: b.at,
            last: b.last_kind(),
            must_capture: b.must_capture,
            captured: b.captured,
        }
    }
}

impl MoveBuilder {
    /// The path entered so far.
    pub fn path(&self) -> &Move {
        &self.path
    }

    /// Where the piece stands now.
    pub fn at(&self) -> Square {
        self.at
    }

    /// The squares captured so far (their pieces are already off the board for the move).
    pub fn captured(&self) -> Bitboard {
        self.captured
    }

    fn last_kind(&self) -> Option<LegKind> {
        self.path.legs.last().map(|l| l.kind)
    }

    fn in_their_castle(&self) -> bool {
        self.board.their_castle.contains(self.at)
    }

    /// Jump legs from the current square on the board as it is now (R5).
    fn jumps(&self) -> impl Iterator<Item = NextLeg> + '_ {
        crate::square::Direction::ALL
            .into_iter()
            .filter_map(move |d| {
                let (over, land) = self.at.leap(d)?;
                (self.board.enemy.contains(over)
                    && !self.captured.contains(over)
                    && self.empty.contains(land))
                .then_some(NextLeg {
                    to: land,
                    kind: LegKind::Jump,
                    over: Some(over),
                })
            })
    }

    /// Canter legs from the current square (R4, R9: never into the own castle).
    fn canters(&self) -> impl Iterator<Item = NextLeg> + '_ {
        crate::square::Direction::ALL
            .into_iter()
            .filter_map(move |d| {
                let (over, land) = self.at.leap(d)?;
                let friendly = self.board.own.contains(over) && over != self.path.from;
                (friendly
                    && self.empty.contains(land)
                    && !self.visited.contains(land)
                    && !self.board.own_castle.contains(land))
                .then_some(NextLeg {
                    to: land,
                    kind: LegKind::Canter,
                    over: Some(over),
                })
            })
    }

    /// Whether a canter that has just landed on `sq` can still become a legal move.
    fn canter_completes(&self, sq: Square) -> bool {
        if self.board.their_castle.contains(sq) {
            return !self.must_capture; // R10: the move ends there, capturing nothing.
        }
        if self.jump_squares.contains(sq) {
            return true; // R8: it must go on as a charge, and it can.
        }
        if !self.must_capture {
            return true;
        }
        // R7, R8: only a charge will do; look for a jump square the canter can still reach.
        let mut visited = self.visited;
        visited.insert(sq);
        let reach = self
            .board
            .canter_reach_from(self.path.from, sq, self.jump_squares, visited);
        !(reach & self.jump_squares).is_empty()
    }

    /// The legs that may come next and can still lead to a legal move.
    pub fn next_legs(&self) -> Vec<NextLeg> {
        let mut legs = Vec::new();
        match self.last_kind() {
            None => {
                if self.in_their_castle() {
                    // R10: only the castle move, at most twice a game, never instead of a capture.
                    let side = self.pos.side.index();
                    if !self.must_capture && self.pos.castle_moves[side] < MAX_CASTLE_MOVES {
                        for to in (self.board.their_castle & self.board.empty).squares() {
                            legs.push(NextLeg {
                                to,
                                kind: LegKind::Plain,
                                over: None,
                            });
                        }
                    }
                    return legs;
                }
                if !self.must_capture {
                    let steps = self.at.neighbours() & self.board.empty & !self.board.own_castle;
                    legs.extend(steps.squares().map(|to| NextLeg {
                        to,
                        kind: LegKind::Plain,
                        over: None,
                    }));
                }
                legs.extend(self.jumps());
                if self.knight || !self.must_capture {
                    legs.extend(self.canters().filter(|l| self.canter_completes(l.to)));
                }
            }
            Some(LegKind::Plain) => {}
            Some(LegKind::Canter) => {
                if self.in_their_castle() {
                    return legs; // R10: the move ends in the opponent's castle.
                }
                if self.knight {
                    legs.extend(self.jumps()); // R6: a knight's charge.
                }
                legs.extend(self.canters().filter(|l| self.canter_completes(l.to)));
            }
            Some(LegKind::Jump) => {
                if !self.in_their_castle() {
                    legs.extend(self.jumps()); // R5: never a canter after a jump (R6).
                }
            }
        }
        legs
    }

    /// Whether the move may end here.
    pub fn can_end(&self) -> bool {
        match self.last_kind() {
            None => false,
            Some(LegKind::Plain) => true,
            Some(LegKind::Canter) => !self.must_capture,
            Some(LegKind::Jump) => self.in_their_castle() || self.jumps().next().is_none(),
        }
    }

    /// Whether the move must end here: it may, and no leg can follow.
    pub fn must_end(&self) -> bool {
        self.can_end() && self.next_legs().is_empty()
    }

    /// Adds a leg landing on `to`. Errors say which rule forbids it.
    pub fn push(&mut self, to: Square) -> Result<LegKind, Error> {
        let Some(leg) = self.next_legs().into_iter().find(|l| l.to == to) else {
            return Err(Error::IllegalMove(self.why_not(to)));
        };
        match leg.kind {
            LegKind::Jump => {
                let over = leg.over.expect("a jump leaps over a piece");
                self.captured.insert(over);
                self.empty.insert(over);
            }
            LegKind::Canter => {
                self.visited.insert(to);
                // R8: a knight's canter that lands where it could jump must go on to capture.
                self.must_capture |= self.jump_squares.contains(to);
            }
            LegKind::Plain => {}
        }
        self.at = to;
        self.path.legs.push(Leg { kind: leg.kind, to });
        Ok(leg.kind)
    }

    /// Takes back the last leg, if any.
    pub fn pop(&mut self) -> Option<Leg> {
        let leg = self.path.legs.pop()?;
        let mut rebuilt = self
            .pos
            .begin_move(self.path.from)
            .expect("the move began legally");
        for l in &self.path.legs {
            rebuilt
                .push(l.to)
                .expect("a prefix of a legal path is legal");
        }
        *self = rebuilt;
        Some(leg)
    }

    /// The finished move, if it may end here.
    pub fn finish(&self) -> Result<Move, Error> {
        if self.can_end() {
            return Ok(self.path.clone());
        }
        let why = match self.last_kind() {
            None => "a move needs at least one leg".to_string(),
            Some(LegKind::Jump) => format!(
                "the jump must go on from {}: another capture is available (R5)",
                self.at
            ),
            Some(_)
                if self.knight
                    && self
                        .visited
                        .squares()
                        .any(|s| self.jump_squares.contains(s)) =>
            {
                "the knight's canter landed where it could jump: it must go on to capture (R8)"
                    .to_string()
            }
            Some(_) => "a capture is available: jumping is compulsory (R7)".to_string(),
        };
        Err(Error::IllegalMove(why))
    }

    /// Explains why no legal leg lands on `to` from here.
    fn why_not(&self, to: Square) -> String {
        let at = self.at;
        let last = self.last_kind();
        if last == Some(LegKind::Plain) {
            return "a plain move is a single step: nothing can follow it (R3)".into();
        }
        if last.is_some() && self.in_their_castle() {
            return format!("the move ended on {at} in the opponent's castle (R10)");
        }
        if last.is_none() && self.in_their_castle() {
            return format!(
                "the piece on {at} is in the opponent's castle: its only move is a castle move (R10)"
            );
        }
        let own_castle = self.board.own_castle.contains(to);
        if Square::adjacent(at, to) {
            if last.is_some() {
                return format!("{at}-{to} is a step: steps cannot continue a canter or jump (R3)");
            }
            if own_castle {
                return format!("no piece may move into its own castle ({to}) (R9)");
            }
            if !self.empty.contains(to) {
                return format!("{to} is not empty");
            }
            return "a capture is available: jumping is compulsory (R7)".into();
        }
        let Some(over) = Square::between(at, to) else {
            return format!("{at} to {to} is neither a step nor a leap");
        };
        if !self.empty.contains(to) {
            return format!("{to} is not empty");
        }
        if self.board.enemy.contains(over) && !self.captured.contains(over) {
            return match last {
                Some(LegKind::Canter) if !self.knight => {
                    "only a knight may jump after cantering (R6)".into()
                }
                _ => format!("the jump {at}x{to} is not allowed here"),
            };
        }
        if !self.board.own.contains(over) || over == self.path.from {
            return format!("there is no piece on {over} to leap over");
        }
        if last == Some(LegKind::Jump) {
            return "a canter cannot follow a jump (R6)".into();
        }
        if own_castle {
            return format!("no piece may canter into its own castle ({to}) (R9)");
        }
        if self.visited.contains(to) {
            return format!("a canter never lands on the same square twice ({to}) (R4)");
        }
        if self.must_capture && self.knight && last == Some(LegKind::Canter) {
            return format!(
                "the canter to {to} can no longer reach a capture, and the knight must capture (R8)"
            );
        }
        if self.must_capture {
            return "a capture is available: jumping is compulsory (R7)".into();
        }
        format!("the canter to {to} leads to no legal move (R8)")
    }
}

impl Board {
    /// Canter reach from `at` for the piece from `from`, never landing on `visited`.
    pub(crate) fn canter_reach_from(
        &self,
        from: Square,
        at: Square,
        stop: Bitboard,
        visited: Bitboard,
    ) -> Bitboard {
        // The moving piece is no longer on `from`: search as if it stood on `at`.
        let mut moved = *self;
        moved.own.remove(from);
        moved.own.insert(at);
        moved.empty.insert(from);
        moved.empty.remove(at);
        moved.canter_reach(at, stop, visited)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The former canonical path, kept as the reference: iterative deepening over every path
    /// by leg count, keeping the smallest string (exponential in the worst case).
    fn reference_path(pos: &Position, key: &MoveKey) -> Move {
        let start = pos.begin_move(key.from).unwrap();
        let min_legs = key.captured.count().max(1) as usize;
        for max_legs in min_legs..=crate::square::GRID {
            let mut best: Option<(Move, String)> = None;
            search_paths(&start, key, max_legs, &mut best);
            if let Some((m, _)) = best {
                return m;
            }
        }
        unreachable!("a legal move has a path")
    }

    /// Depth-first search over the paths of `key`'s piece with at most `max_legs` legs that end as
    /// `key`; keeps the one with the smallest notation string.
    fn search_paths(
        b: &MoveBuilder,
        key: &MoveKey,
        max_legs: usize,
        best: &mut Option<(Move, String)>,
    ) {
        if b.at == key.to && b.captured == key.captured && b.can_end() {
            let s = b.path.to_string();
            if best.as_ref().is_none_or(|(_, t)| s < *t) {
                *best = Some((b.path.clone(), s));
            }
        }
        if b.path.legs.len() >= max_legs {
            return;
        }
        for leg in b.next_legs() {
            // Captures outside the move's set can never be undone: prune them.
            if leg.kind == LegKind::Jump && !leg.over.is_some_and(|o| key.captured.contains(o)) {
                continue;
            }
            let mut next = b.clone();
            if next.push(leg.to).is_ok() {
                search_paths(&next, key, max_legs, best);
            }
        }
    }

    /// A small xorshift generator: the rules core has no random dependency.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn r16_canonical_path_equals_the_exhaustive_search_on_random_positions() {
        let mut rng = 0x2545_F491_4F6C_DD1D_u64;
        let (mut positions, mut moves, mut multi_leg) = (0, 0, 0);
        while positions < 400 {
            let mut p = Position::start();
            let plies = next(&mut rng) % 160;
            for _ in 0..plies {
                let keys = p.legal_keys();
                if keys.is_empty() {
                    break;
                }
                p = p.play(&keys[next(&mut rng) as usize % keys.len()]);
            }
            positions += 1;
            for key in p.legal_keys() {
                let path = p.canonical_path(&key);
                assert_eq!(path, reference_path(&p, &key), "{p}: {key:?}");
                assert_eq!(path.key(), key);
                moves += 1;
                multi_leg += (path.legs.len() > 1) as u32;
            }
        }
        assert!(
            moves > 10_000 && multi_leg > 1_000,
            "{moves} moves, {multi_leg} multi-leg"
        );
    }
}
