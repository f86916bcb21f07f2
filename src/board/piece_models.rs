//! The look of the pieces: turned men and knights with a sculpted horse's head
//! (`knight_shape`), in ivory and ebony.
//! Meshes are attached when a piece entity appears, so the logic stays headless. In the flat
//! view a knight wears a ring of the other colour on top, as a horse's head seen from above
//! is hard to tell from a man.

use bevy::prelude::*;
use camelot_rules::PieceKind;

use super::knight_shape::knight_head;
use super::meshes::{lathe, triangles};
use super::piece_profiles::{knight_base_profile, man_profile};
use super::pieces::PieceModel;
use crate::persistence::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_piece_assets)
        .add_systems(Update, show_flat_marks)
        .add_observer(dress_piece);
}

/// The ring that marks a knight in the flat view.
#[derive(Component)]
struct FlatMark;

/// Above the horse's head, so the view from above sees it whole.
const FLAT_MARK_HEIGHT: f32 = 1.6;

#[derive(Resource)]
struct PieceAssets {
    man: Handle<Mesh>,
    knight_base: Handle<Mesh>,
    knight_head: Handle<Mesh>,
    flat_mark: Handle<Mesh>,
    materials: [Handle<StandardMaterial>; 2],
}

fn make_piece_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let profile = |points: Vec<[f32; 2]>| points.into_iter().map(Vec2::from).collect::<Vec<_>>();
    let ivory = StandardMaterial {
        base_color: Color::srgb(0.93, 0.89, 0.80),
        perceptual_roughness: 0.35,
        reflectance: 0.45,
        ..default()
    };
    let ebony = StandardMaterial {
        base_color: Color::srgb(0.10, 0.08, 0.08),
        perceptual_roughness: 0.28,
        reflectance: 0.55,
        ..default()
    };
    commands.insert_resource(PieceAssets {
        man: meshes.add(lathe(&profile(man_profile()), 40)),
        knight_base: meshes.add(lathe(&profile(knight_base_profile()), 40)),
        knight_head: meshes.add(triangles(knight_head())),
        flat_mark: meshes.add(Annulus::new(0.13, 0.22)),
        materials: [materials.add(ivory), materials.add(ebony)],
    });
}

/// Gives a new piece entity its meshes (picking hits them: `click`, `drag`).
fn dress_piece(
    add: On<Add, PieceModel>,
    models: Query<&PieceModel>,
    assets: Option<Res<PieceAssets>>,
    mut commands: Commands,
) {
    let (Ok(model), Some(assets)) = (models.get(add.entity), assets) else {
        return;
    };
    let material = assets.materials[model.0.color.index()].clone();
    let mut piece = commands.entity(add.entity);
    match model.0.kind {
        PieceKind::Man => {
            piece.insert((Mesh3d(assets.man.clone()), MeshMaterial3d(material)));
        }
        PieceKind::Knight => {
            piece.insert((
                Mesh3d(assets.knight_base.clone()),
                MeshMaterial3d(material.clone()),
            ));
            piece.with_child((
                Mesh3d(assets.knight_head.clone()),
                MeshMaterial3d(material),
                // Sunk a little into the base's flat top, hiding the head's rounded foot.
                Transform::from_xyz(0.0, 0.288, 0.0),
            ));
            piece.with_child((
                FlatMark,
                Mesh3d(assets.flat_mark.clone()),
                MeshMaterial3d(assets.materials[1 - model.0.color.index()].clone()),
                Transform::from_xyz(0.0, FLAT_MARK_HEIGHT, 0.0)
                    .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
                Visibility::Hidden,
                Pickable::IGNORE,
            ));
        }
    }
}

/// The knights' rings show in the flat view only.
fn show_flat_marks(settings: Res<Settings>, mut marks: Query<&mut Visibility, With<FlatMark>>) {
    let shown = if settings.flat_view {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut visibility in &mut marks {
        visibility.set_if_neq(shown);
    }
}
