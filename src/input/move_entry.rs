//! Move entry, shared by the live game and the lessons' exercises: clicks, drags, keys and typed
//! moves go through it. Clicks on the board become
//! legs of a [`MoveBuilder`], each leg animated as it is chosen (one [`Ticket`] in flight at a
//! time); Enter or a click on the moving piece ends a move that may end there, a move that must
//! end ends itself, Esc takes the last leg back (right-click the whole partial move). A click
//! the rules refuse is answered with the rules core's reason, which names the rule, as a
//! [`Refusal`] worded where it is said. River Camelot's trees are placed by three clicks on
//! free tree squares (V5.4).

use camelot_rules::{Bitboard, Leg, Move, MoveBuilder, Position, Square};

use crate::input::refusal::Refusal;
use crate::shown::{Animator, InputAction, MoveAnimated, Ticket, arrangement};

/// The move being entered, and the leg the board is still playing.
#[derive(Clone, Debug, Default)]
pub struct MoveEntry {
    /// The move entered so far, once a piece is chosen.
    pub input: Option<MoveBuilder>,
    /// The animation asked of the board and not yet answered: nothing more is taken until
    /// it is.
    pub awaiting: Option<Ticket>,
    /// River Camelot's tree placement (V5.4): the squares chosen so far, one click each; the
    /// third makes the move.
    pub trees: Bitboard,
}

/// What a click or key did to the move being entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entered {
    /// Nothing changed.
    Unchanged,
    /// A piece was chosen or let go, or a leg taken.
    Changed,
    /// The move is complete (its last leg may still be animating).
    Finished(Move),
    /// Not taken: why, with the rule.
    Refused(Refusal),
}

impl MoveEntry {
    /// Whether the board is still playing a leg of ours.
    pub fn busy(&self) -> bool {
        self.awaiting.is_some()
    }

    /// Takes the board's answers; the one we wait for frees the entry.
    pub fn answered<'a>(&mut self, answers: impl IntoIterator<Item = &'a MoveAnimated>) {
        for answer in answers {
            if self.awaiting == Some(answer.ticket) {
                self.awaiting = None;
            }
        }
    }

    /// A click on `sq` of the board showing `position` (scene `scene`).
    pub fn click(
        &mut self,
        position: &Position,
        sq: Square,
        scene: u64,
        animator: &mut Animator,
    ) -> Entered {
        if self.busy() {
            return Entered::Unchanged;
        }
        if position.placing_trees() {
            return self.place_tree(position, sq);
        }
        let Some(builder) = self.input.as_mut() else {
            return self.choose(position, sq);
        };
        let moved = !builder.path().legs.is_empty();
        let at = builder.at();
        // Where the pieces stand before this leg: it is animated from there.
        let standing = arrangement(position, Some(&*builder));
        match builder.push(sq) {
            Ok(kind) => {
                let leg = Move {
                    from: at,
                    legs: vec![Leg { kind, to: sq }],
                };
                self.awaiting = Some(animator.play(scene, standing, leg));
                if builder.must_end() {
                    return self.finish();
                }
                Entered::Changed
            }
            // A click on the moving piece ends the move where it may end.
            Err(_) if moved && sq == at => self.finish(),
            // A second click on the chosen piece lets it go.
            Err(_) if sq == at => {
                self.input = None;
                Entered::Changed
            }
            Err(_) if !moved && own_piece(position, sq) => self.choose(position, sq),
            Err(e) if moved && builder.can_end() => Entered::Refused(Refusal::MayEndHere(
                Box::new(Refusal::of_click(position, e)),
            )),
            Err(e) => Entered::Refused(Refusal::of_click(position, e)),
        }
    }

    /// A drag of the piece on `from` to `to`: the piece is chosen if it is not the moving one,
    /// then `to` is taken as a click would be. Resting on a square (not `dropped`) takes only
    /// a legal landing, so passing over squares does nothing; a drop on the moving piece ends
    /// the move there.
    pub fn drag(
        &mut self,
        position: &Position,
        (from, to): (Square, Square),
        dropped: bool,
        scene: u64,
        animator: &mut Animator,
    ) -> Entered {
        if self.busy() {
            return Entered::Unchanged;
        }
        // Released where a rest already made the whole move (a step), or dragged from an
        // empty square: nothing is moving, nothing to say.
        if dropped && self.input.is_none() && (from == to || position.piece_at(from).is_none()) {
            return Entered::Unchanged;
        }
        let ours = self
            .input
            .as_ref()
            .is_some_and(|b| b.path().from == from || b.at() == from);
        if !ours && let refused @ Entered::Refused(_) = self.choose(position, from) {
            return refused;
        }
        let chosen = if ours {
            Entered::Unchanged
        } else {
            Entered::Changed
        };
        let builder = self.input.as_ref().expect("the piece is chosen");
        if to == builder.at() {
            let moved = !builder.path().legs.is_empty();
            return if dropped && moved {
                self.finish()
            } else {
                chosen
            };
        }
        if !dropped && !builder.next_legs().iter().any(|leg| leg.to == to) {
            return chosen;
        }
        self.click(position, to, scene, animator)
    }

    /// A move typed in any form the rules core reads (docs/records.md): played whole, each leg
    /// animated from `position`; one the rules refuse is answered with the rules core's
    /// sentence, as on the command line.
    pub fn typed(
        &mut self,
        position: &Position,
        text: &str,
        scene: u64,
        animator: &mut Animator,
    ) -> Entered {
        if self.busy() || text.trim().is_empty() {
            return Entered::Unchanged;
        }
        match position.read_move(text) {
            Ok(mv) => {
                self.clear();
                self.awaiting = Some(animator.play(scene, *position, mv.clone()));
                Entered::Finished(mv)
            }
            Err(error) => Entered::Refused(Refusal::Typed {
                text: text.to_string(),
                error,
            }),
        }
    }

    /// Enter (end the move here), Esc (take the last leg back, or let the piece go) or a
    /// right-click (take the partial move back).
    pub fn act(&mut self, action: InputAction) -> Entered {
        if self.busy() {
            return Entered::Unchanged;
        }
        match action {
            InputAction::Finish => self.finish(),
            InputAction::Cancel if self.input.take().is_some() => Entered::Changed,
            InputAction::Cancel if !self.trees.is_empty() => {
                self.trees = Bitboard::EMPTY;
                Entered::Changed
            }
            InputAction::Cancel => Entered::Unchanged,
            InputAction::Back => {
                let Some(builder) = self.input.as_mut() else {
                    return Entered::Unchanged;
                };
                if builder.pop().is_none() {
                    self.input = None;
                }
                Entered::Changed
            }
        }
    }

    /// Forgets the move being entered (the game changed under it).
    pub fn clear(&mut self) {
        self.input = None;
        self.trees = Bitboard::EMPTY;
    }

    /// A click while trees are to be placed (V5.4): a free tree square of the side to move
    /// is chosen (a second click lets it go), and the third choice is the placement.
    fn place_tree(&mut self, position: &Position, sq: Square) -> Entered {
        if self.trees.contains(sq) {
            self.trees.remove(sq);
            return Entered::Changed;
        }
        if let Some(refusal) = Refusal::tree(position, sq) {
            return Entered::Refused(refusal);
        }
        self.trees.insert(sq);
        let chosen: Vec<Square> = self.trees.squares().collect();
        let Ok(three) = <[Square; 3]>::try_from(chosen) else {
            return Entered::Changed;
        };
        self.trees = Bitboard::EMPTY;
        match position.check_placement(&Move::place_trees(three)) {
            Ok(mv) => Entered::Finished(mv),
            Err(e) => Entered::Refused(Refusal::Rules(e)),
        }
    }

    /// Chooses the piece on `sq`, or says why it may not move.
    fn choose(&mut self, position: &Position, sq: Square) -> Entered {
        match position.begin_move(sq) {
            Ok(builder) => {
                self.input = Some(builder);
                Entered::Changed
            }
            Err(e) => {
                self.input = None;
                Entered::Refused(Refusal::of_click(position, e))
            }
        }
    }

    /// Ends the move being entered, if it may end here.
    fn finish(&mut self) -> Entered {
        let Some(builder) = self.input.as_ref() else {
            return Entered::Unchanged;
        };
        if builder.path().legs.is_empty() {
            return Entered::Unchanged;
        }
        match builder.finish() {
            Ok(mv) => {
                self.input = None;
                Entered::Finished(mv)
            }
            Err(e) => Entered::Refused(Refusal::Rules(e)),
        }
    }
}

fn own_piece(position: &Position, sq: Square) -> bool {
    position
        .piece_at(sq)
        .is_some_and(|p| p.color == position.side_to_move())
}
