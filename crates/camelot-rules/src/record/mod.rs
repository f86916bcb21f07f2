//! Game records (`.camelot` files, docs/records.md), in the spirit of chess PGN: tag pairs,
//! then the moves in WCF notation with move numbers and `{comments}`, then the result.
//!
//! A [`Record`] is a [`Game`] with its tags and comments. Reading replays every move through
//! the rules core (any legal path of a move, R16) and checks the result against the final
//! position (R11–R15); the first problem is a [`RecordError`] with its line and column, and
//! nothing is loaded. A result on a position the rules leave undecided is a resignation or an
//! agreed draw (R15).

#[cfg(feature = "abstractplay")]
mod abstractplay;
mod error;
mod lexer;
mod online;
mod read;
mod tags;
mod write;

use std::fmt;
use std::str::FromStr;

use crate::Error;
use crate::game::Game;
use crate::square::Color;

pub use error::RecordError;
pub use online::OnlineTags;
pub use tags::{
    ABORTED, GAME_TAGS, computer_level, computer_player, date_tag, parse_result_token,
    parse_termination, result_token, termination,
};

use tags::{roster, unknown, valid_date, valid_name};

/// A game with its record's tags and comments.
///
/// The tags kept here are those the game does not decide: `Event`, `Site`, `Date`, `Round`,
/// `White`, `Black` always (in that order, `?` or `????.??.??` when unknown), then any other
/// tag in the order read. `Result`, `Variant`, `Position`, `Repetition`, `NoProgress` and `Termination`
/// ([`GAME_TAGS`]) are read into the game and written from it.
#[derive(Clone, Debug)]
pub struct Record {
    tags: Vec<(String, String)>,
    /// Each comment with the number of plies played before it, in order.
    comments: Vec<(usize, String)>,
    game: Game,
}

impl Record {
    /// A record of `game` with every roster tag unknown and no comments.
    pub fn new(game: Game) -> Record {
        Record {
            tags: roster(game.start().variant())
                .iter()
                .map(|&name| (name.to_string(), unknown(name).to_string()))
                .collect(),
            comments: Vec::new(),
            game,
        }
    }

    /// Reads a record (or one written before the roster, by the first `Game::to_record`).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        read::read(text)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn into_game(self) -> Game {
        self.game
    }

    /// The tags the game does not decide: the roster tags first (six; eight in the
    /// four-player games, V6.9), then the others.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag the game does not decide, or adds it after the others. Control characters
    /// in the value become spaces (a tag stays on one line). Errors for a name that is not
    /// letters, digits and `_`, for one of [`GAME_TAGS`], and for a `Date` not `YYYY.MM.DD`.
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), Error> {
        let bad = |why: String| Err(Error::Record(format!("tag {name:?}: {why}")));
        if !valid_name(name) {
            return bad("a name is letters, digits and _, starting with a letter".into());
        }
        if GAME_TAGS.contains(&name) {
            return bad("the game decides this tag".into());
        }
        if name == "Date" && !valid_date(value) {
            return bad(format!(
                "{value:?} is not YYYY.MM.DD (? for unknown digits)"
            ));
        }
        let value: String = value
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
        Ok(())
    }

    /// The game's result as its record writes it: `1-0`, `0-1`, `1/2-1/2`, or `*`.
    pub fn result_token(&self) -> &'static str {
        tags::result_token(self.game.result().map(|r| r.outcome))
    }

    /// Who played `color`: `Human`, a name, or [`computer_player`]'s `Computer (<level>)`.
    pub fn player(&self, color: Color) -> &str {
        self.tag(player_tag(color)).unwrap_or("?")
    }

    pub fn set_player(&mut self, color: Color, player: &str) {
        self.set_tag(player_tag(color), player)
            .expect("White and Black are free roster tags");
    }

    /// The comments, each with the number of plies played before it (0: before the first
    /// move), in the order written.
    pub fn comments(&self) -> &[(usize, String)] {
        &self.comments
    }

    /// Adds a comment after `ply` plies (after the comments already there). Whitespace runs
    /// become one space and `}` is dropped, so the comment reads back the same. Errors past
    /// the end of the game; an empty comment is not kept.
    pub fn add_comment(&mut self, ply: usize, text: &str) -> Result<(), Error> {
        if ply > self.game.moves().len() {
            return Err(Error::Record(format!(
                "no ply {ply}: the game has {} plies",
                self.game.moves().len()
            )));
        }
        let text = normalize_comment(text);
        if !text.is_empty() {
            let at = self.comments.partition_point(|(p, _)| *p <= ply);
            self.comments.insert(at, (ply, text));
        }
        Ok(())
    }
}

fn player_tag(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A comment as it reads back after wrapping: single spaces, no `}`.
fn normalize_comment(text: &str) -> String {
    text.replace('}', "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

impl FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        Record::parse(text)
    }
}

impl fmt::Display for Record {
    /// The record's text, as `.camelot` files hold it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write::write(self, f)
    }
}
