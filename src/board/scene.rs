//! The board in 3D: two-tone tiles on a wooden body that follows the board's outline, the two
//! castles in their own colours, on a round wooden table in a dim room (`room`), and the
//! lights. The board is the shown variant's (VARIANTS.md), built again when that changes;
//! River Camelot's water and bridges come from `river`. Tiles are what picking hits.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use camelot_rules::{Square, Variant};

use super::geometry::{TABLE_TOP, TILE_TOP, grid_point, square_center};
use super::river::{RiverLook, bridges};
use super::room::spawn_room;
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.06, 0.07, 0.09)))
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(0.85, 0.87, 1.0),
            brightness: 220.0,
            ..default()
        })
        .add_systems(Startup, spawn_scene)
        .add_systems(Update, build_board.in_set(super::BoardSystems));
}

/// A board square's tile; clicking it (or its piece) chooses the square (`click`).
#[derive(Component, Clone, Copy, Debug)]
pub struct Tile(pub Square);

/// Part of the board drawn for its variant: replaced when the shown variant changes.
#[derive(Component)]
pub(super) struct BoardPart;

const TILE_SIZE: f32 = 0.94;
pub(super) const TILE_HEIGHT: f32 = 0.08;
/// The body fills the space between the tiles and the table.
const BODY_HEIGHT: f32 = TILE_TOP - TILE_HEIGHT - TABLE_TOP;

/// The meshes and materials every board is built of.
#[derive(Resource)]
pub(super) struct BoardLook {
    tile: Handle<Mesh>,
    body: Handle<Mesh>,
    light: Handle<StandardMaterial>,
    dark: Handle<StandardMaterial>,
    castles: [Handle<StandardMaterial>; 2],
    wood: Handle<StandardMaterial>,
}

fn spawn_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let tone = |c: Color, rough: f32| StandardMaterial {
        base_color: c,
        perceptual_roughness: rough,
        reflectance: 0.3,
        ..default()
    };
    commands.insert_resource(BoardLook {
        tile: meshes.add(Cuboid::new(TILE_SIZE, TILE_HEIGHT, TILE_SIZE)),
        body: meshes.add(Cuboid::new(1.0, BODY_HEIGHT, 1.0)),
        light: materials.add(tone(Color::srgb(0.86, 0.78, 0.62), 0.55)),
        dark: materials.add(tone(Color::srgb(0.45, 0.30, 0.18), 0.5)),
        castles: [
            materials.add(tone(Color::srgb(0.80, 0.74, 0.42), 0.35)),
            materials.add(tone(Color::srgb(0.42, 0.12, 0.12), 0.35)),
        ],
        wood: materials.add(tone(Color::srgb(0.22, 0.12, 0.06), 0.45)),
    });

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

/// Builds the shown variant's board, and builds it again when the shown variant changes.
fn build_board(
    mut commands: Commands,
    shown: Res<ShownPosition>,
    look: Option<Res<BoardLook>>,
    parts: Query<Entity, With<BoardPart>>,
    river: Option<Res<RiverLook>>,
    mut built: Local<Option<Variant>>,
) {
    let (Some(look), Some(river)) = (look, river) else {
        return;
    };
    let variant = shown.position.variant();
    if *built == Some(variant) {
        return;
    }
    *built = Some(variant);
    for e in &parts {
        commands.entity(e).despawn();
    }
    let spec = variant.spec();
    let water = spec.squares & !spec.open;
    let bridges = bridges(variant);
    for sq in spec.squares.squares() {
        if water.contains(sq) {
            // A click on the river still names its square, so that the rules can say why
            // nothing goes there (V5.1).
            commands.spawn((Tile(sq), BoardPart, river.water(variant, sq)));
            continue;
        }
        let material = if bridges.contains(sq) {
            river.planks.clone()
        } else if variant.castle(camelot_rules::Color::White).contains(sq) {
            look.castles[0].clone()
        } else if variant.castle(camelot_rules::Color::Black).contains(sq) {
            look.castles[1].clone()
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            look.dark.clone()
        } else {
            look.light.clone()
        };
        commands.spawn((
            Name::new(format!("Tile {sq}")),
            Tile(sq),
            BoardPart,
            Mesh3d(look.tile.clone()),
            MeshMaterial3d(material),
            Transform::from_translation(square_center(variant, sq) - Vec3::Y * TILE_HEIGHT / 2.0),
        ));
    }
    river.spawn_bridges(&mut commands, variant);

    // The wooden body: under every square and one square around the outline, so it follows
    // the board's shape like the real board's frame.
    for (file, rank) in body_cells(variant) {
        let centre = grid_point(variant, file as f32, rank as f32)
            - Vec3::Y * (TILE_HEIGHT + BODY_HEIGHT / 2.0 - 0.02);
        commands.spawn((
            BoardPart,
            Mesh3d(look.body.clone()),
            MeshMaterial3d(look.wood.clone()),
            Transform::from_translation(centre),
            Pickable::IGNORE,
        ));
    }
}

/// The cells (file, rank; −1 and one past the last allowed) of the board's wooden body:
/// every square and the cells next to one.
pub(super) fn body_cells(variant: Variant) -> Vec<(isize, isize)> {
    let spec = variant.spec();
    let on_board =
        |f: isize, r: isize| f >= 0 && r >= 0 && variant.square(f as usize, r as usize).is_some();
    let mut cells = Vec::new();
    for file in -1..=spec.files as isize {
        for rank in -1..=spec.ranks as isize {
            let near = (-1..=1).any(|df| (-1..=1).any(|dr| on_board(file + df, rank + dr)));
            if near {
                cells.push((file, rank));
            }
        }
    }
    cells
}
