//! # camelot-tutorial
//!
//! The tutorial's lessons and their logic, without any graphics: the game shows them on the
//! board. Lessons are RON files in `assets/tutorial/`, embedded in this crate so the game finds
//! them wherever it runs from. Every move is checked by the rules core ([`camelot_rules`]).
//!
//! - [`lessons`] loads and checks every lesson: titles, rule ids, steps.
//! - A [`Step`] has its text and position, and is a [`Demo`] (moves to play animated) or an
//!   [`Exercise`] (a goal, a [`Check`] of the move made, one answer, explained mistakes).
//! - [`Exercise::judge`] says whether a completed move is what was asked ([`Verdict`]);
//!   [`Exercise::answer`] is the move "Show me" reveals.
//! - [`lessons_table`] is the text of `camelot --lessons`.

mod check;
mod error;
mod files;
mod lesson;
mod load;
mod rule;
mod table;

pub use check::{Castle, Check, MoveKind};
pub use error::Error;
pub use lesson::{Demo, Exercise, Lesson, Mistake, Step, StepKind, Verdict};
pub use load::lessons;
pub use rule::RuleId;
pub use table::lessons_table;
