//! The game panel beside the board: whose turn it is and why a piece must move, what the
//! computer is doing, castle moves left, the buttons, and the move list. The board's camera
//! is framed in the part of the window the panel leaves free.

use super::Dialogs;
use super::move_list::{marks, move_list};
use super::online_panel::{self, OnlinePanelView};
use super::panel_view::{GamePanelView, Tone, variant_title};
use super::theme::{OBLIGATION, PANEL_WIDTH, PROBLEM};
use crate::board::camera::{BoardView, ViewCommand};
use crate::game::computer::{Computer, ComputerCommand};
use crate::game::hint::{AskHint, HintRequest};
use crate::game::{ActiveGame, FairPlay, GameCommand, TypedMove};
use crate::keys::FocusTypedMove;
use crate::online::{Connection, OnlineCommand, OnlineGame};
use crate::persistence::settings::{ChangeSettings, Settings};
use crate::review::analysis::Analysis;
use crate::review::{Review, ReviewCommand};
use crate::screens::{PlayMode, Screen};
use crate::shown::InputAction;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::time::Instant;

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
    computer: Res<'w, Computer>,
    computer_commands: MessageWriter<'w, ComputerCommand>,
    hint: Res<'w, HintRequest>,
    settings: Res<'w, Settings>,
    settings_changes: MessageWriter<'w, ChangeSettings>,
    dialogs: ResMut<'w, Dialogs>,
    ask_hint: MessageWriter<'w, AskHint>,
    commands: MessageWriter<'w, GameCommand>,
    typed: MessageWriter<'w, TypedMove>,
    focus_typed: ResMut<'w, FocusTypedMove>,
    actions: MessageWriter<'w, InputAction>,
    views: MessageWriter<'w, ViewCommand>,
    next_screen: ResMut<'w, NextState<Screen>>,
    review: Res<'w, Review>,
    mode: Res<'w, State<PlayMode>>,
    analysis: Res<'w, Analysis>,
    review_commands: MessageWriter<'w, ReviewCommand>,
    online: OnlinePart<'w>,
}

/// The online game, when the live game is one.
#[derive(SystemParam)]
struct OnlinePart<'w> {
    game: Res<'w, OnlineGame>,
    connection: Res<'w, Connection>,
    commands: MessageWriter<'w, OnlineCommand>,
    /// Why the engine was refused (fair play), shown with the game's notices.
    fair_play: Res<'w, FairPlay>,
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
        let view = GamePanelView::of(&self.active, &self.computer, self.hint.search.is_running());
        ui.heading(variant_title(self.active.game.start().variant()));
        let online = self.active.online();
        if online && let Some(seat) = &self.online.game.seat {
            let part = OnlinePanelView::of(
                seat,
                self.active.game.moves().len(),
                self.online.connection.link,
                self.online.game.notice.as_deref(),
                Instant::now(),
            );
            if let Some(command) = online_panel::show(ui, &part, &mut self.dialogs.confirm) {
                self.online.commands.write(command);
            }
            // The clocks tick between the server's readings.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
            ui.separator();
        }
        ui.label(egui::RichText::new(&view.status).strong().size(16.0));
        for (tone, line) in &view.turn {
            match tone {
                Tone::Plain => ui.label(line),
                Tone::Obligation => ui.colored_label(OBLIGATION, line),
            };
        }
        for notice in view.notice.iter().chain(&self.online.fair_play.refused) {
            ui.colored_label(PROBLEM, notice);
        }
        ui.separator();
        for line in &view.sides {
            ui.label(line);
        }
        ui.separator();
        if view.hint.is_some() {
            self.typed_move(ui);
        }
        self.move_buttons(ui, &view);
        if let Some(paused) = view.watching {
            self.watching(ui, paused);
        }
        ui.horizontal_wrapped(|ui| {
            if online {
                if ui.button("Lobby").clicked() {
                    self.next_screen.set(Screen::Lobby);
                }
            } else if ui.button("New game").clicked() {
                self.next_screen.set(Screen::MainMenu);
            }
            if ui.button("Save / load").clicked() {
                self.dialogs.saves = true;
            }
            if ui.button("Settings").clicked() {
                self.dialogs.settings = true;
            }
            if ui
                .button("Set up a position")
                .on_hover_text("The position editor, from this position")
                .clicked()
            {
                self.next_screen.set(Screen::Editor);
            }
            if ui.button("?").on_hover_text("F1: shortcuts").clicked() {
                self.dialogs.help = true;
            }
        });
        ui.horizontal_wrapped(|ui| {
            let now = Instant::now();
            if let Some(side) = view.resign {
                let action = format!("{} resigns", side.name());
                let label = self.dialogs.confirm.label(&action, now);
                if ui.button(label).clicked() && self.dialogs.confirm.click(&action, now) {
                    self.commands.write(GameCommand::Resign(side));
                }
            }
            if self.active.game.is_over()
                && self.dialogs.end_closed
                && ui.button("Result").clicked()
            {
                self.dialogs.end_closed = false;
            }
            if self.dialogs.confirm.waiting(now) {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(250));
            }
            if view.draw && ui.button("Agree a draw").clicked() {
                self.commands.write(GameCommand::AgreeDraw);
            }
        });
        ui.separator();
        ui.label(egui::RichText::new("Moves").strong());
        let marks = marks(&self.active.game, &self.analysis);
        let reviewed = (*self.mode.get() == PlayMode::Review).then_some(self.review.ply);
        if let Some(ply) = move_list(ui, &self.active.game, &marks, reviewed) {
            self.review_commands.write(ReviewCommand::Show(ply));
        }
    }

    /// A move typed in any form the rules core reads, played with Enter; `/` puts the
    /// keyboard here.
    fn typed_move(&mut self, ui: &mut egui::Ui) {
        let position = self.active.position();
        let field = &mut self.dialogs.typed;
        if let Some(typed) = typed_move_field(ui, field, &mut self.focus_typed, position) {
            self.typed.write(typed);
        }
    }

    fn move_buttons(&mut self, ui: &mut egui::Ui, view: &GamePanelView) {
        ui.horizontal_wrapped(|ui| {
            let buttons = [
                (view.undo, "⟲ Undo", "Ctrl+Z", GameCommand::Undo),
                (view.redo, "⟳ Redo", "Ctrl+Y", GameCommand::Redo),
            ];
            for (enabled, label, key, command) in buttons {
                if ui
                    .add_enabled(enabled, egui::Button::new(label))
                    .on_hover_text(key)
                    .clicked()
                {
                    self.commands.write(command);
                }
            }
            if ui
                .add_enabled(view.end_move, egui::Button::new("End move"))
                .on_hover_text("Enter")
                .clicked()
            {
                self.actions.write(InputAction::Finish);
            }
            if ui.button("Flip view").on_hover_text("V").clicked() {
                self.views.write(ViewCommand::Flip);
            }
            let flat = self.settings.flat_view;
            if ui
                .button(if flat { "3D view" } else { "Flat view" })
                .on_hover_text("T")
                .clicked()
            {
                self.settings_changes.write(ChangeSettings(Settings {
                    flat_view: !flat,
                    ..self.settings.clone()
                }));
            }
            if let Some(searching) = view.hint
                && ui
                    .add_enabled(
                        !searching,
                        egui::Button::new(if searching { "Hint…" } else { "Hint" }),
                    )
                    .on_hover_text("H: the computer's suggestion, shown in violet")
                    .clicked()
            {
                self.ask_hint.write(AskHint);
            }
        });
    }

    /// Pause and speed for computer-vs-computer games.
    fn watching(&mut self, ui: &mut egui::Ui, paused: bool) {
        ui.horizontal(|ui| {
            let (label, command) = if paused {
                ("▶ Resume", ComputerCommand::Resume)
            } else {
                ("⏸ Pause", ComputerCommand::Pause)
            };
            if ui.button(label).clicked() {
                self.computer_commands.write(command);
            }
            // Settings change (and are saved) only when the speed really changes.
            let mut speed = self.settings.animation_speed;
            ui.add(egui::Slider::new(&mut speed, 0.25..=4.0).text("speed"));
            if speed != self.settings.animation_speed {
                self.settings_changes.write(ChangeSettings(Settings {
                    animation_speed: speed,
                    ..self.settings.clone()
                }));
            }
        });
    }
}

/// A move to show in the empty move field, in the notation of the board played.
/// The field where a move is typed (`/` puts the keyboard in it): the move, once Enter is
/// pressed. Shared by the game's panel and the puzzles'.
pub(crate) fn typed_move_field(
    ui: &mut egui::Ui,
    text: &mut String,
    focus: &mut FocusTypedMove,
    position: &camelot_rules::Position,
) -> Option<TypedMove> {
    let mut typed = None;
    ui.horizontal(|ui| {
        ui.label("Type a move:");
        let field = ui.add(
            egui::TextEdit::singleline(text)
                .hint_text(example_move(position))
                .desired_width(150.0),
        );
        if std::mem::take(&mut focus.0) {
            field.request_focus();
        }
        if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            let entered = std::mem::take(text);
            if !entered.trim().is_empty() {
                typed = Some(TypedMove(entered));
            }
            field.request_focus();
        }
    });
    typed
}

fn example_move(position: &camelot_rules::Position) -> &'static str {
    use camelot_rules::Variant;
    match position.variant() {
        _ if position.placing_trees() => "C2,D2,I2",
        Variant::Camelot | Variant::Anti => "E6-E5",
        Variant::Camette => "C3-C4",
        Variant::Cam => "D5-D6",
        Variant::Chivalry => "G7-G8",
        Variant::River => "E5-E6",
    }
}
