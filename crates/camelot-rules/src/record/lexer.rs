//! Splits a record into tokens, each with the line and column where it starts: tags,
//! comments, move numbers, results and moves.

use super::error::{At, RecordError};
use super::tags::parse_result_token;
use crate::position::Outcome;

pub(crate) enum Token {
    /// `[Name "value"]`; `value_at` is where the value's text starts.
    Tag {
        name: String,
        value: String,
        value_at: At,
    },
    /// `{text}`, without the braces.
    Comment(String),
    /// `3.` before White's move, `3...` before Black's.
    MoveNumber { number: u64, black: bool },
    /// `1-0`, `0-1`, `1/2-1/2`, `*` (`None`).
    Result(Option<Outcome>),
    /// Anything else: a move in notation, checked by the rules core.
    Move(String),
}

pub(crate) struct Lexer {
    chars: Vec<char>,
    i: usize,
    at: At,
}

impl Lexer {
    pub fn new(text: &str) -> Lexer {
        Lexer {
            chars: text.chars().collect(),
            i: 0,
            at: At { line: 1, column: 1 },
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
        let token = match self.peek() {
            None => return Ok(None),
            Some('[') => self.tag()?,
            Some('{') => self.comment(at)?,
            Some(c) if c.is_ascii_digit() => self.number_or_result(at)?,
            Some(_) => {
                let word = self.word();
                match parse_result_token(&word) {
                    Some(outcome) => Token::Result(outcome),
                    None => Token::Move(word),
                }
            }
        };
        Ok(Some((at, token)))
    }

    /// The text up to the next whitespace or comment.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek().filter(|&c| !c.is_whitespace() && c != '{') {
            word.push(c);
            self.bump();
        }
        word
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

    fn comment(&mut self, at: At) -> Result<Token, RecordError> {
        self.bump();
        let mut text = String::new();
        loop {
            match self.bump() {
                Some('}') => return Ok(Token::Comment(text)),
                Some(c) => text.push(c),
                None => return Err(at.error("unclosed comment: this { has no }")),
            }
        }
    }

    /// A word starting with a digit: a result, or a move number, which may be glued to the
    /// move after it (`1.C6-C7`), as PGN allows.
    fn number_or_result(&mut self, at: At) -> Result<Token, RecordError> {
        let rest: String = self.chars[self.i..]
            .iter()
            .take_while(|c| !c.is_whitespace() && **c != '{')
            .collect();
        if let Some(outcome) = parse_result_token(&rest) {
            self.word();
            return Ok(Token::Result(outcome));
        }
        let mut digits = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_digit) {
            digits.push(c);
            self.bump();
        }
        let mut dots = 0;
        while self.peek() == Some('.') {
            dots += 1;
            self.bump();
        }
        let black = match dots {
            1 => false,
            3 => true,
            _ => {
                return Err(at.error(format!(
                    "{rest:?} is neither a move number (3. before White's move, 3... before \
                     Black's) nor a result (1-0, 0-1, 1/2-1/2, *)"
                )));
            }
        };
        let number = digits
            .parse()
            .map_err(|_| at.error(format!("move number {digits} is too large")))?;
        Ok(Token::MoveNumber { number, black })
    }
}
