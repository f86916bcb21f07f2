//! `--variant grand|grandcam`: the four-player games (VARIANTS.md V6, V7) on the rules
//! commands, and a clear refusal from the engine's.

mod common;

use common::{refused, stdout};

const GRAND: &str = "2/8/2GggggG2/4GggG4/6gg6/1B10Y1/1bB8Yy1/2bbb6yyy2/2bbb6yyy2/1bB8Yy1/1B10Y1/6rr6/4RrrR4/2RrrrrR2/8/2 r 0000 0";
const GRAND_CAM: &str = "1/GgG/2ggg2/4g4/9/Bb7yY/1bbb5yyy1/Bb7yY/9/4r4/2rrr2/RrR/1 r 0000 0";

#[test]
fn v6_1_v7_3_moves_perft_apply_and_status_play_the_four_player_games() {
    let moves = stdout(&["--variant", "grand", "moves", GRAND]);
    assert_eq!(moves.lines().count(), 80);
    assert!(
        moves
            .lines()
            .all(|m| m.starts_with(['F', 'G', 'H', 'I', 'J', 'K']))
    );
    assert_eq!(stdout(&["--variant", "grand", "perft", "2"]).trim(), "6400");
    assert_eq!(
        stdout(&["--variant", "GrandCam", "perft", "3", GRAND_CAM]).trim(),
        "17654"
    );
    // A round: Red, Green, Blue, Yellow (V6.1).
    let applied = stdout(&[
        "apply",
        "--variant",
        "grand",
        GRAND,
        "H5-H6",
        "H12-H11",
        "D9-E10",
        "L9-K10",
    ]);
    let (position, status) = applied.split_once('\n').unwrap();
    assert!(position.ends_with(" r 0000 4"), "{position}");
    assert_eq!(status, "ongoing\n");
    assert_eq!(
        stdout(&["status", "--variant", "grand", position]),
        "ongoing\nred\n"
    );
    // V6.1: a player moves only his own pieces; the refusal names the move.
    assert!(refused(&["apply", "--variant", "grand", GRAND, "H5-H6", "H5-H4"]).contains("move 2"));
    // V7.3: one piece in the goal castle wins.
    let won = "1/1r1/7/4g4/9/11/10y2/11/9/9/2b4/3/1 r 0000 0";
    let applied = stdout(&["apply", "--variant", "grandcam", won, "G12-G13"]);
    assert!(applied.ends_with("\nred-blue-wins V7.3\n"), "{applied}");
}

#[test]
fn v6_8_bad_four_player_input_is_one_line_and_no_panic() {
    for args in [
        vec!["--variant", "grand", "moves", "2/8 r 0000 0"],
        vec!["--variant", "grand", "moves", GRAND_CAM],
        vec!["--variant", "grandcam", "moves", GRAND],
        vec!["--variant", "grand", "moves", "x"],
        vec!["--variant", "grand", "apply", GRAND, "Q1-Q2"],
        vec!["--variant", "grand", "status", ""],
    ] {
        let err = refused(&args);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    let err = refused(&["--variant", "grand", "search", GRAND]);
    assert!(err.contains("four-player"), "{err}");
    let err = refused(&[
        "--variant",
        "grandcam",
        "match",
        "--white",
        "easy",
        "--black",
        "easy",
    ]);
    assert!(err.contains("four-player"), "{err}");
}
