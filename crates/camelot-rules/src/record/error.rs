//! The one error a record reader reports: where in the text, and what is wrong.

use std::fmt;

/// What is wrong with a record and where: 1-based line and column (columns count characters).
/// Displays as `LINE:COLUMN: problem`; [`RecordError::in_file`] adds the file name in front.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl RecordError {
    /// `FILE:LINE:COLUMN: problem`, the form compilers use, so editors can jump to it.
    pub fn in_file(&self, file: impl fmt::Display) -> String {
        format!("{file}:{self}")
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for RecordError {}

/// Where a token starts in the text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct At {
    pub line: usize,
    pub column: usize,
}

impl At {
    pub fn error(self, message: impl Into<String>) -> RecordError {
        RecordError {
            line: self.line,
            column: self.column,
            message: message.into(),
        }
    }
}
