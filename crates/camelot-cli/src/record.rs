//! `camelot-cli record FILE [--ply N]`: replays a game record (docs/records.md) and prints the
//! position after it (or after ply N) and that position's status under the record's house
//! rules; a third line when the game ended by resignation or agreement (R15).
//!
//! Errors are one line, `FILE:LINE:COLUMN: problem` for a bad record (the form editors jump
//! to), `FILE: problem` otherwise, with no `camelot-cli:` in front.

use std::path::Path;
use std::process::ExitCode;

use camelot_rules::Record;

pub fn main(file: &Path, ply: Option<usize>) -> ExitCode {
    match run(file, ply) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

fn run(file: &Path, ply: Option<usize>) -> Result<(), String> {
    let name = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{name}: {e}"))?;
    let record = Record::parse(&text).map_err(|e| e.in_file(&name))?;
    let plies = record.game().moves().len();
    let ply = ply.unwrap_or(plies);
    let game = record.game().at_ply(ply).ok_or_else(|| {
        format!("{name}: --ply {ply} is past the end of the game ({plies} plies)")
    })?;
    println!("{}", game.position());
    println!("{}", crate::status(game.board_result()));
    if let Some(declared) = game.declared() {
        println!("{declared}");
    }
    Ok(())
}
