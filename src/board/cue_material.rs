//! The glow material of the move cues: a pulsing, alpha-blended colour (`shaders/highlight.wgsl`,
//! loaded as an internal asset so the binary runs from any folder).

use bevy::asset::{load_internal_asset, uuid_handle};
use bevy::pbr::{Material, MaterialPlugin};
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;

const HIGHLIGHT_SHADER: Handle<Shader> = uuid_handle!("6c1d3a52-8f0e-4c55-9a8a-2f3b7d9e4a10");

pub(super) fn plugin(app: &mut App) {
    load_internal_asset!(
        app,
        HIGHLIGHT_SHADER,
        "../../shaders/highlight.wgsl",
        Shader::from_wgsl
    );
    app.add_plugins(MaterialPlugin::<HighlightMaterial>::default());
}

/// The glow material of the cues.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct HighlightMaterial {
    #[uniform(0)]
    pub highlight: HighlightUniform,
}

#[derive(ShaderType, Clone, Copy, Debug)]
pub struct HighlightUniform {
    pub color: Vec4,
    /// x: pulses per second, y: depth of the pulse, z: phase.
    pub pulse: Vec4,
}

impl Material for HighlightMaterial {
    fn fragment_shader() -> ShaderRef {
        HIGHLIGHT_SHADER.into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
}
