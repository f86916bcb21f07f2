//! The horse head's signed distance field: neck, jowl, face, muzzle, mane and ears blended
//! smoothly, eyes and nostrils carved in. `knight_shape` meshes it.

use bevy::math::{Vec2, Vec3, vec3};

/// Signed distance (roughly) to the head's surface: negative inside.
pub(super) fn head_field(p: Vec3) -> f32 {
    let Vec3 { x, y, z } = p;
    // The neck is narrower sideways than front to back, and arches back from a full chest.
    let neck = chain(
        vec3(x, y, z / 0.74),
        &[
            ([0.02, -0.04], 0.155),
            ([0.0, 0.18], 0.128),
            ([-0.03, 0.38], 0.108),
            ([-0.01, 0.56], 0.098),
        ],
    );
    let chest = ellipsoid(p - vec3(0.04, 0.08, 0.0), vec3(0.15, 0.12, 0.11));
    let skull = chain(
        vec3(x, y, z / 0.84),
        &[
            ([0.0, 0.63], 0.09),
            ([0.12, 0.55], 0.072),
            ([0.205, 0.45], 0.06),
        ],
    );
    let jowl = ellipsoid(p - vec3(0.02, 0.505, 0.0), vec3(0.105, 0.095, 0.088));
    let muzzle = ellipsoid(p - vec3(0.197, 0.435, 0.0), vec3(0.072, 0.064, 0.058));
    // The mane: a thin fin down the arched back of the neck, carved into slanting locks.
    let mane = chain(
        vec3(x, y, z / 0.42),
        &[
            ([-0.155, 0.02], 0.05),
            ([-0.145, 0.24], 0.052),
            ([-0.11, 0.46], 0.05),
            ([-0.05, 0.63], 0.04),
            ([0.0, 0.69], 0.025),
        ],
    ) + 0.005 * ((y + 0.4 * x) * std::f32::consts::TAU / 0.075).sin();
    let ear = |side: f32| {
        chain(
            vec3(x, y, z - side * 0.046),
            &[
                ([0.005, 0.66], 0.03),
                ([-0.01, 0.735], 0.02),
                ([-0.018, 0.772], 0.012),
            ],
        )
    };
    let mut d = smin(neck, chest, 0.08);
    d = smin(d, skull, 0.06);
    d = smin(d, jowl, 0.05);
    d = smin(d, muzzle, 0.04);
    d = smin(d, mane, 0.03);
    d = smin(d, ear(1.0).min(ear(-1.0)), 0.015);
    // Eyes and nostrils pressed in on both sides; the mouth a groove across the muzzle.
    let mirrored = p.with_z(z.abs());
    let eye = mirrored.distance(vec3(0.08, 0.603, 0.086)) - 0.024;
    let nostril = mirrored.distance(vec3(0.26, 0.455, 0.038)) - 0.016;
    let mouth = ellipsoid(p - vec3(0.28, 0.40, 0.0), vec3(0.06, 0.016, 0.08));
    d = smax(d, -eye, 0.014);
    d = smax(d, -nostril, 0.01);
    d = smax(d, -mouth, 0.012);
    // Cut flat where it meets the base.
    d.max(-y)
}

/// Distance to a tube swept along (x, y) points in the z = 0 plane, its radius varying
/// linearly between them.
fn chain(p: Vec3, spine: &[([f32; 2], f32)]) -> f32 {
    spine
        .windows(2)
        .map(|w| {
            let [(a, ra), (b, rb)] = [w[0], w[1]].map(|(c, r)| (Vec2::from(c).extend(0.0), r));
            let ab = b - a;
            let t = ((p - a).dot(ab) / ab.length_squared()).clamp(0.0, 1.0);
            p.distance(a + ab * t) - (ra + (rb - ra) * t)
        })
        .fold(f32::INFINITY, f32::min)
}

/// Approximate distance to an ellipsoid with the given radii, centred on the origin.
fn ellipsoid(p: Vec3, r: Vec3) -> f32 {
    let k0 = (p / r).length();
    let k1 = (p / (r * r)).length();
    if k1 < 1e-9 {
        -r.min_element()
    } else {
        k0 * (k0 - 1.0) / k1
    }
}

/// Smooth union: a fillet of about `k` where two shapes meet.
fn smin(a: f32, b: f32, k: f32) -> f32 {
    let h = (k - (a - b).abs()).max(0.0) / k;
    a.min(b) - h * h * k / 4.0
}

/// Smooth intersection.
fn smax(a: f32, b: f32, k: f32) -> f32 {
    -smin(-a, -b, k)
}

/// The field's slope, by central differences.
pub(super) fn gradient(p: Vec3) -> Vec3 {
    let h = 1e-3;
    let slope = |e: Vec3| (head_field(p + e * h) - head_field(p - e * h)) / (2.0 * h);
    Vec3::from_array(Vec3::AXES.map(slope))
}
