//! The panels drawn with no window or GPU: into a bare egui context, from the world of a
//! headless app, and the text they show read back (tests of what a screen says).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui;

use super::Dialogs;
use crate::board::camera::BoardView;

/// Every text the title screen shows, in drawing order, in a 1280×720 window.
pub fn title_screen(world: &mut World) -> Result<Vec<String>, String> {
    world.init_resource::<Dialogs>();
    world.init_resource::<BoardView>();
    let mut windows = world.query_filtered::<(), With<PrimaryWindow>>();
    if windows.iter(world).next().is_none() {
        world.spawn((Window::default(), PrimaryWindow));
    }
    super::menu::text(world)
}

/// The texts `draw` shows on a 1280×720 screen.
pub(super) fn texts(mut draw: impl FnMut(&mut egui::Ui)) -> Vec<String> {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 720.0),
        )),
        ..default()
    };
    let mut output = egui::Context::default().run_ui(input, |ui| draw(ui));
    // Nothing is painted: the font atlas egui would upload is not wanted.
    output.textures_delta.clear();
    let mut found = Vec::new();
    for clipped in &output.shapes {
        collect(&clipped.shape, &mut found);
    }
    found
}

fn collect(shape: &egui::Shape, found: &mut Vec<String>) {
    match shape {
        egui::Shape::Text(text) => found.push(text.galley.text().to_string()),
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, found)),
        _ => {}
    }
}
