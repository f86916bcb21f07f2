//! Quiescence: forced captures are searched to the end, so the evaluation only ever sees
//! quiet positions (R7).

use camelot_rules::{Constraint, MoveKey, Outcome, Position};

use crate::eval::evaluate;
use crate::movepick::{MovePicker, enters_castle};
use crate::search::{INFINITY, MAX_PLY, Search, no_move_score};

impl Search<'_> {
    /// Quiescence: a position where the side must capture (R7) is not quiet, so all its
    /// moves (every one a jump or charge) are searched; elsewhere the side may stand pat or
    /// capture. Optional knight's charges (R6 without R7) are searched only at the horizon,
    /// the first quiescence ply: finding them needs every knight's canter search, too dear
    /// deeper, and a match showed the horizon's charges worth it (+84 ± 79 Elo at 50 ms).
    pub(crate) fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        horizon: bool,
    ) -> i32 {
        if ply >= MAX_PLY - 1 {
            return evaluate(pos, self.weights);
        }
        let quiet = pos.constraint() == Constraint::None;
        // With no jump to make the side may stand pat, on the evaluation; but a side with no
        // move at all has lost (R14; V1.7; won in Anti-Camelot, V4.5), whatever it owns.
        let stand = quiet.then(|| evaluate(pos, self.weights));
        if stand.is_some_and(|s| !horizon || s >= beta) {
            if !pos.has_legal_move() {
                return no_move_score(pos, ply);
            }
            return stand.unwrap_or_default();
        }
        let mut moves = std::mem::take(&mut self.w.moves[ply]);
        pos.legal_keys_into(&mut moves);
        if moves.is_empty() {
            self.w.moves[ply] = moves;
            return no_move_score(pos, ply);
        }
        let mut best = -INFINITY;
        if !moves.iter().all(MoveKey::is_capture) {
            // Charges at the horizon, or R9 without a jump: the piece leaves its castle
            // quietly. Either way the side may stand pat.
            best = stand.unwrap_or_else(|| evaluate(pos, self.weights));
            if best >= beta {
                self.w.moves[ply] = moves;
                return best;
            }
            alpha = alpha.max(best);
            // Captures, and at the horizon a castle entry that wins at once (R11; V1.4):
            // the one quiet move that ends the game.
            let us = pos.side_to_move();
            let target = pos.castle(us.opponent());
            moves.retain(|m| {
                m.is_capture()
                    || horizon
                        && enters_castle(target, m)
                        && pos.play(m).static_result().map(|r| r.outcome) == Some(Outcome::Win(us))
            });
        }
        let mut order = std::mem::take(&mut self.w.order[ply]);
        let mut picker = MovePicker::captures(pos, &mut moves, &mut order, self.weights);
        while let Some(m) = picker.next() {
            let score = -self.negamax(&pos.play(&m), -1, -beta, -alpha, ply + 1);
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
        self.w.moves[ply] = moves;
        self.w.order[ply] = order;
        best
    }
}
