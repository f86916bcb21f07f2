//! `camelot-cli import FILE [--out FILE]`: converts an AbstractPlay game record (their JSON
//! `APGameRecord`) to a `.camelot` record (docs/records.md), on stdout or into a file.
//!
//! Errors are one line, `FILE: problem`, with no `camelot-cli:` in front.

use std::path::Path;

use camelot_rules::Record;

use crate::out::{Failure, out};

pub fn run(file: &Path, to: Option<&Path>) -> Result<(), Failure> {
    let located = Failure::Located;
    let name = file.display();
    let json = std::fs::read_to_string(file).map_err(|e| located(format!("{name}: {e}")))?;
    let record = Record::from_abstractplay(&json).map_err(|e| located(format!("{name}: {e}")))?;
    let text = record.to_string();
    match to {
        Some(out_file) => std::fs::write(out_file, text)
            .map_err(|e| located(format!("{}: {e}", out_file.display()))),
        None => Ok(out!("{text}")?),
    }
}
