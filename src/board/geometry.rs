//! Where squares are in the 3D world. One square is one world unit; the centre of the shown
//! variant's board is the origin, files run along +x (A onwards) and ranks along −z (rank 1
//! nearest White's side). Every board of the family (VARIANTS.md) is laid out the same way.

use bevy::prelude::*;
use camelot_rules::{Square, Variant};

/// Height of the top of the tiles, where pieces stand.
pub const TILE_TOP: f32 = 0.0;
/// Height of the table's top, under the board's wooden body; captured pieces stand on it.
pub const TABLE_TOP: f32 = TILE_TOP - 0.43;

/// From the board's centre to the centre of the outermost files and ranks.
fn half_extent(variant: Variant) -> (f32, f32) {
    let spec = variant.spec();
    (
        (spec.files as f32 - 1.0) / 2.0,
        (spec.ranks as f32 - 1.0) / 2.0,
    )
}

/// The point on the tiles' top at a file and rank counted from 0 (fractions and places off the
/// board allowed: the frame, the coordinates).
pub fn grid_point(variant: Variant, file: f32, rank: f32) -> Vec3 {
    let (half_files, half_ranks) = half_extent(variant);
    Vec3::new(file - half_files, TILE_TOP, half_ranks - rank)
}

/// The centre of a square's top face.
pub fn square_center(variant: Variant, sq: Square) -> Vec3 {
    grid_point(variant, sq.file() as f32, sq.rank() as f32)
}

/// The square of the board under a point of the board plane, if any.
pub fn square_at(variant: Variant, p: Vec3) -> Option<Square> {
    let (half_files, half_ranks) = half_extent(variant);
    let file = (p.x + half_files).round();
    let rank = (half_ranks - p.z).round();
    if file < 0.0 || rank < 0.0 {
        return None;
    }
    variant.square(file as usize, rank as usize)
}

/// How far the camera stands back for this board, relative to the Camelot board's framing:
/// the board with its frame and labels (three squares more each way) against the Camelot
/// board's, by the larger side, so that Camette's 5 × 7 fills the view as the standard board
/// does and Chivalry's 14 files fit in it.
pub fn framing_scale(variant: Variant) -> f32 {
    let spec = variant.spec();
    ((spec.files as f32 + 3.0) / 15.0).max((spec.ranks as f32 + 3.0) / 19.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_of_every_board_maps_to_its_centre_and_back() {
        for variant in Variant::ALL {
            let squares = variant.spec().squares;
            for sq in squares.squares() {
                let off_centre = square_center(variant, sq) + Vec3::new(0.3, 0.0, -0.3);
                assert_eq!(square_at(variant, off_centre), Some(sq), "{variant} {sq}");
            }
            // The board's outline is centred on the origin.
            let (min, max) = squares.squares().map(|sq| square_center(variant, sq)).fold(
                (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN)),
                |(lo, hi), p| (lo.min(p), hi.max(p)),
            );
            assert!((min + max).length() < 1e-4, "{variant}: {min} {max}");
        }
    }

    #[test]
    fn squares_stand_where_each_board_puts_them() {
        let at = |variant: Variant, name: &str| {
            square_center(variant, variant.parse_square(name).unwrap())
        };
        // The Camelot board as it always was: A1's corner is off the board (R1), F1 stands
        // half a square left of the middle, on the nearest rank.
        assert_eq!(at(Variant::Camelot, "F1"), Vec3::new(-0.5, 0.0, 7.5));
        assert_eq!(square_at(Variant::Camelot, Vec3::new(-6.0, 0.0, 7.5)), None);
        // V1.1: Camette's 23 squares, C1 (White's castle) and C7 (Black's) on the centre line.
        assert_eq!(Variant::Camette.spec().squares.count(), 23);
        assert_eq!(at(Variant::Camette, "C1"), Vec3::new(0.0, 0.0, 3.0));
        assert_eq!(at(Variant::Camette, "C7"), Vec3::new(0.0, 0.0, -3.0));
        assert_eq!(square_at(Variant::Camette, Vec3::new(-2.0, 0.0, 3.0)), None); // no A1
        // V2.1: Cam's 67 squares, D1 and D13 its castles.
        assert_eq!(Variant::Cam.spec().squares.count(), 67);
        assert_eq!(at(Variant::Cam, "D13"), Vec3::new(0.0, 0.0, -6.0));
        // V3.1: Chivalry's 176 squares, 14 files from x = −6.5 to 6.5.
        assert_eq!(Variant::Chivalry.spec().squares.count(), 176);
        assert_eq!(at(Variant::Chivalry, "A5"), Vec3::new(-6.5, 0.0, 3.5));
        assert_eq!(at(Variant::Chivalry, "N12"), Vec3::new(6.5, 0.0, -3.5));
        // River Camelot keeps the Camelot board (V5.1).
        assert_eq!(at(Variant::River, "D7"), at(Variant::Camelot, "D7"));
    }

    #[test]
    fn the_camera_frames_each_board_by_its_larger_side() {
        assert_eq!(framing_scale(Variant::Camelot), 1.0);
        assert_eq!(framing_scale(Variant::River), 1.0);
        assert!(framing_scale(Variant::Camette) < 0.6);
        assert!(framing_scale(Variant::Chivalry) > 1.1);
    }
}
