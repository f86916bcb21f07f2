//! The engine's newer command-line settings end to end: `search --threads`, `match
//! --white-threads`, `selfplay` into
//! `train` into `match --white-weights`, and their refusals of bad input.

mod common;

use common::{refused, stdout};

const START: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0";

#[test]
fn search_on_two_threads_plays_a_legal_move() {
    let out = stdout(&["search", START, "--depth", "3", "--threads", "2"]);
    let best = out.lines().next().unwrap();
    assert!(
        stdout(&["moves", START]).lines().any(|m| m == best),
        "{best}"
    );
    assert!(refused(&["search", START, "--threads", "0"]).contains("--threads"));
}

#[test]
fn a_match_gives_each_side_its_own_thread_count() {
    fn side(threads: &str) -> Vec<&str> {
        vec![
            "match",
            "--variant",
            "camette",
            "--white",
            "beginner",
            "--black",
            "beginner",
            "--white-threads",
            threads,
            "--games",
            "1",
            "--ms",
            "10",
        ]
    }
    let played = stdout(&side("2"));
    assert!(
        played.starts_with("Beginner on 2 threads vs Beginner:"),
        "{played}"
    );
    let err = refused(&side("0"));
    assert!(err.contains("--threads 0"), "{err}");
}

#[test]
fn selfplay_data_trains_weights_that_a_match_plays_with() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games.tsv");
    let weights = dir.path().join("weights.toml");
    let path = |p: &std::path::Path| p.to_str().unwrap().to_string();
    stdout(&[
        "selfplay",
        "--variant",
        "cam",
        "--out",
        &path(&data),
        "--games",
        "2",
        "--depth",
        "1",
        "--ms",
        "20",
    ]);
    // Too few positions to fit: every table is the hand-set one, and the file says so.
    let trained = stdout(&[
        "train",
        &path(&data),
        "--out",
        &path(&weights),
        "--passes",
        "2",
    ]);
    assert!(trained.contains("too few"), "{trained}");
    let file = std::fs::read_to_string(&weights).unwrap();
    assert!(file.starts_with("# Made by `camelot-cli train`"), "{file}");
    let played = stdout(&[
        "match",
        "--variant",
        "cam",
        "--white",
        "beginner",
        "--black",
        "beginner",
        "--white-weights",
        &path(&weights),
        "--black-weights",
        "hand",
        "--games",
        "2",
        "--ms",
        "10",
    ]);
    assert!(played.contains("Elo"), "{played}");
    // A file that is not a weights file is refused with its name.
    let err = refused(&[
        "match",
        "--white",
        "beginner",
        "--black",
        "beginner",
        "--white-weights",
        &path(&data),
        "--games",
        "1",
    ]);
    assert!(err.contains("games.tsv"), "{err}");
    assert!(refused(&["train", &path(&weights), "--out", &path(&data)]).contains("line"));
}
