use std::fmt;

/// What is wrong with a lesson file: the file, the step (numbered from 1) and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Error {
    pub file: String,
    pub step: Option<usize>,
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson file {}", self.file)?;
        if let Some(step) = self.step {
            write!(f, ", step {step}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for Error {}
