//! Move ordering: the table's move first, then castle entries and captures by the value
//! taken, killers, and the history of quiet moves that caused cut-offs.

use camelot_rules::{Bitboard, GRID, MoveKey, Position};

use crate::eval::Weights;
use crate::tt::TtMove;

/// What the search has learnt about good quiet moves: kept across searches of one game.
pub(crate) struct Memory {
    killers: Vec<[Option<MoveKey>; 2]>,
    /// Beta cut-offs by quiet moves, indexed by origin and final square.
    history: Vec<i32>,
}

impl Memory {
    pub fn new(max_ply: usize) -> Memory {
        Memory {
            killers: vec![[None; 2]; max_ply],
            history: vec![0; GRID * GRID],
        }
    }

    pub fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    /// For a new search: old cut-offs still hint, but the new position's matter more.
    pub fn age(&mut self) {
        self.history.iter_mut().for_each(|h| *h /= 4);
        self.killers.fill([None; 2]);
    }

    pub fn is_killer(&self, m: &MoveKey, ply: usize) -> bool {
        self.killers[ply].contains(&Some(*m))
    }

    /// A quiet move caused a cut-off: remember it as a killer and in the history.
    pub fn reward(&mut self, m: &MoveKey, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(*m) {
            killers[1] = killers[0];
            killers[0] = Some(*m);
        }
        let h = &mut self.history[m.from.index() * GRID + m.to.index()];
        *h = (*h + depth * depth).min(1 << 22);
    }
}

/// Whether a move lands in the opponent's castle: one step from winning (R11).
/// `target` is the opponent's castle.
#[inline]
pub(crate) fn enters_castle(target: Bitboard, m: &MoveKey) -> bool {
    target.contains(m.to) && !target.contains(m.from)
}

/// The value of the pieces a move captures.
#[inline]
pub(crate) fn victims(pos: &Position, m: &MoveKey, w: &Weights) -> i32 {
    let knights = (m.captured & pos.knights()).count() as i32;
    let men = m.captured.count() as i32 - knights;
    knights * w.knight + men * w.man
}

/// Orders `moves` lazily: [`MovePicker::next`] hands out the best remaining one.
pub(crate) struct MovePicker<'a> {
    moves: &'a mut [MoveKey],
    order: &'a mut Vec<i32>,
    next: usize,
}

impl<'a> MovePicker<'a> {
    /// All moves of a full-width node, ordered by the table's move, castle entries and
    /// captures, killers and history.
    pub fn new(
        pos: &Position,
        moves: &'a mut [MoveKey],
        order: &'a mut Vec<i32>,
        tt_move: Option<TtMove>,
        memory: &Memory,
        ply: usize,
        w: &Weights,
    ) -> MovePicker<'a> {
        let target = pos.castle(pos.side_to_move().opponent());
        order.clear();
        order.extend(moves.iter().map(|m| {
            let first = tt_move.is_some_and(|t| t.matches(m));
            let entry = enters_castle(target, m);
            if m.is_capture() || entry {
                let first = if first { 1 << 30 } else { 0 };
                return first + ((entry as i32) << 26) + (1 << 24) + victims(pos, m, w);
            }
            if first {
                return 1 << 30;
            }
            let [k0, k1] = memory.killers[ply];
            if k0 == Some(*m) {
                1 << 23
            } else if k1 == Some(*m) {
                (1 << 23) - 1
            } else {
                memory.history[m.from.index() * GRID + m.to.index()]
            }
        }));
        MovePicker {
            moves,
            order,
            next: 0,
        }
    }

    /// Captures by the value taken, after any quiet move, which quiescence only keeps when
    /// it wins at once.
    pub fn captures(
        pos: &Position,
        moves: &'a mut [MoveKey],
        order: &'a mut Vec<i32>,
        w: &Weights,
    ) -> MovePicker<'a> {
        order.clear();
        order.extend(moves.iter().map(|m| {
            if m.is_capture() {
                victims(pos, m, w)
            } else {
                i32::MAX
            }
        }));
        MovePicker {
            moves,
            order,
            next: 0,
        }
    }

    /// How many moves were handed out before this one.
    pub fn count(&self) -> usize {
        self.next
    }

    /// The best-ordered remaining move (a lazy selection sort: most nodes cut off after a
    /// move or two).
    pub fn next(&mut self) -> Option<MoveKey> {
        let i = self.next;
        if i >= self.moves.len() {
            return None;
        }
        let mut best = i;
        for j in i + 1..self.moves.len() {
            if self.order[j] > self.order[best] {
                best = j;
            }
        }
        self.moves.swap(i, best);
        self.order.swap(i, best);
        self.next += 1;
        Some(self.moves[i])
    }
}
