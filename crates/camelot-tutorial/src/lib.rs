//! # camelot-tutorial
//!
//! The tutorial's lessons and their logic, without any graphics: the game shows them on the
//! board. Lessons are RON files in `assets/tutorial/`, embedded in this crate so the game finds
//! them wherever it runs from. Every move is checked by the rules core ([`camelot_rules`]).
//!
//! The RON files hold the structure only: positions, moves, checks, answers, mistakes. Every
//! sentence is a key of the Fluent files the game reads in the player's language: a lesson's
//! own in `assets/i18n/LANG/lessons.ftl` (`lesson-NN-title`, `lesson-NN-step-K`,
//! `lesson-NN-step-K-goal`, `lesson-NN-step-K-mistake-M`), a failed check's in
//! `lesson-checks.ftl` (`lesson-check-…`, with arguments): a [`Sentence`].
//!
//! - [`lessons`] loads and checks every lesson: title, rule ids, steps.
//! - A [`Step`] has its text and position, and is a [`Demo`] (moves to play animated) or an
//!   [`Exercise`] (a goal, a [`Check`] of the move made, one answer, explained mistakes).
//! - [`Exercise::judge`] says whether a completed move is what was asked ([`Verdict`]: a
//!   wrong one with the sentence saying why); [`Exercise::answer`] is the move "Show me"
//!   reveals.
//! - [`lessons_table`] is the text of `camelot --lessons`.

mod check;
mod error;
mod files;
mod lesson;
mod load;
mod rule;
mod sentence;
mod table;
#[cfg(test)]
mod translations;

pub use check::{Castle, Check, MoveKind};
pub use error::Error;
pub use lesson::{Demo, Exercise, Lesson, Mistake, Step, StepKind, Verdict};
pub use load::lessons;
pub use rule::RuleId;
pub use sentence::{Arg, Sentence};
pub use table::lessons_table;
