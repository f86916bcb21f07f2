//! The tutorial's state: the lessons, the lesson and step open, the demonstration playing or
//! the exercise being tried, what the player is told, and the commands the panel sends. Every
//! step starts on its own position (a new scene on the board, source `Lesson`).

use bevy::prelude::*;
use camelot_ai::Level;
use camelot_rules::Position;
use camelot_tutorial::{Exercise, Lesson, Sentence, Step, StepKind};

use super::demo::Playback;
use super::exercise::Attempt;
use crate::game::{GameCommand, Player};
use crate::persistence::progress::Progress;
use crate::persistence::settings::Settings;
use crate::screens::Screen;
use crate::shown::{Cues, ShownPosition};

/// A step of a lesson, both counted from 0.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    pub lesson: usize,
    pub step: usize,
}

/// What the player is told about the move just tried.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Feedback {
    /// The move is what the exercise asked.
    WellDone,
    /// A legal move of the wrong kind: the exercise's sentence says why (in the language
    /// spoken when it is shown).
    Wrong(Sentence),
    /// A piece that may not move, a leg the rules forbid, a move that may not end here: the
    /// rules core's sentence names the rule.
    Illegal(String),
}

/// The tutorial as it stands.
#[derive(Resource, Debug)]
pub struct Tutorial {
    /// The lessons, or why they could not be read (a broken build: shown in the list).
    pub lessons: Result<Vec<Lesson>, String>,
    /// The step open; `None` shows the list of lessons.
    pub open: Option<Place>,
    /// The demonstration playing, if the step is one and it has not finished.
    pub playback: Option<Playback>,
    /// The exercise's move being entered, or the wrong move on its way back.
    pub attempt: Attempt,
    pub feedback: Option<Feedback>,
    /// The demonstration has played, or the exercise was solved: Next may be pressed.
    pub step_done: bool,
    /// "Show me": the answer is drawn on the board in violet.
    pub show_answer: bool,
}

impl Default for Tutorial {
    fn default() -> Tutorial {
        Tutorial {
            lessons: camelot_tutorial::lessons().map_err(|e| e.to_string()),
            open: None,
            playback: None,
            attempt: Attempt::default(),
            feedback: None,
            step_done: false,
            show_answer: false,
        }
    }
}

/// What the panel (or a test) asks of the tutorial.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorialCommand {
    /// Open this lesson (counted from 0) at its first step.
    Open(usize),
    Next,
    Previous,
    /// Play the demonstration again, or start the exercise afresh.
    Replay,
    /// Draw the exercise's answer on the board.
    ShowMe,
    BackToList,
    /// Back to the main menu.
    Leave,
    /// After the last lesson: a first game against the Beginner.
    FirstGame,
}

impl Tutorial {
    pub fn lesson(&self) -> Option<&Lesson> {
        let place = self.open?;
        self.lessons.as_ref().ok()?.get(place.lesson)
    }

    pub fn step(&self) -> Option<&Step> {
        self.lesson()?.steps.get(self.open?.step)
    }

    /// The exercise open, if the step is one.
    pub fn exercise(&self) -> Option<&Exercise> {
        self.step()?.exercise()
    }

    /// No demonstration plays, no leg of the player's move is in flight and no wrong move
    /// waits to be taken back: the board shows what the step will stay on (screenshots).
    pub fn settled(&self) -> bool {
        self.playback.is_none() && self.attempt.settled()
    }

    /// Whether Next leads somewhere now.
    pub fn can_go_next(&self) -> bool {
        self.step_done && self.next_place().is_some()
    }

    pub fn can_go_back(&self) -> bool {
        self.previous_place().is_some()
    }

    /// Every lesson is done (each exercise solved, as `progress` keeps it) and so is the step
    /// on screen: the player is told so and offered a first game.
    pub fn finished_all(&self, progress: &Progress) -> bool {
        // Every lesson counts, not the place the player stands on: the last step of the last
        // lesson can be reached with the others skipped.
        let all_done = self.lessons.as_ref().is_ok_and(|lessons| {
            !lessons.is_empty() && lessons.iter().all(|l| lesson_done(progress, l))
        });
        self.step_done && all_done
    }

    /// The exercise open and solved: (lesson number, step), for the progress.
    pub fn solved(&self) -> Option<(u32, usize)> {
        self.exercise()?;
        let place = self.open?;
        let lesson = self.lesson()?.number as u32;
        self.step_done.then_some((lesson, place.step))
    }

    fn step_count(&self, lesson: usize) -> usize {
        self.lessons
            .as_ref()
            .ok()
            .and_then(|l| l.get(lesson))
            .map_or(0, |l| l.steps.len())
    }

    /// The step after the open one: the next lesson's first after a lesson's last.
    fn next_place(&self) -> Option<Place> {
        let Place { lesson, step } = self.open?;
        if step + 1 < self.step_count(lesson) {
            Some(Place {
                lesson,
                step: step + 1,
            })
        } else {
            (self.step_count(lesson + 1) > 0).then_some(Place {
                lesson: lesson + 1,
                step: 0,
            })
        }
    }

    /// The step before the open one: the previous lesson's last before a lesson's first.
    fn previous_place(&self) -> Option<Place> {
        let Place { lesson, step } = self.open?;
        if step > 0 {
            return Some(Place {
                lesson,
                step: step - 1,
            });
        }
        let lesson = lesson.checked_sub(1)?;
        let steps = self.step_count(lesson);
        (steps > 0).then(|| Place {
            lesson,
            step: steps - 1,
        })
    }

    /// Opens a step on its own position: a demonstration starts playing, an exercise waits
    /// for the player's move.
    pub(super) fn open_step(&mut self, place: Place, shown: &mut ShownPosition) {
        self.leave_step();
        self.open = Some(place);
        let Some(step) = self.step() else {
            self.open = None;
            return;
        };
        let position: Position = *step.position();
        let demo = matches!(step.kind, StepKind::Demo(_));
        shown.cut_to(position, None, None);
        if demo {
            self.playback = Some(Playback::new());
        } else {
            shown.cues = self.cues();
        }
    }

    /// Forgets the step open: its playback, attempt and feedback (back to the list).
    fn leave_step(&mut self) {
        self.open = None;
        self.playback = None;
        self.attempt = Attempt::default();
        self.feedback = None;
        self.step_done = false;
        self.show_answer = false;
    }
}

/// The board shows the lessons (the live game waits); a step chosen before (`start_at`) opens.
pub(super) fn enter(mut tutorial: ResMut<Tutorial>, mut shown: ResMut<ShownPosition>) {
    let open = tutorial.open;
    match open {
        Some(place) => tutorial.open_step(place, &mut shown),
        None => {
            // The live game's position stays behind the list, without its move cues.
            shown.cues = Cues::default();
        }
    }
}

/// Leaving the tutorial gives the board back to the live game, which republishes itself.
pub(super) fn exit(mut tutorial: ResMut<Tutorial>) {
    tutorial.leave_step();
}

pub(super) fn handle_commands(
    mut commands: MessageReader<TutorialCommand>,
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
    settings: Res<Settings>,
    progress: Res<Progress>,
    mut game: MessageWriter<GameCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for command in commands.read() {
        match *command {
            TutorialCommand::Open(lesson) => {
                if tutorial.step_count(lesson) > 0 {
                    tutorial.open_step(Place { lesson, step: 0 }, &mut shown);
                }
            }
            TutorialCommand::Next => {
                if tutorial.step_done
                    && let Some(place) = tutorial.next_place()
                {
                    tutorial.open_step(place, &mut shown);
                }
            }
            TutorialCommand::Previous => {
                if let Some(place) = tutorial.previous_place() {
                    tutorial.open_step(place, &mut shown);
                }
            }
            TutorialCommand::Replay => {
                if let Some(place) = tutorial.open {
                    tutorial.open_step(place, &mut shown);
                }
            }
            TutorialCommand::ShowMe => {
                if tutorial.exercise().is_some() && !tutorial.step_done {
                    tutorial.show_answer = true;
                    if tutorial.attempt.coming_back() {
                        tutorial.put_back(&mut shown);
                    } else {
                        shown.cues = tutorial.cues();
                    }
                }
            }
            TutorialCommand::BackToList => {
                tutorial.leave_step();
                shown.cues = Cues::default();
            }
            TutorialCommand::Leave => next_screen.set(Screen::MainMenu),
            TutorialCommand::FirstGame => {
                if tutorial.finished_all(&progress) {
                    // The game command switches to the playing screen itself.
                    game.write(GameCommand::NewGame {
                        position: Position::start(),
                        players: [Player::Human, Player::Computer(Level::Beginner)],
                        rules: settings.house_rules,
                    });
                }
            }
        }
    }
}

/// Whether `lesson` is done: every exercise in it solved.
pub fn lesson_done(progress: &Progress, lesson: &Lesson) -> bool {
    let exercises = lesson
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| s.exercise().is_some());
    progress.lesson_done(lesson.number as u32, exercises.map(|(i, _)| i))
}

/// A solved exercise is kept in the progress (written only when it is news).
pub(super) fn record_progress(tutorial: Res<Tutorial>, mut progress: ResMut<Progress>) {
    if let Some((lesson, step)) = tutorial.solved()
        && !progress.is_solved(lesson, step)
    {
        progress.solve(lesson, step);
    }
}
