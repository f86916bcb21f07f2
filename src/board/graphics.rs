//! Graphics presets: High (4× multisampling, shadows, a lit table) on a graphics card, Low (at
//! most half resolution, none of those) on a software renderer; the player may choose either.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

use super::camera::OrbitCamera;
use super::room::TableTop;
use crate::persistence::settings::{Graphics, Settings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Preset>()
        .add_systems(Update, apply_graphics);
}

/// The preset asked for on the command line (`--graphics`): in force for this run in place of
/// the setting, which stays as the player saved it.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphicsForThisRun(pub Graphics);

/// The preset in force: the setting, or for Auto what the renderer suggests.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Preset {
    #[default]
    High,
    /// Also caps the render scale at a half ([`super::render_scale`]).
    Low,
}

/// What the presets change in the scene.
#[derive(SystemParam)]
struct Scene<'w, 's> {
    cameras: Query<'w, 's, &'static mut Msaa, With<OrbitCamera>>,
    lights: Query<'w, 's, &'static mut DirectionalLight>,
    table: Option<Res<'w, TableTop>>,
    materials: ResMut<'w, Assets<StandardMaterial>>,
}

/// Sets anti-aliasing, shadows and the table's shading from the graphics setting and the
/// renderer.
fn apply_graphics(
    settings: Res<Settings>,
    this_run: Option<Res<GraphicsForThisRun>>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut scene: Scene,
    mut preset: ResMut<Preset>,
    mut applied: Local<Option<bool>>,
) {
    let software = adapter.is_some_and(|a| a.device_type == DeviceType::Cpu);
    let graphics = this_run.map_or(settings.graphics, |g| g.0);
    let high = match graphics {
        Graphics::Auto => !software,
        Graphics::High => true,
        Graphics::Low => false,
    };
    if *applied == Some(high) || scene.lights.is_empty() || scene.table.is_none() {
        return;
    }
    *applied = Some(high);
    *preset = if high { Preset::High } else { Preset::Low };
    for mut msaa in &mut scene.cameras {
        *msaa = if high { Msaa::Sample4 } else { Msaa::Off };
    }
    for mut light in &mut scene.lights {
        light.shadow_maps_enabled = high;
    }
    if let Some(table) = &scene.table
        && let Some(mut top) = scene.materials.get_mut(&table.0)
    {
        top.unlit = !high;
    }
}
