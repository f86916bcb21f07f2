//! Graphics presets: High (4× multisampling, shadows, a lit table) on a graphics card, Low on
//! a software renderer; the player may choose either.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

use super::camera::OrbitCamera;
use super::room::TableTop;
use crate::persistence::settings::{Graphics, Settings};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_graphics);
}

/// Sets anti-aliasing and shadows from the graphics setting and the renderer.
fn apply_graphics(
    settings: Res<Settings>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut cameras: Query<&mut Msaa, With<OrbitCamera>>,
    mut lights: Query<&mut DirectionalLight>,
    table: Option<Res<TableTop>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut applied: Local<Option<bool>>,
) {
    let software = adapter.is_some_and(|a| a.device_type == DeviceType::Cpu);
    let high = match settings.graphics {
        Graphics::Auto => !software,
        Graphics::High => true,
        Graphics::Low => false,
    };
    if *applied == Some(high) || lights.is_empty() || table.is_none() {
        return;
    }
    *applied = Some(high);
    for mut msaa in &mut cameras {
        *msaa = if high { Msaa::Sample4 } else { Msaa::Off };
    }
    for mut light in &mut lights {
        light.shadow_maps_enabled = high;
    }
    if let Some(mut top) = table.and_then(|t| materials.get_mut(&t.0)) {
        top.unlit = !high;
    }
}
