//! How `camelot-cli` ends: a reader that stops early (`| head`) is not a crash (status 0, no
//! message); any other write error is one line on stderr with status 1; bad input one line
//! with status 2.

use std::io::{self, BufRead, BufReader};
use std::process::{Child, Command, Output, Stdio};

const START: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0";

/// The CLI writing into `stdout`, its stderr captured.
fn spawn(args: &[&str], stdout: impl Into<Stdio>) -> Child {
    Command::new(env!("CARGO_BIN_EXE_camelot-cli"))
        .args(args)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("camelot-cli starts")
}

/// The reader is gone before the CLI starts, so even its first write meets a closed pipe.
/// (`moves` and a small perft fit in the pipe's buffer: a reader that left later could miss
/// every write.)
fn closed_from_the_start(args: &[&str]) -> Output {
    let (reader, writer) = io::pipe().unwrap();
    drop(reader);
    spawn(args, writer).wait_with_output().unwrap()
}

/// `| head -1`: the reader takes one line and goes away while output is still to come.
fn closed_after_one_line(args: &[&str]) -> Output {
    let (reader, writer) = io::pipe().unwrap();
    let child = spawn(args, writer);
    let mut reader = BufReader::new(reader);
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert!(line.ends_with('\n'), "{args:?} wrote no first line");
    drop(reader);
    child.wait_with_output().unwrap()
}

fn assert_quiet_stop(args: &[&str], output: &Output) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{args:?} panicked:\n{stderr}");
    assert!(stderr.is_empty(), "{args:?} said on stderr:\n{stderr}");
    assert!(output.status.success(), "{args:?}: {}", output.status);
}

#[test]
fn a_reader_gone_before_the_first_line_is_a_quiet_stop() {
    for args in [
        &["moves", START][..],
        &["perft", "3", "--divide"],
        &["apply", START, "F7-F8"],
        &["--help"],
    ] {
        assert_quiet_stop(args, &closed_from_the_start(args));
    }
}

#[test]
fn a_reader_gone_after_one_line_is_a_quiet_stop() {
    // Each further divide line is a perft(3) away, and bench's lines are a perft or a
    // search apart: the writes after the first line come after the pipe is closed.
    for args in [
        &["perft", "4", "--divide"][..],
        &["bench", "--seconds", "0.01"],
    ] {
        assert_quiet_stop(args, &closed_after_one_line(args));
    }
}

#[test]
#[cfg(target_os = "linux")]
fn any_other_write_error_is_one_line_and_status_1() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let output = spawn(&["moves", START], full).wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("camelot-cli: "), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(output.status.code(), Some(1), "{stderr}");
}

#[test]
fn bad_input_is_still_one_line_and_status_2() {
    for args in [&["perft", "13"][..], &["moves", "x"], &["castle"]] {
        let output = spawn(args, Stdio::null()).wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("camelot-cli: "), "{args:?}: {stderr}");
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    }
}
