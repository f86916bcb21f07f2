//! Procedural meshes: turned (lathe) pieces and an extruded knight's head.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

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

/// A flat outline (counter-clockwise, in the XY plane) extruded along Z by `depth`, centred.
/// The outline may be concave: faces are triangulated by ear clipping.
pub fn extrude(outline: &[Vec2], depth: f32) -> Mesh {
    let tris = ear_clip(outline);
    let h = depth / 2.0;
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices = Vec::new();
    for (z, nz) in [(h, 1.0f32), (-h, -1.0)] {
        let base = positions.len() as u32;
        for p in outline {
            positions.push([p.x, p.y, z]);
            normals.push([0.0, 0.0, nz]);
            uvs.push([p.x, p.y]);
        }
        for t in &tris {
            if nz > 0.0 {
                indices.extend_from_slice(&[base + t[0], base + t[1], base + t[2]]);
            } else {
                indices.extend_from_slice(&[base + t[0], base + t[2], base + t[1]]);
            }
        }
    }
    for i in 0..outline.len() {
        let a = outline[i];
        let b = outline[(i + 1) % outline.len()];
        let edge = (b - a).normalize_or_zero();
        let n = [edge.y, -edge.x, 0.0];
        let base = positions.len() as u32;
        for (p, z) in [(a, h), (b, h), (b, -h), (a, -h)] {
            positions.push([p.x, p.y, z]);
            normals.push(n);
            uvs.push([p.x, z]);
        }
        indices.extend_from_slice(&[base, base + 2, base + 1, base, base + 3, base + 2]);
    }
    build(positions, normals, uvs, indices)
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

/// Triangles of a simple counter-clockwise polygon, as index triples.
fn ear_clip(poly: &[Vec2]) -> Vec<[u32; 3]> {
    let mut idx: Vec<usize> = (0..poly.len()).collect();
    let mut tris = Vec::new();
    let cross = |a: Vec2, b: Vec2, c: Vec2| (b - a).perp_dot(c - a);
    let inside = |p: Vec2, a: Vec2, b: Vec2, c: Vec2| {
        cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0
    };
    let mut guard = 0;
    while idx.len() > 3 && guard < 10_000 {
        guard += 1;
        let n = idx.len();
        let ear = (0..n).find(|&i| {
            let (a, b, c) = (
                poly[idx[(i + n - 1) % n]],
                poly[idx[i]],
                poly[idx[(i + 1) % n]],
            );
            cross(a, b, c) > 0.0
                && !idx.iter().any(|&j| {
                    let p = poly[j];
                    p != a && p != b && p != c && inside(p, a, b, c)
                })
        });
        let i = ear.unwrap_or(0);
        tris.push([
            idx[(i + n - 1) % n] as u32,
            idx[i] as u32,
            idx[(i + 1) % n] as u32,
        ]);
        idx.remove(i);
    }
    if idx.len() == 3 {
        tris.push([idx[0] as u32, idx[1] as u32, idx[2] as u32]);
    }
    tris
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ear_clipping_covers_a_concave_outline() {
        // An L shape: area 3.
        let l = [
            Vec2::new(0.0, 0.0),
            Vec2::new(2.0, 0.0),
            Vec2::new(2.0, 1.0),
            Vec2::new(1.0, 1.0),
            Vec2::new(1.0, 2.0),
            Vec2::new(0.0, 2.0),
        ];
        let tris = ear_clip(&l);
        assert_eq!(tris.len(), 4);
        let area: f32 = tris
            .iter()
            .map(|t| {
                (l[t[1] as usize] - l[t[0] as usize]).perp_dot(l[t[2] as usize] - l[t[0] as usize])
                    / 2.0
            })
            .sum();
        assert!((area - 3.0).abs() < 1e-5, "{area}");
    }
}
