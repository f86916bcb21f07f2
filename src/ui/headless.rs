//! The panels drawn with no window or GPU: into a bare egui context, from the world of a
//! headless app, and the text they show read back (tests of what a screen says).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui;

use super::Dialogs;
use crate::board::camera::BoardView;
use crate::input::keys::FocusTypedMove;

/// Every text the title screen shows (wholly, not scrolled away), in drawing order, in a
/// 1280×720 window.
pub fn title_screen(world: &mut World) -> Result<Vec<String>, String> {
    give_panels_a_window(world);
    super::menu::text(world)
}

/// Every text the tutorial's panel shows (wholly, not scrolled away), in drawing order, beside
/// the board in a 1280×720 window.
pub fn lesson_panel(world: &mut World) -> Result<Vec<String>, String> {
    give_panels_a_window(world);
    world.init_resource::<FocusTypedMove>();
    crate::tutorial::panel_text(world)
}

/// What the panels read of the screen, which a headless app has not: the window, the board's
/// view, the dialogs' state.
fn give_panels_a_window(world: &mut World) {
    world.init_resource::<Dialogs>();
    world.init_resource::<BoardView>();
    let mut windows = world.query_filtered::<(), With<PrimaryWindow>>();
    if windows.iter(world).next().is_none() {
        world.spawn((Window::default(), PrimaryWindow));
    }
}

/// The texts `draw` shows on a 1280×720 screen.
pub(crate) fn texts(mut draw: impl FnMut(&egui::Context)) -> Vec<String> {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 720.0),
        )),
        ..default()
    };
    // A new area is measured, unseen, on its first frame: the second frame is the one seen.
    let ctx = egui::Context::default();
    super::theme::dress(&ctx);
    ctx.run_ui(input.clone(), |ui| draw(&ui.ctx().clone()))
        .textures_delta
        .clear();
    let mut output = ctx.run_ui(input, |ui| draw(&ui.ctx().clone()));
    // Nothing is painted: the font atlas egui would upload is not wanted.
    output.textures_delta.clear();
    let mut found = Vec::new();
    for clipped in &output.shapes {
        collect(&clipped.shape, clipped.clip_rect, &mut found);
    }
    found
}

/// The texts of `shape` that stand wholly inside `clip` (egui lays out what a scroll area
/// hides, but the player sees only what its clip rectangle shows).
fn collect(shape: &egui::Shape, clip: egui::Rect, found: &mut Vec<String>) {
    match shape {
        egui::Shape::Text(text) if clip.contains_rect(text.visual_bounding_rect()) => {
            found.push(text.galley.text().to_string())
        }
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, clip, found)),
        _ => {}
    }
}
