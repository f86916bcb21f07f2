//! Running the game without a person: scripts of menu choices, clicks, keys, waits and
//! screenshots (`--script FILE`), and screenshot mode (`--screenshot FILE`), which is a short
//! script. Both drive the game through the same messages as a person's input.

pub mod script;
mod steps;

pub use steps::{Script, Step, parse_player};
