//! The game panel beside the board: whose turn it is and why a piece must move, what the
//! computer is doing, castle moves left, the buttons, and the move list. The board's camera
//! is framed in the part of the window the panel leaves free.

use super::Dialogs;
use super::confirm::{EndClick, TwoClicks};
use super::layout::{full_viewport, side_panel};
use super::move_list::{marks, move_list};
use super::names::{side_key, variant_key};
use super::online_panel::{self, OnlinePanelView};
use super::panel_controls::{Control, ControlsInput, controls, example_move};
use super::panel_view::{GamePanelView, Tone};
use super::theme::{HINT, OBLIGATION, PROBLEM};
use crate::board::camera::{BoardView, ViewCommand};
use crate::game::computer::{Computer, ComputerCommand};
use crate::game::hint::{AskHint, HintRequest, ShownHint};
use crate::game::{ActiveGame, FairPlay, GameCommand, TypedMove};
use crate::i18n::Tr;
use crate::online::{Connection, OnlineCommand, OnlineGame};
use crate::persistence::settings::{ChangeSettings, Settings};
use crate::review::analysis::Analysis;
use crate::review::{Review, ReviewCommand};
use crate::screens::{PlayMode, Screen};
use crate::shown::InputAction;
use crate::ui::FocusTypedMove;
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
    shown_hint: Res<'w, ShownHint>,
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
    ends: Ends<'w>,
    tr: Res<'w, Tr>,
}

/// The buttons that end the game: their clicks, and which one waits for its second.
#[derive(SystemParam)]
struct Ends<'w> {
    clicks: MessageWriter<'w, EndClick>,
    two: Res<'w, TwoClicks>,
    time: Res<'w, Time<Real>>,
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

impl Panel<'_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        let view = GamePanelView::of(
            &self.active,
            &self.computer,
            self.hint.search.is_running(),
            &self.tr,
        );
        let variant = self.active.game.start().variant();
        ui.heading(self.tr.t(variant_key(variant)));
        if let Some(matchup) = &view.matchup {
            ui.label(matchup);
        }
        let online = self.active.online();
        if online && let Some(seat) = &self.online.game.seat {
            let part = OnlinePanelView::of(
                seat,
                self.active.game.moves().len(),
                self.online.connection.link,
                self.online.game.notice.as_deref(),
                Instant::now(),
                &self.tr,
            );
            let now = self.ends.time.elapsed();
            if let Some(command) = online_panel::show(ui, &part, &self.ends.two, now, &self.tr) {
                match EndClick::of_online(command) {
                    Some(click) => {
                        self.ends.clicks.write(click);
                    }
                    None => {
                        self.online.commands.write(command);
                    }
                }
            }
            // The clocks tick between the server's readings.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
            ui.separator();
        }
        let hint = self.shown_hint.text(&self.tr, self.active.revision);
        let input = ControlsInput {
            typed: &mut self.dialogs.typed,
            example: example_move(self.active.position()),
            focus: std::mem::take(&mut self.focus_typed.0),
            flat_view: self.settings.flat_view,
            tr: &self.tr,
        };
        if let Some(control) = controls(ui, &view, input) {
            self.control(control);
        }
        if let Some(paused) = view.watching {
            self.watching(ui, paused);
        }
        ui.horizontal_wrapped(|ui| {
            if online {
                if ui.button(self.tr.t("panel-lobby")).clicked() {
                    self.next_screen.set(Screen::Lobby);
                }
            } else if ui.button(self.tr.t("end-new-game")).clicked() {
                self.next_screen.set(Screen::MainMenu);
            }
            if ui.button(self.tr.t("panel-saves")).clicked() {
                self.dialogs.saves = true;
            }
            if ui.button(self.tr.t("menu-settings")).clicked() {
                self.dialogs.settings = true;
            }
            if ui
                .button(self.tr.t("menu-editor"))
                .on_hover_text(self.tr.t("panel-editor-hover"))
                .clicked()
            {
                self.next_screen.set(Screen::Editor);
            }
            if ui
                .button("?")
                .on_hover_text(self.tr.t("panel-shortcuts-hover"))
                .clicked()
            {
                self.dialogs.help = true;
            }
        });
        ui.horizontal_wrapped(|ui| {
            // The row keeps its height when it has no button (the computer's turn), so the
            // lines below do not jump.
            ui.set_min_height(ui.spacing().interact_size.y);
            let now = self.ends.time.elapsed();
            if let Some(side) = view.resign {
                let side_name = self.tr.t(side_key(side));
                let action = self
                    .tr
                    .t_args("panel-resigns", &[("side", side_name.into())]);
                let click = EndClick::Resign(side);
                if ui
                    .button(self.ends.two.label(&self.tr, click, &action, now))
                    .clicked()
                {
                    self.ends.clicks.write(click);
                }
            }
            if self.active.game.is_over()
                && self.dialogs.end_closed
                && ui.button(self.tr.t("panel-result")).clicked()
            {
                self.dialogs.end_closed = false;
            }
            if self.ends.two.waiting(now) {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(250));
            }
            if view.draw && ui.button(self.tr.t("panel-agree-draw")).clicked() {
                self.commands.write(GameCommand::AgreeDraw);
            }
        });
        ui.separator();
        // What changes from turn to turn stands below the buttons, so they keep their place.
        for (tone, line) in &view.turn {
            match tone {
                Tone::Plain => ui.label(line),
                Tone::Obligation => ui.colored_label(OBLIGATION, line),
            };
        }
        if let Some(hint) = hint {
            ui.colored_label(HINT, egui::RichText::new(hint).strong());
        }
        let unfair = (self.online.fair_play.refused).map(|why| why.in_words(&self.tr));
        for notice in view.notice.iter().chain(&unfair) {
            ui.colored_label(PROBLEM, notice);
        }
        ui.separator();
        for line in &view.sides {
            ui.label(line);
        }
        ui.separator();
        ui.label(egui::RichText::new(self.tr.t("panel-moves")).strong());
        let marks = marks(&self.active.game, &self.analysis);
        let reviewed = (*self.mode.get() == PlayMode::Review).then_some(self.review.ply);
        if let Some(ply) = move_list(ui, &self.active.game, &marks, reviewed, &self.tr) {
            self.review_commands.write(ReviewCommand::Show(ply));
        }
    }

    /// Sends what a control asked for.
    fn control(&mut self, control: Control) {
        match control {
            Control::Typed(text) => {
                self.typed.write(TypedMove(text));
            }
            Control::Command(command) => {
                self.commands.write(command);
            }
            Control::EndMove => {
                self.actions.write(InputAction::Finish);
            }
            Control::Flip => {
                self.views.write(ViewCommand::Flip);
            }
            Control::ToggleFlat => {
                self.settings_changes.write(ChangeSettings(Settings {
                    flat_view: !self.settings.flat_view,
                    ..self.settings.clone()
                }));
            }
            Control::Hint => {
                self.ask_hint.write(AskHint);
            }
        }
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
