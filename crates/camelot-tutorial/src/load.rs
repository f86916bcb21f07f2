//! Reading the lesson files: RON text to [`Lesson`]s, every position and move checked by the
//! rules core, every exercise's answer and mistakes checked against its checks. The files hold
//! the structure only; each sentence's key follows from the lesson's number and the step's and
//! mistake's place (`sentence::keys`).

use camelot_rules::{Move, Position, Variant};
use serde::Deserialize;

use crate::check::Check;
use crate::error::Error;
use crate::files::LESSON_FILES;
use crate::lesson::{Demo, Exercise, Lesson, Mistake, Step, StepKind};
use crate::rule::RuleId;
use crate::sentence::keys;

/// A lesson file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    /// The game of the family the lesson is played in (VARIANTS.md V0.1); Camelot when absent.
    #[serde(default = "camelot")]
    variant: String,
    /// Rule ids, each written singly: `["R11", "R12"]`.
    rules: Vec<String>,
    steps: Vec<StepFile>,
}

fn camelot() -> String {
    Variant::Camelot.name().to_string()
}

/// A step as written: positions are position strings, moves WCF notation.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
enum StepFile {
    Demo {
        position: String,
        moves: Vec<String>,
    },
    Exercise {
        position: String,
        check: Vec<Check>,
        answer: String,
        mistakes: Vec<MistakeFile>,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MistakeFile {
    play: String,
}

/// Every lesson of the tutorial, in order, numbered from 1.
pub fn lessons() -> Result<Vec<Lesson>, Error> {
    LESSON_FILES
        .iter()
        .enumerate()
        .map(|(i, (name, text))| parse_lesson(i + 1, name, text))
        .collect()
}

/// Parses and checks one lesson file; `number` must be the number its name starts with.
fn parse_lesson(number: usize, name: &str, text: &str) -> Result<Lesson, Error> {
    let err = |step: Option<usize>, message: String| Error {
        file: name.to_string(),
        step,
        message,
    };
    let named: Option<usize> = name.split('-').next().and_then(|n| n.parse().ok());
    if named != Some(number) {
        return Err(err(None, format!("the name must start with {number:02}-")));
    }
    let file: LessonFile = ron::from_str(text).map_err(|e| err(None, e.to_string()))?;
    let rules = file
        .rules
        .iter()
        .map(|r| r.parse::<RuleId>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| err(None, e))?;
    if rules.is_empty() || file.steps.is_empty() {
        return Err(err(None, "a lesson needs rule ids and steps".into()));
    }
    let variant: Variant = file
        .variant
        .parse()
        .map_err(|e: camelot_rules::Error| err(None, e.to_string()))?;
    let steps = file
        .steps
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            parse_step(variant, s, &keys::step(number, i + 1)).map_err(|e| err(Some(i + 1), e))
        })
        .collect::<Result<_, _>>()?;
    Ok(Lesson {
        number,
        variant,
        title_key: keys::title(number),
        rules,
        steps,
    })
}

/// Parses and checks one step; `key` is its text's key, the start of its other keys.
fn parse_step(variant: Variant, step: StepFile, key: &str) -> Result<Step, String> {
    match step {
        StepFile::Demo { position, moves } => {
            let mut positions = vec![parse_position(variant, &position)?];
            let mut played = Vec::new();
            for m in &moves {
                let before = positions[positions.len() - 1];
                let mv = parse_move(&before, m)?;
                positions.push(before.play(&mv.key()));
                played.push(mv);
            }
            if played.is_empty() {
                return Err("a demonstration needs at least one move".into());
            }
            Ok(Step {
                text_key: key.to_string(),
                kind: StepKind::Demo(Demo {
                    positions,
                    moves: played,
                }),
            })
        }
        StepFile::Exercise {
            position,
            check,
            answer,
            mistakes,
        } => {
            let position = parse_position(variant, &position)?;
            if check.is_empty() {
                return Err("an exercise needs at least one check".into());
            }
            let mut exercise = Exercise {
                position,
                goal_key: keys::goal(key),
                checks: check,
                answer: parse_move(&position, &answer)?,
                mistakes: Vec::new(),
            };
            if let Some(why) = exercise.failure(&exercise.answer) {
                return Err(format!("the answer {answer} fails its checks: {why}"));
            }
            for (i, m) in mistakes.iter().enumerate() {
                let play = parse_move(&position, &m.play)?;
                if exercise.failure(&play).is_none() {
                    return Err(format!("the mistake {} passes the checks", m.play));
                }
                exercise.mistakes.push(Mistake {
                    play,
                    why_key: keys::mistake(key, i + 1),
                });
            }
            if exercise.mistakes.is_empty() {
                return Err("an exercise needs at least one mistake".into());
            }
            Ok(Step {
                text_key: key.to_string(),
                kind: StepKind::Exercise(exercise),
            })
        }
    }
}

/// A position string on `variant`'s board (V0.3).
fn parse_position(variant: Variant, text: &str) -> Result<Position, String> {
    Position::parse_in(variant, text).map_err(|e| format!("{e}"))
}

fn parse_move(pos: &Position, text: &str) -> Result<Move, String> {
    pos.read_move(text).map_err(|e| format!("move {text}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::parse_lesson;

    const LESSON: &str = r#"(
        rules: ["R3"],
        steps: [
            Exercise(
                position: "2/8/10/12/12/12/12/4m7/12/4M7/4M7/12/12/10/8/2 w 0 0 - 0",
                check: [Kind(Plain)],
                answer: "E7-E8",
                mistakes: [(play: "E6-E8")],
            ),
        ],
    )"#;

    #[test]
    fn a_good_lesson_parses_with_its_keys() {
        let lesson = parse_lesson(7, "07-test.ron", LESSON).unwrap();
        assert_eq!(lesson.steps.len(), 1);
        assert_eq!(
            lesson.keys(),
            [
                "lesson-07-title",
                "lesson-07-step-1",
                "lesson-07-step-1-goal",
                "lesson-07-step-1-mistake-1"
            ]
        );
    }

    #[test]
    fn bad_lessons_are_errors_naming_file_and_step() {
        let cases = [
            (LESSON.replace("E7-E8", "E7-E9"), "step 1: move E7-E9"),
            (
                LESSON.replace("\"E6-E8\"", "\"E7-E8\""),
                "passes the checks",
            ),
            (
                LESSON.replace("Kind(Plain)", "Kind(Canter)"),
                "the answer E7-E8 fails",
            ),
            (
                LESSON.replace("\"R3\"", "\"R3-R4\""),
                "not a single rule id",
            ),
            (LESSON.replace(" w 0 0", " x 0 0"), "bad position string"),
            (LESSON.replace("check:", "aim:"), "01-test.ron"),
            // The sentences are in the Fluent files, not here.
            (
                LESSON.replace("rules:", "title: \"Test\", rules:"),
                "01-test.ron",
            ),
            (
                LESSON.replace("rules:", "variant: \"chess\", rules:"),
                "expected one of camelot",
            ),
            // A Camelot position is no Camette position (V0.3).
            (
                LESSON.replace("rules:", "variant: \"camette\", rules:"),
                "step 1:",
            ),
        ];
        for (text, expected) in cases {
            let e = parse_lesson(1, "01-test.ron", &text)
                .unwrap_err()
                .to_string();
            assert!(e.contains(expected), "{e:?} lacks {expected:?}");
        }
        let e = parse_lesson(2, "01-test.ron", LESSON)
            .unwrap_err()
            .to_string();
        assert!(e.contains("must start with 02-"), "{e}");
    }
}
