//! The lessons for the browser: camelot-tutorial's lessons as data (`lessons`, `lesson`), and
//! a move made on an exercise judged by its `Exercise::judge`, as the game judges it
//! (`lesson_move`). A right move counts in the account's progress.

use camelot_protocol::{
    ErrorCode, LessonEntry, LessonView, Refusal, SentenceArg, SentenceView, ServerMsg, SolvedStep,
    StepVerdict, StepView,
};
use camelot_tutorial::{Arg, Lesson, Sentence, StepKind, Verdict};

use crate::base::{Base, refuse, storage};
use crate::clock::Millis;
use crate::store::PlayerId;
use crate::thin::legal_moves;

fn entry(lesson: &Lesson) -> LessonEntry {
    LessonEntry {
        number: lesson.number as u32,
        variant: lesson.variant,
        title: lesson.title_key().to_string(),
        rules: lesson.rules.iter().map(ToString::to_string).collect(),
        exercises: (lesson.steps.iter().enumerate())
            .filter(|(_, s)| s.exercise().is_some())
            .map(|(i, _)| i as u32)
            .collect(),
    }
}

fn step_view(step: &camelot_tutorial::Step) -> StepView {
    let text = step.text_key().to_string();
    match &step.kind {
        StepKind::Demo(d) => StepView::Demo {
            text,
            moves: d.moves().iter().map(ToString::to_string).collect(),
            positions: d.positions().iter().map(ToString::to_string).collect(),
        },
        StepKind::Exercise(e) => StepView::Exercise {
            text,
            goal: e.goal_key().to_string(),
            position: e.position().to_string(),
            legal: legal_moves(e.position()),
            answer: e.answer().to_string(),
        },
    }
}

/// A sentence of the tutorial as the wire carries it.
pub(crate) fn sentence_view(s: &Sentence) -> SentenceView {
    SentenceView {
        key: s.key.clone(),
        args: (s.args.iter())
            .map(|(name, arg)| {
                let arg = match arg {
                    Arg::Number(n) => SentenceArg::Number(*n as u32),
                    Arg::Word(w) => SentenceArg::Word(w.clone()),
                };
                (name.to_string(), arg)
            })
            .collect(),
    }
}

fn unknown(what: String) -> Refusal {
    refuse(ErrorCode::UnknownLesson, what)
}

/// The lessons, the lesson (from 1), or a refusal naming it.
fn find(lessons: &[Lesson], number: u32) -> Result<&Lesson, Refusal> {
    (number as usize)
        .checked_sub(1)
        .and_then(|i| lessons.get(i))
        .ok_or_else(|| {
            unknown(format!(
                "no lesson {number}: they are 1 to {}",
                lessons.len()
            ))
        })
}

/// `lessons`: the list, and the account's progress (none for a visitor).
pub(crate) fn list(
    b: &Base,
    lessons: &[Lesson],
    player: Option<PlayerId>,
) -> Result<ServerMsg, Refusal> {
    let solved = match player {
        Some(id) => b.store.solved_steps(id).map_err(storage)?,
        None => Vec::new(),
    };
    Ok(ServerMsg::Lessons {
        lessons: lessons.iter().map(entry).collect(),
        solved,
    })
}

/// `lesson`: one lesson's steps.
pub(crate) fn lesson(lessons: &[Lesson], number: u32) -> Result<ServerMsg, Refusal> {
    let lesson = find(lessons, number)?;
    Ok(ServerMsg::Lesson {
        lesson: LessonView {
            entry: entry(lesson),
            steps: lesson.steps.iter().map(step_view).collect(),
        },
    })
}

/// `lessons_solved`: the exercises solved in a browser before signing in, kept in `player`'s
/// progress (those that are some lesson's exercise); answered with the list and the progress.
pub(crate) fn merge(
    b: &mut Base,
    lessons: &[Lesson],
    player: PlayerId,
    solved: &[SolvedStep],
    now: Millis,
) -> Result<ServerMsg, Refusal> {
    let exercise = |at: &SolvedStep| {
        find(lessons, at.lesson)
            .is_ok_and(|l| (l.steps.get(at.step as usize)).is_some_and(|s| s.exercise().is_some()))
    };
    for &at in solved.iter().filter(|at| exercise(at)) {
        b.store.solve_step(player, at, now).map_err(storage)?;
    }
    list(b, lessons, Some(player))
}

/// `lesson_move`: the exercise's verdict on a move, a right one kept in the account's
/// progress; an illegal one refused in the rules core's words, as in a game.
pub(crate) fn judge(
    b: &mut Base,
    lessons: &[Lesson],
    player: Option<PlayerId>,
    at: SolvedStep,
    notation: &str,
    now: Millis,
) -> Result<ServerMsg, Refusal> {
    let lesson = find(lessons, at.lesson)?;
    let exercise = (lesson.steps.get(at.step as usize))
        .and_then(|s| s.exercise())
        .ok_or_else(|| {
            unknown(format!(
                "lesson {} has no exercise at step {}",
                at.lesson, at.step
            ))
        })?;
    let mv = (exercise.position().read_move(notation)).map_err(|e| Refusal::illegal_move(&e))?;
    let verdict = match exercise.judge(&mv) {
        Verdict::Illegal(e) => return Err(Refusal::illegal_move(&e)),
        Verdict::Correct => {
            if let Some(id) = player {
                b.store.solve_step(id, at, now).map_err(storage)?;
            }
            StepVerdict::Correct
        }
        Verdict::Wrong(why) => StepVerdict::Wrong {
            why: sentence_view(&why),
        },
    };
    Ok(ServerMsg::LessonVerdict {
        lesson: at.lesson,
        step: at.step,
        notation: mv.to_string(),
        position: exercise.position().play(&mv.key()).to_string(),
        verdict,
    })
}
