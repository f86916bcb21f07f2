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

/// The puzzle lines and the settings of a set: all but the header's command, which names
/// the output file and the number of threads.
fn without_command(text: &str) -> String {
    let mut lines = text.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let rest: Vec<_> = lines.collect();
    format!("{}\n{}", header["settings"], rest.join("\n"))
}

#[test]
fn mine_makes_the_same_set_whatever_the_threads_and_records_its_command() {
    let dir = tempfile::tempdir().unwrap();
    let mine = |name: &str, jobs: &str| {
        let out = dir.path().join(name);
        let o = run(&[
            "puzzles",
            "mine",
            "--out",
            out.to_str().unwrap(),
            "--variants",
            "camette,cam",
            "--variant-split",
            "2",
            "--games",
            "1",
            "--seed",
            "1",
            "--jobs",
            jobs,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read_to_string(out).unwrap()
    };
    let a = mine("a.jsonl", "1");
    // Four runs on three threads finish in any order; the file is the same.
    let b = mine("b.jsonl", "3");
    assert_eq!(without_command(&a), without_command(&b));
    assert!(a.lines().count() > 1, "{a}");
    let header = a.lines().next().unwrap();
    assert!(
        header.contains("camelot-cli puzzles mine --out"),
        "{header}"
    );
    assert!(header.contains("\"seed\":1"), "{header}");
    // Each run played its one game: a fixed number, not a count reached.
    assert_eq!(header.matches("1 self-play games").count(), 4, "{header}");
    let o = run(&[
        "puzzles",
        "check",
        dir.path().join("a.jsonl").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn mine_finds_the_known_puzzle_in_a_record_a_wcf_score_and_an_abstractplay_game() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("records.jsonl");
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/puzzles");
    let record = format!("{fixtures}/missed-chain.camelot");
    let score = format!("{fixtures}/knights-charge-score.txt");
    let abstractplay = format!("{fixtures}/knights-charge-abstractplay.json");
    let o = run(&[
        "puzzles",
        "mine",
        "--out",
        out.to_str().unwrap(),
        "--variants",
        "camelot",
        "--games",
        "0",
        &record,
        &score,
        &abstractplay,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    let puzzles: Vec<serde_json::Value> = text
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // Each file's known puzzle, named by its file and ply.
    for (source, first) in [
        ("record missed-chain.camelot ply 0", "B4xB6xB8xB10xB12xB14"),
        ("record knights-charge-score.txt ply 2", "J6-H8xJ10xJ12"),
        (
            "record knights-charge-abstractplay.json ply 2",
            "C6-E8xC10xC12",
        ),
    ] {
        assert!(
            puzzles
                .iter()
                .any(|p| p["source"] == source && p["solution"][0] == first),
            "no puzzle {first} from {source:?} in\n{text}"
        );
    }
    assert!(text.lines().next().unwrap().contains("3 records"), "{text}");
}

#[test]
fn verify_drops_a_puzzle_not_unique_deeper_and_keeps_the_others_ids() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("set.jsonl");
    let out = dir.path().join("deep.jsonl");
    // R11: only F15-F16 wins before Black fills White's castle; in the second, E15-F16
    // wins as well.
    let one = puzzle(
        "camelot-0007",
        "1M/3M4/10/12/12/12/10mm/12/12/12/12/12/MM10/10/4m3/m1 w 2 0 - 0",
        "F15-F16",
    );
    let two = puzzle(
        "camelot-0002",
        "1M/2MM4/10/5m6/12/12/10mm/12/12/12/12/12/MM10/10/8/2 w 2 0 - 0",
        "F15-F16",
    );
    std::fs::write(&file, format!("{HEADER}\n{two}\n{one}\n")).unwrap();
    let o = run(&[
        "puzzles",
        "verify",
        file.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--deeper",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("dropped: puzzle camelot-0002: not unique at depth 5"),
        "{err}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<_> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[1], one, "kept as it was, its id too");
    // The header: the verify command, after the input's own.
    let header: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert!(
        header["command"]
            .as_str()
            .unwrap()
            .starts_with("camelot-cli puzzles verify")
    );
    let settings = header["settings"].to_string();
    assert!(settings.contains(": test"), "{settings}");
    assert!(
        settings.contains("camelot: 1 of 2 kept at depth 5"),
        "{settings}"
    );
}
