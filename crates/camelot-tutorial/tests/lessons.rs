//! The embedded lessons against the rules core: every position, demonstration, answer and
//! mistake (and the key of the sentence that explains it), the lesson order and rule ids, and the
//! `--lessons` table.

use camelot_rules::{
    EndReason, Game, HouseRules, Leg, LegKind, Move, Outcome, Position, Square, Variant,
};
use camelot_tutorial::{Arg, Lesson, Sentence, StepKind, Verdict, lessons, lessons_table};

fn all() -> Vec<Lesson> {
    lessons().unwrap_or_else(|e| panic!("{e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The exercise at `lesson`, `step` (both from 1).
fn exercise(lessons: &[Lesson], lesson: usize, step: usize) -> &camelot_tutorial::Exercise {
    lessons[lesson - 1].steps[step - 1]
        .exercise()
        .expect("an exercise step")
}

#[test]
fn every_lesson_file_parses() {
    assert_eq!(all().len(), 14);
}

#[test]
fn lessons_are_numbered_in_order_with_their_rule_ids() {
    let expected = [
        "R1,R2,R11",
        "R3",
        "R4",
        "R5,R7",
        "R6",
        "R8",
        "R9",
        "R10",
        "R11,R12,R13,R14,R15",
        "V1.1,V1.2,V1.3,V1.4,V1.6,V1.7",
        "V2.1,V2.2,V2.3",
        "V3.1,V3.2,V3.3",
        "V4.2,V4.3,V4.5",
        "V5.1,V5.4,V5.5",
    ];
    let variants = [
        Variant::Camette,
        Variant::Cam,
        Variant::Chivalry,
        Variant::Anti,
        Variant::River,
    ];
    let lessons = all();
    assert_eq!(lessons.len(), expected.len());
    for (i, (lesson, rules)) in lessons.iter().zip(expected).enumerate() {
        assert_eq!(lesson.number, i + 1);
        let ids: Vec<String> = lesson.rules.iter().map(|r| r.to_string()).collect();
        assert_eq!(ids.join(","), rules, "lesson {}", lesson.number);
        // The Camelot lessons teach RULES.md, each variant's lesson its own section.
        let variant = variants.get(i.wrapping_sub(9)).copied();
        assert_eq!(lesson.variant, variant.unwrap_or(Variant::Camelot));
        for rule in &lesson.rules {
            match variant {
                None => assert!(!rule.is_variant() && (1..=16).contains(&rule.number())),
                Some(v) => assert!(rule.is_variant() && rule.number() == v as u8),
            }
        }
        assert!(!lesson.steps.is_empty());
    }
}

#[test]
fn every_position_is_valid_and_the_game_is_not_over_there() {
    for lesson in all() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let text = step.position().to_string();
            assert_eq!(step.position().variant(), lesson.variant);
            let pos = Position::parse_in(lesson.variant, &text).unwrap();
            assert_eq!(pos, *step.position());
            assert_eq!(
                pos.result(),
                None,
                "lesson {} step {}",
                lesson.number,
                i + 1
            );
        }
    }
}

#[test]
fn every_demonstration_is_legal_in_sequence() {
    for lesson in all() {
        for step in &lesson.steps {
            let StepKind::Demo(demo) = &step.kind else {
                continue;
            };
            let mut game = Game::new(*step.position(), HouseRules::STRICT_WCF);
            for (mv, before) in demo.moves().iter().zip(demo.positions()) {
                assert_eq!(game.position(), before);
                game.play_notation(&mv.to_string())
                    .unwrap_or_else(|e| panic!("lesson {} {mv}: {e}", lesson.number));
            }
            assert_eq!(Some(game.position()), demo.positions().last());
        }
    }
}

#[test]
fn every_answer_is_correct_and_every_mistake_legal_and_explained() {
    for lesson in all() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Some(ex) = step.exercise() else {
                continue;
            };
            let at = format!("lesson {} step {}", lesson.number, i + 1);
            assert_eq!(ex.judge(ex.answer()), Verdict::Correct, "{at}");
            assert!(!ex.mistakes().is_empty(), "{at}: no mistake listed");
            for m in ex.mistakes() {
                let mut game = Game::new(*ex.position(), HouseRules::STRICT_WCF);
                game.play(&m.play)
                    .unwrap_or_else(|e| panic!("{at}: {} is illegal: {e}", m.play));
                assert_eq!(
                    ex.judge(&m.play),
                    Verdict::Wrong(Sentence::new(m.why_key())),
                    "{at}"
                );
            }
        }
    }
}

#[test]
fn a_wrong_move_not_listed_gets_the_checks_sentence() {
    let lessons = all();
    let ex = exercise(&lessons, 2, 2);
    let mv = ex.position().read_move("E7-E8").unwrap();
    let word = |w: &str| Arg::Word(w.to_string());
    assert_eq!(
        ex.judge(&mv),
        Verdict::Wrong(Sentence {
            key: "lesson-check-from".into(),
            args: vec![("made", word("E7")), ("wanted", word("E6"))],
        })
    );
}

fn path(from: &str, legs: &[(LegKind, &str)]) -> Move {
    Move {
        from: sq(from),
        legs: legs
            .iter()
            .map(|&(kind, to)| Leg { kind, to: sq(to) })
            .collect(),
    }
}

/// An illegal attempt is the rules core's error, naming the rule.
fn illegal_rule(lessons: &[Lesson], lesson: usize, step: usize, mv: Move) -> String {
    match exercise(lessons, lesson, step).judge(&mv) {
        Verdict::Illegal(e) => e.to_string(),
        other => panic!("{mv} judged {other:?}"),
    }
}

#[test]
fn r4_r8_r9_r10_illegal_attempts_name_their_rule() {
    let lessons = all();
    // R4: a canter never lands twice on a square, its origin included.
    let e = illegal_rule(
        &lessons,
        3,
        3,
        path("C5", &[(LegKind::Canter, "C7"), (LegKind::Canter, "C5")]),
    );
    assert!(e.contains("(R4)"), "{e}");
    // R8: the knight's canter stops on D7, where it could jump E8.
    let e = illegal_rule(&lessons, 6, 2, path("D5", &[(LegKind::Canter, "D7")]));
    assert!(e.contains("(R8)"), "{e}");
    // R9: no plain move into the own castle.
    let e = illegal_rule(&lessons, 7, 1, path("G2", &[(LegKind::Plain, "G1")]));
    assert!(e.contains("(R9)"), "{e}");
    // R10: the canter ends in the opponent's castle.
    let e = illegal_rule(
        &lessons,
        8,
        3,
        path(
            "D12",
            &[
                (LegKind::Canter, "F14"),
                (LegKind::Canter, "F16"),
                (LegKind::Plain, "G16"),
            ],
        ),
    );
    assert!(e.contains("(R10)"), "{e}");
    // R7: a capture is available, so the step is not allowed.
    let e = illegal_rule(&lessons, 4, 2, path("D5", &[(LegKind::Plain, "C5")]));
    assert!(e.contains("(R7)"), "{e}");
}

fn result_after_answer(
    lessons: &[Lesson],
    lesson: usize,
    step: usize,
) -> Option<(Outcome, EndReason)> {
    let ex = exercise(lessons, lesson, step);
    let after = ex.position().play(&ex.answer().key());
    after.result().map(|r| (r.outcome, r.reason))
}

fn result_after_demo(
    lessons: &[Lesson],
    lesson: usize,
    step: usize,
) -> Option<(Outcome, EndReason)> {
    let step = &lessons[lesson - 1].steps[step - 1];
    let StepKind::Demo(demo) = &step.kind else {
        panic!("a demonstration step")
    };
    let mut game = Game::new(*step.position(), HouseRules::default());
    for mv in demo.moves() {
        game.play(mv).unwrap();
    }
    game.result().map(|r| (r.outcome, r.reason))
}

#[test]
fn r11_to_r15_the_game_end_steps_end_the_game_as_their_texts_say() {
    let lessons = all();
    let white = Outcome::Win(camelot_rules::Color::White);
    let castle = Some((white, EndReason::CastleOccupied));
    assert_eq!(result_after_demo(&lessons, 1, 2), castle);
    assert_eq!(result_after_answer(&lessons, 1, 3), castle);
    assert_eq!(result_after_demo(&lessons, 9, 1), castle);
    assert_eq!(
        result_after_demo(&lessons, 9, 2),
        Some((Outcome::Draw, EndReason::BareKings))
    );
    assert_eq!(
        result_after_answer(&lessons, 9, 3),
        Some((white, EndReason::AllCaptured))
    );
    assert_eq!(
        result_after_answer(&lessons, 9, 4),
        Some((white, EndReason::NoLegalMove))
    );
    assert_eq!(
        result_after_demo(&lessons, 9, 5),
        Some((Outcome::Draw, EndReason::Repetition))
    );
}

#[test]
fn the_lessons_table_has_one_line_of_seven_fields_per_step() {
    let lessons = all();
    let table = lessons_table(&lessons, |l| l.title_key().to_string());
    let steps: usize = lessons.iter().map(|l| l.steps.len()).sum();
    assert_eq!(table.lines().count(), steps);
    for line in table.lines() {
        assert_eq!(line.split('\t').count(), 7, "{line}");
    }
    assert_eq!(
        table.lines().next().unwrap(),
        "1\t1\tdemo\tlesson-01-title\tR1,R2,R11\t\
         2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0\t\
         F7-F8 G10-G9"
    );
    assert!(table.contains("\n4\t4\texercise\tlesson-04-title\tR5,R7\t"));
    assert!(table.contains("\tE6-E7 E11-E10 E7-E6 E10-E11 E6-E7 E11-E10 E7-E6 E10-E11\n"));
    assert!(table.contains("\n14\t1\tdemo\tlesson-14-title\tV5.1,V5.4,V5.5\t"));
}

#[test]
fn v1_4_v2_3_v3_3_v5_4_each_variant_lesson_does_what_its_text_says() {
    let lessons = all();
    let white = Outcome::Win(camelot_rules::Color::White);
    // Camette and Cam: one piece in the castle wins (V1.4); Chivalry: two on G16+H16 (R11).
    assert_eq!(
        result_after_answer(&lessons, 10, 2),
        Some((white, EndReason::CastleEntered))
    );
    assert_eq!(
        result_after_answer(&lessons, 11, 2),
        Some((white, EndReason::CastleEntered))
    );
    assert_eq!(
        result_after_answer(&lessons, 12, 2),
        Some((white, EndReason::CastleOccupied))
    );
    // Anti-Camelot: the listed mistake enters Black's castle and loses (V4.3).
    let anti = exercise(&lessons, 13, 2);
    let entered = anti.position().play(&anti.mistakes()[0].play.key());
    assert_eq!(
        entered.result().map(|r| r.outcome),
        Some(Outcome::Win(camelot_rules::Color::Black))
    );
    // River Camelot: the demonstration plants both sides' trees (V5.4), then play starts.
    let river = &lessons[13].steps[0];
    let mut game = Game::new(*river.position(), HouseRules::default());
    for mv in river.moves() {
        assert!(mv.is_placement());
        game.play(mv).unwrap();
    }
    assert_eq!(game.position().trees().count(), 6);
    assert!(!game.position().placing_trees());
}
