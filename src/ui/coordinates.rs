//! File letters and rank numbers along the board's edges, drawn where the camera sees them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_rules::{FILES, RANKS, Square};

use crate::board::camera::OrbitCamera;
use crate::board::geometry::grid_point;
use crate::persistence::settings::Settings;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        coordinates.run_if(in_state(Screen::Playing).or_else(in_state(Screen::Editor))),
    );
}

fn coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if !settings.show_coordinates {
        return Ok(());
    }
    let (camera, transform) = *camera;
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("coordinates"),
    ));
    let color = egui::Color32::from_rgba_unmultiplied(235, 225, 200, 210);
    let label = |file: f32, rank: f32, text: String| {
        let world = grid_point(file, rank) + Vec3::Y * 0.02;
        if let Ok(p) = camera.world_to_viewport(transform, world) {
            painter.text(
                egui::pos2(p.x, p.y),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(14.0),
                color,
            );
        }
    };
    // Files along lines just beyond ranks 1 and 16; ranks beside each rank's end squares.
    for file in 0..FILES {
        let name = ((b'A' + file as u8) as char).to_string();
        label(file as f32, -1.0, name.clone());
        label(file as f32, RANKS as f32, name);
    }
    for rank in 0..RANKS {
        let files = Square::all().filter(|s| s.rank() == rank).map(|s| s.file());
        let (lo, hi) = files.fold((FILES, 0), |(lo, hi), f| (lo.min(f), hi.max(f)));
        label(lo as f32 - 1.0, rank as f32, (rank + 1).to_string());
        label(hi as f32 + 1.0, rank as f32, (rank + 1).to_string());
    }
    Ok(())
}
