//! Lessons and puzzles for the browser (the `learn` part of the hub): the game's lessons
//! (camelot-tutorial) judged here (`lessons.rs`), and the shipped puzzles (camelot-puzzles)
//! solved on a desk per connection (`puzzles.rs`). Visitors (a spectator's session) may use
//! both; an account's progress, puzzle rating and history are kept (`store/learn.rs`).

mod lessons;
mod puzzles;

use std::collections::HashMap;

use camelot_protocol::{ClientMsg, ErrorCode, Refusal, SolvedStep};
use camelot_tutorial::Lesson;

use crate::base::{Base, refuse};
use crate::clock::Millis;
use crate::presence::ConnId;
use puzzles::{Asker, Desk};

pub(crate) struct Learn {
    /// The lessons, read once; or why they could not be (a broken build).
    lessons: Result<Vec<Lesson>, String>,
    desks: HashMap<ConnId, Desk>,
}

impl Learn {
    pub(crate) fn new() -> Learn {
        Learn {
            lessons: camelot_tutorial::lessons().map_err(|e| e.to_string()),
            desks: HashMap::new(),
        }
    }

    /// Whether the message is one of this part's.
    pub(crate) fn takes(msg: &ClientMsg) -> bool {
        use ClientMsg::*;
        matches!(
            msg,
            Lessons
                | Lesson { .. }
                | LessonMove { .. }
                | PuzzleNext { .. }
                | PuzzleOpen { .. }
                | PuzzleMove { .. }
                | PuzzleHint
                | PuzzleSolution
                | PuzzleRecord
                | LessonsSolved { .. }
        )
    }

    /// A connection closed: its puzzle desk goes.
    pub(crate) fn leave(&mut self, conn: ConnId) {
        self.desks.remove(&conn);
    }

    /// Answers one of [`Learn::takes`]' messages from a greeted connection, signed in or not.
    pub(crate) fn handle(
        &mut self,
        b: &mut Base,
        conn: ConnId,
        msg: ClientMsg,
        now: Millis,
    ) -> Result<(), Refusal> {
        let who = Asker {
            player: b.presence.player(conn),
            now,
        };
        let lessons = || {
            (self.lessons.as_deref())
                .map_err(|e| refuse(ErrorCode::UnknownLesson, format!("no lessons: {e}")))
        };
        let answer = match msg {
            ClientMsg::Lessons => lessons::list(b, lessons()?, who.player),
            ClientMsg::Lesson { lesson } => lessons::lesson(lessons()?, lesson),
            ClientMsg::LessonMove {
                lesson,
                step,
                notation,
            } => {
                let at = SolvedStep { lesson, step };
                lessons::judge(b, lessons()?, who.player, at, &notation, now)
            }
            ClientMsg::LessonsSolved { solved } => {
                let player = who.player.ok_or_else(|| {
                    refuse(
                        ErrorCode::NotSignedIn,
                        "sign in to keep lessons in an account",
                    )
                })?;
                lessons::merge(b, lessons()?, player, &solved, now)
            }
            ClientMsg::PuzzleRecord => Desk::record(b, who.player),
            msg => {
                let desk = self.desks.entry(conn).or_default();
                match msg {
                    ClientMsg::PuzzleNext {
                        variant,
                        theme,
                        streak,
                    } => desk.next(b, who, variant, theme.as_deref(), streak),
                    ClientMsg::PuzzleOpen { id } => desk.open_id(b, who, &id),
                    ClientMsg::PuzzleMove { notation } => desk.play(b, who, &notation),
                    ClientMsg::PuzzleHint => desk.hint(b, who),
                    ClientMsg::PuzzleSolution => desk.solution(b, who),
                    _ => Err(refuse(
                        ErrorCode::BadMessage,
                        "not a lesson or puzzle message",
                    )),
                }
            }
        };
        b.presence.answer(conn, answer)
    }
}
