//! Headless tests of the tutorial: every lesson walked through as a player would (each
//! demonstration played to its end leg by leg, each exercise's first listed mistake entered by
//! clicks and explained, the exercise's position back, then the answer), the rules named for
//! illegal clicks, "Show me", the way back to the menu, opening on a lesson for screenshots, and
//! the panel saying the lesson in the language chosen.

use crate::common;

use bevy::prelude::*;
use camelot::board::animation::AnimationQueue;
use camelot::game::TypedMove;
use camelot::game::{ActiveGame, Player};
use camelot::i18n::{Lang, Tr};
use camelot::persistence::progress::Progress;
use camelot::persistence::settings::{ChangeSettings, Settings};
use camelot::screens::{BoardOwner, Screen};
use camelot::shown::{InputAction, KeyCursor, ShownPosition, SquareClicked, SquareDragged};
use camelot::tutorial::{Feedback, Place, Tutorial, TutorialCommand, place, start_at};
use camelot_ai::Level;
use camelot_rules::{Move, Square};
use camelot_tutorial::{Lesson, Sentence, StepKind, lessons};
use common::*;

fn tutorial(app: &App) -> &Tutorial {
    app.world().resource::<Tutorial>()
}

fn shown(app: &App) -> &ShownPosition {
    app.world().resource::<ShownPosition>()
}

fn all_lessons() -> Vec<Lesson> {
    lessons().unwrap_or_else(|e| panic!("{e}"))
}

/// The tutorial screen with its list open, 50 ms a frame.
fn tutorial_app() -> App {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Tutorial);
    app.update();
    app
}

/// Runs frames until the tutorial has settled (the demonstration played, no leg in flight, no
/// wrong move waiting to go back); returns the demonstration's notation each time it changed.
fn settle_lesson(app: &mut App) -> Vec<Vec<String>> {
    let mut seen: Vec<Vec<String>> = Vec::new();
    for _ in 0..3000 {
        app.update();
        let notation = tutorial(app).demo_notation();
        if !notation.is_empty() && seen.last() != Some(&notation) {
            seen.push(notation);
        }
        if tutorial(app).settled() && !app.world().resource::<AnimationQueue>().is_busy() {
            break;
        }
    }
    assert!(tutorial(app).settled(), "the tutorial never settled");
    settle(app);
    seen
}

fn click_on(app: &mut App, sq: Square) {
    send(app, SquareClicked(sq));
    settle(app);
}

/// Enters `mv` as a player would: its piece, each leg's landing, then Enter if the move could
/// still go on.
fn enter(app: &mut App, mv: &Move) {
    click_on(app, mv.from);
    for leg in &mv.legs {
        click_on(app, leg.to);
    }
    if tutorial(app).attempt.entry.input.is_some() {
        send(app, InputAction::Finish);
        settle(app);
    }
}

/// The notation the panel shows while `moves` play: each leg as it is played.
fn expected_notation(moves: &[Move]) -> Vec<Vec<String>> {
    let mut expected = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        let before: Vec<String> = moves[..i].iter().map(|m| m.to_string()).collect();
        for legs in 1..=mv.legs.len() {
            let part = Move {
                from: mv.from,
                legs: mv.legs[..legs].to_vec(),
            };
            let mut shown = before.clone();
            shown.push(part.to_string());
            expected.push(shown);
        }
    }
    expected
}

#[test]
fn every_lesson_is_played_through_and_kept_as_done() {
    let lessons = all_lessons();
    let mut app = tutorial_app();
    assert_eq!(owner(&app), BoardOwner::Lesson);
    assert_eq!(tutorial(&app).open, None, "the list opens first");
    send(&mut app, TutorialCommand::Open(0));
    for (l, lesson) in lessons.iter().enumerate() {
        for (s, step) in lesson.steps.iter().enumerate() {
            let at = format!("lesson {} step {}", lesson.number, s + 1);
            let notations = settle_lesson(&mut app);
            assert_eq!(
                tutorial(&app).open,
                Some(Place { lesson: l, step: s }),
                "{at}"
            );
            assert_eq!(owner(&app), BoardOwner::Lesson, "{at}");
            match &step.kind {
                StepKind::Demo(demo) => {
                    let end = *demo.positions().last().unwrap();
                    assert_eq!(shown(&app).position, end, "{at}: the demonstration played");
                    assert_eq!(shown(&app).last_move.as_ref(), demo.moves().last(), "{at}");
                    assert_pieces_show(&mut app, &end);
                    assert_eq!(
                        notations,
                        expected_notation(demo.moves()),
                        "{at}: each leg's notation is shown as it is played"
                    );
                }
                StepKind::Exercise(exercise) => {
                    assert!(
                        !tutorial(&app).can_go_next(),
                        "{at}: Next waits for the move"
                    );
                    let mistake = &exercise.mistakes()[0];
                    enter(&mut app, &mistake.play);
                    assert_eq!(
                        tutorial(&app).feedback,
                        Some(Feedback::Wrong(Sentence::new(mistake.why_key()))),
                        "{at}: {} is explained",
                        mistake.play
                    );
                    assert!(!tutorial(&app).step_done, "{at}");
                    settle_lesson(&mut app);
                    assert_eq!(
                        shown(&app).position,
                        *exercise.position(),
                        "{at}: the exercise's position comes back"
                    );
                    assert!(shown(&app).cues.input.is_none(), "{at}");
                    assert!(!shown(&app).cues.movable.is_empty(), "{at}: pieces to move");
                    assert_pieces_show(&mut app, exercise.position());
                    enter(&mut app, exercise.answer());
                    assert_eq!(tutorial(&app).feedback, Some(Feedback::WellDone), "{at}");
                    settle_lesson(&mut app);
                    let after = exercise.position().play(&exercise.answer().key());
                    assert_eq!(shown(&app).position, after, "{at}: the right move stays");
                    assert_pieces_show(&mut app, &after);
                }
            }
            assert!(tutorial(&app).step_done, "{at}");
            send(&mut app, TutorialCommand::Next);
        }
    }
    let progress = app.world().resource::<Progress>();
    for lesson in &lessons {
        assert!(
            camelot::tutorial::lesson_done(progress, lesson),
            "lesson {} is kept as done",
            lesson.number
        );
    }
    assert!(tutorial(&app).finished_all(app.world().resource::<Progress>()));

    // The first game against the Beginner, on the playing screen with the live board.
    send(&mut app, TutorialCommand::FirstGame);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(
        app.world().resource::<ActiveGame>().players,
        [Player::Human, Player::Computer(Level::Beginner)]
    );
    assert_eq!(owner(&app), BoardOwner::Live);
    assert_view_agrees(&mut app);
}

#[test]
fn the_last_lesson_alone_is_not_every_lesson() {
    let lessons = all_lessons();
    let last = lessons.len() - 1;
    let mut app = tutorial_app();
    send(&mut app, TutorialCommand::Open(last));
    for (s, step) in lessons[last].steps.iter().enumerate() {
        settle_lesson(&mut app);
        if let StepKind::Exercise(exercise) = &step.kind {
            enter(&mut app, exercise.answer());
            settle_lesson(&mut app);
        }
        assert!(tutorial(&app).step_done, "step {}", s + 1);
        if s + 1 < lessons[last].steps.len() {
            send(&mut app, TutorialCommand::Next);
        }
    }
    let progress = app.world().resource::<Progress>();
    assert!(camelot::tutorial::lesson_done(progress, &lessons[last]));
    assert!(
        !tutorial(&app).finished_all(progress),
        "the other {last} lessons are not done"
    );
    send(&mut app, TutorialCommand::FirstGame);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Tutorial, "no first game offered yet");
}

#[test]
fn illegal_clicks_name_their_rule_and_show_me_draws_the_answer() {
    let lessons = all_lessons();
    let mut app = tutorial_app();
    // Lesson 4, step 2: White's men on D5 and I5 can both jump (R5, R7).
    send(&mut app, TutorialCommand::Open(3));
    settle_lesson(&mut app);
    send(&mut app, TutorialCommand::Next);
    settle_lesson(&mut app);
    let exercise = lessons[3].steps[1].exercise().expect("an exercise");
    assert_eq!(shown(&app).position, *exercise.position());

    click_on(&mut app, sq("D6"));
    let Some(Feedback::Illegal(why)) = &tutorial(&app).feedback else {
        panic!("an enemy piece is not chosen");
    };
    assert!(why.contains("D6 is Black's"), "{why}");

    click_on(&mut app, sq("D5"));
    assert!(tutorial(&app).attempt.entry.input.is_some(), "D5 is chosen");
    assert_eq!(tutorial(&app).feedback, None);
    click_on(&mut app, sq("D4"));
    let Some(Feedback::Illegal(why)) = &tutorial(&app).feedback else {
        panic!("a step is refused while a capture is available");
    };
    assert!(why.contains("(R7)"), "{why}");
    assert!(
        tutorial(&app).attempt.entry.input.is_some(),
        "the piece stays chosen"
    );

    send(&mut app, InputAction::Cancel);
    settle(&mut app);
    assert!(tutorial(&app).attempt.entry.input.is_none());
    assert!(shown(&app).cues.input.is_none());

    send(&mut app, TutorialCommand::ShowMe);
    app.update();
    assert_eq!(shown(&app).cues.hint.as_ref(), Some(exercise.answer()));

    // Back to the list, then to the menu: the board is the live game's again.
    send(&mut app, TutorialCommand::BackToList);
    app.update();
    assert_eq!(tutorial(&app).open, None);
    assert!(shown(&app).cues.hint.is_none());
    send(&mut app, TutorialCommand::Leave);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::MainMenu);
    assert_eq!(owner(&app), BoardOwner::Live);
    assert_view_agrees(&mut app);
    assert_eq!(
        *app.world().resource::<Progress>(),
        Progress::default(),
        "no exercise was solved"
    );
}

#[test]
fn r7_a_lesson_takes_typed_moves_drags_and_the_keyboard_through_the_one_move_entry() {
    let lessons = all_lessons();
    let mut app = tutorial_app();
    // Lesson 4, step 2: White's men on D5 and I5 can both jump (R5, R7).
    send(&mut app, TutorialCommand::Open(3));
    settle_lesson(&mut app);
    send(&mut app, TutorialCommand::Next);
    settle_lesson(&mut app);
    let exercise = lessons[3].steps[1].exercise().expect("an exercise");
    let answer = exercise.answer().clone();

    // A typed move the rules refuse is answered in the rules' words, as in a game.
    send(&mut app, TypedMove("D5-D4".into()));
    settle(&mut app);
    let Some(Feedback::Illegal(why)) = &tutorial(&app).feedback else {
        panic!("a step is refused while a capture is available");
    };
    assert!(why.starts_with("D5-D4: ") && why.contains("(R7)"), "{why}");
    // The answer typed in WCF notation is played and judged.
    send(&mut app, TypedMove(answer.to_string()));
    settle_lesson(&mut app);
    assert_eq!(tutorial(&app).feedback, Some(Feedback::WellDone));
    assert_eq!(
        shown(&app).position,
        exercise.position().play(&answer.key())
    );

    // Again, dragged leg by leg.
    send(&mut app, TutorialCommand::Replay);
    settle_lesson(&mut app);
    assert_eq!(tutorial(&app).feedback, None);
    let mut at = answer.from;
    for leg in &answer.legs {
        send(
            &mut app,
            SquareDragged {
                from: at,
                to: leg.to,
                dropped: true,
            },
        );
        settle(&mut app);
        at = leg.to;
    }
    if tutorial(&app).attempt.entry.input.is_some() {
        send(&mut app, InputAction::Finish);
        settle(&mut app);
    }
    assert_eq!(tutorial(&app).feedback, Some(Feedback::WellDone));

    // The keyboard's cursor: Space shows it on a piece that may move, Enter chooses it.
    send(&mut app, TutorialCommand::Replay);
    settle_lesson(&mut app);
    press(&mut app, KeyCode::Space);
    let cursor = app.world().resource::<KeyCursor>().square;
    assert!(cursor.is_some_and(|sq| exercise.position().movable_pieces().contains(sq)));
    press(&mut app, KeyCode::Enter);
    let chosen = tutorial(&app).attempt.entry.input.as_ref().map(|b| b.at());
    assert_eq!(chosen, cursor, "the cursor's piece is chosen");
}

#[test]
fn the_game_opens_on_a_lesson_step_for_screenshots() {
    let lessons = all_lessons();
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    let count = lessons.len();
    assert_eq!(
        place(count + 3, 1).unwrap_err(),
        format!("no lesson {}: there are {count}", count + 3)
    );
    let steps = lessons[2].steps.len();
    assert_eq!(
        place(3, steps + 4).unwrap_err(),
        format!("lesson 3 has no step {}: it has {steps}", steps + 4)
    );
    assert!(place(0, 1).is_err());

    start_at(&mut app, place(3, 1).unwrap());
    app.update();
    assert_eq!(screen(&app), Screen::Tutorial);
    assert_eq!(tutorial(&app).open, Some(Place { lesson: 2, step: 0 }));
    assert!(!tutorial(&app).settled(), "the demonstration plays");
    settle_lesson(&mut app);
    let StepKind::Demo(demo) = &lessons[2].steps[0].kind else {
        panic!("lesson 3 opens with a demonstration");
    };
    let end = *demo.positions().last().unwrap();
    assert_eq!(shown(&app).position, end);
    assert_pieces_show(&mut app, &end);
}

#[test]
fn the_lessons_table_has_a_line_per_step() {
    let table = camelot::tutorial::lessons_table().unwrap();
    let steps: usize = all_lessons().iter().map(|l| l.steps.len()).sum();
    assert_eq!(table.lines().count(), steps);
    assert!(table.starts_with("1\t1\t"), "{table}");
}

/// The lines the tutorial's panel shows.
fn panel(app: &mut App) -> Vec<String> {
    crate::common::headless::lesson_panel(app.world_mut()).expect("the panel draws")
}

/// Whether the panel shows each of `sentences`, whole, on a line of its own.
fn shows(lines: &[String], sentences: &[String]) -> bool {
    sentences.iter().all(|s| lines.contains(s))
}

#[test]
fn a_lesson_speaks_the_language_chosen_in_settings_and_switches_with_it() {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.insert_resource(Tr::new(Lang::English));
    // Lesson 2, step 2: move the man on E6; E7-E8 is no listed mistake.
    start_at(&mut app, place(2, 2).unwrap());
    settle_lesson(&mut app);
    send(&mut app, TypedMove("E7-E8".into()));
    settle(&mut app);
    let Some(Feedback::Wrong(why)) = tutorial(&app).feedback.clone() else {
        panic!("E7-E8 is a wrong move here");
    };
    assert_eq!(why.key, "lesson-check-from");
    let said = |lang| {
        let tr = Tr::new(lang);
        let title = [
            ("number", 2.into()),
            ("title", tr.t("lesson-02-title").into()),
        ];
        vec![
            tr.t("lesson-02-step-2"),
            tr.t("lesson-02-step-2-goal"),
            tr.say(&why),
            tr.t_args("tutorial-lesson", &title),
        ]
    };
    let (english, russian, swedish) = (
        said(Lang::English),
        said(Lang::Russian),
        said(Lang::Swedish),
    );
    assert_eq!(english[3], "Lesson 2: The plain move");
    assert_eq!(
        english[2],
        "That move was made by the piece on E7; this exercise asks you to move the piece on E6."
    );
    let lines = panel(&mut app);
    assert!(shows(&lines, &english), "{lines:?}");

    for (lang, sentences) in [(Lang::Russian, &russian), (Lang::Swedish, &swedish)] {
        assert!(
            sentences.iter().all(|s| !english.contains(s)),
            "{sentences:?}"
        );
        app.world_mut().write_message(ChangeSettings(Settings {
            language: Some(lang),
            ..Settings::default()
        }));
        app.update();
        app.update();
        let lines = panel(&mut app);
        assert!(shows(&lines, sentences), "{lang:?}: {lines:?}");
        assert!(!shows(&lines, &english[..1]), "{lang:?}: {lines:?}");
    }
    assert_eq!(russian[3], "Урок 2: Простой ход");
}
