//! `camelot-cli record FILE [--ply N]` on good and bad records, run as the built binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use camelot_rules::START_FEN;

/// White's man takes Black's, leaving one piece each: a draw by R12.
const BARE: &str = "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0";

/// Writes `text` to a file of its own under the test's temporary directory.
fn file(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("the temporary directory is writable");
    path
}

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot-cli"))
        .args(args)
        .output()
        .expect("camelot-cli runs")
}

fn record(path: &Path, ply: Option<usize>) -> Output {
    let path = path.to_str().expect("a UTF-8 path");
    match ply {
        Some(n) => cli(&["record", path, "--ply", &n.to_string()]),
        None => cli(&["record", path]),
    }
}

fn stdout(out: &Output) -> Vec<String> {
    assert!(out.status.success(), "{out:?}");
    assert!(out.stderr.is_empty(), "{out:?}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// The one line a failure prints on stderr, after checking the exit status and stdout.
fn error(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "{err}");
    err.trim_end().to_string()
}

#[test]
fn r12_record_prints_the_final_position_and_the_rule() {
    let path = file(
        "r12.camelot",
        &format!("[Position \"{BARE}\"]\n\n1. E5xE7 1/2-1/2\n"),
    );
    let lines = stdout(&record(&path, None));
    let applied = stdout(&cli(&["apply", BARE, "E5xE7"]));
    assert_eq!(lines, applied, "the same words as apply");
    assert_eq!(lines[1], "draw R12");
    assert_eq!(stdout(&record(&path, Some(0))), [BARE, "ongoing"]);
}

#[test]
fn r15_record_says_how_a_resigned_game_ended_and_steps_through_plies() {
    let path = file(
        "resigned.camelot",
        "[White \"Human\"]\n\n1. C6-C7 C11-C10 2. C7-C8 0-1\n",
    );
    let lines = stdout(&record(&path, None));
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[1], "ongoing", "the board alone decides nothing");
    assert_eq!(lines[2], "black-wins R15 resignation");
    // Before the last ply the resignation has not happened.
    let at1 = stdout(&record(&path, Some(1)));
    assert_eq!(at1, stdout(&cli(&["apply", START_FEN, "C6-C7"])));
    assert_eq!(stdout(&record(&path, Some(3))), lines);
    let err = error(&record(&path, Some(4)));
    assert_eq!(
        err,
        format!(
            "{}: --ply 4 is past the end of the game (3 plies)",
            path.display()
        )
    );
}

#[test]
fn r15_record_judges_the_position_under_its_house_rules() {
    let shuffle = "1. C6-C7 C11-C10 2. C7-C6 C10-C11 3. C6-C7 C11-C10 4. C7-C6 C10-C11";
    // The start position again, 8 plies without progress (R15).
    let again = START_FEN.replace("- 0", "- 8");
    let on = file("repetition-on.camelot", &format!("{shuffle}\n"));
    assert_eq!(stdout(&record(&on, None)), [&again, "draw R15 repetition"]);
    let off = file(
        "repetition-off.camelot",
        &format!("[Repetition \"off\"]\n\n{shuffle} *\n"),
    );
    assert_eq!(stdout(&record(&off, None)), [&again, "ongoing"]);
}

#[test]
fn bad_record_is_one_file_line_column_error() {
    let path = file(
        "illegal.camelot",
        "[Event \"x\"]\n\n1. C6-C7 C11-C10\n2. C7-C9\n",
    );
    let err = error(&record(&path, None));
    assert!(
        err.starts_with(&format!("{}:4:4: ply 3: illegal move: ", path.display())),
        "{err}"
    );
    let path = file("unclosed.camelot", "1. C6-C7 {oops\n");
    assert_eq!(
        error(&record(&path, None)),
        format!(
            "{}:1:10: unclosed comment: this {{ has no }}",
            path.display()
        )
    );
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such.camelot");
    let err = error(&record(&missing, None));
    assert!(
        err.starts_with(&format!("{}: ", missing.display())),
        "{err}"
    );
    let not_text = file("binary.camelot", "");
    std::fs::write(&not_text, [0xff, 0xfe, 0x00]).unwrap();
    let err = error(&record(&not_text, None));
    assert!(err.contains("UTF-8"), "{err}");
    assert!(error(&cli(&["record", "x.camelot", "--ply", "-1"])).contains("-1"));
}
