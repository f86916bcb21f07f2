//! The Save/load window: save the game under a name, and load one of the saved games. The
//! folder is read when the window opens and after a save, not every frame; a file that cannot
//! be read leaves the current game as it is.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use super::theme::PROBLEM;
use crate::game::record::{read_record, write_record};
use crate::game::{ActiveGame, GameCommand};
use crate::persistence::saves::{SavedGames, save_named};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, saves_window);
}

#[derive(SystemParam)]
struct Saves<'w> {
    dialogs: ResMut<'w, Dialogs>,
    saved: ResMut<'w, SavedGames>,
    active: Res<'w, ActiveGame>,
    commands: MessageWriter<'w, GameCommand>,
}

fn saves_window(mut contexts: EguiContexts, mut s: Saves) -> Result {
    // The list is read once when the window opens (persistence), not every frame.
    if s.saved.open != s.dialogs.saves {
        s.saved.open = s.dialogs.saves;
    }
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

impl Saves<'_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.label("Name:");
            ui.text_edit_singleline(&mut self.dialogs.save_name);
            if ui.button("Save").clicked() {
                let record = write_record(&self.active);
                self.dialogs.saves_message =
                    Some(match save_named(&self.dialogs.save_name, &record) {
                        Ok(path) => format!("Saved to {}", path.display()),
                        Err(e) => e,
                    });
                self.saved.refresh();
            }
        });
        ui.separator();
        if let Some(e) = &self.saved.error {
            ui.colored_label(PROBLEM, e);
        } else if self.saved.files.is_empty() {
            ui.label("No saved games yet.");
        }
        let mut chosen = None;
        for (i, file) in self.saved.files.iter().enumerate() {
            ui.horizontal(|ui| {
                ui.label(&file.name);
                if ui.button("Load").clicked() {
                    chosen = Some(i);
                }
            });
        }
        if let Some(file) = chosen.map(|i| &self.saved.files[i]) {
            // The current game is kept when a file cannot be used.
            self.dialogs.saves_message = Some(match read_record(&file.text) {
                Ok((game, players)) => {
                    self.commands.write(GameCommand::Load { game, players });
                    format!("Loaded {}", file.name)
                }
                Err(e) => format!("Could not load {}: {e}", file.name),
            });
        }
        if let Some(m) = &self.dialogs.saves_message {
            ui.separator();
            ui.label(m);
        }
    }
}
