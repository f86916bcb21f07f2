//! The search: iterative deepening, principal-variation alpha-beta (negamax) with a
//! transposition table, quiescence over forced captures, and move ordering.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use camelot_rules::{
    Bitboard, Color, Constraint, GRID, HouseRules, MoveKey, Outcome, Position, castle_bits,
};

use crate::eval::{Weights, evaluate};
use crate::time::{Clock, Iteration};
use crate::tt::{Bound, Table, TtMove};

/// The score of a won game at the root; a win `n` plies away scores `MATE - n`, so the search
/// prefers faster wins and slower losses.
pub const MATE: i32 = 30_000;
/// Scores beyond this (in absolute value) are wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = 32_000;
/// The deepest iteration, and the longest line searched (quiescence included).
const MAX_DEPTH: u32 = 64;
const MAX_PLY: usize = 128;
/// Nodes between looks at the clock and the stop flag: a few microseconds of work.
const CHECK_EVERY: u64 = 256;

/// What bounds a search; `None` fields do not bound it. With no bound at all the search runs
/// until stopped (or to depth 64).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// A hard deadline from the start of the search.
    pub time: Option<Duration>,
    /// The time the search aims at (under `time`): after an iteration it starts no other
    /// beyond it, sooner when the best move has been stable, later when it has just changed
    /// or the score fell. Without it the search goes on until `time`, though never starting an
    /// iteration it could not finish.
    pub target: Option<Duration>,
    /// The deepest iteration (full-width plies; quiescence goes beyond).
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
}

/// The state of a search: passed to the progress callback after each completed iteration,
/// and returned in the [`SearchResult`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchInfo {
    /// The last iteration completed.
    pub depth: u32,
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// For the side to move, a man being 100; beyond ±[`MATE_BOUND`] a forced result in
    /// `MATE - |score|` plies.
    pub score: i32,
    /// The principal variation, starting with the best move.
    pub pv: Vec<MoveKey>,
    pub best: Option<MoveKey>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchResult {
    /// `None` only when the game is over (no legal move).
    pub best: Option<MoveKey>,
    pub info: SearchInfo,
}

/// A search engine: its transposition table, move-ordering memory and evaluation weights.
/// Keep one per computer player across its moves so its table helps the next search, and
/// [`Engine::clear`] it for a new or loaded game. It is `Send`: move it into a background
/// task and back.
pub struct Engine {
    tt: Table,
    weights: Weights,
    killers: Vec<[Option<MoveKey>; 2]>,
    /// Beta cut-offs by quiet moves, indexed by origin and final square.
    history: Vec<i32>,
    /// Move lists and their ordering scores, one per ply, reused.
    moves: Vec<Vec<MoveKey>>,
    order: Vec<Vec<i32>>,
    /// Principal variations found at each ply (a triangular table).
    pv: Vec<Vec<MoveKey>>,
    /// Hashes of the game's earlier positions and of the search path, for repetitions (R15).
    path: Vec<u64>,
    /// The R15 automatic draws the search scores as draws: the game's own settings.
    rules: HouseRules,
}

/// One search in progress: the engine, the limits and the counters.
pub(crate) struct Search<'a> {
    e: &'a mut Engine,
    stop: &'a AtomicBool,
    clock: Clock,
    node_limit: u64,
    nodes: u64,
    aborted: bool,
    /// The score of the best move found so far by the current iteration at the root.
    root_score: i32,
}

impl Default for Engine {
    /// An engine with a table of [`Engine::DEFAULT_TT_MB`] megabytes.
    fn default() -> Engine {
        Engine::new(Engine::DEFAULT_TT_MB)
    }
}

impl Engine {
    /// The table size of [`Engine::default`]: plenty for a few seconds a move.
    pub const DEFAULT_TT_MB: usize = 16;

    /// An engine with a transposition table of about `tt_mb` megabytes.
    pub fn new(tt_mb: usize) -> Engine {
        Engine::with_weights(tt_mb, Weights::default())
    }

    /// An engine evaluating with other weights (for tuning).
    pub fn with_weights(tt_mb: usize, weights: Weights) -> Engine {
        Engine {
            tt: Table::new(tt_mb),
            weights,
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; GRID * GRID],
            moves: vec![Vec::new(); MAX_PLY],
            order: vec![Vec::new(); MAX_PLY],
            pv: vec![Vec::new(); MAX_PLY + 1],
            path: Vec::new(),
            rules: HouseRules::default(),
        }
    }

    /// The R15 house rules the search follows (on by default, like the game's).
    pub fn house_rules(&self) -> HouseRules {
        self.rules
    }

    /// Follows the game's R15 house rules from now on. The table's scores assumed the old
    /// rules, so a change forgets them.
    pub fn set_house_rules(&mut self, rules: HouseRules) {
        if rules != self.rules {
            self.rules = rules;
            self.tt.clear();
        }
    }

    /// Forgets everything learnt from earlier searches: for a new or loaded game.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.fill(0);
        self.killers.fill([None; 2]);
    }

    /// Searches `position` and returns the best move found with the search's figures.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's positions before this
    /// one, oldest first, so that a repetition (R15) is scored as a draw. `progress` is called
    /// after every completed iteration. The search returns within a few milliseconds of the
    /// time limit or of `stop` becoming true, and always with a legal move unless the game is
    /// over.
    pub fn search(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: SearchLimits,
        stop: &AtomicBool,
        mut progress: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let root_moves = position.legal_keys();
        let mut info = SearchInfo {
            best: root_moves.first().copied(),
            ..SearchInfo::default()
        };
        if root_moves.len() <= 1 {
            // Nothing to choose: no move (the game is over) or a forced one.
            info.pv = info.best.into_iter().collect();
            return SearchResult {
                best: info.best,
                info,
            };
        }
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut s = self.begin(history, limits, stop, start);
        for depth in 1..=max_depth {
            s.root_score = -INFINITY;
            let (last_best, last_score) = (info.best, info.score);
            let score = s.negamax(position, depth as i32, -INFINITY, INFINITY, 0);
            let pv = &s.e.pv[0];
            // An unfinished iteration still counts for the root moves it searched fully.
            if !pv.is_empty() {
                info.best = Some(pv[0]);
                info.pv = pv.clone();
                info.score = s.root_score;
            }
            if !s.aborted {
                info.depth = depth;
                info.score = score;
            }
            info.nodes = s.nodes;
            info.nps = nps(s.nodes, start.elapsed());
            if s.aborted {
                break;
            }
            progress(&info);
            // A forced result within the horizon: deeper iterations cannot change it.
            if score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth {
                break;
            }
            let it = Iteration {
                best_changed: depth > 1 && info.best != last_best,
                score_drop: if depth > 1 { last_score - score } else { 0 },
            };
            if !s.clock.next_iteration(it) {
                break;
            }
        }
        info.nps = nps(info.nodes, start.elapsed());
        SearchResult {
            best: info.best,
            info,
        }
    }

    /// Scores every legal move of `position` by a full-window search of `depth` plies
    /// (after iterative deepening to fill the table), and reports the best of them to
    /// `progress`. Moves the limits left unscored are left out; the list is empty only if the
    /// game is over or nothing was scored.
    pub(crate) fn score_moves(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: SearchLimits,
        stop: &AtomicBool,
        mut progress: impl FnMut(&SearchInfo),
    ) -> Vec<(MoveKey, i32)> {
        let start = Instant::now();
        let depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH) as i32;
        let mut s = self.begin(history, limits, stop, start);
        for d in 1..depth {
            s.negamax(position, d, -INFINITY, INFINITY, 0);
        }
        s.e.path.push(position.hash());
        let mut scored = Vec::new();
        for m in position.legal_keys() {
            let score = -s.negamax(&position.play(&m), depth - 1, -INFINITY, INFINITY, 1);
            if s.aborted {
                break;
            }
            scored.push((m, score));
        }
        if let Some(&(best, score)) = scored.iter().max_by_key(|&&(_, v)| v) {
            let (nodes, depth) = (s.nodes, depth as u32);
            let nps = nps(nodes, start.elapsed());
            progress(&SearchInfo {
                depth,
                nodes,
                nps,
                score,
                pv: vec![best],
                best: Some(best),
            });
        }
        scored
    }

    fn begin<'a>(
        &'a mut self,
        history: &[u64],
        limits: SearchLimits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a> {
        self.tt.new_search();
        // Old cut-offs still hint, but the new position's matter more.
        self.history.iter_mut().for_each(|h| *h /= 4);
        self.killers.fill([None; 2]);
        self.path.clear();
        self.path.extend_from_slice(history);
        Search {
            e: self,
            stop,
            clock: Clock::new(start, limits.time, limits.target),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            aborted: false,
            root_score: -INFINITY,
        }
    }
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64
}

/// The score for the side to move of a finished game, `ply` plies from the root.
fn outcome_score(outcome: Outcome, side: Color, ply: usize) -> i32 {
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(c) if c == side => MATE - ply as i32,
        Outcome::Win(_) => -(MATE - ply as i32),
    }
}

/// R14: the side to move has no legal move; the opponent wins with two or more pieces.
fn no_move_score(pos: &Position, ply: usize) -> i32 {
    let them = pos.side_to_move().opponent();
    if pos.pieces_of(them).count() >= 2 {
        -(MATE - ply as i32)
    } else {
        0
    }
}

/// Win and loss scores are stored relative to the node, so they stay right wherever the
/// position recurs.
fn to_tt(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= MATE_BOUND => s + ply as i32,
        s if s <= -MATE_BOUND => s - ply as i32,
        s => s,
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= MATE_BOUND => s - ply as i32,
        s if s <= -MATE_BOUND => s + ply as i32,
        s => s,
    }
}

/// Whether a move lands in the opponent's castle: one step from winning (R11).
/// `target` is the opponent's castle.
#[inline]
fn enters_castle(target: Bitboard, m: &MoveKey) -> bool {
    target.contains(m.to) && !target.contains(m.from)
}

impl Search<'_> {
    fn tick(&mut self) {
        self.nodes += 1;
        let look = self.nodes.is_multiple_of(CHECK_EVERY);
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
        let rules = self.e.rules;
        let quiet = pos.quiet_plies() as usize;
        if rules.no_progress && quiet >= HouseRules::NO_PROGRESS_PLIES as usize {
            return true;
        }
        if !rules.repetition {
            return false;
        }
        // Only positions since the last capture or castle entry can recur, with the same side
        // to move, and a position cannot recur within two plies.
        let path = &self.e.path;
        let hash = pos.hash();
        (4..=quiet.min(path.len()))
            .step_by(2)
            .any(|back| path[path.len() - back] == hash)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        // Whatever returns early below leaves no line from another branch behind.
        self.e.pv[ply].clear();
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
            return self.quiesce(pos, alpha, beta, ply);
        }
        let hash = pos.hash();
        let entry = self.e.tt.probe(hash);
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

        let mut moves = std::mem::take(&mut self.e.moves[ply]);
        pos.legal_keys_into(&mut moves);
        if moves.is_empty() {
            self.e.moves[ply] = moves;
            return no_move_score(pos, ply);
        }
        let mut order = std::mem::take(&mut self.e.order[ply]);
        let tt_move = entry.and_then(|e| e.best);
        order.clear();
        let target = castle_bits(pos.side_to_move().opponent());
        order.extend(
            moves
                .iter()
                .map(|m| self.order_score(pos, m, target, tt_move, ply)),
        );

        self.e.path.push(hash);
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut order, i);
            let child = pos.play(&m);
            let quiet = !m.is_capture() && !enters_castle(target, &m);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched shallower first; a surprise earns a full search.
                let killer = self.e.killers[ply].contains(&Some(m));
                let reduce = if depth >= 3 && i >= 3 && quiet && !killer {
                    1 + (depth >= 6 && i >= 12) as i32
                } else {
                    0
                };
                let mut s = -self.negamax(&child, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduce > 0 {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.e.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                    if ply == 0 {
                        self.root_score = score;
                    }
                    if score >= beta {
                        if quiet {
                            self.reward(&m, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.e.path.pop();
        self.e.moves[ply] = moves;
        self.e.order[ply] = order;
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
        self.e
            .tt
            .store(hash, stored_move, to_tt(best, ply), depth, bound);
        best
    }

    /// Quiescence: a position where the side must capture (R7) is not quiet, so all its
    /// moves (every one a jump or charge) are searched; elsewhere the side may stand pat or
    /// capture. Optional knight's charges are left to the full-width plies: finding them
    /// needs every knight's canter search, too dear at the leaves.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
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
        order.clear();
        order.extend(moves.iter().map(|m| self.victims(pos, m)));
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut order, i);
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

    /// The value of the pieces a move captures.
    fn victims(&self, pos: &Position, m: &MoveKey) -> i32 {
        let knights = (m.captured & pos.knights()).count() as i32;
        let men = m.captured.count() as i32 - knights;
        knights * self.e.weights.knight + men * self.e.weights.man
    }

    /// Move ordering: the table's move, castle entries and captures by value, killers, then
    /// the history of cut-offs.
    /// `target` is the opponent's castle.
    #[inline]
    fn order_score(
        &self,
        pos: &Position,
        m: &MoveKey,
        target: Bitboard,
        tt_move: Option<TtMove>,
        ply: usize,
    ) -> i32 {
        let first = tt_move.is_some_and(|t| t.matches(m));
        let entry = enters_castle(target, m);
        if m.is_capture() || entry {
            let first = if first { 1 << 30 } else { 0 };
            return first + ((entry as i32) << 26) + (1 << 24) + self.victims(pos, m);
        }
        if first {
            return 1 << 30;
        }
        let [k0, k1] = self.e.killers[ply];
        if k0.is_some_and(|k| k.from == m.from && k.to == m.to) {
            1 << 23
        } else if k1.is_some_and(|k| k.from == m.from && k.to == m.to) {
            (1 << 23) - 1
        } else {
            self.e.history[m.from.index() * GRID + m.to.index()]
        }
    }

    /// A quiet move caused a cut-off: remember it as a killer and in the history.
    fn reward(&mut self, m: &MoveKey, depth: i32, ply: usize) {
        let killers = &mut self.e.killers[ply];
        if killers[0] != Some(*m) {
            killers[1] = killers[0];
            killers[0] = Some(*m);
        }
        let h = &mut self.e.history[m.from.index() * GRID + m.to.index()];
        *h = (*h + depth * depth).min(1 << 22);
    }
}

/// Moves the best-ordered remaining move to `i` and returns it (a lazy selection sort: most
/// nodes cut off after a move or two).
fn pick(moves: &mut [MoveKey], order: &mut [i32], i: usize) -> MoveKey {
    let mut best = i;
    for j in i + 1..moves.len() {
        if order[j] > order[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    order.swap(i, best);
    moves[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r15_a_position_seen_since_the_last_capture_is_a_draw() {
        // Both sides step out and back: the fourth ply repeats the first position.
        let a: Position = "2/8/10/11m/m11/12/12/12/12/12/12/M11/11M/10/8/2 w 0 0 - 6"
            .parse()
            .unwrap();
        let mut line = vec![a];
        for step in ["A5-A6", "A12-A11", "A6-A5", "A11-A12"] {
            let p = *line.last().unwrap();
            line.push(p.play(&p.parse_move(step).unwrap().key()));
        }
        let again = line[4];
        assert_eq!(again.hash(), a.hash());
        let stop = AtomicBool::new(false);
        let mut engine = Engine::new(1);
        let history: Vec<u64> = line[..4].iter().map(Position::hash).collect();
        let s = engine.begin(&history, SearchLimits::default(), &stop, Instant::now());
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
}
