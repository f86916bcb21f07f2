//! River Camelot on the board (V5): the river's water running between the banks, lower than
//! the tiles and rippling; the four bridges (D7 D8 I9 I10), plank decks with rails along the
//! banks that the pieces walk across; and the trees (V5.4), grown where they are placed and
//! stirring in the wind. The trees drawn are the shown position's and those chosen for a
//! placement being entered ([`crate::shown::Cues::trees`]).

use bevy::prelude::*;
use camelot_rules::{Bitboard, Square, Variant};

use super::BoardSystems;
use super::geometry::square_center;
use super::scene::BoardPart;
use crate::persistence::settings::Settings;
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_river_look).add_systems(
        Update,
        (sync_trees, grow_and_stir_trees, ripple_water)
            .chain()
            .in_set(BoardSystems),
    );
}

/// The meshes and materials of the river, its bridges and its trees.
#[derive(Resource)]
pub(super) struct RiverLook {
    water: Handle<Mesh>,
    water_material: Handle<StandardMaterial>,
    rail: Handle<Mesh>,
    post: Handle<Mesh>,
    /// The bridges' decks: their squares' tiles are planks.
    pub(super) planks: Handle<StandardMaterial>,
    trunk: Handle<Mesh>,
    crown: Handle<Mesh>,
    bark: Handle<StandardMaterial>,
    leaves: Handle<StandardMaterial>,
}

/// The water's surface: below the tiles' top, so the banks stand above it, and above the
/// board's wooden body, which it covers.
const WATER_LEVEL: f32 = -0.035;

fn make_river_look(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let tone = |c: Color, rough: f32, reflectance: f32| StandardMaterial {
        base_color: c,
        perceptual_roughness: rough,
        reflectance,
        ..default()
    };
    commands.insert_resource(RiverLook {
        // A full square, so that neighbouring water squares run together as one river.
        water: meshes.add(Cuboid::new(1.0, 0.04, 1.0)),
        water_material: materials.add(tone(Color::srgb(0.12, 0.34, 0.54), 0.05, 0.6)),
        rail: meshes.add(Cuboid::new(0.07, 0.07, 1.0)),
        post: meshes.add(Cuboid::new(0.08, 0.3, 0.08)),
        planks: materials.add(tone(Color::srgb(0.52, 0.36, 0.20), 0.7, 0.2)),
        trunk: meshes.add(Cylinder::new(0.07, 0.3)),
        crown: meshes.add(Cone {
            radius: 0.34,
            height: 0.55,
        }),
        bark: materials.add(tone(Color::srgb(0.30, 0.19, 0.10), 0.8, 0.2)),
        leaves: materials.add(tone(Color::srgb(0.16, 0.42, 0.18), 0.7, 0.2)),
    });
}

/// The bridges of a board: its squares with river on both sides along the rank (V5.1: D7 D8
/// I9 I10 on River Camelot's board); none where there is no river.
pub fn bridges(variant: Variant) -> Bitboard {
    let spec = variant.spec();
    let water = spec.squares & !spec.open;
    let wet = |file: isize, rank: usize| {
        file >= 0 && Square::cell(file as usize, rank).is_some_and(|sq| water.contains(sq))
    };
    spec.open
        .squares()
        .filter(|sq| {
            let (file, rank) = (sq.file() as isize, sq.rank());
            wet(file - 1, rank) && wet(file + 1, rank)
        })
        .collect()
}

/// A water square rippling as the river flows.
#[derive(Component)]
struct Water {
    phase: f32,
}

impl RiverLook {
    /// A square of the river (V5.1).
    pub(super) fn water(&self, variant: Variant, sq: Square) -> impl Bundle + use<> {
        (
            Name::new(format!("River {sq}")),
            Water {
                // The river runs from A5 towards L12: the ripple travels along it.
                phase: (sq.file() + sq.rank()) as f32 * 0.9,
            },
            Mesh3d(self.water.clone()),
            MeshMaterial3d(self.water_material.clone()),
            Transform::from_translation(square_center(variant, sq).with_y(WATER_LEVEL - 0.02)),
        )
    }

    /// Under each bridge's plank tile the river flows on; rails and posts line the deck.
    pub(super) fn spawn_bridges(&self, commands: &mut Commands, variant: Variant) {
        for sq in bridges(variant).squares() {
            let centre = square_center(variant, sq);
            commands.spawn((BoardPart, Pickable::IGNORE, self.water(variant, sq)));
            for side in [-1.0, 1.0] {
                let x = side * 0.47;
                commands.spawn((
                    BoardPart,
                    Mesh3d(self.rail.clone()),
                    MeshMaterial3d(self.planks.clone()),
                    Transform::from_translation(centre + Vec3::new(x, 0.24, 0.0)),
                    Pickable::IGNORE,
                ));
                for z in [-0.45, 0.45] {
                    commands.spawn((
                        BoardPart,
                        Mesh3d(self.post.clone()),
                        MeshMaterial3d(self.planks.clone()),
                        Transform::from_translation(centre + Vec3::new(x, 0.1, z)),
                        Pickable::IGNORE,
                    ));
                }
            }
        }
    }
}

fn ripple_water(time: Res<Time>, mut water: Query<(&Water, &mut Transform)>) {
    let t = time.elapsed_secs();
    for (w, mut transform) in &mut water {
        transform.translation.y = WATER_LEVEL - 0.02 + 0.01 * (t * 1.6 - w.phase).sin();
    }
}

/// A grown tree's scale: a little taller than a knight.
const TREE_SIZE: f32 = 1.3;

/// A tree on its square (V5.4), with how far it has grown (0 to 1).
#[derive(Component)]
struct Tree {
    square: Square,
    grown: f32,
}

/// Keeps a tree drawn on every tree of the shown position and of the placement being entered.
fn sync_trees(
    mut commands: Commands,
    shown: Res<ShownPosition>,
    look: Option<Res<RiverLook>>,
    trees: Query<(Entity, &Tree)>,
) {
    let Some(look) = look else { return };
    if !shown.is_changed() {
        return;
    }
    let variant = shown.position.variant();
    let wanted = shown.position.trees() | shown.cues.trees;
    let mut drawn = Bitboard::EMPTY;
    for (entity, tree) in &trees {
        if wanted.contains(tree.square) && !drawn.contains(tree.square) {
            drawn.insert(tree.square);
        } else {
            commands.entity(entity).despawn();
        }
    }
    for sq in (wanted & !drawn).squares() {
        commands
            .spawn((
                Name::new(format!("Tree {sq}")),
                Tree {
                    square: sq,
                    grown: 0.0,
                },
                Transform::from_translation(square_center(variant, sq))
                    .with_scale(Vec3::splat(0.01)),
                Visibility::default(),
                Pickable::IGNORE,
            ))
            .with_children(|tree| {
                tree.spawn((
                    Mesh3d(look.trunk.clone()),
                    MeshMaterial3d(look.bark.clone()),
                    Transform::from_xyz(0.0, 0.15, 0.0),
                ));
                for (y, scale) in [(0.48, 1.0), (0.72, 0.72)] {
                    tree.spawn((
                        Mesh3d(look.crown.clone()),
                        MeshMaterial3d(look.leaves.clone()),
                        Transform::from_xyz(0.0, y, 0.0).with_scale(Vec3::splat(scale)),
                    ));
                }
            });
    }
}

/// A new tree grows in half a second; grown trees stir a little, each at its own pace.
fn grow_and_stir_trees(
    time: Res<Time>,
    settings: Res<Settings>,
    mut trees: Query<(&mut Tree, &mut Transform)>,
) {
    let speed = settings.animation_speed;
    let t = time.elapsed_secs();
    for (mut tree, mut transform) in &mut trees {
        tree.grown = if speed <= 0.0 {
            1.0
        } else {
            (tree.grown + time.delta_secs() * speed * 2.0).min(1.0)
        };
        let g = tree.grown;
        transform.scale = Vec3::splat((TREE_SIZE * g * g * (3.0 - 2.0 * g)).max(0.01));
        let phase = tree.square.index() as f32;
        transform.rotation = Quat::from_rotation_z(0.03 * (t * 1.3 + phase).sin())
            * Quat::from_rotation_x(0.02 * (t * 0.9 + phase * 0.7).sin());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v5_1_the_bridges_are_d7_d8_i9_i10_and_only_river_camelot_has_any() {
        let names: Vec<String> = bridges(Variant::River)
            .squares()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(names, ["D7", "D8", "I9", "I10"]);
        for variant in Variant::ALL.into_iter().filter(|v| *v != Variant::River) {
            assert!(bridges(variant).is_empty(), "{variant}");
        }
    }
}
