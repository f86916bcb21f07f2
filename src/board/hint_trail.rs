//! The hint's trail: a violet line from the suggested move's piece through every leg's landing,
//! an arrowhead on the last, and a circle round the piece. Drawn with gizmos in front of
//! everything (depth bias -1), so no piece hides it, from the 3D camera or the flat one.

use super::BoardSystems;
use super::animation::AnimationQueue;
use super::geometry::square_center;
use crate::shown::ShownPosition;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_gizmo_group::<HintTrail>()
        .add_systems(Startup, configure)
        .add_systems(
            Update,
            draw_trail.in_set(BoardSystems).after(super::pieces::resync),
        );
}

/// The gizmos of the hint's trail, with their own width and depth.
#[derive(Default, Reflect, GizmoConfigGroup)]
struct HintTrail;

/// The cues' violet, opaque enough to read over the wood and the pieces.
const VIOLET: Color = Color::srgba(0.80, 0.50, 1.0, 0.95);
/// The trail's height above the board: under the pieces' tops, drawn over them anyway.
const LIFT: f32 = 0.05;

fn configure(mut store: ResMut<GizmoConfigStore>) {
    let (config, _) = store.config_mut::<HintTrail>();
    config.line.width = 5.0;
    config.line.joints = GizmoLineJoint::Round(4);
    config.depth_bias = -1.0;
}

/// Gizmos last one frame: the trail is drawn every frame the hint is shown. A tree placement
/// (V5.4) has no path: its three squares are circled.
fn draw_trail(
    mut gizmos: Gizmos<HintTrail>,
    shown: Res<ShownPosition>,
    queue: Res<AnimationQueue>,
) {
    let Some(mv) = shown.cues.hint.as_ref().filter(|_| !queue.is_busy()) else {
        return;
    };
    let variant = shown.position.variant();
    let points: Vec<Vec3> = mv
        .squares()
        .map(|sq| square_center(variant, sq) + Vec3::Y * LIFT)
        .collect();
    let flat = Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2);
    let circled = if mv.is_placement() {
        &points[..]
    } else {
        &points[..1]
    };
    for &at in circled {
        gizmos.circle(Isometry3d::new(at, flat), 0.42, VIOLET);
    }
    if let (false, Some((&to, lead))) = (mv.is_placement(), points.split_last())
        && let Some(&from) = lead.last()
    {
        gizmos.linestrip(lead.iter().copied(), VIOLET);
        gizmos.arrow(from, to, VIOLET).with_tip_length(0.35);
    }
}
