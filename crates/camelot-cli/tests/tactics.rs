//! `camelot-cli tactics` and `make-tactics` (docs/ai.md): the suite run and counted, a
//! failure named, a bad file refused, and the shipped suite what `make-tactics` makes.

mod common;

use common::{cli, refused, stdout};

/// R7, R14: F13-E12 forces Black's capture, and White then takes every piece Black can move.
const MOTIF: &str =
    "camelot\twin\t3\t2/NM6/1M8/5M6/5n6/5m6/12/12/12/12/12/12/12/10/8/m1 w 0 2 - 0\tF13-E12\tmotif";

fn suite(lines: &[&str]) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), lines.join("\n") + "\n").unwrap();
    file
}

#[test]
fn r14_a_suite_file_is_run_and_its_passes_counted() {
    let file = suite(&["# a comment", MOTIF]);
    let out = stdout(&["tactics", file.path().to_str().unwrap()]);
    assert_eq!(out, "1/1 passed\n");
    let timed = stdout(&["tactics", file.path().to_str().unwrap(), "--time-ms", "100"]);
    assert_eq!(timed, "1/1 passed\n");
}

#[test]
fn r14_a_failure_is_named_with_the_move_played() {
    // The same position with another first move claimed as the only win.
    let wrong = MOTIF.replace("F13-E12", "F13-E14");
    let file = suite(&[&wrong]);
    let out = cli(&["tactics", file.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            "failed: camelot win 3 (motif): played F13-E12, score 29997; expected F13-E14\n"
        ),
        "{text}"
    );
    assert!(text.ends_with("0/1 passed\n"), "{text}");
}

#[test]
fn a_bad_suite_line_is_refused_with_its_number() {
    let file = suite(&["# fine", "camelot\twin\tthree\tx\ty\tz"]);
    let err = refused(&["tactics", file.path().to_str().unwrap()]);
    assert!(err.contains("line 2"), "{err}");
}

#[test]
fn the_shipped_suite_is_what_make_tactics_makes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tactics.txt");
    let said = stdout(&["make-tactics", "--out", out.to_str().unwrap()]);
    assert!(said.ends_with("125 wins, 37 saves\n"), "{said}");
    let made = std::fs::read_to_string(&out).unwrap();
    assert_eq!(made, camelot_ai::tactics::SUITE);
}
