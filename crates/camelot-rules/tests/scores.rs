//! Game scores as published (docs/records.md, "Scores as published"): the move numbers,
//! comments, annotation marks and results of printed scores read into the same game as the
//! project's own records, and are written back in the canonical form.

use camelot_rules::{Color, EndReason, Game, Outcome, Record};

/// The first twelve moves of the WCF Camelot World Championship 2009, game 1 (Troyka–Nolan),
/// as worldcamelotfederation.com prints them, one move a line, Black's numbered `1....`, with
/// the annotator's marks and a note (here in parentheses, as printed notes are bracketed).
const WCF_GAME_1: &str = "
            1.D6-F8
          1....H11-F9
           2.C6-E8-G8
           2....J11-H11
            3.H6-H8
         3....E11-G9
            4.J6-H6
         4....C11-E11
            5.I6-I8
          5....D11-D9
            6.I8-J9
      6....D10-D8xD6?
(A critical error. 6....I10xK8!, 7.G8-E8xC10! (not 7.H6-J8xL8? D10-D8xD6, 8.E6xC6 D9-D8)
E11-C9xC11 would have maintained equality.)
            7.E6xC6
          7....I10xK8
            8.E7-G5
          8....G9xE7
        9.F6xD8xD10xF12
         9....F11xF13
         10.H6-J8xL8?
         10....G11-G9?
           11.G6-I8?
        11....I11-G11
          12.H7-H9??
";

/// The same moves in the project's own form.
const CANONICAL: [&str; 23] = [
    "D6-F8",
    "H11-F9",
    "C6-E8-G8",
    "J11-H11",
    "H6-H8",
    "E11-G9",
    "J6-H6",
    "C11-E11",
    "I6-I8",
    "D11-D9",
    "I8-J9",
    "D10-D8xD6",
    "E6xC6",
    "I10xK8",
    "E7-G5",
    "G9xE7",
    "F6xD8xD10xF12",
    "F11xF13",
    "H6-J8xL8",
    "G11-G9",
    "G6-I8",
    "I11-G11",
    "H7-H9",
];

fn read(text: &str) -> Record {
    Record::parse(text).unwrap_or_else(|e| panic!("{text}\n{e}"))
}

fn moves(record: &Record) -> Vec<String> {
    record
        .game()
        .moves()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn r16_the_published_wcf_score_reads_as_printed() {
    let r = read(WCF_GAME_1);
    assert_eq!(moves(&r), CANONICAL);
    assert_eq!(r.game().result(), None);
    // The marks stay with their moves, the note after Black's sixth move (ply 12).
    let marks: Vec<(usize, &str)> = r
        .comments()
        .iter()
        .map(|(p, c)| (*p, c.as_str()))
        .filter(|(_, c)| c.len() <= 2)
        .collect();
    assert_eq!(
        marks,
        [(12, "?"), (19, "?"), (20, "?"), (21, "?"), (23, "??")]
    );
    assert!(r.comments()[1].1.starts_with("A critical error."));
    // Written back in the canonical form, which reads to the same game.
    let text = r.to_string();
    assert!(
        text.contains("6. I8-J9 D10-D8xD6 {?} {A critical error."),
        "{text}"
    );
    assert_eq!(moves(&read(&text)), CANONICAL);
}

#[test]
fn r16_headings_and_unbracketed_notes_of_a_printed_score_are_comments() {
    // As the WCF page prints it: a heading, the players, and notes as plain paragraphs, each
    // starting with a word (so not a move: every move names squares, with digits) or with the
    // number of a move already played (an alternative to it).
    let mut text = "WCF Camelot World Championship Game 1\nFebruary 7, 2009\n\
                    White: Dan Troyka    Black: Michael Nolan\n\n"
        .to_string();
    for (ply, mv) in CANONICAL[..13].iter().enumerate() {
        let dots = if ply % 2 == 0 { "." } else { "...." };
        text += &format!("{}{dots}{mv}\n", ply / 2 + 1);
        if ply == 11 {
            text += "?\nA critical error. 6....I10xK8!, 7.G8-E8xC10! E11-C9xC11 would have \
                     maintained equality.\n6....I10xK8! was better.\n";
        }
    }
    text += "and so on\n";
    let r = read(&text);
    assert_eq!(moves(&r), CANONICAL[..13]);
    let comments: Vec<&str> = r.comments().iter().map(|(_, c)| c.as_str()).collect();
    assert_eq!(
        comments,
        [
            "WCF Camelot World Championship Game 1",
            "February 7, 2009",
            "White: Dan Troyka Black: Michael Nolan",
            "?",
            "A critical error. 6....I10xK8!, 7.G8-E8xC10! E11-C9xC11 would have maintained \
             equality.",
            "6....I10xK8! was better.",
            "and so on",
        ]
    );
    // Not at the start of a line, a number already played is an error, as is one ahead.
    let err = Record::parse("1.D6-F8 1....H11-F9 1....H11-F9").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("1:21: move number 1... where 2. comes"),
        "{err}"
    );
    let err = Record::parse("1.D6-F8\n2.C6-E8").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("2:1: move number 2. where 1... comes"),
        "{err}"
    );
    // A mistyped move still has digits, so it is an error, never a note.
    let err = Record::parse("1.D6-F8 1....H11-F9x").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("1:14: ply 2: bad move notation"),
        "{err}"
    );
}

#[test]
fn r16_move_numbers_in_every_published_style_read_the_same() {
    let styles = [
        "1.D6-F8 1....H11-F9 2.C6-E8-G8 2....J11-H11",
        "1. D6-F8 H11-F9, 2. C6-E8-G8 J11-H11",
        "1.D6-F8 1...H11-F9 2.C6-E8-G8 2...J11-H11",
        "1) D6-F8 H11-F9 2) C6-E8-G8 J11-H11",
        "1 . D6-F8 1 ... H11-F9 2 . C6-E8-G8 2 ... J11-H11",
        "1. d6-f8 1\u{2026} h11-f9\n2. c6^e8^g8 2\u{2026} j11^h11",
        "D6-F8 H11-F9 C6-E8-G8 J11-H11",
        "1.D6-F8 1......H11-F9 2.C6-G8 2......J11-H11",
    ];
    for text in styles {
        assert_eq!(moves(&read(text)), CANONICAL[..4], "{text}");
    }
}

#[test]
fn r15_results_in_every_published_form() {
    let cases: [(&str, Outcome); 11] = [
        ("1-0", Outcome::Win(Color::White)),
        ("0-1", Outcome::Win(Color::Black)),
        ("1/2-1/2", Outcome::Draw),
        ("\u{bd}-\u{bd}", Outcome::Draw),
        ("1/2", Outcome::Draw),
        ("White wins", Outcome::Win(Color::White)),
        ("Black wins.", Outcome::Win(Color::Black)),
        ("White resigns", Outcome::Win(Color::Black)),
        ("black resigned", Outcome::Win(Color::White)),
        ("Draw", Outcome::Draw),
        ("draw agreed.", Outcome::Draw),
    ];
    for (result, outcome) in cases {
        let r = read(&format!("1.D6-F8 1....H11-F9 {result}"));
        let end = r.game().result().unwrap_or_else(|| panic!("{result}"));
        assert_eq!(end.outcome, outcome, "{result}");
        // The position is undecided: a resignation or an agreed draw (R15).
        assert!(
            matches!(end.reason, EndReason::Resignation | EndReason::Agreement),
            "{result}"
        );
        let text = r.to_string();
        assert_eq!(read(&text).game().result(), Some(end), "{text}");
    }
    assert_eq!(read("1.D6-F8 *").game().result(), None);
}

#[test]
fn r16_comments_in_braces_parentheses_and_to_the_end_of_a_line() {
    let r = read(
        "1.D6-F8 {braces} 1....H11-F9 (a note (with a variation 2.C6-E8)) ; to the end\n\
         2.C6-E8-G8 *",
    );
    assert_eq!(moves(&r), CANONICAL[..3]);
    let comments: Vec<&str> = r.comments().iter().map(|(_, c)| c.as_str()).collect();
    assert_eq!(
        comments,
        ["braces", "a note (with a variation 2.C6-E8)", "to the end"]
    );
}

#[test]
fn r16_bad_published_forms_are_refused_at_line_and_column() {
    let cases = [
        (
            "1.D6-F8 (unclosed",
            "1:9: unclosed comment: this ( has no )",
        ),
        ("1.D6-F8\n1....H11-F9?\n2.C6-E9", "3:3: ply 3: illegal move"),
        ("1 D6-F8", "1:1: \"1\" is neither a move number"),
        ("1.D6-F8 1.H11-F9", "1:9: move number 1. where 1... comes"),
        (
            "[Position \"2/3mm3/10/5mm5/5M6/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0\"]\n1.F12xF16",
            "2:3: ply 1: ambiguous move: F12xF16 could be F12xF14xF16 or F12xH14xF16",
        ),
    ];
    for (text, needle) in cases {
        let err = Record::parse(text)
            .err()
            .unwrap_or_else(|| panic!("{text}"));
        assert!(err.to_string().starts_with(needle), "{text:?}: {err}");
    }
    // A record that fails loads nothing: the game of the text before the error is not kept.
    assert!(Game::from_record("1.D6-F8 1....H11-H8").is_err());
}
