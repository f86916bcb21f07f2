//! The tutorial ("Learn to play"): a list of lessons with the player's progress, and each
//! lesson's steps on the board. A demonstration plays its moves with the game's own leg
//! animation; an exercise asks for a move of one kind, entered by clicking as in a game and
//! judged by the rules core (the lessons and their judging are the `camelot_tutorial` crate).
//!
//! The board belongs to the lesson (`BoardOwner::Lesson`) while the tutorial screen is open, so the live game
//! takes no clicks and the computer waits. `plugin` is the logic (headless, tested with
//! `MinimalPlugins`); `ui_plugin` adds the panel and the keys.

mod demo;
mod exercise;
mod panel;
mod state;

pub use panel::picture as panel_picture;

use bevy::prelude::*;

pub use demo::Playback;
pub use exercise::Attempt;
pub use state::{Feedback, Place, Tutorial, TutorialCommand, lesson_done};

use crate::i18n::{Lang, Tr};
use crate::screens::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tutorial>()
        .add_message::<TutorialCommand>()
        .add_systems(OnEnter(Screen::Tutorial), state::enter)
        .add_systems(OnExit(Screen::Tutorial), state::exit)
        .add_systems(
            Update,
            (
                state::handle_commands,
                demo::play,
                exercise::count_legs,
                exercise::take_actions,
                exercise::take_input,
                exercise::come_back,
                state::record_progress,
            )
                .chain()
                // Board requests of this frame are seen by the board this frame.
                .in_set(AppSystems::Follow)
                .run_if(in_state(Screen::Tutorial)),
        );
}

/// The tutorial's panel beside the board, and its keys.
pub(super) fn ui_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}

/// The text of `camelot --lessons`: one line per step of every lesson, the titles in English
/// (the same for every script, whatever the system's language).
pub fn lessons_table() -> Result<String, String> {
    let tr = Tr::new(Lang::English);
    camelot_tutorial::lessons()
        .map(|lessons| camelot_tutorial::lessons_table(&lessons, |l| tr.t(l.title_key())))
        .map_err(|e| e.to_string())
}

/// Lesson `lesson` at step `step` (both counted from 1, as the player and `--lessons` count
/// them), or why there is no such step.
pub fn place(lesson: usize, step: usize) -> Result<Place, String> {
    let lessons = camelot_tutorial::lessons().map_err(|e| e.to_string())?;
    let count = lessons.len();
    let Some(chosen) = lesson.checked_sub(1).and_then(|i| lessons.get(i)) else {
        return Err(format!("no lesson {lesson}: there are {count}"));
    };
    let steps = chosen.steps.len();
    if step == 0 || step > steps {
        return Err(format!(
            "lesson {lesson} has no step {step}: it has {steps}"
        ));
    }
    Ok(Place {
        lesson: lesson - 1,
        step: step - 1,
    })
}

/// Opens the game on a lesson's step, its demonstration playing: for `--screenshot --lesson`.
pub fn start_at(app: &mut App, place: Place) {
    let tutorial = Tutorial {
        open: Some(place),
        ..default()
    };
    app.insert_resource(tutorial);
    app.insert_state(Screen::Tutorial);
}
