//! Render scale: below 100% (the Low preset renders at half resolution at most), the board's
//! camera draws into an image smaller than the window, and the panels' pass paints it scaled
//! up behind them, so the panels stay sharp while a software renderer shades a quarter of
//! the pixels. A pointer of its own carries the mouse onto that image, so picking works the
//! same at every scale.

use bevy::asset::RenderAssetUsages;
use bevy::asset::uuid::Uuid;
use bevy::camera::{ImageRenderTarget, RenderTarget, Viewport};
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::picking::PickingSystems;
use bevy::picking::pointer::{Location, PointerAction, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy::window::{PrimaryWindow, WindowRef};
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

use super::camera::{BoardView, OrbitCamera};
use super::graphics::Preset;
use crate::persistence::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScaledImage>()
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(BOARD_POINTER);
        })
        .add_systems(Last, apply_view)
        .add_systems(EguiPrimaryContextPass, paint_scaled_board)
        .add_systems(First, drive_board_pointer.in_set(PickingSystems::Input));
}

const BOARD_POINTER: PointerId =
    PointerId::Custom(Uuid::from_u128(0x6361_6d65_6c6f_7433_6470_6f69_6e74));

/// The image the board is drawn into while scaled, with its size in physical pixels.
#[derive(Resource, Default)]
pub struct ScaledImage(Option<(Handle<Image>, UVec2)>);

/// The scale the board is drawn at: the setting, at most half on the Low preset.
pub fn render_scale(settings: &Settings, preset: Preset) -> f32 {
    let scale = settings.render_scale.clamp(0.25, 1.0);
    match preset {
        Preset::High => scale,
        Preset::Low => scale.min(0.5),
    }
}

/// Points the board's camera at the window, or at an image of the window's size times the
/// scale, and frames it in the board's part of the window ([`BoardView`]).
fn apply_view(
    settings: Res<Settings>,
    preset: Res<Preset>,
    view: Res<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Camera, &mut RenderTarget), With<OrbitCamera>>,
    mut scaled: ResMut<ScaledImage>,
    mut images: ResMut<Assets<Image>>,
) {
    let scale = render_scale(&settings, *preset);
    let (camera, target) = &mut *camera;
    let window_size = window.physical_size().max(UVec2::ONE);
    if scale >= 0.999 {
        if scaled.0.take().is_some() {
            **target = RenderTarget::Window(WindowRef::Primary);
        }
        set_viewport(camera, view.rect, 1.0, window_size);
        return;
    }
    let size = (window_size.as_vec2() * scale)
        .ceil()
        .as_uvec2()
        .max(UVec2::ONE);
    if scaled.0.as_ref().is_none_or(|(_, s)| *s != size) {
        let handle = images.add(target_image(size));
        **target = RenderTarget::Image(ImageRenderTarget {
            handle: handle.clone(),
            // The image's logical size is the window's, so pointer positions carry over.
            scale_factor: window.scale_factor() * scale,
        });
        scaled.0 = Some((handle, size));
    }
    set_viewport(camera, view.rect, scale, size);
}

fn set_viewport(camera: &mut Camera, rect: Option<URect>, scale: f32, size: UVec2) {
    let viewport = rect.map(|r| {
        let min = (r.min.as_vec2() * scale).as_uvec2().min(size - UVec2::ONE);
        let max = (r.max.as_vec2() * scale).as_uvec2().min(size);
        Viewport {
            physical_position: min,
            physical_size: (max - min).max(UVec2::ONE),
            ..default()
        }
    });
    // Compared by hand (Viewport is not PartialEq), so the camera only changes when it must.
    let same = match (&camera.viewport, &viewport) {
        (Some(a), Some(b)) => {
            a.physical_position == b.physical_position && a.physical_size == b.physical_size
        }
        (a, b) => a.is_none() && b.is_none(),
    };
    if !same {
        camera.viewport = viewport;
    }
}

fn target_image(size: UVec2) -> Image {
    let mut image = Image::new_fill(
        Extent3d {
            width: size.x,
            height: size.y,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Bgra8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.texture_descriptor.usage =
        TextureUsages::TEXTURE_BINDING | TextureUsages::COPY_DST | TextureUsages::RENDER_ATTACHMENT;
    image
}

/// Paints the scaled board behind every panel, over the board's part of the window.
fn paint_scaled_board(
    mut contexts: EguiContexts,
    scaled: Res<ScaledImage>,
    view: Res<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
) -> Result {
    let Some((handle, _)) = &scaled.0 else {
        return Ok(());
    };
    let texture = contexts.add_image(EguiTextureHandle::Weak(handle.id()));
    let ctx = contexts.ctx_mut()?;
    let full = window.physical_size().max(UVec2::ONE).as_vec2();
    let rect = view
        .rect
        .map_or(Rect::from_corners(Vec2::ZERO, full), |r| r.as_rect());
    let uv = egui::Rect::from_min_max(
        egui::pos2(rect.min.x / full.x, rect.min.y / full.y),
        egui::pos2(rect.max.x / full.x, rect.max.y / full.y),
    );
    let to_logical = |p: Vec2| egui::pos2(p.x, p.y) / window.scale_factor();
    ctx.layer_painter(egui::LayerId::background()).image(
        texture,
        egui::Rect::from_min_max(to_logical(rect.min), to_logical(rect.max)),
        uv,
        egui::Color32::WHITE,
    );
    Ok(())
}

/// Moves the board's pointer with the mouse over the scaled image and passes on its buttons,
/// except where a panel takes the mouse.
fn drive_board_pointer(
    scaled: Res<ScaledImage>,
    camera: Single<&RenderTarget, With<OrbitCamera>>,
    window: Single<&Window, With<PrimaryWindow>>,
    egui_wants: Option<Res<EguiWantsInput>>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut inputs: MessageWriter<PointerInput>,
    mut last: Local<Option<Vec2>>,
) {
    let (Some(_), RenderTarget::Image(image)) = (&scaled.0, *camera) else {
        buttons.clear();
        return;
    };
    let Some(position) = window.cursor_position() else {
        buttons.clear();
        return;
    };
    let location = Location {
        target: bevy::camera::NormalizedRenderTarget::Image(image.clone()),
        position,
    };
    if *last != Some(position) {
        let delta = last.map_or(Vec2::ZERO, |l| position - l);
        inputs.write(PointerInput::new(
            BOARD_POINTER,
            location.clone(),
            PointerAction::Move { delta },
        ));
        *last = Some(position);
    }
    let over_panel = egui_wants.is_some_and(|w| w.wants_any_pointer_input());
    for input in buttons.read() {
        let button = match input.button {
            MouseButton::Left => PointerButton::Primary,
            MouseButton::Right => PointerButton::Secondary,
            MouseButton::Middle => PointerButton::Middle,
            _ => continue,
        };
        let action = match input.state {
            ButtonState::Pressed if over_panel => continue,
            ButtonState::Pressed => PointerAction::Press(button),
            ButtonState::Released => PointerAction::Release(button),
        };
        inputs.write(PointerInput::new(BOARD_POINTER, location.clone(), action));
    }
}
