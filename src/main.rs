//! `camelot`: starts the game. `--screenshot FILE` renders one picture and exits; `--script
//! FILE` plays a script. Bad arguments exit with 2, a machine that cannot show the game with 1.

use std::process::ExitCode;

use camelot::app;
use camelot::launch::cli::{Parsed, parse};
use camelot::launch::startup;

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1)) {
        Parsed::Run(o) => *o,
        Parsed::Print(text) => {
            print!("{text}");
            return ExitCode::SUCCESS;
        }
        Parsed::Usage(line) => {
            eprintln!("camelot: {line}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = startup::preflight(&options) {
        eprintln!("camelot: {e}");
        return ExitCode::FAILURE;
    }
    startup::install_panic_hook();
    match app(options).run() {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(_) => ExitCode::FAILURE,
    }
}
