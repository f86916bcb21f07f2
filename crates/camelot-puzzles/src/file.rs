//! The puzzle file: JSON Lines, readable and diffable. The first line is the set's header
//! (how it was made), each further line one puzzle. Read entry by entry: a bad entry is
//! skipped and reported with its line and id, and the others are kept.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::puzzle::Puzzle;

/// The header's `format` value.
pub const FORMAT: &str = "camelot-puzzles 1";

/// How the set was made: enough to make it again.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    pub format: String,
    /// The command line that made the set.
    pub command: String,
    pub seed: u64,
    /// The settings of each part of the run, one line each (depths, games, counts…).
    pub settings: Vec<String>,
}

/// A set of puzzles with its header.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleSet {
    pub header: Header,
    pub puzzles: Vec<Puzzle>,
}

/// An entry left out while reading, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The line, counting from 1.
    pub line: usize,
    /// The puzzle's id when it could be read.
    pub id: Option<String>,
    pub problem: String,
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.id {
            Some(id) => write!(f, "line {} (puzzle {id}): {}", self.line, self.problem),
            None => write!(f, "line {}: {}", self.line, self.problem),
        }
    }
}

impl PuzzleSet {
    /// Reads a puzzle file. Every entry that is not valid JSON for a puzzle, repeats an id, or
    /// fails the rules core's check ([`Puzzle::check`]) is skipped and reported; the rest are
    /// kept. A missing or unreadable header is reported too (the set gets an empty one).
    pub fn read(text: &str) -> (PuzzleSet, Vec<Skipped>) {
        let mut set = PuzzleSet::default();
        let mut skipped = Vec::new();
        let mut ids = HashSet::new();
        let mut header_seen = false;
        for (i, line) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            if !header_seen && line.contains("\"format\"") {
                header_seen = true;
                match serde_json::from_str::<Header>(line) {
                    Ok(h) if h.format == FORMAT => set.header = h,
                    Ok(h) => skipped.push(Skipped {
                        line: line_no,
                        id: None,
                        problem: format!("header: format {:?}, expected {FORMAT:?}", h.format),
                    }),
                    Err(e) => skipped.push(Skipped {
                        line: line_no,
                        id: None,
                        problem: format!("header: {e}"),
                    }),
                }
                continue;
            }
            let skip = |id: Option<String>, problem: String| Skipped {
                line: line_no,
                id,
                problem,
            };
            let puzzle: Puzzle = match line.parse() {
                Ok(p) => p,
                Err(e) => {
                    skipped.push(skip(id_of(line), e));
                    continue;
                }
            };
            if let Err(e) = puzzle.check() {
                skipped.push(skip(Some(puzzle.id.clone()), e.problem));
            } else if !ids.insert(puzzle.id.clone()) {
                skipped.push(skip(Some(puzzle.id.clone()), "the id is used twice".into()));
            } else {
                set.puzzles.push(puzzle);
            }
        }
        if !header_seen {
            skipped.push(Skipped {
                line: 1,
                id: None,
                problem: format!("no header line (a JSON object with \"format\": {FORMAT:?})"),
            });
        }
        (set, skipped)
    }

    /// The file's text: the header line, then one puzzle a line.
    pub fn write(&self) -> String {
        let mut text = to_line(&self.header);
        for p in &self.puzzles {
            text += &to_line(p);
        }
        text
    }

    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}

fn to_line(value: &impl Serialize) -> String {
    let mut line = serde_json::to_string(value).expect("puzzles and headers serialise");
    line.push('\n');
    line
}

/// The `id` of an entry that is not a valid puzzle, if the line is a JSON object with one.
fn id_of(line: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    value.get("id")?.as_str().map(str::to_string)
}
