//! Every keyboard shortcut in one place, and the help window (F1 or ?) that lists them with
//! the mouse controls.

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use crate::board::camera::ViewCommand;
use crate::game::GameCommand;
use crate::game::hint::AskHint;
use crate::review::ReviewCommand;
use crate::screens::Screen;
use crate::shown::InputAction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (game_keys.run_if(in_state(Screen::Playing)), view_keys)
            .run_if(not(egui_wants_any_keyboard_input)),
    )
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
    ("Esc, or right-click", "take back the partial move"),
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

fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<GameCommand>,
    mut actions: MessageWriter<InputAction>,
    mut hint: MessageWriter<AskHint>,
    mut review: MessageWriter<ReviewCommand>,
) {
    for (key, command) in [
        (KeyCode::ArrowLeft, ReviewCommand::Back),
        (KeyCode::ArrowRight, ReviewCommand::Forward),
        (KeyCode::Home, ReviewCommand::First),
        (KeyCode::End, ReviewCommand::Last),
    ] {
        if keys.just_pressed(key) {
            review.write(command);
        }
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(AskHint);
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(GameCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(GameCommand::Redo);
    }
    if keys.just_pressed(KeyCode::Escape) {
        actions.write(InputAction::Cancel);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        actions.write(InputAction::Finish);
    }
}

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
