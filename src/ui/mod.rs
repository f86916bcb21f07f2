//! The panels (egui): the main menu, the game panel with the move list, the result, the
//! board's coordinates, the dialogs (save/load, settings, help) and the keyboard shortcuts.
//! Panels read the game and send it commands; the game never reads them.

pub mod confirm;
mod coordinates;
mod editor;
pub mod end_view;
mod fonts;
mod keys;
mod layout;
mod lobby;
mod menu;
mod move_list;
pub(crate) mod names;
mod online_offers;
pub mod online_panel;
mod panel;
pub mod panel_controls;
pub mod panel_view;
mod questions;
mod result;
mod review;
mod saves;
mod settings;
pub mod shortcuts;
mod theme;

use bevy::prelude::*;

pub use keys::FocusTypedMove;
pub use layout::{full_viewport, side_panel};
pub use menu::title_screen_picture;
pub(crate) use names::{level_key, variant_key};
pub use panel_controls::{TypedField, example_move, typed_move_field};
pub use panel_view::move_help;
pub use theme::{OBLIGATION, PROBLEM, SUCCESS, dress};

/// What makes a picture of a panel with no window: lent the panel's drawing, it draws as
/// many frames as it needs on a context of its own and returns what it makes of them.
pub type Picture<T> = fn(&mut dyn FnMut(&bevy_egui::egui::Context)) -> T;

/// What of the panels runs headless: the game's keys, and the second click that ends a game
/// (a rule of the game's, not of its drawing).
pub(super) fn core_plugin(app: &mut App) {
    app.add_plugins((keys::plugin, confirm::plugin));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dialogs>().add_plugins((
        menu::plugin,
        panel::plugin,
        questions::plugin,
        result::plugin,
        review::plugin,
        coordinates::plugin,
        lobby::plugin,
        editor::plugin,
        saves::plugin,
        settings::plugin,
        shortcuts::plugin,
        theme::plugin,
    ));
}

/// Which dialogs are open, and their state.
#[derive(Resource, Default, Debug)]
pub struct Dialogs {
    pub saves: bool,
    pub settings: bool,
    pub help: bool,
    /// The name typed in the Save/load window.
    pub save_name: String,
    /// What the last save or load did.
    pub saves_message: Option<String>,
    /// The move being typed on the panel.
    pub typed: String,
    /// The end-of-game window was closed (the panel's "Result" opens it again).
    pub end_closed: bool,
}
