//! `--variant NAME` on every command that reads or writes a position or a move (VARIANTS.md
//! V0.1): positions and moves are read on that variant's board; `camelot` when absent.

mod common;

use common::{refused, stdout};

const CAMETTE: &str = "1/1n1/1mmm1/5/1MMM1/1N1/1 w 0 0 - 0";

#[test]
fn v0_1_moves_perft_and_apply_read_the_variants_board() {
    let moves = stdout(&["moves", CAMETTE, "--variant", "Camette"]);
    assert_eq!(moves.lines().count(), 22);
    assert!(moves.lines().any(|m| m == "C2-D2"));
    assert_eq!(
        stdout(&["perft", "2", "--variant", "camette"]).trim(),
        "345"
    );
    assert_eq!(stdout(&["--variant", "cam", "perft", "1"]).trim(), "54");
    let applied = stdout(&["apply", "--variant", "camette", CAMETTE, "C3-C4"]);
    assert_eq!(applied, "1/1n1/1mmm1/2M2/1M1M1/1N1/1 b 0 0 - 1\nongoing\n");
    // V0.3: a Camette string is no Camelot string.
    assert!(refused(&["moves", CAMETTE]).contains("16 ranks"));
    assert!(refused(&["moves", CAMETTE, "--variant", "chess"]).contains("unknown variant"));
}

#[test]
fn v5_7_river_placements_are_listed_and_applied() {
    let start = stdout(&["perft", "1", "--variant", "river"]);
    assert_eq!(start.trim(), "10660");
    let fen = "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/8/2 w 0 0 - 0";
    let applied = stdout(&[
        "apply",
        "--variant",
        "river",
        fen,
        "i2,c2,d2",
        "D15,I15,J15",
    ]);
    assert!(applied.starts_with("2/1t4tt/10/2nmmmmmmn2/"), "{applied}");
}

#[test]
fn v0_1_search_plays_a_legal_move_of_the_variant() {
    let out = stdout(&[
        "search",
        "--variant",
        "chivalry",
        "--depth",
        "2",
        "2/8/10/12/14/2nnmmmmmmnn2/2nnmmmmmmnn2/14/14/2NNMMMMMMNN2/2NNMMMMMMNN2/14/12/10/8/2 w 0 0 - 0",
    ]);
    let best = out.lines().next().unwrap().to_string();
    let moves = stdout(&[
        "moves",
        "--variant",
        "chivalry",
        "2/8/10/12/14/2nnmmmmmmnn2/2nnmmmmmmnn2/14/14/2NNMMMMMMNN2/2NNMMMMMMNN2/14/12/10/8/2 w 0 0 - 0",
    ]);
    assert!(moves.lines().any(|m| m == best), "{best}");
}

#[test]
fn v0_1_a_record_names_its_variant() {
    let dir = std::env::temp_dir().join(format!("camelot-cli-variant-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("camette.camelot");
    std::fs::write(&file, "[Variant \"camette\"]\n\n1. C3-C4 *\n").unwrap();
    let path = file.to_str().unwrap();
    assert_eq!(
        stdout(&["record", path]),
        "1/1n1/1mmm1/2M2/1M1M1/1N1/1 b 0 0 - 1\nongoing\n"
    );
    assert_eq!(
        stdout(&["record", path, "--variant", "camette"])
            .lines()
            .count(),
        2
    );
    assert!(refused(&["record", path, "--variant", "cam"]).contains("not cam"));
    std::fs::remove_dir_all(&dir).unwrap();
}
