//! The text of `camelot --lessons`: one tab-separated line per step, for scripts.

use std::fmt::Write;

use crate::lesson::Lesson;

/// One line per step: lesson number, step number (both from 1), `demo` or `exercise`, the
/// lesson's title (`title` says it in a language), its rule ids (comma-separated), the step's
/// position string, and its moves in WCF notation, space-separated (the demonstration, or the
/// exercise's answer).
pub fn lessons_table(lessons: &[Lesson], title: impl Fn(&Lesson) -> String) -> String {
    let mut out = String::new();
    for lesson in lessons {
        let title = title(lesson);
        let rules: Vec<String> = lesson.rules.iter().map(|r| r.to_string()).collect();
        for (i, step) in lesson.steps.iter().enumerate() {
            let moves: Vec<String> = step.moves().iter().map(|m| m.to_string()).collect();
            writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}\t{}\t{}",
                lesson.number,
                i + 1,
                step.kind_name(),
                title,
                rules.join(","),
                step.position(),
                moves.join(" ")
            )
            .expect("writing to a String cannot fail");
        }
    }
    out
}
