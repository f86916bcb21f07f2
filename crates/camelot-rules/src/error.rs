use std::fmt;

use crate::Illegal;

/// Everything that can be wrong with input to the rules core. Each message says what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// A square name that is not a square of the board.
    Square(String),
    /// A position string that does not follow RULES.md.
    Position(String),
    /// Move notation that cannot be read.
    Notation(String),
    /// A readable move that the rules do not allow here, with the rule it breaks.
    IllegalMove(Illegal),
    /// Notation that fits more than one legal move (a run written as one segment), with the
    /// moves it could be.
    AmbiguousMove(String),
    /// A game record that cannot be read or replayed.
    Record(String),
    /// A variant name that is not one of VARIANTS.md's (V0.1).
    Variant(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Square(m) => write!(f, "bad square {m}"),
            Error::Position(m) => write!(f, "bad position string, {m}"),
            Error::Notation(m) => write!(f, "bad move notation {m}"),
            Error::IllegalMove(m) => write!(f, "illegal move: {m}"),
            Error::AmbiguousMove(m) => write!(f, "ambiguous move: {m}"),
            Error::Record(m) => write!(f, "bad game record: {m}"),
            Error::Variant(m) => write!(f, "unknown variant {m}"),
        }
    }
}

impl std::error::Error for Error {}
