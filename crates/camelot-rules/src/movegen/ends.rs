//! Moves and the end of the game: whether the side to move has a move at all (R14), and
//! whether it has one that wins at once (R11–R14 and the variants' end rules), each
//! answered without generating moves where a few board sets already decide.

use super::MoveKey;
use crate::bitboard::Bitboard;
use crate::position::{Outcome, Position};
use crate::square::{Direction, Seat};
use crate::variant::Ending;

impl Position {
    /// Whether the side to move has a legal move, so that the game goes on unless R14
    /// (V1.7, V4.5) ends it. Most positions answer by a plain step (R3: an empty square next
    /// to a piece outside the opponent's castle, not in its own castle, R9, R10) without
    /// generating moves; a side that owes a capture (R7) has that step's capture instead.
    pub fn has_legal_move(&self) -> bool {
        if self.must_leave.is_none()
            && !self.placing_trees()
            && self.static_result().is_none()
            && !self.steps(self.seat()).is_empty()
        {
            return true;
        }
        self.count_legal(&mut Vec::new()) > 0
    }

    /// Whether `mv`, a legal move here, wins the game at once for the side that makes it
    /// (R11–R14 and the variants' end rules, after the move).
    pub fn wins_at_once(&self, mv: &MoveKey) -> bool {
        let next = self.play(mv);
        let result = match next.static_result() {
            Some(r) => r,
            None if next.has_legal_move() => return false,
            None => next.no_move_result(),
        };
        result.outcome == Outcome::Win(self.side)
    }

    /// Whether the side to move has a move that wins the game at once: a threat, when the
    /// opponent is to move in truth (see [`Position::with_turn_passed`]).
    pub fn has_winning_move(&self) -> bool {
        self.result().is_none()
            && self.may_win_at_once()
            && self.legal_keys().iter().any(|m| self.wins_at_once(m))
    }

    /// Whether the side to move has a move into the opponent's castle that wins at once
    /// (R11: the second square; V1.4: any entry), the commonest threat, answered from the
    /// board's sets alone unless a piece stands ready to enter.
    pub fn has_winning_entry(&self) -> bool {
        let target = self.variant.goal_castle(self.seat());
        self.result().is_none()
            && self.may_enter_to_win()
            && self
                .legal_keys()
                .iter()
                .any(|m| target.contains(m.to) && !target.contains(m.from) && self.wins_at_once(m))
    }

    /// What an entry that wins needs: in Camelot's ending a piece already in the opponent's
    /// castle and its other square empty (R11); in Camette's and Cam's a piece, or a piece
    /// to leap, next to the empty castle square (V1.4). Anti-Camelot's entry loses (V4.3).
    fn may_enter_to_win(&self) -> bool {
        let spec = self.variant.spec();
        let target = self.variant.goal_castle(self.seat());
        let open = target & self.empty_squares();
        match spec.ending {
            Ending::Anti => false,
            // V6.7.1: two pieces of the partnership in its goal castles, one in each too.
            Ending::Camelot if spec.seats == 4 => !open.is_empty(),
            Ending::Camelot => {
                !open.is_empty() && !(self.pieces[self.side.index()] & target).is_empty()
            }
            Ending::Entry => {
                let around = Direction::ALL
                    .iter()
                    .fold(Bitboard::EMPTY, |b, &d| b | open.shift(d));
                !(around & self.occupied()).is_empty()
            }
        }
    }

    /// What any move winning at once needs, from the board's sets alone: an entry that may
    /// win (above), a capture (R13, V1.6; a capture
    /// also frees squares for R14: a jump, or a knight and a piece it could charge), or an
    /// opponent with at most one square to step
    /// to, which one quiet move could fill (R14, V1.7). Anti-Camelot's mover never wins by
    /// its own move (V4.3, V4.5).
    fn may_win_at_once(&self) -> bool {
        let spec = self.variant.spec();
        if spec.ending == Ending::Anti {
            return false;
        }
        if spec.seats == 4 {
            // Passes (V6.6) and two opponents make the sets below no proof: ask the moves.
            return true;
        }
        let (us, them) = (self.side.index(), self.side.opponent().index());
        let outside = !spec.castles[them];
        let empty = self.empty_squares();
        let jumps = Bitboard::leap_sources(self.pieces[them], empty)
            .iter()
            .any(|sources| !(*sources & self.pieces[us] & outside).is_empty());
        // R6: a knight may canter to a jump first; it needs a piece to leap onto a square.
        let charges = !(self.pieces[us] & self.knights & outside).is_empty()
            && Direction::ALL
                .iter()
                .any(|&d| !(self.pieces[them] & empty.shift(d)).is_empty());
        let them = Seat::of(self.side.opponent(), false);
        self.may_enter_to_win() || jumps || charges || self.steps(them).count() <= 1
    }

    /// The squares `seat`'s pieces could step to (R3), castle moves aside: empty squares next
    /// to its pieces outside its goal castle (R10), not in its own castle (R9) nor in a side
    /// castle (V6.5).
    fn steps(&self, seat: Seat) -> Bitboard {
        let spec = self.variant.spec();
        let closed = spec.castles[seat.index()] | self.variant.side_castles(seat);
        let landings = self.empty_squares().and_not(closed);
        let movers = self
            .pieces_of_seat(seat)
            .and_not(self.variant.goal_castle(seat));
        Direction::ALL
            .iter()
            .fold(Bitboard::EMPTY, |b, &d| b | (movers.shift(d) & landings))
    }
}
