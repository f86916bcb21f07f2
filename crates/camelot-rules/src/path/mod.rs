//! Moves as paths of legs: WCF notation, leg-by-leg input, and the canonical path of a move
//! (R16: fewest legs, then the smallest notation string). Leg-by-leg input is in `builder.rs`.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::bitboard::Bitboard;
use crate::movegen::{Board, MoveKey};
use crate::position::{MAX_CASTLE_MOVES, Position};
use crate::square::Square;
use crate::{Error, Illegal};

mod builder;

pub use builder::{MoveBuilder, NextLeg};

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
        if self.is_placement() {
            return MoveKey::place_trees(self.squares().collect());
        }
        MoveKey {
            from: self.from,
            to: self.to(),
            captured: self.captured(),
            placement: false,
        }
    }

    /// River Camelot's tree placement (V5.4) on three squares, first by file then rank.
    /// It is kept as a path of two plain legs through the three squares, which no piece's
    /// move can be (R3: nothing follows a step).
    pub fn place_trees(mut trees: [Square; 3]) -> Move {
        trees.sort_by_key(|s| (s.file(), s.rank()));
        let plain = |to| Leg {
            kind: LegKind::Plain,
            to,
        };
        Move {
            from: trees[0],
            legs: vec![plain(trees[1]), plain(trees[2])],
        }
    }

    /// Whether this is a tree placement (V5.4) rather than a piece's move.
    pub fn is_placement(&self) -> bool {
        self.legs.len() == 2 && self.legs.iter().all(|l| l.kind == LegKind::Plain)
    }

    /// The squares the piece passes through, origin first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        std::iter::once(self.from).chain(self.legs.iter().map(|l| l.to))
    }
}

impl fmt::Display for Move {
    /// WCF notation: `C8-D9`, `E6-C8-A8`, `H4xJ4xL6`, `F6-F8-H8xH10xJ12`; a tree placement
    /// as its squares joined by commas, `C2,D2,I2` (V5.7).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_placement() {
            let names: Vec<String> = self.squares().map(|s| s.to_string()).collect();
            return f.write_str(&names.join(","));
        }
        write!(f, "{}", self.from)?;
        for leg in &self.legs {
            write!(f, "{}{}", leg.kind.separator(), leg.to)?;
        }
        Ok(())
    }
}

impl Position {
    /// The pieces of the side to move that have at least one legal move.
    pub fn movable_pieces(&self) -> Bitboard {
        self.legal_keys()
            .iter()
            .filter(|k| !k.placement)
            .map(|k| k.from)
            .collect()
    }

    /// Starts entering a move of the piece on `from`. Errors say why that piece cannot move.
    pub fn begin_move(&self, from: Square) -> Result<MoveBuilder, Error> {
        let illegal = |why| Err(Error::IllegalMove(why));
        if let Some(r) = self.static_result() {
            return illegal(Illegal::GameOver { reason: r.reason });
        }
        if self.placing_trees() {
            return illegal(Illegal::PlaceTreesFirst { side: self.side });
        }
        let board = Board::new(self);
        let Some(piece) = self.piece_at(from) else {
            return illegal(Illegal::NoPiece { at: from });
        };
        // V6.1: a player moves only his own pieces, not his partner's.
        if piece.color != self.side || self.seat_at(from) != Some(self.seat()) {
            return illegal(Illegal::NotYours {
                at: from,
                owner: piece.color,
                to_move: self.side,
            });
        }
        if let Some(sq) = self.must_leave
            && sq != from
        {
            return illegal(Illegal::MustLeaveCastle { at: sq });
        }
        let must_capture = board.must_capture;
        let b = MoveBuilder {
            pos: *self,
            state: board.begin(from),
            path: Move {
                from,
                legs: Vec::new(),
            },
            board,
        };
        if b.next_legs().is_empty() {
            return illegal(if b.board.their_castle.contains(from) {
                if !self.variant.spec().castle_moves {
                    Illegal::InTheirCastle { at: from }
                } else if self.castle_moves[self.seat().index()] >= MAX_CASTLE_MOVES {
                    Illegal::NoCastleMovesLeft { at: from }
                } else if must_capture {
                    Illegal::CaptureDue
                } else {
                    Illegal::CastleFull { at: from }
                }
            } else if must_capture {
                Illegal::CaptureDue
            } else {
                Illegal::NoLegalMove { at: from }
            });
        }
        Ok(b)
    }

    /// The tree placement `mv` as the legal move it is here (V5.4), or why it is not.
    pub fn check_placement(&self, mv: &Move) -> Result<Move, Error> {
        let key = mv.key();
        if !self.placing_trees() {
            return Err(Error::IllegalMove(Illegal::TreesPlaced));
        }
        // Each square is one a tree may go on, and there are three different ones (a
        // placement's key holds them as a set).
        if let Some(why) = key.captured.squares().find_map(|sq| self.tree_refusal(sq)) {
            return Err(Error::IllegalMove(why));
        }
        if key.captured.count() == 3 {
            return Ok(self.canonical_path(&key));
        }
        Err(Error::IllegalMove(Illegal::BadPlacement {
            side: self.side,
        }))
    }

    /// The legal moves with their canonical paths (R16), in notation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = self
            .legal_keys()
            .iter()
            .map(|k| self.canonical_path(k))
            .collect();
        // Strings sort alike whatever the board's ranks (V5.7: placements too).
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
        if key.placement {
            let trees: Vec<Square> = key.captured.squares().collect();
            return Move::place_trees([trees[0], trees[1], trees[2]]);
        }
        let start = self
            .begin_move(key.from)
            .expect("the key is a legal move of this position");
        let mut seen: HashSet<PathState> = HashSet::from([PathState::of(&start)]);
        let mut layer = vec![(start, key.from.to_string())];
        loop {
            let mut next: HashMap<PathState, (MoveBuilder, String)> = HashMap::new();
            for (b, text) in &layer {
                for (leg, after) in b.continuations() {
                    // Captures outside the move's set can never be undone: prune them.
                    if leg.kind == LegKind::Jump
                        && !leg.over.is_some_and(|o| key.captured.contains(o))
                    {
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
                .filter(|(b, _)| b.at() == key.to && b.captured() == key.captured && b.can_end())
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
            at: b.state.at,
            last: b.state.last,
            must_capture: b.state.must_capture,
            captured: b.state.captured,
        }
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
        if b.at() == key.to && b.captured() == key.captured && b.can_end() {
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
