//! Tournaments without a server: the pairings and standings of round robins (FIDE Berger
//! tables), Swiss events (the FIDE Dutch system), lichess-style arenas, the FIDE tie-breaks,
//! and FIDE Tournament Report Files. Plain data in, plain data out (docs/tournaments.md).

pub mod arena;
pub mod berger;
pub mod model;
pub mod standings;
pub mod swiss;
pub mod trf;

pub use model::*;
