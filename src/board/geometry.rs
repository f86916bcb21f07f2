//! Where squares are in the 3D world. One square is one world unit; the board's centre is the
//! origin, files run along +x (A to L) and ranks along −z (rank 1 nearest White's side).

use bevy::prelude::*;
use camelot_rules::{FILES, RANKS, Square};

/// Height of the top of the tiles, where pieces stand.
pub const TILE_TOP: f32 = 0.0;
/// Height of the table's top, under the board's wooden body; captured pieces stand on it.
pub const TABLE_TOP: f32 = TILE_TOP - 0.43;

/// From the board's centre to the centre of the outermost files and ranks.
const HALF_FILES: f32 = (FILES as f32 - 1.0) / 2.0;
const HALF_RANKS: f32 = (RANKS as f32 - 1.0) / 2.0;

/// The point on the tiles' top at a file and rank counted from 0 (fractions and places off the
/// board allowed: the frame, the coordinates).
pub fn grid_point(file: f32, rank: f32) -> Vec3 {
    Vec3::new(file - HALF_FILES, TILE_TOP, HALF_RANKS - rank)
}

/// The centre of a square's top face.
pub fn square_center(sq: Square) -> Vec3 {
    grid_point(sq.file() as f32, sq.rank() as f32)
}

/// The square under a point of the board plane, if any.
pub fn square_at(p: Vec3) -> Option<Square> {
    let file = (p.x + HALF_FILES).round();
    let rank = (HALF_RANKS - p.z).round();
    if file < 0.0 || rank < 0.0 {
        return None;
    }
    Square::new(file as usize, rank as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_maps_to_its_centre_and_back() {
        for sq in Square::all() {
            assert_eq!(
                square_at(square_center(sq) + Vec3::new(0.3, 0.0, -0.3)),
                Some(sq)
            );
        }
        assert_eq!(square_at(Vec3::new(-6.0, 0.0, 7.5)), None); // A1 is off the board (R1)
    }
}
