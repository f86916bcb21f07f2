//! Piece entities: one per piece of the current position, kept in agreement with the rules
//! core by [`ResyncPieces`]. Meshes are attached by the render side, so this runs headless.

use bevy::prelude::*;
use camelot_rules::{Color as Side, Piece, Square};

use crate::geometry::square_center;
use crate::play::{ActiveGame, PlaySystems};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ResyncPieces>()
        .add_systems(Startup, |mut w: MessageWriter<ResyncPieces>| {
            w.write(ResyncPieces);
        })
        .add_systems(Update, resync_pieces.after(PlaySystems));
}

/// A piece on the board, standing on `square` in the rules core's position. While a move is
/// entered or animated the piece may be drawn elsewhere; `square` changes only on a resync.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceView {
    pub square: Square,
}

/// What the piece is; the render side gives it a mesh and a material from this.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceModel(pub Piece);

/// Asks for the piece entities to be brought into agreement with the current position.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ResyncPieces;

/// The rotation of a piece: knights stand in profile to the players, White's looking left
/// from White's side and Black's right, as on a real board.
pub fn piece_rotation(side: Side) -> Quat {
    match side {
        Side::White => Quat::from_rotation_y(std::f32::consts::PI),
        Side::Black => Quat::IDENTITY,
    }
}

/// Makes the piece entities match the position: keeps what stands right, moves a piece entity
/// that was animated to its new square (the nearest one of its kind), spawns what is missing
/// and despawns the rest.
fn resync_pieces(
    mut requests: MessageReader<ResyncPieces>,
    active: Res<ActiveGame>,
    mut commands: Commands,
    mut pieces: Query<(Entity, &mut PieceView, &PieceModel, &mut Transform)>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let pos = active.position();
    let mut spare: Vec<Entity> = Vec::new();
    let mut placed = camelot_rules::Bitboard::EMPTY;
    for (entity, view, model, _) in &pieces {
        if pos.piece_at(view.square) == Some(model.0) && !placed.contains(view.square) {
            placed.insert(view.square);
        } else {
            spare.push(entity);
        }
    }
    for (sq, piece) in pos.pieces() {
        if placed.contains(sq) {
            // Already right; snap it in case an animation left it in between.
            continue;
        }
        let target = square_center(sq);
        let reuse = spare
            .iter()
            .enumerate()
            .filter(|(_, e)| pieces.get(**e).is_ok_and(|(_, _, m, _)| m.0 == piece))
            .min_by(|(_, a), (_, b)| {
                let d = |e: &Entity| {
                    pieces
                        .get(*e)
                        .map_or(f32::MAX, |(_, _, _, t)| t.translation.distance(target))
                };
                d(a).total_cmp(&d(b))
            })
            .map(|(i, _)| i);
        match reuse {
            Some(i) => {
                let entity = spare.swap_remove(i);
                if let Ok((_, mut view, _, _)) = pieces.get_mut(entity) {
                    view.square = sq;
                }
            }
            None => {
                commands.spawn(piece_bundle(sq, piece));
            }
        }
    }
    for entity in spare {
        commands.entity(entity).despawn();
    }
    for (_, view, model, mut transform) in &mut pieces {
        transform.translation = square_center(view.square);
        transform.rotation = piece_rotation(model.0.color);
        transform.scale = Vec3::ONE;
    }
}

fn piece_bundle(sq: Square, piece: Piece) -> impl Bundle {
    (
        Name::new(format!("{:?} {:?} {sq}", piece.color, piece.kind)),
        PieceView { square: sq },
        PieceModel(piece),
        Transform::from_translation(square_center(sq)).with_rotation(piece_rotation(piece.color)),
        Visibility::default(),
    )
}
