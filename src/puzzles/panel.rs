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
use crate::board::camera::{BoardView, ViewCommand};
use crate::game::TypedMove;
use crate::keys::FocusTypedMove;
use crate::persistence::puzzles::{PuzzleFile, PuzzleRecord};
use crate::screens::{AppSystems, Screen};
use crate::ui::panel_view::variant_title;
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
    // The cursor's keys (`crate::keys`) take Esc back a leg while a move is being entered.
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
        ui.heading("Puzzles");
        self.choices(ui);
        let r = &self.record;
        ui.label(format!(
            "Your rating: {:.0} (± {:.0})",
            r.rating.rating, r.rating.deviation
        ));
        ui.label(format!("Streak: {} · best {}", r.streak, r.best_streak));
        for problem in [&self.file.load_error, &self.file.save_error]
            .into_iter()
            .flatten()
        {
            ui.colored_label(PROBLEM, format!("The puzzle record: {problem}"));
        }
        ui.separator();
        self.puzzle(ui);
        ui.separator();
        self.buttons(ui);
        ui.separator();
        self.history(ui);
        ui.separator();
        if ui.button("Back").on_hover_text("Esc").clicked() {
            self.commands.write(PuzzleCommand::Leave);
        }
    }

    /// The game and the theme: a change opens a puzzle of them.
    fn choices(&mut self, ui: &mut egui::Ui) {
        let (mut variant, mut theme) = (self.puzzles.variant, self.puzzles.theme);
        egui::ComboBox::from_label("Game")
            .selected_text(variant_title(variant))
            .show_ui(ui, |ui| {
                for v in Variant::ALL {
                    ui.selectable_value(&mut variant, v, variant_title(v));
                }
            });
        let title = |t: Option<Theme>| t.map_or("Every theme", Theme::title);
        egui::ComboBox::from_label("Theme")
            .selected_text(title(theme))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut theme, None, title(None));
                for t in Theme::ALL {
                    ui.selectable_value(&mut theme, Some(t), t.title());
                }
            });
        if (variant, theme) != (self.puzzles.variant, self.puzzles.theme) {
            self.commands
                .write(PuzzleCommand::Choose { variant, theme });
        }
    }

    /// The puzzle open: who moves, its themes, what the player is told.
    fn puzzle(&mut self, ui: &mut egui::Ui) {
        let puzzles = &*self.puzzles;
        if let Some(open) = &puzzles.open {
            let p = &open.puzzle;
            let side = open.start.side_to_move().name();
            ui.label(
                egui::RichText::new(format!("{side} to move"))
                    .strong()
                    .size(18.0),
            );
            let themes: Vec<&str> = p.themes.iter().map(|t| t.title()).collect();
            ui.label(themes.join(", "));
            ui.small(format!("Puzzle {} · rated {}", p.id, p.rating));
            let said = if open.solution_shown.is_some() {
                let line: Vec<String> = open
                    .attempt
                    .solution()
                    .iter()
                    .map(|m| m.to_string())
                    .collect();
                format!("The solution: {}", line.join("  "))
            } else if open.entry.input.is_some() {
                "Esc or right-click takes the move back.".into()
            } else if open.takes_moves() {
                format!("Find the best move for {side}.")
            } else {
                String::new()
            };
            ui.label(said);
            if let Some(sq) = open.hint.then(|| open.attempt.hint()).flatten() {
                ui.colored_label(OBLIGATION, format!("Hint: move the piece on {sq}."));
            }
        }
        match &puzzles.feedback {
            Some(Feedback::Correct(reply)) => {
                let side = puzzles
                    .open
                    .as_ref()
                    .map_or("The opponent", |o| o.start.side_to_move().opponent().name());
                ui.colored_label(SUCCESS, format!("Right! {side} answers {reply}. Go on."));
            }
            Some(Feedback::Solved) => {
                ui.colored_label(SUCCESS, egui::RichText::new("Solved!").strong());
            }
            Some(Feedback::Wrong(why) | Feedback::Illegal(why) | Feedback::NoPuzzle(why)) => {
                ui.colored_label(PROBLEM, why);
            }
            None => {}
        }
        // Always in its place, disabled while no move may be typed, as in a game.
        if let Some(open) = puzzles.open.as_ref() {
            let field = TypedField {
                typed: &mut self.text.0,
                example: example_move(open.attempt.position()),
                focus: std::mem::take(&mut self.focus.0),
                enabled: open.takes_moves(),
            };
            if let Some(text) = typed_move_field(ui, field) {
                self.typed.write(TypedMove(text));
            }
        }
        if !puzzles.queue.is_empty() {
            ui.small(format!(
                "{} more puzzles from your game.",
                puzzles.queue.len()
            ));
        }
    }

    fn buttons(&mut self, ui: &mut egui::Ui) {
        let open = self.puzzles.open.as_ref();
        let playing = open.is_some_and(|o| o.takes_moves());
        let solution = open.and_then(|o| o.solution_shown);
        let line = open.map_or(0, |o| o.attempt.solution().len());
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(playing, egui::Button::new("Hint"))
                .on_hover_text("H · the piece to move and its path; the puzzle counts as failed")
                .clicked()
            {
                self.commands.write(PuzzleCommand::Hint);
            }
            let (label, enabled) = match solution {
                None => ("Show solution", open.is_some()),
                Some(n) => ("Next move of the solution ▶", n < line),
            };
            if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                self.commands.write(PuzzleCommand::ShowSolution);
            }
            if ui
                .add_enabled(open.is_some(), egui::Button::new("Start again"))
                .clicked()
            {
                self.commands.write(PuzzleCommand::StartAgain);
            }
            if ui.button("Next puzzle ▶").on_hover_text("N").clicked() {
                self.commands.write(PuzzleCommand::Next);
            }
        });
    }

    /// The last puzzles tried, the latest first.
    fn history(&mut self, ui: &mut egui::Ui) {
        let history = &self.record.history;
        if history.is_empty() {
            ui.small("No puzzle tried yet.");
            return;
        }
        ui.label("Lately:");
        for tried in history.iter().rev().take(HISTORY_SHOWN) {
            let (mark, colour) = if tried.solved {
                ("✔ solved", SUCCESS)
            } else {
                ("failed", PROBLEM)
            };
            ui.horizontal(|ui| {
                ui.colored_label(colour, mark);
                ui.small(format!("{} ({})", tried.id, tried.rating));
            });
        }
    }
}
