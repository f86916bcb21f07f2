//! The player's move on the board, shared by every screen that takes moves: the move entry
//! (clicks, drags, keys and typed moves to legs of the rules core's `MoveBuilder`) and the
//! refusals it answers with.

pub mod move_entry;
pub mod refusal;
