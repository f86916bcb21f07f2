//! The tutorial's panel beside the board: the list of lessons with the player's progress, or
//! the open lesson's text, the notation of the demonstrated move, the exercise's goal and
//! verdict, and the buttons. It only reads the tutorial and sends commands; Esc goes back
//! (a move being entered, then the list, then the main menu), Enter ends a move.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_ai::Level;
use camelot_tutorial::StepKind;

use super::state::lesson_done;
use super::state::{Feedback, Tutorial, TutorialCommand};
use crate::board::camera::BoardView;
use crate::game::TypedMove;
use crate::i18n::Tr;
use crate::persistence::progress::Progress;
use crate::screens::Screen;
use crate::shown::InputAction;
use crate::ui::FocusTypedMove;
use crate::ui::{
    Dialogs, OBLIGATION, PROBLEM, Picture, SUCCESS, TypedField, example_move, full_viewport,
    level_key, move_help, side_panel, typed_move_field,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        tutorial_panel.run_if(in_state(Screen::Tutorial)),
    )
    .add_systems(
        Update,
        tutorial_keys
            .run_if(in_state(Screen::Tutorial))
            .run_if(not(egui_wants_any_keyboard_input)),
    )
    .add_systems(OnExit(Screen::Tutorial), full_viewport);
}

/// What the panel reads and the commands it sends.
#[derive(SystemParam)]
struct LessonPanel<'w> {
    tutorial: Res<'w, Tutorial>,
    progress: Res<'w, Progress>,
    commands: MessageWriter<'w, TutorialCommand>,
    actions: MessageWriter<'w, InputAction>,
    /// The move field's text (shared with the game panel's) and the `/` key.
    dialogs: ResMut<'w, Dialogs>,
    focus: ResMut<'w, FocusTypedMove>,
    tr: Res<'w, Tr>,
    typed: MessageWriter<'w, TypedMove>,
}

fn tutorial_keys(
    keys: Res<ButtonInput<KeyCode>>,
    tutorial: Res<Tutorial>,
    mut commands: MessageWriter<TutorialCommand>,
    mut actions: MessageWriter<InputAction>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        if tutorial.attempt.entry.input.is_some() {
            actions.write(InputAction::Cancel);
        } else if tutorial.open.is_some() {
            commands.write(TutorialCommand::BackToList);
        } else {
            commands.write(TutorialCommand::Leave);
        }
    }
}

fn tutorial_panel(
    mut contexts: EguiContexts,
    mut panel: LessonPanel,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
) -> Result {
    side_panel(contexts.ctx_mut()?, "tutorial", &mut view, &window, |ui| {
        panel.show(ui)
    });
    Ok(())
}

/// A picture of the lesson's panel beside the board with no window: `picture` is lent its
/// drawing (the tests read its texts).
pub fn picture<T: 'static>(world: &mut World, picture: Picture<T>) -> Result<T, String> {
    use bevy::ecs::system::RunSystemOnce;
    world
        .run_system_once(
            move |mut panel: LessonPanel,
                  mut view: ResMut<BoardView>,
                  window: Single<&Window, With<PrimaryWindow>>| {
                picture(&mut |ctx| {
                    side_panel(ctx, "tutorial", &mut view, &window, |ui| panel.show(ui));
                })
            },
        )
        .map_err(|e| e.to_string())
}

impl LessonPanel<'_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        if self.tutorial.open.is_some() {
            self.lesson(ui);
        } else {
            self.list(ui);
        }
    }

    /// The lessons, each marked when done, and the way back to the menu.
    fn list(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::clone(&self.tr);
        ui.heading(tr.t("menu-learn"));
        ui.label(tr.t("tutorial-intro"));
        ui.separator();
        let done = |lesson| lesson_done(&self.progress, lesson);
        match &self.tutorial.lessons {
            Ok(lessons) => {
                for (i, lesson) in lessons.iter().enumerate() {
                    let finished = done(lesson);
                    ui.horizontal(|ui| {
                        ui.label(if finished { "✔" } else { "   " });
                        let title = format!("{}. {}", lesson.number, tr.t(lesson.title_key()));
                        // Long titles wrap within the panel.
                        if ui.add(egui::Button::new(title).wrap()).clicked() {
                            self.commands.write(TutorialCommand::Open(i));
                        }
                    });
                }
                let count = lessons.iter().filter(|l| done(l)).count();
                ui.add_space(4.0);
                let args = [("done", count.into()), ("total", lessons.len().into())];
                ui.label(tr.t_args("tutorial-done-count", &args));
            }
            Err(e) => {
                let args = [("why", e.to_string().into())];
                ui.colored_label(PROBLEM, tr.t_args("tutorial-unreadable", &args));
            }
        }
        ui.separator();
        if ui
            .button(tr.t("tutorial-back"))
            .on_hover_text("Esc")
            .clicked()
        {
            self.commands.write(TutorialCommand::Leave);
        }
    }

    /// The open step: its text, the buttons, then the demonstration's notation or the
    /// exercise's goal and verdict.
    fn lesson(&mut self, ui: &mut egui::Ui) {
        let tutorial = &*self.tutorial;
        let (Some(lesson), Some(place), Some(step)) =
            (tutorial.lesson(), tutorial.open, tutorial.step())
        else {
            return;
        };
        let tr = Tr::clone(&self.tr);
        let rules: Vec<String> = lesson.rules.iter().map(|r| r.to_string()).collect();
        let title = [
            ("number", lesson.number.into()),
            ("title", tr.t(lesson.title_key()).into()),
        ];
        ui.heading(tr.t_args("tutorial-lesson", &title));
        let place = [
            ("step", (place.step + 1).into()),
            ("steps", lesson.steps.len().into()),
            ("rules", rules.join(", ").into()),
        ];
        ui.small(tr.t_args("tutorial-step", &place));
        ui.separator();
        ui.label(tr.t(step.text_key()));
        ui.add_space(6.0);
        // The buttons stand right below the step's text, above what comes and goes while the
        // step is played (the demonstration's notation, the verdict), so Next never moves
        // under the pointer within a step.
        buttons(ui, tutorial, &tr, &mut self.commands, &mut self.actions);
        ui.separator();
        match &step.kind {
            StepKind::Demo(_) => {
                let notation = tutorial.demo_notation();
                if !notation.is_empty() {
                    ui.label(
                        egui::RichText::new(notation.join("   "))
                            .monospace()
                            .size(16.0),
                    );
                }
                if tutorial.playback.is_some() {
                    ui.label(tr.t("tutorial-watch"));
                }
            }
            StepKind::Exercise(exercise) => {
                let goal = tr.t(exercise.goal_key());
                ui.colored_label(OBLIGATION, egui::RichText::new(goal).strong());
                let label = self.tr.t("typed-label");
                let field = TypedField {
                    typed: &mut self.dialogs.typed,
                    example: example_move(exercise.position()),
                    focus: std::mem::take(&mut self.focus.0),
                    enabled: !tutorial.step_done,
                    label: &label,
                };
                if let Some(text) = typed_move_field(ui, field) {
                    self.typed.write(TypedMove(text));
                }
                if let Some(b) = &tutorial.attempt.entry.input {
                    ui.label(move_help(&tr, b));
                } else if !tutorial.step_done {
                    ui.label(tr.t("panel-click-piece"));
                }
            }
        }
        match &tutorial.feedback {
            Some(Feedback::WellDone) => {
                ui.colored_label(
                    SUCCESS,
                    egui::RichText::new(tr.t("tutorial-well-done")).strong(),
                );
            }
            Some(Feedback::Wrong(why)) => {
                ui.colored_label(PROBLEM, tr.say(why));
            }
            Some(Feedback::Illegal(why)) => {
                ui.colored_label(PROBLEM, why);
            }
            None => {}
        }
        if tutorial.finished_all(&self.progress) {
            ui.separator();
            ui.label(tr.t("tutorial-all-done"));
            let level = [("level", tr.t(level_key(Level::Beginner)).into())];
            if ui
                .button(tr.t_args("tutorial-first-game", &level))
                .clicked()
            {
                self.commands.write(TutorialCommand::FirstGame);
            }
        }
    }
}

/// The step's buttons: back, again, show me, end the move, next, and the list of lessons.
fn buttons(
    ui: &mut egui::Ui,
    tutorial: &Tutorial,
    tr: &Tr,
    commands: &mut MessageWriter<TutorialCommand>,
    actions: &mut MessageWriter<InputAction>,
) {
    let exercise = tutorial.exercise().is_some();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                tutorial.can_go_back(),
                egui::Button::new(tr.t("tutorial-previous")),
            )
            .clicked()
        {
            commands.write(TutorialCommand::Previous);
        }
        let replay = if exercise {
            "tutorial-start-again"
        } else {
            "tutorial-replay"
        };
        if ui.button(tr.t(replay)).clicked() {
            commands.write(TutorialCommand::Replay);
        }
        if exercise
            && ui
                .add_enabled(
                    !tutorial.step_done,
                    egui::Button::new(tr.t("tutorial-show-me")),
                )
                .on_hover_text(tr.t("tutorial-show-me-hover"))
                .clicked()
        {
            commands.write(TutorialCommand::ShowMe);
        }
        let can_end = tutorial
            .attempt
            .entry
            .input
            .as_ref()
            .is_some_and(|b| b.can_end());
        if exercise
            && ui
                .add_enabled(can_end, egui::Button::new(tr.t("panel-end-move")))
                .on_hover_text("Enter")
                .clicked()
        {
            actions.write(InputAction::Finish);
        }
        if ui
            .add_enabled(
                tutorial.can_go_next(),
                egui::Button::new(tr.t("tutorial-next")),
            )
            .clicked()
        {
            commands.write(TutorialCommand::Next);
        }
    });
    if ui
        .button(tr.t("tutorial-lessons"))
        .on_hover_text("Esc")
        .clicked()
    {
        commands.write(TutorialCommand::BackToList);
    }
}
