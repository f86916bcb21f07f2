//! Captured pieces stand on the table beside the board, on the capturer's right, so the count
//! can be seen at a glance: the pieces missing from the shown position since its game began
//! ([`ShownPosition::start`]; none in a lesson). Updated once the capture's animation ends.

use bevy::prelude::*;
use camelot_rules::{Color, Piece, PieceKind, Position, Variant};

use super::BoardSystems;
use super::animation::AnimationQueue;
use super::geometry::{TABLE_TOP, grid_point};
use super::pieces::{PieceModel, piece_rotation};
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        place_captured
            .after(super::pieces::resync)
            .in_set(BoardSystems),
    );
}

/// A piece taken by `by`, standing beside the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CapturedPiece {
    pub by: Color,
    pub index: usize,
}

/// Captured pieces are a little smaller than those in play.
const SCALE: f32 = 0.8;

/// The pieces each side has taken (indexed by the capturer), knights first.
pub fn captured_pieces(start: &Position, now: &Position) -> [Vec<Piece>; 2] {
    [Color::White, Color::Black].map(|by| {
        let victim = by.opponent();
        [PieceKind::Knight, PieceKind::Man]
            .into_iter()
            .flat_map(|kind| {
                let count = |p: &Position| {
                    p.pieces()
                        .filter(|(_, x)| {
                            *x == Piece {
                                color: victim,
                                kind,
                            }
                        })
                        .count()
                };
                let missing = count(start).saturating_sub(count(now));
                std::iter::repeat_n(
                    Piece {
                        color: victim,
                        kind,
                    },
                    missing,
                )
            })
            .collect()
    })
}

/// Where the `index`th piece taken by `by` stands: two columns beside the board (its
/// variant's, VARIANTS.md), on that side's right, from the middle towards the capturer.
fn spot(variant: Variant, by: Color, index: usize) -> Vec3 {
    let (last_file, last_rank) = (
        variant.spec().files as f32 - 1.0,
        variant.spec().ranks as f32 - 1.0,
    );
    let file = last_file + 2.2 + (index % 2) as f32 * 0.8;
    let rank = last_rank / 2.0 - 0.5 - (index / 2) as f32 * 0.85;
    let (file, rank) = match by {
        Color::White => (file, rank),
        Color::Black => (last_file - file, last_rank - rank),
    };
    grid_point(variant, file, rank).with_y(TABLE_TOP)
}

fn place_captured(
    shown: Res<ShownPosition>,
    queue: Res<AnimationQueue>,
    existing: Query<(Entity, &CapturedPiece, &PieceModel)>,
    mut commands: Commands,
    mut dirty: Local<bool>,
    mut drawn_on: Local<Option<Variant>>,
) {
    if shown.is_changed() {
        *dirty = true;
    }
    if !*dirty || queue.is_busy() {
        return;
    }
    *dirty = false;
    let wanted = shown
        .start
        .map(|start| captured_pieces(&start, &shown.arrangement()))
        .unwrap_or_default();
    let mut have: Vec<(Color, usize, Piece)> = existing
        .iter()
        .map(|(_, c, m)| (c.by, c.index, m.0))
        .collect();
    have.sort_by_key(|(by, index, _)| (by.index(), *index));
    let want: Vec<(Color, usize, Piece)> = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|by| {
            wanted[by.index()]
                .iter()
                .enumerate()
                .map(move |(i, p)| (by, i, *p))
        })
        .collect();
    let variant = shown.position.variant();
    if have == want && *drawn_on == Some(variant) {
        return;
    }
    *drawn_on = Some(variant);
    for (entity, ..) in &existing {
        commands.entity(entity).despawn();
    }
    for (by, index, piece) in want {
        commands.spawn((
            Name::new(format!("{:?} {:?} taken", piece.color, piece.kind)),
            CapturedPiece { by, index },
            PieceModel(piece),
            Transform::from_translation(spot(variant, by, index))
                .with_rotation(piece_rotation(piece.color))
                .with_scale(Vec3::splat(SCALE)),
            Visibility::default(),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pieces_missing_since_the_start_are_the_captured_ones() {
        let start = Position::start();
        let mut now = start;
        let squares_of = |piece: Piece| -> Vec<_> {
            start
                .pieces()
                .filter(|(_, p)| *p == piece)
                .map(|(sq, _)| sq)
                .collect()
        };
        for sq in squares_of(Piece {
            color: Color::Black,
            kind: PieceKind::Man,
        })
        .into_iter()
        .take(2)
        {
            now.clear(sq);
        }
        now.clear(
            squares_of(Piece {
                color: Color::White,
                kind: PieceKind::Knight,
            })[0],
        );
        let taken = captured_pieces(&start, &now);
        assert_eq!(
            taken[Color::White.index()],
            [Piece {
                color: Color::Black,
                kind: PieceKind::Man
            }; 2]
        );
        assert_eq!(
            taken[Color::Black.index()],
            [Piece {
                color: Color::White,
                kind: PieceKind::Knight
            }]
        );
        assert!(captured_pieces(&start, &start).iter().all(Vec::is_empty));
        // Mirror images of each other, off the board on the capturer's right.
        for variant in Variant::ALL {
            let spot = |by, i| spot(variant, by, i);
            assert_eq!(spot(Color::White, 3).x, -spot(Color::Black, 3).x);
            let half_width = variant.spec().files as f32 / 2.0;
            assert!(spot(Color::White, 0).x > half_width + 1.0, "{variant}");
        }
        // Where they always stood beside the Camelot board.
        assert_eq!(
            spot(Variant::Camelot, Color::White, 0),
            Vec3::new(7.7, TABLE_TOP, 0.5)
        );
    }
}
