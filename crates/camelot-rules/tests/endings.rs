//! Every way a game ends, told right: its words with the score and the rule that decided it,
//! and a record that reads back the same end (a time forfeit stays a time forfeit, never a
//! resignation).

use camelot_rules::{Color, EndReason, Game, GameResult, HouseRules, Outcome, Position, Record};

fn opened() -> Game {
    let mut g = Game::default();
    for m in ["C6-C7", "C11-C10"] {
        g.play_notation(m).unwrap();
    }
    g
}

fn round_trip(g: &Game) -> Game {
    let text = Record::new(g.clone()).to_string();
    let back = Record::parse(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    assert_eq!(back.to_string(), text, "written again the same");
    back.into_game()
}

fn result(outcome: Outcome, reason: EndReason) -> GameResult {
    GameResult { outcome, reason }
}

#[test]
fn r11_to_r15_every_end_says_its_score_and_rule() {
    let win = Outcome::Win(Color::White);
    let loss = Outcome::Win(Color::Black);
    let cases = [
        (
            result(win, EndReason::CastleOccupied),
            "1-0 White wins",
            "R11",
        ),
        (
            result(Outcome::Draw, EndReason::BareKings),
            "½-½ Draw",
            "R12",
        ),
        (
            result(loss, EndReason::AllCaptured),
            "0-1 Black wins",
            "R13",
        ),
        (result(win, EndReason::NoLegalMove), "1-0 White wins", "R14"),
        (
            result(Outcome::Draw, EndReason::Repetition),
            "½-½ Draw",
            "R15",
        ),
        (
            result(Outcome::Draw, EndReason::NoProgress),
            "½-½ Draw",
            "R15",
        ),
        (
            result(loss, EndReason::Resignation),
            "0-1 Black wins",
            "resignation (R15)",
        ),
        (
            result(Outcome::Draw, EndReason::Agreement),
            "½-½ Draw",
            "agreement (R15)",
        ),
        (
            result(loss, EndReason::TimeForfeit),
            "0-1 Black wins on time",
            "clock ran out",
        ),
        (
            result(win, EndReason::Abandonment),
            "1-0 White wins",
            "abandonment",
        ),
        (
            result(win, EndReason::CastleEntered),
            "1-0 White wins",
            "V1.4",
        ),
    ];
    for (r, head, rule) in cases {
        let words = r.in_words();
        assert!(words.starts_with(head), "{words:?} starts with {head:?}");
        assert!(words.contains(rule), "{words:?} names {rule:?}");
    }
    let flag = result(win, EndReason::TimeForfeit).in_words();
    assert!(
        !flag.contains("resign"),
        "a flag is not a resignation: {flag}"
    );
}

#[test]
fn time_forfeit_record_reads_back_as_a_time_forfeit() {
    for outcome in [Outcome::Win(Color::Black), Outcome::Draw] {
        let mut g = opened();
        g.declare(result(outcome, EndReason::TimeForfeit)).unwrap();
        let text = Record::new(g.clone()).to_string();
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
        let back = round_trip(&g);
        assert_eq!(back.result(), Some(result(outcome, EndReason::TimeForfeit)));
        assert_eq!(back.end_in_words(), g.end_in_words());
    }
}

#[test]
fn abandonment_claims_read_back_as_claims() {
    for outcome in [Outcome::Win(Color::White), Outcome::Draw] {
        let mut g = opened();
        g.declare(result(outcome, EndReason::Abandonment)).unwrap();
        assert!(Record::new(g.clone()).to_string().contains("\"abandoned\""));
        assert_eq!(
            round_trip(&g).result(),
            Some(result(outcome, EndReason::Abandonment))
        );
    }
}

#[test]
fn r15_resignation_and_agreement_read_back_the_same() {
    let mut g = opened();
    g.resign(Color::White);
    assert_eq!(round_trip(&g).result(), g.result());
    let mut g = opened();
    g.agree_draw();
    assert_eq!(round_trip(&g).result(), g.result());
}

#[test]
fn an_aborted_game_has_no_result_and_reads_back_aborted() {
    let mut g = opened();
    g.abort();
    assert!(g.is_over() && g.aborted() && g.result().is_none());
    assert!(g.play_notation("E7-E8").is_err(), "no move after the abort");
    let text = Record::new(g.clone()).to_string();
    assert!(text.contains("[Result \"*\"]") && text.contains("[Termination \"aborted\"]"));
    let back = round_trip(&g);
    assert!(back.aborted() && back.result().is_none());
    assert_eq!(back.end_in_words().as_deref(), Some("Aborted: no result"));
    let scored = text
        .replace("[Result \"*\"]", "[Result \"1-0\"]")
        .replace(" *\n", " 1-0\n");
    let e = Record::parse(&scored).unwrap_err().to_string();
    assert!(e.contains("aborted game has no result"), "{e}");
}

#[test]
fn r12_a_board_end_is_not_declared_nor_aborted() {
    // One piece each: drawn by R12 whatever a tag says.
    let bare: Position = "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0"
        .parse()
        .unwrap();
    let mut g = Game::new(bare, HouseRules::default());
    g.play_notation("E5xE7").unwrap();
    let end = g.result();
    assert_eq!(end.map(|r| r.reason), Some(EndReason::BareKings));
    assert!(
        g.declare(result(Outcome::Draw, EndReason::TimeForfeit))
            .is_err()
    );
    g.abort();
    assert!(!g.aborted() && g.result() == end, "the board's end stands");
    let text = Record::new(g).to_string().replace("R12", "aborted");
    assert!(
        Record::parse(&text).is_err(),
        "a decided game is not aborted"
    );
    let mut on = opened();
    assert!(
        on.declare(result(Outcome::Draw, EndReason::BareKings))
            .is_err(),
        "only the board decides by R12"
    );
}

#[test]
fn undo_takes_back_a_declared_end_or_an_abort() {
    let mut g = opened();
    g.declare(result(Outcome::Win(Color::White), EndReason::TimeForfeit))
        .unwrap();
    assert!(g.undo() && !g.is_over());
    g.abort();
    assert!(g.undo() && !g.is_over() && g.moves().len() == 2);
}

/// A flag as online records wrote it before `time forfeit` was a `Termination`: the loser's
/// resignation (a drawn flag, an agreement) and a `Forfeit "time"` tag.
fn old_online_record(result: &str, termination: &str) -> String {
    format!(
        "[Event \"Camelot online\"]\n[Site \"camelot-server\"]\n[Date \"2026.11.30\"]\n\
         [White \"Ann\"]\n[Black \"Bob\"]\n[Result \"{result}\"]\n\
         [Termination \"{termination}\"]\n[ServerGame \"7\"]\n[TimeControl \"5+3\"]\n\
         [Rated \"yes\"]\n[Forfeit \"time\"]\n\n1. C6-C7 C11-C10 {result}\n"
    )
}

#[test]
fn an_old_records_forfeit_time_tag_reads_as_a_time_forfeit_not_a_resignation() {
    for (result_tag, termination, outcome) in [
        ("0-1", "resignation", Outcome::Win(Color::Black)),
        ("1/2-1/2", "agreement", Outcome::Draw),
    ] {
        let old = old_online_record(result_tag, termination);
        let record = Record::parse(&old).unwrap_or_else(|e| panic!("{old}\n{e}"));
        assert_eq!(
            record.game().result(),
            Some(result(outcome, EndReason::TimeForfeit)),
            "{old}"
        );
        assert_eq!(
            record.tag("Forfeit"),
            None,
            "the tag became the Termination"
        );
        assert_eq!(record.tag("ServerGame"), Some("7"), "other tags kept");
        let again = record.to_string();
        assert!(again.contains("[Termination \"time forfeit\"]"), "{again}");
        assert!(!again.contains("Forfeit"), "{again}");
    }
    // A flag cannot be what a board rule decided.
    let odd = old_online_record("1/2-1/2", "R12");
    assert!(Record::parse(&odd).is_err(), "{odd}");
}
