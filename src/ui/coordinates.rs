//! File letters and rank numbers along the board's edges, drawn where the camera sees them: on
//! every board a player reads (games live, in review and online, the editor, the lessons and
//! the puzzles, whose texts name squares), from either camera view, as Settings says.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::board::camera::OrbitCamera;
use crate::board::geometry::grid_point;
use crate::persistence::settings::Settings;
use crate::screens::Screen;
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        coordinates.run_if(|screen: Res<State<Screen>>| names_squares(*screen.get())),
    );
}

/// Whether `screen`'s board has its coordinates: every screen whose board is played on or
/// set up; the title screen's and the lobby's board stands behind them, not read.
fn names_squares(screen: Screen) -> bool {
    match screen {
        Screen::Playing | Screen::Editor | Screen::Tutorial | Screen::Puzzles => true,
        Screen::MainMenu | Screen::Lobby => false,
    }
}

fn coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    shown: Res<ShownPosition>,
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
    let variant = shown.position.variant();
    let (files, ranks) = (variant.spec().files, variant.spec().ranks);
    let label = |file: f32, rank: f32, text: String| {
        let world = grid_point(variant, file, rank) + Vec3::Y * 0.02;
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
    // Files along lines just beyond the first and last ranks; ranks beside each rank's end
    // squares (the shown variant's board).
    for file in 0..files {
        let name = ((b'A' + file as u8) as char).to_string();
        label(file as f32, -1.0, name.clone());
        label(file as f32, ranks as f32, name);
    }
    for rank in 0..ranks {
        let on_rank = variant.rank_squares(rank).map(|s| s.file());
        let (lo, hi) = on_rank.fold((files, 0), |(lo, hi), f| (lo.min(f), hi.max(f)));
        label(lo as f32 - 1.0, rank as f32, (rank + 1).to_string());
        label(hi as f32 + 1.0, rank as f32, (rank + 1).to_string());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_a_player_reads_has_coordinates() {
        for screen in [
            Screen::Playing,
            Screen::Editor,
            Screen::Tutorial,
            Screen::Puzzles,
        ] {
            assert!(names_squares(screen), "{screen:?}");
        }
        assert!(!names_squares(Screen::MainMenu));
    }
}
