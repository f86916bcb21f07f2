//! Entering a move leg by leg: the legs that may follow, ending the move, taking a leg back,
//! and why a leg is refused (the rule it breaks).

use crate::bitboard::Bitboard;
use crate::movegen::{Board, MoveKey, Partial, Sink};
use crate::position::Position;
use crate::square::Square;
use crate::{Error, Illegal};

use super::{Leg, LegKind, Move};

/// A possible next leg while a move is entered leg by leg.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NextLeg {
    pub to: Square,
    pub kind: LegKind,
    /// The square leaped over (a canter's friendly piece, a jump's victim); none for a step.
    pub over: Option<Square>,
}

/// A move being entered leg by leg. Any legal path of any legal move can be entered; a leg
/// is offered only when some legal move of the generator still goes through it. The rules
/// (R3–R10) live in the generator alone (`movegen`: the legs that may follow, and the moves a
/// partly entered one can still become); the builder adds the explanations that name the
/// rule a refused leg breaks.
#[derive(Clone, Debug)]
pub struct MoveBuilder {
    pub(super) pos: Position,
    pub(super) board: Board,
    pub(super) state: Partial,
    pub(super) path: Move,
}

/// A [`Sink`] that only notes whether any move came.
struct AnyMove(bool);

impl Sink for AnyMove {
    fn quiet(&mut self, _: Square, targets: Bitboard) {
        self.0 |= !targets.is_empty();
    }

    fn capture(&mut self, _: MoveKey) {
        self.0 = true;
    }
}

impl MoveBuilder {
    /// The path entered so far.
    pub fn path(&self) -> &Move {
        &self.path
    }

    /// Where the piece stands now.
    pub fn at(&self) -> Square {
        self.state.at
    }

    /// The squares captured so far (their pieces are already off the board for the move).
    pub fn captured(&self) -> Bitboard {
        self.state.captured
    }

    fn last_kind(&self) -> Option<LegKind> {
        self.state.last
    }

    fn in_their_castle(&self) -> bool {
        self.board.their_castle.contains(self.state.at)
    }

    fn knight(&self) -> bool {
        self.board.knights.contains(self.path.from)
    }

    /// The legal moves a legal path through `state` can still become.
    fn completions(&self, state: &Partial) -> Vec<MoveKey> {
        let mut keys = Vec::new();
        self.board.completions(state, &mut keys);
        keys
    }

    /// Whether some legal move still goes through `state`.
    fn leads_on(&self, state: &Partial) -> bool {
        let mut any = AnyMove(false);
        self.board.completions(state, &mut any);
        any.0
    }

    /// The state after a leg to `to`, if the rules let it follow and a legal move still goes
    /// through it.
    fn after(&self, to: Square) -> Option<(Partial, LegKind, Option<Square>)> {
        self.board
            .after(&self.state, to)
            .filter(|(next, _, _)| self.leads_on(next))
    }

    /// The legs that may come next: each one the rules allow after the legs so far and
    /// through which some legal move still goes.
    pub fn next_legs(&self) -> Vec<NextLeg> {
        self.legs().map(|(leg, _)| leg).collect()
    }

    /// Each leg that may come next with the state after it.
    fn legs(&self) -> impl Iterator<Item = (NextLeg, Partial)> + '_ {
        let at = self.state.at;
        let leaps = crate::square::Direction::ALL
            .into_iter()
            .filter_map(move |d| at.leap(d).map(|(_, land)| land));
        at.neighbours().squares().chain(leaps).filter_map(|to| {
            let (state, kind, over) = self.after(to)?;
            Some((NextLeg { to, kind, over }, state))
        })
    }

    /// Each leg that may come next with the builder after it.
    pub(super) fn continuations(&self) -> Vec<(NextLeg, MoveBuilder)> {
        self.legs()
            .map(|(leg, state)| {
                let mut next = self.clone();
                next.state = state;
                next.path.legs.push(Leg {
                    kind: leg.kind,
                    to: leg.to,
                });
                (leg, next)
            })
            .collect()
    }

    /// Every path from here that a legal move can be entered by, this one first if the move
    /// may end here (R16: a move with several paths has each): what a client needs to offer
    /// every landing without asking leg by leg. A lattice of friendly pieces has many
    /// (R4: canter legs may change direction): [`MoveBuilder::paths_upto`] bounds the walk.
    pub fn paths(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.collect_paths(&mut out, usize::MAX);
        out
    }

    /// [`MoveBuilder::paths`] if there are at most `limit`; `None` (the walk stopped as soon
    /// as it found one more) if there are more.
    pub fn paths_upto(&self, limit: usize) -> Option<Vec<Move>> {
        let mut out = Vec::new();
        self.collect_paths(&mut out, limit).then_some(out)
    }

    /// Adds the paths from here to `out`; `false` once `out` would pass `limit`.
    fn collect_paths(&self, out: &mut Vec<Move>, limit: usize) -> bool {
        if self.can_end() {
            if out.len() >= limit {
                return false;
            }
            out.push(self.path.clone());
        }
        self.continuations()
            .into_iter()
            .all(|(_, next)| next.collect_paths(out, limit))
    }

    /// Whether the move may end here: the move ending here is legal.
    pub fn can_end(&self) -> bool {
        let here = MoveKey {
            from: self.path.from,
            to: self.state.at,
            captured: self.state.captured,
            placement: false,
        };
        self.state.last.is_some() && self.completions(&self.state).contains(&here)
    }

    /// Whether the move must end here: it may, and no leg can follow.
    pub fn must_end(&self) -> bool {
        self.can_end() && self.next_legs().is_empty()
    }

    /// Adds a leg landing on `to`. Errors say which rule forbids it.
    pub fn push(&mut self, to: Square) -> Result<LegKind, Error> {
        let Some((state, kind, _)) = self.after(to) else {
            return Err(Error::IllegalMove(self.why_not(to)));
        };
        self.state = state;
        self.path.legs.push(Leg { kind, to });
        Ok(kind)
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
        Err(Error::IllegalMove(match self.last_kind() {
            None => Illegal::NoLeg,
            Some(LegKind::Jump) => Illegal::JumpGoesOn { at: self.state.at },
            Some(_)
                if self.knight()
                    && !(self.state.landed & self.board.knight_jump_squares(self.path.from))
                        .is_empty() =>
            {
                Illegal::ChargeMustCapture
            }
            Some(_) => Illegal::CaptureDue,
        }))
    }

    /// Explains why no legal leg lands on `to` from here.
    fn why_not(&self, to: Square) -> Illegal {
        let at = self.state.at;
        let empty = self.state.empty;
        let knight = self.knight();
        let last = self.last_kind();
        if last == Some(LegKind::Plain) {
            return Illegal::StepIsSingle;
        }
        if last.is_some() && self.in_their_castle() {
            return Illegal::EndedInTheirCastle { at };
        }
        if last.is_none() && self.in_their_castle() {
            return Illegal::OnlyCastleMove { at };
        }
        let own_castle = self.board.own_castle.contains(to);
        if Square::adjacent(at, to) {
            return if last.is_some() {
                Illegal::StepAfterLeap { from: at, to }
            } else if own_castle {
                Illegal::IntoOwnCastle { to }
            } else if !empty.contains(to) {
                Illegal::NotEmpty { to }
            } else {
                Illegal::CaptureDue
            };
        }
        let Some(over) = Square::between(at, to) else {
            return Illegal::NotALeg { from: at, to };
        };
        if !empty.contains(to) {
            return Illegal::NotEmpty { to };
        }
        if self.board.enemy.contains(over) && !self.state.captured.contains(over) {
            return match last {
                Some(LegKind::Canter) if !knight => Illegal::ManCannotCharge,
                _ => Illegal::JumpNotHere { from: at, to },
            };
        }
        if !self.board.own.contains(over) || over == self.path.from {
            return Illegal::NothingToLeap { over };
        }
        if last == Some(LegKind::Jump) {
            Illegal::CanterAfterJump
        } else if own_castle {
            Illegal::CanterIntoOwnCastle { to }
        } else if self.state.landed.contains(to) {
            Illegal::LandedTwice { to }
        } else if self.state.must_capture && knight && last == Some(LegKind::Canter) {
            Illegal::ChargeMissesCapture { to }
        } else if self.state.must_capture {
            Illegal::CaptureDue
        } else {
            Illegal::CanterLeadsNowhere { to }
        }
    }
}
