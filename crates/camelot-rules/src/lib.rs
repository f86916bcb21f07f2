//! # camelot-rules
//!
//! The rules core of Camelot 3D: every rule of the project's RULES.md (R1–R16), WCF notation,
//! the position string, games with undo/redo, and perft. No dependencies beyond an optional
//! `serde` feature.
//!
//! - [`Square`], [`Color`], [`PieceKind`], [`Piece`]: the board (R1, R2).
//! - [`Variant`]: the Camelot family (VARIANTS.md) as data: each variant's board, castles,
//!   start and rule switches ([`Spec`]); every position knows its variant.
//! - [`Position`]: bitboards and the state of a turn; [`Position::legal_keys`] generates every
//!   legal move once (R16) as a [`MoveKey`]; [`Position::play`] makes one.
//! - [`Move`]: a move as a path of legs, written in WCF notation; [`Position::read_move`] (every form
//!   docs/records.md lists),
//!   [`Position::canonical_path`], and [`MoveBuilder`] for entering a move leg by leg.
//! - [`Game`]: history, undo/redo, results with the deciding rule, R15 house rules.
//! - [`Prover`]: forced wins and saves proved by exhaustive search over the legal moves (the
//!   referee of the engine's tactical suite, docs/ai.md); [`Position::has_legal_move`] and
//!   [`Position::has_winning_move`] answer the end-of-game questions a search asks cheaply.
//! - [`Record`]: a game with its tags and comments as a `.camelot` file (docs/records.md); it
//!   also reads scores as published, and (feature `abstractplay`) imports AbstractPlay's JSON
//!   game records with `Record::from_abstractplay`.

mod bitboard;
mod error;
mod forced;
mod game;
mod illegal;
mod movegen;
mod notation;
mod path;
mod position;
mod record;
mod square;
mod variant;

pub use bitboard::{Bitboard, Squares};
pub use error::Error;
pub use forced::{OutOfBudget, Prover};
pub use game::{ABORTED, Game, HouseRules};
pub use illegal::Illegal;
pub use movegen::{Constraint, MoveKey};
pub use path::{Leg, LegKind, Move, MoveBuilder, NextLeg};
pub use position::{
    EndReason, GameResult, MAX_CASTLE_MOVES, Outcome, Position, START_FEN, castle_bits,
};
pub use record::{
    GAME_TAGS, OnlineTags, Record, RecordError, computer_level, computer_player, date_tag,
};
/// The words of a record's `Result` and `Termination` tags, written and read by one pair of
/// functions each (docs/records.md).
pub mod record_words {
    pub use crate::record::{
        ABORTED, parse_result_token, parse_termination, result_token, termination,
    };
}
pub use square::{Color, Direction, FILES, GRID, Piece, PieceKind, RANKS, Seat, Square};
pub use variant::{Ending, Spec, Variant};
