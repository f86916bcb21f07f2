//! The game panel beside the board: whose turn it is and why a piece must move, what the
//! computer is doing, castle moves left, the buttons, and the move list. The board's camera
//! is framed in the part of the window the panel leaves free.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_rules::{Color as Side, Constraint, MAX_CASTLE_MOVES, Outcome, Position};

use super::Dialogs;
use super::move_list::{marks, move_list};
use super::theme::{OBLIGATION, PANEL_WIDTH, PROBLEM};
use crate::board::camera::{BoardView, ViewCommand};
use crate::game::computer::Computer;
use crate::game::hint::{AskHint, HintRequest};
use crate::game::{ActiveGame, GameCommand, Player};
use crate::persistence::settings::Settings;
use crate::review::analysis::Analysis;
use crate::review::{Review, ReviewCommand};
use crate::screens::Screen;
use crate::shown::InputAction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_panel.run_if(in_state(Screen::Playing)),
    )
    .add_systems(OnExit(Screen::Playing), full_viewport);
}

/// What the panel reads and the commands it sends.
#[derive(SystemParam)]
struct Panel<'w> {
    active: Res<'w, ActiveGame>,
    computer: ResMut<'w, Computer>,
    hint: Res<'w, HintRequest>,
    settings: ResMut<'w, Settings>,
    dialogs: ResMut<'w, Dialogs>,
    ask_hint: MessageWriter<'w, AskHint>,
    commands: MessageWriter<'w, GameCommand>,
    actions: MessageWriter<'w, InputAction>,
    views: MessageWriter<'w, ViewCommand>,
    next_screen: ResMut<'w, NextState<Screen>>,
    review: Res<'w, Review>,
    analysis: Res<'w, Analysis>,
    review_commands: MessageWriter<'w, ReviewCommand>,
}

fn side_label(side: Side) -> &'static str {
    match side {
        Side::White => "White (ivory)",
        Side::Black => "Black (ebony)",
    }
}

fn status_line(active: &ActiveGame) -> String {
    if let Some(r) = active.game.result() {
        return match r.outcome {
            Outcome::Win(side) => format!("{} wins: {}", side.name(), r.reason.describe()),
            Outcome::Draw => format!("Draw: {}", r.reason.describe()),
        };
    }
    format!("{} to move", side_label(active.position().side_to_move()))
}

/// Why the side to move is restricted, in the player's words.
pub fn constraint_text(pos: &Position) -> Option<String> {
    match pos.constraint() {
        Constraint::None => None,
        Constraint::MustCapture => Some("A capture is available: you must jump (R7).".into()),
        Constraint::MustLeaveCastle(sq) => Some(format!(
            "The piece on {sq} must leave its own castle this turn (R9)."
        )),
    }
}

fn game_panel(
    mut contexts: EguiContexts,
    mut panel: Panel,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
) -> Result {
    side_panel(contexts.ctx_mut()?, "game", &mut view, &window, |ui| {
        panel.show(ui)
    });
    Ok(())
}

/// Draws `contents` in the panel at the window's right and frames the board's camera in the
/// part of the window the panel leaves free (the playing screen, the tutorial).
pub(crate) fn side_panel(
    ctx: &egui::Context,
    id: &str,
    view: &mut BoardView,
    window: &Window,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let mut screen_ui = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let shown = egui::Panel::right(id.to_string())
        .resizable(false)
        .exact_size(PANEL_WIDTH)
        .show(&mut screen_ui, contents);
    frame_board(view, window, 0.0, shown.response.rect.width());
}

/// Frames the board in the window less the panels `left` and `right` of it (logical pixels),
/// so the board is centred in the space it has.
pub(crate) fn frame_board(view: &mut BoardView, window: &Window, left: f32, right: f32) {
    let px = |logical: f32| (logical * window.scale_factor()) as u32;
    let size = window.physical_size();
    let rect = URect::new(
        px(left).min(size.x.saturating_sub(1)),
        0,
        size.x.saturating_sub(px(right)).max(px(left) + 1),
        size.y.max(1),
    );
    let rect = Some(rect);
    if view.rect != rect {
        view.rect = rect;
    }
}

/// Off the screens with a side panel the board fills the window again.
pub(crate) fn full_viewport(mut view: ResMut<BoardView>) {
    view.rect = None;
}

impl Panel<'_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        ui.heading("Camelot");
        ui.label(
            egui::RichText::new(status_line(&self.active))
                .strong()
                .size(16.0),
        );
        if !self.active.game.is_over() {
            self.turn(ui);
        }
        if let Some(notice) = &self.active.notice {
            ui.colored_label(PROBLEM, notice);
        }
        ui.separator();
        let pos = self.active.position();
        for side in [Side::White, Side::Black] {
            let left = MAX_CASTLE_MOVES - pos.castle_moves(side).min(MAX_CASTLE_MOVES);
            ui.label(format!(
                "{}: {} pieces, {left} castle move{} left (R10)",
                side.name(),
                pos.pieces_of(side).count(),
                if left == 1 { "" } else { "s" }
            ));
        }
        ui.separator();
        self.move_buttons(ui);
        if !self.active.players.contains(&Player::Human) && !self.active.game.is_over() {
            self.watching(ui);
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button("New game").clicked() {
                self.next_screen.set(Screen::MainMenu);
            }
            if ui.button("Save / load").clicked() {
                self.dialogs.saves = true;
            }
            if ui.button("Settings").clicked() {
                self.dialogs.settings = true;
            }
            if ui.button("?").on_hover_text("F1: shortcuts").clicked() {
                self.dialogs.help = true;
            }
        });
        if !self.active.game.is_over() {
            self.resign_or_draw(ui);
        }
        ui.separator();
        ui.label(egui::RichText::new("Moves").strong());
        let marks = marks(&self.active.game, &self.analysis);
        if let Some(ply) = move_list(ui, &self.active.game, &marks, self.review.ply) {
            self.review_commands.write(ReviewCommand::Show(ply));
        }
    }

    /// Who moves, why a piece must move, and how to enter the move.
    fn turn(&self, ui: &mut egui::Ui) {
        let active = &self.active;
        let pos = active.position();
        if let Player::Computer(level) = active.to_move() {
            let side = pos.side_to_move().name();
            match &self.computer.thinking {
                Some(s) => ui.label(format!(
                    "⏳ {side} ({}) is thinking… depth {}",
                    level.name(),
                    s.depth()
                )),
                None if self.computer.paused => ui.label("Paused."),
                None => ui.label(format!("{side} ({}) moves.", level.name())),
            };
        }
        if let Some(text) = constraint_text(pos) {
            ui.colored_label(OBLIGATION, text);
        }
        if let Some(b) = &active.input {
            let mut text = format!("Moving the piece from {}. ", b.path().from);
            if b.can_end() && !b.next_legs().is_empty() {
                text += "Click it or press Enter to end the move here, or go on. ";
            } else {
                text += "Choose where it goes: green a step, blue a canter, red a jump. ";
            }
            text += "Esc or right-click takes it back.";
            ui.label(text);
        } else if active.human_to_move() {
            ui.label("Click a piece with a gold ring to move it.");
        }
    }

    fn move_buttons(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            let game = &self.active.game;
            if ui
                .add_enabled(game.can_undo(), egui::Button::new("⟲ Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                self.commands.write(GameCommand::Undo);
            }
            if ui
                .add_enabled(game.can_redo(), egui::Button::new("⟳ Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                self.commands.write(GameCommand::Redo);
            }
            if ui
                .add_enabled(
                    self.active.input.as_ref().is_some_and(|b| b.can_end()),
                    egui::Button::new("End move"),
                )
                .on_hover_text("Enter")
                .clicked()
            {
                self.actions.write(InputAction::Finish);
            }
            if ui.button("Flip view").on_hover_text("V").clicked() {
                self.views.write(ViewCommand::Flip);
            }
            if self.active.human_to_move() {
                let searching = self.hint.search.is_some();
                if ui
                    .add_enabled(
                        !searching,
                        egui::Button::new(if searching { "Hint…" } else { "Hint" }),
                    )
                    .on_hover_text("H: the computer's suggestion, shown in violet")
                    .clicked()
                {
                    self.ask_hint.write(AskHint);
                }
            }
        });
    }

    /// Pause and speed for computer-vs-computer games.
    fn watching(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            let label = if self.computer.paused {
                "▶ Resume"
            } else {
                "⏸ Pause"
            };
            if ui.button(label).clicked() {
                self.computer.paused = !self.computer.paused;
            }
            // Settings are marked changed (and saved) only when the speed really changes.
            let mut speed = self.settings.animation_speed;
            ui.add(egui::Slider::new(&mut speed, 0.25..=4.0).text("speed"));
            if speed != self.settings.animation_speed {
                self.settings.animation_speed = speed;
            }
        });
    }

    fn resign_or_draw(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            let side = self.active.position().side_to_move();
            if self.active.players[side.index()] == Player::Human
                && ui.button(format!("{} resigns", side.name())).clicked()
            {
                self.commands.write(GameCommand::Resign(side));
            }
            if self.active.players == [Player::Human; 2] && ui.button("Agree a draw").clicked() {
                self.commands.write(GameCommand::AgreeDraw);
            }
        });
    }
}
