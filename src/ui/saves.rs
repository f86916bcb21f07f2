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
use crate::persistence::saves::{SavedFile, SavedGames, SavesCommand};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, saves_window);
}

#[derive(SystemParam)]
struct Saves<'w, 's> {
    dialogs: ResMut<'w, Dialogs>,
    saved: Res<'w, SavedGames>,
    active: Res<'w, ActiveGame>,
    autosave: Res<'w, Autosave>,
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
    egui::Window::new("Save / load")
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
    fn open(&mut self) -> Result<&mut arboard::Clipboard, String> {
        if self.0.is_none() {
            let clipboard = arboard::Clipboard::new()
                .map_err(|e| format!("The clipboard cannot be used: {e}"))?;
            self.0 = Some(clipboard);
        }
        Ok(self.0.as_mut().expect("just opened"))
    }

    pub(super) fn copy(&mut self, text: String) -> Result<(), String> {
        self.open()?
            .set_text(text)
            .map_err(|e| format!("Could not copy: {e}"))
    }

    pub(super) fn paste(&mut self) -> Result<String, String> {
        self.open()?
            .get_text()
            .map_err(|e| format!("The clipboard holds no text ({e})."))
    }
}

/// One saved game: its name, who played, when, the result and length; a Load button. A
/// damaged file shows why it cannot be loaded. Whether Load was clicked.
fn saved_game_row(ui: &mut egui::Ui, file: &SavedFile) -> bool {
    let mut load = false;
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(&file.name).strong());
            match &file.summary {
                Ok(s) => {
                    ui.small(format!(
                        "{} vs {} · {} · {} · {} move{}",
                        s.white,
                        s.black,
                        s.date,
                        s.result,
                        s.plies,
                        if s.plies == 1 { "" } else { "s" }
                    ));
                }
                Err(e) => {
                    ui.colored_label(PROBLEM, format!("Cannot be loaded: {e}"));
                }
            }
        });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            load = ui
                .add_enabled(file.summary.is_ok(), egui::Button::new("Load"))
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
                format!("Loaded {name}")
            }
            Err(e) => format!("Could not load {name}: {e}"),
        }
    }

    /// Copy the game's record to the clipboard, or open a record from it.
    fn clipboard_row(&mut self, ui: &mut egui::Ui) {
        let (copy, paste) = ui
            .horizontal(|ui| {
                let copy = ui
                    .button("Copy this game")
                    .on_hover_text("Its record, as text");
                let paste = ui
                    .button("Open from the clipboard")
                    .on_hover_text("A record copied as text: a saved game, a published score or an AbstractPlay JSON record");
                (copy.clicked(), paste.clicked())
            })
            .inner;
        if copy {
            let record = write_record(&self.active);
            self.dialogs.saves_message = Some(match self.clipboard.copy(record) {
                Ok(()) => "The game's record is on the clipboard.".into(),
                Err(e) => e,
            });
        }
        if paste {
            self.dialogs.saves_message = Some(match self.clipboard.paste() {
                Ok(text) => self.open(&text, "the clipboard"),
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
        ui.horizontal(|ui| {
            ui.label("Name:");
            ui.text_edit_singleline(&mut self.dialogs.save_name);
            if ui.button("Save").clicked() {
                self.save(false);
            }
        });
        if let Some(name) = self.saved.confirm_replace.clone() {
            ui.colored_label(PROBLEM, format!("A game called {name} is already saved."));
            ui.horizontal(|ui| {
                if ui.button("Replace it").clicked() {
                    self.save(true);
                }
                if ui.button("Keep it").clicked() {
                    self.dialogs.saves_message = Some(format!("{name} was kept."));
                    self.saves.write(SavesCommand::Refresh);
                }
            });
        }
        if let Some(m) = &self.saved.message {
            ui.label(m);
        }
        self.clipboard_row(ui);
        if let Some(e) = &self.autosave.write_error {
            ui.colored_label(PROBLEM, e);
        }
        ui.separator();
        if let Some(e) = &self.saved.error {
            ui.colored_label(PROBLEM, e);
        } else if self.saved.files.is_empty() {
            ui.label("No saved games yet.");
        }
        let mut chosen = None;
        egui::ScrollArea::vertical()
            .max_height(340.0)
            .show(ui, |ui| {
                for (i, file) in self.saved.files.iter().enumerate() {
                    if saved_game_row(ui, file) {
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
