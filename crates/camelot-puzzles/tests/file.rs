//! The puzzle file read entry by entry: a bad entry skipped and reported, the rest kept.

use camelot_puzzles::{FORMAT, PuzzleSet};

const HEADER: &str =
    r#"{"format":"camelot-puzzles 1","command":"camelot-cli puzzles mine","seed":1,"settings":[]}"#;
const GOOD: &str = r#"{"id":"camelot-0001","variant":"camelot","position":"2/7m/9m/1m9m/12/1m10/12/1m10/12/1m10/12/1m5m4/1M5M4/10/1MMM4/2 w 0 0 - 0","solution":["B4xB6xB8xB10xB12xB14"],"themes":["jump-chain"],"rating":900,"depth":1,"nodes":10,"score":150,"source":"test"}"#;

fn entry(id: &str, solution: &str) -> String {
    GOOD.replace("camelot-0001", id)
        .replace("B4xB6xB8xB10xB12xB14", solution)
}

#[test]
fn a_bad_entry_is_skipped_and_reported_and_the_rest_kept() {
    let text = [
        HEADER.to_string(),
        GOOD.to_string(),
        "{not json".to_string(),
        // Illegal: R7, a capture is due, and this is a plain step.
        entry("camelot-0003", "E2-E3"),
        String::new(),
        entry("camelot-0004", "H4xH6"),
        // A field the format does not have.
        entry("camelot-0005", "H4xH6").replace("\"source\"", "\"sauce\""),
        // The same id again.
        entry("camelot-0004", "H4xH6"),
        // An even number of moves does not end with the solver's move.
        entry("camelot-0006", "H4xH6\",\"B5xB3"),
    ]
    .join("\n");
    let (set, skipped) = PuzzleSet::read(&text);
    assert_eq!(set.header.format, FORMAT);
    let kept: Vec<_> = set.puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(kept, ["camelot-0001", "camelot-0004"]);
    let lines: Vec<_> = skipped.iter().map(|s| (s.line, s.id.as_deref())).collect();
    assert_eq!(
        lines,
        [
            (3, None),
            (4, Some("camelot-0003")),
            (7, Some("camelot-0005")),
            (8, Some("camelot-0004")),
            (9, Some("camelot-0006")),
        ]
    );
    assert!(
        skipped[1].to_string().contains("move 1 (E2-E3)"),
        "{}",
        skipped[1]
    );
    assert!(skipped[3].problem.contains("twice"));
}

#[test]
fn a_set_written_reads_back_the_same() {
    let (set, skipped) = PuzzleSet::read(&format!("{HEADER}\n{GOOD}\n"));
    assert!(skipped.is_empty());
    let (again, skipped) = PuzzleSet::read(&set.write());
    assert!(skipped.is_empty());
    assert_eq!(again, set);
}

#[test]
fn a_missing_header_is_reported_and_the_puzzles_kept() {
    let (set, skipped) = PuzzleSet::read(GOOD);
    assert_eq!(set.puzzles.len(), 1);
    assert_eq!(skipped.len(), 1);
    assert!(skipped[0].problem.contains("header"));
}
