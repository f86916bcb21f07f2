//! Null-move pruning: a node where even passing the turn fails high is cut off.

use camelot_rules::Position;

use crate::search::{MATE_BOUND, Search};

/// The position with the turn passed to the opponent, for null-move pruning. The rules
/// core has no pass, so it goes through the position string with the side field flipped:
/// dear, but only tried at nodes three plies or more from the horizon.
fn passed(pos: &Position) -> Position {
    let text = pos.to_string();
    let mut fields: Vec<&str> = text.split(' ').collect();
    fields[1] = if fields[1] == "w" { "b" } else { "w" };
    Position::parse_in(pos.variant(), &fields.join(" "))
        .expect("a position with the turn passed is valid")
}

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
            &passed(pos),
            depth - 1 - reduction,
            -beta,
            -beta + 1,
            ply + 1,
        );
        self.w.path.pop();
        self.null_ply = saved;
        !self.aborted && score >= beta
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::Color;

    #[test]
    fn a_passed_turn_keeps_the_board_and_changes_the_side() {
        let p = Position::start();
        let q = passed(&p);
        assert_eq!(q.side_to_move(), Color::Black);
        assert_eq!(q.occupied(), p.occupied());
        assert_eq!(q.knights(), p.knights());
        assert_ne!(q.hash(), p.hash());
        assert_eq!(passed(&q), p);
    }
}
