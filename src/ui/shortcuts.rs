//! Every keyboard shortcut listed in one place, the help window (F1 or ?) that lists them
//! with the mouse controls, and the view's keys (the game's keys are `crate::keys`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use crate::board::camera::ViewCommand;
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

/// What the help window lists: the keys and the mouse.
pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "Left-click",
        "choose a piece, then a landing: green a step, blue a canter, red a jump",
    ),
    (
        "Enter, or a click on the piece",
        "end a canter or charge where it may end",
    ),
    (
        "Esc",
        "take back the last leg (before any: let the piece go); in review, back to the game",
    ),
    ("Right-click", "take back the partial move"),
    ("↑ ↓ ← →", "move the square cursor over the board"),
    (
        "Space or Enter",
        "choose the cursor's square: a piece, a landing, the piece again to end",
    ),
    ("/", "type a move (E6-E5, J11-F11xF9, …), Enter to play it"),
    (
        "Tab / Shift+Tab, Enter",
        "go through the panel's buttons, press one",
    ),
    ("Ctrl+Z / Ctrl+Y", "undo / redo"),
    ("H", "hint: the computer's suggestion, in violet"),
    (
        "Page Up / Page Down",
        "review: one move back / on (← → too in review; a click on a move in the list)",
    ),
    ("Home / End", "review: the start / the last move"),
    ("V", "view the board from the other side"),
    ("T", "flat view from above, or back to 3D"),
    ("C", "reset the camera"),
    ("Right-drag / wheel", "orbit / zoom"),
    ("Middle-drag, or Shift+right-drag", "pan"),
    ("F1 or ?", "this help"),
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

fn help_window(mut contexts: EguiContexts, mut dialogs: ResMut<Dialogs>) -> Result {
    if !dialogs.help {
        return Ok(());
    }
    let mut open = true;
    egui::Window::new("Controls")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(contexts.ctx_mut()?, |ui| {
            egui::Grid::new("shortcuts").striped(true).show(ui, |ui| {
                for (keys, what) in SHORTCUTS {
                    ui.strong(*keys);
                    ui.label(*what);
                    ui.end_row();
                }
            });
        });
    dialogs.help &= open;
    Ok(())
}
