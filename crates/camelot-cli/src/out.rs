//! Standard output for every command, and how a command ends.
//!
//! `println!` panics when stdout fails, which is how `camelot-cli moves … | head -3` used to
//! crash. Commands write with [`out!`] and [`outln!`] instead and pass the `io::Result` up to
//! `main`, where [`Failure::exit_code`] decides: a closed pipe ends quietly with status 0, any
//! other write error is one line on stderr with status 1, bad input one line with status 2.

use std::io;
use std::process::ExitCode;

/// `print!` that returns the write's `io::Result` instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {
        std::io::Write::write_fmt(&mut std::io::stdout(), format_args!($($arg)*))
    };
}

/// `println!` that returns the write's `io::Result` instead of panicking.
macro_rules! outln {
    ($($arg:tt)*) => {
        std::io::Write::write_fmt(
            &mut std::io::stdout(),
            format_args!("{}\n", format_args!($($arg)*)),
        )
    };
}

pub(crate) use {out, outln};

/// Why a command ended before finishing its work.
pub enum Failure {
    /// Bad input, said in one line.
    Input(String),
    /// Bad input in a file, said as `FILE[:LINE:COLUMN]: problem`, the form editors jump to.
    Located(String),
    /// Standard output would not take the output.
    Output(io::Error),
}

impl Failure {
    pub fn exit_code(self) -> ExitCode {
        match self {
            Failure::Input(e) => {
                eprintln!("camelot-cli: {e}");
                ExitCode::from(2)
            }
            Failure::Located(e) => {
                eprintln!("{e}");
                ExitCode::from(2)
            }
            // The reader has all it wanted (`| head`): not an error.
            Failure::Output(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Failure::Output(e) => {
                eprintln!("camelot-cli: cannot write the output: {e}");
                ExitCode::from(1)
            }
        }
    }
}

impl From<String> for Failure {
    fn from(e: String) -> Failure {
        Failure::Input(e)
    }
}

impl From<&str> for Failure {
    fn from(e: &str) -> Failure {
        Failure::Input(e.to_string())
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}
