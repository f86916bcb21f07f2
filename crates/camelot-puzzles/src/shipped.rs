//! The shipped set: `data/puzzles.jsonl`, mined by `camelot-cli puzzles mine` and built into
//! the program.

use std::sync::OnceLock;

use crate::file::PuzzleSet;

/// The shipped file's text.
pub const SHIPPED: &str = include_str!("../data/puzzles.jsonl");

/// The shipped set, read once. Its every entry is valid (a test reads it with none skipped).
pub fn shipped() -> &'static PuzzleSet {
    static SET: OnceLock<PuzzleSet> = OnceLock::new();
    SET.get_or_init(|| PuzzleSet::read(SHIPPED).0)
}
