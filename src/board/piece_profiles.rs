//! The turned profiles of a man and of a knight's base, (radius, height) pairs from the foot's
//! rim to the top, turned on a lathe by the meshes: plain numbers, checked without a renderer.

use bevy::math::Vec2;

/// A turned man's profile, (radius, height) from the foot's rim to the top of the finial:
/// a beaded foot, a domed skirt, a waisted stem, a collar, a flared crown and a ball.
pub(super) fn man_profile() -> Vec<[f32; 2]> {
    let mut p = beaded_foot(80.0);
    p.extend(arc([0.19, 0.152], [0.014, 0.014], -90.0, 90.0, 4));
    p.extend((0..=6).map(|s| {
        // The stem narrows as it rises, flaring again a little under the collar.
        let y = 0.17 + 0.23 * s as f32 / 6.0;
        let t = (0.35 - y) / 0.18;
        [0.105 + 0.07 * t * t, y]
    }));
    p.extend(arc([0.20, 0.43], [0.02, 0.02], -90.0, 90.0, 6));
    p.push([0.115, 0.455]);
    p.extend(arc([0.205, 0.455], [0.09, 0.09], 180.0, 125.0, 4));
    p.extend(arc([0.16, 0.553], [0.022, 0.022], -90.0, 90.0, 6));
    // A low dome inside the crown's rim, then the finial's ball on a short neck.
    p.push([0.12, 0.582]);
    p.push([0.08, 0.594]);
    p.push([0.045, 0.60]);
    p.extend(arc([0.0, 0.648], [0.056, 0.056], -55.0, 75.0, 7));
    p.push([0.0, 0.704]);
    p
}

/// A knight's base, (radius, height) from the foot's rim to the middle of its top, where
/// the head stands: a beaded foot, a domed skirt, a short stem and a collar.
pub(super) fn knight_base_profile() -> Vec<[f32; 2]> {
    let mut p = beaded_foot(70.0);
    p.push([0.20, 0.18]);
    p.extend(arc([0.25, 0.215], [0.025, 0.025], -90.0, 90.0, 6));
    p.push([0.215, 0.245]);
    p.extend(arc([0.215, 0.28], [0.02, 0.02], -90.0, 90.0, 4));
    p.push([0.0, 0.30]);
    p
}

/// The foot both pieces are turned on: a rim with a bead round it, then a domed skirt rising
/// `skirt` degrees towards the stem.
fn beaded_foot(skirt: f32) -> Vec<[f32; 2]> {
    let mut p = vec![[0.36, 0.0]];
    p.extend(arc([0.35, 0.038], [0.03, 0.03], -70.0, 90.0, 6));
    p.extend(arc([0.19, 0.068], [0.13, 0.07], 0.0, skirt, 6));
    p
}

/// Points on an elliptical arc around `centre`, angles in degrees from +radius towards
/// +height, both ends included.
fn arc(centre: [f32; 2], radii: [f32; 2], from: f32, to: f32, steps: usize) -> Vec<[f32; 2]> {
    (0..=steps)
        .map(|s| {
            let a = (from + (to - from) * s as f32 / steps as f32).to_radians();
            (Vec2::from(centre) + Vec2::from(radii) * Vec2::new(a.cos(), a.sin())).to_array()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks a lathe profile: bottom to top from the foot's rim at y = 0, closed at the top
    /// on the axis, never wider than the foot allows; returns its height.
    fn turned_height(profile: &[[f32; 2]]) -> f32 {
        let (first, last) = (profile[0], profile[profile.len() - 1]);
        assert!(
            (0.36..=0.38).contains(&first[0]) && first[1] == 0.0,
            "foot {first:?}"
        );
        assert_eq!(last[0], 0.0, "the top is open");
        for w in profile.windows(2) {
            assert!(w[1][1] >= w[0][1], "the profile turns down at {:?}", w[1]);
        }
        for p in profile {
            assert!((0.0..=0.38).contains(&p[0]), "{p:?} overhangs the square");
        }
        last[1]
    }

    #[test]
    fn man_is_turned_to_height() {
        let height = turned_height(&man_profile());
        assert!((0.65..=0.72).contains(&height), "{height}");
    }

    #[test]
    fn knight_base_is_turned_to_height() {
        let height = turned_height(&knight_base_profile());
        assert!((0.28..=0.32).contains(&height), "{height}");
    }
}
