//! Notation as people write it (docs/records.md, "Scores as published"): every form
//! `Position::read_move` accepts with its canonical reading, the refusals (each naming the rule
//! or the moves an ambiguous run could be), and a property test that every move of random
//! playouts, written in each form, reads back to the same move (R16).

use camelot_rules::{Error, LegKind, Move, Position};
use proptest::prelude::*;

/// Black to move: the knight on J11 can charge J11-H11-F11-D11xF9 (over I11, G11, E11, then
/// the White man on E10), the WCF score move of issue 20.
const CHARGE: &str = "2/8/10/12/12/4m1m1mn2/4M7/12/12/12/12/12/11M/10/8/2 b 0 0 - 0";
/// White's man on F12 can jump F12xF14xF16 or F12xH14xF16 (R5), both ending in Black's
/// castle (R10): `F12xF16` could be either.
const TWO_RUNS: &str = "2/3mm3/10/5mm5/5M6/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0";
/// White's man on J6 can canter to F6 over I6 and G6, or over I5 and G5 by H4: one move
/// (R16) by two paths, of which `J6-F6` keeps the straight one.
const TWO_ROUTES: &str = "2/8/10/m10m/12/12/12/12/12/12/6M1MM2/6M1M3/12/10/8/2 w 0 0 - 0";
/// As `TWO_RUNS` without the man on G13: only the straight run F12xF14xF16 is left.
const ONE_RUN: &str = "2/3mm3/10/5m6/5M6/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0";

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The start after White's 1.D6-F8: Black to move.
fn after_d6_f8() -> Position {
    let start = Position::start();
    start.play(&start.read_move("D6-F8").unwrap().key())
}

fn read(p: &Position, text: &str) -> String {
    p.read_move(text)
        .unwrap_or_else(|e| panic!("{text:?}: {e}"))
        .to_string()
}

fn refused(p: &Position, text: &str) -> Error {
    match p.read_move(text) {
        Ok(mv) => panic!("{text:?} was read as {mv}"),
        Err(e) => e,
    }
}

#[test]
fn r16_every_accepted_form_reads_to_its_canonical_writing() {
    let start = Position::start();
    let black = after_d6_f8();
    let (charge, one_run, two_routes) = (pos(CHARGE), pos(ONE_RUN), pos(TWO_ROUTES));
    let table: [(&Position, &str, &str); 32] = [
        // WCF notation, and its case.
        (&start, "D6-F8", "D6-F8"),
        (&start, "d6-f8", "D6-F8"),
        (&start, "  D6-F8\t", "D6-F8"),
        // AbstractPlay's ^ before a canter leg.
        (&start, "d6^f8", "D6-F8"),
        (&start, "D6^F8", "D6-F8"),
        // Move numbers in front: White's, then Black's in every published style.
        (&start, "1.D6-F8", "D6-F8"),
        (&start, "1. D6-F8", "D6-F8"),
        (&start, "1 .D6-F8", "D6-F8"),
        (&start, "1)D6-F8", "D6-F8"),
        (&black, "1...H11-F9", "H11-F9"),
        (&black, "1....H11-F9", "H11-F9"),
        (&black, "1......H11-F9", "H11-F9"),
        (&black, "1\u{2026}H11-F9", "H11-F9"),
        (&black, "1... H11-F9", "H11-F9"),
        // Annotation marks, a comma or a full stop after.
        (&start, "D6-F8?", "D6-F8"),
        (&start, "D6-F8!!", "D6-F8"),
        (&start, "D6-F8?!", "D6-F8"),
        (&start, "D6-F8,", "D6-F8"),
        (&start, "D6-F8.", "D6-F8"),
        (&black, "6....H11-F9?", "H11-F9"),
        // Typographic joints of printed scores.
        (&start, "D6\u{2013}F8", "D6-F8"),
        (&one_run, "F12\u{d7}F14\u{d7}F16", "F12xF14xF16"),
        // A straight run of canter legs or jumps as one segment (R4, R5), in every case and
        // with either canter mark.
        (&charge, "J11-F11-D11xF9", "J11-H11-F11-D11xF9"),
        (&charge, "j11-f11-d11xf9", "J11-H11-F11-D11xF9"),
        (&charge, "J11^F11^D11xF9", "J11-H11-F11-D11xF9"),
        (&charge, "J11-D11xF9", "J11-H11-F11-D11xF9"),
        (&charge, "j11^h11^f11^d11xf9", "J11-H11-F11-D11xF9"),
        (&charge, "J11-H11-F11-D11xF9", "J11-H11-F11-D11xF9"),
        (&one_run, "F12xF16", "F12xF14xF16"),
        (&one_run, "f12xf16", "F12xF14xF16"),
        // Two paths of one move: the straight one, though J6-H4-F6 is the smaller string.
        (&two_routes, "J6-F6", "J6-H6-F6"),
        (&two_routes, "J6-H4-F6", "J6-H4-F6"),
    ];
    for (p, text, canonical) in table {
        assert_eq!(read(p, text), canonical, "{text:?}");
        // The canonical writing reads back to the same path.
        assert_eq!(read(p, canonical), canonical);
    }
}

#[test]
fn r6_wcf_score_move_with_a_canter_run_reads_as_the_knights_charge() {
    // Issue 20: the WCF game score's `J11-F11-D11xF9` writes the canter legs J11-H11-F11 as
    // one segment; it is a knight's charge (R6) capturing E10.
    let p = pos(CHARGE);
    let mv = p.read_move("J11-F11-D11xF9").unwrap();
    let kinds: Vec<LegKind> = mv.legs.iter().map(|l| l.kind).collect();
    use LegKind::{Canter, Jump};
    assert_eq!(kinds, [Canter, Canter, Canter, Jump]);
    assert_eq!(mv.captured().count(), 1);
    assert!(p.legal_keys().contains(&mv.key()));
    assert_eq!(
        p.canonical_path(&mv.key()),
        mv,
        "also its canonical path (R16)"
    );
}

#[test]
fn r16_a_run_that_could_be_two_moves_is_refused_with_both() {
    let err = refused(&pos(TWO_RUNS), "F12xF16");
    let Error::AmbiguousMove(why) = &err else {
        panic!("{err}");
    };
    assert!(
        why.contains("F12xF14xF16 or F12xH14xF16") && why.contains("(R16)"),
        "{err}"
    );
    // Each leg written, either is read.
    assert_eq!(read(&pos(TWO_RUNS), "F12xH14xF16"), "F12xH14xF16");
}

#[test]
fn r4_r5_r8_runs_that_fit_no_legal_move_name_the_rule() {
    let charge = pos(CHARGE);
    let start = Position::start();
    let cases: [(&Position, &str, &str); 6] = [
        (&charge, "J11-F11", "it must go on to capture (R8)"),
        (&charge, "J11-F11-D11-F9", "D11-F9 is a jump: write x"),
        (&charge, "J11xF11-D11xF9", "J11xH11 is a canter leg"),
        (
            &charge,
            "J11-F13-D11xF9",
            "no run of canter legs (R4) leads from J11 to F13",
        ),
        (&start, "C6^C7", "C6^C7 is a step: write - before a step"),
        (&start, "D6-F8-H8", "there is no piece on G8 to leap over"),
    ];
    for (p, text, needle) in cases {
        let err = refused(p, text).to_string();
        assert!(err.contains(needle), "{text:?}: {err}");
    }
    assert!(matches!(refused(&start, "D6~F8"), Error::Notation(_)));
}

/// `mv` with every maximal run of two or more leaps of one kind in one direction written as
/// one segment.
fn compressed(mv: &Move) -> String {
    let mut text = mv.from.to_string();
    let mut at = mv.from;
    let mut previous: Option<(LegKind, (isize, isize))> = None;
    for leg in &mv.legs {
        let dir = (
            leg.to.file() as isize - at.file() as isize,
            leg.to.rank() as isize - at.rank() as isize,
        );
        let this = (leg.kind, dir);
        if leg.kind != LegKind::Plain && previous == Some(this) {
            // Extend the run: replace its end square.
            let cut = text.rfind(['-', 'x']).expect("a joint");
            text.truncate(cut + 1);
        } else {
            text.push(leg.kind.separator());
        }
        text += &leg.to.to_string();
        previous = Some(this);
        at = leg.to;
    }
    text
}

/// AbstractPlay's writing: lower case, `^` before each canter leg.
fn abstractplay(mv: &Move) -> String {
    let mut text = mv.from.to_string().to_lowercase();
    for leg in &mv.legs {
        text.push(match leg.kind {
            LegKind::Canter => '^',
            kind => kind.separator(),
        });
        text += &leg.to.to_string().to_lowercase();
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// R16: each move of a random playout, written canonically, in lower case, the
    /// AbstractPlay way, with a move number and marks, or with its straight runs compressed,
    /// reads back to the same move (the same path, but for a compressed run, which is filled in
    /// again, or refused as ambiguous when another legal move fits it too).
    #[test]
    fn r16_playout_moves_read_back_in_every_form(choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let mut p = Position::start();
        for c in choices {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            for mv in &moves {
                let canonical = mv.to_string();
                let exact = [
                    canonical.clone(),
                    canonical.to_lowercase(),
                    abstractplay(mv),
                    format!("12....{canonical}?!"),
                    format!("7. {}", abstractplay(mv)),
                ];
                for text in exact {
                    prop_assert_eq!(&p.read_move(&text).unwrap_or_else(|e| panic!("{p}: {text}: {e}")), mv);
                }
                let short = compressed(mv);
                for text in [short.clone(), short.to_lowercase()] {
                    match p.read_move(&text) {
                        Ok(back) => prop_assert_eq!(back.key(), mv.key(), "{}: {}", p, text),
                        Err(Error::AmbiguousMove(why)) => {
                            prop_assert!(why.contains(" or "), "{}: {}: {}", p, text, why)
                        }
                        Err(e) => panic!("{p}: {text}: {e}"),
                    }
                }
            }
            p = p.play(&moves[c as usize % moves.len()].key());
        }
    }
}
