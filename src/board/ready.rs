//! Whether the board's scene is ready to be pictured: a tile on every square and a dressed
//! entity for every piece shown, their meshes and materials in the assets, and no render
//! pipeline still compiling (a mesh whose pipeline compiles is simply not drawn yet, and
//! Mesa's software Vulkan takes seconds over it). Screenshots and scripts' `settle` wait for
//! it, not for a number of frames.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};

use super::pieces::PieceView;
use super::scene::Tile;
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    let waiting = PipelinesWaiting::default();
    app.insert_resource(waiting.clone());
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render
            .insert_resource(waiting)
            .add_systems(Render, count_waiting.after(RenderSystems::Render));
    }
}

/// The render pipelines still compiling, counted by the render world after each frame's
/// queue is processed; unknown (not ready) until it has rendered once.
#[derive(Resource, Clone)]
struct PipelinesWaiting(Arc<AtomicUsize>);

impl Default for PipelinesWaiting {
    fn default() -> Self {
        PipelinesWaiting(Arc::new(AtomicUsize::new(usize::MAX)))
    }
}

fn count_waiting(cache: Res<PipelineCache>, waiting: Res<PipelinesWaiting>) {
    let count = cache.waiting_pipelines().count();
    waiting.0.store(count, Ordering::Relaxed);
}

/// A piece's mesh and material, once the render side has dressed it.
type Dressed = (
    Option<&'static Mesh3d>,
    Option<&'static MeshMaterial3d<StandardMaterial>>,
);

/// What the board's readiness looks at.
#[derive(SystemParam)]
pub struct BoardScene<'w, 's> {
    shown: Res<'w, ShownPosition>,
    tiles: Query<'w, 's, Option<&'static Mesh3d>, With<Tile>>,
    pieces: Query<'w, 's, Dressed, With<PieceView>>,
    meshes: Res<'w, Assets<Mesh>>,
    materials: Res<'w, Assets<StandardMaterial>>,
    waiting: Res<'w, PipelinesWaiting>,
}

impl BoardScene<'_, '_> {
    /// Every square's tile and every shown piece are there with their meshes and materials,
    /// and the renderer has compiled every pipeline it was asked for.
    pub fn ready(&self) -> bool {
        let mesh = |m: Option<&Mesh3d>| m.is_some_and(|m| self.meshes.contains(&m.0));
        let squares = self.shown.position.variant().spec().squares.count() as usize;
        let tiles = self.tiles.iter().count() == squares && self.tiles.iter().all(mesh);
        let pieces = self.pieces.iter().count() == self.shown.position.pieces().count()
            && self.pieces.iter().all(|(m, material)| {
                mesh(m) && material.is_some_and(|m| self.materials.contains(&m.0))
            });
        tiles && pieces && self.waiting.0.load(Ordering::Relaxed) == 0
    }
}
