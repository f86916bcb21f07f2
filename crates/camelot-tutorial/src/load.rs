//! Reading the lesson files: RON text to [`Lesson`]s, every position and move checked by the
//! rules core, every exercise's answer and mistakes checked against its checks.

use camelot_rules::{Move, Position, Variant};
use serde::Deserialize;

use crate::check::Check;
use crate::error::Error;
use crate::files::LESSON_FILES;
use crate::lesson::{Demo, Exercise, Lesson, Mistake, Step, StepKind};
use crate::rule::RuleId;

/// A lesson file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    title: String,
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
        text: String,
        position: String,
        moves: Vec<String>,
    },
    Exercise {
        text: String,
        position: String,
        goal: String,
        check: Vec<Check>,
        answer: String,
        mistakes: Vec<MistakeFile>,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MistakeFile {
    play: String,
    why: String,
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
    if file.title.trim().is_empty() {
        return Err(err(None, "the title is empty".into()));
    }
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
        .map(|(i, s)| parse_step(variant, s).map_err(|e| err(Some(i + 1), e)))
        .collect::<Result<_, _>>()?;
    Ok(Lesson {
        number,
        variant,
        title: file.title,
        rules,
        steps,
    })
}

fn parse_step(variant: Variant, step: StepFile) -> Result<Step, String> {
    match step {
        StepFile::Demo {
            text,
            position,
            moves,
        } => {
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
                text: checked_text(text)?,
                kind: StepKind::Demo(Demo {
                    positions,
                    moves: played,
                }),
            })
        }
        StepFile::Exercise {
            text,
            position,
            goal,
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
                goal: checked_text(goal)?,
                checks: check,
                answer: parse_move(&position, &answer)?,
                mistakes: Vec::new(),
            };
            if let Some(why) = exercise.failure(&exercise.answer) {
                return Err(format!("the answer {answer} fails its checks: {why}"));
            }
            for m in mistakes {
                let play = parse_move(&position, &m.play)?;
                if exercise.failure(&play).is_none() {
                    return Err(format!("the mistake {} passes the checks", m.play));
                }
                exercise.mistakes.push(Mistake {
                    play,
                    why: checked_text(m.why)?,
                });
            }
            if exercise.mistakes.is_empty() {
                return Err("an exercise needs at least one mistake".into());
            }
            Ok(Step {
                text: checked_text(text)?,
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

/// Texts are shown as written: they must say something, on one line (the table is line-based).
fn checked_text(text: String) -> Result<String, String> {
    if text.trim().is_empty() || text.contains(['\n', '\t']) {
        return Err(format!("text must be non-empty, on one line: {text:?}"));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::parse_lesson;

    const LESSON: &str = r#"(
        title: "Test",
        rules: ["R3"],
        steps: [
            Exercise(
                text: "Step.",
                position: "2/8/10/12/12/12/12/4m7/12/4M7/4M7/12/12/10/8/2 w 0 0 - 0",
                goal: "Make a plain move.",
                check: [Kind(Plain)],
                answer: "E7-E8",
                mistakes: [(play: "E6-E8", why: "That was a canter.")],
            ),
        ],
    )"#;

    #[test]
    fn a_good_lesson_parses() {
        let lesson = parse_lesson(1, "01-test.ron", LESSON).unwrap();
        assert_eq!(lesson.steps.len(), 1);
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
            (LESSON.replace("goal:", "aim:"), "01-test.ron"),
            (
                LESSON.replace("title:", "variant: \"chess\", title:"),
                "expected one of camelot",
            ),
            // A Camelot position is no Camette position (V0.3).
            (
                LESSON.replace("title:", "variant: \"camette\", title:"),
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
