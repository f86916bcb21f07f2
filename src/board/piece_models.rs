//! The look of the pieces: turned men and knights with a horse's head, in ivory and ebony.
//! Meshes are attached when a piece entity appears, so the logic stays headless.

use bevy::prelude::*;
use camelot_rules::PieceKind;

use super::meshes::{extrude, lathe};
use super::pieces::{PieceModel, PieceView};
use crate::shown::SquareClicked;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_piece_assets)
        .add_observer(dress_piece);
}

#[derive(Resource)]
struct PieceAssets {
    man: Handle<Mesh>,
    knight_base: Handle<Mesh>,
    knight_head: Handle<Mesh>,
    materials: [Handle<StandardMaterial>; 2],
}

fn make_piece_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let p = |r: f32, h: f32| Vec2::new(r, h);
    // A turned man: a broad foot, a waist, a collar and a rounded crown.
    let man = [
        p(0.36, 0.0),
        p(0.37, 0.04),
        p(0.35, 0.09),
        p(0.29, 0.12),
        p(0.22, 0.16),
        p(0.17, 0.26),
        p(0.15, 0.36),
        p(0.22, 0.41),
        p(0.22, 0.45),
        p(0.15, 0.47),
        p(0.17, 0.53),
        p(0.16, 0.58),
        p(0.11, 0.62),
        p(0.05, 0.64),
        p(0.0, 0.645),
    ];
    let knight_base = [
        p(0.38, 0.0),
        p(0.39, 0.05),
        p(0.36, 0.10),
        p(0.30, 0.13),
        p(0.25, 0.18),
        p(0.24, 0.24),
        p(0.27, 0.27),
        p(0.20, 0.30),
        p(0.0, 0.31),
    ];
    // A horse's head in profile, facing +X before the piece is turned to face the opponent.
    let head = [
        p(-0.20, 0.0),
        p(0.16, 0.0),
        p(0.16, 0.12),
        p(0.12, 0.22),
        p(0.22, 0.34),
        p(0.33, 0.40),
        p(0.36, 0.47),
        p(0.32, 0.54),
        p(0.18, 0.58),
        p(0.10, 0.66),
        p(0.06, 0.74),
        p(0.01, 0.66),
        p(-0.08, 0.70),
        p(-0.16, 0.62),
        p(-0.22, 0.48),
        p(-0.24, 0.30),
        p(-0.22, 0.14),
    ];
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
        man: meshes.add(lathe(&man, 40)),
        knight_base: meshes.add(lathe(&knight_base, 40)),
        knight_head: meshes.add(extrude(&head, 0.22)),
        materials: [materials.add(ivory), materials.add(ebony)],
    });
}

/// Gives a new piece entity its meshes and makes it clickable.
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
                Transform::from_xyz(0.0, 0.29, 0.0),
            ));
        }
    }
    piece.observe(click_piece);
}

fn click_piece(
    click: On<Pointer<Click>>,
    views: Query<&PieceView>,
    parents: Query<&ChildOf>,
    mut clicked: MessageWriter<SquareClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    // A click on a knight's head reaches the piece through the hierarchy.
    let piece = parents
        .get(click.entity)
        .map_or(click.entity, |c| c.parent());
    let view = views.get(click.entity).or_else(|_| views.get(piece));
    if let Ok(view) = view {
        clicked.write(SquareClicked(view.square));
    }
}
