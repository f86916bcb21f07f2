//! Screenshot mode: `camelot --screenshot FILE [--position FEN] [--moves "M1 M2"] [--select SQ]
//! [--frames N]` renders the game, saves the window to FILE once everything is loaded and the
//! animations have settled, and exits.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::animation::AnimationQueue;
use crate::play::SquareClicked;

/// What screenshot mode should do.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotPlan {
    pub path: PathBuf,
    /// Frames to render before the picture (shaders and pipelines compile in the first ones).
    pub frames: u32,
    /// A square to click first, to show its move cues.
    pub select: Option<camelot_rules::Square>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot);
}

#[derive(Default)]
enum Stage {
    #[default]
    Rendering,
    Saving,
}

#[allow(clippy::too_many_arguments)]
fn take_screenshot(
    plan: Option<Res<ScreenshotPlan>>,
    queue: Res<AnimationQueue>,
    time: Res<Time<Real>>,
    mut frame_times: Local<Vec<f32>>,
    mut frame: Local<u32>,
    mut stage: Local<Stage>,
    mut commands: Commands,
    mut clicks: MessageWriter<SquareClicked>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(plan) = plan else { return };
    *frame += 1;
    match *stage {
        Stage::Rendering => {
            if *frame == 2
                && let Some(sq) = plan.select
            {
                clicks.write(SquareClicked(sq));
            }
            // Frame times once the first frames (pipeline compilation) are behind.
            if *frame > plan.frames / 2 {
                frame_times.push(time.delta_secs() * 1000.0);
            }
            if *frame >= plan.frames && !queue.is_busy() {
                if !frame_times.is_empty() {
                    let mean = frame_times.iter().sum::<f32>() / frame_times.len() as f32;
                    let worst = frame_times.iter().copied().fold(0.0, f32::max);
                    info!(
                        "frame time over {} frames: mean {mean:.1} ms, worst {worst:.1} ms",
                        frame_times.len()
                    );
                }
                let _ = std::fs::remove_file(&plan.path);
                commands
                    .spawn(Screenshot::primary_window())
                    .observe(save_to_disk(plan.path.clone()));
                *stage = Stage::Saving;
            }
        }
        Stage::Saving => {
            // The image is written on a worker thread; exit once it is complete on disk.
            let written = std::fs::metadata(&plan.path).is_ok_and(|m| m.len() > 0);
            if written {
                info!("saved {}", plan.path.display());
                exit.write(AppExit::Success);
            } else if *frame > plan.frames + 600 {
                error!("the screenshot was not written");
                exit.write(AppExit::error());
            }
        }
    }
}
