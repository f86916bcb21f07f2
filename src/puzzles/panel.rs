//! The puzzle screen's panel beside the board: the game and theme chosen, the player's puzzle
//! rating and streaks, the puzzle open (its side to move and themes), what the player is told,
//! the typed move, the buttons (hint, solution, start again, next puzzle) and the history.
//! It only reads and sends commands. Keys: H the hint, N the next puzzle, `/` the move field,
//! Esc lets a move being entered go, else back to the menu. The board turns to the side to
//! move when a puzzle opens.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_puzzles::Theme;
use camelot_rules::Variant;

use super::state::{Feedback, PuzzleCommand, Puzzles};
use super::streak::{Mode, RunEnd};
use crate::board::camera::{BoardView, ViewCommand};
use crate::game::TypedMove;
use crate::i18n::{Tr, side_code};
use crate::input::keys::FocusTypedMove;
use crate::persistence::puzzles::{PuzzleFile, PuzzleRecord};
use crate::screens::{AppSystems, Screen};
use crate::ui::names::variant_key;
use crate::ui::{
    OBLIGATION, PROBLEM, SUCCESS, TypedField, example_move, full_viewport, side_panel,
    typed_move_field,
};

/// The history lines shown.
const HISTORY_SHOWN: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedText>()
        .add_systems(
            EguiPrimaryContextPass,
            puzzle_panel.run_if(in_state(Screen::Puzzles)),
        )
        .add_systems(
            Update,
            (
                puzzle_keys
                    .in_set(AppSystems::Input)
                    .run_if(not(egui_wants_any_keyboard_input)),
                face_the_solver,
            )
                .run_if(in_state(Screen::Puzzles)),
        )
        .add_systems(OnExit(Screen::Puzzles), full_viewport);
}

/// The move being typed on the panel.
#[derive(Resource, Default)]
struct TypedText(String);

/// What the panel reads and the commands it sends.
#[derive(SystemParam)]
struct PuzzlePanel<'w> {
    puzzles: Res<'w, Puzzles>,
    record: Res<'w, PuzzleRecord>,
    file: Res<'w, PuzzleFile>,
    commands: MessageWriter<'w, PuzzleCommand>,
    typed: MessageWriter<'w, TypedMove>,
    text: ResMut<'w, TypedText>,
    focus: ResMut<'w, FocusTypedMove>,
    tr: Res<'w, Tr>,
}

/// A theme's title in the player's language (`puzzles-theme-<its file name>`).
fn theme_title(tr: &Tr, theme: Option<Theme>) -> String {
    theme.map_or_else(
        || tr.t("puzzles-every-theme"),
        |t| tr.t(&format!("puzzles-theme-{}", t.name())),
    )
}

fn puzzle_keys(
    keys: Res<ButtonInput<KeyCode>>,
    puzzles: Res<Puzzles>,
    mut commands: MessageWriter<PuzzleCommand>,
) {
    let entering = puzzles
        .open
        .as_ref()
        .is_some_and(|o| o.entry.input.is_some());
    // The cursor's keys (`crate::input::keys`) take Esc back a leg while a move is being entered.
    if keys.just_pressed(KeyCode::Escape) && !entering {
        commands.write(PuzzleCommand::Leave);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        commands.write(PuzzleCommand::Hint);
    }
    if keys.just_pressed(KeyCode::KeyN) {
        commands.write(PuzzleCommand::Next);
    }
}

/// Each puzzle is seen from its side to move.
fn face_the_solver(
    puzzles: Res<Puzzles>,
    mut views: MessageWriter<ViewCommand>,
    mut facing: Local<Option<String>>,
) {
    let Some(open) = &puzzles.open else {
        return;
    };
    if facing.as_deref() != Some(open.puzzle.id.as_str()) {
        *facing = Some(open.puzzle.id.clone());
        views.write(ViewCommand::From(open.start.side_to_move()));
    }
}

fn puzzle_panel(
    mut contexts: EguiContexts,
    mut panel: PuzzlePanel,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
) -> Result {
    side_panel(contexts.ctx_mut()?, "puzzles", &mut view, &window, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| panel.show(ui));
    });
    Ok(())
}

impl PuzzlePanel<'_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::clone(&self.tr);
        ui.heading(tr.t("puzzles-title"));
        self.choices(ui, &tr);
        self.standing(ui, &tr);
        for problem in [&self.file.load_error, &self.file.save_error]
            .into_iter()
            .flatten()
        {
            let args = [("problem", problem.clone().into())];
            ui.colored_label(PROBLEM, tr.t_args("puzzles-record-problem", &args));
        }
        ui.separator();
        self.puzzle(ui, &tr);
        ui.separator();
        self.buttons(ui, &tr);
        ui.separator();
        self.history(ui, &tr);
        ui.separator();
        if ui
            .button(tr.t("puzzles-back"))
            .on_hover_text("Esc")
            .clicked()
        {
            self.commands.write(PuzzleCommand::Leave);
        }
    }

    /// Rated or a streak run; the game and the theme: a change opens a puzzle of them.
    fn choices(&mut self, ui: &mut egui::Ui, tr: &Tr) {
        let streak = matches!(self.puzzles.mode, Mode::Streak(_));
        ui.horizontal(|ui| {
            let rated = ui
                .selectable_label(!streak, tr.t("puzzles-mode-rated"))
                .on_hover_text(tr.t("puzzles-mode-rated-hover"));
            if rated.clicked() && streak {
                self.commands.write(PuzzleCommand::Rated);
            }
            let run = ui
                .selectable_label(streak, tr.t("puzzles-mode-streak"))
                .on_hover_text(tr.t("puzzles-mode-streak-hover"));
            if run.clicked() && !streak {
                self.commands.write(PuzzleCommand::Streak);
            }
        });
        let (mut variant, mut theme) = (self.puzzles.variant, self.puzzles.theme);
        egui::ComboBox::from_label(tr.t("puzzles-game"))
            .selected_text(tr.t(variant_key(variant)))
            .show_ui(ui, |ui| {
                for v in Variant::ALL {
                    ui.selectable_value(&mut variant, v, tr.t(variant_key(v)));
                }
            });
        let title = |t: Option<Theme>| theme_title(tr, t);
        egui::ComboBox::from_label(tr.t("puzzles-theme"))
            .selected_text(title(theme))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut theme, None, title(None));
                for t in Theme::ALL {
                    ui.selectable_value(&mut theme, Some(t), title(Some(t)));
                }
            });
        if (variant, theme) != (self.puzzles.variant, self.puzzles.theme) {
            self.commands
                .write(PuzzleCommand::Choose { variant, theme });
        }
    }

    /// The rating and streak, or the streak run and how it ended.
    fn standing(&self, ui: &mut egui::Ui, tr: &Tr) {
        let r = &self.record;
        let best = ("best", r.best_run.into());
        let Mode::Streak(run) = &self.puzzles.mode else {
            let rating = [
                ("rating", format!("{:.0}", r.rating.rating).into()),
                ("deviation", format!("{:.0}", r.rating.deviation).into()),
            ];
            ui.label(tr.t_args("puzzles-rating", &rating));
            let streak = [("streak", r.streak.into()), ("best", r.best_streak.into())];
            ui.label(tr.t_args("puzzles-streak", &streak));
            return;
        };
        let args = [("solved", run.solved.into()), best];
        ui.label(tr.t_args("puzzles-run", &args));
        let end = match run.end {
            Some(RunEnd::Mistake) => "puzzles-run-mistake",
            Some(RunEnd::NoHarder) => "puzzles-run-no-harder",
            None => return,
        };
        ui.colored_label(OBLIGATION, tr.t_args(end, &args));
    }

    /// The puzzle open: who moves, its themes, what the player is told.
    fn puzzle(&mut self, ui: &mut egui::Ui, tr: &Tr) {
        let puzzles = &*self.puzzles;
        if let Some(open) = &puzzles.open {
            let p = &open.puzzle;
            let side = [("side", side_code(open.start.side_to_move()).into())];
            ui.label(
                egui::RichText::new(tr.t_args("puzzles-to-move", &side))
                    .strong()
                    .size(18.0),
            );
            let themes: Vec<String> = p.themes.iter().map(|t| theme_title(tr, Some(*t))).collect();
            ui.label(themes.join(", "));
            let id = [("id", p.id.clone().into()), ("rating", p.rating.into())];
            ui.small(tr.t_args("puzzles-id", &id));
            let said = if open.solution_shown.is_some() {
                let line: Vec<String> = open
                    .attempt
                    .solution()
                    .iter()
                    .map(|m| m.to_string())
                    .collect();
                tr.t_args("puzzles-solution", &[("line", line.join("  ").into())])
            } else if open.entry.input.is_some() {
                tr.t("puzzles-take-back")
            } else if open.takes_moves() {
                tr.t_args("puzzles-find", &side)
            } else {
                String::new()
            };
            ui.label(said);
            if let Some(sq) = open.hint.then(|| open.attempt.hint()).flatten() {
                let square = [("square", sq.to_string().into())];
                ui.colored_label(OBLIGATION, tr.t_args("puzzles-hint-square", &square));
            }
        }
        match &puzzles.feedback {
            Some(Feedback::Correct(reply)) => {
                if let Some(open) = &puzzles.open {
                    let args = [
                        (
                            "side",
                            side_code(open.start.side_to_move().opponent()).into(),
                        ),
                        ("reply", reply.to_string().into()),
                    ];
                    ui.colored_label(SUCCESS, tr.t_args("puzzles-right", &args));
                }
            }
            Some(Feedback::Solved) => {
                let solved = egui::RichText::new(tr.t("puzzles-solved")).strong();
                ui.colored_label(SUCCESS, solved);
            }
            Some(Feedback::Wrong(mv)) => {
                let args = [("move", mv.to_string().into())];
                ui.colored_label(PROBLEM, tr.t_args("puzzles-wrong", &args));
            }
            Some(Feedback::Illegal(why)) => {
                ui.colored_label(PROBLEM, why);
            }
            Some(Feedback::NoneLeft) => {
                ui.colored_label(PROBLEM, tr.t("puzzles-none-left"));
            }
            Some(Feedback::Unreadable(why)) => {
                let args = [("why", why.clone().into())];
                ui.colored_label(PROBLEM, tr.t_args("puzzles-unreadable", &args));
            }
            None => {}
        }
        // Always in its place, disabled while no move may be typed, as in a game.
        if let Some(open) = puzzles.open.as_ref() {
            let label = self.tr.t("typed-label");
            let field = TypedField {
                typed: &mut self.text.0,
                example: example_move(open.attempt.position()),
                focus: std::mem::take(&mut self.focus.0),
                enabled: open.takes_moves(),
                label: &label,
            };
            if let Some(text) = typed_move_field(ui, field) {
                self.typed.write(TypedMove(text));
            }
        }
        if !puzzles.queue.is_empty() {
            let count = [("count", puzzles.queue.len().into())];
            ui.small(tr.t_args("puzzles-queue", &count));
        }
    }

    fn buttons(&mut self, ui: &mut egui::Ui, tr: &Tr) {
        let open = self.puzzles.open.as_ref();
        let playing = open.is_some_and(|o| o.takes_moves());
        let solution = open.and_then(|o| o.solution_shown);
        let line = open.map_or(0, |o| o.attempt.solution().len());
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(playing, egui::Button::new(tr.t("puzzles-hint")))
                .on_hover_text(tr.t("puzzles-hint-hover"))
                .clicked()
            {
                self.commands.write(PuzzleCommand::Hint);
            }
            let (label, enabled) = match solution {
                None => ("puzzles-show-solution", open.is_some()),
                Some(n) => ("puzzles-solution-next", n < line),
            };
            if ui
                .add_enabled(enabled, egui::Button::new(tr.t(label)))
                .clicked()
            {
                self.commands.write(PuzzleCommand::ShowSolution);
            }
            if ui
                .add_enabled(
                    open.is_some(),
                    egui::Button::new(tr.t("puzzles-start-again")),
                )
                .clicked()
            {
                self.commands.write(PuzzleCommand::StartAgain);
            }
            if ui.button(tr.t("puzzles-next")).on_hover_text("N").clicked() {
                self.commands.write(PuzzleCommand::Next);
            }
        });
    }

    /// The last puzzles tried, the latest first.
    fn history(&mut self, ui: &mut egui::Ui, tr: &Tr) {
        let history = &self.record.history;
        if history.is_empty() {
            ui.small(tr.t("puzzles-none-tried"));
            return;
        }
        ui.label(tr.t("puzzles-lately"));
        for tried in history.iter().rev().take(HISTORY_SHOWN) {
            let (mark, colour) = if tried.solved {
                ("puzzles-tried-solved", SUCCESS)
            } else {
                ("puzzles-tried-failed", PROBLEM)
            };
            ui.horizontal(|ui| {
                ui.colored_label(colour, tr.t(mark));
                ui.small(format!("{} ({})", tried.id, tried.rating));
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_theme_has_its_title_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for theme in Theme::ALL {
                let key = format!("puzzles-theme-{}", theme.name());
                assert!(tr.has(&key), "{lang:?} lacks {key}");
            }
        }
    }
}
