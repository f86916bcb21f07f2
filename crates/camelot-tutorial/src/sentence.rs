//! A sentence the tutorial shows, named by its key in the Fluent files
//! (`assets/i18n/LANG/lessons.ftl`, `lesson-checks.ftl`) with its arguments: this crate says
//! what to say, the game says it in the player's language.

use std::fmt;

/// An argument of a sentence (`{ $name }` in the Fluent file).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// A count: the file picks its plural form.
    Number(usize),
    /// Written as it is: a square's name, or a word the file selects on (`plain`, `own`).
    Word(String),
}

/// A key of the Fluent files and the arguments its sentence takes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sentence {
    pub key: String,
    pub args: Vec<(&'static str, Arg)>,
}

impl Sentence {
    /// The sentence `key`, without arguments.
    pub fn new(key: impl Into<String>) -> Sentence {
        Sentence {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// This sentence with the count `name`.
    pub(crate) fn number(mut self, name: &'static str, n: usize) -> Sentence {
        self.args.push((name, Arg::Number(n)));
        self
    }

    /// This sentence with the word `name` (a square, a selector's choice).
    pub(crate) fn word(mut self, name: &'static str, word: impl fmt::Display) -> Sentence {
        self.args.push((name, Arg::Word(word.to_string())));
        self
    }
}

/// `lesson-check-legs(made: 1, wanted: 2)`: the key and its arguments, for error messages.
impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key)?;
        if self.args.is_empty() {
            return Ok(());
        }
        let args: Vec<String> = self
            .args
            .iter()
            .map(|(name, arg)| match arg {
                Arg::Number(n) => format!("{name}: {n}"),
                Arg::Word(w) => format!("{name}: {w}"),
            })
            .collect();
        write!(f, "({})", args.join(", "))
    }
}

/// The keys of a lesson's own sentences in `lessons.ftl`: `lesson-NN-…`, NN the lesson's
/// number (its file's two digits), steps and mistakes counted from 1.
pub(crate) mod keys {
    pub(crate) fn title(lesson: usize) -> String {
        format!("lesson-{lesson:02}-title")
    }

    pub(crate) fn step(lesson: usize, step: usize) -> String {
        format!("lesson-{lesson:02}-step-{step}")
    }

    /// An exercise's goal, from its step's key.
    pub(crate) fn goal(step: &str) -> String {
        format!("{step}-goal")
    }

    /// An exercise's listed mistake, from its step's key.
    pub(crate) fn mistake(step: &str, mistake: usize) -> String {
        format!("{step}-mistake-{mistake}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_follow_the_files_numbering() {
        assert_eq!(keys::title(4), "lesson-04-title");
        assert_eq!(keys::step(14, 2), "lesson-14-step-2");
        assert_eq!(keys::goal(&keys::step(4, 2)), "lesson-04-step-2-goal");
        assert_eq!(
            keys::mistake(&keys::step(3, 3), 2),
            "lesson-03-step-3-mistake-2"
        );
    }

    #[test]
    fn a_sentence_prints_its_key_and_arguments() {
        let s = Sentence::new("lesson-check-legs")
            .number("made", 1)
            .word("square", "E6");
        assert_eq!(s.to_string(), "lesson-check-legs(made: 1, square: E6)");
        assert_eq!(Sentence::new("k").to_string(), "k");
    }
}
