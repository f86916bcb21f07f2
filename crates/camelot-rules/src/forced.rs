//! Forced results proved by exhaustive search over the legal moves: no evaluation, no
//! pruning but the AND-OR search's own (a side with one winning move needs no other, a
//! defence with one escape needs no other). This is the referee of the engine's tactics
//! (camelot-cli `tactics`): what it says is won is won by the rules alone.
//!
//! A win "within `n` plies" is one the side to move forces whatever the opponent replies:
//! the game ends in its favour (R11–R14, or the variant's end rules) at most `n` plies
//! from now. A win in `m` moves of its own is one in `2m − 1` plies; in Anti-Camelot the
//! opponent's own move may end it (V4.3, V4.5), in an even number. The R15 house rules are ignored,
//! as perft ignores them: a shortest forced win never passes a position twice (the winner
//! could have won from the first), and the no-progress count is the caller's to keep low.

use std::collections::HashMap;

use crate::{Color, MoveKey, Outcome, Position};

/// The search went beyond the node budget it was given: nothing was proved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OutOfBudget;

/// The searcher, with what it has proved so far (kept across calls on related positions).
pub struct Prover {
    /// By position hash and moves left for the side that wins there: whether it does.
    known: HashMap<(u64, u32), bool>,
    nodes: u64,
    budget: u64,
}

impl Prover {
    /// A prover that gives up after visiting `budget` positions (over all its calls).
    pub fn new(budget: u64) -> Prover {
        Prover {
            known: HashMap::new(),
            nodes: 0,
            budget,
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the side to move forces a win within `plies` plies.
    pub fn wins_within(&mut self, pos: &Position, plies: u32) -> Result<bool, OutOfBudget> {
        if pos.result().is_some() || plies == 0 {
            return Ok(false);
        }
        self.attack(pos, plies)
    }

    /// The fewest plies in which the side to move forces a win, if it does within
    /// `max_plies`.
    pub fn shortest_win(
        &mut self,
        pos: &Position,
        max_plies: u32,
    ) -> Result<Option<u32>, OutOfBudget> {
        for plies in 1..=max_plies {
            if self.wins_within(pos, plies)? {
                return Ok(Some(plies));
            }
        }
        Ok(None)
    }

    /// Every first move of the side to move that forces a win within `plies` plies.
    pub fn winning_moves(
        &mut self,
        pos: &Position,
        plies: u32,
    ) -> Result<Vec<MoveKey>, OutOfBudget> {
        let us = pos.side_to_move();
        let mut winning = Vec::new();
        if plies == 0 {
            return Ok(winning);
        }
        for key in pos.legal_keys() {
            if self.move_wins(&pos.play(&key), us, plies)? {
                winning.push(key);
            }
        }
        Ok(winning)
    }

    /// For each move of the side to move, in [`Position::legal_keys`]' order, the fewest
    /// plies after it in which the opponent forces a win, if it does within `plies`: `None`
    /// for a move that does not lose so soon (a save, when others do).
    pub fn losses_after(
        &mut self,
        pos: &Position,
        plies: u32,
    ) -> Result<Vec<Option<u32>>, OutOfBudget> {
        let them = pos.side_to_move().opponent();
        let mut losses = Vec::new();
        for key in pos.legal_keys() {
            let next = pos.play(&key);
            losses.push(match next.result() {
                Some(r) if r.outcome == Outcome::Win(them) => Some(0),
                Some(_) => None,
                None => self.shortest_win(&next, plies)?,
            });
        }
        Ok(losses)
    }

    fn tick(&mut self) -> Result<(), OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OutOfBudget);
        }
        Ok(())
    }

    /// The side to move of `pos`, a game not over, wins within `plies` plies.
    fn attack(&mut self, pos: &Position, plies: u32) -> Result<bool, OutOfBudget> {
        self.tick()?;
        // A win at once needs no reply to be looked at.
        if pos.has_winning_move() {
            return Ok(true);
        }
        if plies == 1 {
            return Ok(false);
        }
        let key = (pos.hash(), plies);
        if let Some(&known) = self.known.get(&key) {
            return Ok(known);
        }
        let us = pos.side_to_move();
        let mut wins = false;
        for k in pos.legal_keys() {
            let child = pos.play(&k);
            if child.result().is_none() && self.defend(&child, us, plies - 1)? {
                wins = true;
                break;
            }
        }
        self.known.insert(key, wins);
        Ok(wins)
    }

    /// Whether the move that made `next` wins for `us` within `plies` plies: at once, or
    /// whatever the opponent replies, within the plies left.
    fn move_wins(&mut self, next: &Position, us: Color, plies: u32) -> Result<bool, OutOfBudget> {
        match next.result() {
            Some(r) => Ok(r.outcome == Outcome::Win(us)),
            None if plies > 1 => self.defend(next, us, plies - 1),
            None => Ok(false),
        }
    }

    /// The opponent of `us` is to move in `pos`, a game not over: whether every reply
    /// leaves `us` a win within `plies` plies, this one included.
    fn defend(&mut self, pos: &Position, us: Color, plies: u32) -> Result<bool, OutOfBudget> {
        self.tick()?;
        for key in pos.legal_keys() {
            let next = pos.play(&key);
            let held = match next.result() {
                // The reply ends the game: only a win of ours (Anti-Camelot's, V4.3, V4.5)
                // is not an escape.
                Some(r) => r.outcome != Outcome::Win(us),
                None => plies == 1 || !self.attack(&next, plies - 1)?,
            };
            if held {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
