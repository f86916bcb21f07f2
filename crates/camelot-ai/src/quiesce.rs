//! Quiescence: forced captures are searched to the end, so the evaluation only ever sees
//! quiet positions (R7).

use camelot_rules::{Constraint, MoveKey, Position};

use crate::eval::evaluate;
use crate::movepick::MovePicker;
use crate::search::{INFINITY, MAX_PLY, Search, no_move_score};

impl Search<'_> {
    /// Quiescence: a position where the side must capture (R7) is not quiet, so all its
    /// moves (every one a jump or charge) are searched; elsewhere the side may stand pat or
    /// capture. Optional knight's charges are left to the full-width plies: finding them
    /// needs every knight's canter search, too dear at the leaves.
    pub(crate) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if ply >= MAX_PLY - 1 || pos.constraint() == Constraint::None {
            return evaluate(pos, &self.e.weights);
        }
        let mut moves = std::mem::take(&mut self.e.moves[ply]);
        pos.legal_keys_into(&mut moves);
        if moves.is_empty() {
            self.e.moves[ply] = moves;
            return no_move_score(pos, ply);
        }
        let forced = moves.iter().all(MoveKey::is_capture);
        let mut best = -INFINITY;
        if !forced {
            // R9 without a jump: the piece leaves its castle quietly; stand pat on it.
            best = evaluate(pos, &self.e.weights);
            if best >= beta {
                self.e.moves[ply] = moves;
                return best;
            }
            alpha = alpha.max(best);
            moves.retain(MoveKey::is_capture);
        }
        let mut order = std::mem::take(&mut self.e.order[ply]);
        let mut picker = MovePicker::captures(pos, &mut moves, &mut order, &self.e.weights);
        while let Some(m) = picker.next() {
            let score = -self.negamax(&pos.play(&m), 0, -beta, -alpha, ply + 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        self.e.moves[ply] = moves;
        self.e.order[ply] = order;
        best
    }
}
