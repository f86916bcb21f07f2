//! Reads a record: tags, then moves replayed on a [`Game`], then the result judged against
//! the final position. Stops at the first problem, so a record loads whole or not at all.

use super::error::{At, RecordError};
use super::lexer::{Lexer, Token};
use super::tags::{
    ABORTED, OLD_FLAG, parse_old_result, parse_on_off, parse_result_token, parse_termination,
    result_token, roster, termination, terminations, unknown, valid_date,
};
use super::{Record, normalize_comment};
use crate::Error;
use crate::game::{Game, HouseRules};
use crate::position::{EndReason, GameResult, Outcome, Position};
use crate::square::{Color, Seat};
use crate::variant::Variant;

pub(super) fn read(text: &str) -> Result<Record, RecordError> {
    let mut lexer = Lexer::new(text);
    let mut reader = Reader::default();
    while let Some((at, token)) = lexer.next_token()? {
        if reader.token(at, token)? == After::Note {
            let note = lexer.note_from_last_token();
            reader.token(at, Token::Comment(note))?;
        }
    }
    reader.finish()
}

/// What follows a token.
#[derive(PartialEq, Eq)]
enum After {
    /// The next token.
    Next,
    /// The rest of the line is a note: it starts with a move already played, as a printed
    /// score's note on an alternative does (`11.F7-H9! …` after `11.G6-I8?`).
    Note,
}

#[derive(Default)]
struct Reader {
    /// The tags the game does not decide, in the order read.
    tags: Vec<(String, String)>,
    /// Every tag name read and where, to refuse a repeated one.
    seen: Vec<(String, At)>,
    /// The `Position` tag's text and where, read on the variant's board once every tag is in.
    start: Option<(At, String)>,
    variant: Variant,
    rules: HouseRules,
    /// The `Result` tag's outcome (`None` for `*`).
    result_tag: Option<(At, Option<Outcome>)>,
    /// How the record says the game ended: `Termination`, or an old-style `Result`.
    reason: Option<(At, EndReason)>,
    /// Where `Termination` says the game was aborted.
    aborted: Option<At>,
    /// Where an old online record's `Forfeit "time"` says a clock ran out.
    old_flag: Option<At>,
    /// Made when the moves begin, once every tag is known.
    game: Option<Game>,
    comments: Vec<(usize, String)>,
    /// A move number waiting for its move.
    number: Option<At>,
    /// The result token that closes the moves.
    result: Option<(At, Option<Outcome>)>,
    /// In a four-player game, the places in the rounds filled so far, moves and passes
    /// (V6.9): the next is that of the seat after the start's by this many.
    slots: usize,
}

impl Reader {
    /// The game, made when the moves begin: the tags are all read by then.
    fn game(&mut self) -> Result<&mut Game, RecordError> {
        if self.game.is_none() {
            // V0.3: a position string is read only with its variant.
            let start = match &self.start {
                Some((at, text)) => Position::parse_in(self.variant, text)
                    .map_err(|e: Error| at.error(e.to_string()))?,
                None => Position::start_of(self.variant),
            };
            self.game = Some(Game::new(start, self.rules));
        }
        Ok(self.game.as_mut().expect("made above"))
    }

    fn token(&mut self, at: At, token: Token) -> Result<After, RecordError> {
        match token {
            Token::Tag {
                name,
                value,
                value_at,
            } => self.tag(at, name, value, value_at).map(|()| After::Next),
            Token::Comment(text) => {
                let ply = self.game.as_ref().map_or(0, |g| g.moves().len());
                let text = normalize_comment(&text);
                if !text.is_empty() {
                    self.comments.push((ply, text));
                }
                Ok(After::Next)
            }
            Token::MoveNumber {
                number,
                black,
                starts_line,
            } => self.move_number(at, number, black, starts_line),
            Token::Pass => {
                self.still_moves(at)?;
                self.number = None;
                let slot = self.slot()?;
                let game = self.game()?;
                let Some(seat) = slot else {
                    return Err(at.error("pass: only a four-player game has passes (V6.6)"));
                };
                if game.result().is_some() || game.position().seat() == seat {
                    return Err(at.error(format!(
                        "pass: {seat} has a move here or the game is over; only a player \
                         without a move passes (V6.6)"
                    )));
                }
                self.slots += 1;
                Ok(After::Next)
            }
            Token::Move { text, marks } => {
                self.still_moves(at)?;
                self.number = None;
                let slot = self.slot()?;
                let game = self.game()?;
                if let Some(r) = game.result() {
                    return Err(at.error(format!(
                        "move {text} after the game has ended: {r}, {}",
                        r.reason.describe()
                    )));
                }
                if let Some(seat) = slot.filter(|&s| s != game.position().seat()) {
                    return Err(at.error(format!(
                        "move {text} in {seat}'s place: {seat} has no move and passes, \
                         written pass (V6.6, V6.9)"
                    )));
                }
                self.slots += 1;
                let game = self.game()?;
                let ply = game.moves().len() + 1;
                game.play_notation(&text)
                    .map_err(|e| at.error(format!("ply {ply}: {e}")))?;
                // Annotation marks are kept as a comment on the move.
                self.comments.extend(marks.map(|m| (ply, m)));
                Ok(After::Next)
            }
            Token::Result(outcome) => {
                self.still_moves(at)?;
                if let Some(n) = self.number {
                    return Err(n.error("a move number with no move after it"));
                }
                self.game()?;
                self.result = Some((at, outcome));
                Ok(After::Next)
            }
        }
    }

    /// In a four-player game, the seat whose place in the round comes next (V6.9).
    fn slot(&mut self) -> Result<Option<Seat>, RecordError> {
        let slots = self.slots;
        let start = *self.game()?.start();
        Ok(start
            .variant()
            .is_four_player()
            .then(|| Seat::from_index(start.seat().index() + slots)))
    }

    /// A move number: right, or at the start of a line naming a ply already played (a note).
    fn move_number(
        &mut self,
        at: At,
        number: u64,
        black: bool,
        starts_line: bool,
    ) -> Result<After, RecordError> {
        self.still_moves(at)?;
        if self.number.is_some() {
            return Err(at.error("two move numbers in a row"));
        }
        if let Some(seat) = self.slot()? {
            // V6.9: rounds of four places, numbered before Red's; `3...` before another
            // seat's place where the round's number is not written before it.
            let start = self.game()?.start().seat().index();
            let expected = ((start + self.slots) / 4 + 1) as u64;
            let later = seat != Seat::Red;
            if (number, black) == (expected, later) {
                self.number = Some(at);
                return Ok(After::Next);
            }
            let dots = if later { "..." } else { "." };
            return Err(at.error(format!(
                "move number {number}{} where {expected}{dots} comes ({seat}'s place, V6.9)",
                if black { "..." } else { "." }
            )));
        }
        let game = self.game()?;
        let ply = game.moves().len();
        let first_black = usize::from(game.start().side_to_move() == Color::Black);
        let expected = ((ply + first_black) / 2 + 1) as u64;
        let black_to_move = game.position().side_to_move() == Color::Black;
        if (number, black) == (expected, black_to_move) {
            self.number = Some(at);
            return Ok(After::Next);
        }
        // The ply the number names, counted like `ply` (0: the first move).
        let named =
            (number.saturating_sub(1) * 2 + u64::from(black)).checked_sub(first_black as u64);
        if starts_line && named.is_some_and(|n| n < ply as u64) {
            return Ok(After::Note);
        }
        let write = |n: u64, black: bool| format!("{n}{}", if black { "..." } else { "." });
        Err(at.error(format!(
            "move number {} where {} comes",
            write(number, black),
            write(expected, black_to_move)
        )))
    }

    /// Refuses a move, number or result once the result token has closed the moves.
    fn still_moves(&self, at: At) -> Result<(), RecordError> {
        match self.result {
            Some((end, _)) => Err(at.error(format!(
                "the moves ended with the result at {}:{}; only comments may follow",
                end.line, end.column
            ))),
            None => Ok(()),
        }
    }

    fn tag(&mut self, at: At, name: String, value: String, v: At) -> Result<(), RecordError> {
        if self.game.is_some() {
            return Err(at.error(format!("tag {name} after the moves began: tags come first")));
        }
        if let Some((_, first)) = self.seen.iter().find(|(n, _)| *n == name) {
            return Err(at.error(format!(
                "tag {name} is repeated (first at {}:{})",
                first.line, first.column
            )));
        }
        self.seen.push((name.clone(), at));
        let house_rule = |value: &str| {
            parse_on_off(value)
                .ok_or_else(|| v.error(format!("{name} is \"on\" or \"off\", not {value:?}")))
        };
        match name.as_str() {
            "Position" => self.start = Some((v, value)),
            "Variant" => {
                // V0.1: the variant decides the board the Position tag is read on.
                self.variant = value
                    .parse::<Variant>()
                    .map_err(|e: Error| v.error(e.to_string()))?;
            }
            "Repetition" => self.rules.repetition = house_rule(&value)?,
            "NoProgress" => self.rules.no_progress = house_rule(&value)?,
            "Result" => {
                if let Some(outcome) = parse_result_token(&value) {
                    self.result_tag = Some((v, outcome));
                } else if let Some(old) = parse_old_result(&value) {
                    self.result_tag = Some((v, Some(old.outcome)));
                    self.set_reason(v, old.reason)?;
                } else {
                    return Err(v.error(format!("Result is 1-0, 0-1, 1/2-1/2 or *, not {value:?}")));
                }
            }
            "Termination" if value == ABORTED => self.aborted = Some(v),
            "Forfeit" if value == OLD_FLAG => self.old_flag = Some(v),
            "Termination" => {
                let reason = parse_termination(&value).ok_or_else(|| {
                    v.error(format!(
                        "Termination is one of {}, not {value:?}",
                        terminations()
                    ))
                })?;
                self.set_reason(v, reason)?;
            }
            _ => {
                if name == "Date" && !valid_date(&value) {
                    return Err(v.error(format!(
                        "Date is YYYY.MM.DD with ? for unknown digits, not {value:?}"
                    )));
                }
                self.tags.push((name, value));
            }
        }
        Ok(())
    }

    /// An old-style `Result` and a `Termination` must name the same reason.
    fn set_reason(&mut self, at: At, reason: EndReason) -> Result<(), RecordError> {
        match self.reason {
            Some((_, earlier)) if earlier != reason => Err(at.error(format!(
                "the game ended by {} here but by {} in an earlier tag",
                termination(reason),
                termination(earlier)
            ))),
            _ => {
                self.reason = Some((at, reason));
                Ok(())
            }
        }
    }

    fn finish(mut self) -> Result<Record, RecordError> {
        if let Some(n) = self.number {
            return Err(n.error("a move number with no move after it"));
        }
        let claim = match (self.result, self.result_tag) {
            (Some((at, token)), Some((tag_at, tag))) if token != tag => {
                return Err(at.error(format!(
                    "the result {} differs from the Result tag's {} at {}:{}",
                    result_token(token),
                    result_token(tag),
                    tag_at.line,
                    tag_at.column
                )));
            }
            (Some(token), _) => Some(token),
            (None, tag) => tag,
        };
        let reason = match self.old_flag {
            Some(at) => Some(old_flag_reason(at, self.reason)?),
            None => self.reason,
        };
        let aborted = self.aborted;
        let game = self.game()?;
        match aborted {
            Some(at) => judge_abort(game, claim, at)?,
            None => judge(game, claim, reason)?,
        }
        let roster = roster(self.variant);
        let mut tags: Vec<(String, String)> = roster
            .iter()
            .map(|&name| (name.to_string(), unknown(name).to_string()))
            .collect();
        for (name, value) in self.tags {
            match tags[..roster.len()].iter_mut().find(|(n, _)| *n == name) {
                Some(slot) => slot.1 = value,
                None => tags.push((name, value)),
            }
        }
        Ok(Record {
            tags,
            comments: self.comments,
            game: self.game.take().expect("made above"),
        })
    }
}

/// Online records written before `time forfeit` was a `Termination` told a flag as the
/// loser's resignation (or a drawn flag as an agreement) with a `Forfeit "time"` tag: that
/// tag makes it the time forfeit it was.
fn old_flag_reason(
    at: At,
    reason: Option<(At, EndReason)>,
) -> Result<(At, EndReason), RecordError> {
    match reason {
        None
        | Some((_, EndReason::Resignation | EndReason::Agreement | EndReason::TimeForfeit)) => {
            Ok((at, EndReason::TimeForfeit))
        }
        Some((_, other)) => Err(at.error(format!(
            "Forfeit \"{OLD_FLAG}\" says a clock ran out, but the game ended by {}",
            termination(other)
        ))),
    }
}

/// An aborted game has no result (`*`) and a position the rules leave undecided.
fn judge_abort(
    game: &mut Game,
    claim: Option<(At, Option<Outcome>)>,
    at: At,
) -> Result<(), RecordError> {
    if let Some(board) = game.result() {
        return Err(at.error(format!(
            "the game ended by {}, not {ABORTED}: {board}, {}",
            termination(board.reason),
            board.reason.describe()
        )));
    }
    if let Some((claim_at, Some(outcome))) = claim {
        return Err(claim_at.error(format!(
            "an aborted game has no result (*), not {}",
            result_token(Some(outcome))
        )));
    }
    game.abort();
    Ok(())
}

/// Checks the record's result against the final position, and ends the game from outside
/// its board (resignation, agreement, time forfeit, abandonment) when the record says so of a
/// position the rules leave undecided.
fn judge(
    game: &mut Game,
    claim: Option<(At, Option<Outcome>)>,
    reason: Option<(At, EndReason)>,
) -> Result<(), RecordError> {
    if let Some(board) = game.result() {
        if let Some((at, outcome)) = claim
            && outcome != Some(board.outcome)
        {
            return Err(at.error(format!(
                "the result {} contradicts the final position: {board}, {}",
                result_token(outcome),
                board.reason.describe()
            )));
        }
        if let Some((at, r)) = reason
            && r != board.reason
        {
            return Err(at.error(format!(
                "the game ended by {}, not {}: {board}, {}",
                termination(board.reason),
                termination(r),
                board.reason.describe()
            )));
        }
        return Ok(());
    }
    let outcome = claim.and_then(|(_, o)| o);
    match (outcome, reason) {
        (None, None) => {}
        (Some(Outcome::Win(winner)), None | Some((_, EndReason::Resignation))) => {
            game.resign(winner.opponent())
        }
        (Some(Outcome::Draw), None | Some((_, EndReason::Agreement))) => game.agree_draw(),
        (Some(outcome), Some((at, reason @ (EndReason::TimeForfeit | EndReason::Abandonment)))) => {
            game.declare(GameResult { outcome, reason })
                .map_err(|e| at.error(e.to_string()))?;
        }
        (_, Some((at, r))) => {
            let claimed = result_token(outcome);
            return Err(at.error(match r {
                EndReason::Resignation => format!("a resignation wins the game, not {claimed}"),
                EndReason::Agreement => format!("an agreement draws the game, not {claimed}"),
                EndReason::TimeForfeit | EndReason::Abandonment => {
                    format!("a game ended by {} has a result, not *", termination(r))
                }
                _ => format!(
                    "the game ended by {} but the final position is not decided by it",
                    termination(r)
                ),
            }));
        }
    }
    Ok(())
}
