//! One look for every panel: dark walnut panels, ivory text, gilt accents, rounded buttons;
//! and the colours the panels share.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    // In Update, before the panels draw in the egui pass.
    app.add_systems(Update, apply_theme);
}

/// Why a piece must move (R7, R9).
pub const OBLIGATION: egui::Color32 = egui::Color32::from_rgb(255, 170, 90);
/// Why a click did nothing; a failed load or save.
pub const PROBLEM: egui::Color32 = egui::Color32::from_rgb(255, 120, 110);
/// The hint's move, in the violet of its trail on the board.
pub const HINT: egui::Color32 = egui::Color32::from_rgb(205, 140, 255);
/// A move the exercise asked for.
pub const SUCCESS: egui::Color32 = egui::Color32::from_rgb(140, 220, 140);
/// The gilt of titles and the selected item.
pub const GILT: egui::Color32 = egui::Color32::from_rgb(214, 174, 92);
/// Width of the game panel beside the board, in logical pixels.
pub const PANEL_WIDTH: f32 = 280.0;

const IVORY: egui::Color32 = egui::Color32::from_rgb(236, 226, 206);
const WALNUT: egui::Color32 = egui::Color32::from_rgb(33, 26, 21);

fn apply_theme(mut contexts: EguiContexts, mut done: Local<bool>) {
    // The context exists from the first egui pass on.
    let (false, Ok(ctx)) = (*done, contexts.ctx_mut()) else {
        return;
    };
    dress(ctx);
    *done = true;
}

/// The game's look and fonts on an egui context (also the headless panels', so they lay out
/// as the window does).
pub fn dress(ctx: &egui::Context) {
    let mut visuals = egui::Visuals::dark();
    visuals.override_text_color = Some(IVORY);
    visuals.panel_fill = WALNUT;
    visuals.window_fill = egui::Color32::from_rgb(40, 32, 26);
    visuals.window_stroke = egui::Stroke::new(1.0, egui::Color32::from_rgb(96, 74, 50));
    visuals.extreme_bg_color = egui::Color32::from_rgb(22, 18, 15);
    visuals.faint_bg_color = egui::Color32::from_rgb(46, 37, 30);
    visuals.selection.bg_fill = egui::Color32::from_rgb(120, 88, 38);
    visuals.selection.stroke = egui::Stroke::new(1.0, GILT);
    visuals.hyperlink_color = GILT;
    let radius = egui::CornerRadius::same(5);
    let widgets = &mut visuals.widgets;
    for (w, fill) in [
        (&mut widgets.inactive, egui::Color32::from_rgb(62, 49, 38)),
        (&mut widgets.hovered, egui::Color32::from_rgb(88, 68, 48)),
        (&mut widgets.active, egui::Color32::from_rgb(110, 82, 50)),
    ] {
        w.bg_fill = fill;
        w.weak_bg_fill = fill;
        w.corner_radius = radius;
    }
    widgets.hovered.bg_stroke = egui::Stroke::new(1.0, GILT);
    widgets.noninteractive.corner_radius = radius;
    ctx.set_fonts(super::fonts::definitions());
    ctx.all_styles_mut(|style| {
        style.visuals = visuals.clone();
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        for (text, size) in [
            (egui::TextStyle::Body, 14.5),
            (egui::TextStyle::Button, 14.5),
            (egui::TextStyle::Heading, 22.0),
        ] {
            if let Some(font) = style.text_styles.get_mut(&text) {
                font.size = size;
            }
        }
    });
}
