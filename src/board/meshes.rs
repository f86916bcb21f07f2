//! Procedural meshes: turned (lathe) pieces and the sculpted knight's head as triangles.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::knight_shape::Shape;

/// A solid of revolution around +Y from a profile of (radius, height) points, bottom to top.
/// Normals are per-ring so turned edges read as smooth, and the bottom is capped.
pub fn lathe(profile: &[Vec2], segments: usize) -> Mesh {
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices = Vec::new();
    let rings = profile.len();
    for (i, p) in profile.iter().enumerate() {
        // The profile's tangent gives the outward normal of this ring.
        let prev = profile[i.saturating_sub(1)];
        let next = profile[(i + 1).min(rings - 1)];
        let tangent = (next - prev).normalize_or_zero();
        let n2 = Vec2::new(tangent.y, -tangent.x);
        for s in 0..=segments {
            let a = s as f32 / segments as f32 * std::f32::consts::TAU;
            let (sin, cos) = a.sin_cos();
            positions.push([p.x * cos, p.y, p.x * sin]);
            normals.push(
                Vec3::new(n2.x * cos, n2.y, n2.x * sin)
                    .normalize_or_zero()
                    .to_array(),
            );
            uvs.push([s as f32 / segments as f32, i as f32 / (rings - 1) as f32]);
        }
    }
    let row = segments as u32 + 1;
    for i in 0..rings as u32 - 1 {
        for s in 0..segments as u32 {
            let a = i * row + s;
            let b = a + row;
            indices.extend_from_slice(&[a, b, a + 1, a + 1, b, b + 1]);
        }
    }
    // Bottom cap.
    let centre = positions.len() as u32;
    positions.push([0.0, profile[0].y, 0.0]);
    normals.push([0.0, -1.0, 0.0]);
    uvs.push([0.5, 0.0]);
    for s in 0..=segments {
        let a = s as f32 / segments as f32 * std::f32::consts::TAU;
        positions.push([profile[0].x * a.cos(), profile[0].y, profile[0].x * a.sin()]);
        normals.push([0.0, -1.0, 0.0]);
        uvs.push([0.5, 0.0]);
    }
    for s in 0..segments as u32 {
        indices.extend_from_slice(&[centre, centre + 1 + s, centre + 2 + s]);
    }
    build(positions, normals, uvs, indices)
}

/// A closed triangle mesh with its own normals (the sculpted knight's head).
pub fn triangles(shape: Shape) -> Mesh {
    let uvs = shape.positions.iter().map(|p| [p[0], p[1]]).collect();
    build(shape.positions, shape.normals, uvs, shape.indices)
}

fn build(
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
) -> Mesh {
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}
