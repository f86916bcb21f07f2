//! A game: moves played from a start position, undo/redo, and the result with the deciding
//! rule, including the R15 house rules.

use crate::path::Move;
use crate::position::{EndReason, GameResult, Outcome, Position};
use crate::record::{Record, RecordError};
use crate::square::Color;
use crate::variant::Variant;
use crate::{Error, Illegal};

/// R15 house rules (not WCF): automatic draws. Both on by default; strict WCF play turns
/// both off.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct HouseRules {
    /// The same position with the same player to move a third time is a draw.
    pub repetition: bool,
    /// 100 plies with no capture and no castle entry is a draw.
    pub no_progress: bool,
}

impl Default for HouseRules {
    fn default() -> HouseRules {
        HouseRules {
            repetition: true,
            no_progress: true,
        }
    }
}

impl HouseRules {
    /// Strict WCF play: no automatic draws.
    pub const STRICT_WCF: HouseRules = HouseRules {
        repetition: false,
        no_progress: false,
    };
    /// Plies without progress that draw the game (R15).
    pub const NO_PROGRESS_PLIES: u16 = 100;

    /// Plies without progress that draw a game of `variant`: R15's 100, or 200 (50 rounds of
    /// four, V6.7.5) in the four-player games.
    pub fn no_progress_plies(variant: Variant) -> u16 {
        if variant.is_four_player() {
            2 * HouseRules::NO_PROGRESS_PLIES
        } else {
            HouseRules::NO_PROGRESS_PLIES
        }
    }
}

/// How an aborted game's end reads: over, with no result.
pub const ABORTED: &str = "Aborted: no result";

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    rules: HouseRules,
    /// `positions[i]` is the position after `moves[..i]`; `positions[0]` the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Moves taken back, most recent last, for redo.
    undone: Vec<Move>,
    /// A resignation, agreed draw, time forfeit or abandonment, which ends the game whatever
    /// the board says.
    declared: Option<GameResult>,
    /// Stopped with no result (an online game whose first moves did not come in time).
    aborted: bool,
    /// The result by R11–R15 of the current position, computed once per move.
    board_result: Option<GameResult>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::start(), HouseRules::default())
    }
}

impl Game {
    pub fn new(start: Position, rules: HouseRules) -> Game {
        let mut g = Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            undone: Vec::new(),
            declared: None,
            aborted: false,
            board_result: None,
        };
        g.board_result = g.compute_result();
        g
    }

    /// The game of `moves` (in any accepted form) from `variant`'s start, with the default
    /// house rules (R15), as the server plays every online game; the error names the first
    /// move refused and its ply.
    pub fn replay<S: AsRef<str>>(variant: Variant, moves: &[S]) -> Result<Game, String> {
        let mut game = Game::new(Position::start_of(variant), HouseRules::default());
        for (i, m) in moves.iter().enumerate() {
            let m = m.as_ref();
            game.play_notation(m)
                .map_err(|e| format!("ply {} ({m}): {e}", i + 1))?;
        }
        Ok(game)
    }

    pub fn rules(&self) -> HouseRules {
        self.rules
    }

    /// Changes the house rules; the result is judged again.
    pub fn set_rules(&mut self, rules: HouseRules) {
        self.rules = rules;
        self.board_result = self.compute_result();
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a start position")
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played, as entered.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The positions from the start to now (one more than the moves).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The result, if the game is over: resignation or agreement, else R11–R14, else R15.
    pub fn result(&self) -> Option<GameResult> {
        self.declared.or(self.board_result)
    }

    /// Over with a result, or aborted with none.
    pub fn is_over(&self) -> bool {
        self.aborted || self.result().is_some()
    }

    /// Whether the game was aborted: over, with no result.
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// The end in words: the result with its score and rule, or that it was aborted.
    pub fn end_in_words(&self) -> Option<String> {
        match self.result() {
            Some(r) => Some(r.in_words()),
            None if self.aborted => Some(ABORTED.to_string()),
            None => None,
        }
    }

    fn compute_result(&self) -> Option<GameResult> {
        let pos = self.position();
        if let Some(r) = pos.result() {
            return Some(r);
        }
        let draw = |reason| {
            Some(GameResult {
                outcome: Outcome::Draw,
                reason,
            })
        };
        if self.rules.repetition {
            let h = pos.hash();
            let seen = self
                .positions
                .iter()
                .filter(|p| p.hash() == h && same_state(p, pos))
                .count();
            if seen >= 3 {
                return draw(EndReason::Repetition);
            }
        }
        if self.rules.no_progress
            && pos.quiet_plies() >= HouseRules::no_progress_plies(pos.variant())
        {
            return draw(EndReason::NoProgress);
        }
        None
    }

    /// Plays a legal move (any legal path of it). Errors if the game is over or the path is
    /// not legal here; the game is then unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<(), Error> {
        self.still_on()?;
        let pos = *self.position();
        let checked = if mv.is_placement() {
            pos.check_placement(mv)?
        } else {
            let mut b = pos.begin_move(mv.from)?;
            for leg in &mv.legs {
                if b.push(leg.to)? != leg.kind {
                    return Err(Error::IllegalMove(Illegal::WrongLegKind {
                        to: leg.to,
                        kind: leg.kind,
                    }));
                }
            }
            b.finish()?
        };
        self.positions.push(pos.play(&checked.key()));
        if self.undone.last() == Some(&checked) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.moves.push(checked);
        self.board_result = self.compute_result();
        Ok(())
    }

    /// Reads a move in any accepted form ([`Position::read_move`]) and plays it.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, Error> {
        self.still_on()?;
        let mv = self.position().read_move(text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Errors once the game is over, with how it ended.
    fn still_on(&self) -> Result<(), Error> {
        if self.is_over() {
            return Err(Error::IllegalMove(Illegal::GameEnded {
                result: self.result(),
            }));
        }
        Ok(())
    }

    /// Takes back the last move (or a declared end or an abort). Returns what was undone.
    pub fn undo(&mut self) -> bool {
        if self.declared.take().is_some() || std::mem::take(&mut self.aborted) {
            return true;
        }
        let Some(mv) = self.moves.pop() else {
            return false;
        };
        self.positions.pop();
        self.undone.push(mv);
        self.board_result = self.compute_result();
        true
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> bool {
        let Some(mv) = self.undone.last().cloned() else {
            return false;
        };
        self.play(&mv).is_ok()
    }

    pub fn can_undo(&self) -> bool {
        self.declared.is_some() || self.aborted || !self.moves.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.is_over() && !self.undone.is_empty()
    }

    /// The move [`Game::redo`] would play again (playing it is redoing it: the later moves
    /// taken back stay to be redone), so that a board can show it played.
    pub fn redo_move(&self) -> Option<&Move> {
        self.undone.last().filter(|_| self.can_redo())
    }

    /// `color` resigns (R15): the opponent wins.
    pub fn resign(&mut self, color: Color) {
        self.end_with(Outcome::Win(color.opponent()), EndReason::Resignation);
    }

    /// Both players agree to a draw (R15, local play).
    pub fn agree_draw(&mut self) {
        self.end_with(Outcome::Draw, EndReason::Agreement);
    }

    /// Ends a game still on with a result from outside its board: a resignation, an agreed
    /// draw, a time forfeit or an abandonment claim. Errors for a reason only the board
    /// decides (R11–R15) or a game already over, which is then unchanged.
    pub fn declare(&mut self, result: GameResult) -> Result<(), Error> {
        if !result.reason.is_declared() {
            return Err(Error::IllegalMove(Illegal::NotDeclarable {
                reason: result.reason,
            }));
        }
        self.still_on()?;
        self.declared = Some(result);
        Ok(())
    }

    fn end_with(&mut self, outcome: Outcome, reason: EndReason) {
        // Already over: the first end stands.
        let _ = self.declare(GameResult { outcome, reason });
    }

    /// Stops a game still on with no result (an online game's overdue first move).
    pub fn abort(&mut self) {
        if !self.is_over() {
            self.aborted = true;
        }
    }

    /// The end from outside the board that ended the game, if that is how it ended.
    pub fn declared(&self) -> Option<GameResult> {
        self.declared
    }

    /// The result the board gives under the house rules (R11–R15), leaving out a resignation
    /// or agreed draw.
    pub fn board_result(&self) -> Option<GameResult> {
        self.board_result
    }

    /// The game after its first `ply` moves (0: the start position), `None` past the end.
    /// The later moves wait to be redone; a resignation or agreement is kept only at the end,
    /// where it was made.
    pub fn at_ply(&self, ply: usize) -> Option<Game> {
        if ply >= self.moves.len() {
            return (ply == self.moves.len()).then(|| self.clone());
        }
        let mut g = self.clone();
        g.declared = None;
        g.aborted = false;
        g.positions.truncate(ply + 1);
        g.undone.extend(g.moves.split_off(ply).into_iter().rev());
        g.board_result = g.compute_result();
        Some(g)
    }

    /// The game as a record (docs/records.md) with no player or event tags; see
    /// [`Record`] for those.
    pub fn to_record(&self) -> String {
        Record::new(self.clone()).to_string()
    }

    /// Reads a record (docs/records.md) and replays it, leaving out its tags and comments.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Record::parse(text).map(Record::into_game)
    }
}

/// The same position for repetition (R15): pieces, side to move, castle moves, forced exit.
fn same_state(a: &Position, b: &Position) -> bool {
    a.pieces == b.pieces
        && a.knights == b.knights
        && a.seconds == b.seconds
        && a.side == b.side
        && a.second == b.second
        && a.castle_moves == b.castle_moves
        && a.must_leave == b.must_leave
}
