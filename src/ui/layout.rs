//! The layout the screens share, the `ui` module's API for the panels outside it (the
//! tutorial's): a panel at the window's right, scrolled when the window is short, with the
//! board framed in the part of the window the panels leave free.

use bevy::prelude::*;
use bevy_egui::egui;

use super::theme::PANEL_WIDTH;
use crate::board::camera::BoardView;

/// Draws `contents` in the panel at the window's right and frames the board's camera in the
/// part of the window the panel leaves free (the playing screen, the tutorial).
pub fn side_panel(
    ctx: &egui::Context,
    id: &str,
    view: &mut BoardView,
    window: &Window,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let mut screen_ui = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let shown = egui::Panel::right(id.to_string())
        .resizable(false)
        .exact_size(PANEL_WIDTH)
        .show(&mut screen_ui, |ui| {
            // However short the window, the whole panel can be reached.
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, contents);
        });
    frame_board(view, window, 0.0, shown.response.rect.width());
}

/// Frames the board in the window less the panels `left` and `right` of it and the strip
/// kept at its top (`view.top`, logical pixels), so the board is centred in the space it has.
pub fn frame_board(view: &mut BoardView, window: &Window, left: f32, right: f32) {
    let px = |logical: f32| (logical * window.scale_factor()) as u32;
    let size = window.physical_size();
    let top = px(view.top).min(size.y.saturating_sub(1) / 2);
    let rect = URect::new(
        px(left).min(size.x.saturating_sub(1)),
        top,
        size.x.saturating_sub(px(right)).max(px(left) + 1),
        size.y.max(top + 1),
    );
    let rect = Some(rect);
    if view.rect != rect {
        view.rect = rect;
    }
}

/// Off the screens with a side panel the board fills the window again.
pub fn full_viewport(mut view: ResMut<BoardView>) {
    view.rect = None;
}
