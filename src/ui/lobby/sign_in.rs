//! The lobby before signing in: the server and name (a warning under a plain `ws://` address
//! beyond this network), a refusal in words (after `bad_token`, the offer to sign up under
//! another name), hosting here, and the account code that moves an account to another
//! machine: shown only when asked for, with a warning, and pasted there.

use bevy_egui::egui;
use camelot_client::{Link, plain_text_warning};

use super::{LobbyScreen, field, heading};
use crate::i18n::Tr;
use crate::online::{ConnectCommand, HostCommand};
use crate::ui::PROBLEM;

impl LobbyScreen<'_, '_> {
    pub(super) fn sign_in(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::clone(&self.tr);
        ui.label(tr.t("signin-why"));
        egui::Grid::new("sign-in").num_columns(2).show(ui, |ui| {
            ui.label(tr.t("signin-server"));
            ui.add(field(&mut self.form.server).desired_width(260.0));
            ui.end_row();
            ui.label(tr.t("signin-name"));
            ui.add(
                field(&mut self.form.name)
                    .hint_text(tr.t("signin-name-hint"))
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
            ui.label(tr.t_args("signin-other-name", &[("name", name.as_str().into())]));
        }
        if ui
            .button(egui::RichText::new(tr.t("signin-connect")).size(18.0))
            .on_hover_text(tr.t("signin-connect-hint"))
            .clicked()
        {
            self.connect.write(ConnectCommand::Connect {
                server: self.form.server.clone(),
                name: self.form.name.clone(),
            });
        }
        heading(ui, &tr.t("signin-host-title"));
        ui.label(tr.t("signin-host-why"));
        if let Some(e) = &self.host.error {
            ui.colored_label(PROBLEM, e.in_words(&tr));
        }
        if self.host.starting() {
            ui.label(tr.t("signin-host-starting"));
        } else if ui
            .button(egui::RichText::new(tr.t("signin-host")).size(18.0))
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
        let tr = &self.tr;
        heading(ui, &tr.t("signin-account-title"));
        if let Some(account) = self.profile.current() {
            let name = [("name", account.name.as_str().into())];
            ui.checkbox(
                &mut self.form.show_code,
                tr.t_args("signin-show-code", &name),
            );
            if self.form.show_code {
                ui.colored_label(PROBLEM, tr.t("signin-code-warning"));
                let mut code = account.code();
                ui.add(egui::TextEdit::multiline(&mut code).desired_width(380.0));
            }
        }
        ui.horizontal(|ui| {
            ui.label(tr.t("signin-account-code"));
            ui.add(field(&mut self.form.account_code).desired_width(220.0));
            if ui.button(tr.t("signin-use-code")).clicked() {
                let code = std::mem::take(&mut self.form.account_code);
                self.connect.write(ConnectCommand::UseAccountCode(code));
                // The form shows the account brought in once the profile has it.
                self.form.filled = false;
            }
        });
    }

    pub(super) fn connecting(&mut self, ui: &mut egui::Ui) {
        let tr = &self.tr;
        let what = match self.connection.link {
            Some(Link::Reconnecting { attempt }) => {
                tr.t_args("signin-reconnecting", &[("attempt", attempt.into())])
            }
            _ => {
                let server = self.connection.server.as_str();
                tr.t_args("signin-connecting", &[("server", server.into())])
            }
        };
        ui.label(egui::RichText::new(what).size(16.0));
        if let Some(warning) = &self.connection.warning {
            ui.colored_label(PROBLEM, warning);
        }
        if ui.button(tr.t("signin-cancel")).clicked() {
            self.connect.write(ConnectCommand::Disconnect);
        }
    }
}
