//! How the game starts: its command line, the checks before the window opens (with plain
//! messages for start-up failures), and the first window's size.

pub mod cli;
pub(crate) mod first_window;
pub mod startup;
