//! Where squares are in the 3D world. One square is one world unit; the board's centre is the
//! origin, files run along +x (A to L) and ranks along −z (rank 1 nearest White's side).

use bevy::prelude::*;
use camelot_rules::{FILES, RANKS, Square};

/// Height of the top of the tiles, where pieces stand.
pub const TILE_TOP: f32 = 0.0;

/// The centre of a square's top face.
pub fn square_center(sq: Square) -> Vec3 {
    Vec3::new(
        sq.file() as f32 - (FILES as f32 - 1.0) / 2.0,
        TILE_TOP,
        (RANKS as f32 - 1.0) / 2.0 - sq.rank() as f32,
    )
}

/// The square under a point of the board plane, if any.
pub fn square_at(p: Vec3) -> Option<Square> {
    let file = (p.x + (FILES as f32 - 1.0) / 2.0).round();
    let rank = ((RANKS as f32 - 1.0) / 2.0 - p.z).round();
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
