//! # camelot-ai
//!
//! Game-tree search for Camelot (the project's RULES.md, R1–R16), on top of `camelot-rules`.
//! No Bevy: the game calls it from a background thread and stops it through an
//! [`AtomicBool`]. A search runs on [`Engine::threads`] threads (Lazy SMP: helpers search the
//! same position at staggered depths and share a lockless transposition table, `helpers.rs`,
//! `tt.rs`, `worker.rs`), by default the machine's cores less one ([`Engine::set_threads`]);
//! the calling thread decides the move, taking a helper's deeper completed iteration, and
//! joins its helpers before returning.
//!
//! - [`Engine`]: iterative deepening over a root move list with aspiration windows
//!   (`engine.rs`), principal-variation alpha-beta with late move reductions, null-move and
//!   reverse futility pruning (`search.rs`),
//!   quiescence over forced captures and, at the horizon, knight's charges (`quiesce.rs`;
//!   R7: a side with a jump must capture, so such positions are never quiet), move ordering
//!   (`movepick.rs`: table move, castle entries and captures by value, killers, history), a
//!   transposition table of depth-preferred buckets keyed by [`Position::hash`] (`tt.rs`),
//!   and a clock with a soft target under the hard deadline (`time.rs`). Repetitions and the
//!   no-progress count score as draws as the house rules say ([`Engine::set_house_rules`],
//!   R15); wins and losses as [`MATE`]-like scores that prefer faster wins.
//!   [`Engine::search`] obeys [`SearchLimits`] (time, target, depth, nodes) and the stop
//!   flag, and returns within a few milliseconds of either.
//! - [`Level`]: five playing strengths. [`Engine::think`] is the game's one call: level,
//!   [`Game`] (position, earlier positions, house rules), budget, stop flag and seed in; a
//!   [`Choice`] out, with the move's canonical path (R16) computed in the search's thread.
//!   [`choose_move`] is a one-off call with a fresh engine.
//! - [`Weights`], [`evaluate`]: the evaluation in the game's terms: material (a knight is worth
//!   more than a man), the castle race, pieces inside the opponent's castle (two win, R11) and
//!   castle moves left (R10), guards of one's own castle, pieces en prise, mobility. The
//!   weights are data, one table per variant ([`Weights::shipped`], `weights.toml`), learnt
//!   from self-play (docs/learning.md).
//! - [`analysis`]: a reviewed game's evaluations, the loss of a move and its marks (`?`,
//!   `??`), for every reviewer (the game's review, the server's).
//! - [`Rng`]: the small seeded generator behind the lower levels' choices.
//! - [`tactics`]: the tactical suite's positions (forced wins and saves proved by the rules
//!   core's exhaustive search, [`camelot_rules::Prover`]) and the engine's test on each.
//!
//! ## For the game
//!
//! One [`Engine`] per computer player (and one for hints), created once
//! ([`Engine::default`], 16 MB) and kept across its moves; [`Engine::clear`] on a new or
//! loaded game. Each move, move it into the background task and hand it back with the result:
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use std::time::Duration;
//! use camelot_ai::{Choice, Engine, Level};
//! use camelot_rules::{Game, HouseRules, Position};
//!
//! let mut engine = Engine::default();
//! let mut game = Game::new(Position::start(), HouseRules::STRICT_WCF);
//! let stop = AtomicBool::new(false); // an Arc<AtomicBool> in a task
//! let task = std::thread::spawn(move || {
//!     let budget = Some(Duration::from_millis(50));
//!     let choice = engine.think(Level::Expert, &game, budget, &stop, 7, |info| {
//!         let _deepest = info.depth; // for a "thinking" display
//!     });
//!     (engine, game, choice)
//! });
//! let (engine, mut game, choice) = task.join().unwrap();
//! let Choice { path, info, .. } = choice.expect("the game is not over");
//! game.play(&path).unwrap();
//! assert!(info.depth >= 1);
//! ```
//!
//! ## Searching a position
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use std::time::Duration;
//! use camelot_ai::{Engine, Level, SearchLimits, choose_move};
//! use camelot_rules::Position;
//!
//! let start = Position::start();
//! let stop = AtomicBool::new(false);
//! let limits = SearchLimits { depth: Some(3), ..SearchLimits::default() };
//! let result = Engine::new(16).search(&start, &[], limits, &stop, |info| {
//!     println!("depth {} score {}", info.depth, info.score);
//! });
//! assert!(start.legal_keys().contains(&result.best.unwrap()));
//!
//! let budget = Some(Duration::from_millis(50));
//! let mv = choose_move(Level::Easy, &start, &[], budget, &stop, 7, |_| {});
//! assert!(start.legal_keys().contains(&mv.unwrap()));
//! ```
//!
//! Nothing here panics on a legal position, finished games included: they have no move, and
//! the search returns `None` for them.

pub mod analysis;
mod engine;
mod eval;
mod helpers;
mod level;
mod movepick;
mod nullmove;
mod quiesce;
mod rng;
mod search;
pub mod tactics;
mod time;
mod tt;
mod weights;
mod worker;

pub use engine::{Engine, SearchInfo, SearchLimits, SearchResult};
pub use eval::{Weights, evaluate};
pub use level::{Choice, Level, choose_move, game_history};
pub use rng::Rng;
pub use search::{MATE, MATE_BOUND};

#[cfg(doc)]
use {
    camelot_rules::{Game, Position},
    std::sync::atomic::AtomicBool,
};
