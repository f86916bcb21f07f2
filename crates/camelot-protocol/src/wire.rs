//! What several messages share: game ids, colour choices, and variants by name.

use camelot_rules::Variant;
use serde::{Deserialize, Serialize};

/// A game's id, as the server numbers them.
pub type GameId = i64;

/// The colour a player asks for in a seek or challenge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    White,
    Black,
    #[default]
    Any,
}

impl ColorChoice {
    /// Whether two players' choices can meet in one game.
    pub fn fits(self, other: ColorChoice) -> bool {
        !matches!(
            (self, other),
            (ColorChoice::White, ColorChoice::White) | (ColorChoice::Black, ColorChoice::Black)
        )
    }
}

pub(crate) fn yes() -> bool {
    true
}

pub(crate) fn is_camelot(variant: &Variant) -> bool {
    *variant == Variant::Camelot
}

/// A variant on the wire: its name as the rules core reads it (any case), `camelot` when
/// absent (messages from before variants).
pub(crate) mod variant_name {
    use camelot_rules::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(variant: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(variant.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_choices_meet_unless_both_want_the_same() {
        use ColorChoice::*;
        assert!(White.fits(Black) && Any.fits(White) && Any.fits(Any));
        assert!(!White.fits(White) && !Black.fits(Black));
    }
}
