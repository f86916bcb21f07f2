//! The lobby before signing in: the server and name (a warning under a plain `ws://` address
//! beyond this network), a refusal in words (after `bad_token`, the offer to sign up under
//! another name), hosting here, and the account code that moves an account to another
//! machine: shown only when asked for, with a warning, and pasted there.

use bevy_egui::egui;
use camelot_client::{Link, plain_text_warning};

use super::{LobbyScreen, field, heading};
use crate::online::{ConnectCommand, HostCommand};
use crate::ui::PROBLEM;

impl LobbyScreen<'_, '_> {
    pub(super) fn sign_in(&mut self, ui: &mut egui::Ui) {
        ui.label("Play people anywhere on a Camelot server, or host one here for a friend.");
        egui::Grid::new("sign-in").num_columns(2).show(ui, |ui| {
            ui.label("Server");
            ui.add(field(&mut self.form.server).desired_width(260.0));
            ui.end_row();
            ui.label("Your name");
            ui.add(
                field(&mut self.form.name)
                    .hint_text("letters, digits, _ or -")
                    .desired_width(260.0),
            );
            ui.end_row();
        });
        if let Some(warning) = plain_text_warning(&self.form.server) {
            ui.colored_label(PROBLEM, warning);
        }
        if let Some(why) = &self.connection.refused {
            ui.colored_label(PROBLEM, why);
        }
        if let Some(name) = &self.connection.forgotten {
            ui.label(format!(
                "Type another name than {name} above and Connect to sign up under it."
            ));
        }
        if ui
            .button(egui::RichText::new("Connect").size(18.0))
            .on_hover_text("Watching games needs a name too")
            .clicked()
        {
            self.connect.write(ConnectCommand::Connect {
                server: self.form.server.clone(),
                name: self.form.name.clone(),
            });
        }
        heading(ui, "Host on this machine");
        ui.label(
            "Start a server inside the game: a friend on this network connects to this \
             machine's address and joins with your invite code.",
        );
        if let Some(e) = &self.host.error {
            ui.colored_label(PROBLEM, e);
        }
        if self.host.starting() {
            ui.label("Starting the server…");
        } else if ui
            .button(egui::RichText::new("Host a game").size(18.0))
            .clicked()
        {
            self.host_commands.write(HostCommand::Start {
                name: self.form.name.clone(),
            });
        }
        self.account_code(ui);
    }

    /// Moving an account between machines: this one's code, or another's pasted here.
    fn account_code(&mut self, ui: &mut egui::Ui) {
        heading(ui, "Your account on another machine");
        if let Some(account) = self.profile.current() {
            ui.checkbox(
                &mut self.form.show_code,
                format!("Show the account code of {}", account.name),
            );
            if self.form.show_code {
                ui.colored_label(
                    PROBLEM,
                    "Whoever has this code plays as you: paste it only into your own game.",
                );
                let mut code = account.code();
                ui.add(egui::TextEdit::multiline(&mut code).desired_width(380.0));
            }
        }
        ui.horizontal(|ui| {
            ui.label("Account code");
            ui.add(field(&mut self.form.account_code).desired_width(220.0));
            if ui.button("Use it").clicked() {
                let code = std::mem::take(&mut self.form.account_code);
                self.connect.write(ConnectCommand::UseAccountCode(code));
                // The form shows the account brought in once the profile has it.
                self.form.filled = false;
            }
        });
    }

    pub(super) fn connecting(&mut self, ui: &mut egui::Ui) {
        let what = match self.connection.link {
            Some(Link::Reconnecting { attempt }) => {
                format!("Connection lost: reconnecting… (attempt {attempt})")
            }
            _ => format!("Connecting to {}…", self.connection.server),
        };
        ui.label(egui::RichText::new(what).size(16.0));
        if let Some(warning) = &self.connection.warning {
            ui.colored_label(PROBLEM, warning);
        }
        if ui.button("Cancel").clicked() {
            self.connect.write(ConnectCommand::Disconnect);
        }
    }
}
