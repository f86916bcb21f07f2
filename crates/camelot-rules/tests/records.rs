//! Game records (docs/records.md): the format written, records of the first version still
//! open, every class of malformed record refused at its line and column, stepping through
//! plies, and a round trip over random games (R11–R15 endings, set start positions, tags and
//! comments).

use camelot_rules::{
    Color, EndReason, GAME_TAGS, Game, HouseRules, Outcome, PieceKind, Position, Record, Square,
    computer_level, computer_player,
};
use proptest::prelude::*;

fn game(fen: &str, rules: HouseRules, moves: &[&str]) -> Game {
    let mut g = Game::new(fen.parse().expect("valid position"), rules);
    for m in moves {
        g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn read(text: &str) -> Record {
    Record::parse(text).unwrap_or_else(|e| panic!("{text}\n{e}"))
}

/// White's man takes Black's, leaving one piece each: a draw by R12.
const BARE: &str = "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0";

#[test]
fn r15_record_is_written_with_the_roster_tags_comments_and_result() {
    let g = game(
        Position::start().to_string().as_str(),
        HouseRules::default(),
        &["C6-C7", "C11-C10", "E7-C5"],
    );
    let mut g = g;
    g.resign(Color::White);
    let mut r = Record::new(g);
    r.set_player(Color::White, "Human");
    r.set_player(Color::Black, &computer_player("Expert"));
    r.set_tag("Date", "2025.01.02").unwrap();
    r.set_tag("Annotator", "Said \"hi\" \\o/").unwrap();
    r.add_comment(1, "a quiet\n  start}").unwrap();
    let text = r.to_string();
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"2025.01.02\"]\n[Round \"?\"]\n[White \"Human\"]\n\
         [Black \"Computer (Expert)\"]\n[Result \"0-1\"]\n[Repetition \"on\"]\n\
         [NoProgress \"on\"]\n[Termination \"resignation\"]\n[Annotator \"Said \\\"hi\\\" \\\\o/\"]\n\
         \n1. C6-C7 {a quiet start} 1... C11-C10 2. E7-C5 0-1\n"
    );
    let back = read(&text);
    assert_eq!(back.tags(), r.tags());
    assert_eq!(back.comments(), &[(1, "a quiet start".to_string())]);
    assert_eq!(computer_level(back.player(Color::Black)), Some("Expert"));
    assert_eq!(computer_level(back.player(Color::White)), None);
    assert_eq!(back.tag("Annotator"), Some("Said \"hi\" \\o/"));
    let result = back.game().result().unwrap();
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Win(Color::Black), EndReason::Resignation)
    );
    assert_eq!(back.game().declared(), Some(result));
    assert_eq!(back.to_string(), text);
}

#[test]
fn r15_set_position_black_first_and_board_results_are_written() {
    // Black moves first: `1...`, and the start goes into a Position tag.
    let fen = "2/8/10/m10m/12/12/12/12/12/12/12/12/M10M/10/8/2 b 0 0 - 0";
    let g = game(
        fen,
        HouseRules::STRICT_WCF,
        &["A13-A12", "A4-A5", "A12-A11"],
    );
    let text = Record::new(g).to_string();
    assert!(text.contains(&format!("[Position \"{fen}\"]")), "{text}");
    assert!(
        text.contains("[Repetition \"off\"]\n[NoProgress \"off\"]"),
        "{text}"
    );
    assert!(
        text.ends_with("\n1... A13-A12 2. A4-A5 A12-A11 *\n"),
        "{text}"
    );
    assert!(!text.contains("Termination"), "{text}");
    // A game decided by R12 names the rule.
    let text = Game::to_record(&game(BARE, HouseRules::default(), &["E5xE7"]));
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    assert!(text.contains("[Termination \"R12\"]"), "{text}");
    assert!(text.ends_with("\n1. E5xE7 1/2-1/2\n"), "{text}");
    // So does a house-rule draw: the start position a third time (R15).
    let shuffle = ["C6-C7", "C11-C10", "C7-C6", "C10-C11"];
    let g = game(
        camelot_rules::START_FEN,
        HouseRules::default(),
        &[shuffle, shuffle].concat(),
    );
    let text = g.to_record();
    assert!(text.contains("[Termination \"R15 repetition\"]"), "{text}");
    let back = Game::from_record(&text).unwrap();
    assert_eq!(back.result().unwrap().reason, EndReason::Repetition);
}

#[test]
fn r15_long_games_wrap_at_80_columns() {
    let mut g = Game::new(Position::start(), HouseRules::STRICT_WCF);
    for _ in 0..40 {
        for m in ["C6-C7", "C11-C10", "C7-C6", "C10-C11"] {
            g.play_notation(m).unwrap();
        }
    }
    let text = g.to_record();
    let moves: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
    assert!(moves.len() > 10, "{text}");
    for line in &moves {
        assert!(line.len() <= 80, "{line}");
        assert!(line.len() > 70 || line == moves.last().unwrap(), "{line}");
    }
    assert_eq!(Game::from_record(&text).unwrap().moves(), g.moves());
}

#[test]
fn r15_records_of_the_first_version_still_open() {
    // As the first `Game::to_record` wrote them: no roster, old-style results, one move
    // number per line, no result token.
    let old = format!(
        "[Position \"{}\"]\n[Repetition \"off\"]\n[NoProgress \"on\"]\n\
         [Result \"black-wins R15 resignation\"]\n1. C6-C7 C11-C10\n2. E7-C5\n",
        Position::start()
    );
    let r = read(&old);
    assert_eq!(r.game().moves().len(), 3);
    assert_eq!(
        r.game().rules(),
        HouseRules {
            repetition: false,
            no_progress: true
        }
    );
    let declared = r.game().declared().expect("a resignation");
    assert_eq!(declared.outcome, Outcome::Win(Color::Black));
    assert_eq!(r.player(Color::White), "?");
    let old = format!("[Position \"{BARE}\"]\n[Result \"draw R12\"]\n1. E5xE7\n");
    assert_eq!(
        read(&old).game().result().unwrap().reason,
        EndReason::BareKings
    );
    let old = format!("[Position \"{BARE}\"]\n[Result \"draw R15 agreement\"]\n");
    assert_eq!(
        read(&old).game().result().unwrap().reason,
        EndReason::Agreement
    );
}

#[test]
fn r15_a_result_on_an_undecided_position_is_a_resignation_or_agreement() {
    let r = read("1. C6-C7 1-0");
    let result = r.game().result().unwrap();
    assert_eq!(result.outcome, Outcome::Win(Color::White));
    assert_eq!(result.reason, EndReason::Resignation);
    assert_eq!(r.game().board_result(), None);
    let r = read("[Termination \"agreement\"]\n1. C6-C7 C11-C10 1/2-1/2");
    assert_eq!(r.game().result().unwrap().reason, EndReason::Agreement);
    // Move numbers are optional, may be glued to the move, and comments go anywhere.
    let r = read("{opening} 1.C6-C7 {reply:} C11-C10 2. c7-c8 {end} * {after}");
    assert_eq!(r.game().moves().len(), 3);
    assert_eq!(r.game().result(), None);
    let comments: Vec<usize> = r.comments().iter().map(|(p, _)| *p).collect();
    assert_eq!(comments, [0, 1, 3, 3]);
}

#[test]
fn r16_a_record_keeps_any_legal_path_of_a_move() {
    // E7 reaches C5 by three paths (R4); the record keeps the one entered, in any case.
    let r = read("1. e7-e5-c7-c5 C11-C10 2. E6-E7 1/2-1/2");
    let moves: Vec<String> = r.game().moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["E7-E5-C7-C5", "C11-C10", "E6-E7"]);
    assert!(r.to_string().contains("1. E7-E5-C7-C5 C11-C10"));
}

#[test]
fn r15_stepping_through_the_plies() {
    let mut g = game(
        camelot_rules::START_FEN,
        HouseRules::default(),
        &["C6-C7", "C11-C10", "E7-C5"],
    );
    g.agree_draw();
    for ply in 0..3 {
        let at = g.at_ply(ply).unwrap();
        assert_eq!(at.position(), &g.positions()[ply]);
        assert_eq!(at.moves(), &g.moves()[..ply]);
        assert_eq!(at.result(), None, "the agreement came after the last move");
        // The rest of the game can be redone from there.
        let mut rest = at.clone();
        while rest.redo() {}
        assert_eq!(rest.moves(), g.moves());
    }
    assert_eq!(g.at_ply(3).unwrap().declared(), g.declared());
    assert!(g.at_ply(4).is_none());
    // R11–R15 results are judged again at each ply.
    let g = game(BARE, HouseRules::default(), &["E5xE7"]);
    assert_eq!(g.at_ply(0).unwrap().result(), None);
    assert_eq!(g.at_ply(1).unwrap().result(), g.result());
}

/// Every class of malformed record: the text, then the line, column and message it gets.
#[test]
fn r15_malformed_records_are_refused_at_line_and_column() {
    let bare_done = format!("[Position \"{BARE}\"]\n1. E5xE7 {{R12}} F13-F12");
    let bare_won = format!("[Position \"{BARE}\"]\n1. E5xE7 1-0");
    let bare_star = format!("[Position \"{BARE}\"]\n\n1. E5xE7 *");
    let bare_term = format!("[Position \"{BARE}\"]\n[Termination \"R14\"]\n1. E5xE7");
    // A white man ringed by black men must jump (R7).
    let ring =
        "[Position \"2/8/10/12/12/12/12/12/12/12/4m7/3m1m6/3Mm7/10/8/2 w 0 0 - 0\"]\n\n1. D4-C3";
    let cases: Vec<(&str, usize, usize, &str)> = vec![
        ("[Event \"x\"\n", 1, 11, "tag Event must end with ]"),
        (
            "[Event x]",
            1,
            8,
            "the value of tag Event must be in double quotes",
        ),
        ("[ \"x\"]", 1, 3, "a tag is [Name \"value\"]"),
        (
            "[Event \"x]\n1. C6-C7",
            1,
            9,
            "the value of tag Event has no closing \"",
        ),
        ("[Event \"a\\b\"]", 1, 10, "\\ only escapes"),
        (
            "[Site \"a\"]\n[Site \"b\"]",
            2,
            1,
            "tag Site is repeated (first at 1:1)",
        ),
        ("[Position \"x\"]", 1, 12, "bad position string"),
        (
            "[Repetition \"maybe\"]",
            1,
            14,
            "Repetition is \"on\" or \"off\", not \"maybe\"",
        ),
        (
            "[Result \"2-0\"]",
            1,
            10,
            "Result is 1-0, 0-1, 1/2-1/2 or *, not \"2-0\"",
        ),
        (
            "[Termination \"time\"]",
            1,
            15,
            "Termination is one of R11, R12",
        ),
        ("[Date \"2025-01-02\"]", 1, 8, "Date is YYYY.MM.DD"),
        (
            "1. C6-C7\n  [Event \"x\"]",
            2,
            3,
            "tag Event after the moves began",
        ),
        ("1. C6-C7 C11=C10", 1, 10, "ply 2: bad move notation"),
        ("1. C6-C7 C11-C10\n2. C7-C9", 2, 4, "ply 3: illegal move"),
        (
            ring,
            3,
            4,
            "ply 1: illegal move: a capture is available: jumping is compulsory (R7)",
        ),
        (
            &bare_done,
            2,
            16,
            "move F13-F12 after the game has ended: draw R12",
        ),
        ("1. C6-C7 {oops\n2. C7-C8", 1, 10, "unclosed comment"),
        (
            &bare_won,
            2,
            10,
            "the result 1-0 contradicts the final position: draw R12",
        ),
        (
            &bare_star,
            3,
            10,
            "the result * contradicts the final position: draw R12",
        ),
        (&bare_term, 2, 15, "the game ended by R12, not R14"),
        (
            "[Result \"1-0\"]\n1. C6-C7 0-1",
            2,
            10,
            "the result 0-1 differs from the Result tag's 1-0 at 1:10",
        ),
        (
            "[Termination \"R11\"]\n1. C6-C7 1-0",
            1,
            15,
            "the game ended by R11 but the final position is not decided by it",
        ),
        (
            "[Termination \"agreement\"] 1-0",
            1,
            15,
            "an agreement draws the game, not 1-0",
        ),
        (
            "[Termination \"resignation\"] *",
            1,
            15,
            "a resignation wins the game, not *",
        ),
        (
            "[Result \"draw R12\"]\n[Termination \"R11\"]",
            2,
            15,
            "the game ended by R11 here but by R12",
        ),
        (
            "1. C6-C7 2. C11-C10",
            1,
            10,
            "move number 2. where 1... comes",
        ),
        (
            "1. C6-C7 C11-C10 2.",
            1,
            18,
            "a move number with no move after it",
        ),
        ("1. 2. C6-C7", 1, 4, "two move numbers in a row"),
        ("1: C6-C7", 1, 1, "\"1:\" is neither a move number"),
        (
            "1. C6-C7 1/2-1/2 C11-C10",
            1,
            18,
            "the moves ended with the result at 1:10",
        ),
        ("99999999999999999999. C6-C7", 1, 1, "too large"),
    ];
    for (text, line, column, message) in cases {
        let err = Record::parse(text).expect_err(text);
        assert_eq!((err.line, err.column), (line, column), "{text:?}: {err}");
        assert!(err.message.contains(message), "{text:?}: {err}");
        assert!(!err.to_string().contains('\n'), "one line: {err}");
        let in_file = err.in_file("games/x.camelot");
        assert_eq!(
            in_file,
            format!("games/x.camelot:{line}:{column}: {}", err.message)
        );
    }
}

#[test]
fn r15_set_tag_refuses_the_games_own_tags_and_bad_names() {
    let mut r = Record::new(Game::default());
    for name in GAME_TAGS {
        assert!(r.set_tag(name, "x").is_err(), "{name}");
    }
    assert!(r.set_tag("two words", "x").is_err());
    assert!(r.set_tag("Date", "today").is_err());
    r.set_tag("Event", "Club\nnight").unwrap();
    assert_eq!(r.tag("Event"), Some("Club night"));
    assert!(r.add_comment(1, "past the end").is_err());
}

/// A position with a few pieces on `ranks` (0 is rank 1), to reach R11–R14 endings in short
/// games.
fn sparse_position(ranks: &'static [usize]) -> impl Strategy<Value = Position> {
    let squares: Vec<Square> = Square::all()
        .filter(|s| ranks.contains(&s.rank()))
        .collect();
    (
        prop::collection::vec((0..squares.len(), any::<bool>(), any::<bool>()), 2..10),
        any::<bool>(),
    )
        .prop_map(move |(pieces, black)| {
            let side = if black { Color::Black } else { Color::White };
            let mut pos = Position::empty(side);
            for (i, knight, black) in pieces {
                let color = if black { Color::Black } else { Color::White };
                let kind = if knight {
                    PieceKind::Knight
                } else {
                    PieceKind::Man
                };
                pos.put(squares[i], camelot_rules::Piece { color, kind });
            }
            pos.to_string()
                .parse()
                .expect("a sparse position string reads back")
        })
}

/// The start, a position from a random playout, or a sparse position (near and in the castles,
/// for R11, or anywhere else).
fn start_position() -> impl Strategy<Value = Position> {
    prop_oneof![
        Just(Position::start()),
        prop::collection::vec(any::<u16>(), 1..60).prop_map(|choices| {
            let mut g = Game::new(Position::start(), HouseRules::STRICT_WCF);
            play_random(&mut g, &choices);
            *g.position()
        }),
        sparse_position(&[0, 1, 2, 13, 14, 15]),
        sparse_position(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
    ]
}

fn play_random(g: &mut Game, choices: &[u16]) {
    for &c in choices {
        if g.is_over() {
            break;
        }
        let pos = *g.position();
        let keys = pos.legal_keys();
        let mv = pos.canonical_path(&keys[c as usize % keys.len()]);
        g.play(&mv).expect("a legal move plays");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Writing then reading a record gives the same start, moves, result, house rules, tags
    /// and comments, and writing it again gives the same text.
    #[test]
    fn r15_records_round_trip(
        start in start_position(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
        repetition in any::<bool>(),
        no_progress in any::<bool>(),
        ending in 0..4u8,
        players in ("[ -~]{0,12}", "Computer \\((Easy|Expert)\\)|Human|\\PC{0,8}"),
        extra in prop::collection::vec(("[A-Z][A-Za-z0-9_]{0,8}", "\\PC{0,16}"), 0..3),
        comments in prop::collection::vec((any::<u16>(), "[^}]{0,30}"), 0..4),
    ) {
        let mut g = Game::new(start, HouseRules { repetition, no_progress });
        play_random(&mut g, &choices);
        match ending {
            1 => g.resign(Color::White),
            2 => g.resign(Color::Black),
            3 => g.agree_draw(),
            _ => {}
        }
        let plies = g.moves().len();
        let mut r = Record::new(g);
        r.set_player(Color::White, &players.0);
        r.set_player(Color::Black, &players.1);
        for (name, value) in &extra {
            if !GAME_TAGS.contains(&name.as_str()) && name != "Date" {
                r.set_tag(name, value).unwrap();
            }
        }
        for (ply, text) in &comments {
            r.add_comment(*ply as usize % (plies + 1), text).unwrap();
        }
        let text = r.to_string();
        let back = Record::parse(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
        let (a, b) = (r.game(), back.game());
        prop_assert_eq!(a.start(), b.start());
        prop_assert_eq!(a.moves(), b.moves());
        prop_assert_eq!(a.positions(), b.positions());
        prop_assert_eq!(a.result(), b.result());
        prop_assert_eq!(a.declared(), b.declared());
        prop_assert_eq!(a.rules(), b.rules());
        prop_assert_eq!(r.tags(), back.tags());
        prop_assert_eq!(r.comments(), back.comments());
        prop_assert_eq!(back.to_string(), text.clone());
        for line in text.lines().filter(|l| !l.starts_with('[')) {
            prop_assert!(line.chars().count() <= 80 || !line.contains(' '), "{}", line);
        }
        // Stepping: each ply's game is that prefix, judged again.
        let ply = choices.first().map_or(0, |&c| c as usize % (plies + 1));
        let at = b.at_ply(ply).expect("within the game");
        prop_assert_eq!(at.position(), &b.positions()[ply]);
        if ply < plies {
            prop_assert_eq!(at.declared(), None);
        }
    }
}

/// The example of docs/records.md reads, and writes back as it is shown.
#[test]
fn r15_the_documented_example_reads_and_writes_back() {
    let doc = include_str!("../../../docs/records.md");
    let example = doc
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/records.md has a text example");
    let r = read(example);
    assert_eq!(r.to_string(), example);
    assert_eq!(computer_level(r.player(Color::Black)), Some("Expert"));
}
