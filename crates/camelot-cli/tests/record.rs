//! `camelot-cli record FILE [--ply N]` on good and bad records and published scores, and
//! `camelot-cli import FILE [--out FILE]` on AbstractPlay records, run as the built binary.

use std::path::{Path, PathBuf};
use std::process::Output;

use common::cli;

use camelot_rules::START_FEN;

mod common;

/// White's man takes Black's, leaving one piece each: a draw by R12.
const BARE: &str = "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0";

/// Writes `text` to a file of its own under the test's temporary directory.
fn file(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("the temporary directory is writable");
    path
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

/// A published score (WCF Camelot World Championship 2009, game 1, its first seven moves, as
/// worldcamelotfederation.com prints them: Black's moves numbered `1....`, annotation marks, a
/// note), laid out two moves a line, with a canter run written as one segment (`2.C6-G8` for
/// C6-E8-G8), a heading, a `;` comment and a result in words.
const PUBLISHED: &str = "WCF Camelot World Championship, game 1
; Troyka-Nolan, 2009
1.D6-F8 1....H11-F9 2.C6-G8 2....J11-H11 3.H6-H8 3....E11-G9
4.J6-H6 4....C11-E11 5.I6-I8 5....D11-D9 6.I8-J9 6....D10-D8xD6?
(A critical error. 6....I10xK8!, 7.G8-E8xC10! would have maintained equality.)
7.E6xC6 Black resigns
";

/// The same game in the project's own notation.
const PUBLISHED_MOVES: &str = "D6-F8 H11-F9 C6-E8-G8 J11-H11 H6-H8 E11-G9 J6-H6 C11-E11 \
                               I6-I8 D11-D9 I8-J9 D10-D8xD6 E6xC6";

#[test]
fn r16_record_reads_a_published_score_as_printed() {
    let path = file("published.txt", PUBLISHED);
    let lines = stdout(&record(&path, None));
    let mut args = vec!["apply", START_FEN];
    args.extend(PUBLISHED_MOVES.split_whitespace());
    let applied = stdout(&cli(&args));
    assert_eq!(
        lines[..2],
        applied[..],
        "the same position as the moves applied"
    );
    assert_eq!(lines[2], "white-wins R15 resignation");
    let ambiguous = file(
        "ambiguous.txt",
        "[Position \"2/3mm3/10/5mm5/5M6/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0\"]\n1.F12xF16\n",
    );
    let err = error(&record(&ambiguous, None));
    assert!(
        err.ends_with(
            "ambiguous move: F12xF16 could be F12xF14xF16 or F12xH14xF16: they capture \
             different pieces, so they are different moves (R16); write every leg"
        ),
        "{err}"
    );
}

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn r15_import_converts_an_abstractplay_record_to_a_camelot_record() {
    let json = fixture("abstractplay-camelot.json");
    let out = cli(&["import", &json]);
    let text = stdout(&out).join("\n");
    for tag in [
        "[Site \"Abstract Play\"]",
        "[Date \"2024.10.20\"]",
        "[White \"Alice\"]",
        "[Black \"Bob\"]",
        "[Result \"1-0\"]",
        "[Termination \"resignation\"]",
        "[GameId \"8e6f1c2a-3b4d-4e5f-9a7b-0c1d2e3f4a5b\"]",
    ] {
        assert!(text.contains(tag), "{tag} in\n{text}");
    }
    // AbstractPlay's d6^f8 and d10^d8xd6 written the project's way.
    assert!(text.contains("1. D6-F8 H11-F9 2. C6-E8-G8"), "{text}");
    assert!(text.contains("6. I8-J9 D10-D8xD6 7. E6xC6 {Black resigned on Abstract Play} 1-0"));
    // --out writes the same record, which `record` replays to the published game's position.
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("imported.camelot");
    let path_text = path.to_str().expect("a UTF-8 path");
    assert!(stdout(&cli(&["import", &json, "--out", path_text])).is_empty());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), format!("{text}\n"));
    let published = file("published-again.txt", PUBLISHED);
    assert_eq!(
        stdout(&record(&path, None)),
        stdout(&record(&published, None))
    );
}

#[test]
fn bad_abstractplay_record_is_one_file_error() {
    let good = std::fs::read_to_string(fixture("abstractplay-camelot.json")).unwrap();
    let cases = [
        (
            good.replace("\"variants\": []", "\"variants\": [\"river\"]"),
            "the variant \"river\" is not supported",
        ),
        (
            good.replace("\"Camelot\"", "\"Amazons\""),
            "a game of \"Amazons\", not Camelot",
        ),
        (
            good.replace("\"i8-j9\"", "\"i8-j10\""),
            "round 6, White: i8-j10: illegal move",
        ),
        (
            good.replace("\"resign\"]", "\"resign\"], [\"c6-c7\"]"),
            "round 8, White: a move after the game ended",
        ),
        (
            good.replace("\"result\": 0 }", "\"result\": 1 }"),
            "the players' results say a draw but the game ended white-wins R15 resignation",
        ),
        (
            "{\"header\": 1}".to_string(),
            "AbstractPlay record: invalid type",
        ),
    ];
    for (i, (json, needle)) in cases.into_iter().enumerate() {
        let path = file(&format!("bad-{i}.json"), &json);
        let err = error(&cli(&["import", path.to_str().unwrap()]));
        assert!(err.starts_with(&format!("{}: ", path.display())), "{err}");
        assert!(err.contains(needle), "{needle}: {err}");
    }
}

#[test]
fn r15_import_ends_the_game_as_abstractplay_did() {
    let good = std::fs::read_to_string(fixture("abstractplay-camelot.json")).unwrap();
    let draw = good.replace("\"result\": 0 }", "\"result\": 1 }");
    let cases = [
        (
            good.replace("\"resign\"]", "\"timeout\"]"),
            "{Black lost on time on Abstract Play} 1-0",
        ),
        (
            draw.replace("\"resign\"]", "\"draw\"]"),
            "{drawn on Abstract Play} 1/2-1/2",
        ),
        (
            good.replace("\"resign\"]", "\"abandoned\"]"),
            "{abandoned on Abstract Play} *",
        ),
        (
            good.replace(", \"resign\"]", "]"),
            "{White won on Abstract Play} 1-0",
        ),
    ];
    for (i, (json, end)) in cases.into_iter().enumerate() {
        let path = file(&format!("ending-{i}.json"), &json);
        let text = stdout(&cli(&["import", path.to_str().unwrap()])).join("\n");
        assert!(text.ends_with(end), "{end}:\n{text}");
    }
}
