//! The camera: opens from White's side with the whole board in view; orbit (right-drag), pan
//! (middle-drag or Shift+right-drag) and zoom (wheel), clamped so the board never gets lost.
//! V turns the view to the other side; the view can follow the side to move. The flat view
//! (a setting, T) looks straight down with an orthographic projection, the same turn and zoom.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, ScalingMode};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use std::f32::consts::{PI, TAU};

use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy_egui::input::egui_wants_any_pointer_input;
use bevy_egui::{EguiGlobalSettings, PrimaryEguiContext};
use camelot_rules::Color;

use super::geometry::framing_scale;
use crate::game::{ActiveGame, MoveCommitted, Player};
use crate::persistence::settings::Settings;
use crate::screens::Screen;
use crate::shown::{InputAction, KeyCursor, ShownPosition};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ViewCommand>()
        .init_resource::<BoardView>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                mouse_controls.run_if(not(egui_wants_any_pointer_input)),
                follow_turn,
                apply_view_commands,
                drift_on_title.run_if(in_state(Screen::MainMenu)),
                place_camera,
            )
                .chain(),
        )
        .add_systems(OnExit(Screen::MainMenu), face_the_player)
        .add_systems(OnExit(Screen::Lobby), face_the_player);
}

/// Orbit state: the camera looks at `target` from `distance` away, at `yaw` around the board
/// (0 = White's side) and `pitch` above it. `yaw_goal` eases the turn to the other side.
#[derive(Component, Debug)]
pub struct OrbitCamera {
    pub yaw: f32,
    pub yaw_goal: f32,
    pub pitch: f32,
    pub distance: f32,
    pub target: Vec3,
}

impl Default for OrbitCamera {
    fn default() -> OrbitCamera {
        OrbitCamera {
            yaw: 0.0,
            yaw_goal: 0.0,
            pitch: 0.86,
            distance: 21.5,
            target: Vec3::new(0.0, 0.0, 0.6),
        }
    }
}

/// The part of the window the board is drawn in (physical pixels; `None`: all of it), beside
/// the panels. The camera is framed there at any render scale (`render_scale`).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct BoardView {
    pub rect: Option<URect>,
    /// The strip at the window's top kept for review's banner (logical pixels), so that the
    /// banner stands above the board's ranks, never over them.
    pub top: f32,
}

/// Requests to change the view.
#[derive(Message, Clone, Copy, Debug)]
pub enum ViewCommand {
    /// Look from this side.
    From(Color),
    /// Look from the other side.
    Flip,
    /// Back to the opening framing, from the side the board is seen from.
    Reset,
}

const PITCH: (f32, f32) = (0.25, 1.50);
const DISTANCE: (f32, f32) = (7.0, 34.0);
const TARGET_RANGE: f32 = 7.0;

fn spawn_camera(mut commands: Commands, mut egui: ResMut<EguiGlobalSettings>) {
    commands.spawn((
        Camera3d::default(),
        Msaa::Sample4,
        OrbitCamera::default(),
        Transform::default(),
    ));
    // The HUD gets its own camera over the whole window, so that the board's camera can be
    // framed beside the side panel without resizing the HUD with it.
    egui.auto_create_primary_context = false;
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        // Without multisampling its texture is cleared directly each frame. With it, the clear
        // went to the multisampled texture and, with nothing drawn, was not resolved on every
        // driver (Mesa's lavapipe): panels of earlier screens stayed drawn (ghost screens).
        Msaa::Off,
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(bevy::color::Color::NONE),
            ..default()
        },
    ));
}

/// The flat view frames at least this much of the table (world units): the board and its
/// coordinates at the opening zoom.
const FLAT_FRAME: Vec2 = Vec2::new(14.5, 18.5);
/// Where the flat view's camera hangs above the board.
const FLAT_HEIGHT: f32 = 40.0;

/// The orbit is kept as for the Camelot board; the shown variant's board is framed by
/// standing back (or closer) by its [`framing_scale`], eased when the variant changes.
fn place_camera(
    time: Res<Time>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    shown: Res<ShownPosition>,
    mut framing: Local<Option<f32>>,
    mut cameras: Query<(&mut OrbitCamera, &mut Transform, &mut Projection)>,
) {
    let ease = 1.0 - (-8.0 * time.delta_secs()).exp();
    let goal = framing_scale(shown.position.variant());
    let scale = framing.map_or(goal, |s| {
        if (goal - s).abs() < 1e-3 {
            goal
        } else {
            s + (goal - s) * ease
        }
    });
    *framing = Some(scale);
    // The title screen circles the board in 3D whatever the view.
    let flat = settings.flat_view && *screen.get() != Screen::MainMenu;
    for (mut orbit, mut transform, mut projection) in &mut cameras {
        let delta = orbit.yaw_goal - orbit.yaw;
        orbit.yaw += if delta.abs() < 1e-3 {
            delta
        } else {
            delta * ease
        };
        let (sy, cy) = orbit.yaw.sin_cos();
        if flat {
            // Straight down, the far side of the board at the top of the picture.
            let away = Vec3::new(-sy, 0.0, -cy);
            *transform = Transform::from_xyz(0.0, FLAT_HEIGHT, 0.0).looking_to(Vec3::NEG_Y, away);
            let scale = scale * orbit.distance / OrbitCamera::default().distance;
            match projection.as_mut() {
                Projection::Orthographic(ortho) => {
                    if ortho.scale != scale {
                        ortho.scale = scale;
                    }
                }
                _ => {
                    *projection = Projection::from(OrthographicProjection {
                        scaling_mode: ScalingMode::AutoMin {
                            min_width: FLAT_FRAME.x,
                            min_height: FLAT_FRAME.y,
                        },
                        scale,
                        ..OrthographicProjection::default_3d()
                    });
                }
            }
            continue;
        }
        if !matches!(*projection, Projection::Perspective(_)) {
            *projection = Projection::Perspective(default());
        }
        let (sp, cp) = orbit.pitch.sin_cos();
        let offset = Vec3::new(sy * cp, sp, cy * cp) * orbit.distance * scale;
        let target = orbit.target * scale;
        *transform = Transform::from_translation(target + offset).looking_at(target, Vec3::Y);
    }
}

/// The title screen shows the board from a camera slowly circling it (still when animations
/// are off, as in scripts).
fn drift_on_title(time: Res<Time>, settings: Res<Settings>, mut cameras: Query<&mut OrbitCamera>) {
    for mut orbit in &mut cameras {
        orbit.yaw += time.delta_secs() * 0.05 * settings.animation_speed.min(1.0);
        orbit.yaw_goal = orbit.yaw;
    }
}

/// Leaving the title or the lobby, the camera comes back to the opening framing from the
/// human's side (Black's when a human plays Black against the computer or online), the short
/// way round.
fn face_the_player(active: Res<ActiveGame>, mut cameras: Query<&mut OrbitCamera>) {
    let side = match active.players {
        [Player::Computer(_) | Player::Remote, Player::Human] => Color::Black,
        _ => Color::White,
    };
    let facing = if side == Color::Black { PI } else { 0.0 };
    for mut orbit in &mut cameras {
        let yaw = orbit.yaw;
        *orbit = OrbitCamera {
            yaw,
            yaw_goal: facing + ((yaw - facing) / TAU).round() * TAU,
            ..default()
        };
        if side == Color::Black {
            orbit.target = -orbit.target;
        }
    }
}

fn mouse_controls(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    mut cameras: Query<&mut OrbitCamera>,
    mut right_drag: Local<f32>,
    mut actions: MessageWriter<InputAction>,
) {
    let Ok(mut orbit) = cameras.single_mut() else {
        return;
    };
    let d = motion.delta;
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if buttons.just_pressed(MouseButton::Right) {
        *right_drag = 0.0;
    }
    if buttons.pressed(MouseButton::Right) {
        *right_drag += d.length();
    }
    let panning =
        buttons.pressed(MouseButton::Middle) || (shift && buttons.pressed(MouseButton::Right));
    if panning {
        let (sy, cy) = orbit.yaw.sin_cos();
        let right = Vec3::new(cy, 0.0, -sy);
        let forward = Vec3::new(-sy, 0.0, -cy);
        let scale = orbit.distance * 0.0022;
        let moved = orbit.target - right * d.x * scale + forward * d.y * scale;
        orbit.target = moved.clamp(
            Vec3::new(-TARGET_RANGE, 0.0, -TARGET_RANGE),
            Vec3::new(TARGET_RANGE, 0.0, TARGET_RANGE),
        );
    } else if buttons.pressed(MouseButton::Right) {
        orbit.yaw -= d.x * 0.006;
        orbit.yaw_goal = orbit.yaw;
        orbit.pitch = (orbit.pitch + d.y * 0.005).clamp(PITCH.0, PITCH.1);
    }
    // A right click that did not drag takes back the partial move.
    if buttons.just_released(MouseButton::Right) && *right_drag < 4.0 {
        actions.write(InputAction::Cancel);
    }
    let lines = match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
    };
    if lines != 0.0 {
        orbit.distance = (orbit.distance * (1.0 - lines * 0.08)).clamp(DISTANCE.0, DISTANCE.1);
    }
}

/// In two-player games, optionally turn the board to the side to move after each move.
fn follow_turn(
    mut committed: MessageReader<MoveCommitted>,
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut views: MessageWriter<ViewCommand>,
) {
    if committed.read().count() == 0 || !settings.view_follows_turn {
        return;
    }
    if active.players == [Player::Human; 2] {
        views.write(ViewCommand::From(active.position().side_to_move()));
    }
}

fn apply_view_commands(
    mut commands: MessageReader<ViewCommand>,
    mut cameras: Query<&mut OrbitCamera>,
    mut cursor: ResMut<KeyCursor>,
) {
    let Ok(mut orbit) = cameras.single_mut() else {
        return;
    };
    for command in commands.read() {
        if let ViewCommand::Reset = command {
            let (yaw, yaw_goal) = (orbit.yaw, orbit.yaw_goal);
            *orbit = OrbitCamera {
                yaw,
                yaw_goal,
                ..default()
            };
            continue;
        }
        let facing_black = (orbit.yaw_goal / PI).round().rem_euclid(2.0) == 1.0;
        let turn = match command {
            ViewCommand::Flip => true,
            ViewCommand::From(Color::White) => facing_black,
            ViewCommand::From(Color::Black) => !facing_black,
            ViewCommand::Reset => false,
        };
        if turn {
            // Turn to the nearest multiple of π on the other side, the short way.
            let base = (orbit.yaw_goal / PI).round() * PI;
            orbit.yaw_goal = base + PI;
            orbit.target.x = -orbit.target.x;
            orbit.target.z = -orbit.target.z;
        }
    }
    // The arrow keys follow the view: up is away from the player at either side.
    let flipped = (orbit.yaw_goal / PI).round().rem_euclid(2.0) == 1.0;
    if cursor.flipped != flipped {
        cursor.flipped = flipped;
    }
}
