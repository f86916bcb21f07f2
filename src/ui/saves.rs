//! The Save/load window: save the game under a name, load one of the saved games (listed
//! with their players, date and result), copy the game's record to the clipboard or open one
//! from it. The folder is read when the window opens and after a save, not every frame; a
//! record that cannot be read leaves the current game as it is; a save that would replace a
//! game of the same name asks first. The window only sends commands.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use super::theme::PROBLEM;
use crate::game::autosave::Autosave;
use crate::game::record::{read_record, write_record};
use crate::game::{ActiveGame, GameCommand};
use crate::i18n::Tr;
use crate::persistence::saves::{SavedFile, SavedGames, SavesCommand, SavesProblem};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, saves_window);
}

#[derive(SystemParam)]
struct Saves<'w, 's> {
    dialogs: ResMut<'w, Dialogs>,
    saved: Res<'w, SavedGames>,
    active: Res<'w, ActiveGame>,
    autosave: Res<'w, Autosave>,
    tr: Res<'w, Tr>,
    clipboard: Local<'s, Clipboard>,
    commands: MessageWriter<'w, GameCommand>,
    saves: MessageWriter<'w, SavesCommand>,
    was_open: Local<'s, bool>,
}

fn saves_window(mut contexts: EguiContexts, mut s: Saves) -> Result {
    // The list is read once when the window opens, not every frame.
    if s.dialogs.saves && !*s.was_open {
        s.saves.write(SavesCommand::Refresh);
    }
    *s.was_open = s.dialogs.saves;
    if !s.dialogs.saves {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(s.tr.t("saves-title"))
        .id("saves".into())
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| s.show(ui));
    s.dialogs.saves &= open;
    Ok(())
}

/// The system clipboard, opened when first used and kept open: on X11 the copied text is
/// served by this clipboard for as long as it lives.
#[derive(Default)]
pub(super) struct Clipboard(Option<arboard::Clipboard>);

impl Clipboard {
    fn open(&mut self, tr: &Tr) -> Result<&mut arboard::Clipboard, String> {
        if self.0.is_none() {
            let clipboard =
                arboard::Clipboard::new().map_err(|e| said(tr, "clipboard-unusable", e))?;
            self.0 = Some(clipboard);
        }
        Ok(self.0.as_mut().expect("just opened"))
    }

    pub(super) fn copy(&mut self, tr: &Tr, text: String) -> Result<(), String> {
        self.open(tr)?
            .set_text(text)
            .map_err(|e| said(tr, "clipboard-not-copied", e))
    }

    pub(super) fn paste(&mut self, tr: &Tr) -> Result<String, String> {
        self.open(tr)?
            .get_text()
            .map_err(|e| said(tr, "clipboard-no-text", e))
    }
}

/// A problem of the saves folder in words.
fn said_problem(tr: &Tr, problem: &SavesProblem) -> String {
    match problem {
        SavesProblem::NoFolder => tr.t("saves-no-folder"),
        SavesProblem::BadName => tr.t("saves-bad-name"),
        SavesProblem::Unreadable { dir, error } => tr.t_args(
            "saves-unreadable-folder",
            &[
                ("dir", dir.display().to_string().into()),
                ("error", error.as_str().into()),
            ],
        ),
        SavesProblem::NotWritten(error) => said(tr, "saves-not-written", error),
    }
}

/// The sentence `key` about `error` (said in English by the library that gave it).
fn said(tr: &Tr, key: &str, error: impl std::fmt::Display) -> String {
    tr.t_args(key, &[("error", error.to_string().into())])
}

/// One saved game: its name, who played, when, the result and length; a Load button. A
/// damaged file shows why it cannot be loaded. Whether Load was clicked.
fn saved_game_row(ui: &mut egui::Ui, tr: &Tr, file: &SavedFile) -> bool {
    let mut load = false;
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(&file.name).strong());
            match &file.summary {
                Ok(s) => {
                    ui.small(tr.t_args(
                        "saves-row",
                        &[
                            ("white", s.white.as_str().into()),
                            ("black", s.black.as_str().into()),
                            ("date", s.date.as_str().into()),
                            ("result", s.result.into()),
                            ("moves", s.plies.into()),
                        ],
                    ));
                }
                Err(e) => {
                    ui.colored_label(PROBLEM, said(tr, "saves-unreadable", e));
                }
            }
        });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            load = ui
                .add_enabled(file.summary.is_ok(), egui::Button::new(tr.t("saves-load")))
                .clicked();
        });
    });
    ui.separator();
    load
}

impl Saves<'_, '_> {
    /// Loads a record's text (nothing changes when it cannot be used); what happened.
    fn open(&mut self, text: &str, name: &str) -> String {
        match read_record(text) {
            Ok((game, players)) => {
                self.commands.write(GameCommand::Load { game, players });
                self.tr.t_args("saves-loaded", &[("name", name.into())])
            }
            Err(e) => self.tr.t_args(
                "saves-not-loaded",
                &[("name", name.into()), ("error", e.to_string().into())],
            ),
        }
    }

    /// Copy the game's record to the clipboard, or open a record from it.
    fn clipboard_row(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::clone(&self.tr);
        let (copy, paste) = ui
            .horizontal(|ui| {
                let copy = ui
                    .button(tr.t("saves-copy"))
                    .on_hover_text(tr.t("saves-copy-hint"));
                let paste = ui
                    .button(tr.t("saves-paste"))
                    .on_hover_text(tr.t("saves-paste-hint"));
                (copy.clicked(), paste.clicked())
            })
            .inner;
        if copy {
            let record = write_record(&self.active);
            self.dialogs.saves_message = Some(match self.clipboard.copy(&tr, record) {
                Ok(()) => tr.t("saves-copied"),
                Err(e) => e,
            });
        }
        if paste {
            self.dialogs.saves_message = Some(match self.clipboard.paste(&tr) {
                Ok(text) => self.open(&text, &tr.t("saves-the-clipboard")),
                Err(e) => e,
            });
        }
    }

    fn save(&mut self, replace: bool) {
        self.dialogs.saves_message = None;
        self.saves.write(SavesCommand::Save {
            name: self.dialogs.save_name.clone(),
            record: write_record(&self.active),
            replace,
        });
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        let tr = Tr::clone(&self.tr);
        ui.horizontal(|ui| {
            ui.label(tr.t("saves-name"));
            ui.text_edit_singleline(&mut self.dialogs.save_name);
            if ui.button(tr.t("saves-save")).clicked() {
                self.save(false);
            }
        });
        if let Some(name) = self.saved.confirm_replace.clone() {
            let name = [("name", name.into())];
            ui.colored_label(PROBLEM, tr.t_args("saves-exists", &name));
            ui.horizontal(|ui| {
                if ui.button(tr.t("saves-replace")).clicked() {
                    self.save(true);
                }
                if ui.button(tr.t("saves-keep")).clicked() {
                    self.dialogs.saves_message = Some(tr.t_args("saves-kept", &name));
                    self.saves.write(SavesCommand::Refresh);
                }
            });
        }
        match &self.saved.message {
            Some(Ok(path)) => {
                let path = path.display().to_string();
                ui.label(tr.t_args("saves-saved", &[("path", path.into())]));
            }
            Some(Err(problem)) => {
                ui.colored_label(PROBLEM, said_problem(&tr, problem));
            }
            None => {}
        }
        self.clipboard_row(ui);
        if let Some(e) = &self.autosave.write_error {
            ui.colored_label(PROBLEM, e);
        }
        ui.separator();
        if let Some(problem) = &self.saved.error {
            ui.colored_label(PROBLEM, said_problem(&tr, problem));
        } else if self.saved.files.is_empty() {
            ui.label(tr.t("saves-none"));
        }
        let mut chosen = None;
        egui::ScrollArea::vertical()
            .max_height(340.0)
            .show(ui, |ui| {
                for (i, file) in self.saved.files.iter().enumerate() {
                    if saved_game_row(ui, &tr, file) {
                        chosen = Some(i);
                    }
                }
            });
        if let Some(file) = chosen.map(|i| self.saved.files[i].clone()) {
            let message = self.open(&file.text, &file.name);
            self.dialogs.saves_message = Some(message);
        }
        if let Some(m) = &self.dialogs.saves_message {
            ui.separator();
            ui.label(m);
        }
    }
}
