//! The board in 3D: two-tone tiles on a wooden body that follows the board's outline, the two
//! castles in their own colours, on a round wooden table in a dim room (`room`), and the
//! lights. Tiles are what picking hits.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use camelot_rules::{Color as Side, Square, castle_bits};

use super::geometry::{TABLE_TOP, TILE_TOP, grid_point, square_center};
use super::room::spawn_room;
use crate::shown::SquareClicked;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.06, 0.07, 0.09)))
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(0.85, 0.87, 1.0),
            brightness: 220.0,
            ..default()
        })
        .add_systems(Startup, spawn_board);
}

/// A board square's tile; clicking it (or its piece) chooses the square.
#[derive(Component, Clone, Copy, Debug)]
pub struct Tile(pub Square);

const TILE_SIZE: f32 = 0.94;
const TILE_HEIGHT: f32 = 0.08;
/// The body fills the space between the tiles and the table.
const BODY_HEIGHT: f32 = TILE_TOP - TILE_HEIGHT - TABLE_TOP;

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let tile_mesh = meshes.add(Cuboid::new(TILE_SIZE, TILE_HEIGHT, TILE_SIZE));
    let body_mesh = meshes.add(Cuboid::new(1.0, BODY_HEIGHT, 1.0));
    let tone = |c: Color, rough: f32| StandardMaterial {
        base_color: c,
        perceptual_roughness: rough,
        reflectance: 0.3,
        ..default()
    };
    let light = materials.add(tone(Color::srgb(0.86, 0.78, 0.62), 0.55));
    let dark = materials.add(tone(Color::srgb(0.45, 0.30, 0.18), 0.5));
    let white_castle = materials.add(tone(Color::srgb(0.80, 0.74, 0.42), 0.35));
    let black_castle = materials.add(tone(Color::srgb(0.42, 0.12, 0.12), 0.35));
    let wood = materials.add(tone(Color::srgb(0.22, 0.12, 0.06), 0.45));
    for sq in Square::all() {
        let material = if castle_bits(Side::White).contains(sq) {
            white_castle.clone()
        } else if castle_bits(Side::Black).contains(sq) {
            black_castle.clone()
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            dark.clone()
        } else {
            light.clone()
        };
        commands
            .spawn((
                Name::new(format!("Tile {sq}")),
                Tile(sq),
                Mesh3d(tile_mesh.clone()),
                MeshMaterial3d(material),
                Transform::from_translation(square_center(sq) - Vec3::Y * TILE_HEIGHT / 2.0),
            ))
            .observe(click_tile);
    }

    // The wooden body: under every square and one square around the outline, so it follows
    // the board's shape like the real board's frame.
    let mut cells: Vec<(isize, isize)> = Vec::new();
    for file in -1..=12isize {
        for rank in -1..=16isize {
            let near = (-1..=1).any(|df| {
                (-1..=1).any(|dr| {
                    let (f, r) = (file + df, rank + dr);
                    f >= 0 && r >= 0 && Square::new(f as usize, r as usize).is_some()
                })
            });
            if near {
                cells.push((file, rank));
            }
        }
    }
    for (file, rank) in cells {
        let centre = grid_point(file as f32, rank as f32)
            - Vec3::Y * (TILE_HEIGHT + BODY_HEIGHT / 2.0 - 0.02);
        commands.spawn((
            Mesh3d(body_mesh.clone()),
            MeshMaterial3d(wood.clone()),
            Transform::from_translation(centre),
            Pickable::IGNORE,
        ));
    }

    spawn_room(&mut commands, &mut meshes, &mut materials, &mut images);

    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-6.0, 14.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            maximum_distance: 45.0,
            first_cascade_far_bound: 12.0,
            ..default()
        }
        .build(),
    ));
}

fn click_tile(
    click: On<Pointer<Click>>,
    tiles: Query<&Tile>,
    mut clicked: MessageWriter<SquareClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(tile) = tiles.get(click.entity) {
        clicked.write(SquareClicked(tile.0));
    }
}
