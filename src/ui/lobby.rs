//! The lobby screen (online play), beside the board like the title screen: the server and
//! name to sign in with, or hosting here; then the open seeks (name, rating, time control,
//! colour) with Accept, the player's own games, a new seek or invite code, a code to join,
//! and the games being played, to watch. Everything is sent as a command. Signing in (and
//! the account code) is `sign_in.rs`'s.

mod sign_in;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_protocol::choices::{DEFAULT_TIME, TIME_PRESETS};
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ColorChoice, GameView, SeekView};
use camelot_rules::Variant;

use super::layout::{frame_board, full_viewport};
use super::names::{online_player, side_key, variant_key};
use super::theme::{GILT, PROBLEM};
use crate::board::camera::BoardView;
use crate::i18n::Tr;
use crate::online::{
    ConnectCommand, Connection, Host, HostCommand, Lobby, LobbyCommand, OnlineCommand, OnlineGame,
    Terms,
};
use crate::persistence::online::OnlineProfile;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Lobby), full_viewport)
        .add_systems(
            EguiPrimaryContextPass,
            lobby_screen.run_if(in_state(Screen::Lobby)),
        );
}

/// What is being typed and chosen on the lobby screen.
struct Form {
    server: String,
    name: String,
    /// One of the offered [`TIME_PRESETS`], the browser's too.
    time: TimeControl,
    color: ColorChoice,
    rated: bool,
    variant: Variant,
    code: String,
    /// An account code pasted from another machine.
    account_code: String,
    /// The account code is shown (only when asked for).
    show_code: bool,
    /// Filled from the profile the first time the lobby opens.
    filled: bool,
}

impl Default for Form {
    fn default() -> Form {
        Form {
            server: String::new(),
            name: String::new(),
            time: DEFAULT_TIME,
            color: ColorChoice::Any,
            rated: true,
            variant: Variant::Camelot,
            code: String::new(),
            account_code: String::new(),
            show_code: false,
            filled: false,
        }
    }
}

impl Form {
    fn terms(&self) -> Terms {
        Terms {
            time: self.time,
            color: self.color,
            rated: self.rated,
            variant: self.variant,
        }
    }
}

#[derive(SystemParam)]
struct LobbyScreen<'w, 's> {
    connection: Res<'w, Connection>,
    lobby: Res<'w, Lobby>,
    online: Res<'w, OnlineGame>,
    host: Res<'w, Host>,
    profile: Res<'w, OnlineProfile>,
    tr: Res<'w, Tr>,
    form: Local<'s, Form>,
    connect: MessageWriter<'w, ConnectCommand>,
    lobby_commands: MessageWriter<'w, LobbyCommand>,
    game_commands: MessageWriter<'w, OnlineCommand>,
    host_commands: MessageWriter<'w, HostCommand>,
    next: ResMut<'w, NextState<Screen>>,
}

const WIDTH: f32 = 430.0;

fn lobby_screen(
    mut contexts: EguiContexts,
    mut screen: LobbyScreen,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(24, 19, 15, 236))
        .inner_margin(egui::Margin::symmetric(24, 20));
    let shown = egui::Area::new("lobby".into())
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(WIDTH);
                ui.set_min_height(ctx.viewport_rect().height() - 40.0);
                egui::ScrollArea::vertical().show(ui, |ui| screen.show(ui));
            });
        });
    frame_board(&mut view, &window, shown.response.rect.width(), 0.0);
    Ok(())
}

/// A text field that stands out from the lobby's dark frame.
fn field(text: &mut String) -> egui::TextEdit<'_> {
    egui::TextEdit::singleline(text).background_color(egui::Color32::from_rgb(52, 44, 36))
}

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(10.0);
    ui.label(egui::RichText::new(text).size(18.0).color(GILT).strong());
}

impl LobbyScreen<'_, '_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        if !self.form.filled {
            self.form.filled = true;
            self.form.server = self.profile.server.clone();
            self.form.name = self.profile.name.clone();
        }
        ui.label(
            egui::RichText::new(self.tr.t("lobby-title"))
                .size(40.0)
                .color(GILT)
                .strong(),
        );
        match (self.connection.open(), self.connection.online()) {
            (false, _) => self.sign_in(ui),
            (true, false) => self.connecting(ui),
            (true, true) => self.signed_in(ui),
        }
        if let Some(notice) = &self.lobby.notice {
            ui.colored_label(PROBLEM, notice);
        }
        ui.add_space(12.0);
        if ui.button(self.tr.t("back-title")).clicked() {
            self.next.set(Screen::MainMenu);
        }
    }

    fn signed_in(&mut self, ui: &mut egui::Ui) {
        let me = self.connection.player.clone().unwrap_or_default();
        let tr = Tr::clone(&self.tr);
        ui.horizontal(|ui| {
            let server = self.connection.server.as_str();
            let who = [("name", me.as_str().into()), ("server", server.into())];
            ui.label(tr.t_args("lobby-signed-in", &who));
            if ui.small_button(tr.t("lobby-sign-out")).clicked() {
                self.connect.write(ConnectCommand::Disconnect);
                if self.host.running() {
                    self.host_commands.write(HostCommand::Stop);
                }
            }
        });
        if let Some(warning) = &self.connection.warning {
            ui.colored_label(PROBLEM, warning);
        }
        self.hosting(ui);
        if let Some(seat) = &self.online.seat
            && seat.running()
            && ui
                .button(egui::RichText::new(tr.t("lobby-return")).size(18.0))
                .clicked()
        {
            self.next.set(Screen::Playing);
        }
        self.own_games(ui);
        self.seeks(ui, &me);
        self.new_seek(ui);
        self.live_games(ui);
    }

    fn hosting(&mut self, ui: &mut egui::Ui) {
        if !self.host.running() {
            return;
        }
        let tr = &self.tr;
        heading(ui, &tr.t("lobby-your-server"));
        if self.host.addresses.is_empty() {
            ui.label(tr.t("lobby-no-address"));
        }
        for address in &self.host.addresses {
            ui.label(
                egui::RichText::new(tr.t_args("lobby-server", &[("address", address.into())]))
                    .size(17.0)
                    .monospace(),
            );
        }
        if let Some(code) = &self.lobby.invite {
            ui.label(
                egui::RichText::new(invite_code(tr, code))
                    .size(22.0)
                    .strong(),
            );
            ui.label(tr.t("lobby-friend-joins"));
        }
        if ui.button(tr.t("lobby-stop-hosting")).clicked() {
            self.host_commands.write(HostCommand::Stop);
        }
    }

    fn own_games(&mut self, ui: &mut egui::Ui) {
        let attached = self.online.seat.as_ref().map(|s| s.id());
        let others: Vec<&GameView> = self
            .lobby
            .mine
            .iter()
            .filter(|g| Some(g.id) != attached)
            .collect();
        if others.is_empty() {
            return;
        }
        let tr = &self.tr;
        heading(ui, &tr.t("my-games"));
        for game in others {
            ui.horizontal(|ui| {
                let line = [
                    ("white", online_player(tr, &game.white).into()),
                    ("black", online_player(tr, &game.black).into()),
                    ("time", game.time.to_string().into()),
                ];
                ui.label(tr.t_args("game-line", &line));
                if ui.button(tr.t("game-open")).clicked() {
                    self.game_commands.write(OnlineCommand::Open(game.id));
                }
            });
        }
    }

    fn seeks(&mut self, ui: &mut egui::Ui, me: &str) {
        let tr = &self.tr;
        heading(ui, &tr.t("seeks-title"));
        if self.lobby.seeks.is_empty() {
            ui.label(tr.t("lobby-no-seeks"));
            return;
        }
        egui::Grid::new("seeks")
            .num_columns(7)
            .striped(true)
            .spacing([14.0, 6.0])
            .show(ui, |ui| {
                for seek in &self.lobby.seeks {
                    seek_row(ui, tr, seek);
                    if seek.player.eq_ignore_ascii_case(me) {
                        if ui.button(tr.t("seek-cancel")).clicked() {
                            self.lobby_commands.write(LobbyCommand::CancelSeek(seek.id));
                        }
                    } else if ui
                        .button(egui::RichText::new(tr.t("seek-accept")).size(16.0))
                        .clicked()
                    {
                        self.lobby_commands.write(LobbyCommand::Accept(seek.id));
                    }
                    ui.end_row();
                }
            });
    }

    fn new_seek(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::clone(&self.tr);
        heading(ui, &tr.t("lobby-new-game"));
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt("variant")
                .selected_text(tr.t(variant_key(self.form.variant)))
                .show_ui(ui, |ui| {
                    for v in Variant::ALL {
                        ui.selectable_value(&mut self.form.variant, v, tr.t(variant_key(v)));
                    }
                });
            egui::ComboBox::from_id_salt("time")
                .selected_text(self.form.time.to_string())
                .show_ui(ui, |ui| {
                    for time in TIME_PRESETS {
                        ui.selectable_value(&mut self.form.time, time, time.to_string());
                    }
                });
            for (choice, label) in [
                (ColorChoice::Any, "color-any"),
                (ColorChoice::White, side_key(camelot_rules::Color::White)),
                (ColorChoice::Black, side_key(camelot_rules::Color::Black)),
            ] {
                ui.selectable_value(&mut self.form.color, choice, tr.t(label));
            }
            ui.checkbox(&mut self.form.rated, tr.t("rated"));
        });
        ui.horizontal(|ui| {
            if ui.button(tr.t("lobby-seek")).clicked() {
                self.lobby_commands
                    .write(LobbyCommand::Seek(self.form.terms()));
            }
            if ui
                .button(tr.t("lobby-invite"))
                .on_hover_text(tr.t("lobby-invite-hint"))
                .clicked()
            {
                self.lobby_commands
                    .write(LobbyCommand::Invite(self.form.terms()));
            }
        });
        if !self.host.running()
            && let Some(code) = &self.lobby.invite
        {
            ui.label(
                egui::RichText::new(invite_code(&tr, code))
                    .size(20.0)
                    .strong(),
            );
        }
        ui.horizontal(|ui| {
            ui.label(tr.t("lobby-have-code"));
            ui.add(field(&mut self.form.code).desired_width(110.0));
            if ui.button(tr.t("lobby-join")).clicked() && !self.form.code.trim().is_empty() {
                let code = std::mem::take(&mut self.form.code);
                self.lobby_commands.write(LobbyCommand::JoinInvite(code));
            }
        });
    }

    fn live_games(&mut self, ui: &mut egui::Ui) {
        let tr = &self.tr;
        heading(ui, &tr.t("live-title"));
        if self.lobby.live.is_empty() {
            ui.label(tr.t("lobby-none-live"));
        }
        for game in &self.lobby.live {
            ui.horizontal(|ui| {
                let line = [
                    ("white", online_player(tr, &game.white).into()),
                    ("black", online_player(tr, &game.black).into()),
                    ("variant", tr.t(variant_key(game.variant)).into()),
                    ("time", game.time.to_string().into()),
                    ("moves", game.plies.into()),
                ];
                ui.label(tr.t_args("lobby-live-line", &line));
                if ui.button(tr.t("game-watch")).clicked() {
                    self.game_commands.write(OnlineCommand::Watch(game.id));
                }
            });
        }
        if ui.button(tr.t("lobby-refresh")).clicked() {
            self.lobby_commands.write(LobbyCommand::Refresh);
        }
    }
}

/// A seek as a row: name, rating, time control, colour, rated, variant (then its button).
fn seek_row(ui: &mut egui::Ui, tr: &Tr, seek: &SeekView) {
    ui.label(egui::RichText::new(&seek.player).size(16.0).strong());
    ui.label(seek.rating.to_string());
    ui.label(seek.time.to_string());
    ui.label(tr.t(match seek.color {
        ColorChoice::Any => "color-any",
        ColorChoice::White => "lobby-plays-white",
        ColorChoice::Black => "lobby-plays-black",
    }));
    ui.label(tr.t(if seek.rated { "rated" } else { "casual" }));
    ui.label(tr.t(variant_key(seek.variant)));
}

fn invite_code(tr: &Tr, code: &str) -> String {
    tr.t_args("lobby-invite-code", &[("code", code.into())])
}
