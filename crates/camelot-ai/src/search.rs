//! The alpha-beta search below the root: principal-variation negamax with a transposition
//! table, late move reductions, null-move and reverse futility pruning, and the R15 draws as
//! the house rules say. The root move list
//! and iterative deepening are in `engine.rs`, quiescence in `quiesce.rs`, move ordering in
//! `movepick.rs`.

use std::cmp::Reverse;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use camelot_rules::{Color, Constraint, Ending, HouseRules, MoveKey, Outcome, Position};

use crate::eval::{Weights, evaluate};

use crate::engine::RootMove;
use crate::movepick::{MovePicker, enters_castle};
use crate::time::Clock;
use crate::tt::{Bound, Table, from_tt, to_tt};
use crate::worker::Worker;

/// The score of a won game at the root; a win `n` plies away scores `MATE - n`, so the search
/// prefers faster wins and slower losses.
pub const MATE: i32 = 30_000;
/// Scores beyond this (in absolute value) are wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000;
pub(crate) const INFINITY: i32 = 32_000;
/// The longest line searched (quiescence included).
pub(crate) const MAX_PLY: usize = 128;
/// Nodes between looks at the clock and the stop flag: a few microseconds of work.
pub(crate) const CHECK_EVERY: u64 = 256;
/// Reverse futility pruning: up to this depth, a node whose evaluation stands this much a ply
/// above beta is cut off.
const FUTILITY_DEPTH: i32 = 5;
const FUTILITY_MARGIN: i32 = 80;

/// One thread's search in progress: its own worker, the table and evaluation it shares with
/// the other threads, the limits and the counters.
pub(crate) struct Search<'a> {
    pub w: &'a mut Worker,
    pub tt: &'a Table,
    pub weights: &'a Weights,
    /// The R15 automatic draws the search scores as draws: the game's own settings.
    pub rules: HouseRules,
    pub stop: &'a AtomicBool,
    pub clock: Clock,
    pub node_limit: u64,
    pub nodes: u64,
    /// Where a helper thread adds its nodes as it goes, for the main thread's reports.
    pub published: Option<&'a AtomicU64>,
    pub aborted: bool,
    /// The ply whose position came from a passed turn (null-move pruning), if any.
    pub null_ply: usize,
}

/// The score for the side to move of a finished game, `ply` plies from the root.
pub(crate) fn outcome_score(outcome: Outcome, side: Color, ply: usize) -> i32 {
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(c) if c == side => MATE - ply as i32,
        Outcome::Win(_) => -(MATE - ply as i32),
    }
}

/// R14: the side to move has no legal move; the opponent wins with two or more pieces.
pub(crate) fn no_move_score(pos: &Position, ply: usize) -> i32 {
    let them = pos.side_to_move().opponent();
    match pos.variant().spec().ending {
        // R14: the opponent wins with two or more pieces, else a draw.
        Ending::Camelot if pos.pieces_of(them).count() >= 2 => -(MATE - ply as i32),
        Ending::Camelot => 0,
        // V1.7: the player without a move loses.
        Ending::Entry => -(MATE - ply as i32),
        // V4.5: the player without a move wins.
        Ending::Anti => MATE - ply as i32,
    }
}

impl Search<'_> {
    fn tick(&mut self) {
        self.nodes += 1;
        let look = self.nodes.is_multiple_of(CHECK_EVERY);
        if look && let Some(p) = self.published {
            p.fetch_add(CHECK_EVERY, Ordering::Relaxed);
        }
        if self.nodes >= self.node_limit
            || look
                && (self.stop.load(Ordering::Relaxed)
                    || self.clock.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
    }

    /// R15, each as the engine's house rules say: a repetition inside the game or the search
    /// path, or 100 plies without progress, scores as a draw.
    fn is_draw(&self, pos: &Position) -> bool {
        let rules = self.rules;
        let quiet = pos.quiet_plies() as usize;
        if rules.no_progress && quiet >= HouseRules::NO_PROGRESS_PLIES as usize {
            return true;
        }
        if !rules.repetition {
            return false;
        }
        // Only positions since the last capture or castle entry can recur, with the same side
        // to move, and a position cannot recur within two plies.
        let path = &self.w.path;
        let hash = pos.hash();
        (4..=quiet.min(path.len()))
            .step_by(2)
            .any(|back| path[path.len() - back] == hash)
    }

    /// The root: every root move in the list's order (the best of the last iteration
    /// first), each new best recorded with its line; then the list is sorted best first.
    pub(crate) fn root(
        &mut self,
        pos: &Position,
        roots: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.tick();
        self.w.path.push(pos.hash());
        let mut best = -INFINITY;
        let target = pos.castle(pos.side_to_move().opponent());
        for (i, r) in roots.iter_mut().enumerate() {
            let quiet = !r.key.is_capture() && !enters_castle(target, &r.key);
            let reduce = self.reduction(&r.key, depth, i, quiet, 0);
            let score = self.search_move(&pos.play(&r.key), depth, alpha, beta, 0, i, reduce);
            if self.aborted {
                break;
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
                r.score = score;
                r.pv.clear();
                r.pv.push(r.key);
                r.pv.extend_from_slice(&self.w.pv[1]);
                if score >= beta {
                    break;
                }
            }
        }
        self.w.path.pop();
        // A stable sort: moves that only failed low keep their order.
        roots.sort_by_key(|r| Reverse(r.score));
        best
    }

    /// Late move reductions: late quiet moves (not killers) are searched shallower first.
    fn reduction(&self, m: &MoveKey, depth: i32, i: usize, quiet: bool, ply: usize) -> i32 {
        if depth >= 3 && i >= 3 && quiet && !self.w.memory.is_killer(m, ply) {
            1 + (depth >= 6 && i >= 12) as i32
        } else {
            0
        }
    }

    /// The score of the `i`th move of a node (leading to `child`) by principal variation
    /// search: the first with the full window, the others with a null window (and
    /// `reduce` plies less), searched again fully when they surprise.
    #[expect(
        clippy::too_many_arguments,
        reason = "the node's window and the move's place"
    )]
    fn search_move(
        &mut self,
        child: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        i: usize,
        reduce: i32,
    ) -> i32 {
        if i == 0 {
            return -self.negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
        let mut s = -self.negamax(child, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
        if s > alpha && reduce > 0 {
            s = -self.negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
        }
        if s > alpha && s < beta {
            s = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
        s
    }

    pub(crate) fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        // Whatever returns early below leaves no line from another branch behind.
        self.w.pv[ply].clear();
        self.tick();
        if self.aborted {
            return 0;
        }
        if let Some(r) = pos.static_result() {
            return outcome_score(r.outcome, pos.side_to_move(), ply);
        }
        if ply > 0 && self.is_draw(pos) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(pos, alpha, beta, ply, depth == 0);
        }
        // Mate distance: nothing here scores better than a win on this ply (Anti-Camelot's
        // V4.5 wins without a move) or worse than a loss on it, so a window beyond that is
        // decided: a win already found nearer the root is not looked for again further down.
        let alpha = alpha.max(-(MATE - ply as i32));
        let beta = beta.min(MATE - ply as i32);
        if alpha >= beta {
            return alpha;
        }
        let hash = pos.hash();
        let entry = self.tt.probe(hash);
        if let Some(e) = entry
            && ply > 0
            && beta - alpha == 1
            && e.depth >= depth
        {
            let s = from_tt(e.score, ply);
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if usable {
                return s;
            }
        }

        // The static evaluation, where it means something: no capture or castle exit due.
        let stand = (beta - alpha == 1 && ply > 0 && pos.constraint() == Constraint::None)
            .then(|| evaluate(pos, self.weights));
        // The pruning below judges by the evaluation, which a side with no move cannot stand
        // on: it has lost (R14; V1.7; won in Anti-Camelot, V4.5).
        if stand.is_some() && !pos.has_legal_move() {
            return no_move_score(pos, ply);
        }
        if let Some(eval) = stand
            && depth <= FUTILITY_DEPTH
            && beta.abs() < MATE_BOUND
            && eval - FUTILITY_MARGIN * depth >= beta
            && !Search::threatened(pos)
        {
            // Reverse futility: so far above beta that a few plies will not bring it down,
            // unless the opponent threatens to win on its next move.
            return eval;
        }
        if stand.is_some_and(|eval| eval >= beta)
            && self.null_move_fails_high(pos, depth, beta, ply)
        {
            return beta;
        }
        let mut moves = std::mem::take(&mut self.w.moves[ply]);
        pos.legal_keys_into(&mut moves);
        if moves.is_empty() {
            self.w.moves[ply] = moves;
            return no_move_score(pos, ply);
        }
        let mut order = std::mem::take(&mut self.w.order[ply]);
        let tt_move = entry.and_then(|e| e.best);
        let target = pos.castle(pos.side_to_move().opponent());
        let mut picker = MovePicker::new(
            pos,
            &mut moves,
            &mut order,
            tt_move,
            &self.w.memory,
            ply,
            self.weights,
        );

        self.w.path.push(hash);
        let alpha_in = alpha;
        let mut alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        while let Some(m) = picker.next() {
            let i = picker.count() - 1;
            let quiet = !m.is_capture() && !enters_castle(target, &m);
            let reduce = self.reduction(&m, depth, i, quiet, ply);
            let score = self.search_move(&pos.play(&m), depth, alpha, beta, ply, i, reduce);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.w.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if quiet {
                            self.w.memory.reward(&m, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.w.path.pop();
        self.w.moves[ply] = moves;
        self.w.order[ply] = order;
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_move = if bound == Bound::Upper {
            None
        } else {
            best_move
        };
        self.tt
            .store(hash, stored_move, to_tt(best, ply), depth, bound);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Engine, SearchLimits};

    #[test]
    fn r15_a_position_seen_since_the_last_capture_is_a_draw() {
        // Both sides step out and back: the fourth ply repeats the first position.
        let a: Position = "2/8/10/11m/m11/12/12/12/12/12/12/M11/11M/10/8/2 w 0 0 - 6"
            .parse()
            .unwrap();
        let mut line = vec![a];
        for step in ["A5-A6", "A12-A11", "A6-A5", "A11-A12"] {
            let p = *line.last().unwrap();
            line.push(p.play(&p.read_move(step).unwrap().key()));
        }
        let again = line[4];
        assert_eq!(again.hash(), a.hash());
        let stop = AtomicBool::new(false);
        let mut engine = Engine::new(1);
        let history: Vec<u64> = line[..4].iter().map(Position::hash).collect();
        let w = Weights::default();
        let s = engine.begin(&w, &history, SearchLimits::default(), &stop, Instant::now());
        assert!(s.is_draw(&again));
        assert!(
            !s.is_draw(&line[2]),
            "two plies back is the other side's turn"
        );
        // After a capture or castle entry (counter reset) nothing earlier can recur.
        let reset: Position = "2/8/10/11m/m11/12/12/12/12/12/12/M11/11M/10/8/2 w 0 0 - 0"
            .parse()
            .unwrap();
        assert!(!s.is_draw(&reset));
    }

    #[test]
    fn reverse_futility_cuts_a_node_far_above_beta_without_a_move() {
        // Black, to move, stands about ten men up with no jump due (R7).
        let pos: Position =
            "2/8/10/5m6/10m1/2n2mmmmn2/3n2nm4/12/12/11N/6M5/8NM2/5M6/10/8/2 b 0 0 - 18"
                .parse()
                .unwrap();
        assert_eq!(pos.constraint(), Constraint::None);
        let stop = AtomicBool::new(false);
        let mut engine = Engine::new(1);
        let w = engine.weights(pos.variant());
        let eval = evaluate(&pos, &w);
        let mut s = engine.begin(&w, &[], SearchLimits::default(), &stop, Instant::now());
        let beta = eval - FUTILITY_MARGIN * 2 - 1;
        assert_eq!(s.negamax(&pos, 2, beta - 1, beta, 1), eval);
        assert_eq!(s.nodes, 1, "no move searched");
        // Within the margin the node is searched.
        let beta = eval - FUTILITY_MARGIN * 2 + 1;
        s.negamax(&pos, 2, beta - 1, beta, 1);
        assert!(s.nodes > 2);
    }
}
