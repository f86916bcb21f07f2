//! Writes a record: the roster, the game's tags, the other tags, a blank line, then the moves
//! with their numbers and comments and the result, in lines of at most 80 columns.

use std::fmt;

use super::Record;
use super::lexer::PASS;
use super::tags::{ABORTED, on_off, result_token, roster, termination};
use crate::position::Position;
use crate::square::{Color, Seat};
use crate::variant::Variant;

/// Moves are wrapped before this column, as PGN does (a longer single move gets its own line).
const WIDTH: usize = 80;

pub(super) fn write(record: &Record, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let game = &record.game;
    let result = game.result();
    let variant = game.start().variant();
    let (roster, others) = record.tags.split_at(roster(variant).len());
    let mut tags: Vec<(&str, String)> = roster
        .iter()
        .map(|(n, v)| (n.as_str(), v.clone()))
        .collect();
    tags.push(("Result", result_token(result.map(|r| r.outcome)).into()));
    if variant != Variant::Camelot {
        tags.push(("Variant", variant.name().into()));
    }
    if *game.start() != Position::start_of(variant) {
        tags.push(("Position", game.start().to_string()));
    }
    tags.push(("Repetition", on_off(game.rules().repetition).into()));
    tags.push(("NoProgress", on_off(game.rules().no_progress).into()));
    if let Some(r) = result {
        tags.push(("Termination", termination(r.reason).into()));
    } else if game.aborted() {
        tags.push(("Termination", ABORTED.into()));
    }
    tags.extend(others.iter().map(|(n, v)| (n.as_str(), v.clone())));
    for (name, value) in tags {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        writeln!(f, "[{name} \"{value}\"]")?;
    }
    writeln!(f)?;
    let mut line = String::new();
    let mut columns = 0;
    for word in movetext(record) {
        let width = word.chars().count();
        if columns > 0 && columns + 1 + width > WIDTH {
            writeln!(f, "{line}")?;
            line.clear();
            columns = 0;
        }
        if columns > 0 {
            line.push(' ');
            columns += 1;
        }
        line += &word;
        columns += width;
    }
    writeln!(f, "{line}")
}

/// The moves as pieces that a line never splits: a move with its number, a word of a comment,
/// the result.
fn movetext(record: &Record) -> Vec<String> {
    let game = &record.game;
    let first_black = usize::from(game.start().side_to_move() == Color::Black);
    // A four-player game's places in its rounds of four (V6.9).
    let mut rounds = game.start().variant().is_four_player().then(|| Places {
        start: game.start().seat().index(),
        filled: 0,
    });
    let mut words = Vec::new();
    let mut comments = record.comments.iter().peekable();
    let mut after_comment = false;
    for ply in 0..=game.moves().len() {
        while let Some((_, text)) = comments.next_if(|(p, _)| *p == ply) {
            let comment = format!("{{{text}}}");
            words.extend(comment.split(' ').map(str::to_string));
            after_comment = true;
        }
        let Some(mv) = game.moves().get(ply) else {
            break;
        };
        if let Some(places) = &mut rounds {
            // V6.9: the players skipped since the last move passed; then the mover's place.
            let mover = game.positions()[ply].seat();
            loop {
                let seat = Seat::from_index(places.start + places.filled);
                let word = if seat == mover {
                    mv.to_string()
                } else {
                    PASS.to_string()
                };
                let number = (places.start + places.filled) / 4 + 1;
                words.push(if seat == Seat::Red {
                    format!("{number}. {word}")
                } else if places.filled == 0 || after_comment {
                    format!("{number}... {word}")
                } else {
                    word
                });
                after_comment = false;
                places.filled += 1;
                if seat == mover {
                    break;
                }
            }
            continue;
        }
        let number = (ply + first_black) / 2 + 1;
        let white = (ply + first_black) % 2 == 0;
        words.push(if white {
            format!("{number}. {mv}")
        } else if ply == 0 || after_comment {
            format!("{number}... {mv}")
        } else {
            mv.to_string()
        });
        after_comment = false;
    }
    words.push(result_token(game.result().map(|r| r.outcome)).to_string());
    words
}

/// The places of a four-player game's rounds filled so far (V6.9), counted from the start
/// position's player to move.
struct Places {
    start: usize,
    filled: usize,
}
