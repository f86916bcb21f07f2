//! The game binary's command line: help, usage errors, and a machine with no display.

use std::process::Command;

fn camelot(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_camelot"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .expect("the game runs")
}

#[test]
fn help_goes_to_stdout_with_status_0() {
    let out = camelot(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("--screenshot"));
}

#[test]
fn a_usage_error_is_one_line_with_status_2() {
    for args in [
        &["--frames", "4294967295", "--screenshot", "x.png"][..],
        &["--no-such-flag"],
        &["--moves", "E6-E3"],
    ] {
        let out = camelot(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("camelot: "), "{err}");
    }
}

#[test]
fn no_display_is_explained_in_plain_words_with_status_1() {
    let out = camelot(&[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no display found"), "{err}");
    assert!(err.contains("xvfb-run"), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    assert!(err.lines().count() <= 3, "{err}");
}

#[test]
fn a_picture_in_a_missing_folder_is_refused_before_the_window_opens() {
    let out = Command::new(env!("CARGO_BIN_EXE_camelot"))
        .args(["--screenshot", "/no/such/folder/shot.png"])
        .env("DISPLAY", ":99")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("does not exist"), "{err}");
}
