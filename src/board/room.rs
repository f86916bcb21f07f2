//! What surrounds the board: a round table of grained wood, and a dim, warm room around it
//! (a large sphere shaded from a dark floor to a lamplit middle and a dusky ceiling), so the
//! board never floats in a void. Both are unlit on the Low preset (`graphics`): they fill
//! most of the screen, and shading them costs a software renderer more than anything else.

use bevy::asset::RenderAssetUsages;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::geometry::TABLE_TOP;

/// The table's top: lit with the board's shadow on High, unlit on Low.
#[derive(Resource)]
pub struct TableTop(pub Handle<StandardMaterial>);

const TABLE_RADIUS: f32 = 13.0;
const ROOM_RADIUS: f32 = 90.0;

pub fn spawn_room(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
) {
    let grain = images.add(wood_grain(512));
    let top = materials.add(StandardMaterial {
        base_color_texture: Some(grain.clone()),
        perceptual_roughness: 0.55,
        reflectance: 0.25,
        ..default()
    });
    commands.insert_resource(TableTop(top.clone()));
    commands.spawn((
        Name::new("Table top"),
        Mesh3d(meshes.add(Circle::new(TABLE_RADIUS))),
        MeshMaterial3d(top),
        Transform::from_xyz(0.0, TABLE_TOP, 0.0)
            .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
        Pickable::IGNORE,
    ));
    // The table's edge and apron, darker, under the top.
    commands.spawn((
        Name::new("Table edge"),
        Mesh3d(meshes.add(Cylinder::new(TABLE_RADIUS, 0.5))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.5, 0.42, 0.36),
            base_color_texture: Some(grain),
            unlit: true,
            ..default()
        })),
        Transform::from_xyz(0.0, TABLE_TOP - 0.251, 0.0),
        Pickable::IGNORE,
    ));
    commands.spawn((
        Name::new("Room"),
        Mesh3d(meshes.add(room_mesh())),
        MeshMaterial3d(materials.add(StandardMaterial {
            unlit: true,
            // Seen from inside.
            cull_mode: None,
            ..default()
        })),
        // It would shade everything inside it from the lamp.
        NotShadowCaster,
        Pickable::IGNORE,
    ));
}

/// A sphere around the scene, coloured by height: a dark floor, a warm lamplit band at the
/// table's height and a dusky ceiling.
fn room_mesh() -> Mesh {
    let mut mesh = Sphere::new(ROOM_RADIUS).mesh().uv(48, 24);
    let colours: Vec<[f32; 4]> = mesh
        .attribute(Mesh::ATTRIBUTE_POSITION)
        .and_then(|p| p.as_float3())
        .unwrap_or_default()
        .iter()
        .map(|p| {
            let h = p[1] / ROOM_RADIUS;
            let floor = Vec3::new(0.035, 0.025, 0.02);
            let band = Vec3::new(0.20, 0.13, 0.08);
            let ceiling = Vec3::new(0.03, 0.035, 0.055);
            let c = if h < 0.1 {
                floor.lerp(band, ((h + 0.3) / 0.4).clamp(0.0, 1.0).powi(2))
            } else {
                band.lerp(ceiling, ((h - 0.1) / 0.6).clamp(0.0, 1.0).sqrt())
            };
            [c.x, c.y, c.z, 1.0]
        })
        .collect();
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, colours);
    mesh
}

/// A square texture of wood grain: rings of light and dark wood, warped by slow waves so no
/// two boards look alike, with fine streaks across.
fn wood_grain(size: u32) -> Image {
    let light = Vec3::new(0.085, 0.042, 0.018);
    let dark = Vec3::new(0.028, 0.013, 0.006);
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let warp = (v * 5.0).sin() * 0.03
                + (v * 17.0 + u * 3.0).sin() * 0.008
                + (v * 61.0).sin() * 0.002;
            let rings = ((u + warp) * 60.0).sin() * 0.5 + 0.5;
            let streak = ((u * 210.0 + (v * 40.0).sin() * 2.0).sin() * 0.5 + 0.5) * 0.15;
            let t = (rings.powf(2.2) * 0.85 + streak).clamp(0.0, 1.0);
            let c = light.lerp(dark, t);
            data.extend(
                [c.x, c.y, c.z]
                    .map(|k| (k.clamp(0.0, 1.0).powf(1.0 / 2.2) * 255.0) as u8)
                    .into_iter()
                    .chain([255]),
            );
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}
