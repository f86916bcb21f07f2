//! `camelot-cli record FILE [--ply N] [--variant NAME]`: replays a game record (docs/records.md) and prints the
//! position after it (or after ply N) and that position's status under the record's house
//! rules; a third line when the game ended by resignation or agreement (R15).
//!
//! Errors are one line, `FILE:LINE:COLUMN: problem` for a bad record (the form editors jump
//! to), `FILE: problem` otherwise, with no `camelot-cli:` in front.

use std::path::Path;

use camelot_rules::{Record, Variant};

use crate::out::{Failure, outln};

/// `variant`, when given, must be the record's own (its `Variant` tag, V0.1).
pub fn run(file: &Path, ply: Option<usize>, variant: Option<Variant>) -> Result<(), Failure> {
    let name = file.display();
    let located = Failure::Located;
    let text = std::fs::read_to_string(file).map_err(|e| located(format!("{name}: {e}")))?;
    let record = Record::parse(&text).map_err(|e| located(e.in_file(&name)))?;
    let own = record.game().start().variant();
    if let Some(asked) = variant.filter(|&v| v != own) {
        return Err(located(format!(
            "{name}: the record is a game of {own}, not {asked} (its Variant tag, V0.1)"
        )));
    }
    let plies = record.game().moves().len();
    let ply = ply.unwrap_or(plies);
    let game = record.game().at_ply(ply).ok_or_else(|| {
        located(format!(
            "{name}: --ply {ply} is past the end of the game ({plies} plies)"
        ))
    })?;
    outln!("{}", game.position())?;
    outln!("{}", crate::status(own, game.board_result()))?;
    if let Some(declared) = game.declared() {
        outln!("{declared}")?;
    }
    Ok(())
}
