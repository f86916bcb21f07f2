//! Splits a record into tokens, each with the line and column where it starts: tags,
//! comments, move numbers, results and moves. Besides its own forms it reads those of
//! published scores (docs/records.md): `(…)` and `;` comments, a line's prose from a word
//! without a digit on, `1.`, `1....`, `1)` and `1 .` move numbers, annotation marks, and
//! results as `½-½`, `1/2` or in words.

use super::error::{At, RecordError};
use super::tags::parse_result_token;
use crate::notation::{move_number_prefix, split_annotation};
use crate::position::Outcome;
use crate::square::Color;

pub(crate) enum Token {
    /// `[Name "value"]`; `value_at` is where the value's text starts.
    Tag {
        name: String,
        value: String,
        value_at: At,
    },
    /// `{text}`, `(text)`, `; text` to the end of the line, or prose to the end of the line.
    Comment(String),
    /// `3.` before White's move, `3...` before Black's; `starts_line` when nothing but
    /// blanks is before it on its line.
    MoveNumber {
        number: u64,
        black: bool,
        starts_line: bool,
    },
    /// `1-0`, `0-1`, `1/2-1/2`, `*` (`None`), or in words.
    Result(Option<Outcome>),
    /// Anything else: a move in notation, checked by the rules core, with the annotation
    /// marks written after it (`?!`).
    Move { text: String, marks: Option<String> },
    /// `pass` (any case): a player of a four-player game who had no move (V6.6, V6.9).
    Pass,
}

/// A pass in a four-player game's moves (V6.9).
pub(super) const PASS: &str = "pass";

/// Results in words, as scores print them (case-insensitive, a final `.` ignored).
const RESULT_WORDS: [(&str, Option<Outcome>); 9] = [
    ("white wins", Some(Outcome::Win(Color::White))),
    ("black wins", Some(Outcome::Win(Color::Black))),
    ("white resigns", Some(Outcome::Win(Color::Black))),
    ("black resigns", Some(Outcome::Win(Color::White))),
    ("white resigned", Some(Outcome::Win(Color::Black))),
    ("black resigned", Some(Outcome::Win(Color::White))),
    ("draw agreed", Some(Outcome::Draw)),
    ("draw", Some(Outcome::Draw)),
    ("drawn", Some(Outcome::Draw)),
];

pub(crate) struct Lexer {
    chars: Vec<char>,
    i: usize,
    at: At,
    /// Where the last token starts.
    token_start: usize,
}

impl Lexer {
    pub fn new(text: &str) -> Lexer {
        Lexer {
            chars: text.chars().collect(),
            i: 0,
            at: At { line: 1, column: 1 },
            token_start: 0,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.at = At {
                line: self.at.line + 1,
                column: 1,
            };
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    /// Skips spaces and tabs, not line ends: a tag stays on one line.
    fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    /// The next token and where it starts, `None` at the end of the text.
    pub fn next_token(&mut self) -> Result<Option<(At, Token)>, RecordError> {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
        let at = self.at;
        self.token_start = self.i;
        let token = match self.peek() {
            None => return Ok(None),
            Some('[') => self.tag()?,
            Some('{') => self.comment(at, '}')?,
            Some('(') => self.comment(at, ')')?,
            Some(';') => self.line_comment(),
            Some(c) if c.is_ascii_digit() => self.number_or_result(at)?,
            Some(_) => match self.result_words() {
                Some(outcome) => Token::Result(outcome),
                None => {
                    let word = self.next_word();
                    if let Some(outcome) = parse_result_token(&word) {
                        self.word();
                        Token::Result(outcome)
                    } else if word.eq_ignore_ascii_case(PASS) {
                        self.word();
                        Token::Pass
                    } else if !word.contains(|c: char| c.is_ascii_digit()) {
                        // Every move names squares, so a word without a digit is prose: a
                        // heading, the players, an unbracketed note. It runs to the line's end.
                        Token::Comment(self.rest_of_line())
                    } else {
                        self.word();
                        let (text, marks) = split_annotation(&word);
                        Token::Move {
                            text: text.to_string(),
                            marks: marks.map(str::to_string),
                        }
                    }
                }
            },
        };
        Ok(Some((at, token)))
    }

    /// The word starting here, left to read.
    fn next_word(&self) -> String {
        self.chars[self.i..]
            .iter()
            .take_while(|c| !ends_word(**c))
            .collect()
    }

    /// The text up to the next whitespace or comment.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek().filter(|&c| !ends_word(c)) {
            word.push(c);
            self.bump();
        }
        word
    }

    /// A result in words (`White wins`, `Black resigns.`, `Draw`) starting here, read whole.
    fn result_words(&mut self) -> Option<Option<Outcome>> {
        let mut words = Vec::new();
        let mut i = self.i;
        for _ in 0..2 {
            while self.chars.get(i).is_some_and(|c| *c == ' ' || *c == '\t') {
                i += 1;
            }
            let start = i;
            while self.chars.get(i).is_some_and(|&c| !ends_word(c)) {
                i += 1;
            }
            if start == i {
                break;
            }
            let word: String = self.chars[start..i].iter().collect();
            words.push((word.trim_end_matches('.').to_lowercase(), i));
        }
        let (outcome, end) = RESULT_WORDS.iter().find_map(|&(phrase, outcome)| {
            let n = phrase.split(' ').count();
            let said: Vec<&str> = words.iter().take(n).map(|(w, _)| w.as_str()).collect();
            (said.len() == n && said.join(" ") == phrase).then(|| (outcome, words[n - 1].1))
        })?;
        while self.i < end {
            self.bump();
        }
        Some(outcome)
    }

    fn tag(&mut self) -> Result<Token, RecordError> {
        self.bump();
        self.skip_blanks();
        let name_at = self.at;
        let mut name = String::new();
        while let Some(c) = self
            .peek()
            .filter(|&c| c.is_ascii_alphanumeric() || c == '_')
        {
            name.push(c);
            self.bump();
        }
        if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
            return Err(name_at.error(
                "a tag is [Name \"value\"], its name letters, digits and _ starting with a letter",
            ));
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(self
                .at
                .error(format!("the value of tag {name} must be in double quotes")));
        }
        self.bump();
        let value_at = self.at;
        let mut value = String::new();
        loop {
            let here = self.at;
            match self.bump() {
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => return Err(here.error("in a tag value, \\ only escapes \" and \\")),
                },
                None | Some('\n') => {
                    return Err(value_at.error(format!(
                        "the value of tag {name} has no closing \" on its line"
                    )));
                }
                Some(c) => value.push(c),
            }
        }
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(self
                .at
                .error(format!("tag {name} must end with ] after its value")));
        }
        self.bump();
        Ok(Token::Tag {
            name,
            value,
            value_at,
        })
    }

    /// `{…}`, or `(…)` as scores print variations and notes: parentheses nest, braces do not.
    fn comment(&mut self, at: At, close: char) -> Result<Token, RecordError> {
        let open = self.bump().expect("the opening mark");
        let mut depth = 0;
        let mut text = String::new();
        loop {
            match self.bump() {
                Some(c) if c == close && depth == 0 => return Ok(Token::Comment(text)),
                Some(c) => {
                    if close == ')' {
                        depth += usize::from(c == '(');
                        depth -= usize::from(c == ')');
                    }
                    text.push(c);
                }
                None => {
                    return Err(at.error(format!("unclosed comment: this {open} has no {close}")));
                }
            }
        }
    }

    /// The last token's text and the rest of its line, read as a note.
    pub fn note_from_last_token(&mut self) -> String {
        let start: String = self.chars[self.token_start..self.i].iter().collect();
        start + &self.rest_of_line()
    }

    /// `; text` to the end of the line.
    fn line_comment(&mut self) -> Token {
        self.bump();
        Token::Comment(self.rest_of_line())
    }

    /// The text from here to the end of the line.
    fn rest_of_line(&mut self) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek().filter(|&c| c != '\n') {
            text.push(c);
            self.bump();
        }
        text
    }

    /// A word starting with a digit: a result, or a move number (`3.`, `3...`, `3....`,
    /// `3)`, `3 .`), which may be glued to the move after it (`1.C6-C7`), as PGN allows.
    fn number_or_result(&mut self, at: At) -> Result<Token, RecordError> {
        let rest = self.next_word();
        if let Some(outcome) = parse_result_token(&rest) {
            self.word();
            return Ok(Token::Result(outcome));
        }
        let line: String = self.chars[self.i..]
            .iter()
            .take_while(|c| **c != '\n')
            .collect();
        let Some((len, black)) = move_number_prefix(&line) else {
            return Err(at.error(format!(
                "{rest:?} is neither a move number (3. before White's move, 3... before \
                 Black's) nor a result (1-0, 0-1, 1/2-1/2, *)"
            )));
        };
        let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
        for _ in 0..line[..len].chars().count() {
            self.bump();
        }
        let number = digits
            .parse()
            .map_err(|_| at.error(format!("move number {digits} is too large")))?;
        let before = &self.chars[..self.token_start];
        let starts_line = before
            .iter()
            .rev()
            .take_while(|c| **c != '\n')
            .all(|c| c.is_whitespace());
        Ok(Token::MoveNumber {
            number,
            black,
            starts_line,
        })
    }
}

/// Whether `c` ends a word: whitespace, or the start of a comment.
fn ends_word(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '(' | ';')
}
