//! Every keyboard shortcut listed in one place, the help window (F1 or ?) that lists them
//! with the mouse controls, and the view's keys (the game's keys are `crate::input::keys`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use crate::board::camera::ViewCommand;
use crate::i18n::Tr;
use crate::persistence::settings::{ChangeSettings, Settings};
use crate::screens::AppSystems;

pub(super) fn plugin(app: &mut App) {
    // Keys typed into a panel's text field are not shortcuts.
    app.configure_sets(
        Update,
        AppSystems::Input.run_if(not(egui_wants_any_keyboard_input)),
    )
    .add_systems(Update, view_keys.in_set(AppSystems::Input))
    .add_systems(EguiPrimaryContextPass, help_window);
}

/// What the help window lists, the keys and the mouse: the keys of the sentences
/// `help-ID-keys` (the keys) and `help-ID` (what they do).
pub const SHORTCUTS: &[&str] = &[
    "click",
    "end",
    "esc",
    "right-click",
    "arrows",
    "space",
    "type",
    "tab",
    "undo",
    "hint",
    "page",
    "home",
    "flip",
    "flat",
    "camera",
    "orbit",
    "pan",
    "help",
];

fn view_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut views: MessageWriter<ViewCommand>,
    mut dialogs: ResMut<Dialogs>,
    settings: Res<Settings>,
    mut changes: MessageWriter<ChangeSettings>,
) {
    if keys.just_pressed(KeyCode::KeyT) {
        changes.write(ChangeSettings(Settings {
            flat_view: !settings.flat_view,
            ..settings.clone()
        }));
    }
    if keys.just_pressed(KeyCode::KeyV) {
        views.write(ViewCommand::Flip);
    }
    if keys.just_pressed(KeyCode::KeyC) {
        views.write(ViewCommand::Reset);
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::F1) || (shift && keys.just_pressed(KeyCode::Slash)) {
        dialogs.help = !dialogs.help;
    }
}

fn help_window(mut contexts: EguiContexts, mut dialogs: ResMut<Dialogs>, tr: Res<Tr>) -> Result {
    if !dialogs.help {
        return Ok(());
    }
    let mut open = true;
    egui::Window::new(tr.t("help-title"))
        .id("help".into())
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(contexts.ctx_mut()?, |ui| {
            egui::Grid::new("shortcuts").striped(true).show(ui, |ui| {
                for id in SHORTCUTS {
                    ui.strong(tr.t(&format!("help-{id}-keys")));
                    ui.label(tr.t(&format!("help-{id}")));
                    ui.end_row();
                }
            });
        });
    dialogs.help &= open;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_shortcut_is_said_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for id in SHORTCUTS {
                for key in [format!("help-{id}-keys"), format!("help-{id}")] {
                    assert!(tr.has(&key), "{lang:?} lacks {key}");
                }
            }
        }
    }
}
