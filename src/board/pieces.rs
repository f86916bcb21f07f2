//! Piece entities: one per piece the board shows, kept in agreement with
//! [`ShownPosition::arrangement`]. A piece's [`PieceView::square`] is where it stands once the
//! animations asked for have played; the animation moves its transform there. Meshes are
//! attached by the render side, so this runs headless.

use bevy::prelude::*;
use camelot_rules::{Bitboard, Color, Piece, Position, Square, Variant};

use super::BoardSystems;
use super::animation::{AnimationQueue, Taken};
use super::geometry::square_center;
use crate::shown::{MoveAnimated, ShownPosition};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            cut_scene.before(super::animation::take_requests),
            resync.after(super::animation::sink_captured),
        )
            .in_set(BoardSystems),
    );
}

/// A piece on the board, standing on `square` once its animations have played.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceView {
    pub square: Square,
}

/// What the piece is; the render side gives it a mesh and a material from this.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceModel(pub Piece);

pub type PieceQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static mut PieceView,
        &'static PieceModel,
        &'static mut Transform,
    ),
>;

/// The rotation of a piece: knights stand in profile to the players, White's looking left
/// from White's side and Black's right, as on a real board.
pub fn piece_rotation(side: Color) -> Quat {
    match side {
        Color::White => Quat::from_rotation_y(std::f32::consts::PI),
        Color::Black => Quat::IDENTITY,
    }
}

/// A new scene (a new game, a jump in review, a lesson's step) drops the animations of the
/// old one (each still answered, so whoever asked is not left waiting) and the pieces they
/// were taking.
fn cut_scene(
    shown: Res<ShownPosition>,
    mut queue: ResMut<AnimationQueue>,
    taken: Query<Entity, With<Taken>>,
    mut commands: Commands,
    mut scene: Local<Option<u64>>,
    mut done: MessageWriter<MoveAnimated>,
) {
    if *scene == Some(shown.scene) {
        return;
    }
    *scene = Some(shown.scene);
    done.write_batch(queue.drop_all().map(|ticket| MoveAnimated { ticket }));
    for e in &taken {
        commands.entity(e).despawn();
    }
}

/// Brings the pieces into agreement with the shown arrangement once no animation plays.
pub(super) fn resync(
    shown: Res<ShownPosition>,
    queue: Res<AnimationQueue>,
    mut commands: Commands,
    mut pieces: PieceQuery,
    mut dirty: Local<bool>,
) {
    if shown.is_changed() {
        *dirty = true;
    }
    if !*dirty || queue.is_busy() {
        return;
    }
    *dirty = false;
    place(&shown.arrangement(), &mut commands, &mut pieces, true);
}

/// Makes the piece entities stand for `board`: keeps what stands right, moves a spare entity
/// of the same piece to a square that lacks one (the nearest), spawns what is missing and
/// despawns the rest. With `snap`, every piece is drawn on its square.
pub(super) fn place(
    board: &Position,
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    snap: bool,
) {
    let variant = board.variant();
    let mut spare: Vec<Entity> = Vec::new();
    let mut placed = Bitboard::EMPTY;
    for (entity, view, model, _) in pieces.iter() {
        if board.piece_at(view.square) == Some(model.0) && !placed.contains(view.square) {
            placed.insert(view.square);
        } else {
            spare.push(entity);
        }
    }
    for (sq, piece) in board.pieces() {
        if placed.contains(sq) {
            continue;
        }
        let target = square_center(variant, sq);
        let nearest = spare
            .iter()
            .enumerate()
            .filter_map(|(i, e)| {
                let (_, _, model, transform) = pieces.get(*e).ok()?;
                (model.0 == piece).then_some((i, transform.translation.distance(target)))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i);
        match nearest {
            Some(i) => {
                let entity = spare.swap_remove(i);
                if let Ok((_, mut view, _, mut transform)) = pieces.get_mut(entity) {
                    view.square = sq;
                    if !snap {
                        transform.translation = target;
                    }
                }
            }
            None => {
                commands.spawn(piece_bundle(variant, sq, piece));
            }
        }
    }
    for entity in spare {
        commands.entity(entity).despawn();
    }
    if snap {
        for (_, view, model, mut transform) in pieces.iter_mut() {
            transform.translation = square_center(variant, view.square);
            transform.rotation = piece_rotation(model.0.color);
            transform.scale = Vec3::ONE;
        }
    }
}

/// The piece entity standing (once animated) on `sq`.
pub(super) fn piece_on(pieces: &PieceQuery, sq: Square) -> Option<Entity> {
    pieces
        .iter()
        .find(|(_, v, _, _)| v.square == sq)
        .map(|(e, ..)| e)
}

fn piece_bundle(variant: Variant, sq: Square, piece: Piece) -> impl Bundle {
    (
        Name::new(format!("{:?} {:?} {sq}", piece.color, piece.kind)),
        PieceView { square: sq },
        PieceModel(piece),
        Transform::from_translation(square_center(variant, sq))
            .with_rotation(piece_rotation(piece.color)),
        Visibility::default(),
    )
}
