//! Null-move pruning: a node where even passing the turn fails high is cut off.

use camelot_rules::Position;

use crate::search::{MATE_BOUND, Search};

impl Search<'_> {
    /// Null-move pruning: if passing the turn still fails high on a shallower search, a real
    /// move would too. Not right after a pass, nor near a forced result, nor with fewer than
    /// five pieces, where having to move can hurt (zugzwang). The caller tries it only where
    /// no capture or castle exit is due (R7, R9: there passing is no fair test) and the side
    /// already stands at or above beta.
    pub(crate) fn null_move_fails_high(
        &mut self,
        pos: &Position,
        depth: i32,
        beta: i32,
        ply: usize,
    ) -> bool {
        if ply == 0
            || self.null_ply == ply
            || depth < 3
            || beta.abs() >= MATE_BOUND
            || pos.pieces_of(pos.side_to_move()).count() < 5
            || pos.placing_trees()
        {
            return false;
        }
        let reduction = 2 + depth / 4;
        let saved = self.null_ply;
        self.null_ply = ply + 1;
        self.w.path.push(pos.hash());
        let score = -self.negamax(
            &pos.with_turn_passed(),
            depth - 1 - reduction,
            -beta,
            -beta + 1,
            ply + 1,
        );
        self.w.path.pop();
        self.null_ply = saved;
        !self.aborted && score >= beta
    }

    /// Whether the opponent, were it to move, would win at once: a threat the evaluation
    /// does not see, so no position to stand on. Entries (R11; V1.4) are looked for always;
    /// the other ways (R13, R14; V1.6, V1.7: every piece taken or none left to move, in one
    /// move) only when the side has few pieces, where they happen, since finding them takes
    /// every move of the opponent.
    pub(crate) fn threatened(pos: &Position) -> bool {
        if pos.placing_trees() {
            return false;
        }
        let them = pos.with_turn_passed();
        them.has_winning_entry()
            || pos.pieces_of(pos.side_to_move()).count() <= FEW_PIECES && them.has_winning_move()
    }
}

/// At most this many pieces left, a side is watched for losing them all, or all their
/// moves, in one enemy move.
const FEW_PIECES: u32 = 3;
