//! `camelot-cli puzzles list|show|check|mine`.

use std::process::{Command, Output};

use camelot_rules::{Position, Variant};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot-cli"))
        .args(args)
        .output()
        .expect("camelot-cli runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn list_prints_id_variant_rating_themes_filtered() {
    let o = run(&[
        "puzzles",
        "list",
        "--variant",
        "cam",
        "--theme",
        "jump-chain",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.lines().count() > 0);
    for line in text.lines() {
        let fields: Vec<_> = line.split('\t').collect();
        assert_eq!(fields.len(), 4, "{line}");
        assert!(fields[0].starts_with("cam-"));
        assert_eq!(fields[1], "cam");
        assert!(fields[2].parse::<u32>().is_ok());
        assert!(fields[3].split(',').any(|t| t == "jump-chain"), "{line}");
    }
    let bad = run(&["puzzles", "list", "--theme", "fork"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("unknown theme"));
}

#[test]
fn show_prints_the_position_then_a_legal_solution() {
    let list = stdout(&run(&["puzzles", "list"]));
    // The first puzzle of each variant.
    for variant in Variant::ALL {
        let id = list
            .lines()
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .find(|f| f[1] == variant.name())
            .map(|f| f[0].to_string())
            .unwrap_or_else(|| panic!("no {variant} puzzle"));
        let o = run(&["puzzles", "show", &id]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        let lines: Vec<_> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        let mut pos = Position::parse_in(variant, lines[0]).unwrap();
        let solver = pos.side_to_move();
        let moves: Vec<_> = lines[1].split(' ').collect();
        assert!(!moves.len().is_multiple_of(2));
        for m in moves {
            pos = pos.play(&pos.read_move(m).unwrap().key());
        }
        assert_ne!(pos.side_to_move(), solver, "{id}: the solver moves last");
    }
    let missing = run(&["puzzles", "show", "camelot-99999"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("camelot-99999"));
}

const HEADER: &str = r#"{"format":"camelot-puzzles 1","command":"test","seed":0,"settings":[]}"#;

fn puzzle(id: &str, position: &str, first: &str) -> String {
    format!(
        r#"{{"id":"{id}","variant":"camelot","position":"{position}","solution":["{first}"],"themes":["castle-entry"],"rating":900,"depth":1,"nodes":1,"score":29999,"source":"test"}}"#
    )
}

#[test]
fn check_names_the_puzzle_that_is_not_unique() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("set.jsonl");
    // R11: only F15-F16 wins before Black fills White's castle.
    let one = puzzle(
        "camelot-0001",
        "1M/3M4/10/12/12/12/10mm/12/12/12/12/12/MM10/10/4m3/m1 w 2 0 - 0",
        "F15-F16",
    );
    std::fs::write(&file, format!("{HEADER}\n{one}\n")).unwrap();
    let o = run(&["puzzles", "check", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("all 1 puzzles legal and unique"));
    // E15-F16 wins as well: two answers.
    let two = puzzle(
        "camelot-0002",
        "1M/2MM4/10/5m6/12/12/10mm/12/12/12/12/12/MM10/10/8/2 w 2 0 - 0",
        "F15-F16",
    );
    std::fs::write(&file, format!("{HEADER}\n{one}\n{two}\n")).unwrap();
    let o = run(&["puzzles", "check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("puzzle camelot-0002: not unique"), "{err}");
    assert!(!err.contains("camelot-0001"), "{err}");
    assert!(err.contains("1 of 2 puzzles failed"), "{err}");
}

#[test]
fn mine_is_reproducible_and_records_its_command() {
    let dir = tempfile::tempdir().unwrap();
    let mine = |name: &str| {
        let out = dir.path().join(name);
        let o = run(&[
            "puzzles",
            "mine",
            "--out",
            out.to_str().unwrap(),
            "--variants",
            "camette",
            "--variant-count",
            "2",
            "--games",
            "20",
            "--seed",
            "5",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read_to_string(out).unwrap()
    };
    let a = mine("a.jsonl");
    let b = mine("b.jsonl");
    let strip = |t: &str| t.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(strip(&a), strip(&b));
    assert_eq!(a.lines().count(), 3, "{a}");
    let header = a.lines().next().unwrap();
    assert!(header.contains("camelot-cli puzzles mine"), "{header}");
    assert!(header.contains("\"seed\":5"), "{header}");
    let o = run(&[
        "puzzles",
        "check",
        dir.path().join("a.jsonl").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
}
