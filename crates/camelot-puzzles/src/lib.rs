//! # camelot-puzzles
//!
//! Tactics puzzles for Camelot and its variants (RULES.md, VARIANTS.md), mined by the
//! project's own engine. No Bevy: the game's puzzle screen and `camelot-cli puzzles` are
//! built on this.
//!
//! - [`Puzzle`]: a position, its solution line in WCF notation (the solver's moves with the
//!   opponent's best replies between), [`Theme`]s, a rating and the search work behind it,
//!   the variant and the source. [`Puzzle::check`] replays it through the rules core.
//! - [`PuzzleSet`]: the file (JSON Lines: a header saying how the set was made, then one
//!   puzzle a line), read entry by entry ([`PuzzleSet::read`]: a bad entry is skipped and
//!   reported, the rest kept). [`shipped`] is the set built into the program.
//! - [`Miner`]: a position is a puzzle when one move is best by a wide margin
//!   ([`Margin::MINE`]) at a finding depth and again at a deeper confirming depth
//!   ([`Depths`]); [`harvest`] runs it over records and seeded self-play ([`self_play`]),
//!   once per position and mirror image ([`position_key`]); [`puzzles_from_game`] mines a
//!   game's missed moves.
//! - [`Verifier`]: legal, and the first move still unique at the confirming depth by the
//!   looser [`Margin::CHECK`], so that an engine change does not fail a sound puzzle.
//! - For the puzzle screen: [`PuzzleSet::pick`] (nearest the player's rating, by theme),
//!   [`Attempt`] (check a move, the opponent's reply, the hint), [`PuzzleRating`]
//!   (Glicko-2, as the server's ratings), [`Run`] (a streak run, easy to harder).
//!
//! ```
//! use camelot_puzzles::{Attempt, PuzzleRating, Verdict, shipped};
//! use camelot_rules::Variant;
//!
//! let rating = PuzzleRating::default();
//! let puzzle = shipped().pick(Variant::Camelot, rating.rating, None, |_| false).unwrap();
//! let mut attempt = Attempt::new(puzzle).unwrap();
//! let first = attempt.solution()[0].clone();
//! assert_eq!(attempt.hint(), Some(first.from));
//! assert!(matches!(attempt.try_move(&first), Verdict::Correct { .. } | Verdict::Solved));
//! let rating = rating.after(puzzle.rating, true);
//! assert!(rating.rating > 1500.0);
//! ```

mod dedupe;
mod endgame;
mod file;
mod harvest;
mod ids;
mod mine;
mod mistakes;
mod puzzle;
mod rating;
mod score;
mod selfplay;
mod shipped;
mod streak;
mod theme;
mod trainer;
mod verify;

pub use dedupe::{Seen, position_key};
pub use endgame::endgame;
pub use file::{FORMAT, Header, PuzzleSet, Skipped};
pub use harvest::{Harvest, Plan, Source, harvest};
pub use ids::{number, number_after, number_as};
pub use mine::{Depths, Miner, fresh, rating};
pub use mistakes::{puzzles_from_game, puzzles_from_game_until};
pub use puzzle::{Checked, Puzzle, PuzzleError, puzzle_id};
pub use rating::{PUZZLE_DEVIATION, PuzzleRating};
pub use score::{Best, Margin, Scorer, comparable};
pub use selfplay::{Start, self_play};
pub use shipped::{SHIPPED, shipped};
pub use streak::{Run, RunEnd};
pub use theme::{DEFENCE_AT_MOST, Theme, recognise};
pub use trainer::{Attempt, Verdict};
pub use verify::{Deepened, Verifier};
