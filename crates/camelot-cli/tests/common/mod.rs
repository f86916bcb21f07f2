//! What the command-line tests share: running `camelot-cli` and reading its answer.

#![allow(dead_code, reason = "each test file uses its own part")]

use std::process::{Command, Output};

/// `camelot-cli ARGS`, run to its end.
pub fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot-cli"))
        .args(args)
        .output()
        .expect("camelot-cli runs")
}

/// What a command that must succeed printed.
pub fn stdout(args: &[&str]) -> String {
    let out = cli(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The one-line error and status 2 of bad input.
pub fn refused(args: &[&str]) -> String {
    let out = cli(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}
