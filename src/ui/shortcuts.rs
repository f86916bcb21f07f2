//! Every keyboard shortcut listed in one place, the help window (F1 or ?) that lists them
//! with the mouse controls, and the view's keys (the game's keys are `crate::keys`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use crate::board::camera::ViewCommand;
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
        "Esc, or right-click",
        "take back the partial move; in review, back to the game",
    ),
    ("Ctrl+Z / Ctrl+Y", "undo / redo"),
    ("H", "hint: the computer's suggestion, in violet"),
    (
        "← / →",
        "review: one move back / on (a click on a move in the list, too)",
    ),
    ("Home / End", "review: the start / the last move"),
    ("V", "view the board from the other side"),
    ("C", "reset the camera"),
    ("Right-drag / wheel", "orbit / zoom"),
    ("Middle-drag, or Shift+right-drag", "pan"),
    ("F1 or ?", "this help"),
];

fn view_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut views: MessageWriter<ViewCommand>,
    mut dialogs: ResMut<Dialogs>,
) {
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
